"""The seam to render/: pictures of the public table and of the final scores, drawn off the
event loop.

render/ exposes ``draw_board(view, names, previous)`` and ``draw_scores(view, result, names)``
returning PNG bytes for every game with a ``render/<folder>/`` (found by the view's ``"game"``
key). For any other game (or if drawing fails) callers fall back to the plain-text board.
Names are plain display names: a picture cannot show mentions.
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
    """Whether render/ has pictures for the game this public view belongs to."""
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


async def draw_board(view: View, names: Sequence[str],
                     previous: View | None = None) -> discord.File | None:
    """The public table as an attachment, or None when there is no picture to post."""
    render = _render()
    if render is None or not can_draw(view):
        return None
    return await _attach(f"{view['game']} board", "board.png", render.draw_board,
                         view, list(names) or None, previous)


async def draw_scores(view: View, result: dict[str, Any],
                      names: Sequence[str]) -> discord.File | None:
    """The final score sheet (``result`` is ``Result.to_json()``) as an attachment."""
    render = _render()
    if render is None or not can_draw(view):
        return None
    return await _attach(f"{view['game']} scores", "scores.png", render.draw_scores,
                         view, result, list(names) or None)

