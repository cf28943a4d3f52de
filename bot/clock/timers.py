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
import logging
from collections.abc import Awaitable, Callable
from datetime import datetime, timedelta
from typing import Any

import discord

from bot.storage.timer_rows import Timer, TimerStore

log = logging.getLogger(__name__)

Clock = Callable[[], datetime]
Sleep = Callable[[float], Awaitable[None]]
# Longer sleeps are cut into pieces (asyncio refuses very long timeouts on some platforms).
MAX_SLEEP = 24 * 3600.0


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
        self.notice(due_at)
        return timer_id

    def notice(self, due_at: datetime) -> None:
        """A timer due at ``due_at`` was written (by ``add`` or with a move)."""
        if self._task is None or self._task.done():
            self.start()
        elif self._sleeping_until is not None and due_at < self._sleeping_until:
            self.stop()  # sleeping past the new timer: sleep again from the start
            self.start()

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
