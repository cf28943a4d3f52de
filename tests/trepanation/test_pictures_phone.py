"""Issue 22 for Trepanation: a portrait board that reads on a phone (its day and night hours
in two grids, the travelling cards under them, one player panel a row), and counts in the
words that follow CLDR's plural rules."""

from __future__ import annotations

from itertools import combinations, pairwise

import pytest

from engine.trepanation.phrases import say
from render.trepanation import geometry
from render.trepanation import layout as L
from render.trepanation.board import board_image
from tests.render.helpers import GAME

NAMES = ["Anna", "Bernd", "Clara", "Dieter", "Emma"]


def overlap(a: L.Box, b: L.Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


@pytest.mark.parametrize("players", [4, 5])
def test_board_is_a_portrait_about_a_phone_wide(players):
    image = board_image(GAME.view(GAME.setup(players, 1), None), NAMES[:players])
    assert 1000 <= image.width <= 1200
    assert image.height > 2 * image.width
    assert image.height == geometry.height(players)


def test_what_a_player_needs_at_a_glance_is_drawn_at_26_px_or_more():
    # whose turn and the names (LABEL), the phase and hour (HEADING, LABEL), the scores
    assert min(L.HEADING, L.LABEL, L.BIG_NUMBER) >= 26
    assert min(L.BODY, L.SMALL, L.NIGHT_TITLE) >= 22


@pytest.mark.parametrize("players", [4, 5])
def test_player_panels_are_stacked_under_the_publication_table(players):
    panels = [geometry.panel(seat, players) for seat in range(players)]
    assert panels[0][1] > L.PRESS[3] > L.SHOW_ROW[3] > L.BOARD[3]
    for above, below in pairwise(panels):
        assert below[1] > above[3]
        assert (below[0], below[2]) == (above[0], above[2]) == (L.MARGIN, L.WIDTH - L.MARGIN)
    assert geometry.legend(players)[1] > panels[-1][3]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_every_slot_has_a_box_of_its_own_on_the_board(players, seed):
    view = GAME.view(GAME.setup(players, seed), None)
    spots = geometry.spots(view, False) + geometry.spots(view, True)
    assert len(spots) == sum(len(loc["slots"]) for loc in view["locations"])
    for a, b in combinations(spots, 2):
        assert not overlap(a.box, b.box), (a.slot["id"], b.slot["id"])
    for spot in spots:
        left, top, right, bottom = spot.box
        assert L.BOARD[0] + L.LABEL_W <= left and right <= L.BOARD[2]
        assert L.BOARD[1] <= top and bottom <= L.BOARD[3]


def test_night_locations_share_a_row_where_their_hours_do_not_meet():
    night = [{"slots": [{"time": t} for t in times]}
             for times in (["19:00"], ["21:00"], ["21:00", "23:00"], ["23:00"], ["24:00"])]
    assert geometry.night_rows(night) == [0, 0, 1, 0, 0]


def test_the_hour_now_is_in_the_grid_of_its_part_of_the_day():
    assert geometry.column("17:00")[1] == L.BOARD[2]  # the last day hour ends the day grid
    assert geometry.column("24:00")[1] == L.BOARD[2]  # and the last night hour the night's
    assert geometry.grid_top(True) > geometry.row(L.DAY_ROWS - 1, geometry.grid_top(False))[1]


@pytest.mark.parametrize(("lang", "one", "two"), [
    ("en", "Show row: 1 card,", "Show row: 2 cards,"),
    ("de", "Showreihe: 1 Karte,", "Showreihe: 2 Karten,"),
])
def test_summary_counts_the_show_row_by_the_plural_rule(lang, one, two):
    assert say("summary.table", lang, shows=1, deck=20, suitcase="-").startswith(one)
    assert say("summary.table", lang, shows=2, deck=20, suitcase="-").startswith(two)


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "Ann places 1,200 workers: x"), ("de", "Ann setzt 1.200 Figuren: x"),
    ("en", "Ann places 1 worker: x"), ("de", "Ann setzt 1 Figur: x"),
])
def test_digest_counts_placed_workers_by_the_plural_rule(lang, text):
    count = 1 if " 1 " in text else 1200
    assert say("digest.placed_many", lang, who="Ann", where="x", count=count) == text
