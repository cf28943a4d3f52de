"""The witness rule: a rescue needs another player in the room or looking straight into it."""

from __future__ import annotations

from engine.core.protocol import Seat, State
from engine.doctor_lucky.ship import ship
from engine.doctor_lucky.table import flooded, others_from_left


def witnesses(state: State, seat: Seat) -> list[Seat]:
    """Other players who can see the Doctor's room, from the rescuer's left."""
    plan = ship()
    gone = flooded(state)
    room = state["doctor"]
    return [s for s in others_from_left(state, seat) if plan.sees(state["pawns"][s], room, gone)]


def witness_line(state: State, seat: Seat) -> tuple[Seat | None, list[str]]:
    """The witness a picture shows and the rooms of the sight line from them to the Doctor.
    Prefers a witness in the room itself, then the shortest line."""
    plan = ship()
    gone = flooded(state)
    best: tuple[Seat | None, list[str]] = (None, [])
    for s in witnesses(state, seat):
        line = plan.sight_line(state["pawns"][s], state["doctor"], gone)
        if line is not None and (best[0] is None or len(line) < len(best[1])):
            best = (s, list(line))
    return best


def all_sight_lines(state: State, seat: Seat) -> dict[str, list[str]]:
    """Every witness's line of sight into the Doctor's room, by seat (as JSON keys)."""
    plan = ship()
    gone = flooded(state)
    lines: dict[str, list[str]] = {}
    for s in witnesses(state, seat):
        line = plan.sight_line(state["pawns"][s], state["doctor"], gone)
        if line is not None:
            lines[str(s)] = list(line)
    return lines
