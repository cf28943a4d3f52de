"""Positions some moves into a game, for an AI to decide in (the thinking pool's and the
search's tests, bench/thinking_bench.py)."""

from __future__ import annotations

import random

from engine.core.protocol import Action, Game, Seat, State
from engine.core.registry import get_agents, get_game


def after_random_moves(key: str, players: int, moves: int, *, setup_seed: int,
                       walk_seed: int) -> tuple[Game, State, Seat, list[Action]]:
    """``key`` set up with ``setup_seed`` after ``moves`` random moves drawn with
    ``walk_seed`` (hands dealt, decks shuffled): the game, the state, the seat to act and
    its legal actions."""
    game = get_game(key)
    state = game.setup(players, setup_seed)
    rng = random.Random(walk_seed)
    for _ in range(moves):
        seat = (game.waiting_for(state) or game.to_act(state))[0]
        game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
    seat = (game.waiting_for(state) or game.to_act(state))[0]
    return game, state, seat, game.legal_actions(state, seat)


def midgame(key: str, moves: int, seed: int = 3) -> tuple[Game, State]:
    """A position ``moves`` heuristic moves into a 4-player game."""
    game = get_game(key)
    heuristic = get_agents(key)["heuristic"]
    state = game.setup(4, seed)
    players = [heuristic(seed + s) for s in range(4)]
    for _ in range(moves):
        seat = game.waiting_for(state)[0]
        game._apply(state, seat, players[seat].choose(game, state, seat,
                                                       game.legal_actions(state, seat)))
    return game, state
