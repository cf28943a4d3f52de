"""Announcements held for the next move (bot/storage/announcements.py): written with a move
of any game in that move's one commit, by the timer when no move comes, and held again when
their write fails."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from typing import Any

import pytest

from bot.storage.db import migrate, open_sql
from bot.storage.prompts import PromptMessage
from bot.storage.sql import Sql
from bot.storage.store import GameStore
from tests.bot.toy_games import start_toy_games

pytestmark = pytest.mark.both_backends
BURSTS = 40  # of clicks at once across ten games (carrying records at once deadlocked in
# about half the runs of this many)


class Refused(Exception):
    """Stands for the database refusing a write."""


@pytest.fixture
async def store(database_url: str) -> AsyncIterator[GameStore]:
    """A store with three started games of two seats (ids in ``store.games``)."""
    sql = await open_sql(database_url)
    try:
        await migrate(sql)
        made = GameStore(sql)
        made.games = await start_toy_games(made, range(1, 4))  # type: ignore[attr-defined]
        yield made
    finally:
        await sql.close()


async def move(store: GameStore, game_id: int, version: int) -> bool:
    return await store.record_move(game_id, expected_version=version, seat=0,
                                   action={"type": "x"}, state={}, over=False)


async def marks(sql: Sql) -> dict[int, tuple[int, int]]:
    """(version, announced_version) by game."""
    rows = await sql.all("SELECT id, version, announced_version FROM games ORDER BY id")
    return {int(r[0]): (int(r[1]), int(r[2])) for r in rows}


async def posts(sql: Sql) -> dict[int, tuple[int, int]]:
    """(message id, version) of each game's turn post."""
    rows = await sql.all("SELECT game_id, message_id, version FROM prompt_messages")
    return {int(r[0]): (int(r[1]), int(r[2])) for r in rows}


async def until(done: Callable[[], bool]) -> None:
    """Wait (real time: the timer's) until ``done()``, for at most ten seconds."""
    for _ in range(500):
        if done():
            return
        await asyncio.sleep(0.02)
    raise AssertionError("never happened")


def prompt(game_id: int, version: int) -> PromptMessage:
    return PromptMessage(game_id, 9, 1000 * game_id + version, version, version)


async def test_a_move_carries_the_records_of_other_games_and_its_own(store):
    one, two, three = store.games
    for game_id in (one, two):
        assert await move(store, game_id, 0)
    await store.announcements.record(one, 1, prompt(one, 1))
    await store.announcements.record(two, 1)
    statements, commits = store.counts
    # Game one moves on, carrying its own record (the row it updates) and game two's.
    assert await move(store, one, 1)
    assert store.counts[1] == commits + 1 and not store.announcements.holding
    assert store.counts[0] - statements == (1 if store.sql.dialect.writing_with else 5)
    assert (await marks(store.sql)) == {one: (2, 1), two: (1, 1), three: (0, 0)}
    assert (await posts(store.sql)) == {one: (1001, 1)}
    # A move of a game with no record of its own carries another's too.
    await store.announcements.record(one, 2, prompt(one, 2))
    assert await move(store, three, 0)
    assert (await marks(store.sql))[one] == (2, 2)
    assert (await posts(store.sql)) == {one: (1002, 2)}


async def test_a_record_never_moves_the_mark_or_the_post_backwards(store):
    one = store.games[0]
    for version in range(3):
        assert await move(store, one, version)
    await store.announcements.record(one, 3, prompt(one, 3))
    await store.announcements.flush()
    await store.announcements.record(one, 2, prompt(one, 2))  # an older one, late
    assert await move(store, store.games[1], 0)
    assert (await marks(store.sql))[one] == (3, 3)
    assert (await posts(store.sql))[one] == (1003, 3)


async def test_a_record_without_a_post_keeps_the_post_held_before_it(store):
    one = store.games[0]
    for version in range(2):
        assert await move(store, one, version)
    await store.announcements.record(one, 1, prompt(one, 1))
    await store.announcements.record(one, 2)  # (a final result: no turn post)
    assert store.announcements.held_prompts() == {one: prompt(one, 1)}
    await store.announcements.flush()
    assert (await marks(store.sql))[one] == (2, 2)
    assert (await posts(store.sql))[one] == (1001, 1)


async def test_the_timer_writes_what_no_move_takes_in_one_commit(store, monkeypatch):
    store.announcements.delay = 0.05
    one, two, _ = store.games
    for game_id in (one, two):
        assert await move(store, game_id, 0)
    _, commits = store.counts
    await store.announcements.record(one, 1, prompt(one, 1))
    await store.announcements.record(two, 1)
    assert store.counts[1] == commits  # held
    await until(lambda: store.counts[1] > commits)
    await asyncio.sleep(0.1)  # (no second commit follows)
    assert store.counts[1] == commits + 1 and not store.announcements.holding
    assert (await marks(store.sql))[one] == (1, 1) and (await marks(store.sql))[two] == (1, 1)
    assert (await posts(store.sql)) == {one: (1001, 1)}


async def test_a_failed_move_holds_the_records_again(store, monkeypatch):
    one, two, _ = store.games
    assert await move(store, one, 0)
    await store.announcements.record(one, 1, prompt(one, 1))
    sql: Any = store.sql
    name = "one" if sql.dialect.writing_with else "write_steps"
    real = getattr(type(sql), name)

    async def refused(self: Any, *args: Any, **kwargs: Any) -> Any:
        raise Refused

    monkeypatch.setattr(type(sql), name, refused)
    with pytest.raises(Refused):
        await move(store, two, 0)
    assert store.announcements.held_prompts() == {one: prompt(one, 1)}
    monkeypatch.setattr(type(sql), name, real)
    # A move refused as stale (its game moved on) writes nothing of its own, and what it
    # carried stays held too, or is written: never lost.
    assert not await move(store, two, 5)
    assert await move(store, two, 0)
    assert not store.announcements.holding
    assert (await marks(store.sql))[one] == (1, 1)
    assert (await posts(store.sql)) == {one: (1001, 1)}


async def test_a_failed_timer_write_holds_the_records_and_tries_again(store, monkeypatch):
    store.announcements.delay = 0.05
    one = store.games[0]
    assert await move(store, one, 0)
    sql: Any = store.sql
    name = "one" if sql.dialect.writing_with else "write_steps"
    real = getattr(type(sql), name)
    failed: list[int] = []

    async def refused_once(self: Any, *args: Any, **kwargs: Any) -> Any:
        if not failed:
            failed.append(1)
            raise Refused
        return await real(self, *args, **kwargs)

    monkeypatch.setattr(type(sql), name, refused_once)
    await store.announcements.record(one, 1, prompt(one, 1))
    _, commits = store.counts
    await until(lambda: store.counts[1] > commits)
    monkeypatch.setattr(type(sql), name, real)
    assert failed and not store.announcements.holding
    assert (await marks(store.sql))[one] == (1, 1)
    assert (await posts(store.sql)) == {one: (1001, 1)}


async def test_one_write_at_a_time_carries_records(store):
    """While a move's write carries records, the next move takes none (two statements
    each updating rows the other one locked would deadlock): they wait for the one after."""
    one, two, three = store.games
    for game_id in (one, two):
        assert await move(store, game_id, 0)
    await store.announcements.record(one, 1)
    taken = store.announcements.take()
    assert set(taken) == {one}
    await store.announcements.record(two, 1)
    assert store.announcements.take() == {}  # one carrier at a time
    assert await move(store, three, 0)  # carries nothing: two's record stays held
    assert store.announcements.holding and (await marks(store.sql))[two] == (1, 0)
    store.announcements.written(taken)
    assert set(store.announcements.take()) == {two}


async def test_a_turn_post_being_written_is_still_read_from_the_records(store):
    """While a move's write carries a turn post, the database still shows the older one:
    readers get the carried post, as they did while it was held."""
    one = store.games[0]
    assert await move(store, one, 0)
    await store.announcements.record(one, 1, prompt(one, 1))
    await store.announcements.flush()
    assert await move(store, one, 1)
    await store.announcements.record(one, 2, prompt(one, 2))
    taken = store.announcements.take()
    assert (await store.prompts.of_games([one])) == {one: prompt(one, 2)}
    store.announcements.hold_again(taken)  # (the write failed)
    assert (await store.prompts.of_games([one])) == {one: prompt(one, 2)}
    await store.announcements.flush()
    assert store.announcements.held_prompts() == {}
    assert (await store.prompts.of_games([one]))[one].message_id == prompt(one, 2).message_id


async def test_clicks_at_once_across_games_write_every_record(store):
    """Bursts of moves at once, each game's announcement recorded after its move: no two
    writes wait for each other, and every mark and post ends up written."""
    games = [*store.games, *await start_toy_games(store, range(4, 11))]
    versions = dict.fromkeys(games, 0)

    async def click(game_id: int) -> None:
        await store.get(game_id)  # (as a click reads its game first)
        assert await move(store, game_id, versions[game_id])
        versions[game_id] += 1
        await store.announcements.record(game_id, versions[game_id],
                                         prompt(game_id, versions[game_id]))

    for _ in range(BURSTS):
        await asyncio.gather(*(click(game_id) for game_id in games))
    await store.announcements.flush()
    assert (await marks(store.sql)) == {game_id: (BURSTS, BURSTS) for game_id in games}
    assert (await posts(store.sql)) == {game_id: (1000 * game_id + BURSTS, BURSTS)
                                        for game_id in games}
