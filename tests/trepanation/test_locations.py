"""One test per location paragraph of the rulebook (main board and night locations)."""

import pytest

from engine.core.protocol import IllegalAction
from engine.trepanation.game import GAME
from tests.trepanation.conftest import (
    empty_boards,
    new_game,
    of_type,
    play,
    set_row,
    start_actions,
    waiting,
)


def gained(events, seat):
    total: dict[str, int] = {}
    for e in of_type(events, "gained"):
        if e["seat"] == seat:
            for r, n in e["bundle"].items():
                total[r] = total.get(r, 0) + n
    return total


def test_aristotles_store_worked_example_red_0900_gets_3_green_1500_gets_2():
    state = new_game(4, order=[0, 1, 2, 3])
    empty_boards(state)
    events = start_actions(state, {"aristotle@09:00": 0, "aristotle@15:00": 1})
    assert gained(events, 0) == {"equipment": 3}
    assert gained(events, 1) == {"equipment": 2}
    assert state["boards"][0]["equipment"] == 3 and state["boards"][1]["equipment"] == 2


def test_aristotles_store_alone_at_0900_takes_one_per_slot():
    state = new_game(3)
    empty_boards(state)
    events = start_actions(state, {"aristotle@09:00": 0})
    assert gained(events, 0) == {"equipment": 5}


def test_hippocrates_worked_example_red_at_0900_gets_one_medicine():
    state = new_game(4, order=[0, 1, 2, 3])
    empty_boards(state)
    events = start_actions(state, {"hippocrates@09:00": 0})
    assert gained(events, 0) == {"medicine": 1}
    assert state["boards"][0]["medicine"] == 1
    assert "hippocrates@09:00" not in state["placements"]


def test_hippocrates_1300_replaces_a_show_card():
    state = new_game(4)
    empty_boards(state)
    set_row(state, ["p1", "p2", "y1", "y2", "t1", "t2"])
    start_actions(state, {"hippocrates@13:00": 2})
    assert waiting(state) == "replace"
    events = play(state, {"type": "replace", "card": "y1"})
    assert "y1" not in state["row"] and "y1" in state["show_discard"]
    assert state["row"][2] is not None and of_type(events, "replaced")[0]["old"] == "y1"
    assert state["boards"][2]["medicine"] == 3


def test_main_stage_0900_replaces_a_show_before_performing():
    state = new_game(4)
    empty_boards(state)
    state["boards"][0].update(medicine=2)
    state["boards"][0]["bribe"] = [1, 0, 0]
    set_row(state, ["p1", "p2", "y1", "y2", "t1", "t2"])
    start_actions(state, {"show@09:00": 0})
    assert waiting(state) == "replace"
    play(state, {"type": "replace", "card": "t2"})
    assert waiting(state) == "show"
    play(state, {"type": "perform", "card": "p1", "pay": {"medicine": 1, "bribe": 1}})
    assert state["boards"][0]["shows"] == ["p1"]


def test_main_stage_duel_side_replacement_is_at_1100():
    state = new_game(2)
    assert state["side"] == "duel"
    empty_boards(state)
    set_row(state, ["p1", "p2", "y1", "y2"])
    start_actions(state, {"show@11:00": 0})
    assert waiting(state) == "replace"
    state = new_game(2)
    empty_boards(state)
    state["boards"][0]["coin"] = 2
    set_row(state, ["p1", "p2", "y1", "y2"])
    start_actions(state, {"show@15:00": 0})
    assert waiting(state) == "show"


def test_main_stage_show_at_1700_earns_a_fame_point():
    state = new_game(4)
    empty_boards(state)
    state["boards"][1]["coin"] = 2
    set_row(state, ["p1", "p2", "y1", "y2", "t1", "t2"])
    start_actions(state, {"show@17:00": 1})
    play(state, {"type": "perform", "card": "p1", "pay": {"coin": 2}})
    assert state["boards"][1]["fame_tokens"] == 1


def test_main_stage_show_at_1500_earns_no_fame_point():
    state = new_game(4)
    empty_boards(state)
    state["boards"][1]["coin"] = 2
    set_row(state, ["p1", "p2", "y1", "y2", "t1", "t2"])
    start_actions(state, {"show@15:00": 1})
    play(state, {"type": "perform", "card": "p1", "pay": {"coin": 2}})
    assert state["boards"][1]["fame_tokens"] == 0


def test_main_stage_without_an_affordable_show_the_slot_is_forfeited():
    state = new_game(4)
    empty_boards(state)
    events = start_actions(state, {"show@13:00": 0})
    assert of_type(events, "forfeited")[0]["reason"] == "no affordable show"
    assert state["boards"][0]["shows"] == []


def test_show_cost_coins_stand_in_for_any_resource():
    state = new_game(4)
    empty_boards(state)
    board = state["boards"][0]
    board["coin"] = 2
    board["shill"] = [1, 0, 0]
    set_row(state, ["t1"])  # 1 equipment + 1 shill
    start_actions(state, {"show@13:00": 0})
    options = GAME.legal_actions(state, 0)
    pays = [a["pay"] for a in options if a["type"] == "perform"]
    assert {"shill": 1, "coin": 1} in pays and {"coin": 2} in pays
    assert {"equipment": 1, "shill": 1} not in pays  # no equipment on the board


def test_study_two_different_colours_one_step_on_each_track():
    state = new_game(4)
    empty_boards(state)
    start_actions(state, {"study@11:00": 0})
    play(state, {"type": "advance", "track": "tabloid", "pay": {}})
    options = GAME.legal_actions(state, 0)
    assert {a.get("track") for a in options if a["type"] == "advance"} == {"specialized"}
    play(state, {"type": "advance", "track": "specialized", "pay": {}})
    assert state["boards"][0]["press"] == {"tabloid": 1, "specialized": 1}


def test_study_one_colour_moves_one_step_on_one_track():
    state = new_game(4)
    empty_boards(state)
    start_actions(state, {"study@09:00": 0})
    play(state, {"type": "advance", "track": "specialized", "pay": {}})
    assert state["boards"][0]["press"] == {"tabloid": 0, "specialized": 1}
    assert waiting(state) is None


def test_study_one_colour_twice_moves_two_steps_on_a_single_track():
    state = new_game(4)
    empty_boards(state)
    start_actions(state, {"study@13:00": 0})
    play(state, {"type": "advance", "track": "tabloid", "pay": {}})
    options = GAME.legal_actions(state, 0)
    assert {a.get("track") for a in options if a["type"] == "advance"} == {"tabloid"}
    play(state, {"type": "advance", "track": "tabloid", "pay": {}})
    assert state["boards"][0]["press"] == {"tabloid": 2, "specialized": 0}


def test_study_first_two_steps_of_either_track_are_free():
    state = new_game(4)
    empty_boards(state)
    start_actions(state, {"study@13:00": 0})
    options = GAME.legal_actions(state, 0)
    assert all(a["pay"] == {} for a in options if a["type"] == "advance")
    play(state, {"type": "advance", "track": "tabloid", "pay": {}},
         {"type": "advance", "track": "tabloid", "pay": {}})
    state2 = new_game(4)
    empty_boards(state2)
    state2["boards"][0]["press"] = {"tabloid": 2, "specialized": 2}
    start_actions(state2, {"study@09:00": 0})
    # Step 3 costs something and the board is empty: no advance is possible.
    assert state2["boards"][0]["press"]["tabloid"] == 2 and waiting(state2) is None


def test_vinnies_tavern_0900_gives_a_bribe_and_a_shill():
    state = new_game(4)
    empty_boards(state)
    events = start_actions(state, {"tavern@09:00": 3})
    assert gained(events, 3) == {"bribe": 1, "shill": 1}
    assert state["boards"][3]["shill"] == [1, 0, 0] and state["boards"][3]["bribe"] == [1, 0, 0]


def test_vinnies_tavern_1100_pay_a_coin_to_take_two_resources():
    state = new_game(4)
    empty_boards(state)
    state["boards"][0]["coin"] = 1
    state["boards"][2].update(medicine=3, equipment=1)
    start_actions(state, {"tavern@11:00": 0})
    assert waiting(state) == "steal"
    assert {"type": "steal", "target": 2} in GAME.legal_actions(state, 0)
    play(state, {"type": "steal", "target": 2}, {"type": "take", "resource": "medicine"},
         {"type": "take", "resource": "equipment"})
    assert state["boards"][0]["coin"] == 0 and state["boards"][2]["coin"] == 1
    assert state["boards"][0]["medicine"] == 1 and state["boards"][0]["equipment"] == 1
    assert state["boards"][2]["medicine"] == 2 and state["boards"][2]["equipment"] == 0


def test_vinnies_tavern_1100_steal_is_optional():
    state = new_game(4)
    empty_boards(state)
    state["boards"][0]["coin"] = 1
    state["boards"][2]["medicine"] = 3
    start_actions(state, {"tavern@11:00": 0})
    play(state, {"type": "pass"})
    assert state["boards"][0]["coin"] == 1 and state["boards"][2]["medicine"] == 3


def test_vinnies_tavern_1100_without_a_coin_there_is_no_steal():
    state = new_game(4)
    empty_boards(state)
    state["boards"][2]["medicine"] = 3
    events = start_actions(state, {"tavern@11:00": 0})
    assert waiting(state) is None and gained(events, 0) == {"shill": 1}


def test_vinnies_tavern_1700_moves_shills_and_bribes_one_space_left():
    state = new_game(4)
    empty_boards(state)
    state["boards"][1]["shill"] = [1, 2, 3]
    state["boards"][1]["bribe"] = [0, 1, 1]
    start_actions(state, {"tavern@17:00": 1})
    assert GAME.legal_actions(state, 1) == [{"type": "rejuvenate"}, {"type": "pass"}]
    play(state, {"type": "rejuvenate"})
    assert state["boards"][1]["shill"] == [1 + 2 + 1, 3, 0]  # +1 fresh shill from the slot
    assert state["boards"][1]["bribe"] == [1, 1, 0]


def test_vinnies_tavern_1700_moving_tokens_left_is_optional():
    state = new_game(4)
    empty_boards(state)
    state["boards"][1]["shill"] = [0, 0, 3]
    start_actions(state, {"tavern@17:00": 1})
    label = GAME.words.action_label(state, {"type": "pass"})
    assert label == "Leave your shills and bribes where they are"
    play(state, {"type": "pass"})
    assert state["boards"][1]["shill"] == [1, 0, 3]  # kept old: 3 return tomorrow, a coin


def test_vinnies_tavern_1700_nothing_to_move_asks_nothing():
    state = new_game(4)
    empty_boards(state)
    start_actions(state, {"tavern@17:00": 1})
    assert waiting(state) is None and state["boards"][1]["shill"] == [1, 0, 0]


def test_police_department_gives_shills_and_bribes():
    state = new_game(4)
    empty_boards(state)
    events = start_actions(state, {"police@13:00": 0})
    assert gained(events, 0) == {"shill": 1, "bribe": 2}


def test_police_department_1500_coin_and_everybodys_tokens_age():
    state = new_game(4)
    empty_boards(state)
    state["boards"][0]["shill"] = [1, 0, 0]
    state["boards"][2]["bribe"] = [0, 1, 2]
    start_actions(state, {"police@15:00": 0})
    assert state["boards"][0]["coin"] == 1
    assert state["boards"][0]["shill"] == [0, 1, 0]
    assert state["boards"][2]["bribe"] == [0, 0, 1]


def test_cemetery_each_space_gives_a_coin():
    state = new_game(4)
    empty_boards(state)
    start_actions(state, {"cemetery@21:00": 0, "cemetery@23:00": 1})
    assert state["boards"][0]["coin"] == 1 and state["boards"][1]["coin"] == 1


def test_hotel_royal_takes_the_suitcase_and_becomes_first_player():
    state = new_game(4, order=[0, 1, 2, 3])
    empty_boards(state)
    state["suitcase"] = {"medicine": 1, "equipment": 1, "fame": 1}
    start_actions(state, {"hotel@24:00": 2})
    board = state["boards"][2]
    assert (board["medicine"], board["equipment"], board["fame_tokens"]) == (1, 1, 1)
    assert state["suitcase"] == {}
    assert state["order"] == [2, 0, 1, 3]


def test_evening_stage_show_earns_a_coin_afterwards():
    state = new_game(5)
    empty_boards(state)
    state["boards"][4]["coin"] = 2
    set_row(state, ["p1", "p2"])
    start_actions(state, {"evening_stage@19:00": 4})
    play(state, {"type": "perform", "card": "p1", "pay": {"coin": 2}})
    assert state["boards"][4]["coin"] == 1 and state["boards"][4]["shows"] == ["p1"]


def test_night_study_moves_one_step():
    state = new_game(5)
    empty_boards(state)
    start_actions(state, {"night_study@21:00": 1})
    play(state, {"type": "advance", "track": "tabloid", "pay": {}})
    assert state["boards"][1]["press"]["tabloid"] == 1 and waiting(state) is None


def test_seven_rooms_hostel_makes_you_second_player():
    state = new_game(5, order=[0, 1, 2, 3, 4])
    empty_boards(state)
    start_actions(state, {"hostel@23:00": 3})
    assert state["order"] == [0, 3, 1, 2, 4]


def test_seven_rooms_hostel_does_not_affect_the_first_player():
    state = new_game(5, order=[3, 1, 2, 0, 4])
    empty_boards(state)
    start_actions(state, {"hostel@23:00": 3})
    assert state["order"] == [3, 1, 2, 0, 4]


def test_police_department_1500_ageing_pays_no_return_coin():
    # The "3 or more returned" coin belongs to the morning update, not to the Police's ageing.
    state = new_game(4)
    empty_boards(state)
    state["boards"][2]["shill"] = [0, 0, 2]
    state["boards"][2]["bribe"] = [0, 0, 2]
    events = start_actions(state, {"police@15:00": 0})
    assert state["boards"][2]["coin"] == 0
    assert state["boards"][2]["shill"] == [0, 0, 0] and state["boards"][2]["bribe"] == [0, 0, 0]
    aged = [e for e in events if e["type"] == "aged" and e["seat"] == 2]
    assert aged[0]["returned"] == 4 and aged[0]["coins"] == 0


def test_cemetery_takes_one_meeple_of_each_player():
    state = new_game(4, order=[0, 1, 2, 3])
    seat = GAME.to_act(state)[0]
    GAME.apply(state, seat, {"type": "place", "slot": "cemetery@21:00"})
    state["sched_turn"] = 0  # the same player again, to try the second grave
    assert {"type": "place", "slot": "cemetery@23:00"} not in GAME.legal_actions(state, seat)
    with pytest.raises(IllegalAction, match="takes one of each player"):
        GAME.apply(state, seat, {"type": "place", "slot": "cemetery@23:00"})


def test_night_locations_never_clash_each_of_your_night_meeples_acts():
    state = new_game(5, order=[0, 1, 2, 3, 4])
    empty_boards(state)
    # Night study and a Cemetery grave share 21:00; a grave and the Hostel share 23:00.
    events = start_actions(state, {"night_study@21:00": 1, "cemetery@21:00": 1,
                                   "cemetery@23:00": 2, "hostel@23:00": 2})
    assert not [e for e in events if e["type"] == "forfeited"]
    play(state, {"type": "advance", "track": "tabloid", "pay": {}})
    assert state["boards"][1]["press"]["tabloid"] == 1 and state["boards"][1]["coin"] == 1
    assert state["boards"][2]["coin"] == 1 and state["order"] == [0, 2, 1, 3, 4]
