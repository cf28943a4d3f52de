"""Pictures of Save Doctor Lucky: the ship after every turn and the result sheet."""

import copy
import itertools
import random
from collections.abc import Iterator

import pytest
from PIL import Image

import render
from engine.core.registry import get_agents, get_game
from engine.core.simulate import agents_for
from engine.core.state import clone
from engine.doctor_lucky.data import load
from render.cli import main
from render.doctor_lucky import geometry as G
from render.doctor_lucky import layout as L
from render.doctor_lucky import scores
from render.doctor_lucky.board import board_image
from render.doctor_lucky.changes import diff
from render.doctor_lucky.pieces import other_witness_lines
from render.doctor_lucky.words import say
from tests.doctor_lucky.conftest import fits_layout
from tests.render.helpers import png

GAME = get_game("doctor-lucky")
NAMES = ["Alice", "Bob", "Carol", "Dmitri", "Eve", "Frank", "Gwen"]


def turns(players: int, seed: int, ai: str = "random") -> Iterator[dict]:
    """The live state at the start and after every turn (and at the end) of one game."""
    state = GAME.setup(players, seed)
    agents = agents_for([ai] * players, get_agents("doctor-lucky"), seed)
    yield state
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        action = agents[seat].choose(GAME, state, seat, GAME.legal_actions(state, seat))
        events = GAME.apply(state, seat, action)
        if any(e["type"] in ("phase", "game_over") for e in events):
            yield state


def state_at(players: int, seed: int, turn: int, ai: str = "random") -> dict:
    for state in turns(players, seed, ai):
        if state["turn_number"] >= turn or GAME.is_over(state):
            return clone(state)
    raise AssertionError("unreachable")


def public(state: dict) -> dict:
    return GAME.view(state, None)


def pixel(image: Image.Image, xy: tuple[float, float]) -> tuple[int, int, int]:
    return image.convert("RGB").getpixel((round(xy[0]), round(xy[1])))


def mean_colour(image: Image.Image, box: tuple[float, float, float, float]) -> tuple[float, ...]:
    region = image.convert("RGB").crop(tuple(round(v) for v in box)).resize((1, 1), Image.BOX)
    return region.getpixel((0, 0))


@pytest.fixture(scope="module")
def midway() -> dict:
    return state_at(5, seed=3, turn=20)


def test_board_picture_has_the_layout_size_and_mode(midway):
    data = render.draw_board(public(midway), NAMES[:5])
    image = png(data)
    assert fits_layout(image.size)
    assert image.mode == L.PNG_MODE
    assert len(data) < 1_000_000


def test_same_view_gives_the_same_bytes(midway):
    view = public(midway)
    first = render.draw_board(view, NAMES[:5])
    flooded = copy.deepcopy(view)
    flooded["flooded"] = ["D"]
    render.draw_board(flooded)  # another cached background in between
    assert render.draw_board(copy.deepcopy(view), NAMES[:5]) == first


def test_picture_changes_when_a_pawn_moves(midway):
    before = render.draw_board(public(midway), NAMES[:5])
    state = clone(midway)
    seat = state["current"]
    here = state["pawns"][seat]
    move = next(
        a for a in GAME.legal_actions(state, seat)
        if a["type"] == "snoop" and a["room"] != here and not a["draw"]
    )
    GAME.apply(state, seat, move)
    assert state["pawns"][seat] != here
    assert render.draw_board(public(state), NAMES[:5]) != before
    # The pawn alone, without the doctor's move or the next turn, also shows.
    view = public(midway)
    view["pawns"][seat] = move["room"]
    assert render.draw_board(view, NAMES[:5]) != before


def test_private_information_is_never_drawn(midway):
    """Permuting the cards inside the hands, reshuffling the piles and the random
    generator must leave the public picture byte for byte the same."""
    before = render.draw_board(public(midway), NAMES[:5])
    state = clone(midway)
    shuffler = random.Random(7)
    for hand in state["hands"]:
        shuffler.shuffle(hand)
    # Swap cards between two hands: the counts stay, the contents change.
    state["hands"][0][0], state["hands"][1][0] = state["hands"][1][0], state["hands"][0][0]
    for pile in state["piles"].values():
        shuffler.shuffle(pile)
    state["rng"] = copy.deepcopy(state_at(5, seed=99, turn=1)["rng"])
    assert state["hands"] != midway["hands"]
    assert render.draw_board(public(state), NAMES[:5]) == before
    # A viewer's own view carries their hand; the picture ignores it.
    assert render.draw_board(GAME.view(state, 0), NAMES[:5]) == before
    state["hands"][2].pop()  # hand sizes are public: this must show
    assert render.draw_board(public(state), NAMES[:5]) != before


def test_pile_sizes_are_drawn(midway):
    view = public(midway)
    before = render.draw_board(view, NAMES[:5])
    view["decks"][0]["pile"] -= 1
    assert render.draw_board(view, NAMES[:5]) != before


@pytest.mark.parametrize("players", range(2, 8))
def test_every_player_count_renders_across_a_random_game(players):
    seen_turns = 0
    view = previous = None
    for index, state in enumerate(turns(players, seed=players)):
        view = public(state)
        if index % 25 == 0 or GAME.is_over(state):
            image = board_image(view, NAMES[:players], previous)
            assert fits_layout(image.size)
            seen_turns += 1
        previous = view
    assert view is not None and view["phase"] == "over"
    assert seen_turns >= 2
    result = GAME.result(state).to_json()
    sheet = png(render.draw_scores(view, result, NAMES[:players]))
    assert sheet.mode == L.PNG_MODE


def test_a_flooded_deck_is_under_water(midway):
    view = public(midway)
    view["flooded"] = []
    dry = board_image(view)
    view["flooded"] = ["D"]
    wet = board_image(view)
    deck_d = G.plan().places["boiler_room"].box
    red, _, blue = mean_colour(wet, deck_d)
    assert blue > red + 30  # water blue
    red, _, blue = mean_colour(dry, deck_d)
    assert red >= blue  # a dry cabin is cream
    deck_a = G.plan().places["gymnasium"].box
    assert mean_colour(wet, deck_a) == mean_colour(dry, deck_a)


def test_moved_pieces_are_highlighted(midway):
    view = public(midway)
    previous = copy.deepcopy(view)
    mover = 1
    old_room = "boiler_room" if view["pawns"][mover] != "boiler_room" else "bridge"
    previous["pawns"][mover] = old_room
    plain = board_image(view, NAMES[:5])
    marked = board_image(view, NAMES[:5], previous)
    assert plain.tobytes() != marked.tobytes()
    # The room the pawn left now shows its faint copy.
    box = G.plan().places[old_room].pieces
    assert mean_colour(plain, box) != mean_colour(marked, box)
    # Nothing changed: nothing is highlighted.
    assert board_image(view, NAMES[:5], copy.deepcopy(view)).tobytes() == plain.tobytes()


def rescue_view() -> dict:
    """The public view right after the first rescue attempt of a heuristic game whose
    witness looked in from another room."""
    for seed in range(30):
        for state in turns(4, seed=seed, ai="heuristic"):
            rescue = state["last_rescue"]
            if rescue is not None:
                if len(rescue["sight_line"]) > 1:
                    return public(state)
                break
    raise AssertionError("no rescue attempt seen from another room")


def test_the_last_rescue_draws_its_sight_line():
    view = rescue_view()
    rescue = view["last_rescue"]
    without = copy.deepcopy(view)
    without["last_rescue"] = None
    assert render.draw_board(without) != render.draw_board(view)
    # The line crosses the wall between the witness's room and the next one in its colour.
    crossing = G.plan().line_points(rescue["sight_line"])[1]
    assert pixel(board_image(view), crossing) == L.SIGHT
    assert pixel(board_image(without), crossing) != L.SIGHT


def test_a_rescue_under_way_renders():
    state = GAME.setup(4, 3)
    agents = agents_for(["heuristic"] * 4, get_agents("doctor-lucky"), 3)
    while state["phase"] != "reaction":
        assert not GAME.is_over(state)
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, agents[seat].choose(GAME, state, seat,
                                                    GAME.legal_actions(state, seat)))
    view = public(state)
    assert view["rescue"]["outcome"] == "pending"
    assert fits_layout(png(render.draw_board(view, NAMES[:4])).size)


def test_long_and_clashing_names_and_penalties_still_draw():
    state = GAME.setup(7, 2, {"penalties": "on"})
    state["penalties"][3] = 4
    names = ["Bartholomew the Extremely Long-Named Steward"] * 7
    image = png(render.draw_board(public(state), names))
    assert fits_layout(image.size)


def test_result_sheets_for_a_rescue_and_a_sinking():
    rescued = state_at(4, seed=3, turn=10_000, ai="heuristic")
    sunk = state_at(3, seed=1, turn=10_000, ai="random")
    assert rescued["winner"] is not None and sunk["end_reason"] == "sunk"
    sheets = [
        render.draw_scores(public(s), GAME.result(s).to_json(), NAMES)
        for s in (rescued, sunk)
    ]
    assert sheets[0] != sheets[1]
    for data in sheets:
        assert png(data).mode == L.PNG_MODE
        assert len(data) < 1_000_000


@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_score_column_where_the_game_has_no_scores(monkeypatch, lang):
    """The sheet of a game without points: no score column, the winner and the loser's
    prize in the outcome column, the banner saying who saved the Doctor once."""
    painted: list[str] = []
    real = scores.paint

    def recording(image: Image.Image, at: object, text: str, *args: object,
                  **kwargs: object) -> object:
        painted.append(text)
        return real(image, at, text, *args, **kwargs)

    monkeypatch.setattr(scores, "paint", recording)
    state = state_at(7, seed=3, turn=10_000, ai="heuristic")
    winner, loser = state["winner"], state.get("loser")
    assert winner is not None and not GAME.traits.scored
    render.draw_scores(public(state), GAME.result(state, lang).to_json(), NAMES, lang)
    headings = {say("sheet.place", lang)}
    assert headings <= set(painted)
    assert not any(text.strip().isdigit() for text in painted)  # no totals, no 1/0 marks
    assert painted.count(say("sheet.winner", lang)) == 1
    said = [text for text in painted if NAMES[winner] in text and "Lucky" in text]
    assert len(said) == 1 and (loser is None or NAMES[loser] not in said[0])
    if loser is not None:
        assert painted.count(say("sheet.loser_prize", lang)) == 1


def test_the_plan_puts_every_door_on_a_shared_wall():
    plan = G.plan()
    data = load()
    assert all(frozenset(pair) in plan.doors for pair in data.doors)
    for line in data.sight_lines:
        for a, b in itertools.pairwise(line):
            assert plan.link_point(a, b) is not None, (a, b)
    boxes = list(plan.places.values())
    for i, one in enumerate(boxes):
        for other in boxes[i + 1 :]:
            a, b = one.box, other.box
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], (
                one.room.key, other.room.key)


def test_crowded_rooms_keep_every_piece_inside():
    area = G.plan().places["galley"].pieces
    radius, centres = G.slots(area, 8)
    assert len(set(centres)) == 8
    for x, y in centres:
        assert area[0] <= x - radius and x + radius <= area[2] + 1
        assert area[1] <= y - radius - 1 and y + radius <= area[3] + 1


def test_demo_writes_a_picture_after_every_turn(tmp_path, capsys):
    out = tmp_path / "out"
    argv = ["demo", "--game", "doctor-lucky", "--players", "3", "--seed", "7", "--out", str(out)]
    assert main(argv) == 0
    printed = capsys.readouterr().out.splitlines()
    files = sorted(out.glob("*.png"))
    assert [str(f) for f in files] == printed
    final = state_at(3, seed=7, turn=10_000, ai="heuristic")
    # the start, one per turn that began, the end, and the result sheet
    assert len(files) == 1 + (final["turn_number"] - 1) + 1 + 1
    assert files[0].name.startswith("000-turn-1-")
    assert "game-over" in files[-2].name
    assert files[-1].name.endswith("scores.png")
    assert fits_layout(png(files[0].read_bytes()).size)


@pytest.mark.parametrize(
    "argv",
    [
        ["demo", "--game", "doctor-lucky", "--players", "1", "--out", "o"],
        ["demo", "--game", "doctor-lucky", "--players", "8", "--out", "o"],
        ["demo", "--game", "doctor-lucky", "--players", "three", "--out", "o"],
        ["demo", "--game", "doctor-lucky", "--players", "3"],
    ],
)
def test_bad_demo_arguments_exit_2(argv, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1
    assert not list(tmp_path.iterdir())


def test_other_witnesses_lines_come_from_the_engine_when_it_gives_them():

    rescue = {"room": "pantry", "witness": 1, "witnesses": [1, 2],
              "sight_lines": {"1": ["pantry"], "2": ["steerage_dining", "c_aft_passage",
                                                     "pantry"]}}
    view = {"pawns": ["pantry", "pantry", "bridge", "bridge"], "flooded": []}
    # Seat 2 has walked off since; the engine's line still says where it looked from.
    assert other_witness_lines(view, rescue) == [["steerage_dining", "c_aft_passage", "pantry"]]


def test_without_a_previous_picture_only_this_turns_rescue_is_new():

    view = {"turn_number": 9, "rescue": None,
            "last_rescue": {"turn": 9, "room": "pantry"}}
    assert diff(view, None).rescue_new is True
    view["turn_number"] = 10
    assert diff(view, None).rescue_new is False
