"""/game undo: the other players vote with buttons; the log keeps every row. (Taking back
one's own move alone: tests/bot/test_take_back.py.)"""

from __future__ import annotations

import pytest

from engine.core.ai import Agent
from engine.core.record import GameRecord, replay
from tests.bot.driver import Driver, answer, buttons
from tests.bot.german_table import german_cheer_table
from tests.bot.raw import forge
from tests.toys.race import CheerAgent

# The store, the bot on it and its restarts, on SQLite and on PostgreSQL.
pytestmark = pytest.mark.both_backends


CHEERS = "rounds=2, cheers=yes"


class PlayAgent(Agent):
    """Plays a card from its hidden hand face up: that shows the card."""

    name = "play"

    def choose(self, game, state, seat, legal):
        return next(a for a in legal if a["type"] == "play")


@pytest.fixture
def table(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    members = [guild.add_member(simcord_env.create_user(n)) for n in ("ann", "ben", "cat")]
    driver = Driver(simcord_env, channel, members)
    driver.agents = {seat: CheerAgent(seat) for seat in range(3)}
    return driver


def refused(result, words: str) -> None:
    shown = answer(result)
    assert shown.ephemeral, shown.content
    assert words in shown.content, shown.content


async def ask(driver: Driver, member) -> object:
    asked = answer(await member.slash(driver.channel, "game undo"))
    assert not asked.ephemeral, asked.content
    assert [b.label for b in buttons(asked.message)] == ["Agree", "Refuse"]
    return asked.message


async def test_undo_agreed_by_all_replays_the_log_without_the_move(table):
    ann, ben, cat = table.members
    await table.open_and_start("toy", options=CHEERS)
    await table.play_move()
    moved, _, _ = await table.game()
    vote = await ask(table, ben)
    assert ann.mention in vote.content and cat.mention in vote.content
    refused(await ben.click(vote, label="Agree"), "Only the other players")
    first = answer(await ann.click(vote, label="Agree"))
    assert "Agreed so far" in first.content and ann.mention in first.content
    refused(await ann.click(first.message, label="Agree"), "already agreed")
    done = answer(await cat.click(first.message, label="Agree"))
    assert not done.ephemeral and "taken back" in done.content

    row, game, state = await table.game()
    assert row.version == moved.version + 1
    rows = await table.bot.store.log_rows(row.id)
    assert [seq for seq, _ in rows] == [1, 2]  # the move and the undo: nothing deleted
    assert rows[1][1].seat == -1 and rows[1][1].action == {"type": "undo", "undoes": 1}
    without = GameRecord("toy", 3, int(row.seed or 0), row.options, [])
    assert state == replay(without)[1]
    assert game.to_act(state) == [0]
    # The vote is closed; the game goes on from the new prompt.
    assert not buttons(next(m for m in table.channel.history() if m.id == vote.id))
    table.prompt = done.message
    await table.play_move()
    after, _, state = await table.game()
    assert after.version == row.version + 1
    assert replay(await table.bot.store.record(after))[1] == state
    log = answer(await cat.slash(table.channel, "game log")).content
    assert "The only move so far:" in log and "Moves taken back: 1" in log


async def test_a_refusing_player_stops_it(table):
    ann, ben, _ = table.members
    await table.open_and_start("toy", options=CHEERS)
    await table.play_move()
    before, _, state = await table.game()
    vote = await ask(table, ben)
    refused(await ben.click(vote, label="Refuse"), "Only the other players")
    said = answer(await ann.click(vote, label="Refuse"))
    assert not said.ephemeral and "the move stands" in said.content
    assert not buttons(said.message)  # nobody can agree any more
    after, _, still = await table.game()
    assert after.version == before.version and still == state


def shown(channel, message):
    """``message`` as the channel shows it now."""
    return next(m for m in channel.history() if m.id == message.id)


async def test_a_request_that_lapses_says_so_at_once_and_loses_its_buttons(table):
    ann, _, cat = table.members
    await table.open_and_start("toy", options=CHEERS)
    await table.play_move()
    vote = await ask(table, cat)
    refused(await cat.slash(table.channel, "game undo"), "already asked")
    await table.play_move()  # ben plays instead of voting
    moved, _, _ = await table.game()
    lapsed = shown(table.channel, vote)
    assert not buttons(lapsed)
    assert "lapsed because the game moved on" in lapsed.content
    assert cat.mention in lapsed.content
    # A click that still reaches the old buttons changes nothing.
    g, v = moved.id, moved.version - 1
    refused(await forge(table.env, ann, lapsed, f"th:u:{g}:{v}:yes"), "lapsed")
    assert (await table.game())[0].version == moved.version
    assert await table.bot.store.undo_votes.open_request(g) is None


async def test_a_request_lapses_when_the_mover_takes_the_move_back_alone(table):
    ann, ben, _ = table.members
    await table.open_and_start("toy", options=CHEERS)
    await table.play_move()
    vote = await ask(table, ben)
    took = answer(await ann.slash(table.channel, "game undo"))  # her own move: at once
    assert took.ephemeral and "took back" in took.content
    lapsed = shown(table.channel, vote)
    assert not buttons(lapsed) and "lapsed" in lapsed.content


async def test_a_lapsed_request_is_marked_after_a_restart_too(simcord_env, bots):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    ann, ben = (guild.add_member(simcord_env.create_user(n)) for n in ("ann", "ben"))
    driver = Driver(simcord_env, channel, [ann, ben])
    driver.agents = {0: CheerAgent(0), 1: CheerAgent(1)}
    await driver.open_and_start("toy", options=CHEERS)
    await driver.play_move()
    vote = await ask(driver, ben)
    await simcord_env.restart_bot(bots())
    await driver.play_move()  # ben plays on instead
    lapsed = shown(channel, vote)
    assert not buttons(lapsed) and "lapsed" in lapsed.content


async def test_a_move_that_drew_a_hidden_card_cannot_be_undone(table):
    ann, ben, _ = table.members
    await table.open_and_start("toy", options=CHEERS)
    refused(await ann.slash(table.channel, "game undo"), "no move to take back")
    table.agents[0] = PlayAgent(0)
    await table.play_move()
    before, _, _ = await table.game()
    refused(await ben.slash(table.channel, "game undo"), "revealed hidden information")
    refused(await ann.slash(table.channel, "game undo"), "revealed hidden information")
    assert (await table.game())[0].version == before.version


async def test_only_players_may_ask(table, simcord_env):
    dan = table.channel.guild.add_member(simcord_env.create_user("dan"))
    await table.open_and_start("toy", options=CHEERS)
    await table.play_move()
    refused(await dan.slash(table.channel, "game undo"), "Only the players")


async def test_undo_refused_after_a_trepanation_show_card_came_to_light(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("trepanation")
    members = [guild.add_member(simcord_env.create_user(n)) for n in ("ann", "ben")]
    driver = Driver(simcord_env, channel, members)
    await driver.open_and_start("trepanation")
    for _ in range(300):
        _, game, before = await driver.game()
        await driver.play_move(ai="heuristic")
        _, _, after = await driver.game()
        if after["reveals"] != before["reveals"] and not game.is_over(after):
            break
    else:
        raise AssertionError("no move revealed a show card")
    row, _, _ = await driver.game()
    refused(await members[0].slash(channel, "game undo"), "revealed hidden information")
    assert (await driver.game())[0].version == row.version


async def test_ai_seats_count_as_agreeing_and_votes_survive_a_restart(simcord_env, bots):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    ann, ben = (guild.add_member(simcord_env.create_user(n)) for n in ("ann", "ben"))
    driver = Driver(simcord_env, channel, [ann, ben])
    driver.agents = {0: CheerAgent(0), 1: CheerAgent(1)}
    await ann.slash(channel, "game new", game="toy", options=CHEERS, max_players=3)
    lobby = channel.last_message
    await ben.click(lobby, label="Join")
    await ann.slash(channel, "game addbot", ai="random")
    driver.prompt = answer(await ann.click(lobby, label="Start")).message
    await driver.play_move()
    moved, _, _ = await driver.game()
    assert moved.seats[2] < 0 and moved.version == 1
    vote = await ask(driver, ben)
    asked = next(line for line in vote.content.splitlines() if "do you agree" in line)
    assert asked.startswith(f"{ann.mention}: do you agree")  # only the other human
    await simcord_env.restart_bot(bots())
    done = answer(await ann.click(vote, label="Agree"))  # the AI seat's vote is not awaited
    assert not done.ephemeral and "taken back" in done.content
    row, game, state = await driver.game()
    assert row.version == 2 and game.to_act(state) == [0] and state["track"] == []


async def test_the_vote_speaks_the_servers_language(simcord_env):
    driver, channel, ann, ben, controls = await german_cheer_table(simcord_env)
    assert controls[-1].label == "Zuschauen"
    await driver.play_move()
    vote = answer(await ben.slash(channel, "game undo"))
    assert [b.label for b in buttons(vote.message)] == ["Einverstanden", "Ablehnen"]
    assert "zurückzunehmen" in vote.content
    said = answer(await ann.click(vote.message, label="Ablehnen"))
    assert "der Zug bleibt" in said.content
