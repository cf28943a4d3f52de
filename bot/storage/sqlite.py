"""The SQLite backend: one shared aiosqlite connection (WAL) behind one lock, because every
task shares the connection and a transaction must not take in another task's statements."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite

from bot.storage.sql import SQLITE, IntegrityError, Row, Written, returns_id

T = TypeVar("T")


async def open_database(path: Path | str) -> aiosqlite.Connection:
    """Open (creating the folder) with WAL, foreign keys and a busy timeout."""
    if str(path) != ":memory:":
        Path(path).parent.mkdir(parents=True, exist_ok=True)
    conn = await aiosqlite.connect(str(path), isolation_level=None)  # we issue BEGIN ourselves
    conn.row_factory = aiosqlite.Row
    for pragma in ("journal_mode=WAL", "foreign_keys=ON", "busy_timeout=5000",
                   "synchronous=NORMAL"):
        async with conn.execute(f"PRAGMA {pragma}"):
            pass
    return conn


class SqliteTransaction:
    def __init__(self, sql: SqliteSql) -> None:
        self._sql = sql

    async def write(self, statement: str, params: Sequence[Any] = ()) -> Written:
        return await self._sql._execute(statement, params)

    async def write_many(self, statement: str, rows: Sequence[Sequence[Any]]) -> None:
        self._sql.statements += 1
        try:
            await self._sql.conn.executemany(statement, rows)
        except sqlite3.IntegrityError as exc:
            raise IntegrityError(str(exc)) from exc

    async def all(self, statement: str, params: Sequence[Any] = ()) -> list[Row]:
        self._sql.statements += 1
        return await self._sql._run(statement, params, _all)


def _all(cursor: sqlite3.Cursor) -> list[Row]:
    return list(cursor.fetchall())


def _one(cursor: sqlite3.Cursor) -> Row | None:
    row: Row | None = cursor.fetchone()
    return row


class SqliteSql:
    def __init__(self, conn: aiosqlite.Connection) -> None:
        self.conn = conn
        self.dialect = SQLITE
        self.lock = asyncio.Lock()
        self.statements = 0
        self.commits = 0

    @classmethod
    async def open(cls, path: Path | str) -> SqliteSql:
        return cls(await open_database(path))

    async def _run(self, statement: str, params: Sequence[Any],
                   fetch: Callable[[sqlite3.Cursor], T]) -> T:
        """One statement and what ``fetch`` takes from its cursor, in one trip to the
        connection's thread. (aiosqlite's cursor API makes three: execute, fetch, close;
        each wakes the event loop, a third of the bot's SQL cost per move.)"""

        def run(conn: sqlite3.Connection) -> T:
            cursor = conn.execute(statement, tuple(params))
            try:
                return fetch(cursor)
            finally:
                cursor.close()

        result: T = await self.conn._execute(run, self.conn._conn)
        return result

    async def _execute(self, statement: str, params: Sequence[Any]) -> Written:
        self.statements += 1
        try:
            return await self._run(statement, params, _written if not returns_id(statement)
                                   else _written_id)
        except sqlite3.IntegrityError as exc:
            raise IntegrityError(str(exc)) from exc

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[SqliteTransaction]:
        async with self.lock:
            await self._execute("BEGIN IMMEDIATE", ())
            try:
                yield SqliteTransaction(self)
            except BaseException:
                await self.conn.rollback()
                raise
            await self.conn.commit()
            self.commits += 1

    async def one(self, statement: str, params: Sequence[Any] = ()) -> Row | None:
        async with self.lock:
            self.statements += 1
            return await self._run(statement, params, _one)

    async def all(self, statement: str, params: Sequence[Any] = ()) -> list[Row]:
        async with self.lock:
            self.statements += 1
            return await self._run(statement, params, _all)

    async def script(self, text: str) -> None:
        # executescript() commits first, so the file's statements go in our own transaction.
        async with self.lock:
            try:
                await self.conn.executescript("BEGIN IMMEDIATE;\n" + text + "\nCOMMIT;")
            except Exception as exc:
                if self.conn.in_transaction:
                    await self.conn.rollback()
                if isinstance(exc, sqlite3.IntegrityError):
                    raise IntegrityError(str(exc)) from exc
                raise

    @asynccontextmanager
    async def exclusive(self) -> AsyncIterator[None]:
        yield  # one process per file; each migration runs in BEGIN IMMEDIATE anyway

    async def close(self) -> None:
        await self.conn.close()


def _written(cursor: sqlite3.Cursor) -> Written:
    return Written(cursor.rowcount, cursor.lastrowid)


def _written_id(cursor: sqlite3.Cursor) -> Written:
    rows = cursor.fetchall()
    return Written(len(rows), int(rows[0][0]) if rows else None)
