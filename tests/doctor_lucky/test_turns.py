"""A turn: snoop (step or stay, then maybe draw) or active (free step, move cards, rescue)."""

import pytest

from engine.core.protocol import IllegalAction
from engine.doctor_lucky.game import GAME
from engine.doctor_lucky.ship import ship

from .conftest import act, assert_cards_conserved, position, set_hand

FAR = "bridge"  # nobody near the action in these tests


def test_snoop_moves_to_an_adjacent_room_or_stays():
    state = position(pawns=["galley", FAR, FAR, FAR], doctor="smoking_room")
    rooms = {a["room"] for a in GAME.legal_actions(state, 0) if a["type"] == "snoop"}
    assert rooms == {"galley", *ship().neighbours("galley", frozenset())}
    act(state, {"type": "snoop", "room": "pantry", "draw": False})
    assert state["pawns"][0] == "pantry"


def test_snoop_draw_is_optional_and_comes_from_the_lowest_deck_pile():
    state = position(pawns=["galley", FAR, FAR, FAR], doctor="smoking_room")
    top = state["piles"]["D"][-1]
    act(state, {"type": "snoop", "room": "galley", "draw": True})
    assert state["hands"][0] == [top]
    before = [list(h) for h in state["hands"]]
    act(state, {"type": "snoop", "room": state["pawns"][1], "draw": False})
    assert state["hands"] == before
    assert_cards_conserved(state)


def test_snoop_ends_the_turn():
    state = position(pawns=["galley", FAR, FAR, FAR], doctor="smoking_room")
    act(state, {"type": "snoop", "room": "galley", "draw": True})
    assert GAME.to_act(state) == [1]


def test_active_turn_has_exactly_one_free_step():
    state = position(pawns=["galley", FAR, FAR, FAR], doctor="smoking_room")
    act(state, {"type": "step", "room": "pantry"})
    legal = GAME.legal_actions(state, 0)
    assert not any(a["type"] in ("step", "snoop") for a in legal)
    assert {"type": "end_turn"} in legal
    with pytest.raises(IllegalAction, match="free step"):
        act(state, {"type": "step", "room": "galley"})


def test_active_turn_draws_no_card():
    state = position(pawns=["galley", FAR, FAR, FAR], doctor="smoking_room")
    act(state, {"type": "step", "room": "pantry"})
    act(state, {"type": "end_turn"})
    assert state["hands"][0] == []
    assert GAME.to_act(state) == [1]


def test_move_card_sends_your_pawn_or_doctor_lucky_to_the_named_room():
    state = position(pawns=["galley", FAR, FAR, FAR], doctor="smoking_room")
    set_hand(state, 0, ["move:captains_cabin", "move:gymnasium"])
    act(state, {"type": "send", "card": "captains_cabin", "who": "self", "room": "captains_cabin"})
    act(state, {"type": "send", "card": "gymnasium", "who": "doctor", "room": "gymnasium"})
    assert state["pawns"][0] == "captains_cabin" and state["doctor"] == "gymnasium"
    assert state["hands"][0] == [] and "move:gymnasium" in state["discard"]


@pytest.mark.parametrize(("card", "steps"), [("boiler_room", 3), ("galley", 2),
                                              ("dining_salon", 1), ("bridge", 0)])
def test_move_card_steps_by_deck_d3_c2_b1_a0(card, steps):
    state = position(pawns=["turkish_bath", FAR, FAR, FAR], doctor="smoking_room")
    set_hand(state, 0, [f"move:{card}"])
    sends = {a["room"] for a in GAME.legal_actions(state, 0)
             if a["type"] == "send" and a["who"] == "self" and a["card"] == card}
    walk = set(ship().within_steps("turkish_bath", steps, frozenset())) if steps else set()
    assert sends == walk | {card}


def test_move_cards_before_and_after_the_free_step():
    state = position(pawns=["galley", FAR, FAR, FAR], doctor="smoking_room")
    set_hand(state, 0, ["move:pantry", "move:reception_room"])
    act(state, {"type": "send", "card": "pantry", "who": "self", "room": "pantry"})
    act(state, {"type": "step", "room": "c_aft_passage"})
    act(state, {"type": "send", "card": "reception_room", "who": "self", "room": "reception_room"})
    assert state["pawns"][0] == "reception_room"


def test_choosing_a_move_card_is_private_until_the_move_is_made():
    # Card, whom to move and where are menu levels of one action: picking a card and going
    # back is never logged or announced, and nothing but the finished move changes the state.
    state = position(pawns=["galley", FAR, FAR, FAR], doctor="smoking_room")
    set_hand(state, 0, ["move:pantry"])
    legal = GAME.legal_actions(state, 0)
    sends = [a for a in legal if a["type"] == "send"]
    assert sends and all(set(a) == {"type", "card", "who", "room"} for a in sends)
    assert not any(a["type"] in ("move_card", "cancel") for a in legal)
    paths = [GAME.words.action_path(state, a) for a in sends]
    assert all(len(p) == 4 and p[0] == "Play a move card" for p in paths)
    assert {p[2] for p in paths} == {"Move yourself", "Move Doctor Lucky"}
    # Every other choice (snooping, no card at all) is still open after a look at the card.
    assert any(a["type"] == "snoop" for a in legal)
    events = act(state, {"type": "send", "card": "pantry", "who": "self", "room": "pantry"})
    assert [e["type"] for e in events] == ["send"]
    assert state["hands"][0] == []


def test_moving_doctor_lucky_during_a_turn_does_not_change_turn_order():
    state = position(pawns=["galley", FAR, "pantry", FAR], doctor="smoking_room")
    set_hand(state, 0, ["move:pantry"])
    act(state, {"type": "send", "card": "pantry", "who": "doctor", "room": "pantry"})
    act(state, {"type": "end_turn"})
    # He then walks on from the Pantry (8) to the Barber Shop (9), where nobody stands.
    assert state["doctor"] == "barber_shop"
    assert GAME.to_act(state) == [1]
