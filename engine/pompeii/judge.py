"""What a position is worth to a seat when the searching AI cuts a playout short: the value
it has saved, and a share of what it still owns in the burning city."""

from __future__ import annotations

from engine.core.protocol import Seat, State
from engine.core.search import lead_value
from engine.pompeii.data import load
from engine.pompeii.table import persons_of, value_saved

# A person still in the city is worth this share of her price (she may yet be lost).
STILL_INSIDE = 0.4
# A lead of this much saved value is worth about 0.73 of a win.
SPREAD = 2000.0


def judge(state: State, seat: Seat) -> float:
    data = load()
    lost = set(state["lost"])
    scores = []
    for other, info in enumerate(state["seats"]):
        gone = lost | set(info["saved"])
        inside = sum(data.cards[n].price for n in persons_of(state, other) if n not in gone)
        scores.append(value_saved(state, other) + STILL_INSIDE * inside)
    return lead_value(scores, seat, SPREAD)
