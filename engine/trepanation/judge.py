"""What a position is worth to a seat when the searching AI cuts a playout short: its fame
as the final scoring would count it now, against the best other seat's."""

from __future__ import annotations

from engine.core.protocol import Seat, State
from engine.core.search import lead_value
from engine.trepanation.data import rules
from engine.trepanation.scoring import breakdown

# A lead of this much fame is worth about 0.73 of a win.
SPREAD = 4.0


def judge(state: State, seat: Seat) -> float:
    book = rules()
    scores = [float(sum(breakdown(book, board).values())) for board in state["boards"]]
    return lead_value(scores, seat, SPREAD)
