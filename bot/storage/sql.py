"""The one shared SQLite connection, used only by bot/storage: reads, write transactions and a
count of statements and commits (bench/bot_bench.py reports them per move).

One lock, because every task shares the connection and a transaction must not take in
another task's statements.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any

import aiosqlite


@dataclass(frozen=True)
class Written:
    rowcount: int
    lastrowid: int | None


class Transaction:
    """Writes inside one ``Sql.transaction``."""

    def __init__(self, sql: Sql) -> None:
        self._sql = sql

    async def write(self, statement: str, params: tuple[Any, ...] = ()) -> Written:
        return await self._sql._execute(statement, params)

    async def all(self, statement: str, params: tuple[Any, ...] = ()) -> list[aiosqlite.Row]:
        self._sql.statements += 1
        async with self._sql.conn.execute(statement, params) as cursor:
            return list(await cursor.fetchall())


class Sql:
    def __init__(self, conn: aiosqlite.Connection) -> None:
        self.conn = conn
        self.lock = asyncio.Lock()
        self.statements = 0  # executed through this object since it was made
        self.commits = 0

    async def _execute(self, statement: str, params: tuple[Any, ...]) -> Written:
        self.statements += 1
        async with self.conn.execute(statement, params) as cursor:
            return Written(cursor.rowcount, cursor.lastrowid)

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Transaction]:
        async with self.lock:
            await self._execute("BEGIN IMMEDIATE", ())
            try:
                yield Transaction(self)
            except BaseException:
                await self.conn.rollback()
                raise
            await self.conn.commit()
            self.commits += 1

    async def one(self, statement: str, params: tuple[Any, ...] = ()) -> aiosqlite.Row | None:
        async with self.lock:
            self.statements += 1
            async with self.conn.execute(statement, params) as cursor:
                return await cursor.fetchone()

    async def all(self, statement: str, params: tuple[Any, ...] = ()) -> list[aiosqlite.Row]:
        async with self.lock:
            self.statements += 1
            async with self.conn.execute(statement, params) as cursor:
                return list(await cursor.fetchall())
