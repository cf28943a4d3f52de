"""Balance of every game: how the default AI fares and whether any starting place wins more.

Usage: python bench/balance.py [--game KEY|all] [--games N] [--players 2,4,...] [--seed S]

For each game and player count (each count the game allows, or those asked for) it plays N
games of the game's default AI on every seat and N games of one default AI seat against
random seats (the tested seat moving round the table), and prints one JSON line with:
* start_places: wins per place in the starting turn order over the mean place's (1.00 =
  fair), with every seat the default AI;
* default_vs_random: the tested seat's win share and its fair share (one over the number of
  sides that can win: teams, and seats in no team);
* no_winner: the share of games nobody won; mean_actions per game;
* usage: the game's own counters summed over the all-default games (``Game.usage_stats``:
  end reasons, scandals, clients saved ...).
The games' own tuning scripts go deeper into one game each (see the games' READMEs).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.games import ALL, chosen_games
from engine.core.registry import default_agent, get_agents, get_game
from engine.core.simulate import Tally, agents_for, play


def tally_of(key: str, players: int, games: int, seed: int, tested: int | None) -> Tally:
    """``games`` games of the default AI, on every seat (``tested`` None) or on one seat that
    moves round the table from game to game, random on the others."""
    game, table, best = get_game(key), get_agents(key), default_agent(key)
    tally = Tally()
    for n in range(games):
        seat = None if tested is None else (tested + n) % players
        ais = [best if seat in (None, s) else "random" for s in range(players)]
        state = game.setup(players, seed + n)
        played = play(game, state, agents_for(ais, table, seed + n))
        tally.add(game, played, game.result(state), ais)
    return tally


def sides(key: str, players: int) -> int:
    """How many can win apart: the teams, and every seat in none (a Courtesan)."""
    game = get_game(key)
    teams = game.teams(game.setup(players, 0))
    return len(teams) + players - sum(len(team) for team in teams)


def line_for(key: str, players: int, games: int, seed: int) -> dict[str, object]:
    best = default_agent(key)
    everyone = tally_of(key, players, games, seed, tested=None)
    against = tally_of(key, players, games, seed + games, tested=0)
    fair = 1 / sides(key, players)
    places = everyone.start_position_rates(players)
    # A place's wins over the mean place's (a team's win counts for each of its seats)
    mean = sum(places.values()) / players or 1.0
    return {
        "game": key,
        "players": players,
        "games": games,
        "start_places": {place: round(share / mean, 2) for place, share in places.items()},
        "default_vs_random": {"ai": best, "wins": round(against.wins[best] / games, 3),
                              "fair": round(fair, 3)},
        "no_winner": round(everyone.no_winner / games, 3),
        "mean_actions": round(everyone.actions / games, 1),
        "usage": {group: dict(sorted(counts.items()))
                  for group, counts in sorted(everyone.usage.items())},
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default=ALL,
                        help=f"a game key, or {ALL!r} for every registered game")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", default="",
                        help="comma-separated player counts (default: every count allowed)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    asked = [int(n) for n in args.players.split(",") if n.strip()]
    for key in chosen_games(args.game):
        game = get_game(key)
        allowed = range(game.min_players, game.max_players + 1)
        for players in [n for n in asked if n in allowed] if asked else allowed:
            print(json.dumps(line_for(key, players, args.games, args.seed)), flush=True)


if __name__ == "__main__":
    main()
