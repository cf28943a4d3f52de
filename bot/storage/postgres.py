"""The PostgreSQL backend (asyncpg): a pool of connections (bot/storage/pg_connections.py),
so reads and transactions of different games run side by side, and several bot processes can
share one database. A connection goes back with nothing reset (a session setting changed
is undone by whoever changed it: ``exclusive``).

Statements keep the portable ``?`` placeholders; they become ``$1, $2, ...`` here, once per
statement text. Transactions run at READ COMMITTED: a move's
``UPDATE games ... WHERE id = ? AND version = ?`` waits for a concurrent writer of the same
row and then checks the version again on the committed row, so of two moves made at one
version exactly one is applied (the other sees zero rows and is refused as stale). A statement
waits at most ``lock_wait`` seconds for a lock another session holds (``lock_timeout``), then
fails as ``DatabaseBusy`` with its transaction rolled back.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from typing import Any

import asyncpg

from bot.storage.errors import DatabaseBusy
from bot.storage.pg_connections import Connections
from bot.storage.sql import (
    LOCK_WAIT,
    POSTGRESQL,
    IntegrityError,
    Row,
    Step,
    Written,
    returns_id,
    steps_in_transaction,
)
from bot.storage.waits import waiting

POOL_SIZE = 10
CONNECT_WAIT = 10.0  # seconds to reach the server at start-up before giving up
MIGRATION_LOCK = 0x7AB1E  # any fixed number: the advisory lock key of migrations
_translated: dict[str, str] = {}


def numbered(statement: str) -> str:
    """``?`` placeholders as ``$1, $2, ...``; a ``?`` inside a quoted literal stays."""
    found = _translated.get(statement)
    if found is not None:
        return found
    out: list[str] = []
    quote: str | None = None
    number = 0
    for char in statement:
        if quote is not None:
            quote = None if char == quote else quote
        elif char in "'\"":
            quote = char
        elif char == "?":
            number += 1
            out.append(f"${number}")
            continue
        out.append(char)
    found = _translated[statement] = "".join(out)
    return found


def _count(status: str) -> int:
    """Rows touched, from a status such as ``UPDATE 1`` or ``INSERT 0 1``."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


class PostgresTransaction:
    def __init__(self, sql: PostgresSql, conn: asyncpg.Connection) -> None:
        self._sql = sql
        self._conn = conn

    async def write(self, statement: str, params: Sequence[Any] = ()) -> Written:
        self._sql.statements += 1
        with _integrity():
            if returns_id(statement):
                rows = await self._conn.fetch(numbered(statement), *params)
                return Written(len(rows), int(rows[0][0]) if rows else None)
            return Written(_count(await self._conn.execute(numbered(statement), *params)), None)

    async def write_many(self, statement: str, rows: Sequence[Sequence[Any]]) -> None:
        self._sql.statements += 1
        with _integrity():
            await self._conn.executemany(numbered(statement), rows)

    async def all(self, statement: str, params: Sequence[Any] = ()) -> list[Row]:
        self._sql.statements += 1
        return list(await self._conn.fetch(numbered(statement), *params))

    async def copy_rows(self, table: str, columns: Sequence[str],
                        rows: Sequence[Sequence[Any]]) -> None:
        """Many rows at once through COPY (copy-db and the bench)."""
        self._sql.statements += 1
        with _integrity():
            await self._conn.copy_records_to_table(table, records=rows, columns=list(columns))


class _integrity:
    """Constraint failures leave as ``IntegrityError``, as on SQLite; a lock held past
    ``lock_timeout`` as ``DatabaseBusy``."""

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: object) -> None:
        if isinstance(exc, asyncpg.IntegrityConstraintViolationError):
            raise IntegrityError(str(exc)) from exc
        if isinstance(exc, asyncpg.LockNotAvailableError):
            raise DatabaseBusy(f"a PostgreSQL lock stayed held by another session: {exc}"
                               ) from exc


class PostgresSql:
    def __init__(self, connections: Connections) -> None:
        self.connections = connections
        self.dialect = POSTGRESQL
        self.statements = 0
        self.commits = 0

    @classmethod
    async def open(cls, url: str, *, pool_size: int = POOL_SIZE,
                   lock_wait: float = LOCK_WAIT) -> PostgresSql:
        settings = {"lock_timeout": str(round(lock_wait * 1000))}

        async def connect() -> asyncpg.Connection:
            return await asyncpg.connect(url, timeout=CONNECT_WAIT, server_settings=settings)

        connections = Connections(connect, pool_size)
        await connections.open_one()
        return cls(connections)

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[PostgresTransaction]:
        with _integrity():
            async with waiting(), self.connections.lease() as conn, conn.transaction():
                self.statements += 1  # BEGIN, counted as on SQLite
                yield PostgresTransaction(self, conn)
        self.commits += 1

    async def write_steps(self, steps: Sequence[Step], *, guarded: bool = False) -> bool:
        return await steps_in_transaction(self, steps, guarded)

    async def one(self, statement: str, params: Sequence[Any] = ()) -> Row | None:
        self.statements += 1
        with _integrity():
            async with waiting(), self.connections.lease() as conn:
                return await conn.fetchrow(numbered(statement), *params)

    async def all(self, statement: str, params: Sequence[Any] = ()) -> list[Row]:
        self.statements += 1
        with _integrity():
            async with waiting(), self.connections.lease() as conn:
                return list(await conn.fetch(numbered(statement), *params))

    async def script(self, text: str) -> None:
        async with waiting(), self.connections.lease() as conn, conn.transaction():
            with _integrity():
                await conn.execute(text)

    @asynccontextmanager
    async def exclusive(self) -> AsyncIterator[None]:
        """A session advisory lock: two processes starting at once migrate one after the
        other (the second finds nothing left to apply), however long the first takes."""
        async with self.connections.lease() as conn:
            await conn.execute("SET lock_timeout = 0")
            await conn.execute("SELECT pg_advisory_lock($1)", MIGRATION_LOCK)
            try:
                yield
            finally:
                await conn.execute("SELECT pg_advisory_unlock($1)", MIGRATION_LOCK)
                await conn.execute("RESET lock_timeout")  # back to the pool's setting

    async def close(self) -> None:
        await self.connections.close()
