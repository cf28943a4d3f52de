"""The outline of one deck: a rounded stern on the left, a pointed bow on the right.

Drawn once, supersampled so the curves are smooth, and pasted under every deck's rooms.
"""

from __future__ import annotations

from functools import cache
from math import cos, pi, sin

from PIL import Image, ImageDraw

from render.doctor_lucky import layout as L

CURVE_STEPS = 24


def _outline(scale: int) -> list[tuple[float, float]]:
    w = (L.HULL_RIGHT - L.HULL_LEFT) * scale
    h = L.BAND_H * scale
    cap = L.STERN_CAP * scale
    bow = (L.COLS_RIGHT - L.HULL_LEFT) * scale
    points: list[tuple[float, float]] = []
    # Stern: half an ellipse from the bottom corner round to the top corner.
    for i in range(CURVE_STEPS + 1):
        angle = 3 * pi / 2 - pi * i / CURVE_STEPS
        points.append((cap + cap * cos(angle), h / 2 - h / 2 * sin(angle)))
    # Bow: a curve from the top side to the tip and back to the bottom side.
    bow_from = len(points)
    for i in range(CURVE_STEPS + 1):
        t = i / CURVE_STEPS
        # Quadratic curve: top corner -> (control near the tip's top) -> tip.
        x = (1 - t) ** 2 * bow + 2 * (1 - t) * t * (bow + (w - bow) * 0.8) + t**2 * w
        y = (1 - t) ** 2 * 0 + 2 * (1 - t) * t * (h * 0.1) + t**2 * (h / 2)
        points.append((x, y))
    points += [(x, h - y) for x, y in reversed(points[bow_from:-1])]
    return points


@cache
def hull() -> Image.Image:
    """The deck outline as an RGBA picture the size of a deck band."""
    s = L.HULL_SUPERSAMPLE
    size = (L.HULL_RIGHT - L.HULL_LEFT, L.BAND_H)
    big = Image.new("RGBA", (size[0] * s, size[1] * s), (0, 0, 0, 0))
    edge = L.HULL_EDGE_W * s
    ImageDraw.Draw(big).polygon(_outline(s), fill=L.HULL, outline=L.HULL_EDGE, width=edge)
    return big.resize(size, Image.Resampling.LANCZOS)


@cache
def hull_mask() -> Image.Image:
    return hull().getchannel("A")


def wave_points(left: float, right: float, y: float, amplitude: float) -> list[tuple[float, float]]:
    """A gentle wave line from ``left`` to ``right`` around height ``y``."""
    steps = max(2, int((right - left) // 8))
    return [
        (left + (right - left) * i / steps, y + amplitude * sin(i * 2 * pi / 9))
        for i in range(steps + 1)
    ]
