"""Running games a person sits in (/game mine), and the results history ratings are
computed from (bot/ratings). Reads only."""

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


@dataclass(frozen=True)
class ResultRow:
    game_id: int
    seat: int
    user_id: int
    rank: int
    won: bool
    team: int | None


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

    async def results_history(self, guild_id: int, game_key: str) -> list[ResultRow]:
        """Every results row of a game on a server, game by game in the order they ended."""
        rows = await self._sql.all(
            "SELECT game_id, seat, user_id, rank, won, team FROM results"
            " WHERE guild_id = ? AND game_key = ? ORDER BY finished_at, game_id, seat",
            (guild_id, game_key))
        return [ResultRow(int(r["game_id"]), int(r["seat"]), int(r["user_id"]), int(r["rank"]),
                          bool(r["won"]), None if r["team"] is None else int(r["team"]))
                for r in rows]
