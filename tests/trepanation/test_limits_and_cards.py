"""Whole random games: no supply ever breaks its limit, no card or token is lost, and the
game ends after day six."""

import random

import pytest

from engine.trepanation.game import GAME
from engine.trepanation.supplies import amount


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_keep_every_limit_and_end_after_day_six(players, rules):
    """Property: 1000 random games per player count never break a limit or lose a card."""
    all_cards = sorted(rules.shows)
    for seed in range(1000):
        state = GAME.setup(players, seed)
        rng = random.Random(seed)
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            GAME._apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
            for board in state["boards"]:
                assert 0 <= board["coin"] <= 4
                assert 0 <= board["medicine"] <= 6 and 0 <= board["equipment"] <= 6
                assert min(board["shill"]) >= 0 and min(board["bribe"]) >= 0
        assert state["day"] == 6
        cards = [c for c in state["row"] if c] + state["show_deck"] + state["show_discard"]
        cards += [c for b in state["boards"] for c in b["shows"]]
        assert sorted(cards) == all_cards
        tokens = sum(state["spec_pool"].values())
        assert tokens + sum(len(b["specializations"]) for b in state["boards"]) == 8
        result = GAME.result(state)
        assert sorted(s.seat for s in result.scores) == list(range(players))
        assert all(s.total == sum(s.breakdown.values()) for s in result.scores)
        assert all(amount(b, "coin") <= 4 for b in state["boards"])
