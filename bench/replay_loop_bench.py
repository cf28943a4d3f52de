"""A 200-frame animated replay drawn the way /game replay draws it, while the event loop
keeps answering.

Run: python bench/replay_loop_bench.py [--game G] [--players N] [--seed S] [--frames F]
[--mode thread|process|inline] [--limit-mb M]. The replay (the boards of bench/replay_bench.py,
one after every move, the score sheet last, encoded under the limit) is made in a worker
thread (``asyncio.to_thread``, as the bot does), in a worker process, or on the loop itself
(for contrast). Meanwhile a probe on the event loop asks to wake every 10 ms; how late it
wakes is what any click would wait on top of its own work. Prints one JSON line: seconds,
MB, frames, and the probe's lateness (p50, p99, max, in ms) and how many times it woke.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.games import add_game_arguments, chosen_games, players_for
from bench.replay_bench import every_move
from render.animate import fit

MIB = 1024 * 1024
TICK = 0.010


def make_replay(game: str, players: int, seed: int, frames: int, limit: int) -> dict:
    started = time.perf_counter()
    made = fit(every_move(game, players, seed, frames), limit, "webp")
    return {"seconds": round(time.perf_counter() - started, 1),
            "mb": round(made.byte_size / MIB, 2), "frames": made.frame_count,
            "size_px": list(made.size), "skipped": made.skipped}


async def probe(lateness: list[float], stop: asyncio.Event) -> None:
    while not stop.is_set():
        asked = time.perf_counter()
        await asyncio.sleep(TICK)
        lateness.append((time.perf_counter() - asked - TICK) * 1000)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


async def run(args: argparse.Namespace, game: str, players: int) -> dict:
    lateness: list[float] = []
    stop = asyncio.Event()
    prober = asyncio.create_task(probe(lateness, stop))
    await asyncio.sleep(0.1)
    job = (game, players, args.seed, args.frames, int(args.limit_mb * MIB))
    if args.mode == "thread":
        made = await asyncio.to_thread(make_replay, *job)
    elif args.mode == "process":
        with ProcessPoolExecutor(max_workers=1) as pool:
            made = await asyncio.get_running_loop().run_in_executor(pool, make_replay, *job)
    else:
        made = make_replay(*job)
    stop.set()
    await prober
    return {"game": game, "players": players, "mode": args.mode, **made,
            "loop_late_ms_p50": round(statistics.median(lateness), 1),
            "loop_late_ms_p99": round(percentile(lateness, 0.99), 1),
            "loop_late_ms_max": round(max(lateness), 1), "probes": len(lateness)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    add_game_arguments(parser, players=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--frames", type=int, default=200)
    parser.add_argument("--mode", choices=("thread", "process", "inline"), default="thread")
    parser.add_argument("--limit-mb", type=float, default=8.0)
    args = parser.parse_args()
    for key in chosen_games(args.game):
        figures = asyncio.run(run(args, key, players_for(key, args.players)))
        print(json.dumps(figures), flush=True)


if __name__ == "__main__":
    main()
