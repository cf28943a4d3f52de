"""``Sql.write_steps``: several writes in one transaction (on SQLite one trip to its thread),
all of them or none, the rest skipped when a guarded first write changed nothing."""

from __future__ import annotations

import pytest

from bot.storage.db import open_sql
from bot.storage.sql import IntegrityError, Many, Row, Sql

TABLE = "CREATE TABLE steps_probe (id INTEGER PRIMARY KEY, word TEXT NOT NULL)"
WORDS = "SELECT id, word FROM steps_probe ORDER BY id"


async def probe(url: str) -> Sql:
    sql = await open_sql(url)
    async with sql.transaction() as tx:
        await tx.write(TABLE)
        await tx.write("INSERT INTO steps_probe (id, word) VALUES (?, ?)", (1, "one"))
    return sql


def words(rows: list[Row]) -> list[tuple[int, str]]:
    return [(int(r["id"]), str(r["word"])) for r in rows]


@pytest.mark.both_backends
async def test_write_steps_writes_every_step_in_one_commit(database_url: str) -> None:
    sql = await probe(database_url)
    try:
        commits = sql.commits
        ran = await sql.write_steps([
            ("UPDATE steps_probe SET word = ? WHERE id = ?", ("uno", 1)),
            ("INSERT INTO steps_probe (id, word) VALUES (?, ?)", (2, "two")),
        ], guarded=True)
        assert ran
        assert words(await sql.all(WORDS)) == [(1, "uno"), (2, "two")]
        assert sql.commits == commits + 1
    finally:
        await sql.close()


@pytest.mark.both_backends
async def test_write_steps_guarded_skips_the_rest_when_the_first_changed_nothing(
        database_url: str) -> None:
    sql = await probe(database_url)
    try:
        ran = await sql.write_steps([
            ("UPDATE steps_probe SET word = ? WHERE id = ?", ("nine", 9)),
            ("INSERT INTO steps_probe (id, word) VALUES (?, ?)", (2, "two")),
        ], guarded=True)
        assert not ran
        assert words(await sql.all(WORDS)) == [(1, "one")]
    finally:
        await sql.close()


@pytest.mark.both_backends
async def test_write_steps_a_refused_step_leaves_nothing_written(database_url: str) -> None:
    sql = await probe(database_url)
    try:
        with pytest.raises(IntegrityError):
            await sql.write_steps([
                ("UPDATE steps_probe SET word = ? WHERE id = ?", ("uno", 1)),
                ("INSERT INTO steps_probe (id, word) VALUES (?, ?)", (1, "again")),
            ])
        assert words(await sql.all(WORDS)) == [(1, "one")]
        # The connection is usable afterwards: the transaction was rolled back.
        assert await sql.write_steps([("INSERT INTO steps_probe (id, word) VALUES (?, ?)",
                                       (3, "three"))])
        assert words(await sql.all(WORDS)) == [(1, "one"), (3, "three")]
    finally:
        await sql.close()


@pytest.mark.both_backends
async def test_write_steps_writes_the_rows_of_a_many_step_all_or_none(database_url: str) -> None:
    sql = await probe(database_url)
    try:
        commits = sql.commits
        insert = "INSERT INTO steps_probe (id, word) VALUES (?, ?)"
        assert await sql.write_steps([
            ("UPDATE steps_probe SET word = ? WHERE id = ?", ("uno", 1)),
            (insert, Many([(2, "two"), (3, "three")])),
        ], guarded=True)
        assert words(await sql.all(WORDS)) == [(1, "uno"), (2, "two"), (3, "three")]
        assert sql.commits == commits + 1
        with pytest.raises(IntegrityError):  # the second row is refused: neither is written
            await sql.write_steps([(insert, Many([(4, "four"), (1, "again")]))])
        assert words(await sql.all(WORDS)) == [(1, "uno"), (2, "two"), (3, "three")]
    finally:
        await sql.close()
