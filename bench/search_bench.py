"""How the searching AI fares against the heuristic, and how long it thinks.

Usage: python bench/search_bench.py [--game KEY|all] [--games N] [--players P] [--seed S]
                                    [--scale X] [--tune NAME=VALUE ...]

For each game it plays N games at P players (default 4): the searching AI on one seat (a
team of two where the game plays in teams), moving round the table from game to game, the
heuristic on every other seat (after each game the figures so far go to stderr). It prints
one JSON line per game with the searching side's win share, its fair share (one over the
sides), the 95% Wilson interval of the win share, the ratio to the fair share, and the CPU time
of its decisions (median, p99, max, over decisions with more than one legal action).

Which seat a game gives decides much of it, so each game is also played with the heuristic on
the searching side (the same seed, every seat the heuristic: cheap). The line then also gives
the heuristic's share on the same sides and the search's gain over it, the mean of the
differences game by game with its 95% interval. A run's sides take turns from its first game,
so two runs from different seeds add up to one run only when the first covers a whole number
of rounds of the sides.
``--scale`` multiplies every search budget; ``--tune`` overrides one of the search's settings
(budget, horizon, width, margin, root, try_cost, sure) for exploring, e.g. ``--tune horizon=12``.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.games import chosen_games
from engine.core.ai import Agent
from engine.core.registry import get_agents, get_game
from engine.core.search import set_limits


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True)
class Paired:
    """One seed's shares of the win on the searching side: the search's, and the
    heuristic's in the all-heuristic game."""

    search: float
    heuristic: float


TUNABLE = {"budget": int, "horizon": int, "width": int, "margin": float, "root": str,
           "try_cost": int, "sure": float}
TUNING: dict[str, object] = {}


def tuning(text: str) -> tuple[str, object]:
    name, _, value = text.partition("=")
    if name not in TUNABLE:
        raise ValueError(f"--tune takes one of {', '.join(TUNABLE)}, not {name!r}")
    return name, TUNABLE[name](value)


def play_one(key: str, players: int, seed: int, side: list[int],
             times: list[float], searching: bool = True) -> list[float]:
    """One game with the searching AI on the seats of ``side`` (the heuristic there when not
    ``searching``); every seat's share of the win."""
    game, agents = get_game(key), get_agents(key)
    state = game.setup(players, seed)
    search = type("Tuned", (agents["search"],), dict(TUNING)) if TUNING else agents["search"]
    mover = search if searching else agents["heuristic"]
    seats: list[Agent] = [(mover if s in side else agents["heuristic"])(seed * 10 + s)
                          for s in range(players)]
    while not game.is_over(state):
        seat = (game.waiting_for(state) or game.to_act(state))[0]
        legal = game.legal_actions(state, seat)
        start = time.process_time()
        action = seats[seat].choose(game, state, seat, legal)
        if searching and seat in side and len(legal) > 1:
            times.append(time.process_time() - start)
        game._apply(state, seat, action)
    winners = game.result(state).winners
    return [winners.count(s) / len(winners) if winners else 0.0 for s in range(players)]


def share(shares: list[float], side: list[int]) -> float:
    return sum(shares[s] for s in side)


def interval(values: list[float], z: float = 1.96) -> tuple[float, float, float]:
    """The mean of ``values`` and its normal 95% interval."""
    mean = statistics.fmean(values)
    half = z * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 1.0
    return mean, mean - half, mean + half


def summary(key: str, players: int, teams: bool, fair: float, paired: list[Paired],
            times: list[float]) -> dict[str, object]:
    games = len(paired)
    wins = sum(p.search for p in paired)
    low, high = wilson(wins, games)
    gain, gain_low, gain_high = interval([p.search - p.heuristic for p in paired])
    ordered = sorted(times)
    return {
        "game": key, "players": players, "games": games, "side": "team" if teams else "seat",
        "win_share": round(wins / games, 3), "fair_share": round(fair, 3),
        "ci95": [round(low, 3), round(high, 3)],
        "ratio_to_fair": round(wins / games / fair, 2),
        "heuristic_share": round(sum(p.heuristic for p in paired) / games, 3),
        "gain": round(gain, 3), "gain_ci95": [round(gain_low, 3), round(gain_high, 3)],
        "decisions": len(times),
        "cpu_median_s": round(statistics.median(times), 3) if times else None,
        "cpu_p99_s": round(ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))], 3)
        if times else None,
        "cpu_max_s": round(ordered[-1], 3) if times else None,
    }


def bench(key: str, players: int, games: int, seed: int) -> dict[str, object]:
    """N games; after each one the figures so far go to stderr, so a run stopped early
    still tells what it measured."""
    game = get_game(key)
    probe = game.setup(players, seed)
    teams = game.teams(probe)
    sides = teams or [[s] for s in range(players)]
    fair = 1 / len(sides)
    paired: list[Paired] = []
    times: list[float] = []
    for n in range(games):
        side = sides[n % len(sides)]
        searched = play_one(key, players, seed + n, side, times)
        alone = play_one(key, players, seed + n, side, [], searching=False)
        paired.append(Paired(share(searched, side), share(alone, side)))
        so_far = summary(key, players, bool(teams), fair, paired, times)
        print(f"after game {n + 1}/{games}: {json.dumps(so_far)}", file=sys.stderr, flush=True)
    return summary(key, players, bool(teams), fair, paired, times)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="all")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--tune", action="append", default=[])
    args = parser.parse_args(argv)
    try:
        keys = chosen_games(args.game)
        set_limits(args.scale)
        TUNING.update(tuning(text) for text in args.tune)
    except (KeyError, ValueError) as bad:
        print(f"search_bench: {bad}", file=sys.stderr)
        return 2
    for key in keys:
        print(json.dumps(bench(key, args.players, args.games, args.seed)), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
