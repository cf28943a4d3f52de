"""Skill ratings (openskill) replayed from the results table: the winner goes up, ties move
nobody apart, teams rise and fall together, AI seats are left out; /leaderboard ranks by
rating and the final score sheet shows each person's change."""

from __future__ import annotations

from bot.ratings.ratings import rate
from bot.storage.results import ResultRow
from tests.bot.driver import Driver, answer, public


def row(game: int, seat: int, user: int, rank: int, team: int | None = None) -> ResultRow:
    return ResultRow(game, seat, user, rank, rank == 1, team)


def test_the_winner_goes_up_and_the_loser_down():
    table = rate([row(1, 0, 10, 1), row(1, 1, 20, 2)])
    change = table.changes[1]
    assert change[10].delta > 0 > change[20].delta
    assert [p.user_id for p in table.ranked()] == [10, 20]
    assert table.players[10].won == 1 and table.players[20].won == 0


def test_a_tie_moves_equal_players_equally():
    table = rate([row(1, 0, 10, 1), row(1, 1, 20, 1)])
    first, second = table.players[10], table.players[20]
    assert abs(first.rating.mu - second.rating.mu) < 1e-9
    assert table.changes[1][10].delta == table.changes[1][20].delta


def test_a_team_rises_and_falls_together():
    table = rate([row(1, 0, 10, 1, team=0), row(1, 1, 20, 2, team=1),
                  row(1, 2, 30, 1, team=0), row(1, 3, 40, 2, team=1)])
    change = table.changes[1]
    assert change[10].delta == change[30].delta > 0
    assert change[20].delta == change[40].delta < 0


def test_ratings_are_replayed_in_order_so_history_counts():
    games = [row(g, 0, 10, 1) for g in range(1, 4)] + [row(g, 1, 20, 2) for g in range(1, 4)]
    games.sort(key=lambda r: (r.game_id, r.seat))
    table = rate(games)
    deltas = [table.changes[g][10].delta for g in (1, 2, 3)]
    assert deltas[0] > deltas[1] > deltas[2] > 0  # more certain with every game
    assert table.players[10].played == 3 and table.players[10].win_rate == 1.0


def test_a_person_alone_against_ai_seats_is_counted_but_not_rated():
    table = rate([row(1, 0, 10, 2)])
    assert table.players[10].played == 1 and 1 not in table.changes
    assert table.players[10].ordinal == 0.0


async def test_leaderboard_ranks_by_rating_and_the_score_sheet_shows_the_change(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    ann, ben = (guild.add_member(env.create_user(n)) for n in ("ann", "ben"))
    driver = Driver(env, channel, [ann, ben])
    await ann.slash(channel, "game new", game="toy", options="rounds=1")
    await ben.click(public(channel)[-1], label="Join")
    await ann.click(public(channel)[-1], label="Start")
    driver.prompt = public(channel)[-1]
    final = await driver.play_to_end()
    row, game, state = await driver.game()
    result = game.result(state)
    assert "Ratings: " in final.content
    board = answer(await ann.slash(channel, "leaderboard", game="toy"))
    lines = [line for line in board.content.splitlines() if line[:2] in ("1.", "2.")]
    assert len(lines) == 2 and all("1 game," in line for line in lines)
    assert len(result.winners) == 1  # (the fixed seeds give this game one winner)
    winner = row.seats[result.winners[0]]
    assert lines[0].startswith(f"1. <@{winner}>: rating ") and "100% won" in lines[0]
    assert f"<@{winner}> 0.0 → " in final.content and "(+" in final.content
