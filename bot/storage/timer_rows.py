"""The timers table (migrations/0002_timers.sql): due rows, claimed once."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from bot.storage.db import utc_now
from bot.storage.store import GameStore, _write


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


class TimerStore:
    """The timers table; shares the game store's connection and lock."""

    def __init__(self, store: GameStore) -> None:
        self.store = store

    async def insert(self, game_id: int | None, kind: str, due_at: datetime,
                     payload: dict[str, Any]) -> int:
        async with self.store._transaction() as conn:
            cursor = await _write(
                conn,
                "INSERT INTO timers (game_id, kind, due_at, payload, created_at)"
                " VALUES (?, ?, ?, ?, ?)",
                (game_id, kind, iso(due_at), json.dumps(payload), utc_now()),
            )
        return int(cursor.lastrowid or 0)

    async def earliest(self) -> Timer | None:
        row = await self.store._one("SELECT * FROM timers ORDER BY due_at, id LIMIT 1", ())
        if row is None:
            return None
        return Timer(row["id"], row["game_id"], row["kind"],
                     datetime.fromisoformat(row["due_at"]), json.loads(row["payload"]))

    async def claim(self, timer_id: int) -> bool:
        """Delete a due timer; True for the one caller that got it."""
        async with self.store._transaction() as conn:
            cursor = await _write(conn, "DELETE FROM timers WHERE id = ?", (timer_id,))
        return cursor.rowcount == 1

    async def clear_game(self, game_id: int) -> None:
        async with self.store._transaction() as conn:
            await _write(conn, "DELETE FROM timers WHERE game_id = ?", (game_id,))

    async def of_game(self, game_id: int) -> list[Timer]:
        async with self.store._lock, self.store.conn.execute(
            "SELECT * FROM timers WHERE game_id = ? ORDER BY due_at, id", (game_id,)
        ) as cursor:
            rows = await cursor.fetchall()
        return [Timer(r["id"], r["game_id"], r["kind"], datetime.fromisoformat(r["due_at"]),
                      json.loads(r["payload"])) for r in rows]
