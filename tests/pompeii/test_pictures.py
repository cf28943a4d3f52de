"""Pompeii pictures: pure, in the reader's language, hiding nothing a seat may not see,
showing the way walked, the lava and who is outside the walls."""

from __future__ import annotations

from typing import Any

import pytest

import render
from engine.core.registry import get_agents, get_game
from engine.core.simulate import agents_for
from engine.core.state import clone
from engine.pompeii.data import load
from engine.pompeii.words import catalogue
from render.cli import main
from render.common.seats import Seats
from render.pompeii import geometry as G
from render.pompeii import layout as L
from render.pompeii.board import board_image
from render.pompeii.changes import diff
from render.pompeii.private import private_image
from render.pompeii.scores import fate
from render.pompeii.words import table_seats
from tests.render.helpers import png

GAME = get_game("pompeii")
NAMES = ["Aurelia", "Björn", "Cäcilie", "Dmitri"]


def play_until(players: int, seed: int, stop) -> tuple[dict[str, Any], dict[str, Any]]:
    """The state when ``stop(state, events)`` first holds, and the public view just before
    the last action."""
    state = GAME.setup(players, seed)
    agents = agents_for(["heuristic"] * players, get_agents("pompeii"), seed)
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        before = GAME.view(state, None)
        events = GAME.apply(state, seat, agents[seat].choose(GAME, state, seat,
                                                            GAME.legal_actions(state, seat)))
        if stop(state, events):
            return state, before
    raise AssertionError("the game ended before the position was reached")


@pytest.fixture(scope="module")
def rescue() -> tuple[dict[str, Any], dict[str, Any]]:
    return play_until(4, 2, lambda s, events: any(e["type"] == "saved" for e in events))


@pytest.fixture(scope="module")
def erupted() -> tuple[dict[str, Any], dict[str, Any]]:
    return play_until(4, 1, lambda s, _: len(s["destroyed"]) >= 5)


def test_every_picture_word_has_english_and_german():
    picture = {key: texts for key, texts in catalogue().items() if key.startswith("picture.")}
    assert len(picture) > 50
    for key, texts in picture.items():
        assert texts.get("en") and texts.get("de"), key


def test_pictures_are_pure_functions_of_the_view(rescue):
    state, before = rescue
    view = GAME.view(state, None)
    first = render.draw_board(view, NAMES, before, "en")
    assert render.draw_board(clone(view), list(NAMES), clone(before), "en") == first
    own = GAME.view(state, 1)
    assert render.draw_private(own, NAMES, "de", ["a"]) == render.draw_private(
        clone(own), NAMES, "de", ["a"])


def test_pictures_follow_the_language(erupted):
    state, _ = erupted
    view = GAME.view(state, None)
    assert render.draw_board(view, NAMES, None, "en") != render.draw_board(view, NAMES, None,
                                                                          "de")
    assert render.draw_board(view, NAMES, None, "de-DE") == render.draw_board(view, NAMES, None,
                                                                             "de")
    own = GAME.view(state, 0)
    assert render.draw_private(own, NAMES, "en") != render.draw_private(own, NAMES, "de")


def test_private_picture_reads_nothing_a_seat_may_not_see():
    state, _ = play_until(3, 5, lambda s, _: s["round"] >= 6)
    for seat in range(3):
        picture = render.draw_private(GAME.view(state, seat), NAMES[:3], "en")
        for seed in (1, 2, 3):
            other = GAME.resample_hidden(state, seat, seed)
            assert other["vita"] != state["vita"] or other["vesuvius"] != state["vesuvius"]
            assert render.draw_private(GAME.view(other, seat), NAMES[:3], "en") == picture
            assert render.draw_board(GAME.view(other, None), NAMES[:3]) == render.draw_board(
                GAME.view(state, None), NAMES[:3])


def test_private_picture_lists_choices_or_who_is_waited_for(erupted):
    state, _ = erupted
    seat = GAME.to_act(state)[0]
    view = GAME.view(state, seat)
    choices = tuple(GAME.words.action_label(state, a, "en")
                    for a in GAME.legal_actions(state, seat))
    seats = Seats(NAMES, 4)
    waiting = private_image(view, seats, "en", ())
    acting = private_image(view, seats, "en", choices)
    assert waiting.tobytes() != acting.tobytes()
    assert waiting.width == acting.width == L.HAND_WIDTH
    many = private_image(view, seats, "en", choices * 20)
    longest = private_image(view, seats, "en", choices * 40)
    assert many.height == longest.height  # more choices are counted, not drawn


def test_private_picture_of_a_spectator_draws_the_table_only(erupted):
    state, _ = erupted
    picture = png(render.draw_private(GAME.view(state, None), NAMES, "de"))
    assert picture.width == L.HAND_WIDTH


def test_the_way_walked_leads_out_through_a_gate(rescue):
    state, before = rescue
    view = GAME.view(state, None)
    changes = diff(view, before)
    saver = next(s for s, (a, b) in enumerate(zip(before["seats"], view["seats"], strict=True))
                 if len(b["saved"]) > len(a["saved"]))
    route = next(r for r in changes.routes if r.seat == saver)
    assert route.nodes[-1].startswith("gate") or view["seats"][saver]["place"] is not None
    assert any(node.startswith("gate") for node in route.nodes)
    assert diff(view, None).routes == ()
    assert diff(view, view).routes == ()
    with_route = board_image(view, NAMES, before, "en")
    without = board_image(view, NAMES, view, "en")
    assert with_route.tobytes() != without.tobytes()


def test_lava_covers_buried_quarters_only(erupted):
    state, _ = erupted
    view = GAME.view(state, None)
    image = board_image(view, NAMES, None, "en")
    cells = G.plan().cells
    buried = view["destroyed"][0]
    standing = next(q for q in cells if q not in view["destroyed"])

    def corner_pixel(quarter: int) -> tuple[int, ...]:
        """A spot of the quarter that no street, building or wall covers."""
        left, top, _, _ = cells[quarter]
        return image.getpixel((round(left) + 15, round(top) + 55))

    assert corner_pixel(buried)[0] > corner_pixel(buried)[2] + 60  # red-orange lava
    assert corner_pixel(standing) == L.CITY_BG
    newly = diff(view, {**view, "destroyed": view["destroyed"][:-1]})
    assert newly.buried == frozenset(view["destroyed"][-1:])


def test_every_track_space_and_city_point_has_a_place_on_the_board():
    spaces = G.spaces()
    assert len(spaces) == 107
    assert spaces[0].side == "corner"
    for space in spaces:
        left, top, right, bottom = space.box
        assert L.BOARD_LEFT <= left < right <= L.BOARD_LEFT + L.BOARD
        assert L.BOARD_TOP <= top < bottom <= L.BOARD_TOP + L.BOARD
    points = G.plan().points
    assert set(load().node_quarter) <= set(points)
    inner = (L.BOARD_LEFT + L.RING, L.BOARD_LEFT + L.BOARD - L.RING)
    for x, y in points.values():
        assert inner[0] < x < inner[1]
        assert L.BOARD_TOP + L.RING < y < L.BOARD_TOP + L.BOARD - L.RING


def test_dead_winner_is_the_hero_after_death():
    dead = {"status": "city", "alive": False, "outside": False}
    assert fate(dead, True, "en")[0] == "hero after death"
    assert fate(dead, True, "de")[0] == "Held nach dem Tod"
    assert fate(dead, False, "en")[0] == "died"
    assert fate({"status": "out", "alive": True, "outside": False}, False, "en")[0] == (
        "left behind")


def test_scores_list_every_player():
    state, _ = play_until(3, 4, lambda s, _: GAME.is_over(s))
    result = GAME.result(state, "de").to_json()
    short = png(render.draw_scores(GAME.view(state, None), result, NAMES[:3], "de"))
    assert short.width == L.SCORE_WIDTH
    assert short.height > 3 * (L.SCORE_LINE + 2 * L.SCORE_TEXT_LINE)


def test_demo_draws_a_pompeii_game(tmp_path, capsys):
    assert main(["demo", "--game", "pompeii", "--players", "4", "--seed", "1",
                 "--out", str(tmp_path)]) == 0
    files = sorted(tmp_path.glob("*.png"))
    assert [str(f) for f in files] == capsys.readouterr().out.splitlines()
    assert files[-1].name.endswith("scores.png")
    for file in files:
        png(file.read_bytes())


def test_a_changed_track_is_marked():
    """A pawn that moved on the outer track and a space bought since the reader's last
    action are edged in gold; with nothing to compare, no space is."""
    state = GAME.setup(4, 3)
    agents = agents_for(["heuristic"] * 4, get_agents("pompeii"), 3)
    before = GAME.view(state, None)
    for _ in range(3):  # the first seat rolls, moves and buys
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, agents[seat].choose(GAME, state, seat,
                                                    GAME.legal_actions(state, seat)))
    view = GAME.view(state, None)
    moved = next(s for s, (a, b) in enumerate(zip(before["seats"], view["seats"], strict=True))
                 if a["pos"] != b["pos"])
    start, end = before["seats"][moved]["pos"], view["seats"][moved]["pos"]
    changes = diff(view, before)
    assert {start, end} <= changes.track
    untouched = next(n for n in range(1, 40) if n not in changes.track)

    def edge(image, number: int) -> tuple[int, ...]:
        left, top, _, _ = G.spaces()[number].box
        return image.getpixel((round(left) + 1, round(top) + 10))

    marked = board_image(view, NAMES, before, "en")
    plain = board_image(view, NAMES, None, "en")
    assert edge(marked, end) == L.CHANGE and edge(plain, end) != L.CHANGE
    assert edge(marked, untouched) != L.CHANGE
    assert diff(view, view).track == frozenset()


def test_a_players_colour_in_words_is_their_tokens_colour():
    """The summary calls a seat by its pawn colour ("green"); the picture draws that seat's
    token in that colour, for every seat of an eight-player table."""
    state = GAME.setup(8, 5)
    summary = GAME.words.summary(state, None, "en")
    for seat in range(8):
        colour = state["seats"][seat]["colour"]
        assert f"({colour}, " in summary[seat + 1]
        view = GAME.view(state, seat)
        image = private_image(view, table_seats(view, NAMES * 2), "en", ())
        r, mid = L.HAND_TOKEN_R, L.HAND_HEADER_H // 2
        token = image.crop((L.HAND_MARGIN, mid - r, L.HAND_MARGIN + 2 * r, mid + r))
        inside = max((n, c) for n, c in token.getcolors(4096) if c != L.HEADER_BG)[1]
        assert inside == L.PAWNS[colour], (seat, colour)


def test_changes_are_not_marked_in_the_turns_yellow():
    """Yellow is whose turn it is; what changed since the last look is edged in magenta, and
    the legend names both and says a walked way is in the walker's colour."""
    assert L.CHANGE != L.NOW_BG and L.CHANGE == (214, 0, 150)
    words = catalogue()
    assert "walker's colour" in words["picture.legend_route"]["en"]
    assert "Farbe des Läufers" in words["picture.legend_route"]["de"]
    assert words["picture.legend_turn"]["en"].startswith("yellow")
    assert words["picture.legend_changed"]["de"].startswith("Magenta")
