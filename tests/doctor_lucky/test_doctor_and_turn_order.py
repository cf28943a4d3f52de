"""Doctor Lucky's automatic move after every turn, and how it changes the turn order."""

from engine.doctor_lucky.game import GAME
from engine.doctor_lucky.ship import ship

from .conftest import act, position

FAR = "bridge"


def snoop_stay(state):
    seat = GAME.to_act(state)[0]
    return act(state, {"type": "snoop", "room": state["pawns"][seat], "draw": False})


def test_doctor_moves_to_the_next_room_number_after_every_turn():
    state = position(pawns=[FAR, FAR, FAR, FAR], doctor="pantry")  # room 8
    snoop_stay(state)
    assert state["doctor"] == "barber_shop"  # room 9
    snoop_stay(state)
    assert state["doctor"] == "pursers_office"  # room 10


def test_doctor_goes_from_22_to_0():
    state = position(pawns=["gymnasium"] * 4, doctor="bridge")
    snoop_stay(state)
    assert state["doctor"] == "boiler_room"


def test_doctor_leaves_an_unnumbered_room_for_its_highest_numbered_neighbour():
    plan = ship()
    # The fore passage of deck C opens on rooms 9, 10 and 11.
    assert plan.doctor_next("c_fore_passage", frozenset()) == "second_class_library"
    state = position(pawns=[FAR] * 4, doctor="b_aft_passage")
    snoop_stay(state)
    assert state["doctor"] == "turkish_bath"  # 14, beside 12 and 13


def test_doctor_skips_flooded_rooms():
    plan = ship()
    # With deck D gone, the route wraps from 22 to the lowest room of deck C.
    assert plan.doctor_next("bridge", frozenset({"D"})) == "steerage_dining"
    assert plan.doctor_next("bridge", frozenset({"D", "C"})) == "dining_salon"
    # A Doctor left on a flooding deck moves on to the lowest room still afloat.
    assert plan.doctor_next("steerage_berths", frozenset({"D"})) == "steerage_dining"
    assert plan.doctor_next("d_aft_stairs", frozenset({"D"})) == "steerage_dining"


def test_turn_order_passes_to_the_left_normally():
    state = position(pawns=[FAR] * 4, doctor="boiler_room", current=3)
    snoop_stay(state)
    assert GAME.to_act(state) == [0]


def test_turn_order_jumps_to_the_player_in_doctors_room():
    # After player 4's turn the Doctor walks into a room where only player 2 stands.
    state = position(pawns=[FAR, "barber_shop", FAR, FAR], doctor="pantry", current=3)
    events = snoop_stay(state)
    assert GAME.to_act(state) == [1]
    assert events[-1]["type"] == "phase" and events[-1]["jump"]
    snoop_stay(state)
    assert GAME.to_act(state) == [2]


def test_turn_order_jump_applies_even_to_the_player_who_just_moved():
    state = position(pawns=["barber_shop", FAR, FAR, FAR], doctor="pantry", current=0)
    snoop_stay(state)
    assert GAME.to_act(state) == [0]


def test_several_players_in_doctors_room_first_to_the_left_of_last_active_goes():
    # Rulebook: after player six, the Doctor enters a room with players three, five and six;
    # player three goes next.
    pawns = [FAR, FAR, "barber_shop", FAR, "barber_shop", "barber_shop"]
    state = position(players=6, pawns=pawns, doctor="pantry", current=5)
    snoop_stay(state)
    assert GAME.to_act(state) == [2]


def test_several_players_in_doctors_room_counting_starts_left_of_the_last_player():
    pawns = [FAR, "barber_shop", FAR, FAR, "barber_shop", FAR]
    state = position(players=6, pawns=pawns, doctor="pantry", current=2)
    snoop_stay(state)
    assert GAME.to_act(state) == [4]
