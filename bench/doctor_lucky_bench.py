"""Save Doctor Lucky balance and speed: how games end, and how the heuristic AI fares.

Usage: python bench/doctor_lucky_bench.py [--games N] [--seed S]
For every player count it plays three line-ups (all heuristic, one heuristic against random
players, all random) and prints the share of games ended by a rescue (the rest sank), the
heuristic seat's win rate and games per second.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.core.registry import get_agents, get_game
from engine.core.simulate import agents_for, play


def run(players: int, ais: list[str], games: int, seed: int) -> tuple[float, float, float]:
    game = get_game("doctor-lucky")
    table = get_agents("doctor-lucky")
    rescues = first_seat_wins = 0
    started = time.perf_counter()
    for n in range(games):
        state = game.setup(players, seed + n)
        play(game, state, agents_for(ais, table, seed + n))
        winners = game.result(state).winners
        rescues += bool(winners)
        first_seat_wins += winners == [0]
    elapsed = time.perf_counter() - started
    return rescues / games, first_seat_wins / games, games / elapsed


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"{'players':>7} {'line-up':<26} {'rescued':>8} {'sunk':>6} {'seat 0 wins':>11} "
          f"{'games/s':>8}")
    for players in range(2, 8):
        lineups = {
            "all heuristic": ["heuristic"] * players,
            "heuristic vs random": ["heuristic"] + ["random"] * (players - 1),
            "all random": ["random"] * players,
        }
        for label, ais in lineups.items():
            rescued, wins, speed = run(players, ais, args.games, args.seed)
            print(f"{players:>7} {label:<26} {rescued:>8.1%} {1 - rescued:>6.1%} "
                  f"{wins:>11.0%} {speed:>8.1f}")


if __name__ == "__main__":
    main()
