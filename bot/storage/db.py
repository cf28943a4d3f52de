"""The SQLite connection (aiosqlite, WAL) and the numbered migrations applied at start."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import aiosqlite

MIGRATIONS_DIR = Path(__file__).resolve().parents[2] / "migrations"
_MIGRATION_NAME = re.compile(r"^(\d{4})_[a-z0-9_]+\.sql$")


def utc_now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


@dataclass(frozen=True)
class Migration:
    version: int
    name: str
    sql: str


def load_migrations(directory: Path = MIGRATIONS_DIR) -> list[Migration]:
    """The migrations in ``directory`` in order; numbering must have no gaps."""
    found: list[Migration] = []
    for path in sorted(directory.glob("*.sql")):
        match = _MIGRATION_NAME.match(path.name)
        if match is None:
            raise RuntimeError(f"migration file {path.name!r} is not named NNNN_words.sql")
        found.append(Migration(int(match.group(1)), path.stem, path.read_text(encoding="utf-8")))
    for expected, migration in enumerate(found, start=1):
        if migration.version != expected:
            raise RuntimeError(f"migration {expected:04d} is missing (found {migration.name})")
    return found


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


async def schema_version(conn: aiosqlite.Connection) -> int:
    await _ensure_version_table(conn)
    async with conn.execute("SELECT MAX(version) FROM schema_version") as cursor:
        row = await cursor.fetchone()
    return int(row[0] or 0) if row else 0


async def migrate(
    conn: aiosqlite.Connection,
    migrations: list[Migration] | None = None,
    *,
    upto: int | None = None,
) -> list[str]:
    """Apply every migration newer than the recorded version, each in its own transaction.

    Returns the names applied. ``upto`` stops early (the migration tests use it).
    """
    migrations = load_migrations() if migrations is None else migrations
    current = await schema_version(conn)
    applied: list[str] = []
    for migration in migrations:
        if migration.version <= current or (upto is not None and migration.version > upto):
            continue
        # executescript() commits first, so wrap the file's statements in our own transaction.
        try:
            await conn.executescript(
                "BEGIN IMMEDIATE;\n"
                + migration.sql
                + "\nINSERT INTO schema_version (version, name, applied_at) VALUES "
                + f"({migration.version}, '{migration.name}', '{utc_now()}');\nCOMMIT;"
            )
        except Exception:
            if conn.in_transaction:
                await conn.rollback()
            raise
        applied.append(migration.name)
    return applied


async def _ensure_version_table(conn: aiosqlite.Connection) -> None:
    async with conn.execute(
        "CREATE TABLE IF NOT EXISTS schema_version ("
        " version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)"
    ):
        pass
