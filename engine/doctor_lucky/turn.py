"""The acting player's turn: snooping, or an active turn of free step, move cards and a
rescue attempt as the last action."""

from __future__ import annotations

from functools import cache

from engine.core.protocol import Action, Event, Seat, State
from engine.doctor_lucky.data import AID, MOVE, load
from engine.doctor_lucky.flow import end_turn
from engine.doctor_lucky.reaction import start_rescue
from engine.doctor_lucky.ship import Flooded, ship
from engine.doctor_lucky.table import (
    aid_cards,
    bump,
    draw_deck,
    flooded,
    move_cards,
    take_card,
)
from engine.doctor_lucky.witness import witnesses

WHO = ("self", "doctor")


def where(state: State, seat: Seat, who: str) -> str:
    return state["pawns"][seat] if who == "self" else state["doctor"]


def card_targets(state: State, seat: Seat, room: str) -> list[Action]:
    """Every way to play the move card naming ``room``: to that room, or up to the card's
    deck's steps, for your pawn or Doctor Lucky. Moves that change nothing are left out.
    Card, whom to move and where are one action, so the choice stays private until made."""
    gone = flooded(state)
    return [{"type": "send", "card": room, "who": who, "room": r}
            for who in WHO for r in send_rooms(room, where(state, seat, who), gone)]


@cache
def send_rooms(card: str, start: str, gone: Flooded) -> tuple[str, ...]:
    """Where the move card naming ``card`` takes a figure standing in ``start``, sorted
    (the same for every game on a ship of this shape)."""
    plan = ship()
    steps = load().deck(plan.deck_of(card)).steps
    rooms = set(plan.within_steps(start, steps, gone)) if steps else set()
    if card != start and plan.afloat(card, gone):
        rooms.add(card)
    return tuple(sorted(rooms))


def rescue_possible(state: State, seat: Seat) -> bool:
    return state["pawns"][seat] == state["doctor"] and bool(witnesses(state, seat))


def active_actions(state: State, seat: Seat, kind: str | None = None) -> list[Action]:
    """The active actions of ``seat`` (those of type ``kind`` only, when given)."""
    plan = ship()
    turn = state["turn"]
    actions: list[Action] = []
    if not turn["free_step"] and kind in (None, "step"):
        actions += [
            {"type": "step", "room": r}
            for r in plan.neighbours(state["pawns"][seat], flooded(state))
        ]
    if kind in (None, "send"):
        for room in move_cards(state, seat):
            actions += card_targets(state, seat, room)
    if kind in (None, "rescue") and rescue_possible(state, seat):
        actions.append({"type": "rescue", "aid": None})
        actions += [{"type": "rescue", "aid": aid} for aid in aid_cards(state, seat)]
    return actions


def turn_actions(state: State, seat: Seat, kind: str | None = None) -> list[Action]:
    """The actions of the player on turn (those of type ``kind`` only, when given: the
    legality check needs no more)."""
    turn = state["turn"]
    if turn["mode"] == "active":
        end: list[Action] = [{"type": "end_turn"}] if kind in (None, "end_turn") else []
        return [*active_actions(state, seat, kind), *end]
    snoops: list[Action] = []
    if kind in (None, "snoop"):
        here = state["pawns"][seat]
        can_draw = draw_deck(state) is not None
        for room in (here, *ship().neighbours(here, flooded(state))):
            if can_draw:
                snoops.append({"type": "snoop", "room": room, "draw": True})
            snoops.append({"type": "snoop", "room": room, "draw": False})
    return [*snoops, *active_actions(state, seat, kind)]


def is_turn_action(state: State, seat: Seat, action: Action) -> bool:
    """Whether ``action`` is in ``turn_actions`` of the player on turn: a snoop, step or
    move card is checked by itself (a move card against its own card's targets only)."""
    kind, turn = action["type"], state["turn"]
    if kind == "snoop":
        room, draw = action.get("room"), action.get("draw")
        here = state["pawns"][seat]
        return (turn["mode"] != "active" and action == {"type": kind, "room": room, "draw": draw}
                and isinstance(room, str)
                and (room == here or room in ship().neighbours(here, flooded(state)))
                and draw in (True, False) and not (draw and draw_deck(state) is None))
    if kind == "step":
        room = action.get("room")
        return (not turn["free_step"] and action == {"type": kind, "room": room}
                and isinstance(room, str)
                and room in ship().neighbours(state["pawns"][seat], flooded(state)))
    if kind == "send":
        card, who, room = action.get("card"), action.get("who"), action.get("room")
        return (action == {"type": kind, "card": card, "who": who, "room": room}
                and isinstance(card, str) and f"{MOVE}:{card}" in state["hands"][seat]
                and who in WHO and isinstance(room, str)
                and room in send_rooms(card, where(state, seat, who), flooded(state)))
    return isinstance(kind, str) and action in turn_actions(state, seat, kind)


def apply_turn(state: State, seat: Seat, action: Action) -> list[Event]:
    kind = action["type"]
    turn = state["turn"]
    if kind == "snoop":
        return snoop(state, seat, action["room"], bool(action["draw"]))
    if kind == "end_turn":
        bump(state, "turn_kind", "active")
        return [{"type": "end_turn", "seat": seat}, *end_turn(state)]
    if kind == "step":
        turn["free_step"] = True
        turn["mode"] = "active"
        state["pawns"][seat] = action["room"]
        return [{"type": "step", "seat": seat, "room": action["room"]}]
    if kind == "send":
        room = action["card"]
        take_card(state, seat, f"{MOVE}:{room}")
        bump(state, "cards_played", "move")
        turn["mode"] = "active"
        if action["who"] == "self":
            state["pawns"][seat] = action["room"]
        else:
            state["doctor"] = action["room"]
        return [{"type": "send", "seat": seat, "card": room, "who": action["who"],
                 "room": action["room"]}]
    if kind == "rescue":
        aid = action["aid"]
        if aid is not None:
            take_card(state, seat, f"{AID}:{aid}")
            bump(state, "cards_played", "aid")
        bump(state, "turn_kind", "active")
        return start_rescue(state, seat, aid)
    raise AssertionError(f"unhandled action {kind!r}")  # pragma: no cover - legal-checked


def snoop(state: State, seat: Seat, room: str, draw: bool) -> list[Event]:
    state["pawns"][seat] = room
    bump(state, "turn_kind", "snoop")
    events: list[Event] = [{"type": "snoop", "seat": seat, "room": room}]
    if draw:
        deck = draw_deck(state)
        assert deck is not None
        card = state["piles"][deck].pop()
        state["hands"][seat].append(card)
        events.append({"type": "draw", "seat": seat, "deck": deck,
                       "left": len(state["piles"][deck])})
        events.append({"type": "drawn_card", "seat": seat, "card": card, "private": [seat]})
    return [*events, *end_turn(state)]

