"""Ladies & Gentlemen played from /game new to the Ball in the in-memory Discord: humans click
what the bot offers, AI seats play by themselves, and nothing secret ever reaches the public."""

from __future__ import annotations

import logging

import pytest

from engine.ladies_gentlemen.words import team_name
from tests.ladies_gentlemen.in_discord.table import BOT, seat_table


def errors(caplog: pytest.LogCaptureFixture) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]


async def test_five_players_with_the_courtesan_play_to_the_ball(simcord_env, monkeypatch,
                                                                caplog):
    table = seat_table(simcord_env, ("ann", "ben", "cat", "dan"), monkeypatch)
    ann, ben, cat, dan = table.members
    # Seats go in lobby order as Lady/Gentleman pairs: team blue ann & ben, team orange cat
    # & dan, and an AI Courtesan last. Two human Ladies and two human Gentlemen make sure a
    # human is sometimes not the last to choose (an AI seat chooses the moment it may).
    started = await table.open(["ann", "ben", "cat", "dan", BOT])
    row, game, state = await table.state()
    assert state["courtesan"] == 4 and row.seats[4] < 0
    assert f"Team blue: {ann.mention} and {ben.mention}" in started.content
    assert f"Team orange: {cat.mention} and {dan.mention}" in started.content
    assert "choose at once, each in private" in started.content

    final = await table.play_to_ball()

    assert not table.leaks, table.leaks[:5]
    row, game, state = await table.state()
    assert row.status == "over" and "Game over" in final.content
    outcome = state["result"]
    result = game.result(state)
    if outcome["courtesan_won"]:
        patron = table.driver.member(row.seats[next(s for s in result.winners if s != 4)])
        assert (f"The Courtesan Heuristic bot 1 is the most elegant and wins with her patron "
                f"{patron.mention}") in final.content
    else:
        team = result.winners[0] // 2
        assert final.content.count(f"{team_name(team)} wins:") == 1  # said once, by the game
        assert "Winning team" not in final.content
    if outcome["scandal_team"] is not None:
        assert f"Scandal! The Courtesan excludes {team_name(outcome['scandal_team'])}" \
            in final.content
    # Every kind of secret choice was made by a human, in private.
    assert {"artisan", "window", "visit", "stock"} <= set(table.picks), table.picks
    assert table.pictures.scores == ["en"] and table.pictures.boards
    assert not errors(caplog)


async def test_four_players_with_gossip_play_to_the_ball(simcord_env, monkeypatch, caplog):
    table = seat_table(simcord_env, ("ann", "ben", "cat"), monkeypatch)
    ann, ben, cat = table.members
    # Team blue: ann and an AI Gentleman; team orange: ben (Lady) and cat (Gentleman).
    started = await table.open(["ann", BOT, "ben", "cat"], options="gossip=on")
    row, game, state = await table.state()
    assert state["options"]["gossip"] == "on" and state["courtesan"] is None
    assert f"Team blue: {ann.mention} and Heuristic bot 1" in started.content
    assert f"Team orange: {ben.mention} and {cat.mention}" in started.content

    final = await table.play_to_ball()

    assert not table.leaks, table.leaks[:5]
    row, game, state = await table.state()
    result = game.result(state)
    team = result.winners[0] // 2
    assert row.status == "over" and sorted(result.winners) == [2 * team, 2 * team + 1]
    assert final.content.count(f"{team_name(team)} wins:") == 1  # said once, by the game
    assert "Winning team" not in final.content
    assert "Gossip" in final.content  # the score lines count the Gossip each Lady kept
    assert {"artisan", "window", "visit"} <= set(table.picks), table.picks
    assert table.picks["gossip"] + table.picks["no_gossip"] > 0, table.picks
    # (a turn line stands in the turn post while it is current: look at what was sent)
    sent = [str(request.json) for request in table.env.http_requests]
    if table.picks["gossip"]:  # passing Gossip is announced, the card is not
        assert any("passed a Gossip card to" in p for p in sent)
    # The turn line names each seat it waits for once, with its team beside it.
    assert any(f"{ben.mention} (Team orange)" in p for p in sent)
    assert any("Heuristic bot 1 (AI, Team blue)" in p for p in sent)
    assert not errors(caplog)
