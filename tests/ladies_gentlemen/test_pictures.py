"""Ladies & Gentlemen pictures: pure, in the reader's language, every word from the words
file, and hiding nothing a seat may not see."""

from __future__ import annotations

from typing import Any

import pytest

import render
from engine.core.registry import get_agents, get_game
from engine.core.simulate import agents_for
from engine.core.state import clone
from engine.ladies_gentlemen.data import load
from engine.ladies_gentlemen.words import catalogue
from render.cli import main
from render.common.seats import Seats
from render.common.text import width
from render.ladies_gentlemen import layout as L
from render.ladies_gentlemen import words as W
from render.ladies_gentlemen.board import board_image
from render.ladies_gentlemen.pieces import gift_markers
from render.ladies_gentlemen.private import private_image
from render.ladies_gentlemen.starry import text_width
from tests.render.helpers import png

GAME = get_game("ladies-gentlemen")
NAMES = ["Agathe", "Björn", "Cäcilie", "Dmitri", "Émilie"]


def play_until(players: int, seed: int, stop) -> dict[str, Any]:
    state = GAME.setup(players, seed, {"gossip": "on"})
    agents = agents_for(["heuristic"] * players, get_agents("ladies-gentlemen"), seed)
    while not stop(state):
        assert not GAME.is_over(state), "the game ended before the position was reached"
        seat = GAME.waiting_for(state)[0]
        GAME.apply(state, seat, agents[seat].choose(GAME, state, seat,
                                                    GAME.legal_actions(state, seat)))
    return state


def at(phase: str, day: int = 2, step: str | None = None, players: int = 5):
    def stop(state: dict[str, Any]) -> bool:
        here = state["evening_step"] if phase == "evening" else state["ladies_step"]
        return state["day"] == day and state["phase"] == phase and (step is None or here == step)
    return play_until(players, 3, stop)


@pytest.fixture(scope="module")
def visiting() -> dict[str, Any]:
    """Afternoon of day 2: some Ladies have chosen a boutique in secret, some not yet."""
    def stop(state: dict[str, Any]) -> bool:
        return (state["day"] == 2 and state["ladies_step"] == "visit"
                and any(p is not None for p in state["picks"]))
    return play_until(5, 3, stop)


@pytest.fixture(scope="module")
def bills() -> dict[str, Any]:
    return at("evening", 3, "bills")


@pytest.fixture(scope="module")
def ended() -> dict[str, Any]:
    return play_until(5, 3, GAME.is_over)


def choices(state: dict[str, Any], seat: int, lang: str = "en") -> list[str]:
    return [GAME.words.action_label(state, a, lang) for a in GAME.legal_actions(state, seat)]


def test_every_picture_word_has_english_and_german():
    picture = {k: t for k, t in catalogue().items() if k.startswith("picture.")}
    assert len(picture) > 100
    for key, texts in picture.items():
        assert texts.get("en") and texts.get("de"), key


def test_short_words_fit_their_boxes_in_both_languages():
    for lang in ("en", "de"):
        for family in ("dress", "hat", "gloves", "shoes", "fan", "parasol", "handbag",
                       "necklace", "brooch", "earrings"):
            assert width(W.family_short(family, lang), L.CARD_FAMILY, True) <= L.CARD_W - 6
        assert width(W.say("servant_short", lang), L.CARD_FAMILY, True) <= L.CARD_W - 6
        # the header's second line: the phase, then what the table does (two steps at most)
        room = L.WIDTH - 2 * L.HEADER_PAD - 240
        stock = W.say("step.stock", lang)
        for step in ("artisan", "window", "ready"):  # beside the Stock Exchange's
            both = f"{W.say(f'step.{step}', lang)} · {stock}"
            assert text_width(both, L.SMALL) < room, step
        for step in ("visit", "afternoon", "share", "bills", "carry"):
            assert text_width(W.say(f"step.{step}", lang), L.SMALL) < room, step


def test_pictures_are_pure_functions_of_the_view(bills):
    view = GAME.view(bills, None)
    first = render.draw_board(view, NAMES, None, "en")
    assert render.draw_board(clone(view), list(NAMES), None, "en") == first
    own = GAME.view(bills, 1)
    labels = choices(bills, 1)
    assert render.draw_private(own, NAMES, "de", labels) == render.draw_private(
        clone(own), NAMES, "de", list(labels))


def test_pictures_follow_the_language(bills):
    view = GAME.view(bills, None)
    english = render.draw_board(view, NAMES, None, "en")
    assert english != render.draw_board(view, NAMES, None, "de")
    assert render.draw_board(view, NAMES, None, "de-DE") == render.draw_board(view, NAMES,
                                                                             None, "de")
    own = GAME.view(bills, 0)
    assert render.draw_private(own, NAMES, "en") != render.draw_private(own, NAMES, "de")


@pytest.mark.parametrize("where", ["visiting", "bills"])
def test_pictures_do_not_change_when_hidden_things_are_redrawn(where, request):
    state = request.getfixturevalue(where)
    public = render.draw_board(GAME.view(state, None), NAMES)
    for seed in (1, 2, 3):
        other = GAME.resample_hidden(state, None, seed)
        assert render.draw_board(GAME.view(other, None), NAMES) == public
    for seat in range(5):
        own = render.draw_private(GAME.view(state, seat), NAMES, "en")
        for seed in (1, 2, 3):
            other = GAME.resample_hidden(state, seat, seed)
            assert render.draw_private(GAME.view(other, seat), NAMES, "en") == own


def test_resampling_really_changes_what_the_pictures_must_not_show(bills):
    changed = [GAME.resample_hidden(bills, None, seed) for seed in (1, 2, 3)]
    assert any(o["decks"] != bills["decks"] or o["money"] != bills["money"] for o in changed)


def test_board_shows_who_decided_but_not_what(visiting):
    view = GAME.view(visiting, None)
    assert view["decided"] and set(view["to_act"]) - set(view["decided"])
    picked = next(s for s, p in enumerate(visiting["picks"]) if p is not None)
    other = clone(visiting)
    colours = [b["colour"] for b in other["boutiques"]]
    other["picks"][picked] = next(c for c in colours if c != visiting["picks"][picked])
    assert render.draw_board(GAME.view(other, None), NAMES) == render.draw_board(view, NAMES)
    nobody = clone(view)
    nobody["decided"] = []
    assert board_image(nobody, NAMES, None, "en").tobytes() != board_image(
        view, NAMES, None, "en").tobytes()


def test_a_lady_sees_her_servants_by_name_and_others_do_not(bills):
    data = load()
    lady = 0
    servant = next(c for c in bills["wardrobe"][lady] if c in data.servants)
    seats = Seats(NAMES, 5)
    own = private_image(GAME.view(bills, lady), seats, "en", ())
    swapped = clone(bills)
    spare = next(s for s in data.servants if s not in str(bills["wardrobe"]))
    swapped["wardrobe"][lady][swapped["wardrobe"][lady].index(servant)] = spare
    assert private_image(GAME.view(swapped, lady), seats, "en", ()).tobytes() != own.tobytes()
    for seat in (1, 2):
        assert render.draw_private(GAME.view(swapped, seat), NAMES) == render.draw_private(
            GAME.view(bills, seat), NAMES)
    assert render.draw_board(GAME.view(swapped, None), NAMES) == render.draw_board(
        GAME.view(bills, None), NAMES)


def test_private_picture_lists_choices_or_who_is_waited_for(bills):
    seat = GAME.waiting_for(bills)[0]
    view = GAME.view(bills, seat)
    seats = Seats(NAMES, 5)
    labels = tuple(choices(bills, seat))
    waiting = private_image(view, seats, "en", ())
    acting = private_image(view, seats, "en", labels)
    assert waiting.tobytes() != acting.tobytes()
    assert acting.width == L.PRIVATE_WIDTH
    many = private_image(view, seats, "en", labels * 20)
    more = private_image(view, seats, "en", labels * 40)
    assert many.height == more.height  # more choices are counted, not drawn


def test_gifts_carry_the_colour_of_the_team_that_paid(ended):
    view = GAME.view(ended, None)
    courtesan = view["courtesan"]
    markers = gift_markers(view, courtesan)
    assert markers[0] is None  # her first Servant was nobody's gift
    assert sum(m is not None for m in markers) == len(view["gifts"])


def test_changes_since_the_last_picture_are_outlined(bills):
    view = GAME.view(bills, None)
    earlier = clone(view)
    earlier["wardrobe"] = [cards[:-1] for cards in view["wardrobe"]]
    assert board_image(view, NAMES, earlier, "en").tobytes() != board_image(
        view, NAMES, view, "en").tobytes()


def test_score_sheet_lists_every_lady_and_the_courtesan(ended):
    result = GAME.result(ended, "de").to_json()
    sheet = png(render.draw_scores(GAME.view(ended, None), result, NAMES, "de"))
    assert sheet.width == L.SCORE_WIDTH
    assert sheet.height > L.SCORE_TITLE_H + 3 * 150


def test_demo_draws_a_ladies_and_gentlemen_game(tmp_path, capsys):
    assert main(["demo", "--game", "ladies-gentlemen", "--players", "5", "--seed", "1",
                 "--out", str(tmp_path)]) == 0
    files = sorted(tmp_path.glob("*.png"))
    assert [str(f) for f in files] == capsys.readouterr().out.splitlines()
    assert files[-1].name.endswith("scores.png")
    assert len(files) > 6 * 3
    for file in files[::5]:
        png(file.read_bytes())
