"""``python -m bot copy-db``: move a community's database to another backend (or file).

Every table is copied row for row, parents before the tables that reference them, into an
empty target; then every started game's log is replayed on the target and compared with its
snapshot. Ids are kept, so PostgreSQL's identity counters are moved past the copied ids.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.storage.db import describe_url, is_postgres, migrate, open_sql, sqlite_path
from bot.storage.sql import Sql
from bot.storage.store import GameStore
from engine.core.record import replay
from engine.core.state import to_json

# The bot's tables in the order they are copied; tables added later are found and copied too.
TABLES = ("games", "actions", "settings", "timers", "game_clocks", "seat_kinds",
          "undo_votes", "results")
BATCH = 20_000


class CopyRefused(Exception):
    """The copy cannot start; the message says why, in one line."""


@dataclass
class CopyReport:
    rows: dict[str, int] = field(default_factory=dict)
    games_checked: int = 0
    mismatched: list[int] = field(default_factory=list)
    migrated_source: list[str] = field(default_factory=list)

    def lines(self, source: str, target: str) -> list[str]:
        copied = ", ".join(f"{count} {table}" for table, count in self.rows.items())
        out = [f"copied {describe_url(source)} to {describe_url(target)}: {copied}"]
        if self.migrated_source:
            out.append(f"(first brought the source up to date: {', '.join(self.migrated_source)})")
        out.append(f"replayed {self.games_checked} games: "
                   + ("every snapshot matches its log" if not self.mismatched else
                      f"{len(self.mismatched)} differ from their log: games "
                      + ", ".join(str(g) for g in self.mismatched)))
        return out


async def tables_of(sql: Sql) -> list[str]:
    """Every table but schema_version, parents first."""
    if sql.dialect.name == "postgresql":
        rows = await sql.all(
            "SELECT table_name AS name FROM information_schema.tables"
            " WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'")
    else:
        rows = await sql.all("SELECT name FROM sqlite_master WHERE type = 'table'"
                             " AND name NOT LIKE 'sqlite_%'")
    names = sorted({str(r["name"]) for r in rows} - {"schema_version"},
                   key=lambda n: (TABLES.index(n) if n in TABLES else len(TABLES), n))
    parents = {name: set(await _references(sql, name)) - {name} for name in names}
    ordered: list[str] = []
    while len(ordered) < len(names):
        ready = [n for n in names if n not in ordered and parents[n] <= set(ordered)]
        if not ready:
            raise CopyRefused(f"the tables {sorted(set(names) - set(ordered))} reference "
                              "each other in a circle")
        ordered.extend(ready)
    return ordered


async def _references(sql: Sql, table: str) -> list[str]:
    if sql.dialect.name == "postgresql":
        rows = await sql.all(
            "SELECT p.relname AS name FROM pg_constraint c"
            " JOIN pg_class t ON t.oid = c.conrelid JOIN pg_class p ON p.oid = c.confrelid"
            " WHERE c.contype = 'f' AND t.relname = ?"
            " AND t.relnamespace = current_schema()::regnamespace", (table,))
    else:
        rows = await sql.all('SELECT "table" AS name FROM pragma_foreign_key_list(?)', (table,))
    return [str(r["name"]) for r in rows]


async def _key_columns(sql: Sql, table: str) -> list[str]:
    """The primary key (the order rows are read in, page by page)."""
    if sql.dialect.name == "postgresql":
        rows = await sql.all(
            "SELECT a.attname AS name FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid"
            " JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = ANY(i.indkey)"
            " WHERE i.indisprimary AND t.relname = ?"
            " AND t.relnamespace = current_schema()::regnamespace"
            " ORDER BY array_position(i.indkey, a.attnum)", (table,))
        return [str(r["name"]) for r in rows]
    rows = await sql.all("SELECT name, pk FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk",
                         (table,))
    return [str(r["name"]) for r in rows] or ["rowid"]


async def count(sql: Sql, table: str) -> int:
    row = await sql.one(f"SELECT COUNT(*) AS n FROM {table}")
    return int(row["n"]) if row else 0


async def _insert(target: Sql, table: str, columns: Sequence[str],
                  rows: Sequence[Sequence[Any]]) -> None:
    async with target.transaction() as tx:
        copy_rows = getattr(tx, "copy_rows", None)
        if copy_rows is not None:
            await copy_rows(table, columns, rows)
        else:
            marks = ", ".join("?" for _ in columns)
            await tx.write_many(
                f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})", rows)


async def _move_identities(target: Sql) -> None:
    """PostgreSQL hands out new ids after the copied ones."""
    if target.dialect.name != "postgresql":
        return
    found = await target.all(
        "SELECT table_name AS t, column_name AS c FROM information_schema.columns"
        " WHERE table_schema = current_schema() AND is_identity = 'YES'")
    for row in found:
        table, column = str(row["t"]), str(row["c"])
        await target.one(
            f"SELECT setval(pg_get_serial_sequence('{table}', '{column}'),"
            f" COALESCE((SELECT MAX({column}) FROM {table}), 0) + 1, false)")


async def copy_tables(source: Sql, target: Sql, report: CopyReport,
                      progress: Callable[[str], None] = lambda _: None) -> None:
    tables = await tables_of(source)
    missing = set(tables) - set(await tables_of(target))
    if missing:
        raise CopyRefused(f"the target has no table {sorted(missing)[0]!r}: its schema is "
                          "older than the source's")
    for table in tables:
        if (present := await count(target, table)) > 0:
            raise CopyRefused(f"the target is not empty ({present} rows in {table}); copy-db "
                              "only fills an empty database")
    for table in tables:
        order = ", ".join(await _key_columns(source, table))
        copied = 0
        while True:
            rows = await source.all(f"SELECT * FROM {table} ORDER BY {order} LIMIT ? OFFSET ?",
                                    (BATCH, copied))
            if not rows:
                break
            columns = list(rows[0].keys())
            await _insert(target, table, columns, [tuple(r) for r in rows])
            copied += len(rows)
        report.rows[table] = copied
        progress(f"{table}: {copied} rows")
    await _move_identities(target)


async def check_games(store: GameStore, report: CopyReport) -> None:
    """Replay every started game's log on the target and compare with its snapshot."""
    rows = await store.sql.all(
        "SELECT id FROM games WHERE state IS NOT NULL ORDER BY id")
    for found in rows:
        row = await store.get(int(found["id"]))
        if row is None or row.state_json is None:
            continue
        record = await store.record(row)
        try:
            _, state, _ = await asyncio.to_thread(replay, record)
            same = json.loads(to_json(state)) == json.loads(row.state_json)
        except Exception:
            same = False
        report.games_checked += 1
        if not same:
            report.mismatched.append(row.id)


async def copy_database(source_url: str, target_url: str,
                        progress: Callable[[str], None] = lambda _: None) -> CopyReport:
    if source_url == target_url:
        raise CopyRefused("--from and --to name the same database")
    if not is_postgres(source_url) and not Path(sqlite_path(source_url)).is_file():
        raise CopyRefused(f"there is no database file at {sqlite_path(source_url)!r}")
    report = CopyReport()
    source = await open_sql(source_url)
    try:
        target = await open_sql(target_url)
        try:
            report.migrated_source = await migrate(source)
            await migrate(target)
            await copy_tables(source, target, report, progress)
            await check_games(GameStore(target), report)
        finally:
            await target.close()
    finally:
        await source.close()
    return report
