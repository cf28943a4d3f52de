"""Phase 1 on the outer track: rolling, buying, FORTUNA, combining and going into the city.

Turn stages: ``start`` (roll two dice forward, or one die back, or enter the city) and
``landed`` (buy, move on past a sold card, use FORTUNA, enter, end the turn). Combining and
selling are open in both stages of one's own turn.
"""

from __future__ import annotations

from functools import cache

from engine.core.protocol import Action, Event, Seat, State
from engine.core.rng import dice as roll_dice
from engine.pompeii.data import load
from engine.pompeii.table import (
    CITY,
    can_combine,
    give,
    has_combination,
    holding,
)
from engine.pompeii.trade import sale_actions

LAST_SPACE = load().rules.track_length - 1


@cache
def fortuna_range(space: int) -> range:
    """The spaces a FORTUNA on ``space`` reaches back to: after the previous FORTUNA (or
    INGRESSUS) and before this one."""
    earlier = [f for f in load().fortuna if f < space]
    return range((earlier[-1] if earlier else 0) + 1, space)


def next_free_space(state: State, space: int) -> int | None:
    data = load()
    for nxt in range(space + 1, data.rules.track_length):
        if data.spaces[nxt] == 0 or state["owner"][data.spaces[nxt]] is None:
            return nxt
    return None


def combine_actions(state: State, seat: Seat) -> list[Action]:
    """Combining one of the seat's persons with one of its buildings."""
    _, persons, buildings = holding(state, seat)
    if not persons or not buildings:
        return []
    data = load()
    host = state["host"]
    return [{"type": "combine", "person": p, "building": b}
            for p in persons if host[p] is None for b in buildings
            if can_combine(data, state, p, b)]


def landing_actions(state: State, seat: Seat) -> list[Action]:
    data = load()
    turn, info = state["turn"], state["seats"][seat]
    if turn.get("done"):
        return []
    owner = state["owner"]
    space = info["pos"]
    card = data.spaces[space]
    if card and owner[card] is None:
        return [{"type": "buy", "card": card}] if data.cards[card].price <= info["cash"] else []
    if space in data.fortuna:
        cash = info["cash"]
        return [{"type": "fortuna", "card": choice} for other in fortuna_range(space)
                if (choice := data.spaces[other]) and owner[choice] is None
                and data.cards[choice].price <= cash]
    if card and not turn.get("moved_on") and next_free_space(state, space):
        return [{"type": "move_on"}]
    return []


def track_of_type(state: State, seat: Seat, kind: str) -> list[Action]:
    """``moves.legal_actions`` of a turn on the track, of one type, working out only what
    that type needs (the legality check of a move on the track)."""
    start = state["turn"]["stage"] == "start"
    pos = state["seats"][seat]["pos"]
    if kind in ("roll", "back"):
        return [{"type": kind}] if start and (kind == "roll" or pos > 0) else []
    if kind == "end_turn":
        return [] if start else [{"type": kind}]
    if kind in ("buy", "fortuna", "move_on"):
        return [] if start else [a for a in landing_actions(state, seat) if a["type"] == kind]
    if kind == "enter":
        held = holding(state, seat)
        return ([{"type": kind}] if pos > load().fortuna[-1] and has_combination(state, held)
                else [])
    if kind == "combine":
        return combine_actions(state, seat)
    if kind in ("sell", "offer"):
        return [a for a in sale_actions(state, seat) if a["type"] == kind]
    return []


def roll(state: State, seat: Seat, back: bool) -> list[Event]:
    """Two dice forward, or one die back (not past INGRESSUS); the events' second is the
    pawn's move."""
    info = state["seats"][seat]
    dice = roll_dice(state["rng"], 1 if back else 2)
    total = dice[0] if back else dice[0] + dice[1]
    start = info["pos"]
    if back:
        end = start - total if start > total else 0
    else:
        end = start + total
        if end >= LAST_SPACE:
            end = LAST_SPACE
    info["pos"] = end
    state["turn"] = {"stage": "landed", "dice": dice, "picture": True}
    return [{"type": "rolled", "seat": seat, "dice": dice, "total": total},
            {"type": "moved", "seat": seat, "from": start, "to": end, "back": back}]


def apply_track(state: State, seat: Seat, action: Action) -> list[Event]:
    """Everything of phase 1 except ending the turn (``end_turn``), the dice (``roll``)
    and selling."""
    data = load()
    info, turn = state["seats"][seat], state["turn"]
    kind = action["type"]
    if kind == "move_on":
        start = info["pos"]
        info["pos"] = next_free_space(state, start)
        turn["moved_on"] = True
        return [{"type": "moved_on", "seat": seat, "from": start, "to": info["pos"]}]
    if kind in ("buy", "fortuna"):
        card = action["card"]
        info["cash"] -= data.cards[card].price
        give(state, card, seat)
        turn["done"] = True
        if kind == "fortuna":
            info["pos"] = data.space_of(card)
        return [{"type": "bought", "seat": seat, "card": card, "fortuna": kind == "fortuna",
                 "price": data.cards[card].price}]
    if kind == "combine":
        state["host"][action["person"]] = action["building"]
        return [{"type": "combined", "seat": seat, "person": action["person"],
                 "building": action["building"]}]
    # enter
    info["status"] = CITY
    info["place"] = data.citizen(info["colour"]).place
    state["turn"] = {"stage": "vita", "picture": True}
    return [{"type": "entered", "seat": seat, "house": data.citizen(info["colour"]).house}]
