"""Complete random games per CPU second on one core, for every game (target >= 200 at 4
players, issue 24).

Usage: python bench/engine_bench.py [--game KEY|all] [--games N] [--rounds R] [--players P]
       [--path trusted|checked|relisted ...]

Every action goes through ``Game.apply``, checked, in one of three ways:

* ``trusted``: with the legal list the agent chose from (``apply(..., legal)``), as the bot
  and the simulator apply a chosen action;
* ``checked``: by the rules (``apply`` alone: ``Game.legal_of_type``), as a replay of a
  stored log applies it;
* ``relisted``: against the seat's whole legal list asked for again, the check every path
  made before issue 24 (the figure to compare with).

CPU seconds by ``time.process_time``; each figure is the median of the rounds. Seeds are
the same for every path, so the games (and actions per game) are the same.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.games import add_game_arguments, chosen_games, players_for
from engine.core.ai import RandomAgent
from engine.core.registry import get_game

PATHS = ("trusted", "checked", "relisted")


def one_game(key: str, players: int, seed: int, path: str = "trusted") -> int:
    game = get_game(key)
    state = game.setup(players, seed)
    agents = [RandomAgent(seed * 31 + s) for s in range(players)]
    actions = 0
    while not game.is_over(state):
        seat = game.waiting_for(state)[0]
        legal = game.legal_actions(state, seat)
        action = agents[seat].choose(game, state, seat, legal)
        if path == "trusted":
            game.apply(state, seat, action, legal)
        elif path == "checked":
            game.apply(state, seat, action)
        else:
            game.apply(state, seat, action, game.legal_actions(state, seat))
        actions += 1
    game.result(state)
    return actions


def rate(key: str, players: int, games: int, rounds: int, path: str) -> tuple[float, float]:
    """Median games per CPU second over ``rounds`` rounds, and actions per game."""
    per_round, actions = [], 0
    for r in range(rounds):
        start = time.process_time()
        for seed in range(games):
            actions += one_game(key, players, r * 100_000 + seed, path)
        per_round.append(games / (time.process_time() - start))
    return statistics.median(per_round), actions / (rounds * games)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--path", choices=PATHS, nargs="+", default=list(PATHS))
    add_game_arguments(parser, players=4)
    args = parser.parse_args()
    for key in chosen_games(args.game):
        players = players_for(key, args.players)
        one_game(key, players, 0, args.path[0])  # warm caches (data file)
        figures, actions = [], 0.0
        for path in args.path:
            games_per_second, actions = rate(key, players, args.games, args.rounds, path)
            figures.append(f"{path} {games_per_second:.0f}")
        print(f"{key} {players}p: random games per CPU second: {', '.join(figures)} "
              f"(median of {args.rounds} rounds of {args.games}); {actions:.0f} actions a "
              "game; target >= 200", flush=True)


if __name__ == "__main__":
    main()
