"""Searching AIs think in worker processes (bot/core/thinking.py): the same move as on a
thread, a dead worker replaced, a stop that ends the thinking at once."""

from __future__ import annotations

import asyncio
import os
import time
from collections.abc import Iterator
from typing import Any

import pytest

from bot.config import ConfigError, load_config
from bot.core.thinking import Mind, ThinkingPool, ThinkingStopped, _think_in_worker, rebuild
from engine.core.protocol import Action, Game, Seat, State
from engine.core.registry import game_keys, get_agents, get_game
from engine.core.search import set_limits
from engine.core.state import clone
from tests.bot.driver import Driver, buttons
from tests.bot.raw import build_click, button_data
from tests.positions import after_random_moves

DIES = "TABLEHOST_TEST_WORKER_DIES"  # a file: while it exists, the next worker to think dies


def _dies_once(*args: Any) -> tuple[str, float]:
    marker = os.environ.get(DIES, "")
    if marker and os.path.exists(marker):
        os.remove(marker)
        os._exit(1)
    return _think_in_worker(*args)


def _always_dies(*args: Any) -> tuple[str, float]:
    os._exit(1)


def _thinks_forever(*args: Any) -> tuple[str, float]:
    time.sleep(60)
    return "null", 0.0


def test_thinking_workers_is_a_whole_number_from_0():
    token = {"DISCORD_TOKEN": "MTIz.secret"}
    assert load_config(token, dotenv=False).thinking_workers == 1
    assert load_config({**token, "THINKING_WORKERS": "0"}, dotenv=False).thinking_workers == 0
    assert load_config({**token, "THINKING_WORKERS": " 3 "}, dotenv=False).thinking_workers == 3
    for bad in ("-1", "1.5", "two", "\u0663"):
        with pytest.raises(ConfigError, match=r"THINKING_WORKERS must be a whole number from 0"):
            load_config({**token, "THINKING_WORKERS": bad}, dotenv=False)


@pytest.fixture(autouse=True)
def small_search() -> Iterator[None]:
    set_limits(scale=0.02, horizon=12)
    yield
    set_limits()


@pytest.fixture
async def pool() -> Any:
    made = ThinkingPool()
    made.start(1)
    yield made
    made.stop()


def searching_games() -> list[str]:
    return [key for key in game_keys() if "search" in get_agents(key)]


def position(key: str, moves: int) -> tuple[Game, State, Seat, list[Action]]:
    """``key`` after ``moves`` random moves: hands dealt, decks shuffled, someone to act."""
    return after_random_moves(key, get_game(key).min_players + 1, moves, setup_seed=11,
                              walk_seed=5)


def mind(key: str, seed: int = 3) -> Mind:
    return Mind(key, "search", seed, rebuild(key, "search", seed))


async def test_the_pool_plays_the_same_move_as_the_thread(pool):
    assert searching_games()
    for key in searching_games():
        for moves in (0, 7):
            game, state, seat, legal = position(key, moves)
            here = mind(key)(game, clone(state), seat, legal)
            there = await pool.choose(mind(key), game, state, seat, legal)
            assert there == here and there in legal, (key, moves)
    assert pool.decided == 2 * len(searching_games()) and pool.cpu_seconds > 0


async def test_no_workers_thinks_on_a_thread():
    pool = ThinkingPool()
    key = searching_games()[0]
    game, state, seat, legal = position(key, 3)
    assert await pool.choose(mind(key), game, state, seat, legal) == mind(key)(
        game, clone(state), seat, legal)
    assert pool.decided == 0


async def test_a_dead_worker_is_replaced_and_the_decision_asked_again(tmp_path, monkeypatch):
    marker = tmp_path / "die"
    marker.touch()
    monkeypatch.setenv(DIES, str(marker))  # (a spawned worker starts with this environment)
    pool = ThinkingPool()
    pool.work = _dies_once
    pool.start(1)
    key = searching_games()[0]
    game, state, seat, legal = position(key, 4)
    try:
        chosen = await pool.choose(mind(key), game, state, seat, legal)
    finally:
        pool.stop()
    assert chosen == mind(key)(game, clone(state), seat, legal)
    assert not marker.exists() and pool.rebuilt == 1 and pool.decided == 1


async def test_a_worker_dying_twice_fails_the_decision(pool):
    pool.work = _always_dies
    key = searching_games()[0]
    game, state, seat, legal = position(key, 0)
    with pytest.raises(Exception, match="terminated abruptly"):
        await pool.choose(mind(key), game, state, seat, legal)
    assert pool.rebuilt == 2 and pool.decided == 0


async def test_stopping_ends_the_thinking_at_once(pool):
    pool.work = _thinks_forever
    key = searching_games()[0]
    game, state, seat, legal = position(key, 0)
    thinking = asyncio.ensure_future(pool.choose(mind(key), game, state, seat, legal))
    await asyncio.sleep(1)  # (the worker has started)
    assert not thinking.done()
    started = time.monotonic()
    pool.stop()
    with pytest.raises(ThinkingStopped):
        await asyncio.wait_for(thinking, 10)
    assert time.monotonic() - started < 5
    with pytest.raises(ThinkingStopped):
        await pool.choose(mind(key), game, state, seat, legal)


@pytest.mark.parametrize("simcord_bot", [{"thinking_workers": 1}], indirect=True)
async def test_an_ai_seat_that_searches_moves_from_a_worker_process(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    ann = guild.add_member(simcord_env.create_user("ann"))
    table = Driver(simcord_env, channel, [ann])
    bot = table.bot
    await ann.slash(channel, "game new", game="doctor-lucky")
    added = await ann.slash(channel, "game addbot", ai="search")
    assert not added.ephemeral
    await bot.thinking.ready()  # (the worker started with the bot; its start is not timed)
    await ann.click(channel.last_message, label="Start")
    for _ in range(20):
        row, game, state = await table.game()
        if bot.thinking.decided or row.status != "running":
            break
        if row.seats[game.waiting_for(state)[0]] == ann.id:
            table.prompt = next(m for m in reversed(channel.history()) if m.components)
            await table.play_move()
        await simcord_env.settle()
    assert bot.thinking.decided >= 1  # the search bot's moves came from the worker
    assert any("- Search bot 1: " in (m.content or "") for m in channel.history())
    row, _, _ = await table.game()
    assert row.version >= 1


@pytest.mark.parametrize("simcord_bot", [{"thinking_workers": 1}], indirect=True)
async def test_a_clean_stop_cuts_off_an_ai_still_thinking(simcord_env, monkeypatch):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    ann = guild.add_member(simcord_env.create_user("ann"))
    table = Driver(simcord_env, channel, [ann])
    bot = table.bot
    monkeypatch.setattr(bot.thinking, "work", _thinks_forever)
    await ann.slash(channel, "game new", game="doctor-lucky")
    await ann.slash(channel, "game addbot", ai="search")
    start = next(b for b in buttons(channel.last_message) if b.label == "Start")
    _, payload = build_click(simcord_env, ann, channel.last_message,
                             button_data(start.custom_id or ""))
    simcord_env.backend.emit("INTERACTION_CREATE", payload)  # (not settled: the AI thinks on)
    for _ in range(100):  # until the AI's decision is in its worker
        await asyncio.sleep(0.1)
        if bot.thinking.asked:
            break
    row, game, state = await table.game()
    assert row.seats[game.waiting_for(state)[0]] < 0 and row.version == 0
    started = time.monotonic()
    await bot.shut_down(grace=1)
    assert time.monotonic() - started < 10 and bot.is_closed()
    assert bot.thinking._pool is None and bot.thinking.stopping
    for _ in range(50):  # the AI's move ends without a move (and without an error)
        if not bot.autoplay._tasks:
            break
        await asyncio.sleep(0.1)
    assert not bot.autoplay._tasks
