"""The bot runs the garbage collector's full collections itself, between clicks
(bot/core/collector.py): cyclic garbage is still freed, never inside a handled click, and
CPython gets its own threshold back when the bot closes."""

from __future__ import annotations

import asyncio
import gc
import weakref
from collections.abc import AsyncIterator
from typing import Any

import pytest

from bot.core.collector import NEVER, Collector, CollectorPolicy
from bot.core.stopping import InFlight

# (share=0: however little the oldest generation grew since the last full collection)
QUIET = {"collector": CollectorPolicy(quiet=0.01, young=1, share=0.0)}
# Due after every young collection into the oldest generation (by their number, or by the
# time since the last full collection, which needs no growth), never for quiet alone.
PILED = {"collector": CollectorPolicy(quiet=3600, young=1, pile=1, share=0.0)}
TIMED = {"collector": CollectorPolicy(quiet=3600, young=1, pile=NEVER, every=0.0)}


class Cycle:
    def __init__(self) -> None:
        self.me = self


@pytest.fixture
async def closing(simcord_env: Any) -> AsyncIterator[Any]:
    """The test's bot, closed after it (the threshold is the whole process's)."""
    yield simcord_env.bot
    await simcord_env.bot.close()


def old_cycle() -> weakref.ref[Cycle]:
    """A cycle that lived long enough to reach the oldest generation, then became garbage:
    only a full collection frees it."""
    cycle = Cycle()
    gc.collect(1)  # still referenced: moved on into the oldest generation
    found = weakref.ref(cycle)
    del cycle
    gc.collect(1)
    assert found() is not None  # young collections do not look at it any more
    return found


@pytest.mark.parametrize("simcord_bot", [QUIET], indirect=True)
async def test_a_cycle_made_while_playing_is_collected_once_no_click_came_for_a_while(
        simcord_env, closing, table):
    bot = closing
    assert bot.collector.running and gc.get_threshold()[2] == NEVER
    await table.open_and_start("toy")
    found = old_cycle()
    before = bot.collector.full_collections
    await table.play_move()
    await simcord_env.settle()
    assert found() is None
    assert bot.collector.full_collections > before


@pytest.mark.parametrize("simcord_bot", [PILED, TIMED], indirect=True)
async def test_no_full_collection_runs_inside_a_handled_click(simcord_env, closing, table):
    bot = closing
    full: list[bool] = []  # per full collection: was a click being handled?

    def heard(phase: str, info: dict[str, Any]) -> None:
        if phase == "start" and info["generation"] == 2:
            full.append(bot.in_flight.busy)

    def young_collection_inside(busy: bool) -> None:
        if busy:  # the click has started: its full collection becomes due now
            gc.collect(1)

    gc.callbacks.append(heard)
    bot.in_flight.watch(young_collection_inside)
    try:
        await table.open_and_start("toy")
        found = old_cycle()
        await table.play_move()
        await simcord_env.settle()
    finally:
        bot.in_flight.unwatch(young_collection_inside)
        gc.callbacks.remove(heard)
    assert full and not any(full)
    assert found() is None


@pytest.mark.parametrize("simcord_bot", [QUIET], indirect=True)
async def test_closing_the_bot_gives_cpython_its_own_full_collections_back(simcord_env):
    bot = simcord_env.bot
    assert gc.get_threshold()[2] == NEVER
    await bot.close()
    assert not bot.collector.running
    assert gc.get_threshold()[2] != NEVER
    assert bot.collector._heard not in gc.callbacks


async def test_the_threshold_comes_back_when_the_last_of_several_collectors_stops():
    before = gc.get_threshold()
    first, second = (Collector(InFlight(), CollectorPolicy()) for _ in range(2))
    first.start()
    second.start()
    first.stop()
    assert gc.get_threshold() == (CollectorPolicy().threshold, before[1], NEVER)
    second.stop()
    second.stop()  # stopping twice is harmless
    assert gc.get_threshold() == before


async def test_a_full_collection_waits_until_the_oldest_generation_grew_by_its_share():
    in_flight = InFlight()
    collector = Collector(in_flight, CollectorPolicy(quiet=0.01, young=1, pile=NEVER))
    gc.collect()
    collector.start()
    try:
        found = old_cycle()
        await asyncio.sleep(0.05)  # quiet, and young collections moved objects on: too few
        assert found() is not None and collector.full_collections == 0
        keep = [Cycle() for _ in range(len(gc.get_objects(generation=2)) // 4 + 1)]
        gc.collect(1)
        gc.collect(1)  # a quarter more objects have reached the oldest generation
        with in_flight.click():  # a click came and went: quiet again from now
            pass
        await asyncio.sleep(0.05)
        assert found() is None and collector.full_collections == 1
        assert len(keep) > 1
    finally:
        collector.stop()


async def test_a_bot_without_a_policy_leaves_the_collector_to_cpython(simcord_env):
    assert simcord_env.bot.collector is None
    assert gc.get_threshold()[2] != NEVER
