"""End of the game: the seven scoring parts, the worked example and the tie-breakers."""

import pytest

from engine.trepanation.game import GAME
from engine.trepanation.scoring import breakdown
from tests.trepanation.conftest import empty_boards, new_game


def ended(state):
    """The same boards with the game over, so that the result may be asked for."""
    return {**state, "phase": "over"}


def board_with(state, seat, **values):
    board = state["boards"][seat]
    board.update(values)
    return board


@pytest.mark.parametrize("bonus", sorted(GAME.rules.bonus_cards))
def test_final_score_worked_example_33_points_with_every_bonus_card(rules, bonus):
    # 7+4+5+2+9 for five shows, 3 for three Pharmacology, 1 for two Psychology, 2 fame tokens.
    state = new_game(4)
    empty_boards(state)
    board = board_with(state, 0, shows=["p8", "y4", "p5", "y1", "p9"], fame_tokens=2,
                       bonus=bonus)
    parts = breakdown(rules, board)
    assert parts["shows"] == 7 + 4 + 5 + 2 + 9
    assert parts["same_type"] == 3 + 1
    assert parts["fame_tokens"] == 2
    assert sum(parts.values()) == 33


def test_final_scoring_has_seven_parts(rules):
    state = new_game(4)
    assert set(breakdown(rules, state["boards"][0])) == {
        "shows", "press", "specializations", "fame_tokens", "same_type", "sets", "resources"}


def test_final_scoring_press_positions_score_their_fame(rules):
    state = new_game(4)
    empty_boards(state)
    board = board_with(state, 0, press={"tabloid": 3, "specialized": 5})
    assert breakdown(rules, board)["press"] == rules.press["tabloid"].fame[3] + \
        rules.press["specialized"].fame[5]


def test_specialization_token_scores_one_per_show_of_its_type(rules):
    state = new_game(4)
    empty_boards(state)
    board = board_with(state, 0, shows=["s1", "s2", "s3", "p1"],
                       specializations=["surgery", "surgery", "psychology"])
    assert breakdown(rules, board)["specializations"] == 3 * 2


@pytest.mark.parametrize("bonus", sorted(GAME.rules.bonus_cards))
def test_start_bonus_five_shows_of_the_same_type_are_worth_eight(rules, bonus):
    state = new_game(4)
    empty_boards(state)
    board = board_with(state, 0, shows=["t1", "t2", "t3", "t4", "t5"], bonus=bonus)
    assert breakdown(rules, board)["same_type"] == 8


@pytest.mark.parametrize("bonus", sorted(GAME.rules.bonus_cards))
def test_start_bonus_a_set_of_all_four_types_is_worth_five(rules, bonus):
    state = new_game(4)
    empty_boards(state)
    board = board_with(state, 0, shows=["t1", "p1", "y1", "s1", "t2", "p2", "y2"],
                       bonus=bonus)
    assert breakdown(rules, board)["sets"] == 5


def test_one_point_for_every_five_resources_left(rules):
    state = new_game(4)
    empty_boards(state)
    board = board_with(state, 0, coin=2, medicine=3, equipment=4)
    board["shill"] = [1, 0, 0]
    assert breakdown(rules, board)["resources"] == 2  # 10 resources


def _tie(state, **differences):
    empty_boards(state)
    for seat in (0, 1):
        board_with(state, seat, shows=["p1", "y1"], bonus="apothecary", specializations=[])
    for key, (a, b) in differences.items():
        if key in ("shill", "bribe"):
            state["boards"][0][key] = [a, 0, 0]
            state["boards"][1][key] = [b, 0, 0]
        else:
            state["boards"][0][key] = a
            state["boards"][1][key] = b
    for seat in (2, 3):
        board_with(state, seat, shows=[], bonus="apothecary")


def test_tiebreak_most_shows_wins(rules):
    state = new_game(4)
    _tie(state)
    state["boards"][1]["shows"] = ["p2"]  # 3 fame in one show vs 2+2 in two shows
    state["boards"][1]["fame_tokens"] = 1
    result = GAME.result(ended(state))
    assert result.scores[0].total == result.scores[1].total
    assert result.winners == [0] and "most shows" in result.tiebreaks[0]


def test_tiebreak_then_most_coins(rules):
    state = new_game(4)
    _tie(state, coin=(1, 2))
    result = GAME.result(ended(state))
    assert result.winners == [1] and "most coins" in result.tiebreaks[0]


def test_tiebreak_then_most_specialization_tokens(rules):
    state = new_game(4)
    _tie(state, specializations=(["surgery"], []))
    result = GAME.result(ended(state))
    assert result.winners == [0] and "specialization" in result.tiebreaks[0]


def test_tiebreak_then_most_bribes(rules):
    state = new_game(4)
    _tie(state, bribe=(0, 1))
    result = GAME.result(ended(state))
    assert result.winners == [1] and "bribes" in result.tiebreaks[0]


def test_tiebreak_then_most_shills(rules):
    state = new_game(4)
    _tie(state, shill=(2, 1))
    result = GAME.result(ended(state))
    assert result.winners == [0] and "shills" in result.tiebreaks[0]


def test_tiebreak_still_tied_players_share_the_victory(rules):
    state = new_game(4)
    _tie(state)
    result = GAME.result(ended(state))
    assert result.winners == [0, 1]
    assert result.scores[0].rank == result.scores[1].rank == 1
    assert "share" in result.tiebreaks[0] and "share" in result.summary
