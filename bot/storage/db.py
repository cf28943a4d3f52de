"""Opening the database named by DATABASE_URL and applying the numbered migrations.

``sqlite:///path`` (or a plain path) opens SQLite, ``postgresql://...`` PostgreSQL. A
migration is one number, ``NNNN_words.sql``, written in portable SQL; where a dialect needs
other statements, ``NNNN_words.<dialect>.sql`` next to it replaces it on that backend. The
applied numbers are recorded in ``schema_version`` on both. A database whose recorded version
is newer than the last migration here (a rollback after an upgrade) is refused
(``SchemaTooNew``), and a server that cannot be reached is one line (``DatabaseUnreachable``).
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import aiosqlite

from bot.storage.errors import DatabaseUnreachable, SchemaTooNew
from bot.storage.sql import LOCK_WAIT, Sql
from bot.storage.sqlite import SqliteSql, open_database

__all__ = ["Migration", "describe_url", "load_migrations", "migrate", "open_database",
           "open_sql", "schema_version", "utc_now"]

MIGRATIONS_DIR = Path(__file__).resolve().parents[2] / "migrations"
DIALECTS = ("sqlite", "postgresql")
_MIGRATION_NAME = re.compile(r"^(\d{4})_([a-z0-9_]+?)(?:\.(sqlite|postgresql))?\.sql$")


def utc_now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


@dataclass(frozen=True)
class Migration:
    version: int
    name: str
    sql: str


def load_migrations(directory: Path = MIGRATIONS_DIR, dialect: str = "sqlite"
                    ) -> list[Migration]:
    """The migrations in ``directory`` in order, each in ``dialect``'s variant if it has one;
    numbering must have no gaps."""
    portable: dict[int, Migration] = {}
    variants: dict[int, Migration] = {}
    for path in sorted(directory.glob("*.sql")):
        match = _MIGRATION_NAME.match(path.name)
        if match is None:
            raise RuntimeError(f"migration file {path.name!r} is not named NNNN_words.sql"
                               " or NNNN_words.<sqlite|postgresql>.sql")
        number, words, variant = int(match.group(1)), match.group(2), match.group(3)
        migration = Migration(number, f"{match.group(1)}_{words}",
                              path.read_text(encoding="utf-8"))
        if variant is None:
            if number in portable:
                raise RuntimeError(f"two migrations numbered {number:04d}")
            portable[number] = migration
        elif variant == dialect:
            variants[number] = migration
    found = [variants.get(number, portable.get(number))
             for number in sorted(portable.keys() | variants.keys())]
    for expected, numbered in enumerate(found, start=1):
        if numbered is None or numbered.version != expected:
            raise RuntimeError(f"migration {expected:04d} is missing for {dialect}")
    return [m for m in found if m is not None]


def is_postgres(url: str) -> bool:
    return url.startswith(("postgresql://", "postgres://"))


def sqlite_path(url: str) -> str:
    """The file of a ``sqlite:///path`` URL (a plain path is taken as it is)."""
    return url.removeprefix("sqlite:///") if url.startswith("sqlite:///") else url


def describe_url(url: str) -> str:
    """The URL without its password, for logs and messages."""
    return re.sub(r"//([^:/@]+):[^@/]*@", r"//\1:***@", url)


def password_of(url: str) -> str:
    match = re.search(r"//[^:/@]+:([^@/]*)@", url)
    return match.group(1) if match else ""


async def open_sql(url: str | Path, *, lock_wait: float = LOCK_WAIT) -> Sql:
    """The database at ``url``; ``lock_wait``: seconds a statement waits for a lock held
    elsewhere. A server that cannot be reached raises ``DatabaseUnreachable``."""
    text = str(url)
    if is_postgres(text):
        from bot.storage.postgres import PostgresSql  # asyncpg only when it is used

        unreachable: tuple[type[Exception], ...] = (OSError, TimeoutError, *asyncpg_errors())
        try:
            return await PostgresSql.open(text, lock_wait=lock_wait)
        except unreachable as exc:
            reason = " ".join(str(exc).split()) or type(exc).__name__
            if secret := password_of(text):
                reason = reason.replace(secret, "***")
            raise DatabaseUnreachable(f"could not connect to PostgreSQL at "
                                      f"{describe_url(text)}: {reason}") from None
    if "://" in text and not text.startswith("sqlite:///"):
        raise ValueError(f"DATABASE_URL must start with sqlite:/// or postgresql://, not "
                         f"{describe_url(text)!r}")
    try:
        return await SqliteSql.open(sqlite_path(text), lock_wait=lock_wait)
    except (OSError, sqlite3.Error) as exc:
        raise DatabaseUnreachable(f"could not open the SQLite database "
                                  f"{sqlite_path(text)!r}: {exc}") from None


def asyncpg_errors() -> tuple[type[Exception], ...]:
    import asyncpg

    return asyncpg.PostgresError, asyncpg.InterfaceError


def _as_sql(target: Sql | aiosqlite.Connection) -> Sql:
    return SqliteSql(target) if isinstance(target, aiosqlite.Connection) else target


async def schema_version(target: Sql | aiosqlite.Connection) -> int:
    sql = _as_sql(target)
    await _ensure_version_table(sql)
    row = await sql.one("SELECT MAX(version) AS version FROM schema_version")
    return int(row["version"] or 0) if row else 0


async def migrate(
    target: Sql | aiosqlite.Connection,
    migrations: list[Migration] | None = None,
    *,
    upto: int | None = None,
) -> list[str]:
    """Apply every migration newer than the recorded version, each in its own transaction.

    Returns the names applied. ``upto`` stops early (the migration tests use it). A
    database already past the last of ``migrations`` raises ``SchemaTooNew``, untouched.
    """
    sql = _as_sql(target)
    if migrations is None:
        migrations = load_migrations(dialect=sql.dialect.name)
    applied: list[str] = []
    async with sql.exclusive():
        current = await schema_version(sql)
        known = max((m.version for m in migrations), default=0)
        if current > known:
            raise SchemaTooNew(current, known)
        for migration in migrations:
            if migration.version <= current or (upto is not None
                                                and migration.version > upto):
                continue
            await sql.script(
                migration.sql
                + "\nINSERT INTO schema_version (version, name, applied_at) VALUES "
                + f"({migration.version}, '{migration.name}', '{utc_now()}');"
            )
            applied.append(migration.name)
    return applied


async def _ensure_version_table(sql: Sql) -> None:
    async with sql.transaction() as tx:
        await tx.write(
            "CREATE TABLE IF NOT EXISTS schema_version ("
            " version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)")
