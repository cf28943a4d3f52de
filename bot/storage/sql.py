"""The one database handle of bot/storage: reads, write transactions and a count of
statements and commits (bench/bot_bench.py reports them per move).

Two backends share this interface (bot/storage/sqlite.py, bot/storage/postgres.py). Queries are
written once, in portable SQL with ``?`` placeholders; rows are read by column name on both.
A ``write`` whose statement ends in ``RETURNING id`` reports that id as ``lastrowid`` on both
backends (PostgreSQL has no other way to name the new row).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from typing import Any, Protocol

# Seconds a statement waits for a lock another connection or process holds (SQLite's
# busy_timeout, PostgreSQL's lock_timeout) before it fails as DatabaseBusy, nothing written.
LOCK_WAIT = 10.0


@dataclass(frozen=True)
class Many:
    """A step's parameters for several rows: its statement runs once for each
    (``executemany``)."""

    rows: Sequence[Sequence[Any]]


# One write: a statement and its parameters (or its rows).
Step = tuple[str, Sequence[Any] | Many]

# A row read back: by column name (``row["id"]``) or position (``row[0]``) on both backends.
Row = Any


class IntegrityError(sqlite3.IntegrityError):
    """A constraint refused a write (unique, check, foreign key, the append-only log), on
    either backend. It is an ``sqlite3.IntegrityError`` too, so code written when SQLite was
    the only backend keeps catching it."""


@dataclass(frozen=True)
class Written:
    rowcount: int
    lastrowid: int | None


@dataclass(frozen=True)
class Dialect:
    """The few places where the two backends' SQL differs, by name."""

    name: str  # "sqlite" or "postgresql": also the migration variant's suffix
    # A JSON object built from the rows of a group: {key: value, ...}, as text.
    json_object_agg: str
    # WITH may hold an UPDATE whose rows the statement goes on to use (PostgreSQL): two
    # writes in one statement, atomic without a transaction of their own.
    writing_with: bool = False

    def object_agg(self, key: str, value: str) -> str:
        return self.json_object_agg.format(key=key, value=value)


SQLITE = Dialect("sqlite", "json_group_object({key}, {value})")
POSTGRESQL = Dialect("postgresql", "json_object_agg({key}, {value})::text", writing_with=True)


class Transaction(Protocol):
    """Statements inside one ``Sql.transaction``: all of them commit or none does."""

    async def write(self, statement: str, params: Sequence[Any] = ()) -> Written: ...

    async def write_many(self, statement: str, rows: Sequence[Sequence[Any]]) -> None: ...

    async def all(self, statement: str, params: Sequence[Any] = ()) -> list[Row]: ...


class Sql(Protocol):
    dialect: Dialect
    statements: int  # executed through this object since it was made
    commits: int

    def transaction(self) -> AbstractAsyncContextManager[Transaction]: ...

    async def write_steps(self, steps: Sequence[Step], *, guarded: bool = False) -> bool:
        """``steps`` in one transaction and, where the backend can, one trip to the
        database. ``guarded``: the rest run only if the first (never ``Many``) changed a
        row. True if every step ran."""
        ...

    async def one(self, statement: str, params: Sequence[Any] = ()) -> Row | None: ...

    async def all(self, statement: str, params: Sequence[Any] = ()) -> list[Row]: ...

    async def script(self, text: str) -> None:
        """Run several ``;``-separated statements (a migration) in one transaction."""
        ...

    def exclusive(self) -> AbstractAsyncContextManager[None]:
        """Held by one process at a time (migrations at start-up)."""
        ...

    async def close(self) -> None: ...


def returns_id(statement: str) -> bool:
    return statement.rstrip().rstrip(";").upper().endswith("RETURNING ID")


async def steps_in_transaction(sql: Sql, steps: Sequence[Step], guarded: bool) -> bool:
    """``Sql.write_steps`` as a transaction of one write after another."""
    async with sql.transaction() as tx:
        for n, (statement, params) in enumerate(steps):
            if isinstance(params, Many):
                await tx.write_many(statement, params.rows)
            elif (await tx.write(statement, params)).rowcount < 1 and guarded and n == 0:
                return False
    return True
