"""Whose move it is, and the end of a turn: flooding, Doctor Lucky's automatic move and who
goes next."""

from __future__ import annotations

from typing import Any

from engine.core.protocol import Event, Seat, State
from engine.doctor_lucky.ship import ship
from engine.doctor_lucky.table import bump, clockwise_from, flooded


def fresh_turn() -> dict[str, Any]:
    """The bookkeeping of the turn in progress: 'start' until the player commits to snooping
    or acting; 'active' after an active action (free step or move card)."""
    return {"mode": "start", "free_step": False}


def penalty_rules(state: State) -> bool:
    return bool(state["options"].get("penalties") == "on")


def waiting_for(state: State) -> list[Seat]:
    """The seat whose move the game waits for: the reactor, else the player on turn."""
    if state["phase"] == "over":
        return []
    if state["phase"] == "reaction":
        rescue = state["rescue"]
        return [rescue["order"][rescue["index"]]]
    return [state["current"]]


def end_turn(state: State) -> list[Event]:
    """Finish the current player's turn. Flooding comes before the Doctor's move."""
    events = flood_empty_decks(state)
    if state["phase"] == "over":
        return events
    events += move_doctor(state)
    return events


def flood_empty_decks(state: State) -> list[Event]:
    """Every deck still afloat whose pile is empty floods now, lowest first."""
    plan = ship()
    events: list[Event] = []
    for deck in reversed([d.key for d in plan.data.decks]):
        if deck in state["flooded"] or state["piles"][deck]:
            continue
        state["flooded"].append(deck)
        bump(state, "flooded_decks", deck)
        above = plan.deck_above(deck)
        if above is None:
            state["phase"] = "over"
            state["end_reason"] = "sunk"
            state["turn"] = fresh_turn()
            events.append({"type": "flood", "deck": deck, "moved": [], "refuge": None})
            events.append({"type": "game_over", "reason": "sunk", "winner": None})
            return events
        refuge = plan.lowest_numbered_room(above)
        moved = [s for s, room in enumerate(state["pawns"]) if plan.deck_of(room) == deck]
        for seat in moved:
            state["pawns"][seat] = refuge
        # Doctor Lucky is a figure on the board too: he climbs with everybody else and only
        # then makes his automatic move.
        doctor_climbs = plan.deck_of(state["doctor"]) == deck
        if doctor_climbs:
            state["doctor"] = refuge
        events.append({"type": "flood", "deck": deck, "moved": moved, "refuge": refuge,
                       "doctor": doctor_climbs})
    return events


def move_doctor(state: State) -> list[Event]:
    plan = ship()
    before = state["doctor"]
    after = plan.doctor_next(before, flooded(state))
    state["doctor"] = after
    state["doctor_walk"] = {"from": before, "to": after}
    last = state["current"]
    here = [s for s, room in enumerate(state["pawns"]) if room == after]
    nxt: Seat
    if here:
        nxt = next(s for s in clockwise_from(state, last) if s in here)
    else:
        nxt = (last + 1) % state["players"]
    jump = nxt != (last + 1) % state["players"]
    if here:
        bump(state, "turn_order", "jump" if jump else "doctor_meets_next_player")
    state["current"] = nxt
    state["turn"] = fresh_turn()
    state["turn_number"] += 1
    return [
        {"type": "doctor_moves", "from": before, "to": after},
        {"type": "phase", "turn": state["turn_number"], "seat": nxt, "jump": jump,
         "met": here},
    ]
