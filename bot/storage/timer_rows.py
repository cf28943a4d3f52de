"""The timers table (migrations/0002_timers.sql): due rows, claimed once."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from bot.storage.db import utc_now
from bot.storage.shards import ALL, Shards
from bot.storage.sql import Row, Sql, Transaction


def iso(moment: datetime) -> str:
    """One sortable text form for every due time (UTC, microseconds)."""
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


@dataclass(frozen=True)
class Timer:
    id: int
    game_id: int | None
    kind: str
    due_at: datetime
    payload: dict[str, Any]


@dataclass(frozen=True)
class TimerPlan:
    """Timer changes written in the same transaction as a move."""

    clear: bool = False  # drop every timer of the game first
    drop: tuple[int, ...] = ()  # timer ids to drop
    add: tuple[tuple[str, datetime, dict[str, Any]], ...] = ()  # (kind, due, payload)

    @property
    def earliest(self) -> datetime | None:
        return min((due for _, due, _ in self.add), default=None)


class TimerStore:
    """The timers table."""

    def __init__(self, sql: Sql, shards: Shards = ALL) -> None:
        self._sql = sql
        self.shards = shards

    async def insert(self, game_id: int | None, kind: str, due_at: datetime,
                     payload: dict[str, Any]) -> int:
        async with self._sql.transaction() as tx:
            cursor = await tx.write(
                "INSERT INTO timers (game_id, kind, due_at, payload, created_at)"
                " VALUES (?, ?, ?, ?, ?) RETURNING id",
                (game_id, kind, iso(due_at), json.dumps(payload), utc_now()),
            )
        return int(cursor.lastrowid or 0)

    async def write_plan(self, tx: Transaction, game_id: int, plan: TimerPlan) -> None:
        if plan.clear:
            await tx.write("DELETE FROM timers WHERE game_id = ?", (game_id,))
        for timer_id in plan.drop:
            await tx.write("DELETE FROM timers WHERE id = ?", (timer_id,))
        for kind, due_at, payload in plan.add:
            await tx.write(
                "INSERT INTO timers (game_id, kind, due_at, payload, created_at)"
                " VALUES (?, ?, ?, ?, ?)",
                (game_id, kind, iso(due_at), json.dumps(payload), utc_now()),
            )

    async def earliest(self) -> Timer | None:
        """The next timer of this process's games (through timers_by_due_at)."""
        if self.shards.everything:
            row = await self._sql.one("SELECT * FROM timers ORDER BY due_at, id LIMIT 1", ())
        else:
            row = await self._sql.one(
                "SELECT t.* FROM timers t LEFT JOIN games g ON g.id = t.game_id WHERE 1 = 1"
                + self.shards.where("g.guild_id") + " ORDER BY t.due_at, t.id LIMIT 1", ())
        return None if row is None else _timer(row)

    async def claim(self, timer_id: int) -> bool:
        """Delete a due timer; True for the one caller that got it. The delete is the claim:
        of several processes deleting the row, the database lets exactly one see it gone
        (PostgreSQL makes the others wait for that commit and then find nothing)."""
        async with self._sql.transaction() as tx:
            cursor = await tx.write("DELETE FROM timers WHERE id = ?", (timer_id,))
        return cursor.rowcount == 1

    async def clear_game(self, game_id: int) -> None:
        async with self._sql.transaction() as tx:
            await tx.write("DELETE FROM timers WHERE game_id = ?", (game_id,))

    async def of_game(self, game_id: int) -> list[Timer]:
        rows = await self._sql.all(
            "SELECT * FROM timers WHERE game_id = ? ORDER BY due_at, id", (game_id,))
        return [_timer(r) for r in rows]


def _timer(row: Row) -> Timer:
    return Timer(int(row["id"]), row["game_id"], row["kind"],
                 datetime.fromisoformat(row["due_at"]), json.loads(row["payload"]))
