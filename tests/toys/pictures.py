"""Pictures for Toy Race with pictures: tiny PNGs, and a record of every call (which view,
which language, which choices) so tests can see what the bot asked to be drawn."""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import Any

from PIL import Image

CALLS: list[dict[str, Any]] = []


def _png(colour: tuple[int, int, int]) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (8, 8), colour).save(out, format="PNG")
    return out.getvalue()


def draw_board(view: dict[str, Any], names: Sequence[str] | None = None,
               previous: dict[str, Any] | None = None, lang: str = "en") -> bytes:
    CALLS.append({"kind": "board", "view": view, "names": list(names or []), "lang": lang,
                  "previous": previous})
    return _png((0, 114, 178))


def draw_scores(view: dict[str, Any], result: dict[str, Any],
                names: Sequence[str] | None = None, lang: str = "en") -> bytes:
    CALLS.append({"kind": "scores", "view": view, "names": list(names or []), "lang": lang})
    return _png((0, 158, 115))


def draw_private(view: dict[str, Any], names: Sequence[str] | None = None, lang: str = "en",
                 choices: Sequence[str] = (), previous: dict[str, Any] | None = None) -> bytes:
    CALLS.append({"kind": "private", "view": view, "names": list(names or []), "lang": lang,
                  "choices": list(choices), "previous": previous})
    return _png((213, 94, 0))
