"""One lock per game: moves of a game are applied one at a time, in the order they came.

A click that finds its game busy (or the bot swamped) is acknowledged at once, so Discord
hears back within its 3 seconds however long the queue. A game that ended or was aborted
drops its lock as soon as nobody holds it.
"""

from __future__ import annotations

import asyncio
from collections import defaultdict
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import discord

# Clicks being worked on at once from which a new click is acknowledged (deferred) before its
# work starts: one extra API call, but in a burst no click's first answer waits for the
# others' work (the first of a burst is acknowledged once its move is committed,
# bot/play/clicks.py), and none waits past Discord's 3 s.
BUSY_CLICKS = 1


class GameLocks:
    def __init__(self) -> None:
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._ended: set[int] = set()  # games whose lock goes once it is released
        self.clicks_in_progress = 0

    def __getitem__(self, game_id: int) -> asyncio.Lock:
        return self._locks[game_id]

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._locks

    @asynccontextmanager
    async def holding(self, game_id: int) -> AsyncIterator[None]:
        """The game's lock, for work no click started (AI seats, deadlines, catch-up)."""
        try:
            async with self._locks[game_id]:
                yield
        finally:
            self._release(game_id)

    @asynccontextmanager
    async def clicked(self, interaction: discord.Interaction[Any],
                      game_id: int) -> AsyncIterator[None]:
        """The game's lock for a click."""
        lock = self._locks[game_id]
        busy = lock.locked() or self.clicks_in_progress >= BUSY_CLICKS
        if busy and not interaction.response.is_done():
            # Another move of this game is being applied, or many clicks arrived at once:
            # acknowledge now (Discord wants it within 3 s) and answer with a follow-up.
            await interaction.response.defer()
        self.clicks_in_progress += 1
        try:
            async with lock:
                yield
        finally:
            self.clicks_in_progress -= 1
            self._release(game_id)

    def ended(self, game_id: int) -> None:
        """The game is over or aborted: its lock goes as soon as nobody holds it."""
        self._ended.add(game_id)
        self._release(game_id)

    def _release(self, game_id: int) -> None:
        lock = self._locks.get(game_id)
        if game_id in self._ended and (lock is None or not lock.locked()):
            self._locks.pop(game_id, None)
            self._ended.discard(game_id)
