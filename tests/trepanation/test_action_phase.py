"""The action phase: order of resolution, one meeple per time, the limits."""

import pytest

from engine.core.protocol import IllegalAction
from engine.trepanation.game import GAME
from tests.trepanation.conftest import empty_boards, new_game, of_type, play, start_actions


def test_action_phase_resolves_by_time_then_player_order():
    state = new_game(4, order=[2, 0, 3, 1])
    empty_boards(state)
    events = start_actions(state, {
        "police@11:00": 2, "hippocrates@09:00": 1, "tavern@09:00": 0, "aristotle@09:00": 2,
        "cemetery@21:00": 3,
    })
    gains = [e["seat"] for e in of_type(events, "gained")]
    assert gains == [2, 0, 1, 2, 3]


def test_action_phase_first_player_without_a_meeple_at_that_time_is_skipped():
    state = new_game(3, order=[0, 1, 2])
    empty_boards(state)
    events = start_actions(state, {"police@09:00": 2, "tavern@09:00": 1})
    assert [e["seat"] for e in of_type(events, "gained")] == [1, 2]


def test_two_meeples_at_the_same_time_worked_example_green_chooses_one():
    # Green placed at Hippocrates 09:00 and at Vinnie's Tavern 09:00: one acts, one is lost.
    state = new_game(4, order=[0, 1, 2, 3])
    empty_boards(state)
    green = 1
    start_actions(state, {"hippocrates@09:00": green, "tavern@09:00": green})
    assert GAME.to_act(state) == [green]
    assert GAME.legal_actions(state, green) == [
        {"type": "activate", "slot": "hippocrates@09:00"},
        {"type": "activate", "slot": "tavern@09:00"},
    ]
    events = play(state, {"type": "activate", "slot": "tavern@09:00"})
    board = state["boards"][green]
    assert board["bribe"] == [1, 0, 0] and board["shill"] == [1, 0, 0] and board["medicine"] == 0
    assert of_type(events, "forfeited")[0]["slot"] == "hippocrates@09:00"
    assert state["placements"] == {}


def test_limits_coins_four():
    state = new_game(4)
    empty_boards(state)
    state["boards"][0]["coin"] = 4
    start_actions(state, {"cemetery@21:00": 0})
    assert state["boards"][0]["coin"] == 4


def test_limits_medicine_and_equipment_six():
    state = new_game(4)
    empty_boards(state)
    state["boards"][0].update(medicine=5, equipment=4)
    events = start_actions(state, {"hippocrates@11:00": 0, "aristotle@09:00": 0})
    assert (state["boards"][0]["medicine"], state["boards"][0]["equipment"]) == (6, 6)
    assert [e["bundle"] for e in of_type(events, "gained")] == [{"equipment": 2},
                                                                 {"medicine": 1}]


def test_limits_shills_and_bribes_are_unlimited():
    state = new_game(4)
    empty_boards(state)
    state["boards"][0]["shill"] = [20, 0, 0]
    start_actions(state, {"tavern@13:00": 0})
    assert state["boards"][0]["shill"] == [22, 0, 0]


def test_action_phase_wrong_seat_refused_without_change():
    state = new_game(4, order=[0, 1, 2, 3])
    empty_boards(state)
    start_actions(state, {"hippocrates@09:00": 1, "tavern@09:00": 1})
    before = repr(state)
    with pytest.raises(IllegalAction, match="not your turn"):
        GAME.apply(state, 0, {"type": "activate", "slot": "tavern@09:00"})
    with pytest.raises(IllegalAction, match="not one of the choices"):
        GAME.apply(state, 1, {"type": "activate", "slot": "police@09:00"})
    assert repr(state) == before
