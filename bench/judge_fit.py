"""Fit a searching AI's judge: the weights of a conditional logit of the eventual winner on
the judge's per-seat features, over positions from games between heuristic players.

Usage: python bench/judge_fit.py --game KEY [--games N] [--seed S]

The game's ``engine/<game>/judge.py`` supplies ``features(state)`` (one row per seat) and
``usable(state)`` (which positions to learn from). Games run at 3, 4 and 5 players in turn;
every fourth usable position of a game with one winner is a sample. Fitted on four fifths of
them by gradient ascent on standardised features, it prints the log-likelihood per position on
the other fifth beside a uniform guess's (how much the judge knows) and the weights in the
judge's units, to paste into its WEIGHTS.
"""

from __future__ import annotations

import argparse
import importlib
import math
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.core.registry import get_agents, get_game

Sample = tuple[list[list[float]], int]


def samples(key: str, games: int, seed: int) -> list[Sample]:
    judge = importlib.import_module(f"engine.{key.replace('-', '_')}.judge")
    game, heuristic = get_game(key), get_agents(key)["heuristic"]
    found: list[Sample] = []
    for n in range(games):
        players = 3 + n % 3
        state = game.setup(players, seed + n)
        agents = [heuristic(n * 10 + s) for s in range(players)]
        rows: list[list[list[float]]] = []
        moves = 0
        while not game.is_over(state):
            seat = (game.waiting_for(state) or game.to_act(state))[0]
            if moves % 4 == 0 and judge.usable(state):
                rows.append([list(row) for row in judge.features(state)])
            action = agents[seat].choose(game, state, seat, game.legal_actions(state, seat))
            game._apply(state, seat, action)
            moves += 1
        winners = game.result(state).winners
        if len(winners) == 1:
            found += [(row, winners[0]) for row in rows]
    return found


def log_likelihood(data: list[Sample], weights: list[float]) -> float:
    total = 0.0
    for rows, winner in data:
        scores = [sum(w * x for w, x in zip(weights, row, strict=True)) for row in rows]
        top = max(scores)
        total += scores[winner] - top - math.log(sum(math.exp(s - top) for s in scores))
    return total / len(data)


def fit(data: list[Sample], rounds: int = 300, rate: float = 0.5) -> list[float]:
    size = len(data[0][0][0])
    weights = [0.0] * size
    for _ in range(rounds):
        grad = [0.0] * size
        for rows, winner in data:
            scores = [sum(w * x for w, x in zip(weights, row, strict=True)) for row in rows]
            top = max(scores)
            odds = [math.exp(s - top) for s in scores]
            whole = sum(odds)
            for i in range(size):
                grad[i] += rows[winner][i] - sum(o * row[i] for o, row in zip(odds, rows,
                                                                             strict=True)) / whole
        weights = [w + rate * g / len(data) - 1e-4 * w for w, g in zip(weights, grad,
                                                                          strict=True)]
    return weights


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--seed", type=int, default=1000)
    args = parser.parse_args(argv)
    try:
        data = samples(args.game, args.games, args.seed)
    except (KeyError, ModuleNotFoundError) as bad:
        print(f"judge_fit: no judge to fit for {args.game!r} ({bad})", file=sys.stderr)
        return 2
    if not data:
        print("judge_fit: no game with one winner to learn from", file=sys.stderr)
        return 2
    flat = [row for rows, _ in data for row in rows]
    size = len(flat[0])
    mean = [sum(row[i] for row in flat) / len(flat) for i in range(size)]
    spread = [max(1e-9, math.sqrt(sum((row[i] - mean[i]) ** 2 for row in flat) / len(flat)))
              for i in range(size)]
    scaled: list[Sample] = [([[(x - m) / s for x, m, s in zip(row, mean, spread, strict=True)]
                              for row in rows], winner) for rows, winner in data]
    random.Random(1).shuffle(scaled)
    cut = len(scaled) * 4 // 5
    weights = fit(scaled[:cut])
    held_out = scaled[cut:]
    uniform = sum(-math.log(len(rows)) for rows, _ in held_out) / len(held_out)
    print(f"positions {len(data)}; held-out log-likelihood {log_likelihood(held_out, weights):.4f}"
          f" (uniform {uniform:.4f})")
    print("WEIGHTS = (" + ", ".join(f"{w / s:.3f}" for w, s in zip(weights, spread,
                                                                     strict=True)) + ")")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
