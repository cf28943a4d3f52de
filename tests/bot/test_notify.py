"""/notify: a mention in the channel (default), a direct message with the jump link and the
picture, or both; reminders at one's own interval; quiet hours in one's own time zone; a
direct message that cannot be delivered falls back to one mention, without errors."""

from __future__ import annotations

import logging
from datetime import UTC, datetime

import pytest

from bot.notify.quiet_hours import is_quiet, parse_span, quiet_ends
from bot.storage.notify_settings import NotifySettings
from tests.bot.driver import Driver, answer, public

HOUR = 3600


def pinged(env, channel) -> list[set[int]]:
    """The users each message the bot posted in ``channel`` (or answered there) pinged."""
    found: list[set[int]] = []
    for request in env.http_requests:
        body = request.json if isinstance(request.json, dict) else {}
        data = body.get("data", body) if isinstance(body.get("data"), dict) else body
        allowed = data.get("allowed_mentions") if isinstance(data, dict) else None
        if allowed and (str(channel.id) in request.path or "/interactions/" in request.path
                        or "/webhooks/" in request.path):
            found.append({int(u) for u in allowed.get("users", [])})
    return found


@pytest.fixture
def table(simcord_env):
    env = simcord_env
    guild = env.create_guild(name="Club")
    channel = guild.create_text_channel("games")
    ann, ben = (guild.add_member(env.create_user(n)) for n in ("ann", "ben"))
    return env, channel, ann, ben


async def start(channel, ann, ben, game: str = "toy_pics") -> None:
    await ann.slash(channel, "game new", game=game, options="rounds=2")
    lobby = public(channel)[-1]
    await ben.click(lobby, label="Join")
    await ann.click(lobby, label="Start")


async def start_and_hand_over(env, channel, ann, ben, game: str = "toy_pics") -> int:
    """Start, and let the first mover (the host, who clicked Start and so is told nothing)
    make a move: the person whose turn that begins is told; returns them."""
    await start(channel, ann, ben, game)
    driver = Driver(env, channel, [ann, ben])
    await driver.play_move()
    return await first_mover(env, channel)


async def first_mover(env, channel) -> int:
    row = await env.bot.store.latest_in_channel(channel.id)
    snap = await env.bot.tables.snapshot(row, __import__("engine.core.registry",
                                                         fromlist=["get_game"]).get_game(
        row.game_key))
    return row.seats[snap.waiting_for[0]]


async def test_notify_defaults_to_a_channel_mention_and_shows_settings(table):
    env, channel, ann, ben = table
    shown = answer(await ann.slash(channel, "notify"))
    assert shown.ephemeral and "a mention in the game's channel" in shown.content
    first = await start_and_hand_over(env, channel, ann, ben)

    assert first in pinged(env, channel)[-1]


async def test_direct_message_mode_sends_link_and_picture_and_does_not_ping(table):
    env, channel, ann, ben = table
    for member in (ann, ben):
        saved = answer(await member.slash(channel, "notify", how="dm"))
        assert "Saved" in saved.content and "a direct message" in saved.content
    first = await start_and_hand_over(env, channel, ann, ben)
    row = await env.bot.store.latest_in_channel(channel.id)

    mover = ann if first == ann.id else ben
    assert first not in pinged(env, channel)[-1]
    prompt = public(channel)[-1]
    dms = [m for m in mover.user.dm_channel.history() if m.author.id == env.bot.user.id]
    assert len(dms) == 1
    assert f"/channels/{channel.guild.id}/{channel.id}/{prompt.id}" in dms[0].content
    assert "It is your turn in **Toy Pictures**" in dms[0].content or "your turn" in dms[0].content
    assert dms[0].attachments and dms[0].attachments[0].filename == "board.png"
    assert row.status == "running"


async def test_closed_direct_messages_fall_back_to_one_channel_mention(table, caplog):
    env, channel, ann, ben = table
    for member in (ann, ben):
        await member.slash(channel, "notify", how="dm")
        env.inject_error("POST", f"/channels/{member.user.dm_channel.id}/messages", status=403,
                         code=50007, message="Cannot send messages to this user", times=None)
    caplog.set_level(logging.INFO)
    first = await start_and_hand_over(env, channel, ann, ben)

    fallbacks = [m for m in public(channel) if "direct messages are closed" in m.content]
    assert len(fallbacks) == 1 and f"<@{first}>" in fallbacks[0].content
    assert first in pinged(env, channel)[-1]
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert not [r for r in caplog.records if r.exc_info]
    assert env.errors == []


async def test_own_reminder_interval_repeats_until_the_move(table):
    env, channel, ann, ben = table
    for member in (ann, ben):
        await member.slash(channel, "notify", reminder="1h")
    first = await start_and_hand_over(env, channel, ann, ben, "toy")

    await env.advance_time(HOUR + 5)
    reminders = [m for m in public(channel) if "a reminder" in m.content]
    assert len(reminders) == 1 and f"<@{first}>" in reminders[0].content
    await env.advance_time(HOUR)
    assert len([m for m in public(channel) if "a reminder" in m.content]) == 2
    driver = Driver(env, channel, [ann, ben])
    driver.prompt = next(m for m in reversed(public(channel)) if m.components)
    await driver.play_move()
    before = len([m for m in public(channel) if "a reminder" in m.content and
                  f"<@{first}>" in m.content])
    await env.advance_time(3 * HOUR)
    after = len([m for m in public(channel) if "a reminder" in m.content and
                 f"<@{first}>" in m.content])
    assert after == before  # the mover is reminded no more


async def test_quiet_hours_hold_the_notice_until_they_end(table):
    env, channel, ann, ben = table
    now = env.now().astimezone(UTC)
    # Quiet from an hour ago until two hours from now, in Tokyo's time.
    from zoneinfo import ZoneInfo

    local = now.astimezone(ZoneInfo("Asia/Tokyo"))
    start_at, end_at = (local.hour - 1) % 24, (local.hour + 2) % 24
    for member in (ann, ben):
        saved = answer(await member.slash(channel, "notify", how="both",
                                          quiet_hours=f"{start_at:02d}:00-{end_at:02d}:00",
                                          time_zone="asia/tokyo"))
        assert "(Asia/Tokyo)" in saved.content
    first = await start_and_hand_over(env, channel, ann, ben, "toy")

    mover = ann if first == ann.id else ben
    assert first not in pinged(env, channel)[-1]
    assert not [m for m in mover.user.dm_channel.history() if m.author.id == env.bot.user.id]
    await env.advance_time(2 * HOUR + 60 * 60)
    held = [m for m in public(channel) if "it is your turn" in m.content]
    assert len(held) == 1 and f"<@{first}>" in held[0].content
    assert [m for m in mover.user.dm_channel.history() if m.author.id == env.bot.user.id]


async def test_bad_notify_options_are_refused_and_change_nothing(table):
    env, channel, ann, _ = table
    for options, words in (({"quiet_hours": "25:00-07:00"}, "22:00-07:00"),
                           ({"time_zone": "Mars/Base"}, "Europe/Berlin"),
                           ({"reminder": "forever"}, "reminder")):
        refused = answer(await ann.slash(channel, "notify", **options))
        assert words in refused.content
    assert await env.bot.store.notify.get(ann.id) == NotifySettings()


def test_quiet_hours_span_midnight_and_end_in_the_persons_zone():
    settings = NotifySettings(quiet_start=22 * 60, quiet_end=7 * 60, time_zone="Europe/Berlin")
    late = datetime(2026, 1, 10, 22, 30, tzinfo=UTC)  # 23:30 in Berlin
    assert is_quiet(settings, late)
    assert quiet_ends(settings, late) == datetime(2026, 1, 11, 6, 0, tzinfo=UTC)
    noon = datetime(2026, 1, 10, 11, 0, tzinfo=UTC)
    assert not is_quiet(settings, noon) and quiet_ends(settings, noon) == noon
    assert parse_span("22-7") == (22 * 60, 7 * 60)
