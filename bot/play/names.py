"""People's display names per game, for every place a seat is named in plain text (button
and select labels, pictures, summaries). The bot has no members intent, so a name is what
the server's member cache knows, else what the person's own interaction showed: kept when
they join and refreshed from any of their clicks in the game (written only when it
changed)."""

from __future__ import annotations

from collections.abc import Callable

import discord

from bot.core import texts
from bot.storage.seat_names import SeatNameStore
from bot.storage.store import GameRow

NAME_MAX = 32  # Discord's own limit for a display name

GuildOf = Callable[[int], discord.Guild | None]


def no_guild(guild_id: int) -> discord.Guild | None:
    return None


class SeatNames:
    def __init__(self, store: SeatNameStore, guild_of: GuildOf = no_guild) -> None:
        self.store = store
        self.guild_of = guild_of
        self._known: dict[int, dict[int, str]] = {}

    def known(self, game_id: int) -> dict[int, str]:
        """The names this process knows for the game (load it first)."""
        return self._known.get(game_id, {})

    def plain(self, row: GameRow, lang: str) -> list[str]:
        """The seats' plain names (load the game's names first)."""
        return texts.plain_names(row, self.guild_of(row.guild_id or 0), lang,
                                 self.known(row.id))

    async def loaded_plain(self, row: GameRow, lang: str) -> list[str]:
        await self.load(row.id)
        return self.plain(row, lang)

    async def load(self, game_id: int) -> dict[int, str]:
        if game_id not in self._known:
            self._known[game_id] = await self.store.of_game(game_id)
        return self._known[game_id]

    async def seen(self, game_id: int, user: discord.User | discord.Member) -> None:
        """``user`` (an interaction's user or member) acted in the game: keep their name."""
        name = str(user.display_name or "")[:NAME_MAX]
        if not name or user.id <= 0:
            return
        names = await self.load(game_id)
        if names.get(user.id) != name:
            await self.store.remember(game_id, user.id, name)
            names[user.id] = name

    def forget(self, game_id: int) -> None:
        self._known.pop(game_id, None)
