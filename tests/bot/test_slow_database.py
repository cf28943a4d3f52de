"""A database that keeps a click waiting: the game's row locked by another PostgreSQL
session, or the SQLite file locked by another process. The click is acknowledged within
Discord's 3 s while it waits; the move is posted as soon as the database answers; a lock held
past the bounded wait is answered with a clear refusal, and nothing is lost.

Discord's 3 s run on simcord's clock, so the bot's wait in the database is declared to simcord
as an external wait (``env.external_wait``) while the lock is held: simcord's clock then runs
on while the bot really waits on the real lock.
"""

from __future__ import annotations

import asyncio
import subprocess
import sys
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

import pytest
from simcord import InteractionResult

from bot.core.i18n import t
from bot.storage import store
from bot.storage.db import sqlite_path
from bot.storage.postgres import PostgresTransaction
from bot.storage.sqlite import SqliteSql
from engine.core.registry import get_game
from tests.bot.driver import Driver
from tests.bot.raw import forged_click

pytestmark = pytest.mark.both_backends

DISCORD_DEADLINE = 3.0  # seconds Discord gives a click's first answer


@pytest.fixture
def world(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    ann, ben = (guild.add_member(simcord_env.create_user(n)) for n in ("ann", "ben"))
    return simcord_env, channel, ann, ben


async def started(env: Any, channel: Any, ann: Any, ben: Any) -> Driver:
    driver = Driver(env, channel, [ann, ben])
    await driver.open_and_start("toy", options="rounds=2")
    return driver


async def move_now(env: Any, driver: Driver) -> Any:
    """The seat to act chooses its first move (a select of the whole path, as the clicker's
    menu offers it), emitted without waiting for the bot; the interaction's record."""
    row, _, _ = await driver.game()
    snap = await driver.bot.tables.snapshot(row, get_game(row.game_key))
    seat = snap.to_act[0]
    path, _, _ = snap.menu(seat, "en").leaves()[0]
    record, payload = forged_click(env, driver.member(row.seats[seat]),
                                   driver.channel.last_message,
                                   f"th:s:{row.id}:{row.version}:-",
                                   values=[".".join(map(str, path))])
    env.backend.emit("INTERACTION_CREATE", payload)
    return record


@asynccontextmanager
async def locked(backend: str, url: str, game_id: int, env: Any,
                 monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[Callable[[], None]]:
    """The game's row (PostgreSQL, another session) or the whole file (SQLite, another
    process) locked until the yielded ``release`` is called; meanwhile the bot's statements
    are external waits to simcord."""
    with monkeypatch.context() as patch:
        if backend == "postgresql":
            import asyncpg

            write = PostgresTransaction.write

            async def waited_write(self: Any, *args: Any) -> Any:
                return await env.external_wait(write(self, *args), reason="a locked row")

            patch.setattr(PostgresTransaction, "write", waited_write)
            alone = store.write_move  # a move without timer changes: one statement

            async def waited_alone(*args: Any) -> Any:
                return await env.external_wait(alone(*args), reason="a locked row")

            patch.setattr(store, "write_move", waited_alone)
            other = await asyncpg.connect(url)
            held = other.transaction()
            await held.start()
            await other.execute("SELECT version FROM games WHERE id = $1 FOR UPDATE", game_id)
            done = asyncio.Event()
            closing: list[asyncio.Task[None]] = []

            async def end() -> None:
                await held.rollback()
                await other.close()
                done.set()

            def release() -> None:
                closing.append(asyncio.ensure_future(end()))

            try:
                yield release
            finally:
                if not closing:
                    await end()
                await done.wait()
            return
        execute = SqliteSql._execute

        async def waited_execute(self: Any, *args: Any) -> Any:
            return await env.external_wait(execute(self, *args), reason="a locked file")

        patch.setattr(SqliteSql, "_execute", waited_execute)
        steps = SqliteSql.write_steps  # a move with nothing else to write: one trip

        async def waited_steps(self: Any, *args: Any, **kwargs: Any) -> Any:
            return await env.external_wait(steps(self, *args, **kwargs), reason="a locked file")

        patch.setattr(SqliteSql, "write_steps", waited_steps)
        holder = subprocess.Popen(
            [sys.executable, "-c", HOLD_SQLITE_LOCK, sqlite_path(url)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        assert holder.stdout is not None and holder.stdin is not None
        assert holder.stdout.readline().strip() == "locked"

        def release_file() -> None:
            assert holder.stdin is not None
            holder.stdin.write("\n")
            holder.stdin.flush()

        try:
            yield release_file
        finally:
            if holder.poll() is None:
                release_file()
            holder.wait(timeout=10)


# A second process: takes the write lock of the file, holds it until a line on stdin.
HOLD_SQLITE_LOCK = """
import sqlite3, sys
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
sys.stdin.readline()
conn.execute("COMMIT")
"""


async def real_time_until(done: Callable[[], bool], limit: float = 20.0) -> None:
    """Wait on the wall clock (simcord runs ``time.monotonic`` on its own clock)."""
    from simcord._dpy_internals import real_monotonic

    end = real_monotonic() + limit
    while not done():
        assert real_monotonic() < end, "the bot never answered"
        await asyncio.sleep(0.02)


async def announced(driver: Driver) -> tuple[int, int]:
    row, _, _ = await driver.game()
    behind = await driver.bot.store.announcements.of_game(row.id)
    return row.version, row.version if behind is None else behind.announced


async def test_a_click_kept_waiting_by_a_lock_is_acknowledged_in_time_and_then_posted(
        world, backend, database_url, monkeypatch):
    env, channel, ann, ben = world
    driver = await started(env, channel, ann, ben)
    row, _, _ = await driver.game()
    async with locked(backend, database_url, row.id, env, monkeypatch) as release:
        record = await move_now(env, driver)
        await env.advance_time(DISCORD_DEADLINE - 0.1)  # the bot waits on the real lock
        assert record.responded, "the click had no answer within Discord's 3 s"
        result = InteractionResult(env, record)
        assert not result.followups  # (still waiting for the lock)
        release()
    await real_time_until(lambda: bool(result.followups))
    await env.settle()
    assert (await announced(driver)) == (row.version + 1, row.version + 1)
    posted = [m for m in result.followups if not m.ephemeral]
    assert posted and "Round 1" in posted[0].content  # the move, posted once saved


@pytest.mark.parametrize("simcord_bot", [{"lock_wait": 1.0}], indirect=True)
async def test_a_lock_held_past_the_bounded_wait_is_refused_clearly_and_nothing_is_lost(
        world, backend, database_url, monkeypatch):
    env, channel, ann, ben = world
    driver = await started(env, channel, ann, ben)
    row, _, state = await driver.game()
    async with locked(backend, database_url, row.id, env, monkeypatch):
        record = await move_now(env, driver)
        await env.advance_time(DISCORD_DEADLINE - 0.1)
        assert record.responded
        result = InteractionResult(env, record)
        await real_time_until(lambda: bool(result.followups))  # the bounded wait is over
        await env.settle()
    refusal = result.followups[-1]
    assert refusal.ephemeral
    assert refusal.content == (f"{t('common.database_busy', 'en')} "
                               f"{t('common.nothing_changed', 'en')}")
    after, _, after_state = await driver.game()
    assert (after.version, after_state) == (row.version, state)
    # The lock is gone: the same click now goes through.
    again = InteractionResult(env, await move_now(env, driver))
    await env.settle()
    assert again.response is not None or again.followups
    assert (await announced(driver)) == (row.version + 1, row.version + 1)
