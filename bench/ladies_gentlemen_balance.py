"""Ladies & Gentlemen balance: who wins by role, how often a scandal breaks, how long games are.

Usage: python bench/ladies_gentlemen_balance.py [--games N] [--seed S] [--players 4,5,...]
                                               [--lineup all|mixed] [--jobs J]

``all`` (default): every seat heuristic. Per player count it prints the share of games won by
the Courtesan (fair share 1/(teams+1)), by the average team and by the best team colour
(fair share 1/teams without a Courtesan, 1/(teams+1) with one, the patron's team included),
the scandal rate and the average number of actions per game.

``mixed``: one tested team against all-random teams (and a random Courtesan), the tested
team moving round the table from game to game: heuristic Lady + heuristic Gentleman,
heuristic Lady + random Gentleman, random Lady + heuristic Gentleman, and all random for
comparison. It prints the tested team's win share and its fair share.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.core.registry import get_agents, get_game
from engine.core.simulate import agents_for, play

KEY = "ladies-gentlemen"
MIXED = {
    "heuristic team": ("heuristic", "heuristic"),
    "heuristic Lady + random Gentleman": ("heuristic", "random"),
    "random Lady + heuristic Gentleman": ("random", "heuristic"),
    "random team (baseline)": ("random", "random"),
}


@dataclass
class Outcome:
    winning_team: int | None
    courtesan_won: bool
    scandal: bool
    actions: int


def line_up(players: int, default: str, tested: int | None, pair: tuple[str, str]) -> list[str]:
    ais = [default] * players
    if tested is not None:
        ais[2 * tested], ais[2 * tested + 1] = pair
    return ais


def one_game(job: tuple[int, int, str, int | None, tuple[str, str]]) -> Outcome:
    players, seed, default, tested, pair = job
    game = get_game(KEY)
    state = game.setup(players, seed)
    played = play(game, state, agents_for(line_up(players, default, tested, pair),
                                          get_agents(KEY), seed))
    result = state["result"]
    return Outcome(result["team"] if not result["courtesan_won"] else None,
                   bool(result["courtesan_won"]), result["scandal_team"] is not None,
                   played.actions)


def run(jobs: Iterable[tuple[int, int, str, int | None, tuple[str, str]]], workers: int
        ) -> list[Outcome]:
    jobs = list(jobs)
    if workers <= 1:
        return [one_game(job) for job in jobs]
    with ProcessPoolExecutor(workers) as pool:
        return list(pool.map(one_game, jobs, chunksize=16))


def balance(players: int, games: int, seed: int, workers: int) -> str:
    teams = players // 2
    courtesan = players % 2 == 1
    started = time.perf_counter()
    outcomes = run(((players, seed + n, "heuristic", None, ("heuristic", "heuristic"))
                    for n in range(games)), workers)
    speed = games / (time.perf_counter() - started)
    won_by_courtesan = sum(o.courtesan_won for o in outcomes) / games
    team_wins = [sum(o.winning_team == t for o in outcomes) / games for t in range(teams)]
    share = 1 / (teams + courtesan)
    scandals = sum(o.scandal for o in outcomes) / games
    length = sum(o.actions for o in outcomes) / games
    her = f"{won_by_courtesan:>6.1%} ({share:.0%})" if courtesan else f"{'-':>12}"
    return (f"{players:>7} {her:>13} {sum(team_wins) / teams:>10.1%} "
            f"{max(team_wins) / share:>13.2f} {scandals if courtesan else 0:>9.1%} "
            f"{length:>8.0f} {speed:>8.1f}")


def mixed(players: int, games: int, seed: int, workers: int) -> list[str]:
    teams = players // 2
    share = 1 / (teams + players % 2)
    rows = []
    for label, pair in MIXED.items():
        outcomes = run(((players, seed + n, "random", n % teams, pair) for n in range(games)),
                       workers)
        wins = sum(o.winning_team == n % teams for n, o in enumerate(outcomes)) / games
        rows.append(f"{players:>7} {label:<36} {wins:>8.1%} {share:>7.0%}")
    return rows


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--players", default="4,5,6,7,8,9,10")
    parser.add_argument("--lineup", choices=("all", "mixed"), default="all")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    counts = [int(p) for p in args.players.split(",")]
    if args.lineup == "all":
        print(f"{'players':>7} {'Courtesan':>13} {'team (avg)':>10} {'top colour/sh':>13} "
              f"{'scandals':>9} {'actions':>8} {'games/s':>8}", flush=True)
        for players in counts:
            print(balance(players, args.games, args.seed, args.jobs), flush=True)
    else:
        print(f"{'players':>7} {'tested team':<36} {'wins':>8} {'share':>7}", flush=True)
        for players in counts:
            for row in mixed(players, args.games, args.seed, args.jobs):
                print(row, flush=True)


if __name__ == "__main__":
    main()
