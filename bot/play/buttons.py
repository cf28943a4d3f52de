"""The buttons and selects of play: menus, their pages, "choose my move" and "my hand".

They are discord.py ``DynamicItem``s (examples/views/dynamic_counter.py), so a click on a
message posted before a restart is parsed from its custom_id and everything else is loaded
from the database. Grammar:

    th:m:<game>:<version>:<path>          choose the menu node at <path> ("-" is the root)
    th:s:<game>:<version>:<path>[:<part>] select; its value is a path relative to <path>
    th:p:<game>:<version>:<path>:<page>   another page of the select at <path>
    th:o:<game>:<version>                 open my menu (several players choose at once)
    th:h:<game>                           my hand / my board (ephemeral)
"""

from __future__ import annotations

import re
from typing import Any, Protocol, cast

import discord

from bot.core.components import GAME, UTILITY_ROW, VERSION, DynamicItems
from bot.core.i18n import DEFAULT, t
from bot.play.menus import ButtonSpec, Layout, Path, SelectSpec, decode_path, encode_path

_PATH = r"(?P<path>-|\d{1,4}(?:\.\d{1,4}){0,15})"


class Clicks(Protocol):
    """What the buttons ask of the tables (bot/play/moves.py)."""

    async def choose(self, interaction: discord.Interaction[Any], game_id: int, version: int,
                     anchor: Path, values: list[str] | None = None) -> None: ...

    async def page(self, interaction: discord.Interaction[Any], game_id: int, version: int,
                   anchor: Path, page: int) -> None: ...

    async def show_hand(self, interaction: discord.Interaction[Any], game_id: int) -> None: ...


def tables_of(interaction: discord.Interaction[Any]) -> Clicks:
    return cast(Clicks, cast(Any, interaction.client).tables)


def _path(match: re.Match[str]) -> Path:
    path = decode_path(match["path"])
    assert path is not None  # the template only admits well-formed paths
    return path


def select_id(game_id: int, version: int, anchor: Path, part: int) -> str:
    suffix = f":{part}" if part else ""
    return f"th:s:{game_id}:{version}:{encode_path(anchor)}{suffix}"


class MenuButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                 template=rf"th:m:{GAME}:{VERSION}:{_PATH}"):
    def __init__(self, game_id: int, version: int, target: Path, label: str = "?",
                 row: int | None = None) -> None:
        super().__init__(discord.ui.Button(
            label=label, style=discord.ButtonStyle.primary, row=row,
            custom_id=f"th:m:{game_id}:{version}:{encode_path(target)}",
        ))
        self.game_id, self.version, self.target = game_id, version, target

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str], /) -> MenuButton:
        return cls(int(match["game"]), int(match["version"]), _path(match))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await tables_of(interaction).choose(interaction, self.game_id, self.version, self.target)


class MenuSelect(discord.ui.DynamicItem[discord.ui.Select[Any]],
                 template=rf"th:s:{GAME}:{VERSION}:{_PATH}(?::(?P<part>\d{{1,2}}))?"):
    def __init__(self, game_id: int, version: int, anchor: Path, part: int = 0,
                 select: discord.ui.Select[Any] | None = None) -> None:
        custom_id = select_id(game_id, version, anchor, part)
        super().__init__(select or discord.ui.Select(custom_id=custom_id))
        self.game_id, self.version, self.anchor = game_id, version, anchor

    @classmethod
    def from_spec(cls, game_id: int, version: int, spec: SelectSpec, row: int) -> MenuSelect:
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=select_id(game_id, version, spec.anchor, spec.part),
            placeholder=spec.placeholder, row=row,
            options=[discord.SelectOption(label=label, value=value)
                     for value, label in spec.options],
        )
        return cls(game_id, version, spec.anchor, spec.part, select)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str], /) -> MenuSelect:
        return cls(int(match["game"]), int(match["version"]), _path(match),
                   int(match["part"] or 0))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await tables_of(interaction).choose(
            interaction, self.game_id, self.version, self.anchor, values=list(self.item.values)
        )


class PageButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                 template=rf"th:p:{GAME}:{VERSION}:{_PATH}:(?P<page>\d{{1,4}})"):
    def __init__(self, game_id: int, version: int, anchor: Path, page: int,
                 label: str = "?") -> None:
        super().__init__(discord.ui.Button(
            label=label, style=discord.ButtonStyle.secondary, row=UTILITY_ROW,
            custom_id=f"th:p:{game_id}:{version}:{encode_path(anchor)}:{page}",
        ))
        self.game_id, self.version, self.anchor, self.page = game_id, version, anchor, page

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str], /) -> PageButton:
        return cls(int(match["game"]), int(match["version"]), _path(match), int(match["page"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await tables_of(interaction).page(
            interaction, self.game_id, self.version, self.anchor, self.page
        )


class OpenMenuButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                     template=rf"th:o:{GAME}:{VERSION}"):
    def __init__(self, game_id: int, version: int, lang: str = DEFAULT) -> None:
        super().__init__(discord.ui.Button(
            label=t("play.button.choose_my_move", lang), style=discord.ButtonStyle.primary,
            row=UTILITY_ROW,
            custom_id=f"th:o:{game_id}:{version}",
        ))
        self.game_id, self.version = game_id, version

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str], /
                             ) -> OpenMenuButton:
        return cls(int(match["game"]), int(match["version"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await tables_of(interaction).choose(interaction, self.game_id, self.version, ())


class HandButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=rf"th:h:{GAME}"):
    def __init__(self, game_id: int, lang: str = DEFAULT) -> None:
        super().__init__(discord.ui.Button(
            label=t("play.button.my_hand", lang), style=discord.ButtonStyle.secondary,
            row=UTILITY_ROW,
            custom_id=f"th:h:{game_id}",
        ))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str], /) -> HandButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await tables_of(interaction).show_hand(interaction, self.game_id)


PLAY_ITEMS: DynamicItems = (MenuButton, MenuSelect, PageButton, OpenMenuButton, HandButton)


# --- views --------------------------------------------------------------------------------
def menu_view(game_id: int, version: int, layout: Layout, *, hand: bool,
              lang: str = DEFAULT) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for index, row in enumerate(layout.rows):
        if isinstance(row, SelectSpec):
            view.add_item(MenuSelect.from_spec(game_id, version, row, index))
        else:
            for spec in row:
                view.add_item(_button(game_id, version, spec, index))
    for page in layout.paging:
        view.add_item(PageButton(game_id, version, page.anchor, page.page, page.label))
    if hand:
        view.add_item(HandButton(game_id, lang))
    return view


def _button(game_id: int, version: int, spec: ButtonSpec, row: int) -> MenuButton:
    return MenuButton(game_id, version, spec.target, spec.label, row=row)


def open_menu_view(game_id: int, version: int, lang: str = DEFAULT) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(OpenMenuButton(game_id, version, lang))
    view.add_item(HandButton(game_id, lang))
    return view


def hand_view(game_id: int, lang: str = DEFAULT) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(HandButton(game_id, lang))
    return view
