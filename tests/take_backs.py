"""For each game's take-back tests: every move of one kind met in seeded random games, with
whether its mover may take it back (``engine.core.takeback.may_take_back``)."""

from __future__ import annotations

import random

from engine.core.ai import RandomAgent
from engine.core.protocol import Action, Seat, State
from engine.core.registry import get_game
from engine.core.state import clone
from engine.core.takeback import may_take_back


def answers(game_key: str, players: int, kind: str, *, seeds: tuple[int, ...] = (1, 2),
            options: dict[str, str] | None = None) -> list[bool]:
    """May each move of type ``kind`` (legal for a seat at a position of the games, and not
    ending the game) be taken back?"""
    game = get_game(game_key)
    found: list[bool] = []
    for seed in seeds:
        state = game.setup(players, seed, options)
        agents = [RandomAgent(seed * 7 + seat) for seat in range(players)]
        picker = random.Random(seed)
        while not game.is_over(state):
            for seat in game.to_act(state):
                for action in game.legal_actions(state, seat):
                    if action["type"] == kind and not ends(game_key, state, seat, action):
                        found.append(may_take_back(game, state, seat, action))
            seat = picker.choice(game.waiting_for(state))
            game.apply(state, seat, agents[seat].choose(
                game, state, seat, game.legal_actions(state, seat)))
    assert found, f"no {kind} move met"
    return found


def ends(game_key: str, state: State, seat: Seat, action: Action) -> bool:
    game = get_game(game_key)
    after = clone(state)
    game.apply(after, seat, action)
    return game.is_over(after)
