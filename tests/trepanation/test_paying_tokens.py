"""You choose which of your own shills and bribes pay (oldest first by default)."""

from engine.trepanation.game import GAME
from tests.trepanation.conftest import empty_boards, new_game, play, set_row, start_actions


def at_show(shill, bribe=(0, 0, 0)):
    state = new_game(4)
    empty_boards(state)
    state["boards"][0]["shill"] = list(shill)
    state["boards"][0]["bribe"] = list(bribe)
    state["boards"][0]["medicine"] = 3
    set_row(state, ["y2"])  # Laughing Gas Party: 2 shills, 1 medicine
    start_actions(state, {"show@11:00": 0})
    return state


def test_paying_you_choose_which_shills_pay_the_default_is_oldest_first():
    state = at_show([1, 0, 3])
    play(state, {"type": "perform", "card": "y2", "pay": {"shill": 2, "medicine": 1}})
    legal = GAME.legal_actions(state, 0)
    assert legal == [
        {"type": "tokens", "spaces": {"shill": [0, 0, 2]}},
        {"type": "tokens", "spaces": {"shill": [1, 0, 1]}},
    ]
    assert [GAME.words.action_label(state, a) for a in legal] == [
        "Oldest first, from spaces: shills 3+3",
        "Pay from spaces: shills 1+3",
    ]
    assert [GAME.words.action_label(state, a, "de") for a in legal] == [
        "Älteste zuerst, von Feldern: Komplizen 3+3",
        "Zahle von Feldern: Komplizen 1+3",
    ]
    play(state, legal[1])
    # Three old shills would have been two: keeping them earns tomorrow's return coin.
    assert state["boards"][0]["shill"] == [0, 0, 2]
    assert state["boards"][0]["shows"] == ["y2"]


def test_paying_with_tokens_all_on_one_space_asks_nothing():
    state = at_show([0, 3, 0])
    play(state, {"type": "perform", "card": "y2", "pay": {"shill": 2, "medicine": 1}})
    assert state["boards"][0]["shill"] == [0, 1, 0] and state["boards"][0]["shows"] == ["y2"]


def test_paying_a_press_step_you_choose_which_bribes_pay():
    state = new_game(4)
    empty_boards(state)
    board = state["boards"][0]
    board["press"]["tabloid"] = 3  # the next step costs 1 bribe
    board["bribe"] = [1, 0, 1]
    start_actions(state, {"study@09:00": 0})
    play(state, {"type": "advance", "track": "tabloid", "pay": {"bribe": 1}})
    legal = GAME.legal_actions(state, 0)
    assert legal == [
        {"type": "tokens", "spaces": {"bribe": [0, 0, 1]}},
        {"type": "tokens", "spaces": {"bribe": [1, 0, 0]}},
    ]
    play(state, legal[1])
    assert board["bribe"] == [0, 0, 1] and board["press"]["tabloid"] == 4


def test_choices_labels_are_short_and_unique_in_both_languages_through_whole_games():
    from engine.core.ai import RandomAgent
    for seed in range(6):
        state = GAME.setup(2 + seed % 4, seed)
        agents = [RandomAgent(seed * 7 + s) for s in range(state["players"])]
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            for lang in ("en", "de"):
                labels = [GAME.words.action_label(state, a, lang) for a in legal]
                assert all(len(label) <= 80 for label in labels)
                assert len(set(labels)) == len(labels), labels
            GAME.apply(state, seat, agents[seat].choose(GAME, state, seat, legal))
