"""The SQLite backend: one shared aiosqlite connection (WAL) behind one lock, because every
task shares the connection and a transaction must not take in another task's statements.

The file, its -wal and -shm files are the owner's only (0600; SQLite gives the -wal and -shm
the database file's mode) and a folder made for them is 0700: the database holds every hand.
A write waits at most ``lock_wait`` seconds for a lock another process holds (busy_timeout),
then fails as ``DatabaseBusy`` with nothing written.
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite

from bot.storage.errors import DatabaseBusy
from bot.storage.sql import (
    LOCK_WAIT,
    SQLITE,
    IntegrityError,
    Many,
    Row,
    Step,
    Written,
    returns_id,
)
from bot.storage.waits import waiting

T = TypeVar("T")
PRIVATE_FILE = 0o600
PRIVATE_FOLDER = 0o700


def make_private(path: Path) -> None:
    """Create the database file 0600 (and its folder 0700) before SQLite opens it; an
    existing file and its -wal/-shm are narrowed to 0600."""
    folder = path.parent
    if not folder.exists():
        folder.mkdir(mode=PRIVATE_FOLDER, parents=True)
        folder.chmod(PRIVATE_FOLDER)  # (mkdir's mode is narrowed by the umask only)
    os.close(os.open(path, os.O_CREAT | os.O_RDWR, PRIVATE_FILE))
    for file in (path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        if file.exists():
            file.chmod(PRIVATE_FILE)


async def open_database(path: Path | str, *, lock_wait: float = LOCK_WAIT
                        ) -> aiosqlite.Connection:
    """Open (creating the file and its folder privately) with WAL, foreign keys and a busy
    timeout of ``lock_wait`` seconds."""
    if str(path) != ":memory:":
        make_private(Path(path))
    conn = await aiosqlite.connect(str(path), isolation_level=None)  # we issue BEGIN ourselves
    conn.row_factory = aiosqlite.Row
    for pragma in ("journal_mode=WAL", "foreign_keys=ON",
                   f"busy_timeout={round(lock_wait * 1000)}", "synchronous=NORMAL"):
        async with conn.execute(f"PRAGMA {pragma}"):
            pass
    return conn


@contextmanager
def _busy() -> Iterator[None]:
    """SQLite's "database is locked" after the busy timeout leaves as ``DatabaseBusy``."""
    try:
        yield
    except sqlite3.OperationalError as exc:
        if "locked" in str(exc) or "busy" in str(exc):
            raise DatabaseBusy(f"the SQLite database stayed locked by another process: {exc}"
                               ) from exc
        raise


class SqliteTransaction:
    def __init__(self, sql: SqliteSql) -> None:
        self._sql = sql

    async def write(self, statement: str, params: Sequence[Any] = ()) -> Written:
        return await self._sql._execute(statement, params)

    async def write_many(self, statement: str, rows: Sequence[Sequence[Any]]) -> None:
        self._sql.statements += 1
        try:
            with _busy():
                await self._sql.conn.executemany(statement, rows)
        except sqlite3.IntegrityError as exc:
            raise IntegrityError(str(exc)) from exc

    async def all(self, statement: str, params: Sequence[Any] = ()) -> list[Row]:
        self._sql.statements += 1
        with _busy():
            return await self._sql._run(statement, params, _all)


def _all(cursor: sqlite3.Cursor) -> list[Row]:
    return list(cursor.fetchall())


def _one(cursor: sqlite3.Cursor) -> Row | None:
    row: Row | None = cursor.fetchone()
    return row


def _written(cursor: sqlite3.Cursor) -> Written:
    return Written(cursor.rowcount, cursor.lastrowid)


def _written_id(cursor: sqlite3.Cursor) -> Written:
    rows = cursor.fetchall()
    return Written(len(rows), int(rows[0][0]) if rows else None)


class SqliteSql:
    def __init__(self, conn: aiosqlite.Connection) -> None:
        self.conn = conn
        self.dialect = SQLITE
        self.lock = asyncio.Lock()
        self.statements = 0
        self.commits = 0

    @classmethod
    async def open(cls, path: Path | str, *, lock_wait: float = LOCK_WAIT) -> SqliteSql:
        return cls(await open_database(path, lock_wait=lock_wait))

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
            with _busy():
                return await self._run(statement, params, _written_id if returns_id(statement)
                                       else _written)
        except sqlite3.IntegrityError as exc:
            raise IntegrityError(str(exc)) from exc

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[SqliteTransaction]:
        async with waiting(), self.lock:
            await self._execute("BEGIN IMMEDIATE", ())
            try:
                yield SqliteTransaction(self)
            except BaseException:
                await self.conn.rollback()
                raise
            with _busy():
                await self.conn.commit()
            self.commits += 1

    async def write_steps(self, steps: Sequence[Step], *, guarded: bool = False) -> bool:
        """BEGIN, the steps and COMMIT in one trip to the connection's thread: each trip
        wakes that thread and then the event loop (about a tenth of a millisecond of the
        loop's CPU), and a move alone took four. A ``Many`` step is one ``executemany``."""

        def run(conn: sqlite3.Connection) -> int:
            conn.execute("BEGIN IMMEDIATE")
            ran = 0
            try:
                for statement, params in steps:
                    if isinstance(params, Many):
                        conn.executemany(statement, params.rows)
                        changed = len(params.rows)
                    else:
                        changed = conn.execute(statement, tuple(params)).rowcount
                    ran += 1
                    if guarded and ran == 1 and changed < 1:
                        break
                conn.commit()
            except BaseException:
                conn.rollback()
                raise
            return ran

        async with waiting(), self.lock:
            self.statements += 1  # BEGIN, counted as transaction() counts it
            try:
                with _busy():
                    ran: int = await self.conn._execute(run, self.conn._conn)
            except sqlite3.IntegrityError as exc:
                raise IntegrityError(str(exc)) from exc
        self.statements += ran
        self.commits += 1
        return ran == len(steps)

    async def one(self, statement: str, params: Sequence[Any] = ()) -> Row | None:
        async with waiting(), self.lock:
            self.statements += 1
            with _busy():
                return await self._run(statement, params, _one)

    async def all(self, statement: str, params: Sequence[Any] = ()) -> list[Row]:
        async with waiting(), self.lock:
            self.statements += 1
            with _busy():
                return await self._run(statement, params, _all)

    async def script(self, text: str) -> None:
        # executescript() commits first, so the file's statements go in our own transaction.
        async with waiting(), self.lock:
            try:
                with _busy():
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
