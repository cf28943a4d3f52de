"""Every kind of control, forged: a custom_id put on a message by someone else than the bot,
in a situation where it must not apply. Each is answered privately, says that nothing
changed, and leaves the whole database (versions, log, timers, votes, seats) as it was."""

from __future__ import annotations

import logging
from typing import Any

import pytest

from tests.bot.driver import Driver, answer, buttons, components
from tests.bot.raw import forge
from tests.toys.race import CheerAgent

# The store, the bot on it and its restarts, on SQLite and on PostgreSQL.
pytestmark = pytest.mark.both_backends

HOUR = 3600
NOTHING_CHANGED = "Nothing changed."


@pytest.fixture
def world(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    other = guild.create_text_channel("elsewhere")
    ann, ben, cat = (guild.add_member(simcord_env.create_user(n)) for n in ("ann", "ben", "cat"))
    return simcord_env, channel, other, ann, ben, cat


async def dump(env: Any) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every table of the bot's database."""
    from bot.storage.copy import TABLES

    rows: dict[str, list[tuple[Any, ...]]] = {}
    for table in (*TABLES, "schema_version"):
        found = await env.bot.sql.all(f"SELECT * FROM {table}")
        rows[table] = sorted((tuple(r) for r in found), key=repr)
    return rows


async def all_refused(env: Any, forged: list[tuple[Any, Any, str, dict[str, Any]]],
                      caplog: pytest.LogCaptureFixture) -> None:
    """Each (member, message, custom_id, options) click is answered privately with 'nothing
    changed' and changes no row of the database."""
    before = await dump(env)
    for member, message, custom_id, options in forged:
        result = await forge(env, member, message, custom_id, **options)
        shown = answer(result)
        assert shown is not None, f"{custom_id}: no answer"
        assert shown.ephemeral, f"{custom_id}: public answer {shown.content!r}"
        assert NOTHING_CHANGED in shown.content, f"{custom_id}: {shown.content!r}"
        assert await dump(env) == before, f"{custom_id} changed the database"
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]


async def toy_game(env: Any, channel: Any, members: list[Any], **options: str) -> Driver:
    driver = Driver(env, channel, members)
    await driver.open_and_start("toy", options=options.pop("options", "rounds=2"), **options)
    return driver


async def game_id_elsewhere(other: Any, member: Any) -> int:
    """A lobby in another channel: its controls clicked here belong to no game here."""
    await member.slash(other, "game new", game="toy")
    return int(other.last_message.components[0].children[0].custom_id.split(":")[2])


async def two_moves_on(env: Any, channel: Any, ann: Any, ben: Any) -> tuple[Driver, int, Any]:
    """A toy game of ann and ben, two moves on (ann to act again): the driver, the version
    of the first prompt (an old one by now) and the game's row."""
    driver = await toy_game(env, channel, [ann, ben])
    old, _, _ = await driver.game()
    await driver.play_move()
    await driver.play_move()
    row, _, _ = await driver.game()
    return driver, old.version, row


async def test_forged_menu_buttons_are_refused(world, caplog):
    env, channel, other, ann, ben, cat = world
    driver, old_version, row = await two_moves_on(env, channel, ann, ben)
    elsewhere = await game_id_elsewhere(other, cat)
    prompt = driver.channel.last_message
    g, v = row.id, row.version
    await all_refused(env, [
        (cat, prompt, f"th:m:{g}:{v}:0", {}),  # not playing
        (ben, prompt, f"th:m:{g}:{v}:0", {}),  # not ben's turn
        (ann, prompt, f"th:m:{g}:{old_version}:0", {}),  # an old prompt's move
        (ann, prompt, f"th:m:{g}:{v + 5}:0", {}),  # a version that never was
        (ann, prompt, f"th:m:{g}:{v}:999", {}),  # no such choice
        (ann, prompt, f"th:m:{g}:{v}:0.0.0.0.0", {}),
        (ann, prompt, f"th:m:{elsewhere}:0:0", {}),  # another channel's game
        (ann, prompt, f"th:m:{g + 99}:{v}:0", {}),  # no such game
    ], caplog)


async def test_forged_menu_selects_are_refused(world, caplog):
    env, channel, other, ann, ben, cat = world
    driver, old_version, row = await two_moves_on(env, channel, ann, ben)
    elsewhere = await game_id_elsewhere(other, cat)
    prompt = driver.channel.last_message
    g, v = row.id, row.version
    await all_refused(env, [
        (cat, prompt, f"th:s:{g}:{v}:-", {"values": ["0.0"]}),
        (ben, prompt, f"th:s:{g}:{v}:-", {"values": ["0.0"]}),
        (ann, prompt, f"th:s:{g}:{old_version}:-", {"values": ["0.0"]}),
        (ann, prompt, f"th:s:{g}:{v}:-", {"values": ["42.42"]}),
        (ann, prompt, f"th:s:{g}:{v}:-:3", {"values": ["not-a-path"]}),
        (ann, prompt, f"th:s:{g}:{v}:-", {"values": ["0.0", "0.1"]}),
        (ann, prompt, f"th:s:{elsewhere}:0:-", {"values": ["0"]}),
    ], caplog)


async def test_forged_page_buttons_are_refused(world, caplog):
    env, channel, other, ann, ben, cat = world
    driver, old_version, row = await two_moves_on(env, channel, ann, ben)
    _, game, state = await driver.game()
    # The path of a single move (a leaf): it has no pages.
    leaf = ".".join("0" for _ in game.words.action_path(state, game.legal_actions(state, 0)[0]))
    prompt = driver.channel.last_message
    g, v = row.id, row.version
    await all_refused(env, [
        (cat, prompt, f"th:p:{g}:{v}:-:1", {}),
        (ben, prompt, f"th:p:{g}:{v}:-:1", {}),
        (ann, prompt, f"th:p:{g}:{old_version}:-:1", {}),
        (ann, prompt, f"th:p:{g}:{v}:{leaf}:1", {}),
        (ann, prompt, f"th:p:{g}:{v}:77:0", {}),
        (ann, prompt, f"th:p:{await game_id_elsewhere(other, cat)}:0:-:0", {}),
    ], caplog)


async def test_forged_open_menu_buttons_are_refused(world, caplog):
    env, channel, other, ann, ben, cat = world
    driver, old_version, row = await two_moves_on(env, channel, ann, ben)
    prompt = driver.channel.last_message
    g, v = row.id, row.version
    await all_refused(env, [
        (cat, prompt, f"th:o:{g}:{v}", {}),
        (ben, prompt, f"th:o:{g}:{v}", {}),
        (cat, prompt, f"th:o:{g}:{old_version}", {}),
        (ann, prompt, f"th:o:{await game_id_elsewhere(other, cat)}:0", {}),
    ], caplog)
    # "Choose my move" answers the clicker's menu as it is now, whatever version the button
    # was drawn at: only to them, drawn at the current version, and nothing changes.
    before = await dump(env)
    for version in (old_version, v + 1):
        menu = answer(await forge(env, ann, prompt, f"th:o:{g}:{version}"))
        assert menu.ephemeral
        ids = [c.custom_id for c in components(menu.message)
               if c.custom_id.startswith(("th:m:", "th:s:"))]
        assert ids and all(i.startswith(f"th:{i[3]}:{g}:{v}:") for i in ids), ids
    assert await dump(env) == before
    await driver.play_to_end()
    await all_refused(env, [(ann, prompt, f"th:o:{g}:{v}", {})], caplog)  # game over


async def test_forged_hand_buttons_are_refused(world, caplog):
    env, channel, other, ann, ben, cat = world
    driver = await toy_game(env, channel, [ann, ben])
    row, _, _ = await driver.game()
    prompt = driver.channel.last_message
    elsewhere = await game_id_elsewhere(other, cat)
    await all_refused(env, [
        (cat, prompt, f"th:h:{row.id}", {}),  # not playing
        (ann, prompt, f"th:h:{elsewhere}", {}),  # another channel's lobby
    ], caplog)
    abort = answer(await ann.slash(channel, "game abort")).message
    await ann.click(abort, label="Abort the game")
    await all_refused(env, [(ann, prompt, f"th:h:{row.id}", {})], caplog)  # aborted here


async def test_forged_lobby_buttons_are_refused(world, caplog):
    env, channel, other, ann, ben, cat = world
    await ann.slash(channel, "game new", game="toy", max_players=2)
    lobby = channel.last_message
    game = int(lobby.components[0].children[0].custom_id.split(":")[2])
    elsewhere = await game_id_elsewhere(other, cat)
    await all_refused(env, [
        (ben, lobby, f"th:l:{game}:start", {}),  # only the host starts
        (ben, lobby, f"th:l:{game}:leave", {}),  # not in it
        (ann, lobby, f"th:l:{game}:start", {}),  # too few players
        (ann, lobby, f"th:l:{game}:join", {}),  # already in
        (ben, lobby, f"th:l:{elsewhere}:join", {}),  # another channel's lobby
        (ben, lobby, f"th:l:{game + 99}:join", {}),  # no such lobby
    ], caplog)
    await ben.click(lobby, label="Join")
    await all_refused(env, [(cat, lobby, f"th:l:{game}:join", {})], caplog)  # full
    await ann.click(lobby, label="Start")
    await all_refused(env, [
        (cat, lobby, f"th:l:{game}:join", {}),  # running: the lobby is closed
        (ben, lobby, f"th:l:{game}:leave", {}),
        (ann, lobby, f"th:l:{game}:start", {}),
    ], caplog)


async def test_forged_abort_answers_are_refused(world, caplog):
    env, channel, other, ann, ben, cat = world
    driver = await toy_game(env, channel, [ann, ben])
    row, _, _ = await driver.game()
    prompt = driver.channel.last_message
    elsewhere = await game_id_elsewhere(other, cat)
    g = row.id
    await all_refused(env, [
        # Asked nowhere: the question is only ever asked privately.
        (ann, prompt, f"th:a:{g}:yes", {}),
        (ann, prompt, f"th:a:{g}:no", {}),
        # A private question, but ben may not abort.
        (ben, prompt, f"th:a:{g}:yes", {"ephemeral": True}),
        (ben, prompt, f"th:a:{g}:no", {"ephemeral": True}),
        # Another channel's game, or none.
        (ann, prompt, f"th:a:{elsewhere}:yes", {"ephemeral": True}),
        (ann, prompt, f"th:a:{g + 99}:yes", {"ephemeral": True}),
    ], caplog)
    await driver.play_to_end()
    await all_refused(env, [(ann, prompt, f"th:a:{g}:yes", {"ephemeral": True})], caplog)


async def test_forged_watch_buttons_are_refused(world, caplog):
    env, channel, other, ann, _, cat = world
    await ann.slash(channel, "game new", game="toy")
    lobby = channel.last_message
    game = int(lobby.components[0].children[0].custom_id.split(":")[2])
    elsewhere = await game_id_elsewhere(other, cat)
    await all_refused(env, [
        (cat, lobby, f"th:w:{game}", {}),  # not started
        (cat, lobby, f"th:w:{elsewhere}", {}),  # another channel's
        (cat, lobby, f"th:w:{game + 99}", {}),
    ], caplog)
    await ann.click(lobby, label="Leave")  # the last person leaves: aborted
    await all_refused(env, [(cat, lobby, f"th:w:{game}", {})], caplog)


async def test_forged_undo_votes_are_refused(world, caplog):
    env, channel, other, ann, ben, cat = world
    driver = await toy_game(env, channel, [ann, ben, cat], options="rounds=2, cheers=yes")
    driver.agents[0] = CheerAgent(0)  # a move that may be taken back
    await driver.play_move()
    row, _, _ = await driver.game()
    prompt = driver.channel.last_message
    g, v = row.id, row.version
    await all_refused(env, [
        (ann, prompt, f"th:u:{g}:{v}:yes", {}),  # nobody asked
        (ann, prompt, f"th:u:{g}:{v}:no", {}),
    ], caplog)
    vote = answer(await ben.slash(channel, "game undo")).message
    assert [b.label for b in buttons(vote)] == ["Agree", "Refuse"]
    outsider = channel.guild.add_member(env.create_user("dee"))
    await all_refused(env, [
        (ann, prompt, f"th:u:{g}:{v - 1}:yes", {}),  # not the pending request's version
        (ann, prompt, f"th:u:{g}:{v + 1}:yes", {}),
        (ben, prompt, f"th:u:{g}:{v}:yes", {}),  # the one who asked does not vote
        (outsider, prompt, f"th:u:{g}:{v}:yes", {}),  # not playing
        (outsider, prompt, f"th:u:{g}:{v}:no", {}),
        (ann, prompt, f"th:u:{await game_id_elsewhere(other, cat)}:0:yes", {}),
    ], caplog)
    await ann.click(vote, label="Refuse")
    await all_refused(env, [(cat, prompt, f"th:u:{g}:{v}:yes", {})], caplog)  # lapsed


async def test_forged_take_backs_are_refused(world, caplog):
    """Only the mover takes their own move back alone, and only the move the button was
    shown for: another version, another game or another player changes nothing."""
    env, channel, other, ann, ben, cat = world
    driver = await toy_game(env, channel, [ann, ben, cat], options="rounds=2, cheers=yes")
    driver.agents[0] = CheerAgent(0)
    await driver.play_move()
    row, _, _ = await driver.game()
    prompt = driver.channel.last_message
    g, v = row.id, row.version
    outsider = channel.guild.add_member(env.create_user("dee"))
    await all_refused(env, [
        (ben, prompt, f"th:t:{g}:{v}", {}),  # not ben's move
        (outsider, prompt, f"th:t:{g}:{v}", {}),
        (ann, prompt, f"th:t:{g}:{v - 1}", {}),  # not the version shown
        (ann, prompt, f"th:t:{g}:{v + 1}", {}),
        (ann, prompt, f"th:t:{await game_id_elsewhere(other, cat)}:0", {}),
    ], caplog)
    assert (await driver.game())[0].version == v


async def test_forged_host_decisions_are_refused(world, caplog):
    """Without a missed deadline waiting for the host (for that seat, at that version) a
    forged 'let the AI play' cannot move anybody's turn, nor 'extend' add a clock."""
    env, channel, _, ann, ben, _ = world
    driver = await toy_game(env, channel, [ann, ben])  # no clock at all
    row, _, _ = await driver.game()
    prompt = driver.channel.last_message
    g, v = row.id, row.version
    await all_refused(env, [
        (ann, prompt, f"th:d:{g}:{v}:0:ai", {}),  # ann's own turn, played by the AI
        (ann, prompt, f"th:d:{g}:{v}:0:extend", {}),  # a timer for a game with no clock
        (ann, prompt, f"th:d:{g}:{v}:1:ai", {}),
        (ann, prompt, f"th:d:{g}:{v}:9:ai", {}),  # no such seat
        (ben, prompt, f"th:d:{g}:{v}:0:ai", {}),  # not the host
    ], caplog)


async def test_host_decisions_apply_only_to_the_missed_deadline_and_once(world, caplog):
    env, channel, other, ann, ben, cat = world
    await ann.slash(channel, "game new", game="toy", options="rounds=1", deadline="2h",
                    on_timeout="host")
    lobby = channel.last_message
    await ben.click(lobby, label="Join")
    await ann.click(lobby, label="Start")
    row = await env.bot.store.latest_in_channel(channel.id)
    assert row is not None
    g, v = row.id, row.version
    prompt = channel.last_message
    await all_refused(env, [(ann, prompt, f"th:d:{g}:{v}:0:ai", {})], caplog)  # not yet due
    elsewhere = await game_id_elsewhere(other, cat)
    await env.advance_time(2 * HOUR + 1)
    ask = channel.last_message
    assert "missed the deadline" in ask.content
    await all_refused(env, [
        (ann, ask, f"th:d:{g}:{v}:1:ai", {}),  # ben did not miss anything
        (ann, ask, f"th:d:{g}:{v}:1:extend", {}),
        (ann, ask, f"th:d:{g}:{v + 1}:0:ai", {}),  # another version
        (ben, ask, f"th:d:{g}:{v}:0:ai", {}),  # not the host
        (ann, ask, f"th:d:{elsewhere}:0:0:ai", {}),  # another channel's game
    ], caplog)
    await ann.click(ask, label="Extend the deadline")
    # Answered: neither the same answer again nor the other one applies.
    await all_refused(env, [
        (ann, prompt, f"th:d:{g}:{v}:0:extend", {}),
        (ann, prompt, f"th:d:{g}:{v}:0:ai", {}),
    ], caplog)
    assert (await dump(env))["actions"] == []  # nobody's turn was played
