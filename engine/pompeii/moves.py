"""What a seat may do now: the actions of the seat the game waits for (a debtor's, else
the current turn's stage), and the answers of both parties to an open offer.

The legal list lives here rather than in ``game.py`` because the refusals in ``words.py``
name what is allowed instead, and the words may not import the game.
"""

from __future__ import annotations

from engine.core.protocol import Action, Seat, State
from engine.pompeii.eruption import plan_actions, route_actions
from engine.pompeii.flow import main_seat
from engine.pompeii.track import track_actions, track_of_type
from engine.pompeii.trade import offer_actions
from engine.pompeii.vita import debt_actions

# The answers to an open offer, and its withdrawal: never among a turn's actions.
ANSWERS = ("accept", "refuse", "withdraw")


def turn_actions(state: State, seat: Seat) -> list[Action]:
    """The actions of the seat the game waits for."""
    if state["debt"] is not None:
        return debt_actions(state, seat)
    stage = state["turn"]["stage"]
    if stage in ("vita", "draw"):
        return [{"type": "draw"}]
    if stage in ("plan", "onward"):
        return plan_actions(state, seat)
    if stage == "route":
        return route_actions(state, seat)
    return track_actions(state, seat)


def legal_actions(state: State, seat: Seat) -> list[Action]:
    if state["phase"] == "over":
        return []
    mine = turn_actions(state, seat) if seat == main_seat(state) else []
    return mine + offer_actions(state, seat) if state["offer"] is not None else mine


def legal_of_type(state: State, seat: Seat, kind: str) -> list[Action]:
    """``legal_actions`` of one type; on the outer track only that type is worked out."""
    if state["phase"] == "over":
        return []
    if kind in ANSWERS:
        return [action for action in offer_actions(state, seat) if action["type"] == kind]
    if seat != main_seat(state):
        return []
    if state["debt"] is None and state["turn"]["stage"] in ("start", "landed"):
        return track_of_type(state, seat, kind)
    return [action for action in turn_actions(state, seat) if action["type"] == kind]
