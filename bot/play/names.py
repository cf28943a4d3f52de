"""People's display names per game, for every place a seat is named in plain text (button
and select labels, pictures, summaries). The bot has no members intent, so a name is what
the person's own interaction showed: kept when they join and refreshed from any of their
clicks in the game (written only when it changed)."""

from __future__ import annotations

from typing import Any

from bot.storage.seat_names import SeatNameStore

NAME_MAX = 32  # Discord's own limit for a display name


class SeatNames:
    def __init__(self, store: SeatNameStore) -> None:
        self.store = store
        self._known: dict[int, dict[int, str]] = {}

    def known(self, game_id: int) -> dict[int, str]:
        """The names this process knows for the game (load it first)."""
        return self._known.get(game_id, {})

    async def load(self, game_id: int) -> dict[int, str]:
        if game_id not in self._known:
            self._known[game_id] = await self.store.of_game(game_id)
        return self._known[game_id]

    async def seen(self, game_id: int, user: Any) -> None:
        """``user`` (an interaction's user or member) acted in the game: keep their name."""
        name = str(getattr(user, "display_name", "") or "")[:NAME_MAX]
        user_id = int(getattr(user, "id", 0))
        if not name or user_id <= 0:
            return
        names = await self.load(game_id)
        if names.get(user_id) != name:
            await self.store.remember(game_id, user_id, name)
            names[user_id] = name

    def forget(self, game_id: int) -> None:
        self._known.pop(game_id, None)
