"""Preparation, special rules, the updating phase and the scheduling phase."""

import pytest

from engine.core.ai import RandomAgent
from engine.core.protocol import BadOptions, IllegalAction
from engine.trepanation import flow
from engine.trepanation.game import GAME
from tests.trepanation.conftest import empty_boards, new_game


@pytest.mark.parametrize("players,side", [(2, "duel"), (3, "standard"), (4, "standard"),
                                          (5, "standard")])
def test_preparation_action_board_side_by_player_count(players, side):
    assert new_game(players)["side"] == side


@pytest.mark.parametrize("players", [1, 6])
def test_preparation_two_to_five_players(players):
    with pytest.raises(BadOptions):
        GAME.setup(players, 1)


def test_preparation_two_travelling_cards_face_up_rest_as_deck():
    state = new_game(4)
    assert state["travel"]["left"] != state["travel"]["right"]
    assert len(state["travel_deck"]) == 12


def test_preparation_player_order_is_random():
    orders = {tuple(GAME.setup(5, seed)["order"]) for seed in range(20)}
    assert len(orders) > 5 and all(sorted(o) == list(range(5)) for o in orders)


def test_preparation_bonus_cards_dealt_from_the_last_player_backwards(rules):
    state = new_game(5)
    keys = [board["bonus"] for board in state["boards"]]
    assert sorted(keys) == sorted(rules.bonus_cards)
    # Each player starts with exactly the resources of their card.
    for board in state["boards"]:
        card = rules.bonus_cards[board["bonus"]]
        for resource, count in card.resources.items():
            value = board[resource]
            assert (sum(value) if isinstance(value, list) else value) == count


@pytest.mark.parametrize("players,size", [(2, 4), (3, 5), (4, 6), (5, 7)])
def test_preparation_show_row_by_player_count(players, size):
    state = new_game(players)
    assert len(state["row"]) == size and None not in state["row"]


@pytest.mark.parametrize("players", [3, 4])
def test_special_rules_night_locations_closed_for_three_and_four_players(players):
    state = new_game(players)
    assert set(state["closed"]) == {"evening_stage", "night_study", "hostel"}
    slots = {a["slot"] for a in GAME.legal_actions(state, GAME.to_act(state)[0])}
    assert not any(s.startswith(("evening_stage", "night_study", "hostel")) for s in slots)
    seat = GAME.to_act(state)[0]
    with pytest.raises(IllegalAction, match="closed"):
        GAME.apply(state, seat, {"type": "place", "slot": "hostel@23:00"})


def test_special_rules_all_locations_open_for_five_players():
    state = new_game(5)
    slots = {a["slot"] for a in GAME.legal_actions(state, GAME.to_act(state)[0])}
    assert {"evening_stage@19:00", "night_study@21:00", "hostel@23:00"} <= slots


def test_updating_phase_day_token_moves_into_the_suitcase(rules):
    state = new_game(4)
    assert state["day"] == 1 and state["suitcase"] == rules.suitcase[0]


def test_updating_phase_shills_and_bribes_age_and_return_from_the_discard_space(rules):
    state = new_game(4)
    empty_boards(state)
    state["boards"][0]["shill"] = [1, 0, 2]
    state["boards"][0]["bribe"] = [0, 0, 0]
    events: list = []
    flow.start_day(rules, state, events)
    assert state["boards"][0]["shill"] == [0, 1, 0]
    assert state["boards"][0]["coin"] == 0  # only 2 returned


def test_updating_phase_returning_three_or_more_gives_a_coin(rules):
    state = new_game(4)
    empty_boards(state)
    state["boards"][0]["shill"] = [0, 0, 2]
    state["boards"][0]["bribe"] = [0, 0, 1]
    flow.start_day(rules, state, [])
    assert state["boards"][0]["coin"] == 1
    assert state["boards"][0]["shill"] == [0, 0, 0]


def test_updating_phase_rightmost_show_discarded_rest_slide_right_and_refill(rules):
    state = new_game(4)
    row = list(state["row"])
    state["row"][1] = None  # performed yesterday
    flow.start_day(rules, state, [])
    assert row[-1] in state["show_discard"]
    survivors = [c for i, c in enumerate(row[:-1]) if i != 1]
    assert state["row"][-len(survivors):] == survivors
    assert None not in state["row"]


def test_updating_phase_travelling_card_right_discarded_left_moves_right(rules):
    state = new_game(4)
    left, right = state["travel"]["left"], state["travel"]["right"]
    flow.start_day(rules, state, [])
    assert state["travel"]["right"] == left and state["travel_discard"] == [right]
    assert state["travel"]["left"] not in (left, right)


def test_updating_phase_the_game_ends_after_the_sixth_day(rules):
    state = new_game(2, seed=5)
    updates = []
    agents = [RandomAgent(1), RandomAgent(2)]
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        action = agents[seat].choose(GAME, state, seat, GAME.legal_actions(state, seat))
        updates += [e for e in GAME.apply(state, seat, action) if e["type"] == "update"]
    assert [e["day"] for e in updates] == [2, 3, 4, 5, 6]
    assert updates[-1]["suitcase"] == {"fame": 1}  # the last day's token is a fame token
    assert state["day"] == 6 and GAME.to_act(state) == []


def test_scheduling_phase_one_meeple_per_turn_in_player_order():
    state = new_game(3, order=[2, 0, 1])
    placed = []
    for _ in range(6):
        seat = GAME.to_act(state)[0]
        placed.append(seat)
        GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    assert placed == [2, 0, 1, 2, 0, 1]


def test_scheduling_phase_any_free_slot_in_any_order():
    state = new_game(3, order=[0, 1, 2])
    GAME.apply(state, 0, {"type": "place", "slot": "show@17:00"})
    GAME.apply(state, 1, {"type": "place", "slot": "show@09:00"})
    assert state["placements"] == {"show@17:00": 0, "show@09:00": 1}


def test_scheduling_phase_one_meeple_per_space():
    state = new_game(3, order=[0, 1, 2])
    GAME.apply(state, 0, {"type": "place", "slot": "police@11:00"})
    before = dict(state["placements"])
    with pytest.raises(IllegalAction, match="already taken"):
        GAME.apply(state, 1, {"type": "place", "slot": "police@11:00"})
    assert state["placements"] == before and GAME.to_act(state) == [1]


def test_scheduling_phase_ends_when_every_meeple_is_placed():
    state = new_game(2, order=[0, 1])
    for _ in range(9):
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    assert state["phase"] == "scheduling"
    seat = GAME.to_act(state)[0]
    events = GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    assert {"type": "phase", "phase": "action", "day": 1} in events


def test_scheduling_phase_with_only_one_meeple_left_the_others_go_on():
    state = new_game(2, order=[0, 1])
    state["boards"][0]["meeples"] = 1
    GAME.apply(state, 0, {"type": "place", "slot": "police@11:00"})
    assert GAME.to_act(state) == [1]
    GAME.apply(state, 1, {"type": "place", "slot": "police@15:00"})
    assert GAME.to_act(state) == [1]
