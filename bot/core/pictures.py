"""The seam to render/: pictures of the table, of the final scores and of one seat's own
view, drawn off the event loop, in the language of whoever will read them.

render/ exposes ``draw_board(view, names, previous, lang)``, ``draw_scores(view, result,
names, lang)`` and ``draw_private(view, names, lang, choices, previous)`` returning PNG
bytes for every game with a ``render/<folder>/`` (found by the view's ``"game"`` key). For
any other game (or if drawing fails) callers show the game's summary in words instead.
Public posts are drawn in the server's language, answers only the clicker sees in the
clicker's. Names are plain display names: a picture cannot show mentions.
"""

from __future__ import annotations

import asyncio
import importlib
import io
import logging
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any

import discord

log = logging.getLogger(__name__)

View = dict[str, Any]


def _render() -> ModuleType | None:
    try:
        return importlib.import_module("render")
    except ImportError:
        return None


def can_draw(view: Any) -> bool:
    """Whether render/ has pictures for the game this view belongs to."""
    render = _render()
    if render is None or not isinstance(view, dict):
        return False
    return bool(render.has_pictures(str(view.get("game"))))


async def _attach(what: str, filename: str, draw: Callable[..., bytes],
                  *args: Any) -> discord.File | None:
    try:
        data = await asyncio.to_thread(draw, *args)
    except Exception:
        log.warning("drawing the %s failed; posting text instead", what, exc_info=True)
        return None
    return discord.File(io.BytesIO(data), filename=filename)


async def draw_board(view: View, names: Sequence[str], previous: View | None = None,
                     lang: str = "en") -> discord.File | None:
    """The public table as an attachment, or None when there is no picture to post."""
    render = _render()
    if render is None or not can_draw(view):
        return None
    return await _attach(f"{view['game']} board", "board.png", render.draw_board,
                         view, list(names) or None, previous, lang)


async def draw_scores(view: View, result: dict[str, Any], names: Sequence[str],
                      lang: str = "en") -> discord.File | None:
    """The final score sheet (``result`` is ``Result.to_json()``) as an attachment."""
    render = _render()
    if render is None or not can_draw(view):
        return None
    return await _attach(f"{view['game']} scores", "scores.png", render.draw_scores,
                         view, result, list(names) or None, lang)


async def draw_private(view: View, names: Sequence[str], lang: str = "en",
                       choices: Sequence[str] = (), previous: View | None = None,
                       ) -> discord.File | None:
    """One seat's own view (``game.view(state, seat)``) with ``choices``, the first-level
    labels of what it may do now, as an attachment for that seat alone; what changed since
    ``previous`` (a public view: the table right after the seat's own last action) is
    marked."""
    render = _render()
    if render is None or not can_draw(view):
        return None
    return await _attach(f"{view['game']} private view", "mine.png", render.draw_private,
                         view, list(names) or None, lang, list(choices), previous)
