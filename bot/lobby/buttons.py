"""The lobby's controls (join, leave, start, add and remove AI seats) and the abort
confirmation. Grammar:

    th:l:<game>:<join|leave|start>        lobby
    th:l:<game>:ai                        add an AI seat: a select of the game's AI kinds
    th:l:<game>:ai:<kind>                 add an AI seat: the button of a game with one kind
    th:l:<game>:unai                      remove an AI seat: a select of the AI seats
    th:a:<game>:<yes|no>                  confirm or cancel an abort
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord

from bot.core.client import bot_of
from bot.core.components import GAME, Controls, DynamicItems
from bot.core.i18n import DEFAULT, t
from bot.core.routing import chosen_values
from bot.lobby.ai_seats import ai_kind_labels, ai_seats
from bot.storage.store import GameRow

if TYPE_CHECKING:
    from bot.lobby.lobby import Lobby

KIND = r"(?P<kind>[A-Za-z0-9_.-]{1,40})"
AI_ROW, REMOVE_ROW = 1, 2


def lobby_of(interaction: discord.Interaction[Any]) -> Lobby:
    return bot_of(interaction).lobby


LOBBY_LABELS = {"join": "lobby.button.join", "leave": "lobby.button.leave",
                "start": "lobby.button.start"}


class LobbyButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                  template=rf"th:l:{GAME}:(?P<verb>join|leave|start)"):
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


class AddAiSelect(discord.ui.DynamicItem[discord.ui.Select[Any]],
                  template=rf"th:l:{GAME}:ai"):
    """Add an AI seat of the chosen kind (a game with several kinds)."""

    def __init__(self, game_id: int, select: discord.ui.Select[Any] | None = None) -> None:
        super().__init__(select or discord.ui.Select(custom_id=f"th:l:{game_id}:ai"))
        self.game_id = game_id

    @classmethod
    def build(cls, row: GameRow, lang: str) -> AddAiSelect:
        return cls(row.id, discord.ui.Select(
            custom_id=f"th:l:{row.id}:ai", placeholder=t("lobby.add_ai", lang), row=AI_ROW,
            options=[discord.SelectOption(label=title[:100], value=kind)
                     for kind, title in ai_kind_labels(row.game_key, lang)][:25],
        ))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str], /) -> AddAiSelect:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        kind = next(iter(chosen_values(interaction)), "")
        await lobby_of(interaction).add_ai(interaction, self.game_id, kind)


class AddAiButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                  template=rf"th:l:{GAME}:ai:{KIND}"):
    """Add an AI seat (a game with one AI kind: nothing to choose)."""

    def __init__(self, game_id: int, kind: str, title: str = "?", lang: str = DEFAULT) -> None:
        super().__init__(discord.ui.Button(
            label=t("lobby.button.add_ai", lang, ai=title)[:80], row=AI_ROW,
            style=discord.ButtonStyle.secondary, custom_id=f"th:l:{game_id}:ai:{kind}",
        ))
        self.game_id, self.kind = game_id, kind

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str], /) -> AddAiButton:
        return cls(int(match["game"]), match["kind"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await lobby_of(interaction).add_ai(interaction, self.game_id, self.kind)


class RemoveAiSelect(discord.ui.DynamicItem[discord.ui.Select[Any]],
                     template=rf"th:l:{GAME}:unai"):
    """Take an AI seat out again (a misclick undone); lists the AI seats by name."""

    def __init__(self, game_id: int, select: discord.ui.Select[Any] | None = None) -> None:
        super().__init__(select or discord.ui.Select(custom_id=f"th:l:{game_id}:unai"))
        self.game_id = game_id

    @classmethod
    def build(cls, row: GameRow, lang: str) -> RemoveAiSelect:
        return cls(row.id, discord.ui.Select(
            custom_id=f"th:l:{row.id}:unai", placeholder=t("lobby.remove_ai", lang),
            row=REMOVE_ROW,
            options=[discord.SelectOption(label=name[:100], value=str(uid))
                     for uid, name in ai_seats(row, lang)][:25],
        ))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str],
                             /) -> RemoveAiSelect:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        value = next(iter(chosen_values(interaction)), "")
        await lobby_of(interaction).remove_ai(interaction, self.game_id, value)


class AbortButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                  template=rf"th:a:{GAME}:(?P<answer>yes|no)"):
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


LOBBY_ITEMS: DynamicItems = (LobbyButton, AddAiSelect, AddAiButton, RemoveAiSelect,
                             AbortButton)


def lobby_view(row: GameRow, lang: str = DEFAULT) -> discord.ui.View:
    """Join, Leave and Start; Add AI (a select of the game's AI kinds, or one button where
    it has one); Remove AI while an AI sits at the table."""
    view = Controls()
    for verb in ("join", "leave", "start"):
        view.add_item(LobbyButton(row.id, verb, lang))
    kinds = ai_kind_labels(row.game_key, lang)
    if len(kinds) == 1:
        (kind, title), = kinds
        view.add_item(AddAiButton(row.id, kind, title, lang))
    else:
        view.add_item(AddAiSelect.build(row, lang))
    if ai_seats(row, lang):
        view.add_item(RemoveAiSelect.build(row, lang))
    return view


def abort_view(game_id: int, lang: str = DEFAULT) -> discord.ui.View:
    view = Controls()
    view.add_item(AbortButton(game_id, "yes", lang))
    view.add_item(AbortButton(game_id, "no", lang))
    return view
