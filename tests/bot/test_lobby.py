"""/game new, join, leave, start, status and abort."""

from __future__ import annotations

import discord
import pytest

from tests.bot.driver import Driver, answer, buttons, selects


@pytest.fixture
def world(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    people = {n: guild.add_member(simcord_env.create_user(n)) for n in ("ann", "ben", "cat")}
    mods = guild.create_role("Mods", permissions=discord.Permissions(manage_channels=True))
    people["mod"] = guild.add_member(simcord_env.create_user("mod"), roles=[mods])
    return simcord_env, guild, channel, people


def says(result, words: str, *, ephemeral: bool = True) -> None:
    shown = answer(result)
    assert shown.ephemeral is ephemeral
    assert words in shown.content, shown.content


async def test_lobby_rules(world):
    _, _, channel, p = world
    ann, ben, cat = p["ann"], p["ben"], p["cat"]
    says(await ann.slash(channel, "game new", game="toy", options="speed=fast"),
         "unknown option")
    says(await ann.slash(channel, "game new", game="toy", max_players=9),
         "Players for Toy Race: 2 to 5")
    opened = await ann.slash(channel, "game new", game="toy", max_players=2, options="rounds=3")
    says(opened, "Players (1/2", ephemeral=False)
    assert "Rounds: 3" in answer(opened).content
    says(await ben.slash(channel, "game new", game="toy"), "already a game in this channel")
    says(await ann.slash(channel, "game start"), "needs at least 2 players")
    lobby = channel.last_message
    says(await ann.click(lobby, label="Join"), "already in this game")
    says(await ben.slash(channel, "game join"), "Players (2/2", ephemeral=False)
    says(await cat.click(lobby, label="Join"), "full")
    says(await ben.click(lobby, label="Start"), "Only the host")
    says(await ann.slash(channel, "game status"), "lobby")
    says(await ann.slash(channel, "game leave"), "Players (1/2", ephemeral=False)  # ben hosts
    says(await cat.slash(channel, "game join"), "Players (2/2", ephemeral=False)
    says(await ann.click(lobby, label="Start"), "Only the host")
    started = await ben.slash(channel, "game start")
    says(started, "The game begins!", ephemeral=False)
    assert ben.mention in answer(started).content and cat.mention in answer(started).content
    says(await ann.click(lobby, label="Join"), "already started")
    says(await cat.slash(channel, "game leave"), "under way")


async def test_status_shows_the_turn_and_offers_my_moves(world):
    env, _, channel, p = world
    driver = Driver(env, channel, [p["ann"], p["ben"]])
    await driver.open_and_start("toy")
    mine = await p["ann"].slash(channel, "game status")
    says(mine, "it's your turn")
    (cards,) = selects(answer(mine).message)  # only ann sees it: her menu may show her hand
    assert cards.placeholder.startswith("Play a card")
    theirs = await p["cat"].slash(channel, "game status")
    says(theirs, "Round 1")
    assert [b.label for b in buttons(answer(theirs).message)] == ["My hand / my board"]
    await driver.play_to_end()
    says(await p["cat"].slash(channel, "game status"), "Game over")


async def test_abort_needs_the_host_or_manage_channels_and_a_confirmation(world):
    env, _, channel, p = world
    driver = Driver(env, channel, [p["ann"], p["ben"]])
    await driver.open_and_start("toy")
    says(await p["ben"].slash(channel, "game abort"), "Only the host")
    asked = await p["ann"].slash(channel, "game abort")
    says(asked, "cannot be undone")
    says(await p["ann"].click(answer(asked), label="Keep playing"), "Nothing changed")
    row, _, _ = await driver.game()
    assert row.status == "running"
    asked = await p["mod"].slash(channel, "game abort")
    says(await p["mod"].click(answer(asked), label="Abort the game"), "aborted", ephemeral=False)
    row, _, _ = await driver.game()
    assert row.status == "aborted"
    prompt = channel.history()[-2]  # the last turn prompt, before the abort notice
    says(await p["ann"].click(prompt, label="Choose my move"), "aborted")
    says(await p["ann"].slash(channel, "game new", game="toy"), "lobby", ephemeral=False)
