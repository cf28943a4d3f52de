"""Every Pompeii picture draws for every reachable position: simulated games at every player
count with heuristic and random players (mixed at one table, so phase 1 and the city happen
at once), in English and German, with the longest names Discord allows."""

from __future__ import annotations

from typing import Any

import pytest

import render
from engine.core.registry import get_agents, get_game
from engine.core.simulate import agents_for
from engine.core.state import clone
from render.pompeii import layout as L
from tests.render.helpers import png

GAME = get_game("pompeii")
LONGEST = 32  # Discord's longest display name


def widest_names(players: int) -> list[str]:
    """32 wide letters each; the last letter differs so the tokens keep their letters."""
    return [("W" if seat % 2 else "M") * (LONGEST - 1) + chr(ord("A") + seat)
            for seat in range(players)]


def labels(state: dict[str, Any], seat: int, lang: str) -> list[str]:
    return [GAME.words.action_label(state, action, lang)
            for action in GAME.legal_actions(state, seat)]


def play(players: int, seed: int, ais: list[str], every: int) -> list[dict[str, Any]]:
    """Copies of the state at sampled points: the start, every ``every`` actions, the first
    position with players both on the track and in the city, every Vesuvius card drawn
    after the first three, and the end."""
    state = GAME.setup(players, seed)
    agents = agents_for(ais, get_agents("pompeii"), seed)
    kept = [clone(state)]
    count = 0
    saw_mixed = False
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, agents[seat].choose(GAME, state, seat,
                                                    GAME.legal_actions(state, seat)))
        count += 1
        where = {info["status"] for info in state["seats"]}
        mixed = {"track", "city"} <= where
        if (mixed and not saw_mixed) or count % every == 0 or (
                state["phase"] == "eruption" and state["turn"]["stage"] == "plan"
                and len(state["destroyed"]) % 8 == 3):
            kept.append(clone(state))
        saw_mixed = saw_mixed or mixed
    kept.append(clone(state))
    return kept


GAMES = [
    (players, ais, lang)
    for players in range(2, 9)
    for ais, lang in (
        (["heuristic"] * players, "de" if players % 2 else "en"),
        ([("random", "heuristic")[seat % 2] for seat in range(players)],
         "en" if players % 2 else "de"),
    )
]


@pytest.mark.parametrize(("players", "ais", "lang"), GAMES)
def test_every_sampled_position_draws_all_pictures(players, ais, lang):
    names = widest_names(players)
    positions = play(players, seed=players * 11 + len(set(ais)), ais=ais,
                     every=300 if "random" in ais else 80)
    previous = None
    private_points = {0, len(positions) // 2, len(positions) - 1}
    for index, state in enumerate(positions):
        view = GAME.view(state, None)
        board = png(render.draw_board(view, names, previous, lang))
        assert board.width == L.WIDTH  # the panel lies under the board, which keeps its size
        assert L.HEIGHT < board.height < 3 * L.WIDTH
        assert board.mode == L.PNG_MODE
        previous = view
        if index not in private_points:
            continue
        for seat in range(players):
            own = GAME.view(state, seat)
            picture = png(render.draw_private(own, names, lang, labels(state, seat, lang)))
            assert picture.width == L.HAND_WIDTH
            assert picture.height < 4 * L.HAND_WIDTH
    final = positions[-1]
    assert GAME.is_over(final)
    result = GAME.result(final, lang).to_json()
    sheet = png(render.draw_scores(GAME.view(final, None), result, names, lang))
    assert sheet.width == L.SCORE_WIDTH
