"""Running games a person sits in (/game mine). Reads only."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime

from bot.storage.sql import Sql


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
        oldest first. The LIKE narrows the read; the seat list decides."""
        where = " AND guild_id = ?" if guild_id is not None else ""
        params: tuple[object, ...] = (f"%{user_id}%",)
        if guild_id is not None:
            params += (guild_id,)
        rows = await self._sql.all(
            "SELECT id, guild_id, channel_id, game_key, seats, version, updated_at FROM games"
            f" WHERE status = 'running' AND seats LIKE ?{where} ORDER BY id", params)
        found: list[SeatedGame] = []
        for r in rows:
            seats = [int(s) for s in json.loads(r["seats"])]
            if user_id in seats:
                found.append(SeatedGame(int(r["id"]), r["guild_id"], int(r["channel_id"]),
                                        str(r["game_key"]), seats, int(r["version"]),
                                        datetime.fromisoformat(r["updated_at"])))
        return found
