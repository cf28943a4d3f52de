"""The lobby's buttons (join, leave, start) and the abort confirmation. Grammar:

    th:l:<game>:<join|leave|start>        lobby
    th:a:<game>:<yes|no>                  confirm or cancel an abort
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord

from bot.core.client import bot_of
from bot.core.components import GAME, DynamicItems
from bot.core.i18n import DEFAULT, t

if TYPE_CHECKING:
    from bot.lobby.lobby import Lobby


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


LOBBY_ITEMS: DynamicItems = (LobbyButton, AbortButton)


def lobby_view(game_id: int, lang: str = DEFAULT) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for verb in ("join", "leave", "start"):
        view.add_item(LobbyButton(game_id, verb, lang))
    return view


def abort_view(game_id: int, lang: str = DEFAULT) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(AbortButton(game_id, "yes", lang))
    view.add_item(AbortButton(game_id, "no", lang))
    return view
