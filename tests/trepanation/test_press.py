"""The publication table: costs, coins, specialization tokens, fame."""

from engine.trepanation.game import GAME
from engine.trepanation.scoring import breakdown
from tests.trepanation.conftest import empty_boards, new_game, play, start_actions, waiting


def test_publication_table_advancing_to_step_five_and_seven_gives_a_coin():
    state = new_game(4)
    empty_boards(state)
    board = state["boards"][0]
    board["press"]["tabloid"] = 4
    board["shill"] = [3, 0, 0]
    board["bribe"] = [3, 0, 0]
    start_actions(state, {"study@13:00": 0})
    play(state, {"type": "advance", "track": "tabloid", "pay": {"shill": 1, "bribe": 1}})
    assert board is state["boards"][0] and state["boards"][0]["coin"] == 1
    play(state, {"type": "advance", "track": "tabloid", "pay": {"shill": 2}})
    assert state["boards"][0]["press"]["tabloid"] == 6 and state["boards"][0]["coin"] == 1
    state["boards"][0]["press"]["tabloid"] = 6
    state2 = new_game(4)
    empty_boards(state2)
    state2["boards"][0]["press"]["tabloid"] = 6
    state2["boards"][0]["bribe"] = [2, 0, 0]
    start_actions(state2, {"study@09:00": 0})
    play(state2, {"type": "advance", "track": "tabloid", "pay": {"bribe": 2}})
    assert state2["boards"][0]["press"]["tabloid"] == 7 and state2["boards"][0]["coin"] == 1


def test_publication_table_reaching_step_four_and_eight_gives_a_specialization_token():
    state = new_game(4)
    empty_boards(state)
    state["boards"][0]["press"]["specialized"] = 3
    state["boards"][0]["equipment"] = 1
    start_actions(state, {"study@09:00": 0})
    play(state, {"type": "advance", "track": "specialized", "pay": {"equipment": 1}})
    assert waiting(state) == "specialize"
    play(state, {"type": "specialize", "kind": "surgery"})
    assert state["boards"][0]["specializations"] == ["surgery"]
    assert state["spec_pool"]["surgery"] == 1


def test_specialization_tokens_two_of_each_type_run_out():
    state = new_game(4)
    empty_boards(state)
    state["spec_pool"]["surgery"] = 0
    state["boards"][0]["press"]["tabloid"] = 3
    state["boards"][0]["bribe"] = [1, 0, 0]
    start_actions(state, {"study@09:00": 0})
    play(state, {"type": "advance", "track": "tabloid", "pay": {"bribe": 1}})
    kinds = {a["kind"] for a in GAME.legal_actions(state, 0)}
    assert kinds == {"pharmacology", "psychology", "traumatology"}


def test_publication_table_tabloids_up_to_12_and_specialized_press_up_to_17_fame(rules):
    assert rules.press["tabloid"].fame[-1] == 12
    assert rules.press["specialized"].fame[-1] == 17
    board = new_game(4)["boards"][0]
    board["press"] = {"tabloid": 8, "specialized": 8}
    assert breakdown(rules, board)["press"] == 29


def test_publication_table_no_step_past_the_end():
    state = new_game(4)
    empty_boards(state)
    state["boards"][0]["press"] = {"tabloid": 8, "specialized": 8}
    start_actions(state, {"study@09:00": 0})
    assert waiting(state) is None


def test_press_costs_may_be_paid_with_coins():
    state = new_game(4)
    empty_boards(state)
    state["boards"][0]["press"]["tabloid"] = 2
    state["boards"][0]["coin"] = 1
    start_actions(state, {"study@09:00": 0})
    assert {"type": "advance", "track": "tabloid", "pay": {"coin": 1}} in GAME.legal_actions(
        state, 0)
