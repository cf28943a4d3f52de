"""Pillow pictures drawn from what one viewer may see: the table, and the final scores.

The bot calls only :func:`draw_board` and :func:`draw_scores`. Each game has its own module
(``render/trepanation``), found by the view's ``"game"`` key, with the same two functions.
Pictures are pure functions of their arguments: the same view gives the same bytes.
"""

from __future__ import annotations

from collections.abc import Sequence
from importlib import import_module
from typing import Any, Protocol, cast

View = dict[str, Any]

# game key -> module with draw_board and draw_scores; imported on first use.
RENDERERS: dict[str, str] = {
    "trepanation": "render.trepanation",
    "doctor-lucky": "render.doctor_lucky",
}


class GameRenderer(Protocol):
    def draw_board(
        self, view: View, names: Sequence[str] | None = None, previous: View | None = None
    ) -> bytes: ...

    def draw_scores(
        self, view: View, result: dict[str, Any], names: Sequence[str] | None = None
    ) -> bytes: ...


class NoRenderer(KeyError):
    def __str__(self) -> str:
        known = ", ".join(sorted(RENDERERS))
        return f"no pictures for game {self.args[0]!r} (known: {known})"


def renderer(game: str) -> GameRenderer:
    if game not in RENDERERS:
        raise NoRenderer(game)
    return cast(GameRenderer, import_module(RENDERERS[game]))


def draw_board(
    view: View, names: Sequence[str] | None = None, previous: View | None = None
) -> bytes:
    """PNG of the table in ``view``; what changed since ``previous`` (the view of the last
    picture, usually the start of the previous phase) is highlighted. ``names`` default to
    'Player 1', 'Player 2' ..."""
    return renderer(view["game"]).draw_board(view, names, previous)


def draw_scores(view: View, result: dict[str, Any], names: Sequence[str] | None = None) -> bytes:
    """PNG of the final score sheet; ``result`` is ``Result.to_json()`` of the ended game."""
    return renderer(view["game"]).draw_scores(view, result, names)
