"""Telling a click that the database keeps it waiting.

Discord wants a click answered within 3 s. A click sets a :class:`Watch` for its own task
(``watch``); every statement and transaction of both backends runs inside ``waiting()``.
When the watch's time is up while the click's task waits in the database, ``act`` (the
click's deferral) runs at once, beside the wait; when it is up between statements, it runs
before the next one. So ``act`` never runs while the click answers Discord itself, and a
statement returns only once ``act`` is done: the two never answer the same click at once.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from contextvars import ContextVar

log = logging.getLogger(__name__)

_current: ContextVar[Watch | None] = ContextVar("tablehost_db_watch", default=None)


class Watch:
    def __init__(self, after: float, act: Callable[[], Awaitable[None]]) -> None:
        self.after = after
        self._act = act
        self._task: asyncio.Task[object] | None = None  # the watched task
        self._inside = 0
        self._due = False
        self._acting: asyncio.Task[None] | None = None
        self._timer: asyncio.TimerHandle | None = None

    @property
    def acted(self) -> bool:
        return self._acting is not None

    def _time_up(self) -> None:
        self._due = True
        if self._inside:
            self._begin()

    def _begin(self) -> None:
        if self._acting is None:
            self._acting = asyncio.get_running_loop().create_task(self._run())

    async def _run(self) -> None:
        try:
            await self._act()
        except Exception:  # e.g. the click was answered meanwhile by Discord's own timeout
            log.warning("could not acknowledge a click kept waiting by the database",
                        exc_info=True)

    async def _settled(self) -> None:
        if self._acting is not None and not self._acting.done():
            await asyncio.shield(self._acting)

    def mine(self) -> bool:
        return asyncio.current_task() is self._task

    async def enter(self) -> None:
        if self._due:
            self._begin()
            await self._settled()
        self._inside += 1

    async def leave(self) -> None:
        self._inside -= 1
        await self._settled()


@asynccontextmanager
async def watch(after: float, act: Callable[[], Awaitable[None]]) -> AsyncIterator[Watch]:
    """Run the block with ``act`` called once it has waited ``after`` seconds in total while
    inside (or before) a database call of this task."""
    found = Watch(after, act)
    found._task = asyncio.current_task()
    found._timer = asyncio.get_running_loop().call_later(after, found._time_up)
    token = _current.set(found)
    try:
        yield found
    finally:
        _current.reset(token)
        found._timer.cancel()
        await found._settled()


class _Waiting:
    """Around one database call: a class, not a generator, since every statement enters
    one and almost none is watched."""

    __slots__ = ("_watch",)

    async def __aenter__(self) -> None:
        found = _current.get()
        self._watch = found if found is not None and found.mine() else None
        if self._watch is not None:
            await self._watch.enter()

    async def __aexit__(self, *exc: object) -> None:
        if self._watch is not None:
            await self._watch.leave()


def waiting() -> _Waiting:
    """Around one database call (a statement, a transaction, waiting for the connection)."""
    return _Waiting()
