"""Secret rounds: which choices of Ladies & Gentlemen wait for the others (tests/contract
holds every game's declared secret round to what a pick does)."""

from __future__ import annotations

import pytest

from engine.core.protocol import IllegalAction
from engine.core.state import clone
from engine.ladies_gentlemen.game import GAME

from .conftest import choose_visits, finish_morning_ladies, finish_stock


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
    assert state["phase"] == "afternoon" and GAME.secret_round(state)  # the visit
    choose_visits(state)
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
