"""PostgreSQL's connections, handed out and taken back without a turn of the event loop.

asyncpg's own pool took back every connection through ``asyncio.shield``: a task of its own
per statement, and two more turns of the loop (with the wake-ups of the acquire's future),
about a third of the loop's CPU for a primary-key read. Here an idle connection is handed
out at once and taken back in a plain call. A connection comes back reusable only when its
last statement finished (a result, or an error the server answered with) outside a
transaction; one whose statement was cancelled or broke off, or that is still inside a
transaction, is closed instead, and a new one is opened when one is next needed.
"""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Awaitable, Callable
from types import TracebackType

import asyncpg


class Connections:
    """At most ``size`` open connections; an idle one is handed out at once, a new one
    opened while fewer are open, else the caller waits in line: a connection coming back
    goes straight to the first in line (no newcomer takes it meanwhile)."""

    def __init__(self, connect: Callable[[], Awaitable[asyncpg.Connection]], size: int) -> None:
        self._connect = connect
        self._size = size
        self._idle: list[asyncpg.Connection] = []
        self._open = 0
        # Each gets a connection, or None: a place to open one (or the pool closed).
        self._waiters: deque[asyncio.Future[asyncpg.Connection | None]] = deque()
        self._closed = False

    @property
    def idle(self) -> int:
        return len(self._idle)

    async def open_one(self) -> None:
        """One connection at once (start-up: a server out of reach fails here)."""
        self.release(await self.acquire(), reusable=True)

    async def acquire(self) -> asyncpg.Connection:
        while True:
            if self._closed:
                raise asyncpg.InterfaceError("the PostgreSQL connections are closed")
            while self._idle:
                conn = self._idle.pop()
                if not conn.is_closed():
                    return conn
                self._open -= 1
            if self._open < self._size:
                self._open += 1
                try:
                    return await self._connect()
                except BaseException:
                    self._open -= 1
                    self._hand(None)
                    raise
            waiter: asyncio.Future[asyncpg.Connection | None] = (
                asyncio.get_running_loop().create_future())
            self._waiters.append(waiter)
            try:
                handed = await waiter
            except BaseException:
                if waiter.done() and not waiter.cancelled():  # handed one, then cancelled
                    passed = waiter.result()
                    if passed is None:
                        self._hand(None)
                    else:
                        self.release(passed, reusable=True)
                elif waiter in self._waiters:
                    self._waiters.remove(waiter)
                raise
            if handed is not None:
                return handed

    def release(self, conn: asyncpg.Connection, *, reusable: bool) -> None:
        if reusable and not self._closed and not conn.is_closed() \
                and not conn.is_in_transaction():
            if not self._hand(conn):
                self._idle.append(conn)
            return
        conn.terminate()
        self._open -= 1
        self._hand(None)

    def lease(self) -> Lease:
        return Lease(self)

    def _hand(self, conn: asyncpg.Connection | None) -> bool:
        """``conn`` (or a place to open one) to the first caller in line, if any."""
        while self._waiters:
            waiter = self._waiters.popleft()
            if not waiter.done():
                waiter.set_result(conn)
                return True
        return False

    async def close(self) -> None:
        """Close the idle connections; one in use is closed when it comes back."""
        self._closed = True
        idle, self._idle = self._idle, []
        self._open -= len(idle)
        for conn in idle:
            try:
                await conn.close()
            except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError):
                conn.terminate()
        while self._hand(None):  # those in line find the connections closed
            pass


class Lease:
    """``async with connections.lease() as conn``: one connection for the block."""

    __slots__ = ("_conn", "_connections")

    def __init__(self, connections: Connections) -> None:
        self._connections = connections

    async def __aenter__(self) -> asyncpg.Connection:
        self._conn: asyncpg.Connection = await self._connections.acquire()
        return self._conn

    async def __aexit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                        tb: TracebackType | None) -> None:
        # An error the server answered with, or one raised between statements, leaves the
        # connection between exchanges; a cancelled or broken-off statement may not.
        self._connections.release(self._conn, reusable=exc is None or (
            isinstance(exc, Exception) and not isinstance(exc, (asyncpg.InterfaceError, OSError))))
