"""The PostgreSQL backend (asyncpg): a pool of connections, so reads and transactions of
different games run side by side, and several bot processes can share one database.

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
from bot.storage.sql import LOCK_WAIT, POSTGRESQL, IntegrityError, Row, Written, returns_id
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


async def _keep_session(conn: asyncpg.Connection) -> None:
    """What the pool does to a connection it takes back, besides rolling back a transaction
    left open (which asyncpg always does): nothing. Its default, a reset query (advisory
    locks, cursors, LISTEN, settings), cost a round trip after every statement and
    transaction; only ``exclusive`` changes the session, and it undoes what it changed."""


class PostgresSql:
    def __init__(self, pool: asyncpg.Pool) -> None:
        self.pool = pool
        self.dialect = POSTGRESQL
        self.statements = 0
        self.commits = 0

    @classmethod
    async def open(cls, url: str, *, pool_size: int = POOL_SIZE,
                   lock_wait: float = LOCK_WAIT) -> PostgresSql:
        pool = await asyncpg.create_pool(
            url, min_size=1, max_size=pool_size, timeout=CONNECT_WAIT, reset=_keep_session,
            # (no idle timeout: its timer was set on every release and cancelled on the
            # next acquire, a loop timer per statement; the pool stays at most pool_size)
            max_inactive_connection_lifetime=0,
            server_settings={"lock_timeout": str(round(lock_wait * 1000))})
        return cls(pool)

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[PostgresTransaction]:
        with _integrity():
            async with waiting(), self.pool.acquire() as conn, conn.transaction():
                self.statements += 1  # BEGIN, counted as on SQLite
                yield PostgresTransaction(self, conn)
        self.commits += 1

    async def one(self, statement: str, params: Sequence[Any] = ()) -> Row | None:
        self.statements += 1
        async with waiting():
            with _integrity():
                return await self.pool.fetchrow(numbered(statement), *params)

    async def all(self, statement: str, params: Sequence[Any] = ()) -> list[Row]:
        self.statements += 1
        async with waiting():
            with _integrity():
                return list(await self.pool.fetch(numbered(statement), *params))

    async def script(self, text: str) -> None:
        async with waiting(), self.pool.acquire() as conn, conn.transaction():
            with _integrity():
                await conn.execute(text)

    @asynccontextmanager
    async def exclusive(self) -> AsyncIterator[None]:
        """A session advisory lock: two processes starting at once migrate one after the
        other (the second finds nothing left to apply), however long the first takes."""
        async with self.pool.acquire() as conn:
            await conn.execute("SET lock_timeout = 0")
            await conn.execute("SELECT pg_advisory_lock($1)", MIGRATION_LOCK)
            try:
                yield
            finally:
                await conn.execute("SELECT pg_advisory_unlock($1)", MIGRATION_LOCK)
                await conn.execute("RESET lock_timeout")  # back to the pool's setting

    async def close(self) -> None:
        await self.pool.close()
