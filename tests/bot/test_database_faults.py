"""Faults of the database itself, against real processes and files: a database newer than the
code, an unreachable PostgreSQL, who may read the SQLite files, and what a PostgreSQL
connection carries back to the pool (and when it is closed instead)."""

from __future__ import annotations

import asyncio
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from bot.storage.db import load_migrations, migrate, open_sql
from bot.storage.errors import SchemaTooNew
from bot.storage.postgres import PostgresSql
from bot.storage.sql import IntegrityError

ROOT = Path(__file__).resolve().parents[2]
PASSWORD = "s3cret-pw-42"


def run_bot(tmp_path: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    """``python -m bot ...`` as a host runs it (a token set, no .env here)."""
    environ = {k: v for k, v in os.environ.items()
               if k not in ("DATABASE_URL", "DATABASE_PATH", "LOG_LEVEL")}
    environ.update({"DISCORD_TOKEN": "MTA4.not-a-real-token", "PYTHONPATH": str(ROOT), **env})
    return subprocess.run([sys.executable, "-m", "bot", *args], cwd=tmp_path, env=environ,
                          capture_output=True, text=True, timeout=60)


async def newer_than_the_code(url: str) -> int:
    """The database as a newer tablehost left it: one more migration recorded."""
    sql = await open_sql(url)
    try:
        await migrate(sql)
        newer = len(load_migrations(dialect=sql.dialect.name)) + 1
        async with sql.transaction() as tx:
            await tx.write("INSERT INTO schema_version (version, name, applied_at) VALUES "
                           "(?, ?, ?)", (newer, f"{newer:04d}_from_the_future", "2027-01-01"))
    finally:
        await sql.close()
    return newer


@pytest.mark.both_backends
async def test_a_database_newer_than_the_code_is_refused_untouched(database_url):
    newer = await newer_than_the_code(database_url)
    sql = await open_sql(database_url)
    try:
        with pytest.raises(SchemaTooNew, match=f"schema version {newer}, newer than"):
            await migrate(sql)
        rows = await sql.all("SELECT version FROM schema_version ORDER BY version")
        assert [r["version"] for r in rows][-1] == newer  # nothing rolled back or added
    finally:
        await sql.close()


@pytest.mark.both_backends
async def test_the_bot_refuses_to_start_on_a_newer_database_in_one_line(database_url, tmp_path):
    newer = await newer_than_the_code(database_url)
    done = run_bot(tmp_path, DATABASE_URL=database_url)
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: the database is at schema version "
                                                   f"{newer}, newer than this tablehost")
    assert "Traceback" not in done.stdout + done.stderr


async def test_copy_db_refuses_a_newer_source_in_one_line(tmp_path):
    source = f"sqlite:///{tmp_path / 'newer.db'}"
    await newer_than_the_code(source)
    done = run_bot(tmp_path, "copy-db", "--from", source, "--to",
                   f"sqlite:///{tmp_path / 'copy.db'}")
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "newer than this tablehost" in lines[0], done.stderr


def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_an_unreachable_postgresql_is_one_line_without_the_password(tmp_path):
    url = f"postgresql://tablehost:{PASSWORD}@127.0.0.1:{free_port()}/tablehost"
    for args in ((), ("copy-db", "--from", url, "--to", f"sqlite:///{tmp_path / 'c.db'}")):
        done = run_bot(tmp_path, *args, DATABASE_URL=url)
        assert done.returncode == 2, done.stderr
        lines = done.stderr.strip().splitlines()
        assert len(lines) == 1 and "could not connect to PostgreSQL at " in lines[0], lines
        assert "tablehost:***@127.0.0.1" in lines[0]
        assert PASSWORD not in done.stdout + done.stderr


def test_a_postgresql_role_without_rights_is_one_line_without_the_password(postgres_server,
                                                                          tmp_path):
    server = postgres_server.uri  # postgresql://postgres:@/postgres?host=<socket folder>
    postgres_server.psql("DROP ROLE IF EXISTS tablehost_pw; "
                         f"CREATE ROLE tablehost_pw LOGIN PASSWORD '{PASSWORD}';")
    url = server.replace("postgres:@", f"tablehost_pw:{PASSWORD}@")
    done = run_bot(tmp_path, DATABASE_URL=url)
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "could not prepare the database" in lines[0], lines
    assert PASSWORD not in done.stdout + done.stderr


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


async def test_the_sqlite_files_are_the_owners_only(tmp_path):
    folder = tmp_path / "data"
    path = folder / "tablehost.db"
    old = os.umask(0o022)  # the usual umask, which would make them 0644 and 0755
    try:
        sql = await open_sql(f"sqlite:///{path}")
        await migrate(sql)
        async with sql.transaction() as tx:  # a write, so the -wal and -shm files exist
            await tx.write("INSERT INTO settings (key, value) VALUES ('k', 'v')")
        files = [path, path.with_name("tablehost.db-wal"), path.with_name("tablehost.db-shm")]
        assert all(f.exists() for f in files)
        assert {f.name: mode(f) for f in files} == {f.name: 0o600 for f in files}
        assert mode(folder) == 0o700
        await sql.close()
    finally:
        os.umask(old)


async def test_an_older_world_readable_database_is_narrowed_on_open(tmp_path):
    path = tmp_path / "old.db"
    path.touch(mode=0o644)
    path.chmod(0o644)
    sql = await open_sql(f"sqlite:///{path}")
    await sql.close()
    assert mode(path) == 0o600


async def test_connections_go_back_to_the_pool_with_its_lock_wait_and_no_lock(postgres_server):
    """The pool resets nothing when a connection comes back (a round trip saved per
    statement), so the migration lock must undo its own session changes."""
    url = postgres_server.fresh_url()
    sql = await open_sql(url, lock_wait=3.0)
    try:
        await migrate(sql)
        found = await asyncio.gather(*(  # overlapping, so on every connection of the pool
            sql.one("SELECT current_setting('lock_timeout') AS wait, pg_sleep(0.05)")
            for _ in range(10)))
        assert {row["wait"] for row in found} == {"3s"}
        held = await sql.one("SELECT COUNT(*) AS n FROM pg_locks WHERE locktype = 'advisory'")
        assert held["n"] == 0
    finally:
        await sql.close()
        postgres_server.drop(url)


async def test_a_connection_whose_statement_was_cancelled_is_closed_not_reused(postgres_server):
    """A statement cancelled mid-way (the click's task cancelled) may leave its connection
    mid-exchange: it is closed, and the next statement gets a working one."""
    url = postgres_server.fresh_url()
    sql = await open_sql(url)
    try:
        await migrate(sql)
        idle = sql.connections.idle
        slow = asyncio.ensure_future(sql.one("SELECT pg_sleep(5)"))
        await asyncio.sleep(0.2)
        assert sql.connections.idle == idle - 1
        slow.cancel()
        with pytest.raises(asyncio.CancelledError):
            await slow
        assert sql.connections.idle == idle - 1  # closed, not back among the idle
        found = await asyncio.gather(*(sql.one("SELECT 1 AS one") for _ in range(idle + 1)))
        assert [row["one"] for row in found] == [1] * (idle + 1)
    finally:
        await sql.close()
        postgres_server.drop(url)


async def test_an_error_the_server_answers_leaves_the_connection_in_use(postgres_server):
    url = postgres_server.fresh_url()
    sql = await open_sql(url)
    try:
        await migrate(sql)
        before = (await sql.one("SELECT pg_backend_pid() AS pid"))["pid"]
        with pytest.raises(IntegrityError):
            async with sql.transaction() as tx:
                for _ in range(2):
                    await tx.write("INSERT INTO settings (key, value) VALUES ('k', 'v')")
        with pytest.raises(ValueError):  # raised between statements, by the caller
            async with sql.transaction() as tx:
                await tx.write("INSERT INTO settings (key, value) VALUES ('k', 'v')")
                raise ValueError("changed its mind")
        assert (await sql.one("SELECT pg_backend_pid() AS pid"))["pid"] == before
        assert await sql.one("SELECT 1 FROM settings") is None  # both rolled back
    finally:
        await sql.close()
        postgres_server.drop(url)


async def test_statements_wait_for_a_connection_when_every_one_is_in_use(postgres_server):
    url = postgres_server.fresh_url()
    sql = await PostgresSql.open(url, pool_size=2)
    try:
        found = await asyncio.gather(*(
            sql.one("SELECT pg_backend_pid() AS pid, pg_sleep(0.05)") for _ in range(6)))
        assert len({row["pid"] for row in found}) == 2
        assert sql.connections.idle == 2
    finally:
        await sql.close()
        postgres_server.drop(url)


async def test_a_connection_coming_back_goes_to_the_first_in_line(postgres_server):
    """A caller arriving just as a connection comes back waits behind those already in
    line, so a busy pool starves no one."""
    url = postgres_server.fresh_url()
    sql = await PostgresSql.open(url, pool_size=1)
    order: list[str] = []

    async def take(name: str) -> None:
        async with sql.connections.lease():
            order.append(name)

    try:
        async with sql.connections.lease():
            first = asyncio.ensure_future(take("in line"))
            await asyncio.sleep(0.01)
        await take("newcomer")  # right as the connection comes back
        await first
        assert order == ["in line", "newcomer"]
    finally:
        await sql.close()
        postgres_server.drop(url)
