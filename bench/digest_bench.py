"""What a "what you missed" digest costs (bot/play/digest.py).

Run: python bench/digest_bench.py [--game G|all] [--players N] [--seed S]. Plays a whole
game between the default AIs, then times what the bot does with its action log: rebuilding
the game's timeline from the whole log (once per game per process, and after an undo),
stepping a kept timeline on by one move (every later call), and wording one seat's digest
in English for the seat that has been away longest at the end. Prints one JSON line per
game.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.games import add_game_arguments, chosen_games, players_for
from bot.play.digest import Timeline
from bot.storage.store import GameRow
from engine.core import digest
from engine.core.record import LoggedAction
from engine.core.registry import default_agent, get_agents, get_game
from engine.core.simulate import agents_for

NAMES = ["Ada", "Bert", "Cleo", "Dora", "Emil", "Fritz", "Gabi", "Hugo", "Ines", "Jan"]


def played_log(key: str, players: int, seed: int) -> list[tuple[int, LoggedAction]]:
    game = get_game(key)
    agents = agents_for([default_agent(key)] * players, get_agents(key), seed)
    state = game.setup(players, seed)
    rows: list[tuple[int, LoggedAction]] = []
    while not game.is_over(state):
        seat = game.waiting_for(state)[0]
        action = agents[seat].choose(game, state, seat, game.legal_actions(state, seat))
        game.apply(state, seat, action)
        rows.append((len(rows) + 1, LoggedAction(seat, action)))
    return rows


def best(runs: int, work: object) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        work()  # type: ignore[operator]
        times.append(time.perf_counter() - start)
    return min(times)


def measure(key: str, players: int, seed: int) -> dict[str, object]:
    game = get_game(key)
    rows = played_log(key, players, seed)
    row = GameRow(1, None, 1, key, "over", 1, list(range(players)), players, {}, seed, None,
                  len(rows))
    build = best(3, lambda: Timeline.build(game, row, rows, len(rows)))
    head = Timeline.build(game, row, rows[:-1], len(rows) - 1)
    step_start = time.perf_counter()
    head.extend(rows[-1:])
    step = time.perf_counter() - step_start
    reader = min(head.last, key=head.last.__getitem__)  # the longest away: the most missed
    since = head.since(reader)[0]
    words = best(5, lambda: digest.lines(game.words, since, reader, NAMES[:players], "en"))
    return {"game": key, "players": players, "moves": len(rows),
            "rebuild_ms": round(build * 1000, 1), "step_ms": round(step * 1000, 2),
            "words_ms": round(words * 1000, 2),
            "lines": len(digest.lines(game.words, since, reader, NAMES[:players], "en"))}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_game_arguments(parser, players=4)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for key in chosen_games(args.game):
        print(json.dumps(measure(key, players_for(key, args.players), args.seed)))


if __name__ == "__main__":
    main()
