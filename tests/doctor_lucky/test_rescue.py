"""Rescue attempts: the witness rule, aid cards and the reaction round."""

import pytest

from engine.core.protocol import IllegalAction
from engine.doctor_lucky.game import GAME
from engine.doctor_lucky.ship import ship

from .conftest import act, assert_cards_conserved, position, set_hand

FAR = "bridge"


def rescues(state, seat=0):
    return [a for a in GAME.legal_actions(state, seat) if a["type"] == "rescue"]


def test_rescue_needs_your_pawn_in_doctor_lucky_s_room():
    state = position(pawns=["galley", "galley", FAR, FAR], doctor="pantry")
    assert rescues(state) == []
    act(state, {"type": "step", "room": "pantry"})
    assert rescues(state) == [{"type": "rescue", "aid": None}]


def test_rescue_needs_a_witness():
    state = position(pawns=["pantry", FAR, FAR, FAR], doctor="pantry")
    assert not ship().sees(FAR, "pantry", frozenset())
    assert rescues(state) == []


def test_witness_in_the_same_room():
    state = position(pawns=["pantry", FAR, "pantry", FAR], doctor="pantry")
    assert rescues(state) == [{"type": "rescue", "aid": None}]


def test_witness_sees_straight_through_doors_across_a_passage():
    # Steerage Dining Room and Pantry face each other across the aft passage of deck C.
    state = position(pawns=["pantry", FAR, "steerage_dining", FAR], doctor="pantry")
    assert rescues(state)
    # The Galley is next door to the Pantry but its door does not face the Dining Room.
    state = position(pawns=["galley", FAR, "steerage_dining", FAR], doctor="galley")
    assert rescues(state) == []


def test_witness_sees_through_doors_across_decks():
    # Looking down the aft stairwell from the Lounge (deck A) two decks down to deck C.
    state = position(pawns=["c_aft_stairs", "lounge", FAR, FAR], doctor="c_aft_stairs")
    assert rescues(state)
    # The stairwell view ends two decks down: deck D is out of sight from the Lounge.
    state = position(pawns=["d_aft_stairs", "lounge", FAR, FAR], doctor="d_aft_stairs")
    assert rescues(state) == []


def test_witness_line_stops_at_a_flooded_deck():
    state = position(pawns=["d_fore_stairs", "squash_court", FAR, FAR], doctor="d_fore_stairs")
    assert rescues(state)
    plan = ship()
    assert not plan.sees("squash_court", "d_fore_stairs", frozenset({"D"}))


def test_rescue_without_aid_card_is_worth_one_point():
    state = position(pawns=["pantry", "pantry", FAR, FAR], doctor="pantry")
    events = act(state, {"type": "rescue", "aid": None})
    assert events[0]["value"] == 1


def test_aid_card_value_and_its_bonus_room():
    state = position(pawns=["captains_cabin", "captains_cabin", FAR, FAR],
                     doctor="captains_cabin")
    set_hand(state, 0, ["aid:whiskey", "aid:ladle"])
    label = GAME.words.action_label
    assert label(state, {"type": "rescue", "aid": "whiskey"}).endswith("(6 points)")
    assert label(state, {"type": "rescue", "aid": "ladle"}).endswith("(2 points)")
    events = act(state, {"type": "rescue", "aid": "whiskey"})
    assert events[0]["value"] == 6
    assert state["hands"][0] == ["aid:ladle"] and "aid:whiskey" in state["discard"]


def test_at_most_one_aid_card_per_attempt():
    state = position(pawns=["pantry", "pantry", FAR, FAR], doctor="pantry")
    set_hand(state, 0, ["aid:whiskey", "aid:ladle"])
    with pytest.raises(IllegalAction):
        act(state, {"type": "rescue", "aid": ["whiskey", "ladle"]})
    assert sorted(a["aid"] or "" for a in rescues(state)) == ["", "ladle", "whiskey"]


def test_rescue_is_the_last_action_of_the_turn():
    state = position(pawns=["pantry", "pantry", FAR, FAR], doctor="pantry")
    set_hand(state, 1, ["fail:1"])
    act(state, {"type": "rescue", "aid": None})
    assert GAME.to_act(state) == [1]
    act(state, {"type": "fail", "points": 1}, seat=1)
    # Foiled: the turn is over, the Doctor moved on and the next player acts.
    assert state["phase"] == "turn" and state["doctor"] == "barber_shop"
    assert GAME.to_act(state) == [1]


def test_reaction_starts_left_of_the_rescuer_and_each_gets_one_chance():
    state = position(pawns=[FAR, FAR, "pantry", "pantry"], doctor="pantry", current=2)
    for seat in (0, 3):
        set_hand(state, seat, ["fail:1"])
    set_hand(state, 1, ["fail:1", "fail:1"])
    set_hand(state, 2, ["aid:ladle"])
    act(state, {"type": "rescue", "aid": "ladle"})  # worth 2 outside the Galley
    order = []
    while state["phase"] == "reaction":
        seat = GAME.to_act(state)[0]
        order.append(seat)
        legal = GAME.legal_actions(state, seat)
        act(state, {"type": "pass"} if {"type": "pass"} in legal else legal[0], seat)
    assert order == [3, 0, 1, 1]  # seat 1 is last in order and must play both of its cards
    assert state["phase"] == "turn" and state["last_rescue"]["outcome"] == "foiled"


def test_attempt_fails_once_failure_points_reach_its_value():
    state = position(pawns=["pantry", "pantry", FAR, FAR], doctor="pantry")
    set_hand(state, 0, ["aid:ladle"])
    set_hand(state, 1, ["fail:3", "fail:1"])
    act(state, {"type": "rescue", "aid": "ladle"})
    events = act(state, {"type": "fail", "points": 3}, seat=1)
    assert [e["type"] for e in events][:2] == ["fail", "foiled"]
    assert state["hands"][1] == ["fail:1"]
    assert state["last_rescue"]["points"] == 3
    assert_cards_conserved(state)


def test_rescue_succeeds_and_wins_when_too_few_failure_points_are_played():
    state = position(pawns=["pantry", "pantry", FAR, FAR], doctor="pantry")
    set_hand(state, 0, ["aid:ladle"])
    set_hand(state, 2, ["fail:1"])
    act(state, {"type": "rescue", "aid": "ladle"})
    for seat in (1, 2, 3):
        act(state, {"type": "pass"} if seat != 2 else {"type": "fail", "points": 1}, seat)
        if seat == 2:
            act(state, {"type": "pass"}, seat)
    assert GAME.is_over(state)
    result = GAME.result(state)
    assert result.winners == [0]
    assert result.scores[0].seat == 0 and result.scores[0].breakdown == {}
    assert result.scores[0].total == 1  # no points: 1 marks the one who saved the Doctor
    assert GAME.to_act(state) == []


def test_last_player_able_to_foil_may_not_hold_back():
    state = position(pawns=["pantry", "pantry", FAR, FAR], doctor="pantry")
    set_hand(state, 3, ["fail:1"])
    act(state, {"type": "rescue", "aid": None})
    act(state, {"type": "pass"}, seat=1)
    act(state, {"type": "pass"}, seat=2)
    assert GAME.legal_actions(state, 3) == [{"type": "fail", "points": 1}]
    with pytest.raises(IllegalAction, match="may not hold back"):
        act(state, {"type": "pass"}, seat=3)


def test_pass_is_always_legal_before_the_last_reactor_whatever_the_others_hold():
    # Seat 3 alone holds too little to foil the 2 points, yet seat 2 may still pass: whether
    # Pass is offered must not tell seat 2 anything about the hands after it.
    state = position(pawns=["pantry", "pantry", FAR, FAR], doctor="pantry")
    set_hand(state, 0, ["aid:ladle"])
    set_hand(state, 1, ["fail:2"])
    set_hand(state, 2, ["fail:1", "fail:1"])
    set_hand(state, 3, ["fail:1"])
    act(state, {"type": "rescue", "aid": "ladle"})
    assert {"type": "pass"} in GAME.legal_actions(state, 1)
    act(state, {"type": "pass"}, seat=1)
    assert {"type": "pass"} in GAME.legal_actions(state, 2)
    act(state, {"type": "pass"}, seat=2)
    # Seat 3 is last but cannot foil the 2 points with its single F-1: it may pass too.
    assert {"type": "pass"} in GAME.legal_actions(state, 3)


def test_pass_and_refusal_of_a_non_last_reactor_do_not_depend_on_later_hands():
    for later in ([], ["fail:3"], ["fail:1"]):
        state = position(pawns=["pantry", "pantry", FAR, FAR], doctor="pantry")
        set_hand(state, 0, ["aid:ladle"])
        set_hand(state, 1, ["fail:2"])
        set_hand(state, 2, later)
        act(state, {"type": "rescue", "aid": "ladle"})
        assert GAME.legal_actions(state, 1) == [{"type": "fail", "points": 2}, {"type": "pass"}]
        assert "hold back" not in GAME.words.explain_illegal(state, 1, {"type": "pass"})


def test_player_unable_to_foil_even_with_help_may_pass():
    state = position(pawns=["captains_cabin", "captains_cabin", FAR, FAR],
                     doctor="captains_cabin")
    set_hand(state, 0, ["aid:whiskey"])
    set_hand(state, 3, ["fail:2"])
    act(state, {"type": "rescue", "aid": "whiskey"})
    act(state, {"type": "pass"}, seat=1)
    act(state, {"type": "pass"}, seat=2)
    assert {"type": "pass"} in GAME.legal_actions(state, 3)


def test_rulebook_six_player_failure_example():
    # Player one saves with Whiskey in the Captain's Cabin: 6 points. Two and three pass,
    # trusting the players after them. Four is not so sure and chooses to play two F-1
    # (it could have passed); five plays the F-3 it has; six, last in order, must play the
    # missing point.
    state = position(players=6, pawns=["captains_cabin"] * 2 + [FAR] * 4,
                     doctor="captains_cabin")
    set_hand(state, 0, ["aid:whiskey"])
    set_hand(state, 1, ["fail:1"])
    set_hand(state, 2, ["fail:2"])
    set_hand(state, 3, ["fail:1", "fail:1"])
    set_hand(state, 4, ["fail:3"])
    set_hand(state, 5, ["fail:1"])
    assert act(state, {"type": "rescue", "aid": "whiskey"})[0]["value"] == 6
    act(state, {"type": "pass"}, seat=1)
    act(state, {"type": "pass"}, seat=2)
    assert GAME.legal_actions(state, 3) == [{"type": "fail", "points": 1}, {"type": "pass"}]
    act(state, {"type": "fail", "points": 1}, seat=3)
    act(state, {"type": "fail", "points": 1}, seat=3)
    assert state["rescue"]["value"] - state["rescue"]["points"] == 4
    act(state, {"type": "pass"}, seat=3)
    assert {"type": "pass"} in GAME.legal_actions(state, 4)
    act(state, {"type": "fail", "points": 3}, seat=4)
    act(state, {"type": "pass"}, seat=4)
    assert GAME.legal_actions(state, 5) == [{"type": "fail", "points": 1}]
    events = act(state, {"type": "fail", "points": 1}, seat=5)
    assert any(e["type"] == "foiled" for e in events)
    assert [(p["seat"], p["points"]) for p in state["last_rescue"]["plays"]] == [
        (3, 2), (4, 3), (5, 1)]
    assert not GAME.is_over(state)


def test_penalty_rule_4_names_the_player_who_could_still_have_foiled_and_held_back():
    # Ladle: 2 points. Seat 1 holds an F-2 and passes; seat 2 holds an F-1 and passes too;
    # seat 3 holds nothing. Seat 2 is the last to hold a failure card, but only seat 1 could
    # still have foiled the rescue: after its pass, nobody could.
    state = position(pawns=["pantry", "pantry", FAR, FAR], doctor="pantry",
                     options={"penalties": "on"})
    set_hand(state, 0, ["aid:ladle"])
    set_hand(state, 1, ["fail:2", "aid:rope"])
    set_hand(state, 2, ["fail:1"])
    act(state, {"type": "rescue", "aid": "ladle"})
    events = []
    for seat in (1, 2, 3):
        events += act(state, {"type": "pass"}, seat=seat)
    assert GAME.result(state).winners == [0]
    assert state["penalties"] == [0, 2, 0, 0]  # one per failure point in seat 1's hand
    assert {"type": "loser_prize", "seat": 1} in events
    line = next(s for s in GAME.result(state).scores if s.seat == 1)
    assert line.breakdown == {"penalties": 2}


def test_game_thrower_counts_the_failure_points_of_the_later_reactors():
    # Worth 3: seat 1 (F-2) and seat 2 (F-1) could only foil it together. Seat 1 is the
    # last who could still have foiled it when passing; seat 2 alone never could.
    state = position(pawns=["pantry", "pantry", FAR, FAR], doctor="pantry",
                     options={"penalties": "on"})
    set_hand(state, 0, ["aid:rope"])
    set_hand(state, 1, ["fail:2"])
    set_hand(state, 2, ["fail:1"])
    assert act(state, {"type": "rescue", "aid": "rope"})[0]["value"] == 3
    for seat in (1, 2, 3):
        act(state, {"type": "pass"}, seat=seat)
    assert state["loser"] == 1 and state["penalties"] == [0, 2, 0, 0]


def test_no_game_thrower_when_the_rescue_could_not_be_foiled():
    state = position(pawns=["captains_cabin", "captains_cabin", FAR, FAR],
                     doctor="captains_cabin", options={"penalties": "on"})
    set_hand(state, 0, ["aid:whiskey"])
    set_hand(state, 1, ["fail:2"])
    set_hand(state, 2, ["fail:1", "fail:2"])
    act(state, {"type": "rescue", "aid": "whiskey"})
    for seat in (1, 2, 3):
        act(state, {"type": "pass"}, seat=seat)
    assert state["loser"] is None and state["penalties"] == [0, 0, 0, 0]
    assert "Loser" not in GAME.result(state).summary


def test_loser_s_prize_is_named_in_the_result_without_the_penalty_rules():
    state = position(pawns=["pantry", "pantry", FAR, FAR], doctor="pantry")
    set_hand(state, 0, ["aid:ladle"])
    set_hand(state, 2, ["fail:3"])
    act(state, {"type": "rescue", "aid": "ladle"})
    for seat in (1, 2, 3):
        act(state, {"type": "pass"}, seat=seat)
    result = GAME.result(state)
    assert result.summary == ("{p0} saved Doctor Lucky. Loser's prize: {p2}, the last who "
                              "could still have foiled the rescue but held back.")
    assert GAME.result(state, "de").summary.endswith("hätte vereiteln können und passte.")
    assert GAME.view(state, None)["loser"] == 2
    assert all("penalties" not in line.breakdown for line in result.scores)


def test_any_player_may_give_a_penalty_not_only_the_one_on_turn():
    state = position(pawns=["pantry", "pantry", FAR, FAR], doctor="pantry",
                     options={"penalties": "on"})
    assert GAME.waiting_for(state) == [0]
    assert GAME.to_act(state) == [0, 1, 2, 3]
    assert GAME.legal_actions(state, 2) == [{"type": "penalty", "target": t} for t in (0, 1, 3)]
    act(state, {"type": "penalty", "target": 0}, seat=2)
    assert state["penalties"] == [1, 0, 0, 0] and GAME.waiting_for(state) == [0]
    with pytest.raises(IllegalAction):
        act(state, {"type": "snoop", "room": "pantry", "draw": False}, seat=2)
    # Without the penalty rules only the player on turn may act.
    plain = position(pawns=["pantry", "pantry", FAR, FAR], doctor="pantry")
    assert GAME.to_act(plain) == [0] and GAME.legal_actions(plain, 2) == []


def test_table_talk_penalty_counts_double_during_a_rescue():
    state = position(pawns=["pantry", "pantry", FAR, FAR], doctor="pantry",
                     options={"penalties": "on"})
    act(state, {"type": "penalty", "target": 2})
    assert state["penalties"] == [0, 0, 1, 0]
    set_hand(state, 3, ["fail:1"])
    act(state, {"type": "rescue", "aid": None})
    act(state, {"type": "penalty", "target": 0}, seat=1)
    assert state["penalties"] == [2, 0, 1, 0]
    act(state, {"type": "penalty", "target": 1}, seat=3)  # not the reactor: also allowed
    assert state["penalties"] == [2, 2, 1, 0]


def test_rescue_records_the_sight_line_across_decks_for_the_picture():
    state = position(pawns=["c_aft_stairs", "lounge", FAR, FAR], doctor="c_aft_stairs")
    act(state, {"type": "rescue", "aid": None})
    shown = GAME.view(state, None)["rescue"]
    assert shown["witness"] == 1
    assert shown["sight_line"] == ["lounge", "a_aft_stairs", "b_aft_stairs", "c_aft_stairs"]
    assert shown["waiting_for"] == 1 and shown["needed"] == 1


def test_public_view_of_a_rescue_gives_its_turn_and_every_witness_sight_line():
    state = position(pawns=["pantry", "pantry", "steerage_dining", FAR], doctor="pantry")
    act(state, {"type": "rescue", "aid": None})
    shown = GAME.view(state, None)["rescue"]
    assert shown["turn"] == state["turn_number"]
    assert set(shown["sight_lines"]) == {"1", "2"}
    assert shown["sight_lines"]["1"] == ["pantry"]
    assert shown["sight_lines"]["2"][0] == "steerage_dining"
    assert shown["sight_lines"]["2"][-1] == "pantry"


def test_public_view_tells_where_doctor_lucky_walked_from():
    state = position(pawns=["galley", FAR, FAR, FAR], doctor="pantry")
    act(state, {"type": "snoop", "room": "galley", "draw": False})
    assert GAME.view(state, None)["doctor_walk"] == {"from": "pantry", "to": "barber_shop"}
