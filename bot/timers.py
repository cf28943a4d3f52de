"""Timers kept in the database, fired by one background task (RoboDanny's cogs/reminder.py).

The task sleeps until the earliest due row, claims it (a row is deleted before it fires, so
it fires at most once, even across restarts) and hands it to the handler. Adding a timer
that is due sooner than the one being slept on restarts the task. With no timers left the
task ends; the next ``add`` starts it again.

"Now" and sleeping are injectable; by default they are ``discord.utils.utcnow`` and
``asyncio.sleep``, which the in-memory Discord of the tests already runs on virtual time.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

import discord

from bot.db import utc_now
from bot.store import GameStore, _write

log = logging.getLogger(__name__)

Clock = Callable[[], datetime]
Sleep = Callable[[float], Awaitable[None]]
# Longer sleeps are cut into pieces (asyncio refuses very long timeouts on some platforms).
MAX_SLEEP = 24 * 3600.0


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


class TimerDispatcher:
    def __init__(self, timers: TimerStore, handler: Callable[[Timer], Awaitable[None]], *,
                 clock: Clock = discord.utils.utcnow, sleep: Sleep = asyncio.sleep) -> None:
        self.timers = timers
        self.handler = handler
        self.clock = clock
        self.sleep = sleep
        self._task: asyncio.Task[None] | None = None
        self._sleeping_until: datetime | None = None  # set only while the task sleeps

    def now(self) -> datetime:
        return self.clock()

    def start(self) -> None:
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._run(), name="timer dispatcher")

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None

    async def add(self, game_id: int | None, kind: str, due_at: datetime,
                  payload: dict[str, Any]) -> int:
        timer_id = await self.timers.insert(game_id, kind, due_at, payload)
        if self._task is None or self._task.done():
            self.start()
        elif self._sleeping_until is not None and due_at < self._sleeping_until:
            self.stop()  # sleeping past the new timer: sleep again from the start
            self.start()
        return timer_id

    async def add_in(self, game_id: int | None, kind: str, seconds: float,
                     payload: dict[str, Any]) -> int:
        return await self.add(game_id, kind, self.now() + timedelta(seconds=seconds), payload)

    async def _run(self) -> None:
        while True:
            timer = await self.timers.earliest()
            if timer is None:
                return
            wait = (timer.due_at - self.now()).total_seconds()
            if wait > 0:
                self._sleeping_until = timer.due_at
                try:
                    await self.sleep(min(wait, MAX_SLEEP))
                finally:
                    self._sleeping_until = None
                continue  # a sooner timer may have been added meanwhile
            if not await self.timers.claim(timer.id):
                continue
            try:
                await self.handler(timer)
            except Exception:
                log.exception("timer %s (%s) of game %s failed", timer.id, timer.kind,
                              timer.game_id)
