"""The highlight colours every game's pictures share, one meaning each (docs/playing.md,
"Colours on the pictures"): yellow marks whose turn it is (the acting player, the current
hour or round), magenta marks what changed since the viewer last looked."""

from __future__ import annotations

Colour = tuple[int, int, int]

CHANGE: Colour = (214, 0, 150)  # outlines and edges of what changed
CHANGE_TINT: Colour = (250, 208, 236)  # a background tint for a changed row or card
