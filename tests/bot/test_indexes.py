"""The queries whose cost would grow with the number of stored games read an index:
/game status (the channel's game), start-up (games with something due, results left to
write), /leaderboard and /stats (grouped in index order, no temporary B-tree)."""

from __future__ import annotations

import pytest

from bot.storage.db import migrate, open_sql
from bot.storage.results import ResultLine
from bot.storage.store import GameStore


@pytest.fixture
async def recorded(tmp_path):
    """A SQLite store whose reads are recorded (statement, params), to EXPLAIN them."""
    sql = await open_sql(tmp_path / "plans.db")
    await migrate(sql)
    store = GameStore(sql)
    for number in range(20):
        row = await store.create_lobby(guild_id=1, channel_id=number, game_key="toy",
                                       host_id=1, max_players=2, options={})
        await store.start(row.id, seats=[1, 2], seed=1, state={})
        await store.results.add(row.id, 1, "toy", [ResultLine(0, 1, 5, 1, True),
                                                   ResultLine(1, 2, 3, 2, False)])
    seen: list[tuple[str, tuple]] = []
    for name in ("one", "all"):
        original = getattr(sql, name)

        async def spy(statement, params=(), original=original):
            seen.append((statement, tuple(params)))
            return await original(statement, params)

        setattr(sql, name, spy)
    yield store, seen
    await sql.close()


async def plan_of(store: GameStore, statement: str, params: tuple) -> str:
    rows = await store.sql.conn.execute_fetchall("EXPLAIN QUERY PLAN " + statement, params)
    return " | ".join(str(r[3]) for r in rows)


@pytest.mark.parametrize(("call", "index"), [
    (lambda s: s.open_in_channel(3), "games_one_open_per_channel"),
    (lambda s: s.latest_in_channel(3), "games_by_channel"),
    (lambda s: s.resumable_games(), "games_bot_to_act"),
    (lambda s: s.finished_without_results(), "games_results_pending"),
    (lambda s: s.results.history(1, "toy"), "results_by_guild_game_user"),
    (lambda s: s.results.player_stats(1, 1), "results_by_guild_user_game"),
    (lambda s: s.timers.earliest(), "timers_by_due_at"),
    (lambda s: s.seated.running_with(3), "game_seats_by_user"),
    (lambda s: s.ratings.top(1, "toy", 10), "ratings_by_rank"),
])
async def test_each_lookup_reads_its_index_and_never_scans_the_games(recorded, call, index):
    store, seen = recorded
    await call(store)
    statement, params = seen[-1]
    plan = await plan_of(store, statement, params)
    assert index in plan
    assert "SCAN games" not in plan.replace("SCAN games USING", "")
    assert "TEMP B-TREE FOR GROUP BY" not in plan


async def test_stats_need_no_sorting_at_all(recorded):
    store, seen = recorded
    assert [s.game_key for s in await store.results.player_stats(1, 1)] == ["toy"]
    plan = await plan_of(store, *seen[-1])
    assert "TEMP B-TREE" not in plan and "COVERING INDEX" in plan


@pytest.mark.parametrize("backend", ["postgresql"], indirect=True)
async def test_the_leaderboard_is_planned_once_at_scale_on_postgresql(database_url):
    """At 20,000 ratings over 50 servers the leaderboard's prepared statement goes over to
    its generic plan (planned once per connection), as it does on a small table: with the
    limit a parameter PostgreSQL planned every call anew there."""
    sql = await open_sql(database_url)
    try:
        await migrate(sql)
        async with sql.transaction() as tx:
            await tx.write_many(
                "INSERT INTO ratings (guild_id, game_key, user_id, mu, sigma, ordinal, played,"
                " won) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [(guild, "toy", user, 25.0, 8.0, (user * 7919 % 1000) / 10, 3, 1)
                 for guild in range(50) for user in range(400)])
        await sql.one("ANALYZE ratings")
        store = GameStore(sql)
        for _ in range(12):
            assert len(await store.ratings.top(7, "toy", 10)) == 10
        plans = await sql.all(
            "SELECT generic_plans, custom_plans FROM pg_prepared_statements"
            " WHERE statement LIKE 'SELECT user_id, mu%FROM ratings WHERE guild_id%'")
        assert len(plans) == 1 and plans[0][0] >= 6, plans
    finally:
        await sql.close()
