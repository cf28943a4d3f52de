"""Save Doctor Lucky pictures in the reader's language, and one player's private picture."""

from __future__ import annotations

import copy
import random

import pytest

import render
from engine.core.registry import get_game
from engine.doctor_lucky.words import catalogue
from render.common.seats import Seats
from render.doctor_lucky import layout as L
from render.doctor_lucky.hand import Held, grouped
from render.doctor_lucky.private import private_image
from render.doctor_lucky.words import counted, say
from tests.render.helpers import png

GAME = get_game("doctor-lucky")
NAMES = ["Alice", "Bob", "Carol", "Dmitri"]


@pytest.fixture
def table() -> dict:
    return GAME.setup(4, 11)


def test_every_picture_word_has_english_and_german():
    picture = {key: texts for key, texts in catalogue().items() if key.startswith("picture.")}
    assert len(picture) > 80
    for key, texts in picture.items():
        assert texts.get("en") and texts.get("de"), key


def test_board_and_scores_follow_the_language(table):
    view = GAME.view(table, None)
    english = render.draw_board(view, NAMES, None, "en")
    german = render.draw_board(view, NAMES, None, "de")
    assert english != german
    assert render.draw_board(view, NAMES, None, "de-DE") == german
    result = GAME.result(table).to_json()
    assert render.draw_scores(view, result, NAMES, "en") != render.draw_scores(
        view, result, NAMES, "de")


def test_plural_words_follow_the_count():
    assert counted("card_count", 1, "en") == "1 card"
    assert counted("card_count", 3, "de") == "3 Karten"
    assert say("room", "de", number=21, name="Captain's Cabin") == "Raum 21 Captain's Cabin"


def test_hand_is_grouped_by_kind_with_identical_cards_stacked():
    hand = ["fail:1", "aid:whiskey", "move:bridge", "fail:1", "move:boiler_room", "fail:2"]
    groups = grouped(hand)
    assert list(groups) == ["move", "aid", "fail"]
    # Move cards from deck A down to deck D, failure cards by points.
    assert [h.code for h in groups["move"]] == ["move:bridge", "move:boiler_room"]
    assert groups["fail"] == [Held("fail:1", 2), Held("fail:2", 1)]


def test_private_picture_shows_the_own_hand_and_hides_the_others(table):
    seat = 1
    view = GAME.view(table, seat)
    before = render.draw_private(view, NAMES, "en")
    other = copy.deepcopy(table)
    for index, hand in enumerate(other["hands"]):
        if index != seat:
            random.Random(index).shuffle(hand)
    other["hands"][0], other["hands"][2] = other["hands"][2], other["hands"][0]
    for pile in other["piles"].values():
        random.Random(3).shuffle(pile)
    assert render.draw_private(GAME.view(other, seat), NAMES, "en") == before
    changed = copy.deepcopy(view)
    changed["hand"] = changed["hand"][1:]
    assert render.draw_private(changed, NAMES, "en") != before


def test_private_picture_lists_choices_or_says_there_are_none(table):
    seat = GAME.to_act(table)[0]
    view = GAME.view(table, seat)
    choices = [GAME.words.action_label(table, a, "en") for a in GAME.legal_actions(table, seat)]
    waiting = private_image(view, Seats(NAMES, 4), "en", ())
    acting = private_image(view, Seats(NAMES, 4), "en", tuple(choices))
    assert waiting.tobytes() != acting.tobytes()
    assert waiting.width == acting.width == L.HAND_WIDTH
    # More choices than are shown end with a count line instead of growing without end.
    many = private_image(view, Seats(NAMES, 4), "en", tuple(choices) * 5)
    assert many.height - acting.height < 2 * L.HAND_LINE


def test_private_picture_follows_the_language(table):
    view = GAME.view(table, 0)
    assert render.draw_private(view, NAMES, "en") != render.draw_private(view, NAMES, "de")


def test_private_picture_of_a_spectator_view_draws_without_a_hand(table):
    picture = png(render.draw_private(GAME.view(table, None), NAMES, "de"))
    assert picture.width == L.HAND_WIDTH
