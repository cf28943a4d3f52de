"""Secret rounds: which choices wait for the others, and that the game declares exactly those."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from engine.core.position import Position
from engine.core.protocol import Game, IllegalAction, Seat, State, step
from engine.core.state import clone
from engine.ladies_gentlemen.game import GAME

from .conftest import finish_morning_ladies, finish_stock


def inferred_secret_round(game: Game, state: State, seats: Sequence[Seat]) -> bool:
    """The bot's old inference (bot/core/texts.py before the rounds were declared): a pick
    leaves its picker among ``decided``, tried on a copy with the first seat's first choice."""
    if game.decided(state):
        return True
    legal = game.legal_actions(state, seats[0])
    if not legal:
        return False
    try:
        after, _ = step(game, state, seats[0], legal[0])
    except IllegalAction:
        return False
    return seats[0] in game.decided(after)


@pytest.mark.parametrize("options", [{}, {"stock": "live"}, {"gossip": "on"},
                                     {"stock": "live", "gossip": "on"}])
def test_secret_round_is_declared_where_picks_wait_for_the_others(options):
    checked = secret = 0
    for players in (4, 5, 6, 9, 10):
        seed = 10 * players + len(options)
        state = GAME.setup(players, seed, options)
        picker = random.Random(seed)
        while not GAME.is_over(state):
            seats = GAME.waiting_for(state) or GAME.to_act(state)
            declared = Position(GAME, state).secret_round
            assert declared == inferred_secret_round(GAME, state, seats), (
                players, state["phase"], state["ladies_step"], state["evening_step"], seats)
            checked += 1
            secret += declared
            # Any seat may be the next to choose, so rounds are caught half decided too.
            seat = picker.choice(GAME.to_act(state))
            GAME.apply(state, seat, picker.choice(GAME.legal_actions(state, seat)))
    assert secret and checked - secret


def test_the_ladies_and_the_sealed_stock_exchange_choose_in_secret_rounds():
    state = GAME.setup(4, 1)
    assert GAME.secret_round(state)
    finish_morning_ladies(state)
    assert state["ladies_step"] == "ready" and GAME.to_act(state) == [1, 3]
    assert GAME.secret_round(state)
    GAME.apply(state, 1, GAME.legal_actions(state, 1)[0])
    assert GAME.decided(state) == [1] and GAME.secret_round(state)


def test_the_live_stock_exchange_afternoon_and_bills_are_open_moves():
    state = GAME.setup(4, 1, {"stock": "live"})
    finish_morning_ladies(state)
    assert GAME.to_act(state) == [1, 3] and not GAME.secret_round(state)
    finish_stock(state)
    assert state["phase"] == "afternoon"
    while state["phase"] == "afternoon":
        assert not GAME.secret_round(state)
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, GAME.legal_actions(state, seat)[-1])
    while state["phase"] == "evening":
        assert not GAME.secret_round(state)
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, GAME.legal_actions(state, seat)[-1])


def test_a_seat_that_has_chosen_is_told_its_pick_stands_until_everyone_has_chosen():
    state = GAME.setup(6, 2)
    GAME.apply(state, 1, GAME.legal_actions(state, 1)[0])
    after = clone(state)
    with pytest.raises(IllegalAction, match="already made your choice"):
        GAME.apply(state, 1, GAME.legal_actions(state, 3)[0])
    assert state == after
    assert "schon gewählt" in GAME.words.explain_illegal(state, 1, {"type": "stock", "pos": 0},
                                                         "de")
