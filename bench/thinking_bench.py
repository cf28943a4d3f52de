"""Does a searching AI hold up another table's clicks? The real bot on the in-memory Discord:
people click through one game, one click at a time, each timed from its arrival to its first
response (as bench/bot_bench.py does) and until the bot is idle again with the move posted,
while beside it a searching AI decides back to back through the bot's own thinking pool
(bot/core/thinking.py), as on a table of search bots. Prints one JSON line per setting of
``--workers``: none (no AI thinking, the baseline), 0 (the AI thinks on a thread of the
bot's process, as before issue 26), 1 (in a worker process). Not part of the test suite:

    nice -n 10 .venv/bin/python bench/thinking_bench.py --clicks 60
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from anywhere

from bench.bot_bench import Meter, Table, play_burst
from bench.in_memory import bot_with_people
from bot.core.thinking import Mind, rebuild
from engine.core.protocol import Action, Game, Seat, State
from engine.core.registry import get_agents
from tests.bot.driver import Driver
from tests.positions import after_random_moves


def position(key: str, players: int, moves: int) -> tuple[Game, State, Seat, list[Action]]:
    """A position of ``key`` some moves in, for the AI to think about again and again."""
    return after_random_moves(key, players, moves, setup_seed=3, walk_seed=1)


async def think(bot: Any, key: str, players: int, stop: asyncio.Event,
                seconds: list[float]) -> None:
    game, state, seat, legal = position(key, players, 6)
    seed = 0
    while not stop.is_set():
        seed += 1  # (another seed, another search: nothing cached)
        mind = Mind(key, "search", seed, rebuild(key, "search", seed))
        started = time.perf_counter()
        await bot.thinking.choose(mind, game, state, seat, legal)
        seconds.append(time.perf_counter() - started)


async def run(args: argparse.Namespace, workers: int | None) -> dict[str, Any]:
    """``workers`` None: no AI thinking beside the clicks."""
    key = args.game
    async with bot_with_people(2, args.seed) as (bot, env, guild, people):
        bot.thinking.start(workers or 0)
        channel = guild.create_text_channel("people")
        driver = Driver(env, channel, people)
        await driver.open_and_start(key)
        agents = [get_agents(key)["random"](seat) for seat in range(2)]
        table = Table(driver, agents)
        stop = asyncio.Event()
        decisions: list[float] = []
        thinker = None
        if workers is not None:
            thinker = asyncio.ensure_future(think(bot, args.ai_game, args.ai_players, stop,
                                                  decisions))
            await asyncio.sleep(1.0)  # (the worker has started and is thinking)
        meter = Meter()
        meter.install()
        clicks = 0
        done: list[float] = []
        while clicks < args.clicks and not table.done:
            started = time.perf_counter()
            await play_burst(env, [table], meter, 10_000)
            done.append((time.perf_counter() - started) * 1000)
            clicks += 1
            await asyncio.sleep(args.gap)  # people click now and then, not back to back
        stop.set()
        if thinker is not None:
            await thinker
        bot.thinking.stop()
    latencies = meter.latencies_ms()
    return {
        "ai": "none" if workers is None else ("thread" if workers == 0 else
                                              f"{workers} worker process"),
        "clicks": len(latencies),
        "first_response_ms_p50": round(statistics.median(latencies), 1),
        "first_response_ms_p90": round(latencies[int(0.9 * (len(latencies) - 1))], 1),
        "first_response_ms_max": round(latencies[-1], 1),
        # until the bot is idle again: the move posted (with simcord's 50 ms idle check)
        "click_done_ms_p50": round(statistics.median(done), 1),
        "click_done_ms_p90": round(sorted(done)[int(0.9 * (len(done) - 1))], 1),
        "ai_decisions": len(decisions),
        "ai_decision_s_median": round(statistics.median(decisions), 2) if decisions else None,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="trepanation", help="the people's game")
    parser.add_argument("--ai-game", default="doctor-lucky", help="the searching AI's game")
    parser.add_argument("--ai-players", type=int, default=4)
    parser.add_argument("--clicks", type=int, default=40)
    parser.add_argument("--gap", type=float, default=0.05, help="seconds between clicks")
    parser.add_argument("--workers", default="none,0,1",
                        help="settings to measure: none (no AI), 0 (a thread), 1 ...")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    for setting in args.workers.split(","):
        workers = None if setting == "none" else int(setting)
        print(json.dumps(asyncio.run(run(args, workers))), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
