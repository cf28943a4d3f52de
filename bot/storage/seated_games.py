"""Running games a person sits in (/game mine), through the game_seats table
(migrations/0012_game_seats.sql), which the store keeps in step with games.seats."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime

from bot.storage.sql import Sql, Transaction


async def write_seats(tx: Transaction, game_id: int, seats: list[int]) -> None:
    """Within ``tx``: the game's seats as they are now in games.seats."""
    await tx.write("DELETE FROM game_seats WHERE game_id = ?", (game_id,))
    await tx.write_many("INSERT INTO game_seats (game_id, seat, user_id) VALUES (?, ?, ?)",
                        [(game_id, seat, user_id) for seat, user_id in enumerate(seats)])


@dataclass(frozen=True)
class SeatedGame:
    game_id: int
    guild_id: int | None
    channel_id: int
    game_key: str
    seats: list[int]
    version: int
    updated_at: datetime  # the last move (or the start): how long the game has waited


class SeatedGameStore:
    def __init__(self, sql: Sql) -> None:
        self._sql = sql

    async def running_with(self, user_id: int, guild_id: int | None = None) -> list[SeatedGame]:
        """Running games with ``user_id`` in a seat, in one server (``guild_id``) or in all,
        oldest first: the person's seats through their index, then those games."""
        where = " AND g.guild_id = ?" if guild_id is not None else ""
        params: tuple[object, ...] = (user_id,)
        if guild_id is not None:
            params += (guild_id,)
        rows = await self._sql.all(
            "SELECT g.id, g.guild_id, g.channel_id, g.game_key, g.seats, g.version, g.updated_at"
            " FROM games g WHERE g.id IN (SELECT game_id FROM game_seats WHERE user_id = ?)"
            f" AND g.status = 'running'{where} ORDER BY g.id", params)
        return [SeatedGame(int(r["id"]), r["guild_id"], int(r["channel_id"]),
                           str(r["game_key"]), [int(s) for s in json.loads(r["seats"])],
                           int(r["version"]), datetime.fromisoformat(r["updated_at"]))
                for r in rows]
