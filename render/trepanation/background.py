"""The parts of the picture that never change during a game, drawn once and cached.

The key holds everything the background is drawn from (language, board side, locations and their
slots, closed flags, press tracks, player count), so two views with the same key get
the same background and the renderer stays a pure function of the view.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from PIL import Image

from render.trepanation import geometry, locations, players, press, table
from render.trepanation import layout as L

View = dict[str, Any]


def key(view: View, lang: str) -> str:
    static = {
        "lang": lang,
        "side": view["side"],
        "players": len(view["players"]),
        "board": [
            {k: loc[k] for k in ("key", "name", "kind", "closed")}
            | {"slots": [{k: s[k] for k in ("id", "time", "effects")} for s in loc["slots"]]}
            for loc in view["locations"]
            if loc["kind"] != "travelling"
        ],
        "press": list(view["press_tracks"].items()),  # a list keeps the tracks' order
    }
    return json.dumps(static, sort_keys=True)


@lru_cache(maxsize=16)
def _background(static_key: str) -> Image.Image:
    view = json.loads(static_key)
    image = Image.new("RGB", (L.WIDTH, geometry.height(view["players"])), L.PAPER)
    table.draw_header_static(image)
    table.draw_info_static(image, view)
    board_view = {"locations": view["board"]}
    locations.draw_static(image, board_view, view["lang"])
    table.draw_show_row_static(image, view["lang"])
    press.draw_press_static(image, {"press_tracks": dict(view["press"])}, view["lang"])
    players.draw_static(image, view["players"])
    press.draw_legend(image, view["lang"], view["players"])
    return image


def background(view: View, lang: str) -> Image.Image:
    """A fresh copy of the cached background for ``view`` to draw the game on."""
    return _background(key(view, lang)).copy()
