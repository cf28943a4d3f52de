"""Results of finished games per server: /stats and /leaderboard; AI seats are not ranked."""

from __future__ import annotations

import pytest

from engine.core.registry import get_game
from tests.bot.driver import Driver, answer, public

# The store, the bot on it and its restarts, on SQLite and on PostgreSQL.
pytestmark = pytest.mark.both_backends


async def _query(bot, sql):
    """Read the database directly, as the test's own check."""
    return await bot.sql.all(sql)

async def play_to_end(driver: Driver) -> None:
    """Moves of the humans on the latest public prompt (the AI seat answers by itself)."""
    for _ in range(100):
        if "Game over" in public(driver.channel)[-1].content:
            return
        driver.prompt = next(m for m in reversed(public(driver.channel)) if m.components)
        await driver.play_move()
    raise AssertionError("no game over")


async def test_stats_and_leaderboard_after_finished_games(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    ann, ben, dan = (guild.add_member(simcord_env.create_user(n)) for n in ("ann", "ben", "dan"))
    driver = Driver(simcord_env, channel, [ann, ben])
    for _ in range(2):
        await ann.slash(channel, "game new", game="toy", options="rounds=1", max_players=3)
        await ben.click(public(channel)[-1], label="Join")
        await ann.slash(channel, "game addbot", ai="random")
        await ann.click(public(channel)[-1], label="Start")
        await play_to_end(driver)

    store = simcord_env.bot.store
    rows = await _query(simcord_env.bot, "SELECT * FROM results ORDER BY game_id, seat")
    assert [(r["user_id"], r["seat"]) for r in rows] == [(ann.id, 0), (ben.id, 1)] * 2
    game_rows = [await store.get(gid) for gid in sorted({r["game_id"] for r in rows})]
    expected: dict[int, list[int]] = {ann.id: [0, 0, 0], ben.id: [0, 0, 0]}  # played, won, sum
    for row in game_rows:
        assert row is not None and row.status == "over"
        state = await store.load_state(row)
        result = get_game("toy").result(state)
        for line in result.scores:
            if line.seat < 2:
                tally = expected[row.seats[line.seat]]
                tally[0] += 1
                tally[1] += line.seat in result.winners
                tally[2] += line.total

    mine = answer(await ann.slash(channel, "stats"))
    assert mine.ephemeral
    played, won, total = expected[ann.id]
    assert f"Toy Race: played {played}, won {won}, average score {total / played:.1f}" \
        in mine.content
    about_ben = answer(await dan.slash(channel, "stats", player=ben))
    played, won, total = expected[ben.id]
    assert ben.mention in about_ben.content and f"played {played}, won {won}" in about_ben.content
    nothing = answer(await dan.slash(channel, "stats"))
    assert "hasn't finished a game" in nothing.content

    board = answer(await dan.slash(channel, "leaderboard", game="toy"))
    assert board.ephemeral
    lines = [line for line in board.content.splitlines() if line[:2] in ("1.", "2.", "3.")]
    assert len(lines) == 2 and "bot" not in board.content.lower()
    order = sorted(expected, key=lambda u: (-expected[u][1], -expected[u][2] / 2))
    assert lines[0].startswith(f"1. <@{order[0]}>") and lines[1].startswith(f"2. <@{order[1]}>")
    other = answer(await dan.slash(channel, "leaderboard", game="trepanation"))
    assert "Nobody has finished" in other.content

    # A second server sees none of it.
    elsewhere = simcord_env.create_guild()
    lobby = elsewhere.create_text_channel("games")
    eve = elsewhere.add_member(simcord_env.create_user("eve"))
    assert "Nobody has finished" in answer(await eve.slash(lobby, "leaderboard",
                                                          game="toy")).content
    assert await store.results.player_stats(elsewhere.id, ann.id) == []


async def test_results_lost_in_a_crash_are_recorded_at_the_next_start(simcord_env, bots):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    ann, ben = (guild.add_member(simcord_env.create_user(n)) for n in ("ann", "ben"))
    driver = Driver(simcord_env, channel, [ann, ben])
    await driver.open_and_start("toy", options="rounds=1")
    await driver.play_to_end()
    before = await _query(simcord_env.bot, "SELECT * FROM results ORDER BY seat")
    assert len(before) == 2
    # As if the bot had stopped right after the last move, before writing the results.
    async with simcord_env.bot.sql.transaction() as tx:
        await tx.write("DELETE FROM results")
        await tx.write("UPDATE games SET results_pending = 1 WHERE status = 'over'")
    await simcord_env.restart_bot(bots())
    after = await _query(simcord_env.bot, "SELECT * FROM results ORDER BY seat")
    columns = ("game_id", "seat", "user_id", "score", "rank", "won")
    assert [[r[c] for c in columns] for r in after] == [[r[c] for c in columns] for r in before]
