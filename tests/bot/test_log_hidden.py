"""No log level shows hidden information: with everything at DEBUG, a game's log output
holds no hand, deck or pending pick. The database drivers' debug lines (which carry every
statement's parameters, the state JSON among them) are dropped, and discord.py's request,
response and gateway bodies are reduced to their kind."""

from __future__ import annotations

import io
import logging

import pytest

from bot.log_secrets import hide_secrets
from tests.bot.driver import Driver

PRIVATE_MENU = {"type": 4, "data": {"content": "Your hand: Crimson Otter", "flags": 64}}


@pytest.fixture
def debug_output():
    """(what the filtered root handler writes, what an unfiltered one would have written),
    every logger at DEBUG."""
    root = logging.getLogger()
    shown, raw = io.StringIO(), io.StringIO()
    handlers = [logging.StreamHandler(shown), logging.StreamHandler(raw)]
    for handler in handlers:
        handler.setFormatter(logging.Formatter("%(levelname)s %(name)s %(message)s"))
    old_level, old_handlers = root.level, root.handlers[:]
    root.handlers = [handlers[0]]
    root.setLevel(logging.DEBUG)
    hide_secrets("MTA4.token")  # as python -m bot does, on the root's handlers
    root.handlers.append(handlers[1])
    yield shown, raw
    root.handlers, root.level = old_handlers, old_level


async def test_a_game_at_debug_logs_no_hand(simcord_env, debug_output):
    shown, raw = debug_output
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    members = [guild.add_member(simcord_env.create_user(n)) for n in ("ann", "ben", "cat")]
    driver = Driver(simcord_env, channel, members)
    await driver.open_and_start("toy", options="rounds=3")
    for _ in range(4):
        await driver.play_move()
    _, _, state = await driver.game()
    held = [card for hand in state["hands"] for card in hand]
    # The driver did log every statement (the bot's SQLite statements reach aiosqlite as one
    # call each, so its lines name the call, not the parameters; asyncpg's carry them).
    assert held and "DEBUG aiosqlite" in raw.getvalue()
    text = shown.getvalue()
    assert "aiosqlite" not in text and '"hands"' not in text
    assert not [card for card in held if card in text]


def test_discord_py_bodies_are_reduced_to_their_kind(debug_output):
    shown, _ = debug_output
    http = logging.getLogger("discord.http")
    http.debug("%s %s with %s has returned %s", "POST",
               "https://discord.com/api/v10/channels/1/messages", PRIVATE_MENU, 200)
    http.debug("%s %s has received %s", "POST", "https://discord.com/api/v10/webhooks/1/x",
               {"content": "Your hand: Crimson Otter"})
    event = {"op": 0, "t": "INTERACTION_CREATE",
             "d": {"data": {"custom_id": "th:s:1:4:-", "values": ["3.1"]}}}
    logging.getLogger("discord.gateway").debug("For Shard ID %s: WebSocket Event: %s", 0, event)
    logging.getLogger("asyncpg.pool").debug("query with %s", '{"picks":[null,"a05"]}')
    text = shown.getvalue()
    assert "Crimson Otter" not in text and "3.1" not in text and "a05" not in text
    assert "<body hidden: op=0 t=INTERACTION_CREATE>" in text
    assert text.count("POST https://discord.com/api/v10/") == 2  # the lines stay, bodies go


def test_driver_warnings_still_show(debug_output):
    shown, _ = debug_output
    logging.getLogger("aiosqlite").warning("iterdump completed unexpectedly")
    assert "iterdump completed unexpectedly" in shown.getvalue()
