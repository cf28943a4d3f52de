"""Legal actions become menus that always fit Discord's limits."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.play.menus import (
    MENU_ROWS,
    SELECT_OPTIONS_MAX,
    MenuNode,
    Path,
    SelectSpec,
    build_menu,
    decode_path,
    encode_path,
    fingerprint,
    layout_for,
)
from engine.core.position import Position
from engine.core.protocol import Action, Event, Game, Result, Seat, State, Words


class PathWords(Words):
    """Labels each action by its path."""

    def __init__(self, paths: Sequence[tuple[str, ...]]) -> None:
        self.paths = list(paths)

    def action_label(self, state: State, action: Action, lang: str = "en") -> str:
        return "/".join(self.paths[action["i"]]) or "unnamed"

    def action_path(self, state: State, action: Action,
                    lang: str = "en") -> tuple[str, ...]:
        return self.paths[action["i"]]

    def describe_event(self, event: Event, names: Sequence[str], lang: str = "en") -> str:
        return ""

    def phase_label(self, state: State, lang: str = "en") -> str:
        return ""


class PathGame(Game):
    """A stand-in whose legal actions are exactly the given label paths."""

    key: ClassVar[str] = "paths"
    name: ClassVar[str] = "Paths"
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 1

    def __init__(self, paths: Sequence[tuple[str, ...]]) -> None:
        self.paths = list(paths)
        self.words = PathWords(paths)  # type: ignore[misc]  # each stand-in labels its own paths

    def setup(self, players: int, seed: int, options: Any = None) -> State:
        return {"players": 1}

    def to_act(self, state: State) -> list[Seat]:
        return [0]

    def legal_actions(self, state: State, seat: Seat) -> list[Action]:
        return [{"type": "p", "i": i} for i in range(len(self.paths))]

    def _apply(self, state: State, seat: Seat, action: Action) -> list[Event]:
        return []

    def is_over(self, state: State) -> bool:
        return False

    def result(self, state: State, lang: str = "en") -> Result:
        return Result([], [])

    def view(self, state: State, viewer: Seat | None) -> dict[str, Any]:
        return {}


def reachable(node: MenuNode, layout_anchor: Path, values: list[str]) -> list[Path]:
    return [(*layout_anchor, *(decode_path(v) or ())) for v in values]


def test_shared_prefixes_group_and_clashes_stay_distinct():
    game = PathGame([("Place", "Bank", "9:00"), ("Place", "Bank", "11:00"), ("Pass",),
                     ("Pass",), ("Place",)])
    root = build_menu(game, {}, 0)
    assert [c.label for c in root.children] == ["Place", "Pass"]
    place, passing = root.children
    assert {c.label for c in passing.children} == {"Pass", "Pass (2)"}
    assert [c.label for c in place.children] == ["Place", "Bank"]  # a path ending at a group
    assert len(root.leaves()) == 5


def test_paths_round_trip():
    for path in [(), (0,), (3, 14, 2)]:
        assert decode_path(encode_path(path)) == path
    assert decode_path("1.x") is None and decode_path("12345") is None


@settings(max_examples=60, deadline=None)
@given(st.lists(st.lists(st.sampled_from("abcdefghijklmnopqrstuvwxyz" * 3), min_size=1,
                         max_size=3).map(tuple), min_size=1, max_size=300),
       st.booleans())
def test_every_layout_fits_and_reaches_every_action(paths, rich):
    game = PathGame([tuple(p) for p in paths])
    root = build_menu(game, {}, 0)
    found: set[int] = set()
    pending: list[tuple[MenuNode, Path, bool]] = [(root, (), True)]
    while pending:
        node, anchor, top = pending.pop()
        page = 0
        while True:
            layout = layout_for(node, anchor, page=page, buttons=top, rich=rich and top)
            assert len(layout.rows) <= MENU_ROWS
            for spec in layout.selects:
                assert 1 <= len(spec.options) <= SELECT_OPTIONS_MAX
            targets = [b.target for b in layout.buttons]
            for spec in layout.selects:
                targets += reachable(node, spec.anchor, [v for v, _ in spec.options])
            for target in targets:
                child = root.walk(target)
                assert child is not None
                if child.action is not None:
                    found.add(child.action["i"])
                else:
                    pending.append((child, target, False))
            more = [p for p in layout.paging if p.page > page]
            if not more:
                break
            page = more[0].page
    assert found == set(range(len(paths)))


def test_a_menus_fingerprint_names_its_seat_and_actions_not_its_language():
    from engine.core.registry import get_game

    game = get_game("trepanation")
    state = game.setup(3, 7, {})
    seat = game.waiting_for(state)[0]
    english = fingerprint(seat, build_menu(game, state, seat, "en"))
    assert fingerprint(seat, build_menu(game, state, seat, "de")) == english
    assert fingerprint(seat + 1, build_menu(game, state, seat, "en")) != english
    action = game.legal_actions(state, seat)[0]
    after, _ = Position(game, state).step(seat, action)
    assert fingerprint(seat, build_menu(game, after.state, seat, "en")) != english


def test_seat_placeholders_in_labels_show_the_players_names():
    game = PathGame([("Penalty", "{p0}"), ("Penalty", "{p1}"), ("Offer to {p1}",)])
    root = build_menu(game, {}, 0)
    layout = layout_for(root, (), buttons=True, rich=True, names=["Ann", "Ben"])
    texts = [label for row in layout.rows for label in (
        [option for _, option in row.options] + [row.placeholder]
        if isinstance(row, SelectSpec) else [spec.label for spec in row])]
    assert "Offer to Ben" in texts and "Ann" in texts and "Ben" in texts
    assert not any("{p" in text for text in texts)
