"""Stored ratings (migrations/0013_ratings.sql): moved in the transaction that records a
game's results, equal to replaying the whole results table, recomputed by
``python -m bot rerate`` and, for a database rated before they were stored, on first use."""

from __future__ import annotations

import asyncio

import pytest

from bot.__main__ import main
from bot.ratings.board import StoredRatings, ratings_of
from bot.ratings.ratings import rate
from bot.ratings.stored import after_results, rerate
from bot.storage.db import migrate, open_sql
from bot.storage.results import ResultLine
from bot.storage.store import GameStore

pytestmark = pytest.mark.both_backends
GUILD = 1 << 40
# (winner, loser) of each game, in the order they end; user 30 also wins twice
GAMES = [(10, 20), (10, 20), (20, 30), (30, 10), (30, 20)]


async def finish(store: GameStore, number: int, winner: int, loser: int) -> int:
    row = await store.create_lobby(guild_id=GUILD, channel_id=number, game_key="toy",
                                   host_id=winner, max_players=2, options={})
    await store.results.add(row.id, GUILD, "toy", [ResultLine(0, winner, 9, 1, True),
                                                    ResultLine(1, loser, 3, 2, False)])
    return row.id


def ordinals(players) -> list[tuple[int, float, int]]:
    return [(p.user_id, round(p.ordinal, 9), p.played) for p in players]


@pytest.fixture
async def store(database_url):
    sql = await open_sql(database_url)
    await migrate(sql)
    store = GameStore(sql)
    store.results.after_add = after_results
    yield store
    await sql.close()


async def test_each_result_moves_the_stored_ratings_as_the_replay_of_all_results(store):
    ids = [await finish(store, n, *game) for n, game in enumerate(GAMES, start=1)]
    replayed = rate(await store.results.history(GUILD, "toy"))
    assert ordinals(await ratings_of(store, GUILD, "toy")) == ordinals(replayed.ranked())
    changes = await store.ratings.changes(ids[-1])
    assert [(c.user_id, round(c.after - c.before, 9)) for c in changes] == [
        (uid, round(change.delta, 9)) for uid, change in replayed.changes[ids[-1]].items()]
    await store.results.add(ids[0], GUILD, "toy", [ResultLine(0, 10, 9, 1, True)])
    assert ordinals(await ratings_of(store, GUILD, "toy")) == ordinals(replayed.ranked())


async def test_the_leaderboard_reads_the_top_rows_only(store):
    for n, game in enumerate(GAMES, start=1):
        await finish(store, n, *game)
    statements = store.counts[0]
    top = await ratings_of(store, GUILD, "toy", size=2)
    assert len(top) == 2 and store.counts[0] - statements <= 3  # (first use: 1 check)
    statements = store.counts[0]
    await ratings_of(store, GUILD, "toy", size=2)
    assert store.counts[0] - statements == 1


async def test_rerate_and_a_database_rated_before_ratings_were_stored(store, database_url):
    store.results.after_add = None  # as the bot of schema 12 recorded results
    for n, game in enumerate(GAMES, start=1):
        await finish(store, n, *game)
    assert await store.ratings.top(GUILD, "toy", 10) == []
    replayed = ordinals(rate(await store.results.history(GUILD, "toy")).ranked())
    assert ordinals(await StoredRatings(store).top(GUILD, "toy", 10)) == replayed
    async with store.sql.transaction() as tx:
        await tx.write("UPDATE ratings SET mu = 0, ordinal = 0")  # e.g. the rules changed
    assert await asyncio.to_thread(main, ["rerate", "--database", database_url]) == 0
    assert ordinals(await StoredRatings(store).top(GUILD, "toy", 10)) == replayed
    assert await rerate(store) == 1  # one leaderboard: the server's toy game
