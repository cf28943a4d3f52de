"""Every reachable position draws: the table at every phase, each seat's own picture at
several points, and the score sheet of many games, at 2-5 players, in English and German,
with the longest names Discord allows (32 characters of wide letters)."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

import pytest
from PIL import Image

import render
from engine.core.registry import get_agents
from engine.core.simulate import agents_for
from render.trepanation import layout as L
from render.trepanation.board import board_image
from render.trepanation.geometry import height
from render.trepanation.private import draw_private_sheet
from tests.render.helpers import GAME, png

LONGEST = [
    "W" * 32,
    "M" * 32,
    "WMWMWMWMWMWMWMWMWMWMWMWMWMWMWMWM",
    "Ärztin Überraschungsmännchen ÖÜW",
    "MW" * 16,
]
LANGS = ("en", "de")


def play(players: int, seed: int) -> Iterator[tuple[dict[str, Any], list[dict[str, Any]]]]:
    """(state, events) after every action of a game between heuristic and random AIs."""
    kinds = [("heuristic", "random")[(seed + seat) % 2] for seat in range(players)]
    state = GAME.setup(players, seed)
    agents = agents_for(kinds, get_agents("trepanation"), seed)
    yield state, []
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        action = agents[seat].choose(GAME, state, seat, GAME.legal_actions(state, seat))
        yield state, GAME.apply(state, seat, action)


def final_state(players: int, seed: int) -> dict[str, Any]:
    *_, (state, _) = play(players, seed)
    return state


def choices(state: dict[str, Any], seat: int, lang: str) -> list[str]:
    return [GAME.words.action_label(state, a, lang) for a in GAME.legal_actions(state, seat)]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_phase_and_every_seat_draws_in_both_languages(players):
    names = LONGEST[:players]
    previous = None
    phases = 0
    for n, (state, events) in enumerate(play(players, seed=players)):
        new_phase = n == 0 or any(e["type"] == "phase" for e in events)
        if not new_phase and not GAME.is_over(state):
            continue
        phases += 1
        lang = LANGS[phases % 2]
        view = GAME.view(state, None)
        assert board_image(view, names, previous, lang).size == (L.WIDTH, height(players))
        previous = view
        if phases % 3 == 0 or GAME.is_over(state):
            for seat in range(players):
                private = draw_private_sheet(
                    GAME.view(state, seat), names, lang, choices(state, seat, lang)
                )
                assert private.width == L.PRIVATE_WIDTH
                assert private.height < L.PRIVATE_MAX_HEIGHT
    assert GAME.is_over(state) and phases > 2 * GAME.rules.days  # and the start
    for lang in LANGS:
        result = GAME.result(state, lang).to_json()
        assert png(render.draw_scores(GAME.view(state, None), result, names, lang)).width == (
            L.SCORE_WIDTH
        )


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_score_sheets_of_many_games_draw(players):
    for seed in range(10, 13):
        state = final_state(players, seed)
        lang = LANGS[seed % 2]
        result = GAME.result(state, lang).to_json()
        data = render.draw_scores(GAME.view(state, None), result, LONGEST[:players], lang)
        assert png(data).width == L.SCORE_WIDTH


def crowded_view() -> dict[str, Any]:
    """A 5-player table with everything at once in the info strip: every resource in the
    suitcase by the dozen and decks in the hundreds."""
    state = GAME.setup(5, 1)
    view = GAME.view(state, None)
    view["suitcase"] = {r: 12 for r in ("coin", "medicine", "equipment", "shill", "bribe", "fame")}
    view["show_deck"], view["show_discard"], view["travel_deck"] = 188, 177, 166
    view["specialization_pool"] = {k: 10 for k in view["specialization_pool"]}
    return view


@pytest.mark.parametrize("lang", LANGS)
def test_info_strip_shortens_its_words_instead_of_overflowing(lang):
    image = board_image(crowded_view(), LONGEST, None, lang)
    _, top, right, bottom = L.INFO
    # Nothing is drawn in the strip's right padding: it is still the panel colour.
    edge = image.crop((right - L.INFO_PAD + 2, top + 4, right - 3, bottom - 4))
    assert [colour for _, colour in edge.getcolors()] == [L.PANEL_BG]


def test_info_strip_keeps_the_full_words_when_they_fit():
    view = GAME.view(GAME.setup(2, 1), None)
    crowded = crowded_view()
    roomy = board_image(view, None, None, "en")
    view["suitcase"] = crowded["suitcase"]
    tight = board_image(view, None, None, "en")
    strip = L.INFO
    assert roomy.crop(strip).tobytes() != tight.crop(strip).tobytes()


def test_german_table_differs_from_english():
    view = GAME.view(GAME.setup(3, 4), None)
    assert render.draw_board(view, None, None, "de") != render.draw_board(view, None, None, "en")


def test_private_picture_lists_choices_or_says_whose_turn():
    state = GAME.setup(3, 2)
    seat = GAME.to_act(state)[0]
    view = GAME.view(state, seat)
    waiting = render.draw_private(view, None, "en", ())
    acting = render.draw_private(view, None, "en", choices(state, seat, "en"))
    assert waiting != acting
    other = (seat + 1) % 3
    assert render.draw_private(GAME.view(state, other), None, "en") != waiting
    assert png(acting).width == L.PRIVATE_WIDTH


def test_private_picture_hides_the_decks_order():
    state = GAME.setup(4, 9)
    view = GAME.view(state, 1)
    before = render.draw_private(view, None, "de")
    shuffled = copy.deepcopy(state)
    shuffled["show_deck"].reverse()
    shuffled["travel_deck"].reverse()
    assert render.draw_private(GAME.view(shuffled, 1), None, "de") == before


def test_private_picture_is_readable_at_phone_size():
    """At 400 px wide (a phone) its body text stays at least 12 px high."""
    state = GAME.setup(2, 3)
    image = png(render.draw_private(GAME.view(state, 0), None, "en"))
    scale = 400 / image.width
    assert L.PRIVATE_SMALL * scale >= 12
    assert image.resize((400, round(image.height * scale)), Image.Resampling.LANCZOS).height > 400
