"""Rematch: the button under a result, opening a new lobby in the same channel with the same
seats (people and AI seats, in the same order), the same options and clock and the same host,
who starts it with Start. Grammar:

    th:r:<game>                           rematch of this finished game

Anyone who sat at the finished game may click it. A channel holds one open game, so a second
click (or any click while a lobby or a game is open there) is answered with a link to it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

import discord

from bot.core import texts
from bot.core.client import bot_of
from bot.core.components import GAME
from bot.core.i18n import DEFAULT, InLanguage, guild_lang, t
from bot.core.replies import Refusal, answers_refusals, send
from bot.core.seats import is_ai
from bot.lobby.buttons import lobby_view
from bot.lobby.lobby import Lobby
from bot.play.snapshots import Snapshot
from bot.storage.clocks import STAND_IN
from bot.storage.store import ChannelBusy, GameRow
from engine.core.registry import get_game

JUMP = "https://discord.com/channels"


class Rematch:
    def __init__(self, lobby: Lobby) -> None:
        self.lobby = lobby
        self.store = lobby.store

    @answers_refusals
    async def click(self, interaction: discord.Interaction[Any], game_id: int) -> None:
        old = await self.store.get(game_id)
        if old is None or old.channel_id != interaction.channel_id:
            raise Refusal("lobby.wrong_channel")
        if old.status != "over":
            raise Refusal("lobby.rematch_not_over")
        if interaction.user.id not in old.seats:
            raise Refusal("lobby.rematch_players_only")
        await self._refuse_if_busy(old.channel_id)
        try:
            row = await self.store.create_lobby(
                guild_id=old.guild_id, channel_id=old.channel_id, game_key=old.game_key,
                host_id=old.host_id, max_players=old.max_players, options=dict(old.options),
                seats=list(old.seats), ai_kinds=kept_kinds(old.kinds), clock=old.clock,
            )
        except ChannelBusy:  # opened meanwhile (another click, another process)
            await self._refuse_if_busy(old.channel_id)
            raise Refusal("lobby.channel_busy") from None
        names = self.lobby.tables.names
        for user_id, name in (await names.load(old.id)).items():
            if user_id in row.seats:
                await self.store.seat_names.remember(row.id, user_id, name)
        await names.seen(row.id, interaction.user)
        lang = guild_lang(interaction)
        text = "\n".join((t("lobby.rematch_opened", lang, who=texts.mention(interaction.user.id)),
                          await self.lobby.lobby_text(row, get_game(row.game_key), lang)))
        # Everyone seated again hears of it, but not the one who asked.
        ping = [uid for uid in row.seats if not is_ai(uid) and uid != interaction.user.id]
        message = await send(interaction, text, ephemeral=False, view=lobby_view(row, lang),
                             ping=ping)
        await self.lobby.posted(row, message)

    async def _refuse_if_busy(self, channel_id: int) -> None:
        """One game per channel: name the open one and link to its latest message."""
        row = await self.store.open_in_channel(channel_id)
        if row is None:
            return
        prompt = (await self.store.prompts.of_games([row.id])).get(row.id)
        link = f"{JUMP}/{row.guild_id or '@me'}/{row.channel_id}"
        if prompt is not None:
            link += f"/{prompt.message_id}"
        key = "lobby.rematch_busy_lobby" if row.status == "lobby" else "lobby.rematch_busy_running"
        raise Refusal(key, game=InLanguage(get_game(row.game_key).words.game_name),
                      host=texts.mention(row.host_id),
                      link=link)


class RematchButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=rf"th:r:{GAME}"):
    def __init__(self, game_id: int, lang: str = DEFAULT) -> None:
        super().__init__(discord.ui.Button(
            label=t("lobby.button.rematch", lang), style=discord.ButtonStyle.success,
            custom_id=f"th:r:{game_id}",
        ))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str], /) -> RematchButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await Rematch(bot_of(interaction).lobby).click(interaction, self.game_id)


def rematch_button(row: GameRow, snap: Snapshot, lang: str) -> RematchButton:
    """The Rematch button under a result post (bot.tables.announcer.result_buttons)."""
    return RematchButton(row.id, lang)


def kept_kinds(kinds: Mapping[int, str]) -> dict[int, str]:
    """What a rematch keeps of the old table's seat kinds: its AI seats and the host's
    stand-in, not who was away."""
    return {uid: kind for uid, kind in kinds.items() if uid < 0 or uid == STAND_IN}
