"""A fast run of AI moves in a channel whose writes are paced (as the real bot's are): no
window of the channel's budget takes more writes than it allows, and every move is still
shown once."""

from __future__ import annotations

import asyncio

import pytest

from bot.bot import TablehostBot
from bot.play.pacer import Pace
from tests.bot.driver import Driver, public

PACE = Pace(writes=2, per=5.0)


@pytest.fixture
async def simcord_bot(database_url):
    """A bot that paces its channel writes (the tests' bots do not)."""
    bot = TablehostBot(database_url=database_url, seed_source=lambda: 7, channel_pace=PACE)
    yield bot
    if getattr(bot, "sql", None) is not None:
        await bot.sql.close()


async def test_a_fast_run_of_ai_moves_stays_within_the_channels_budget(simcord_env):
    clock = [0.0]
    sent: list[float] = []
    pacer = simcord_env.bot.tables.pacer

    async def sleep(seconds: float) -> None:  # time passes at once
        clock[0] += seconds
        await asyncio.sleep(0)

    pacer._clock = lambda: clock[0]
    pacer._sleep = sleep
    wrote = pacer.wrote

    def counting(channel_id: int) -> None:  # every write of the channel's own budget
        sent.append(clock[0])
        wrote(channel_id)

    pacer.wrote = counting  # type: ignore[method-assign]
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    ann = guild.add_member(simcord_env.create_user("ann"))
    await ann.slash(channel, "game new", game="toy", options="rounds=3", max_players=4)
    for _ in range(3):
        await ann.slash(channel, "game addbot", ai="steady")
    await ann.slash(channel, "game start")
    driver = Driver(simcord_env, channel, [ann])
    for _ in range(3):  # each of ann's moves sets off three AI moves at once
        await driver.play_move()
        await simcord_env.settle()
    row, _, _ = await driver.game()
    await simcord_env.bot.store.announcements.flush()  # (held for the next move's commit)
    found = await simcord_env.bot.sql.one(
        "SELECT version, announced_version FROM games WHERE id = ?", (row.id,))
    assert found[0] == found[1] == row.version  # every move shown, the merged ones too
    for start in sent:  # never more than the budget in any window
        assert sum(1 for at in sent if start <= at < start + PACE.per) <= PACE.writes
    assert pacer.edits_sent > 0  # (merging edits that wait: tests/bot/test_turn_posts.py)
    texts = "\n".join(m.content for m in public(channel))
    for seat in (1, 2, 3):
        assert texts.count(f"Steady bot {seat} played") == 3
