"""Complete random 4-player games per second on one core, for every game (target >= 50).

Usage: python bench/engine_bench.py [--game KEY|all] [--games N] [--players P]
Every action goes through ``Game.apply`` (legality check included), as in the bot.
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


def one_game(key: str, players: int, seed: int) -> int:
    game = get_game(key)
    state = game.setup(players, seed)
    agents = [RandomAgent(seed * 31 + s) for s in range(players)]
    actions = 0
    while not game.is_over(state):
        seat = game.waiting_for(state)[0]
        game.apply(state, seat, agents[seat].choose(game, state, seat,
                                                    game.legal_actions(state, seat)))
        actions += 1
    game.result(state)
    return actions


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100)
    add_game_arguments(parser, players=4)
    args = parser.parse_args()
    for key in chosen_games(args.game):
        players = players_for(key, args.players)
        one_game(key, players, 0)  # warm caches (data file)
        rounds = []
        actions = 0
        for r in range(3):
            start = time.process_time()
            for seed in range(args.games):
                actions += one_game(key, players, r * 100_000 + seed)
            rounds.append(args.games / (time.process_time() - start))
        print(f"{key} {players}p random games: "
              f"{statistics.median(rounds):.1f} games per CPU second (median of 3 rounds of "
              f"{args.games}), {actions / (3 * args.games):.0f} actions/game, "
              "target >= 50", flush=True)


if __name__ == "__main__":
    main()
