"""Teams and a full table: Toy Relay with 10 seats, played to the end in Discord."""

from __future__ import annotations

from typing import Any

from bot.core import texts
from engine.core.position import Position
from engine.core.registry import get_game
from tests.bot.driver import Driver, answer, public
from tests.toys.team import team_totals

NAMES = ("ann", "ben", "cat", "dan", "eve", "fay", "gus", "hal", "ida", "jon")


def pair(members: list[Any], team: list[int]) -> str:
    return " and ".join(members[seat].mention for seat in team)


async def test_ten_players_in_five_teams_play_to_a_team_result(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("relay")
    members = [guild.add_member(simcord_env.create_user(n)) for n in NAMES]
    driver = Driver(simcord_env, channel, members)
    started = answer(await driver.open_and_start("toy_team", max_players=10,
                                                 options="rounds=2"))
    lobby = public(channel)[0]
    assert "Players (10/10" in lobby.content and all(m.mention in lobby.content for m in members)
    row, game, state = await driver.game()
    assert row.seats == [m.id for m in members]
    teams = game.teams(state)
    assert teams == [[0, 5], [1, 6], [2, 7], [3, 8], [4, 9]]
    # The start message lists every team; the turn line names the acting player's team
    # beside them, naming nobody else.
    for number, team in enumerate(teams):
        assert f"Team {number + 1}: {pair(members, team)}" in started.content
    # (the host's own click started it: named, not mentioned)
    assert f"**{members[0].name}** (Team 1), it's your turn." in started.content
    await driver.play_move()
    prompt = public(channel)[-1]
    assert prompt.content.endswith(f"{members[1].mention} (Team 2), it's your turn.")
    assert members[6].mention not in prompt.content
    assert prompt.components  # a public menu: 10 seats leave the controls within limits

    status = answer(await members[9].slash(channel, "game status"))
    assert status.ephemeral and f"Team 5: {pair(members, teams[4])}" in status.content

    final = await driver.play_to_end(ai="random")
    row, game, state = await driver.game()
    assert row.status == "over" and row.version == 20
    result = game.result(state)
    totals = team_totals(state)
    best = max(totals)
    won = [t for t, total in enumerate(totals) if total == best]
    assert sorted(result.winners) == sorted(s for t in won for s in teams[t])
    named = "; ".join(f"Team {t + 1} ({pair(members, teams[t])})" for t in won)
    headline = "Winning team: " if len(won) == 1 else "Winning teams (shared): "
    assert headline + named in final.content
    assert final.content.count(headline) == 1 and "🏆" not in final.content  # said once
    for seat in result.winners:
        team = next(t for t, members_of in enumerate(teams) if seat in members_of)
        assert f"{members[seat].mention} (Team {team + 1}): {best}" in final.content

    # Every member of a winning team has won; /stats counts the team game.
    winner, loser = members[result.winners[0]], next(
        m for s, m in enumerate(members) if s not in result.winners)
    mine = answer(await winner.slash(channel, "stats"))
    assert "Toy Relay: played 1, won 1" in mine.content
    assert "in teams: played 1, won 1" in mine.content
    theirs = answer(await loser.slash(channel, "stats"))
    assert "in teams: played 1, won 0" in theirs.content
    board = answer(await loser.slash(channel, "leaderboard", game="toy_team"))
    lines = board.content.splitlines()[1:]
    assert len(lines) == 10
    leaders = lines[: len(result.winners)]
    assert all("1 game, 100% won" in line for line in leaders)  # ranked by rating
    assert {members[s].mention for s in result.winners} == {
        line.split(" ")[1].rstrip(":") for line in leaders}


def test_team_lines_join_the_members_names():
    game = get_game("toy_team")
    state = game.setup(5, 1)
    names = ["A", "B", "C", "D", "E"]
    assert texts.teams_text(Position(game, state), names) == "Team 1: A, C, and E\nTeam 2: B and D"
    assert texts.teams_text(Position(game, state), names, "de") == (
        "Team 1: A, C und E\nTeam 2: B und D")  # lists by Babel, in the reader's language
