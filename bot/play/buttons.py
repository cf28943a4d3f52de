"""The buttons and selects of play: menus, their pages, "choose my move" and "my hand".

They are discord.py ``DynamicItem``s (examples/views/dynamic_counter.py), routed by
bot/core/routing.py, so a click on a message posted before a restart is parsed from its
custom_id and everything else is loaded from the database. Grammar:

    th:m:<game>:<version>:<path>[:f<fp>]          choose the menu node at <path> ("-": root)
    th:s:<game>:<version>:<path>[:<part>][:f<fp>] select; its value is a path below <path>
    th:p:<game>:<version>:<path>:<page>[:f<fp>]   another page of the select at <path>
    th:o:<game>:<version>                         open my menu (to choose in private)
    th:h:<game>[:<version>]                       my hand / my board (ephemeral)

``<fp>`` is the fingerprint of the whole menu the control was drawn from (its seat, and the
path and action of every choice: bot/play/menus.py ``fingerprint``). Paths are positions,
so a click drawn at an older version is still taken while the clicker's menu has the same
fingerprint (someone else's free action moved the version on, nothing in this menu changed).

So every public turn prompt names the game and the version it announces in its custom_ids
(``prompt_version``): after a restart the bot recognises the prompts it already posted.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, TypeVar

import discord

from bot.core.client import bot_of
from bot.core.components import (
    DIGIT,
    GAME,
    PRIMARY,
    SECONDARY,
    UTILITY_ROW,
    VERSION,
    Controls,
    DynamicItems,
    Payload,
    button_payload,
    select_payload,
)
from bot.core.i18n import DEFAULT, t
from bot.core.routing import chosen_values
from bot.play.menus import ButtonSpec, Layout, Path, SelectSpec, decode_path, encode_path

if TYPE_CHECKING:
    from bot.play.clicks import Clicks

_PATH = rf"(?P<path>-|{DIGIT}{{1,4}}(?:\.{DIGIT}{{1,4}}){{0,15}})"
_FP = r"(?::f(?P<fp>[0-9a-f]{8}))?"
ID_MAX = 100  # Discord's limit for a custom_id
# The controls of a public turn prompt, each naming the game and the version it was drawn at.
_PROMPT_CONTROL = re.compile(rf"th:[mspoh]:{GAME}:{VERSION}(?::.*)?")


def prompt_version(custom_id: str) -> tuple[int, int] | None:
    """(game, version) of a turn prompt's control, None for any other custom_id."""
    match = _PROMPT_CONTROL.fullmatch(custom_id)
    return None if match is None else (int(match["game"]), int(match["version"]))


def clicks_of(interaction: discord.Interaction[Any]) -> Clicks:
    """Where a click of play goes (bot/play/clicks.py)."""
    return bot_of(interaction).tables.clicks


def _path(match: re.Match[str]) -> Path:
    path = decode_path(match["path"])
    assert path is not None  # the template only admits well-formed paths
    return path


Clicked = TypeVar("Clicked", bound=discord.ui.Item[Any])


def _clicked(item: discord.ui.Item[Any], kind: type[Clicked]) -> Clicked | None:
    """The control the router built from the click (bot/core/routing.py), for the
    DynamicItem it becomes (one control less built per click; its custom_id is the one the
    template matched)."""
    return item if isinstance(item, kind) else None


def with_fp(custom_id: str, fp: str) -> str:
    """The id with the menu's fingerprint, unless that would make it too long (such a click
    is then checked against the version alone)."""
    longer = f"{custom_id}:f{fp}"
    return longer if fp and len(longer) <= ID_MAX else custom_id


def select_id(game_id: int, version: int, anchor: Path, part: int, fp: str = "") -> str:
    suffix = f":{part}" if part else ""
    return with_fp(f"th:s:{game_id}:{version}:{encode_path(anchor)}{suffix}", fp)


def button_id(game_id: int, version: int, target: Path, fp: str = "") -> str:
    return with_fp(f"th:m:{game_id}:{version}:{encode_path(target)}", fp)


def page_id(game_id: int, version: int, anchor: Path, page: int, fp: str = "") -> str:
    return with_fp(f"th:p:{game_id}:{version}:{encode_path(anchor)}:{page}", fp)


def open_menu_id(game_id: int, version: int) -> str:
    return f"th:o:{game_id}:{version}"


def hand_id(game_id: int, version: int | None) -> str:
    return f"th:h:{game_id}" if version is None else f"th:h:{game_id}:{version}"


class MenuButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                 template=rf"th:m:{GAME}:{VERSION}:{_PATH}{_FP}"):
    def __init__(self, game_id: int, version: int, target: Path, label: str = "?",
                 row: int | None = None, fp: str = "",
                 button: discord.ui.Button[Any] | None = None) -> None:
        super().__init__(button or discord.ui.Button(
            label=label, style=discord.ButtonStyle.primary, row=row,
            custom_id=button_id(game_id, version, target, fp),
        ))
        self.game_id, self.version, self.target, self.fp = game_id, version, target, fp

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str], /) -> MenuButton:
        return cls(int(match["game"]), int(match["version"]), _path(match), fp=match["fp"] or "",
                   button=_clicked(item, discord.ui.Button))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await clicks_of(interaction).choose(interaction, self.game_id, self.version, self.target,
                                            fp=self.fp)


class MenuSelect(discord.ui.DynamicItem[discord.ui.Select[Any]],
                 template=rf"th:s:{GAME}:{VERSION}:{_PATH}(?::(?P<part>{DIGIT}{{1,2}}))?{_FP}"):
    def __init__(self, game_id: int, version: int, anchor: Path, part: int = 0,
                 select: discord.ui.Select[Any] | None = None, fp: str = "") -> None:
        custom_id = select_id(game_id, version, anchor, part, fp)
        super().__init__(select or discord.ui.Select(custom_id=custom_id))
        self.game_id, self.version, self.anchor, self.fp = game_id, version, anchor, fp

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str], /) -> MenuSelect:
        return cls(int(match["game"]), int(match["version"]), _path(match),
                   int(match["part"] or 0), _clicked(item, discord.ui.Select), match["fp"] or "")

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await clicks_of(interaction).choose(
            interaction, self.game_id, self.version, self.anchor, values=chosen_values(interaction),
            fp=self.fp,
        )


class PageButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                 template=rf"th:p:{GAME}:{VERSION}:{_PATH}:(?P<page>{DIGIT}{{1,4}}){_FP}"):
    def __init__(self, game_id: int, version: int, anchor: Path, page: int,
                 label: str = "?", fp: str = "") -> None:
        super().__init__(discord.ui.Button(
            label=label, style=discord.ButtonStyle.secondary, row=UTILITY_ROW,
            custom_id=page_id(game_id, version, anchor, page, fp),
        ))
        self.game_id, self.version, self.anchor, self.page = game_id, version, anchor, page
        self.fp = fp

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str], /) -> PageButton:
        return cls(int(match["game"]), int(match["version"]), _path(match), int(match["page"]),
                   fp=match["fp"] or "")

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await clicks_of(interaction).page(
            interaction, self.game_id, self.version, self.anchor, self.page, fp=self.fp
        )


class OpenMenuButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                     template=rf"th:o:{GAME}:{VERSION}"):
    def __init__(self, game_id: int, version: int, lang: str = DEFAULT) -> None:
        super().__init__(discord.ui.Button(
            label=t("play.button.choose_my_move", lang), style=discord.ButtonStyle.primary,
            row=UTILITY_ROW,
            custom_id=open_menu_id(game_id, version),
        ))
        self.game_id, self.version = game_id, version

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str], /
                             ) -> OpenMenuButton:
        return cls(int(match["game"]), int(match["version"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await clicks_of(interaction).open_menu(interaction, self.game_id)


class HandButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                 template=rf"th:h:{GAME}(?::{VERSION})?"):
    """Always shows the clicker's current view; the version (of the prompt it is on) only
    marks which announcement the message was."""

    def __init__(self, game_id: int, lang: str = DEFAULT, version: int | None = None) -> None:
        super().__init__(discord.ui.Button(
            label=t("play.button.my_hand", lang), style=discord.ButtonStyle.secondary,
            row=UTILITY_ROW,
            custom_id=hand_id(game_id, version),
        ))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str], /) -> HandButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await clicks_of(interaction).show_hand(interaction, self.game_id)


PLAY_ITEMS: DynamicItems = (MenuButton, MenuSelect, PageButton, OpenMenuButton, HandButton)


# --- views --------------------------------------------------------------------------------
# Built as payload (bot/core/components.py Controls): the same components the items above
# give, without an object per control. tests/bot/test_controls.py holds them equal.
def menu_view(game_id: int, version: int, layout: Layout, *, hand: bool,
              lang: str = DEFAULT, fp: str = "", open_menu: bool = False) -> Controls:
    """A menu's controls; ``open_menu`` adds **Choose my move** for the other seats that
    may act now (a free action such as a penalty, while this menu is someone's turn)."""
    view = Controls()
    for index, row in enumerate(layout.rows):
        if isinstance(row, SelectSpec):
            view.add(select_payload(select_id(game_id, version, row.anchor, row.part, fp),
                                    row.placeholder, row.options), index)
        else:
            for spec in row:
                view.add(_menu_button(game_id, version, spec, fp), index)
    for page in layout.paging:
        view.add(button_payload(page_id(game_id, version, page.anchor, page.page, fp),
                                page.label, SECONDARY), UTILITY_ROW)
    if open_menu:
        view.add(_open_menu_button(game_id, version, lang), UTILITY_ROW)
    if hand:
        view.add(_hand_button(game_id, lang, version), UTILITY_ROW)
    return view


def _menu_button(game_id: int, version: int, spec: ButtonSpec, fp: str) -> Payload:
    return button_payload(button_id(game_id, version, spec.target, fp), spec.label, PRIMARY)


def _open_menu_button(game_id: int, version: int, lang: str) -> Payload:
    return button_payload(open_menu_id(game_id, version),
                          t("play.button.choose_my_move", lang), PRIMARY)


def _hand_button(game_id: int, lang: str, version: int | None) -> Payload:
    return button_payload(hand_id(game_id, version), t("play.button.my_hand", lang), SECONDARY)


def open_menu_view(game_id: int, version: int, lang: str = DEFAULT) -> Controls:
    view = Controls()
    view.add(_open_menu_button(game_id, version, lang), UTILITY_ROW)
    view.add(_hand_button(game_id, lang, version), UTILITY_ROW)
    return view


def hand_view(game_id: int, lang: str = DEFAULT, version: int | None = None) -> Controls:
    """Only **My hand / my board**; ``version`` when it is a turn prompt (AI seats to act)."""
    return Controls().add(_hand_button(game_id, lang, version), UTILITY_ROW)
