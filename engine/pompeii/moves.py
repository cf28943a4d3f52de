"""What a seat may do now: the actions of the seat the game waits for (a debtor's, else
the current turn's stage), and the answers of both parties to an open offer.

The legal list lives here rather than in ``game.py`` because the refusals in ``words.py``
name what is allowed instead, and the words may not import the game.
"""

from __future__ import annotations

from engine.core.protocol import Action, Seat, State
from engine.pompeii.eruption import plan_actions, route_actions
from engine.pompeii.track import track_actions, track_of_type
from engine.pompeii.trade import may_offer, offer_actions
from engine.pompeii.vita import debt_actions

# The answers to an open offer, and its withdrawal: never among a turn's actions.
ANSWERS = ("accept", "refuse", "withdraw")
# The stages of a turn on the outer track.
TRACK_STAGES = ("start", "landed")
# The actions of a turn on the track that are one plain word.
WORDS = {"roll": {"type": "roll"}, "back": {"type": "back"}, "end_turn": {"type": "end_turn"}}


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
    debt = state["debt"]
    if debt is None and seat == state["current"] and state["turn"]["stage"] in TRACK_STAGES:
        mine = track_actions(state, seat)
    elif seat == (state["current"] if debt is None else debt["seat"]):
        mine = turn_actions(state, seat)
    elif state["offer"] is None:
        return []
    else:
        mine = []
    offer = state["offer"]
    if offer is None:
        return mine
    # offer_actions, spelt out
    if offer["buyer"] == seat:
        return [*mine, {"type": "accept"}, {"type": "refuse"}]
    return [*mine, {"type": "withdraw"}] if offer["seller"] == seat else mine


def on_track(state: State, seat: Seat) -> bool:
    """Whether ``seat`` takes its turn on the outer track now (no debt to settle)."""
    return (state["debt"] is None and seat == state["current"]
            and state["turn"]["stage"] in TRACK_STAGES)


def legal_of_type(state: State, seat: Seat, kind: str) -> list[Action]:
    """``legal_actions`` of one type; on the outer track only that type is worked out."""
    if state["phase"] == "over":
        return []
    if kind in ANSWERS:
        return [action for action in offer_actions(state, seat) if action["type"] == kind]
    debt = state["debt"]
    if seat != (state["current"] if debt is None else debt["seat"]):
        return []
    if on_track(state, seat):
        return track_of_type(state, seat, kind)
    return [action for action in turn_actions(state, seat) if action["type"] == kind]


def allows(state: State, seat: Seat, action: Action) -> bool:
    """Whether ``action`` is in ``legal_of_type(state, seat, action["type"])``: the common
    moves of a turn on the track and the answers to an offer are checked one by one instead
    of listing their type."""
    kind = action["type"]
    if state["phase"] == "over":
        return False
    if kind in ANSWERS:
        offer = state["offer"]
        return offer is not None and len(action) == 1 and seat == (
            offer["seller"] if kind == "withdraw" else offer["buyer"])
    stage = state["turn"]["stage"]
    if (type(kind) is not str or state["debt"] is not None or seat != state["current"]
            or stage not in TRACK_STAGES):  # on_track, spelt out
        return action in legal_of_type(state, seat, kind)
    if kind in WORDS:
        start = stage == "start"
        return action == WORDS[kind] and (
            not start if kind == "end_turn" else start and (
                kind == "roll" or state["seats"][seat]["pos"] > 0))
    card = action.get("card")
    if kind not in ("sell", "offer") or type(card) is not int or len(action) != (
            2 if kind == "sell" else 4):
        return action in legal_of_type(state, seat, kind)
    owner = state["owner"]
    if not 0 <= card < len(owner) or owner[card] != seat:
        return False
    if kind == "sell":
        return True
    if type(action.get("buyer")) is not int or type(action.get("price")) is not int:
        return action in legal_of_type(state, seat, kind)
    return may_offer(state, seat, action)
