"""A position some random moves into a game, for an AI to decide in (the thinking pool's
tests and bench/thinking_bench.py)."""

from __future__ import annotations

import random

from engine.core.protocol import Action, Game, Seat, State
from engine.core.registry import get_game


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
