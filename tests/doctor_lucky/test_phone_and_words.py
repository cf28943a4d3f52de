"""Issue 22 for Save Doctor Lucky: counts in words follow CLDR's plural rules and each
language's numbers, no hand-made plurals, the ship picture is portrait and its highlight
colours keep one meaning each, and the names that stay as printed are listed."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.doctor_lucky.data import load
from engine.doctor_lucky.game import GAME
from engine.doctor_lucky.words import card_name, catalogue, counted
from render.common import highlight
from render.doctor_lucky import layout as L
from render.doctor_lucky.words import counted as picture_counted

README = Path(__file__).parents[2] / "engine" / "doctor_lucky" / "README.md"


@pytest.mark.parametrize(("noun", "count", "lang", "text"), [
    ("points", 1, "en", "1 point"), ("points", 2, "en", "2 points"),
    ("points", 1, "de", "1 Punkt"), ("points", 0, "de", "0 Punkte"),
    ("failure_points", 1, "de", "1 Fehlschlagpunkt"),
    ("penalty_points", 3, "en", "3 penalty points"),
    ("turns", 1, "de", "1 Zug"), ("turns", 12, "de", "12 Züge"),
    ("cards", 1050, "en", "1,050 cards"), ("cards", 1050, "de", "1.050 Karten"),
])
def test_counts_follow_the_plural_rule_and_the_numbers_of_the_language(noun, count, lang, text):
    assert counted(noun, count, lang) == text


def test_picture_counts_follow_the_plural_rule_too():
    assert picture_counted("points", 1, "de") == "1 Punkt"
    assert picture_counted("card_count", 1050, "de") == "1.050 Karten"


def test_no_hand_made_plurals_in_any_text():
    hand_made = re.compile(r"\w\((s|e|r|n|en)\)")
    bad = {key: text for key, texts in catalogue().items() for text in texts.values()
           if hand_made.search(text)}
    assert not bad


def test_a_single_failure_point_reads_as_one():
    event = {"type": "fail", "seat": 0, "points": 1, "total": 1, "needed": 2}
    assert GAME.words.describe_event(event, ["Ann"], "en") == "Ann plays 1 failure point: 1 of 2."
    assert GAME.words.describe_event(event, ["Ann"], "de") == (
        "Ann spielt 1 Fehlschlagpunkt: 1 von 2.")
    turn = {"type": "reaction_turn", "needed": 1}
    assert "noch 1 Punkt nötig" in GAME.words.describe_event(turn, ["Ann"], "de")


def test_a_foiled_rescue_by_one_failure_point_reads_as_one():
    event = {"type": "foiled", "seat": 0, "points": 1, "value": 1}
    assert "1 failure point against" in GAME.words.describe_event(event, ["Ann"], "en")
    assert "1 Fehlschlagpunkt gegen" in GAME.words.describe_event(event, ["Ann"], "de")
    event["points"] = 3
    assert "3 Fehlschlagpunkte gegen" in GAME.words.describe_event(event, ["Ann"], "de")


def test_a_move_card_of_one_step_reads_as_one():
    assert card_name("move:dining_salon", "en").endswith("deck B, 1 step)")
    assert card_name("move:dining_salon", "de").endswith("Deck B, 1 Schritt)")
    assert card_name("move:galley", "de").endswith("Deck C, 2 Schritte)")


def test_the_ship_picture_is_portrait_and_phone_wide():
    assert L.WIDTH <= 1250
    assert L.PANEL_TOP > L.SHIP_BOTTOM  # the panel is under the ship, not beside it
    assert min(L.B_SMALL, L.ROOM_NAME) >= 21


def test_yellow_is_whose_turn_and_changes_have_another_colour():
    assert L.CHANGE != L.NOW_BG and L.CHANGE_TINT != L.NOW_BG
    _red, green, blue = L.CHANGE
    assert blue > green  # magenta, not a yellow or orange
    assert L.CHANGE == highlight.CHANGE  # the same in every game
    text = README.read_text()
    assert "**yellow**: whose turn" in text and "**magenta**" in text


def test_the_names_that_stay_as_printed_are_listed():
    data = load()
    text = " ".join(README.read_text().split())
    names = [deck.name for deck in data.decks] + [aid.name for aid in data.aids.values()]
    names += [room.name for room in data.rooms.values() if room.number is not None]
    missing = [name for name in names if name not in text]
    assert not missing
    for room in data.rooms.values():
        if room.number is None:  # "Aft Stairs D": listed once as "Aft Stairs"
            assert room.name.rsplit(" ", 1)[0] in text


def test_a_pawn_moves_words_name_its_own_fields_alone():
    """Snoops, steps and sends are worded once per language (words.py ``_moving``): the
    same action reads the same in every position, a snoop saying whether the pawn stays."""
    import random

    seen: dict[tuple, tuple] = {}
    stays = set()
    for seed in range(6):
        state = GAME.setup(4, seed)
        rng = random.Random(seed)
        for _ in range(120):
            if GAME.is_over(state):
                break
            seat = (GAME.waiting_for(state) or GAME.to_act(state))[0]
            legal = GAME.legal_actions(state, seat)
            for action in legal:
                if action["type"] not in ("snoop", "step", "send"):
                    continue
                here = action["type"] == "snoop" and \
                    state["pawns"][state["current"]] == action["room"]
                for lang in ("en", "de"):
                    words = GAME.words.path_and_label(state, action, lang)
                    assert words == (GAME.words.action_path(state, action, lang),
                                     GAME.words.action_label(state, action, lang))
                    key = (repr(action), here, lang)
                    assert seen.setdefault(key, words) == words
                    if here:
                        stays.add(words[1])
            GAME.apply(state, seat, rng.choice(legal))
    assert len(seen) > 100 and stays
