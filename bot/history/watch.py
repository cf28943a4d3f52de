"""The Watch button: anyone's own, fresh public view of the game. Grammar:

    th:w:<game>                           watch: my own fresh public view (ephemeral)
"""

from __future__ import annotations

import re
from collections.abc import Awaitable
from typing import Any

import discord

from bot.core.client import bot_of
from bot.core.components import GAME, UTILITY_ROW
from bot.core.i18n import DEFAULT, t, user_lang
from bot.core.replies import Refusal, refuse
from bot.play.table_view import send_table
from bot.storage.store import GameStore
from engine.core.position import Position
from engine.core.registry import get_game


def store_of(interaction: discord.Interaction[Any]) -> GameStore:
    return bot_of(interaction).store


# --- Watch ----------------------------------------------------------------------------------
async def watch(interaction: discord.Interaction[Any], game_id: int) -> None:
    """Anyone's own, fresh public view: the picture (or text board) and where the game is."""
    await answer_refusals(interaction, _watch(interaction, game_id))


async def _watch(interaction: discord.Interaction[Any], game_id: int) -> None:
    lang = user_lang(interaction)
    row = await store_of(interaction).get(game_id)
    if row is None or row.channel_id != interaction.channel_id:
        raise Refusal(t("history.not_here", lang))
    if row.status == "lobby":
        raise Refusal(t("history.not_started", lang))
    if row.status == "aborted":
        raise Refusal(t("history.aborted", lang))
    game = get_game(row.game_key)
    position = Position(game, await store_of(interaction).load_state(row))
    tables = bot_of(interaction).tables
    missed = await tables.digests.since_last_action(row, row.seat_of(interaction.user.id), lang)
    await send_table(interaction, row, position, lang, tables.names,
                     intro=t("history.watch.intro", lang), digest=missed)


async def answer_refusals(interaction: discord.Interaction[Any], work: Awaitable[None]) -> None:
    """Run a command; a Refusal becomes an ephemeral answer."""
    try:
        await work
    except Refusal as refusal:
        await refuse(interaction, refusal)



class WatchButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=rf"th:w:{GAME}"):
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
        await watch(interaction, self.game_id)




def watch_button(game_id: int, lang: str = DEFAULT) -> WatchButton:
    """The Watch button under every public turn prompt (registered with the tables)."""
    return WatchButton(game_id, lang)
