"""Whose turn it is, as far as the public view tells."""

from __future__ import annotations

from typing import Any


def seat_to_act(view: dict[str, Any]) -> int | None:
    """The seat the game waits for, or None.

    In the action phase the view says so (``waiting_for``). In scheduling it does not, but
    the rules make it public: everybody starts the day with the same number of meeples and
    places one at a time in turn order, so the next to place is the first in turn order of
    those with the most meeples left.
    """
    waiting = view.get("waiting_for")
    if waiting is not None:
        return int(waiting["seat"])
    if view.get("phase") != "scheduling":
        return None
    left = {p["seat"]: int(p["meeples_left"]) for p in view["players"]}
    most = max(left.values(), default=0)
    if most <= 0:
        return None
    return next(seat for seat in view["order"] if left.get(seat) == most)
