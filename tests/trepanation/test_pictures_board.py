import copy
import random

import pytest

import render
from engine.core.state import clone
from render.common import highlight
from render.trepanation import layout as L
from render.trepanation.board import board_image
from render.trepanation.geometry import height
from tests.render.helpers import GAME, png, state_after, states

NAMES = ["Alice", "Bob", "Carol", "Dmitri", "Eve"]


@pytest.fixture(scope="module")
def midway() -> dict:
    return state_after(5, seed=11, actions=110)


def test_board_picture_has_the_layout_size_and_mode(midway):
    data = render.draw_board(GAME.view(midway, None), NAMES)
    image = png(data)
    assert image.size == (L.WIDTH, height(midway["players"]))
    assert image.mode == L.PNG_MODE
    assert len(data) < 1_000_000


def test_same_view_gives_the_same_bytes(midway):
    view = GAME.view(midway, None)
    first = render.draw_board(view, NAMES)
    render.draw_board(GAME.view(state_after(2, seed=3, actions=5), None))  # another background
    assert render.draw_board(copy.deepcopy(view), NAMES) == first


def test_picture_changes_when_the_state_changes(midway):
    before = render.draw_board(GAME.view(midway, None), NAMES)
    state = clone(midway)
    seat = GAME.to_act(state)[0]
    GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    assert render.draw_board(GAME.view(state, None), NAMES) != before


def test_picture_changes_when_only_a_count_changes(midway):
    view = GAME.view(midway, None)
    before = render.draw_board(view, NAMES)
    view["players"][2]["coins"] += 1
    assert render.draw_board(view, NAMES) != before


def test_private_information_is_never_drawn(midway):
    """The order of the decks and the random generator are hidden: reshuffling them must
    leave the public picture byte for byte the same."""
    before = render.draw_board(GAME.view(midway, None), NAMES)
    state = clone(midway)
    shuffler = random.Random(5)
    shuffler.shuffle(state["show_deck"])
    shuffler.shuffle(state["travel_deck"])
    state["rng"] = copy.deepcopy(clone(state_after(5, seed=99, actions=0))["rng"])
    assert state["show_deck"] != midway["show_deck"]
    assert render.draw_board(GAME.view(state, None), NAMES) == before
    state["show_deck"].pop()  # the deck's size is public: this must show
    assert render.draw_board(GAME.view(state, None), NAMES) != before


def test_names_default_to_player_numbers(midway):
    view = GAME.view(midway, None)
    default = render.draw_board(view)
    assert render.draw_board(view, [f"Player {n}" for n in range(1, 6)]) == default
    assert render.draw_board(view, NAMES) != default


def test_long_and_clashing_names_still_draw(midway):
    names = ["Bartholomew the Extremely Long-Named Surgeon"] * 5
    image = png(render.draw_board(GAME.view(midway, None), names))
    assert image.size == (L.WIDTH, height(midway["players"]))


def test_changes_since_the_previous_view_are_highlighted(midway):
    view = GAME.view(midway, None)
    plain = board_image(view, NAMES)
    assert board_image(view, NAMES, previous=copy.deepcopy(view)).tobytes() == plain.tobytes()
    earlier = GAME.view(state_after(5, seed=11, actions=80), None)
    assert board_image(view, NAMES, previous=earlier).tobytes() != plain.tobytes()


def test_previous_view_of_another_table_is_ignored(midway):
    view = GAME.view(midway, None)
    other = GAME.view(state_after(3, seed=1, actions=10), None)
    assert board_image(view, NAMES, other).tobytes() == board_image(view, NAMES).tobytes()


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_player_count_draws_across_a_whole_game(players):
    previous = None
    sides = set()
    for state, events in states(players, seed=players * 7, every=9):
        view = GAME.view(state, None)
        sides.add(view["side"])
        image = board_image(view, NAMES[:players], previous)
        assert image.size == (L.WIDTH, height(players))
        if any(e["type"] == "phase" for e in events):
            previous = view
    assert sides == {"duel" if players == 2 else "standard"}
    final = png(render.draw_board(GAME.view(state, None), None, previous))
    assert final.size == (L.WIDTH, height(players))


def test_both_sides_show_closed_night_locations_only_where_closed():
    for players, closed in ((2, 0), (3, 3), (4, 3), (5, 0)):
        view = GAME.view(state_after(players, seed=2, actions=0), None)
        assert sum(loc["closed"] for loc in view["locations"]) == closed
        png(render.draw_board(view))


def test_unknown_game_has_no_pictures(midway):
    view = GAME.view(midway, None)
    view["game"] = "chess"
    with pytest.raises(render.NoRenderer, match="chess"):
        render.draw_board(view)


def test_a_worker_that_already_acted_leaves_a_faded_token():
    state = GAME.setup(4, 5)
    rng = random.Random(5)
    while state["phase"] != "action" or len(state["acted"]) < 3:
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
    view = GAME.view(state, None)
    forgotten = copy.deepcopy(view)
    for location in forgotten["locations"]:
        for slot in location["slots"]:
            slot["acted"] = None
    assert png(render.draw_board(view)) != png(render.draw_board(forgotten))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_legend_spells_out_every_short_form_on_the_board(lang):
    from render.trepanation.press import legend_lines
    from render.trepanation.words import letter, pic, type_short

    letters = legend_lines(lang)[0]
    shorts = [letter(r, lang) for r in ("coin", "medicine", "equipment", "shill", "bribe",
                                        "fame", "token")]
    shorts += [type_short(k, lang, tiny) for k in L.TYPE_COLOURS for tiny in (True, False)]
    shorts += [pic(f"track_short.{k}", lang) for k in ("tabloid", "specialized")]
    for short in shorts:
        assert short in letters, short


def test_yellow_marks_whose_turn_and_another_colour_what_changed():
    assert L.CHANGE != L.NOW_BG and L.CHANGE_TINT != L.NOW_TINT
    _, green, blue = L.CHANGE
    assert blue > green  # magenta, not the yellow of whose turn
    assert L.CHANGE == highlight.CHANGE  # the same in every game
