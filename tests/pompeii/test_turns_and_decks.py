"""Whose move it is, what happens when nobody moves, and what nobody sees: the decks."""

from __future__ import annotations

import json
import random
from functools import cache

import pytest

from engine.core.ai import RandomAgent
from engine.core.protocol import IllegalAction, State
from engine.core.state import clone
from engine.pompeii.agents import HeuristicAgent
from engine.pompeii.game import GAME

from .conftest import act


@cache
def random_games() -> list[list[State]]:
    """Every position of six games between random and heuristic players at two to seven
    seats, a seat to act picked at random, so offers are answered while the game goes on."""
    games = []
    for seed in range(6):
        players = 2 + seed % 7
        picker = random.Random(seed)
        agents = [HeuristicAgent(seed + s) if s % 2 else RandomAgent(seed + s)
                  for s in range(players)]
        state = GAME.setup(players, seed)
        positions = [clone(state)]
        while not GAME.is_over(state):
            seat = picker.choice(GAME.to_act(state))
            legal = GAME.legal_actions(state, seat)
            GAME.apply(state, seat, agents[seat].choose(GAME, state, seat, legal))
            positions.append(clone(state))
        games.append(positions)
    return games


def test_a_turn_on_the_track_begins_with_the_roll() -> None:
    """Before rolling a player may not buy, enter the city, draw or offer a card it does not
    own, and a seat not on turn may not roll; the refusal changes nothing."""
    state = GAME.setup(4, 5)
    seat = GAME.to_act(state)[0]
    assert {"type": "roll"} in GAME.legal_actions(state, seat)
    before = clone(state)
    for who, action in [
        (seat, {"type": "buy", "card": 1}),
        (seat, {"type": "enter"}),
        (seat, {"type": "draw"}),
        (seat, {"type": "offer", "card": 1, "buyer": (seat + 1) % 4, "price": 50}),
        ((seat + 1) % 4, {"type": "roll"}),
    ]:
        with pytest.raises(IllegalAction):
            GAME.apply(state, who, action)
        assert state == before


def test_a_missed_deadline_plays_a_safe_legal_move() -> None:
    for positions in random_games()[:3]:
        for state in positions[::5]:
            for seat in GAME.waiting_for(state):
                fallback = GAME.timeout_action(state, seat)
                assert fallback is None or fallback in GAME.legal_actions(state, seat)
    state = GAME.setup(3, 2)
    seat = GAME.to_act(state)[0]
    assert GAME.timeout_action(state, seat) == {"type": "roll"}


def test_no_view_shows_the_order_of_the_vita_romana_or_vesuvius_deck() -> None:
    state = random_games()[0][40]
    for viewer in (None, *range(state["players"])):
        text = json.dumps(GAME.view(state, viewer))
        assert '"vita"' not in text and '"vesuvius"' not in text


def test_resampling_shuffles_the_undrawn_cards_and_keeps_the_drawn_ones() -> None:
    state = GAME.setup(3, 4)
    act(state, {"type": "roll"})
    state["vita_drawn"] = 3  # the last three Vita Romana cards have been drawn and put under
    other = GAME.resample_hidden(state, 0, 99)
    assert other["vita"][-3:] == state["vita"][-3:]
    assert sorted(other["vita"]) == sorted(state["vita"])
    assert other["vita"] != state["vita"]
    assert sorted(other["vesuvius"]) == sorted(state["vesuvius"])
    assert other["vesuvius"] != state["vesuvius"]
    assert other["rng"]["seed"] != state["rng"]["seed"]
    assert GAME.view(other, 0) == GAME.view(state, 0)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_result_always_says_who_won_or_that_nobody_did(lang: str) -> None:
    for positions in random_games()[:3]:
        assert GAME.result(positions[-1], lang).summary
