"""Time to draw and encode one board picture of a 5-player Trepanation game mid-way.

Run: python bench/render_bench.py [--rounds N]. Prints one JSON line with the median and
p95 in milliseconds and the PNG size in bytes. Targets: median <= 50 ms on one core,
PNG <= 1 MB.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

# Run as a script, Python puts bench/ first on the path; the packages live one level up.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.core.registry import get_agents, get_game
from engine.core.simulate import agents_for
from render import draw_board

PLAYERS = 5
SEED = 11
NAMES = ["Alice", "Bob", "Carol", "Dmitri", "Eve"]


def midway_views() -> tuple[dict, dict]:
    """The public view at the start of day 4's action phase, and the one before it."""
    game = get_game("trepanation")
    state = game.setup(PLAYERS, SEED)
    agents = agents_for(["random"] * PLAYERS, get_agents("trepanation"), SEED)
    previous = view = game.view(state, None)
    while not game.is_over(state):
        seat = game.waiting_for(state)[0]
        action = agents[seat].choose(game, state, seat, game.legal_actions(state, seat))
        for event in game.apply(state, seat, action):
            if event["type"] == "phase":
                previous, view = view, game.view(state, None)
                if event["day"] == 4 and event["phase"] == "action":
                    return view, previous
    raise RuntimeError("the game ended before day 4")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=200)
    args = parser.parse_args()
    view, previous = midway_views()
    first_started = time.perf_counter()
    data = draw_board(view, NAMES, previous)  # the first call also draws the background
    first_ms = (time.perf_counter() - first_started) * 1000
    times = []
    for _ in range(args.rounds):
        started = time.perf_counter()
        data = draw_board(view, NAMES, previous)
        times.append((time.perf_counter() - started) * 1000)
    times.sort()
    print(
        json.dumps(
            {
                "rounds": args.rounds,
                "first_ms": round(first_ms, 1),
                "median_ms": round(statistics.median(times), 1),
                "p95_ms": round(times[int(0.95 * (len(times) - 1))], 1),
                "png_bytes": len(data),
            }
        )
    )


if __name__ == "__main__":
    main()
