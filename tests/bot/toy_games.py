"""Toy games started straight through the store, for storage tests that need games to move."""

from __future__ import annotations

from collections.abc import Iterable

from bot.storage.store import GameStore


async def start_toy_games(store: GameStore, channels: Iterable[int]) -> list[int]:
    """A started two-seat toy game at version 0 in each of ``channels``; their ids."""
    games = []
    for channel in channels:
        row = await store.create_lobby(guild_id=1, channel_id=channel, game_key="toy",
                                       host_id=1, max_players=2, options={}, seats=[1, 2])
        await store.start(row.id, seats=[1, 2], seed=1, state={})
        games.append(row.id)
    return games
