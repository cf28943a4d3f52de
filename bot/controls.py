"""Buttons and selects whose custom_id carries the game and the version they were drawn for.

They are discord.py ``DynamicItem``s (examples/views/dynamic_counter.py), so a click on a
message posted before a restart is parsed from its custom_id and everything else is loaded
from the database. Grammar (every id starts with ``th:``):

    th:m:<game>:<version>:<path>          choose the menu node at <path> ("-" is the root)
    th:s:<game>:<version>:<path>[:<part>] select; its value is a path relative to <path>
    th:p:<game>:<version>:<path>:<page>   another page of the select at <path>
    th:o:<game>:<version>                 open my menu (several players choose at once)
    th:h:<game>                           my hand / my board (ephemeral)
    th:l:<game>:<join|leave|start>        lobby
    th:a:<game>:<yes|no>                  confirm or cancel an abort
    th:w:<game>                           watch: my own fresh public view (ephemeral)
    th:u:<game>:<version>:<yes|no>        agree to or refuse taking back the last move
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, cast

import discord

from bot.i18n import DEFAULT, t
from bot.menus import ButtonSpec, Layout, Path, SelectSpec, decode_path, encode_path

if TYPE_CHECKING:
    from bot.lobby import Lobby
    from bot.tables import Tables

PREFIX = "th:"
_GAME = r"(?P<game>\d{1,18})"
_VERSION = r"(?P<version>\d{1,9})"
_PATH = r"(?P<path>-|\d{1,4}(?:\.\d{1,4}){0,15})"
UTILITY_ROW = 4


def tables_of(interaction: discord.Interaction[Any]) -> Tables:
    return cast("Tables", interaction.client.tables)  # type: ignore[attr-defined]


def lobby_of(interaction: discord.Interaction[Any]) -> Lobby:
    return cast("Lobby", interaction.client.lobby)  # type: ignore[attr-defined]


def _path(match: re.Match[str]) -> Path:
    path = decode_path(match["path"])
    assert path is not None  # the template only admits well-formed paths
    return path


def select_id(game_id: int, version: int, anchor: Path, part: int) -> str:
    suffix = f":{part}" if part else ""
    return f"th:s:{game_id}:{version}:{encode_path(anchor)}{suffix}"


class MenuButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                 template=rf"th:m:{_GAME}:{_VERSION}:{_PATH}"):
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
                 template=rf"th:s:{_GAME}:{_VERSION}:{_PATH}(?::(?P<part>\d{{1,2}}))?"):
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
                 template=rf"th:p:{_GAME}:{_VERSION}:{_PATH}:(?P<page>\d{{1,4}})"):
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
                     template=rf"th:o:{_GAME}:{_VERSION}"):
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


class HandButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=rf"th:h:{_GAME}"):
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


LOBBY_LABELS = {"join": "lobby.button.join", "leave": "lobby.button.leave",
                "start": "lobby.button.start"}


class LobbyButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                  template=rf"th:l:{_GAME}:(?P<verb>join|leave|start)"):
    def __init__(self, game_id: int, verb: str, lang: str = DEFAULT) -> None:
        style = discord.ButtonStyle.success if verb == "start" else discord.ButtonStyle.primary
        if verb == "leave":
            style = discord.ButtonStyle.secondary
        super().__init__(discord.ui.Button(
            label=t(LOBBY_LABELS[verb], lang), style=style, custom_id=f"th:l:{game_id}:{verb}",
        ))
        self.game_id, self.verb = game_id, verb

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str], /) -> LobbyButton:
        return cls(int(match["game"]), match["verb"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await lobby_of(interaction).lobby_button(interaction, self.game_id, self.verb)


class AbortButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                  template=rf"th:a:{_GAME}:(?P<answer>yes|no)"):
    def __init__(self, game_id: int, answer: str, lang: str = DEFAULT) -> None:
        yes = answer == "yes"
        super().__init__(discord.ui.Button(
            label=t("lobby.button.abort" if yes else "lobby.button.keep_playing", lang),
            style=discord.ButtonStyle.danger if yes else discord.ButtonStyle.secondary,
            custom_id=f"th:a:{game_id}:{answer}",
        ))
        self.game_id, self.answer = game_id, answer

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str], /) -> AbortButton:
        return cls(int(match["game"]), match["answer"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await lobby_of(interaction).abort_answer(interaction, self.game_id, self.answer == "yes")


class WatchButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=rf"th:w:{_GAME}"):
    def __init__(self, game_id: int, lang: str = DEFAULT) -> None:
        super().__init__(discord.ui.Button(
            label=t("history.watch.button", lang), style=discord.ButtonStyle.secondary,
            row=UTILITY_ROW, custom_id=f"th:w:{game_id}",
        ))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str], /) -> WatchButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        from bot.cogs.history import watch  # the cogs import this module

        await watch(interaction, self.game_id)


class UndoVoteButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                     template=rf"th:u:{_GAME}:{_VERSION}:(?P<answer>yes|no)"):
    def __init__(self, game_id: int, version: int, answer: str, lang: str = DEFAULT) -> None:
        yes = answer == "yes"
        super().__init__(discord.ui.Button(
            label=t("history.undo.agree" if yes else "history.undo.refuse", lang),
            style=discord.ButtonStyle.success if yes else discord.ButtonStyle.danger,
            custom_id=f"th:u:{game_id}:{version}:{answer}",
        ))
        self.game_id, self.version, self.answer = game_id, version, answer

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str], /
                             ) -> UndoVoteButton:
        return cls(int(match["game"]), int(match["version"]), match["answer"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        from bot.undo import UndoRequests  # it imports this module

        await UndoRequests.of(interaction).vote(interaction, self.game_id, self.version,
                                                self.answer == "yes")


DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    MenuButton, MenuSelect, PageButton, OpenMenuButton, HandButton, LobbyButton, AbortButton,
    WatchButton, UndoVoteButton,
)


def is_handled(custom_id: str, message: discord.Message | None) -> bool:
    """True when one of our DynamicItems will take this click: the id matches a template
    and really is on the message (discord.py silently drops it otherwise)."""
    if message is None:
        return False
    templates = (item.__discord_ui_compiled_template__ for item in DYNAMIC_ITEMS)
    if not any(template.fullmatch(custom_id) for template in templates):
        return False
    return any(
        getattr(component, "custom_id", None) == custom_id
        for row in message.components
        for component in getattr(row, "children", [row])
    )


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


def lobby_view(game_id: int, lang: str = DEFAULT) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for verb in ("join", "leave", "start"):
        view.add_item(LobbyButton(game_id, verb, lang))
    return view


def with_watch(view: discord.ui.View, game_id: int, lang: str = DEFAULT) -> discord.ui.View:
    """The public turn prompt's view plus the Watch button for everyone else."""
    view.add_item(WatchButton(game_id, lang))
    return view


def undo_vote_view(game_id: int, version: int, lang: str = DEFAULT) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(UndoVoteButton(game_id, version, "yes", lang))
    view.add_item(UndoVoteButton(game_id, version, "no", lang))
    return view


def abort_view(game_id: int, lang: str = DEFAULT) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(AbortButton(game_id, "yes", lang))
    view.add_item(AbortButton(game_id, "no", lang))
    return view
