"""Turn deadlines and reminders: timers in the database, fired on simcord's virtual clock."""

from __future__ import annotations

import asyncio
import time

import pytest
from simcord import InteractionResult

from bot.storage.timer_rows import Timer
from tests.bot.driver import answer, buttons, public, selects
from tests.bot.raw import build_click, select_data

# The store, the bot on it and its restarts, on SQLite and on PostgreSQL.
pytestmark = pytest.mark.both_backends

HOUR = 3600


@pytest.fixture
def world(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    members = [guild.add_member(simcord_env.create_user(name)) for name in ("ann", "ben")]
    return simcord_env, channel, members


async def start(env, channel, members, game: str = "toy", **clock: str) -> str:
    ann, ben = members
    opened = (await ann.slash(channel, "game new", game=game, options="rounds=1",
                              **clock)).response.content
    lobby = public(channel)[-1]
    await ben.click(lobby, label="Join")
    await ann.click(lobby, label="Start")
    return opened


async def game_row(env, channel):
    row = await env.bot.store.latest_in_channel(channel.id)
    assert row is not None
    return row


async def logged(env, game_id: int) -> list[tuple[int, str]]:
    rows = await env.bot.sql.all(
        "SELECT seat, action FROM actions WHERE game_id = ? ORDER BY seq", (game_id,))
    return [(int(r[0]), str(r[1])) for r in rows]


async def test_deadline_fires_after_a_restart_and_plays_the_ai_move_once(world, bots):
    env, channel, members = world
    opened = await start(env, channel, members, deadline="1h")
    assert "1 hour per decision" in opened  # the lobby shows the clock
    row = await game_row(env, channel)
    await env.restart_bot(bots())  # the timer lives in the database only
    await env.advance_time(HOUR - 60)
    assert len(await logged(env, row.id)) == 0
    await env.advance_time(120)
    log = await logged(env, row.id)
    assert len(log) == 1 and log[0][0] == 0
    move = public(channel)[-1]
    assert "missed the deadline" in move.content and members[0].mention in move.content
    assert "played" in move.content  # posted like a click's move: the event line
    assert members[1].mention in move.content  # and the next turn prompt
    await env.advance_time(HOUR - 120)  # ben's own hour is not over: nothing more
    assert len(await logged(env, row.id)) == 1
    await env.advance_time(240)
    assert len(await logged(env, row.id)) == 2


async def test_reminder_mentions_once_then_never_again(world):
    env, channel, members = world
    await start(env, channel, members, reminder="30m")
    await env.advance_time(29 * 60)
    assert not [m for m in public(channel) if "still your turn" in m.content]
    await env.advance_time(2 * 60)
    reminders = [m for m in public(channel) if "still your turn" in m.content]
    assert len(reminders) == 1 and members[0].mention in reminders[0].content
    await env.advance_time(48 * HOUR)
    assert len([m for m in public(channel) if "still your turn" in m.content]) == 1
    row = await game_row(env, channel)
    assert row.version == 0  # no deadline: nobody played for ann


async def wait_for_waiters(lock: asyncio.Lock, count: int) -> None:
    """Let the bot run (its database work is in a thread) until ``count`` tasks queue."""
    for _ in range(2000):
        if len(getattr(lock, "_waiters", None) or ()) >= count:
            return
        time.sleep(0.001)
        await asyncio.sleep(0)
    raise AssertionError(f"{count} waiters never queued on the game's lock")


@pytest.mark.parametrize("first", ["click", "timer"])
async def test_timer_and_click_at_the_same_moment_apply_one_move(world, first):
    """Both pass their own checks, then queue on the game's lock; the second one in is
    turned away by the version check (the click: "out of date"; the timer: ignored)."""
    env, channel, members = world
    await start(env, channel, members, game="toy_open", deadline="1h")
    row = await game_row(env, channel)
    prompt = public(channel)[-1]
    (select,) = selects(prompt)
    record, payload = build_click(env, members[0], prompt,
                                  select_data(select.custom_id, [select.options[0].value]))
    before = len(public(channel))
    timer = Timer(0, row.id, "deadline", env.now(), {"seat": 0, "version": 0})
    lock = env.bot.tables.locks[row.id]
    await lock.acquire()  # hold both at the door, then let them in in the chosen order
    if first == "click":
        env.backend.emit("INTERACTION_CREATE", payload)
        await wait_for_waiters(lock, 1)
        fired = asyncio.ensure_future(env.bot.deadlines.on_timer(timer))
        await wait_for_waiters(lock, 2)
    else:
        fired = asyncio.ensure_future(env.bot.deadlines.on_timer(timer))
        await wait_for_waiters(lock, 1)
        env.backend.emit("INTERACTION_CREATE", payload)
        await wait_for_waiters(lock, 2)
    lock.release()
    await fired
    await env.settle()
    assert len(await logged(env, row.id)) == 1
    assert (await game_row(env, channel)).version == 1
    moves = [m for m in public(channel)[before:] if "played" in m.content]
    assert len(moves) == 1
    click = answer(InteractionResult(env, record))
    if first == "click":
        assert not click.ephemeral and "missed the deadline" not in moves[0].content
    else:
        assert "missed the deadline" in moves[0].content
        assert click.ephemeral and "out of date" in click.content


async def test_skip_passes_where_the_rules_allow_and_falls_back_to_the_ai(world):
    env, channel, members = world
    await start(env, channel, members, game="toy_pass", deadline="1h", on_timeout="skip")
    row = await game_row(env, channel)
    await env.advance_time(HOUR + 1)
    assert await logged(env, row.id) == [(0, '{"type":"pass"}')]
    assert "is skipped" in public(channel)[-1].content


async def test_skip_without_a_pass_lets_the_ai_play(world):
    env, channel, members = world
    await start(env, channel, members, deadline="1h", on_timeout="skip")
    row = await game_row(env, channel)
    await env.advance_time(HOUR + 1)
    ((seat, action),) = await logged(env, row.id)
    assert seat == 0 and '"type":"play"' in action


async def test_host_policy_asks_the_host_who_may_extend_or_let_the_ai_play(world):
    env, channel, members = world
    ann, ben = members
    await start(env, channel, members, deadline="2h", reminder="1h", on_timeout="host")
    await ann.click(public(channel)[-1], label="My hand / my board")  # a click is no move
    row = await game_row(env, channel)
    await env.advance_time(2 * HOUR + 1)
    ask = public(channel)[-1]
    assert "missed the deadline" in ask.content and ann.mention in ask.content
    assert len(await logged(env, row.id)) == 0
    refused = await ben.click(ask, label="Let the AI play")
    assert refused.ephemeral and "Only the host" in answer(refused).content
    await ann.click(ask, label="Extend the deadline")
    assert "more" in public(channel)[-1].content
    await env.advance_time(HOUR)
    assert len(await logged(env, row.id)) == 0
    await env.advance_time(HOUR + 1)
    ask = public(channel)[-1]
    assert "missed the deadline" in ask.content
    await ann.click(ask, label="Let the AI play")
    assert len(await logged(env, row.id)) == 1
    assert not buttons(public(channel)[-2])  # the question was answered: no buttons left


@pytest.mark.parametrize("option,value", [
    ("deadline", "soon"), ("deadline", "99999d"), ("deadline", "0s"), ("reminder", "31d"),
    ("reminder", "30s"),
])
async def test_bad_durations_are_refused_naming_option_value_and_range(world, option, value):
    env, channel, members = world
    result = await members[0].slash(channel, "game new", game="toy", **{option: value})
    text = result.response.content
    assert result.ephemeral and f"`{option}`" in text and repr(value) in text
    assert "1 minute to 30 days" in text
    assert await env.bot.store.latest_in_channel(channel.id) is None


def test_an_unknown_timeout_policy_is_refused_naming_the_option_and_the_choices():
    from bot.core.durations import parse_clock
    from bot.core.replies import Refusal

    with pytest.raises(Refusal) as refused:
        parse_clock("12h", None, "explode")
    text = refused.value.text("en")
    assert "`on_timeout`" in text and "'explode'" in text and "ai, skip, host" in text
    assert "duration" not in text


def test_the_longest_and_shortest_clock_are_accepted():
    from bot.core.durations import parse_clock
    from bot.storage.clocks import ClockSettings

    assert parse_clock("30d", "1m", "host") == ClockSettings(30 * 86400, 60, "host")


async def test_a_sooner_timer_wakes_the_dispatcher(world):
    env, channel, members = world
    await start(env, channel, members, deadline="10h")  # the dispatcher sleeps for 10 hours
    other = channel.guild.create_text_channel("quick")
    await start(env, other, members, deadline="1h")  # ... and is woken for this one
    await env.advance_time(HOUR + 1)
    slow, quick = await game_row(env, channel), await game_row(env, other)
    assert (slow.version, quick.version) == (0, 1)
    assert "missed the deadline" in public(other)[-1].content
    await env.advance_time(9 * HOUR)
    assert (await game_row(env, channel)).version == 1


async def test_the_lobby_keeps_showing_its_clock_after_people_join(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("clocked")
    ann, ben = (guild.add_member(simcord_env.create_user(n)) for n in ("ann", "ben"))
    await ann.slash(channel, "game new", game="toy", deadline="12h", reminder="6h")
    assert "Clock: 12 hours per decision" in channel.last_message.content
    await ben.click(channel.last_message, label="Join")
    lobby = channel.last_message
    assert ben.mention in lobby.content and "Clock: 12 hours per decision" in lobby.content
