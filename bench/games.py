"""Which games a bench plays: every registered game unless one is named, each at the
player count asked for where the game allows it (else the nearest count it allows)."""

from __future__ import annotations

import argparse

from engine.core.registry import game_keys, get_game

ALL = "all"


def add_game_arguments(parser: argparse.ArgumentParser, players: int) -> None:
    parser.add_argument("--game", default=ALL,
                        help=f"a game key, or {ALL!r} for every registered game")
    parser.add_argument("--players", type=int, default=players,
                        help="players per game (moved into each game's range)")


def chosen_games(name: str) -> list[str]:
    return game_keys() if name == ALL else [get_game(name).key]


def players_for(key: str, wanted: int) -> int:
    game = get_game(key)
    return max(game.min_players, min(game.max_players, wanted))
