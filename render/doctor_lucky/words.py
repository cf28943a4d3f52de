"""Short texts the picture writes: rooms, aid cards, whose turn it is, how the game ended."""

from __future__ import annotations

from typing import Any

from engine.doctor_lucky.data import Room, load
from engine.doctor_lucky.ship import ship
from render.doctor_lucky.geometry import short_name

View = dict[str, Any]


def room_words(key: str, numbered_prefix: str = "Room ") -> str:
    """'Room 21 Captain's Cabin', or an unnumbered room's name ('Aft Stairs B')."""
    room = load().rooms.get(key)
    if room is None:
        return key
    if room.number is None:
        return room.name
    return f"{numbered_prefix}{room.number} {short_name(room)}"


def aid_words(aid: str | None, value: int) -> str:
    if aid is None:
        return f"no aid card, worth {value}"
    card = load().aids.get(aid)
    name = card.name if card else aid
    return f"{name}, worth {value}"


def route() -> list[Room]:
    """The numbered rooms in Doctor Lucky's order, 0 to 22."""
    return list(ship().route)


def doctor_next(view: View) -> str:
    """The room Doctor Lucky moves to after this turn, by the public ship plan."""
    return ship().doctor_next(view["doctor"], frozenset(view["flooded"]))


def outcome(view: View, names: list[str]) -> str | None:
    """How the game ended, or None while it goes on."""
    if view["phase"] != "over":
        return None
    if view.get("winner") is not None:
        return f"{names[view['winner']]} saved Doctor Lucky!"
    return "The ship sank: nobody saved Doctor Lucky"


def status(view: View, names: list[str]) -> str:
    """The header's line: turn number and who acts, or how the game ended."""
    ended = outcome(view, names)
    if ended is not None:
        return f"Game over · {ended}"
    text = f"Turn {view['turn_number']}"
    acting = view["to_act"]
    if view.get("rescue") is not None and acting:
        return f"{text} · {names[acting[0]]} may foil the rescue"
    if acting:
        return f"{text} · {names[acting[0]]} to move"
    return text
