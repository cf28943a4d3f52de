"""What a position is worth to a seat when the searching AI cuts a playout short: its fame
as the final scoring would count it now, its resources at what the heuristic thinks a
leftover one is worth (they still turn into fame), against the best other seat's."""

from __future__ import annotations

from engine.core.protocol import Seat, State
from engine.core.search import lead_value
from engine.trepanation import supplies
from engine.trepanation.data import rules
from engine.trepanation.scoring import breakdown

# What a resource left over is worth in fame, to the heuristic and to the judge.
LEFTOVER = {"coin": 0.7, "medicine": 0.5, "equipment": 0.5, "shill": 0.3, "bribe": 0.3}
# A lead of this much fame is worth about 0.73 of a win.
SPREAD = 4.0


def standing(board: supplies.Player) -> float:
    parts = breakdown(rules(), board)
    parts.pop("resources")
    held = sum(LEFTOVER[r] * supplies.amount(board, r) for r in LEFTOVER)
    return sum(parts.values()) + held


def judge(state: State, seat: Seat) -> float:
    return lead_value([standing(board) for board in state["boards"]], seat, SPREAD)
