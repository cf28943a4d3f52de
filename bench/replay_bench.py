"""Time and size of a 200-frame animated replay.

Run: python bench/replay_bench.py [--game G|all] [--players N] [--seed S] [--frames F]
[--fmt webp|gif] [--limit-mb M]. Plays a game between the default AIs and draws the public
board after every move (as many as fit in F frames, the score sheet last), so the frame
count does not depend on how many phases the game has; then encodes them under the size
limit exactly as ``render.animate.animate_record`` does. Prints one JSON line per game: the seconds
spent drawing and encoding, the size in MB and the frames, scale and skips of the result.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

# Run as a script, Python puts bench/ first on the path; the packages live one level up.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.games import add_game_arguments, chosen_games, players_for
from engine.core.registry import default_agent, get_agents, get_game
from engine.core.simulate import agents_for
from render import draw_scores
from render.animate import DEFAULT_LIMIT, FORMATS, fit
from render.storyboard import Scene, draw_scene, phase_caption

MIB = 1024 * 1024


def every_move(key: str, players: int, seed: int, frames: int) -> list[Scene]:
    """The board after each of the first ``frames - 1`` moves, then the score sheet."""
    game = get_game(key)
    agents = agents_for([default_agent(key)] * players, get_agents(key), seed)
    state = game.setup(players, seed)
    scenes: list[Scene] = []
    previous = None
    while not game.is_over(state):
        if len(scenes) < frames - 1:
            scene, previous = draw_scene(game, state, None, previous, "en")
            scenes.append(scene)
        seat = game.waiting_for(state)[0]
        game.apply(state, seat, agents[seat].choose(game, state, seat,
                                                    game.legal_actions(state, seat)))
    sheet = draw_scores(game.view(state, None), game.result(state).to_json())
    return [*scenes, Scene(sheet, phase_caption(game, state, "en"), is_scores=True)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    add_game_arguments(parser, players=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--frames", type=int, default=200)
    parser.add_argument("--fmt", choices=FORMATS, default="webp")
    parser.add_argument("--limit-mb", type=float, default=DEFAULT_LIMIT / MIB)
    args = parser.parse_args()
    for key in chosen_games(args.game):
        one_replay(args, key, players_for(key, args.players))


def one_replay(args: argparse.Namespace, key: str, players: int) -> None:
    started = time.perf_counter()
    scenes = every_move(key, players, args.seed, args.frames)
    drawn = time.perf_counter()
    made = fit(scenes, int(args.limit_mb * MIB), args.fmt)
    done = time.perf_counter()
    print(json.dumps({
        "game": key, "players": players, "seed": args.seed, "format": made.format,
        "frames_drawn": len(scenes), "frames": made.frame_count, "skipped": made.skipped,
        "scale": round(made.scale, 3), "size_px": list(made.size),
        "draw_seconds": round(drawn - started, 1), "encode_seconds": round(done - drawn, 1),
        "total_seconds": round(done - started, 1), "mb": round(made.byte_size / MIB, 2),
        "limit_mb": args.limit_mb,
    }), flush=True)


if __name__ == "__main__":
    main()
