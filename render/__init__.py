"""Pillow pictures drawn from what one viewer may see, in that viewer's language.

The bot calls :func:`draw_board` (the public table), :func:`draw_scores` (the final score
sheet) and :func:`draw_private` (one seat's own view: hand, board, resources, choices).
Each game draws its pictures in ``render/<folder>/``, the folder named like its engine
package, with the same three functions; the registry finds it. Pictures are pure
functions of their arguments: the same view gives the same bytes.
"""

from __future__ import annotations

from collections.abc import Sequence
from importlib import import_module
from typing import Any, Protocol, cast

from engine.core.registry import UnknownGame, game_keys, render_module

View = dict[str, Any]


class GameRenderer(Protocol):
    def draw_board(
        self, view: View, names: Sequence[str] | None = None, previous: View | None = None,
        lang: str = "en",
    ) -> bytes: ...

    def draw_scores(
        self, view: View, result: dict[str, Any], names: Sequence[str] | None = None,
        lang: str = "en",
    ) -> bytes: ...

    def draw_private(
        self, view: View, names: Sequence[str] | None = None, lang: str = "en",
        choices: Sequence[str] = (), previous: View | None = None,
    ) -> bytes: ...


class NoRenderer(KeyError):
    def __str__(self) -> str:
        return f"no pictures for game {self.args[0]!r} (known: {', '.join(drawable_games())})"


def drawable_games() -> list[str]:
    """The keys of every game that has pictures."""
    return [key for key in game_keys() if render_module(key) is not None]


def has_pictures(game: str) -> bool:
    try:
        return render_module(game) is not None
    except UnknownGame:
        return False


def renderer(game: str) -> GameRenderer:
    if not has_pictures(game):
        raise NoRenderer(game)
    return cast(GameRenderer, import_module(cast(str, render_module(game))))


def draw_board(
    view: View, names: Sequence[str] | None = None, previous: View | None = None,
    lang: str = "en",
) -> bytes:
    """PNG of the table in ``view``; what changed since ``previous`` (the view of the last
    picture, or the table right after the reader's own last action) is highlighted.
    ``names`` default to 'Player 1', 'Player 2' ...; every word is in ``lang``."""
    return renderer(view["game"]).draw_board(view, names, previous, lang)


def draw_scores(
    view: View, result: dict[str, Any], names: Sequence[str] | None = None, lang: str = "en",
) -> bytes:
    """PNG of the final score sheet; ``result`` is ``Result.to_json()`` of the ended game."""
    return renderer(view["game"]).draw_scores(view, result, names, lang)


def draw_private(
    view: View, names: Sequence[str] | None = None, lang: str = "en",
    choices: Sequence[str] = (), previous: View | None = None,
) -> bytes:
    """PNG of one seat's own view (``game.view(state, seat)``): its hand, board and
    resources, and ``choices``, the labels of what it may do now (empty when it may not).
    What changed since ``previous`` (the public view right after the seat's own last action)
    is marked where the picture shows it."""
    return renderer(view["game"]).draw_private(view, names, lang, choices, previous)
