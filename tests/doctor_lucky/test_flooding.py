"""Flooded decks: a deck floods at the end of the turn its pile runs out; deck A sinks all."""

import random

import pytest

from engine.core.ai import RandomAgent
from engine.core.protocol import IllegalAction
from engine.doctor_lucky.game import GAME
from engine.doctor_lucky.ship import ship

from .conftest import act, assert_cards_conserved, drain_pile, position

FAR = "bridge"


def test_deck_floods_when_its_pile_runs_out():
    state = position(pawns=["boiler_room", FAR, FAR, FAR], doctor="galley")
    drain_pile(state, "D", leave=1)
    events = act(state, {"type": "snoop", "room": "boiler_room", "draw": True})
    assert state["flooded"] == ["D"]
    assert [e["type"] for e in events].index("flood") < [e["type"] for e in events].index(
        "doctor_moves")
    assert_cards_conserved(state)


def test_no_flood_while_cards_are_left():
    state = position(pawns=["boiler_room", FAR, FAR, FAR], doctor="galley")
    drain_pile(state, "D", leave=2)
    act(state, {"type": "snoop", "room": "boiler_room", "draw": True})
    assert state["flooded"] == []


def test_flooding_moves_pawns_to_the_lowest_room_of_the_next_deck():
    state = position(pawns=["boiler_room", "d_fore_stairs", FAR, "galley"], doctor="bridge")
    drain_pile(state, "D", leave=1)
    act(state, {"type": "snoop", "room": "boiler_room", "draw": True})
    assert state["pawns"] == ["steerage_dining", "steerage_dining", FAR, "galley"]


def test_flooding_happens_before_the_doctor_moves():
    # Everybody on deck D, the Doctor included, climbs to room 6 first; only then does he
    # make his automatic move, to room 7, where he meets seat 2.
    state = position(pawns=["boiler_room", FAR, "galley", FAR], doctor="steerage_berths")
    drain_pile(state, "D", leave=1)
    events = act(state, {"type": "snoop", "room": "boiler_room", "draw": True})
    kinds = [e["type"] for e in events]
    assert kinds.index("flood") < kinds.index("doctor_moves")
    assert state["pawns"][0] == "steerage_dining"
    assert state["doctor"] == "galley"
    assert GAME.to_act(state) == [2]  # he walked in on seat 2 in room 7


def test_flooding_moves_doctor_lucky_up_with_the_pawns():
    state = position(pawns=[FAR, FAR, FAR, FAR], doctor="cargo_hold")
    drain_pile(state, "D", leave=1)
    events = act(state, {"type": "snoop", "room": FAR, "draw": True})
    flood = next(e for e in events if e["type"] == "flood")
    assert flood["doctor"] is True
    # Rulebook: lowest room of deck C (6), then his automatic move to the next number (7).
    assert state["doctor"] == "galley"


def test_draws_come_from_the_next_pile_up_after_a_flood():
    state = position(pawns=["galley", FAR, FAR, FAR], doctor="pantry")
    drain_pile(state, "D", leave=1)
    act(state, {"type": "snoop", "room": "galley", "draw": True})
    top_c = state["piles"]["C"][-1]
    seat = GAME.to_act(state)[0]
    act(state, {"type": "snoop", "room": state["pawns"][seat], "draw": True})
    assert state["hands"][seat][-1] == top_c
    assert GAME.view(state, None)["draw_deck"] == "C"


def test_flooded_rooms_cannot_be_entered():
    state = position(pawns=["c_aft_stairs", FAR, FAR, FAR], doctor="pantry")
    drain_pile(state, "D", leave=0)
    state["flooded"] = ["D"]
    rooms = {a.get("room") for a in GAME.legal_actions(state, 0)}
    assert "d_aft_stairs" not in rooms
    with pytest.raises(IllegalAction):
        act(state, {"type": "step", "room": "d_aft_stairs"})


def test_deck_a_flooding_sinks_the_ship_and_nobody_wins():
    state = position(pawns=["gymnasium", FAR, FAR, FAR], doctor="pantry")
    for deck in "DCB":
        drain_pile(state, deck)
    state["flooded"] = ["D", "C", "B"]
    drain_pile(state, "A", leave=1)
    events = act(state, {"type": "snoop", "room": "gymnasium", "draw": True})
    assert GAME.is_over(state)
    assert events[-1] == {"type": "game_over", "reason": "sunk", "winner": None}
    result = GAME.result(state)
    assert result.winners == []
    assert all(line.breakdown == {} for line in result.scores)
    assert GAME.usage_stats(state)["end_reason"] == {"sunk": 1}
    assert GAME.words.phase_label(state) == "Game over - the ship sank"


def check_cards_and_decks(state: dict) -> None:
    assert_cards_conserved(state)
    gone = set(state["flooded"])
    plan = ship()
    for room in [*state["pawns"], state["doctor"]]:
        assert plan.deck_of(room) not in gone or GAME.is_over(state)
    # Decks flood bottom up and only when their pile is empty.
    assert state["flooded"] == ["D", "C", "B", "A"][: len(state["flooded"])]
    assert all(not state["piles"][d] for d in gone)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7])
def test_random_games_keep_every_card_flood_empty_decks_bottom_up_and_end(players):
    rng = random.Random(players)
    for game_no in range(4):
        state = GAME.setup(players, 100 * players + game_no)
        agents = [RandomAgent(rng.randrange(10**6)) for _ in range(players)]
        steps = 0
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            # A move card's every target is its own action (menus group and page them).
            assert legal and len(legal) <= 400
            GAME.apply(state, seat, agents[seat].choose(GAME, state, seat, legal))
            check_cards_and_decks(state)
            steps += 1
            assert steps < 5000
        # The game ends with a winner exactly when a rescue succeeded; else the ship sank.
        assert (state["end_reason"] == "rescue") == bool(GAME.result(state).winners)
