"""Every Save Doctor Lucky picture draws for every reachable position: simulated games at
every player count, heuristic and random players, with and without penalties, in English and
German, with the longest names Discord allows."""

from __future__ import annotations

from typing import Any

import pytest

import render
from engine.core.registry import get_agents, get_game
from engine.core.simulate import agents_for
from engine.core.state import clone
from render.doctor_lucky import layout as L
from tests.doctor_lucky.conftest import fits_layout
from tests.render.helpers import png

GAME = get_game("doctor-lucky")
LONGEST = 32  # Discord's longest display name


def widest_names(players: int) -> list[str]:
    """32 wide letters each; the last letter differs so the tokens keep their letters."""
    return [("W" if seat % 2 else "M") * (LONGEST - 1) + chr(ord("A") + seat)
            for seat in range(players)]


def labels(state: dict[str, Any], seat: int, lang: str) -> list[str]:
    return [GAME.words.action_label(state, action, lang)
            for action in GAME.legal_actions(state, seat)]


def play(players: int, seed: int, ai: str, options: dict[str, str]) -> list[dict[str, Any]]:
    """Copies of the state at sampled points of one game: the start, every few turns, the
    first reaction round, and the end."""
    state = GAME.setup(players, seed, options)
    agents = agents_for([ai] * players, get_agents("doctor-lucky"), seed)
    kept = [clone(state)]
    every = 25 if ai == "random" else 3
    last_turn = state["turn_number"]
    saw_reaction = False
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, agents[seat].choose(GAME, state, seat,
                                                    GAME.legal_actions(state, seat)))
        if state["phase"] == "reaction" and not saw_reaction:
            saw_reaction = True
            kept.append(clone(state))
        elif state["turn_number"] != last_turn and state["turn_number"] % every == 0:
            kept.append(clone(state))
        last_turn = state["turn_number"]
    kept.append(clone(state))
    return kept


GAMES = [
    (players, ai, {"penalties": "on" if (players + n) % 2 else "off"}, lang)
    for players in range(2, 8)
    for n, (ai, lang) in enumerate((("heuristic", "de"), ("random", "en")))
]


@pytest.mark.parametrize(("players", "ai", "options", "lang"), GAMES)
def test_every_sampled_position_draws_all_pictures(players, ai, options, lang):
    names = widest_names(players)
    positions = play(players, seed=players * 7 + len(ai), ai=ai, options=options)
    previous = None
    private_points = {0, len(positions) // 2, len(positions) - 1}
    for index, state in enumerate(positions):
        view = GAME.view(state, None)
        board = png(render.draw_board(view, names, previous, lang))
        assert fits_layout(board.size)
        previous = view
        if index not in private_points and state["phase"] != "reaction":
            continue
        for seat in range(players):
            own = GAME.view(state, seat)
            picture = png(render.draw_private(own, names, lang, labels(state, seat, lang)))
            assert picture.width == L.HAND_WIDTH
            assert picture.height < 3 * L.HAND_WIDTH + 400
    final = positions[-1]
    assert GAME.is_over(final)
    result = GAME.result(final, lang).to_json()
    sheet = png(render.draw_scores(GAME.view(final, None), result, names, lang))
    assert sheet.mode == L.PNG_MODE


def test_a_hand_of_many_cards_still_reads_on_a_phone():
    state = GAME.setup(2, 5)
    seat = GAME.to_act(state)[0]
    deck = [card for pile in state["piles"].values() for card in pile]
    state["hands"][seat] = deck[:16]
    view = GAME.view(state, seat)
    picture = png(render.draw_private(view, widest_names(2), "de", labels(state, seat, "de")))
    assert picture.width == L.HAND_WIDTH
    assert L.HAND_WIDTH < picture.height < 3 * L.HAND_WIDTH + 400
