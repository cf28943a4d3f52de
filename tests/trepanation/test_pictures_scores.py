import pytest

import render
from render.trepanation import layout as L
from tests.render.helpers import GAME, png, states


@pytest.fixture(scope="module")
def finished() -> dict:
    for state, _ in states(4, seed=21):
        if GAME.is_over(state):
            return state
    raise AssertionError("the game did not end")


def test_score_sheet_is_a_png_of_the_sheet_width(finished):
    data = render.draw_scores(GAME.view(finished, None), GAME.result(finished).to_json())
    image = png(data)
    assert image.width == L.SCORE_WIDTH
    assert image.mode == L.PNG_MODE
    assert len(data) < 1_000_000


def test_score_sheet_shows_names_and_tiebreaks(finished):
    view, result = GAME.view(finished, None), GAME.result(finished).to_json()
    plain = render.draw_scores(view, result)
    assert render.draw_scores(view, result, ["Ann", "Ben", "Cy", "Di"]) != plain
    tied = {**result, "tiebreaks": ["{p0} and {p1} tied on fame; most coins decided (3 to 1)"]}
    assert render.draw_scores(view, tied) != plain


def test_score_sheet_changes_with_a_score(finished):
    view, result = GAME.view(finished, None), GAME.result(finished).to_json()
    plain = render.draw_scores(view, result)
    result["scores"][0]["breakdown"]["press"] += 1
    result["scores"][0]["total"] += 1
    assert render.draw_scores(view, result) != plain
