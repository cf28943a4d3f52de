"""Setup: start rooms from move cards, hands of 6 (8 with 2 or 3 players), four piles."""

import pytest

from engine.core.protocol import BadOptions
from engine.doctor_lucky.data import load
from engine.doctor_lucky.game import GAME
from engine.doctor_lucky.setup import deal_start_rooms, split_piles

from .conftest import assert_cards_conserved


def test_setup_start_rooms_dealt_from_move_cards():
    cards = [
        "fail:1", "aid:rope", "move:galley",      # seat 0, 1 get nothing; seat 2 gets Galley
        "fail:2", "move:bridge",                   # seat 3 (next clockwise) gets the Bridge
        "move:pantry",                             # seat 0
        "aid:ladle", "fail:1", "move:gymnasium",   # seat 1
        "fail:3", "move:lounge",                   # Doctor Lucky
        "move:mail_room",
    ]
    first, pawns, doctor, dealt = deal_start_rooms(cards, 4)
    assert first == 2
    assert pawns == ["pantry", "gymnasium", "galley", "bridge"]
    assert doctor == "lounge"
    assert [d["seat"] for d in dealt[:3]] == [0, 1, 2]
    assert dealt[-1] == {"seat": None, "card": "move:lounge"}


def test_setup_first_player_is_the_first_to_receive_a_move_card():
    for seed in range(20):
        state = GAME.setup(5, seed)
        assert state["current"] == state["start"]["first"]
        assert GAME.to_act(state) == [state["current"]]


def test_setup_every_pawn_and_the_doctor_start_in_a_room_named_on_a_move_card():
    state = GAME.setup(7, 3)
    move_rooms = {c.split(":")[1] for c in load().card_list() if c.startswith("move:")}
    assert set(state["pawns"]) <= move_rooms
    assert state["doctor"] in move_rooms


@pytest.mark.parametrize(("players", "size"), [(2, 8), (3, 8), (4, 6), (5, 6), (7, 6)])
def test_setup_hands_of_six_or_eight_with_two_or_three_players(players, size):
    state = GAME.setup(players, 5)
    assert [len(h) for h in state["hands"]] == [size] * players
    assert_cards_conserved(state)
    assert state["discard"] == []


@pytest.mark.parametrize("players", [2, 4, 7])
def test_setup_rest_of_cards_in_four_nearly_equal_piles(players):
    state = GAME.setup(players, 2)
    sizes = [len(state["piles"][d]) for d in "ABCD"]
    assert max(sizes) - min(sizes) <= 1
    assert sum(sizes) == 90 - sum(len(h) for h in state["hands"])


def test_split_piles_gives_odd_cards_to_the_lower_decks():
    piles = split_piles([str(i) for i in range(10)], ["A", "B", "C", "D"])
    assert {d: len(p) for d, p in piles.items()} == {"D": 3, "C": 3, "B": 2, "A": 2}


def test_setup_refuses_bad_player_counts_and_options():
    with pytest.raises(BadOptions):
        GAME.setup(1, 0)
    with pytest.raises(BadOptions):
        GAME.setup(8, 0)
    with pytest.raises(BadOptions):
        GAME.setup(4, 0, {"penalties": "sometimes"})


def test_penalty_rules_are_off_by_default():
    state = GAME.setup(4, 0)
    assert state["options"] == {"penalties": "off"}
    assert state["penalties"] == [0, 0, 0, 0]
    assert not any(a["type"] == "penalty" for a in GAME.legal_actions(state, state["current"]))


def test_same_seed_same_setup_different_seed_different_setup():
    assert GAME.setup(4, 9) == GAME.setup(4, 9)
    assert GAME.setup(4, 9) != GAME.setup(4, 10)
