"""Every Ladies & Gentlemen picture draws for every reachable position: simulated games at
every player count (the Courtesan at 5, 7 and 9) with heuristic and random players, Gossip
on, in English and German, with the longest and widest names Discord allows. Positions are
sampled: the first of every step of the day, and every n-th action."""

from __future__ import annotations

from typing import Any

import pytest

import render
from engine.core.registry import get_agents, get_game
from engine.core.simulate import agents_for
from engine.core.state import clone
from render.ladies_gentlemen import layout as L
from tests.render.helpers import png

GAME = get_game("ladies-gentlemen")
LONGEST = 32  # Discord's longest display name


def widest_names(players: int) -> list[str]:
    """32 wide letters each; the last letter differs so the tokens keep their letters."""
    return [("W" if seat % 2 else "M") * (LONGEST - 1) + chr(ord("A") + seat)
            for seat in range(players)]


def step(state: dict[str, Any]) -> tuple:
    return (state["phase"], state["ladies_step"], state["gents_step"], state["evening_step"])


def play(players: int, seed: int, ais: list[str], every: int) -> list[dict[str, Any]]:
    state = GAME.setup(players, seed, {"gossip": "on"})
    agents = agents_for(ais, get_agents("ladies-gentlemen"), seed)
    kept = [clone(state)]
    seen = {step(state)}
    count = 0
    while not GAME.is_over(state):
        seat = GAME.waiting_for(state)[0]
        GAME.apply(state, seat, agents[seat].choose(GAME, state, seat,
                                                    GAME.legal_actions(state, seat)))
        count += 1
        if step(state) not in seen or count % every == 0:
            kept.append(clone(state))
            seen.add(step(state))
    kept.append(clone(state))
    return kept


GAMES = [
    (players, ai, lang)
    for players in range(4, 11)
    for ai, lang in (("heuristic", "de" if players % 2 else "en"),
                     ("random", "en" if players % 2 else "de"))
]


@pytest.mark.parametrize(("players", "ai", "lang"), GAMES)
def test_every_sampled_position_draws_all_pictures(players, ai, lang):
    names = widest_names(players)
    positions = play(players, seed=players * 7 + len(ai), ais=[ai] * players, every=160)
    previous = None
    for index, state in enumerate(positions):
        view = GAME.view(state, None)
        board = png(render.draw_board(view, names, previous, lang))
        assert board.width == L.WIDTH
        assert board.mode == L.PNG_MODE
        previous = view
        if index % 5:
            continue
        for seat in (GAME.waiting_for(state) or [players - 1])[:2]:
            choices = [GAME.words.action_label(state, a, lang)
                       for a in GAME.legal_actions(state, seat)]
            own = png(render.draw_private(GAME.view(state, seat), names, lang, choices))
            assert own.width == L.PRIVATE_WIDTH
            assert own.height < L.PRIVATE_MAX_HEIGHT
    final = positions[-1]
    assert GAME.is_over(final)
    result = GAME.result(final, lang).to_json()
    sheet = png(render.draw_scores(GAME.view(final, None), result, names, lang))
    assert sheet.width == L.SCORE_WIDTH
    for seat in range(players):
        png(render.draw_private(GAME.view(final, seat), names, lang))
