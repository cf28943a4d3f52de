"""The seam to render/: a picture of the public board, drawn off the event loop.

render/ is written separately. Once it exposes ``draw_public(game_key, view, previous_view)``
returning PNG bytes or a Pillow image, the bot attaches that picture; until then (or if
drawing fails) callers fall back to the plain-text board.
"""

from __future__ import annotations

import asyncio
import importlib
import io
import logging
from collections.abc import Callable
from typing import Any

import discord

log = logging.getLogger(__name__)

Drawer = Callable[[str, dict[str, Any], dict[str, Any] | None], Any]


def find_drawer() -> Drawer | None:
    try:
        render = importlib.import_module("render")
    except ImportError:
        return None
    draw = getattr(render, "draw_public", None)
    return draw if callable(draw) else None


def _png_bytes(picture: Any) -> bytes:
    if isinstance(picture, bytes | bytearray):
        return bytes(picture)
    buffer = io.BytesIO()
    picture.save(buffer, format="PNG")
    return buffer.getvalue()


def _draw(draw: Drawer, game_key: str, view: dict[str, Any],
          previous: dict[str, Any] | None) -> bytes | None:
    picture = draw(game_key, view, previous)
    return None if picture is None else _png_bytes(picture)


async def draw_board(
    game_key: str, view: dict[str, Any], previous: dict[str, Any] | None = None
) -> discord.File | None:
    """The public board as an attachment, or None when there is no picture to post."""
    draw = find_drawer()
    if draw is None:
        return None
    try:
        data = await asyncio.to_thread(_draw, draw, game_key, view, previous)
    except Exception:
        log.warning("drawing the %s board failed; posting text instead", game_key, exc_info=True)
        return None
    return None if data is None else discord.File(io.BytesIO(data), filename="board.png")
