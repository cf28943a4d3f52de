"""What a position is worth to a seat when the searching AI cuts a playout short: its team's
Lady's Elegance as the Ball would count it now, against the best other Lady's."""

from __future__ import annotations

from engine.core.protocol import Seat, State
from engine.core.search import lead_value
from engine.ladies_gentlemen.ball import elegance
from engine.ladies_gentlemen.data import load

# A lead of this much Elegance is worth about 0.73 of a win.
SPREAD = 3.0


def judge(state: State, seat: Seat) -> float:
    data = load()
    ladies = [2 * team for team in range(state["teams"])]
    scores = [float(elegance(data, state["wardrobe"][lady], len(state["gossip"][lady])).total)
              for lady in ladies]
    courtesan = state["courtesan"]
    if seat == courtesan:
        mine = elegance(data, state["wardrobe"][seat], len(state["gossip"][seat])).total
        return lead_value([float(mine), *scores], 0, SPREAD)
    return lead_value(scores, seat // 2, SPREAD)
