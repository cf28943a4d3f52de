"""Trepanation end to end: complete games by clicking what the bot offers."""

from __future__ import annotations

import pytest

from tests.bot.driver import Driver, answer
from tests.bot.test_play import log_matches_snapshot

NAMES = ("ann", "ben", "cat", "dan", "eve")


@pytest.mark.parametrize("players", [2, 5])
async def test_complete_trepanation_game(simcord_env, players):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("trepanation")
    members = [guild.add_member(simcord_env.create_user(n)) for n in NAMES[:players]]
    driver = Driver(simcord_env, channel, members)
    started = await driver.open_and_start("trepanation")
    assert "The game begins!" in answer(started).content
    final = await driver.play_to_end(ai="heuristic")
    row, game, state = await driver.game()
    assert row.status == "over" and game.is_over(state)
    assert "Game over" in final.content
    for member in members:
        assert member.mention in final.content
    await log_matches_snapshot(driver)
    # Most moves take one click: the menus are public in an open-information game.
    assert driver.clicks <= 1.2 * row.version
