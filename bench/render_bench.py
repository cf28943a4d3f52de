"""Time to draw and encode one board picture of every game, mid-way through a game.

Run: python bench/render_bench.py [--game KEY|all] [--players N] [--rounds N]. Prints one
JSON line per game with the median and p95 of the CPU time in milliseconds (the process's
own, so other work on the machine does not count) and the PNG size in bytes.
Targets: median <= 50 ms on one core, PNG <= 1 MB.

With ``--png`` it prints instead, per game, the PNG encoding options side by side: the
board's pixels (its picture decoded to RGB) written as RGB by Pillow at zlib levels 1, 3, 6
and 9, and as 256 colours (render/common/png.py) written by Pillow at zlib 1, 3 and 6 and by
ISA-L (what the pictures use) at its levels 0-3, each with its median time and size.
"""

from __future__ import annotations

import argparse
import io
import json
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

from PIL import Image

# Run as a script, Python puts bench/ first on the path; the packages live one level up.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.games import add_game_arguments, chosen_games, players_for
from engine.core.registry import get_agents, get_game
from engine.core.simulate import agents_for
from render import draw_board
from render.common.png import encode, palette_of

SEED = 11
NAMES = ["Alice", "Bob", "Carol", "Dmitri", "Eve", "Friedrich-Wilhelm", "Grete", "Hamid",
         "Ines", "Jun"]


def midway_views(key: str, players: int) -> tuple[dict, dict]:
    """The public view at the middle one of a random game's phases, and the one before it."""
    game = get_game(key)
    state = game.setup(players, SEED)
    agents = agents_for(["random"] * players, get_agents(key), SEED)
    views = [game.view(state, None)]
    while not game.is_over(state):
        seat = game.waiting_for(state)[0]
        action = agents[seat].choose(game, state, seat, game.legal_actions(state, seat))
        if any(event["type"] == "phase" for event in game.apply(state, seat, action)):
            views.append(game.view(state, None))
    middle = max(1, len(views) // 2)
    return views[middle], views[middle - 1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=100)
    parser.add_argument("--png", action="store_true",
                        help="compare PNG options (zlib level, palette) for size and time")
    add_game_arguments(parser, players=5)
    args = parser.parse_args()
    for key in chosen_games(args.game):
        if args.png:
            png_options(key, players_for(key, args.players), args.rounds)
        else:
            one_game(key, players_for(key, args.players), args.rounds)


def png_options(key: str, players: int, rounds: int) -> None:
    view, previous = midway_views(key, players)
    image = Image.open(io.BytesIO(draw_board(view, NAMES[:players], previous))).convert("RGB")

    def pillows(picture: Image.Image, level: int) -> bytes:
        buffer = io.BytesIO()
        picture.save(buffer, "PNG", compress_level=level)
        return buffer.getvalue()

    def reduced(level: int) -> bytes:  # the colours chosen and mapped as encode does
        return pillows(image.quantize(palette=palette_of(image), dither=Image.Dither.NONE),
                       level)

    options: list[tuple[str, int, Callable[[int], bytes]]] = [
        *(("RGB, Pillow zlib", level, lambda n: pillows(image, n)) for level in (1, 3, 6, 9)),
        *(("256 colours, Pillow zlib", level, reduced) for level in (1, 3, 6)),
        *(("256 colours, ISA-L", level, lambda n: encode(image, n, True))
          for level in (0, 1, 2, 3)),
    ]
    for writer, level, write in options:
        times = []
        for _ in range(rounds):
            started = time.process_time()
            data = write(level)
            times.append((time.process_time() - started) * 1000)
        print(json.dumps({"game": key, "writer": writer, "level": level,
                          "median_cpu_ms": round(statistics.median(times), 1),
                          "png_bytes": len(data)}), flush=True)


def one_game(key: str, players: int, rounds: int) -> None:
    view, previous = midway_views(key, players)
    first_started = time.process_time()
    names = NAMES[:players]
    data = draw_board(view, names, previous)  # the first call also draws the background
    first_ms = (time.process_time() - first_started) * 1000
    times = []
    for _ in range(rounds):
        started = time.process_time()
        data = draw_board(view, names, previous)
        times.append((time.process_time() - started) * 1000)
    times.sort()
    print(
        json.dumps(
            {
                "game": key,
                "players": players,
                "rounds": rounds,
                "first_ms": round(first_ms, 1),
                "median_ms": round(statistics.median(times), 1),
                "p95_ms": round(times[int(0.95 * (len(times) - 1))], 1),
                "png_bytes": len(data),
            }
        ),
        flush=True,
    )


if __name__ == "__main__":
    main()
