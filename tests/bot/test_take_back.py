"""Taking back your own move alone (point 4 of issue 21): the Take back button under the
prompt, /game undo on your own move, and the grace AI seats leave for it."""

from __future__ import annotations

from typing import Any

import pytest

from bot.history.takeback import take_back_button
from bot.play.catchup import versions_between
from engine.core.ai import Agent
from engine.core.record import replay
from tests.bot.driver import Driver, answer, buttons, fresh, target_labels
from tests.bot.german_table import german_cheer_table
from tests.bot.raw import click_as_shown
from tests.toys.race import CheerAgent, SteadyAgent

CHEERS = "rounds=2, cheers=yes"
TAKE_BACK = "Take back"


class PlayAgent(Agent):
    """Plays a card from its hidden hand face up: that shows the card."""

    name = "play"

    def choose(self, game, state, seat, legal):
        return next(a for a in legal if a["type"] == "play")


def labels(shown: Any) -> list[str]:
    """The button labels of a message (or of the message of an interaction's answer)."""
    return [b.label for b in buttons(getattr(shown, "message", shown))]


def refused(result: Any, words: str) -> None:
    shown = answer(result)
    assert shown.ephemeral, shown.content
    assert words in shown.content, shown.content


@pytest.fixture
def table(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    members = [guild.add_member(simcord_env.create_user(n)) for n in ("ann", "ben", "cat")]
    driver = Driver(simcord_env, channel, members)
    driver.agents = {seat: CheerAgent(seat) for seat in range(3)}
    return driver


@pytest.mark.both_backends
async def test_the_mover_takes_back_a_move_that_showed_nothing_with_the_button(table):
    ann, ben, _ = table.members
    await table.open_and_start("toy", options=CHEERS)
    assert TAKE_BACK not in labels(table.prompt)  # no move yet
    shown, _ = await table.play_move()  # ann cheers
    assert TAKE_BACK in labels(shown)
    post_then = shown.message  # as it was then, with its Take back button
    moved, game, _ = await table.game()
    refused(await ben.click(shown.message, label=TAKE_BACK),
            "Only the player who made the last move")
    assert (await table.game())[0].version == moved.version
    took = answer(await ann.click(shown.message, label=TAKE_BACK))
    assert not took.ephemeral
    # (the button sits on the turn post: taking back edits it)
    assert f"{ann.mention} took back: {ann.mention} cheered" in took.content
    assert TAKE_BACK not in labels(took.message)  # nothing of ann's left to take back
    row, _, state = await table.game()
    assert row.version == moved.version + 1 and game.to_act(state) == [0]
    rows = await table.bot.store.log_rows(row.id)
    assert rows[-1][1].seat == -1 and rows[-1][1].action == {"type": "undo", "undoes": 1}
    assert replay(await table.bot.store.record(row))[1] == state
    refused(await click_as_shown(table.env, ann, post_then, TAKE_BACK), "moved on")  # spent


async def test_game_undo_on_your_own_move_takes_it_back_at_once(table):
    ann = table.members[0]
    await table.open_and_start("toy", options=CHEERS)
    await table.play_move()
    moved, _, _ = await table.game()
    took = answer(await ann.slash(table.channel, "game undo"))
    assert took.ephemeral and "took back" in took.content  # a note to her ...
    post = await table.turn_post()  # ... and the turn post says so, with no vote
    assert "took back" in post.content and "Agree" not in labels(post)
    assert (await table.game())[0].version == moved.version + 1


async def test_a_move_that_showed_a_card_offers_no_take_back(table):
    ann = table.members[0]
    await table.open_and_start("toy", options=CHEERS)
    table.agents[0] = PlayAgent(0)
    shown, _ = await table.play_move()
    assert TAKE_BACK not in labels(shown)
    refused(await ann.slash(table.channel, "game undo"), "revealed hidden information")


async def test_once_another_seat_has_acted_only_the_vote_is_left(table):
    ann = table.members[0]
    await table.open_and_start("toy", options=CHEERS)
    first, _ = await table.play_move()  # ann
    first_post = first.message  # as it was then, with its Take back button
    second, _ = await table.play_move()  # ben
    assert TAKE_BACK in labels(second)
    refused(await click_as_shown(table.env, ann, first_post, TAKE_BACK), "moved on")
    asked = answer(await ann.slash(table.channel, "game undo"))
    assert labels(asked.message) == ["Agree", "Refuse"]  # ben's move: everyone votes
    assert "took back" not in asked.content


async def test_the_take_back_speaks_the_servers_language(simcord_env):
    driver, _, ann, _, _ = await german_cheer_table(simcord_env)
    shown, _ = await driver.play_move()
    assert "Zurücknehmen" in labels(shown)
    row, game, _ = await driver.game()
    snap = await simcord_env.bot.tables.snapshot(row, game)
    # The same button, for the mover's own confirmation, in the mover's language.
    mine = take_back_button(simcord_env.bot.tables.takebacks, row, snap, "en")
    assert mine is not None and mine.item.label == TAKE_BACK
    took = answer(await ann.click(shown.message, label="Zurücknehmen"))
    assert f"{ann.mention} hat zurückgenommen: " in took.content


async def test_after_a_take_back_the_log_the_catch_up_and_the_export_agree(table):
    ann = table.members[0]
    await table.open_and_start("toy", options="rounds=1, cheers=yes")
    await table.play_move()
    await ann.slash(table.channel, "game undo")
    row, game, state = await table.game()
    rows = await table.bot.store.log_rows(row.id)
    rebuilt = versions_between(game, row, rows, 0, row.version)
    assert [m.undo for m in rebuilt] == [False, True]
    assert rebuilt[-1].after.state == state
    table.prompt = table.channel.last_message
    await table.play_to_end()
    log = answer(await ann.slash(table.channel, "game log")).content
    assert "Moves taken back: 1" in log
    exported = answer(await ann.slash(table.channel, "game export"))
    assert exported.ephemeral and "3 moves" in exported.content
    final, _, end = await table.game()
    assert replay(await table.bot.store.record(final))[1] == end


# --- AI seats wait for a take-back ------------------------------------------------------------
GRACE = 10


async def with_ai_seats(simcord_env, ais: int) -> tuple[Driver, Any]:
    """Ann and ``ais`` random AI seats at Toy Race with cheers; a 10 s take-back grace."""
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("bots")
    ann = guild.add_member(simcord_env.create_user("ann"))
    driver = Driver(simcord_env, channel, [ann])
    driver.agents = {0: CheerAgent(0)}
    await ann.slash(channel, "game new", game="toy", options=CHEERS, max_players=ais + 1)
    for _ in range(ais):
        await ann.slash(channel, "game addbot", ai="random")
    driver.prompt = answer(await ann.slash(channel, "game start")).message
    simcord_env.bot.autoplay.grace = GRACE
    return driver, ann


async def version(driver: Driver) -> int:
    return (await driver.game())[0].version


async def test_ai_seats_wait_the_grace_after_a_move_that_may_be_taken_back(simcord_env):
    driver, _ = await with_ai_seats(simcord_env, 2)
    await driver.play_move()
    assert await version(driver) == 1
    await simcord_env.advance_time(GRACE - 1)
    assert await version(driver) == 1  # the AI still waits
    await simcord_env.advance_time(2)
    # The first AI moved after the grace; the second followed at the usual pace (here none),
    # without a grace of its own after an AI's move.
    assert await version(driver) == 3


async def test_a_take_back_within_the_grace_keeps_the_ai_from_moving(simcord_env):
    driver, ann = await with_ai_seats(simcord_env, 1)
    shown, _ = await driver.play_move()
    await simcord_env.advance_time(GRACE / 2)
    took = answer(await ann.click(shown.message, label=TAKE_BACK))
    assert "took back" in took.content
    await simcord_env.advance_time(GRACE * 2)
    row, game, state = await driver.game()
    assert row.version == 2 and game.to_act(state) == [0]  # ann's turn again, no AI move


async def test_after_a_move_that_showed_a_card_the_ai_keeps_its_pace(simcord_env):
    driver, _ = await with_ai_seats(simcord_env, 1)
    driver.agents[0] = PlayAgent(0)
    await driver.play_move()
    assert await version(driver) == 2  # no grace: nothing could be taken back


async def test_a_move_the_ai_made_for_someone_away_is_not_theirs_to_take_back(
        table, monkeypatch):
    ann = table.members[0]
    monkeypatch.setattr(SteadyAgent, "choose", CheerAgent.choose)  # a move that shows nothing
    await table.open_and_start("toy", options=CHEERS)
    await ann.slash(table.channel, "game away")  # the AI plays ann's turn at once
    row, game, state = await table.game()
    assert row.version == 1 and game.to_act(state) == [1]
    await ann.slash(table.channel, "game back")
    asked = answer(await ann.slash(table.channel, "game undo"))
    assert "took back" not in asked.content
    assert labels(asked) == ["Agree", "Refuse"]  # the others vote on it


async def test_the_movers_private_answer_offers_the_take_back_too(simcord_env):
    """A move that went into the turn post as an edit is answered to the mover alone, in
    place of the menu they chose in; that answer carries Take back too."""
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    ann = guild.add_member(simcord_env.create_user("ann"))
    await ann.slash(channel, "game new", game="toy", options=CHEERS, max_players=2)
    await ann.slash(channel, "game addbot", ai="steady")
    await ann.slash(channel, "game start")
    driver = Driver(simcord_env, channel, [ann])
    post = await driver.turn_post()
    menu = answer(await ann.click(post, label="Choose my move")).message
    row, game, state = await driver.game()
    cheer = CheerAgent(0).choose(game, state, 0, game.legal_actions(state, 0))
    names = driver.bot.tables.label_names(row, "en")
    await driver.navigate(ann, menu, [target_labels(game, state, 0, cheer, "en", names)])
    answered = fresh(simcord_env, channel.id, menu.id)  # the menu, now her answer
    assert answered.flags.ephemeral and "Done" in answered.content
    assert TAKE_BACK in labels(answered)
