"""The ship plan: who can walk where, who can see whom, and Doctor Lucky's route.

Flooded decks are gone: their rooms are left out of every walk, sight line and route.
Decks flood from the bottom (D) upwards, so at most four different ship shapes exist; the
answers per shape are cached.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from engine.doctor_lucky.data import GameData, Room, load

Flooded = frozenset[str]


class Ship:
    def __init__(self, data: GameData) -> None:
        self.data = data
        self.rooms: dict[str, Room] = data.rooms
        links: dict[str, set[str]] = {key: set() for key in data.rooms}
        for a, b in (*data.doors, *data.stairs):
            links[a].add(b)
            links[b].add(a)
        self._links = {key: tuple(sorted(v)) for key, v in links.items()}
        # Every pair of rooms on a common straight line, with the rooms from one to the other.
        self._segments: dict[tuple[str, str], list[tuple[str, ...]]] = {}
        lines = [*data.sight_lines, *data.doors, *data.stairs]
        for line in lines:
            for i, a in enumerate(line):
                for j in range(i + 1, len(line)):
                    b = line[j]
                    segment = tuple(line[i : j + 1])
                    self._segments.setdefault((a, b), []).append(segment)
                    self._segments.setdefault((b, a), []).append(tuple(reversed(segment)))
        self.route = sorted(
            (r for r in data.rooms.values() if r.number is not None),
            key=lambda r: r.number or 0,
        )

    # --- where things are -------------------------------------------------------------
    def deck_of(self, room: str) -> str:
        return self.rooms[room].deck

    def afloat(self, room: str, flooded: Iterable[str]) -> bool:
        return self.rooms[room].deck not in set(flooded)

    def rooms_on(self, deck: str) -> list[str]:
        return [key for key, room in self.rooms.items() if room.deck == deck]

    def lowest_numbered_room(self, deck: str) -> str:
        return min(
            (r for r in self.rooms.values() if r.deck == deck and r.number is not None),
            key=lambda r: r.number or 0,
        ).key

    def deck_above(self, deck: str) -> str | None:
        keys = [d.key for d in self.data.decks]
        index = keys.index(deck)
        return keys[index - 1] if index > 0 else None

    # --- walking ----------------------------------------------------------------------
    def neighbours(self, room: str, flooded: Flooded) -> tuple[str, ...]:
        return _neighbours(self, room, flooded)

    def within_steps(self, room: str, steps: int, flooded: Flooded) -> tuple[str, ...]:
        """Rooms one to ``steps`` steps away (the start room itself excluded)."""
        return _within(self, room, steps, flooded)

    # --- seeing -----------------------------------------------------------------------
    def sight_line(self, a: str, b: str, flooded: Flooded) -> tuple[str, ...] | None:
        """The rooms along a straight line from ``a`` to ``b`` (both included), or None."""
        if a == b:
            return (a,)
        best: tuple[str, ...] | None = None
        for segment in self._segments.get((a, b), ()):
            if all(self.rooms[r].deck not in flooded for r in segment) and (
                best is None or len(segment) < len(best)
            ):
                best = segment
        return best

    def sees(self, a: str, b: str, flooded: Flooded) -> bool:
        return self.sight_line(a, b, flooded) is not None

    # --- Doctor Lucky -----------------------------------------------------------------
    def doctor_next(self, room: str, flooded: Flooded) -> str:
        """Where Doctor Lucky goes on his automatic move."""
        return _doctor_next(self, room, flooded)

    def _doctor_next(self, room: str, flooded: Flooded) -> str:
        afloat_route = [r for r in self.route if r.deck not in flooded]
        here = self.rooms[room]
        if here.deck in flooded or here.number is None:
            numbered = [
                self.rooms[n] for n in self.neighbours(room, flooded)
                if self.rooms[n].number is not None
            ]
            if here.deck not in flooded and numbered:
                return max(numbered, key=lambda r: r.number or 0).key
            if here.number is None:
                # A flooded (or cut-off) unnumbered room: the start of the remaining route.
                return afloat_route[0].key
        number = here.number or 0
        later = [r for r in afloat_route if (r.number or 0) > number]
        return (later[0] if later else afloat_route[0]).key


@cache
def _neighbours(ship: Ship, room: str, flooded: Flooded) -> tuple[str, ...]:
    return tuple(n for n in ship._links[room] if ship.rooms[n].deck not in flooded)


@cache
def _doctor_next(ship: Ship, room: str, flooded: Flooded) -> str:
    return ship._doctor_next(room, flooded)


@cache
def _within(ship: Ship, room: str, steps: int, flooded: Flooded) -> tuple[str, ...]:
    seen = {room}
    frontier = [room]
    for _ in range(steps):
        nxt: list[str] = []
        for here in frontier:
            for n in _neighbours(ship, here, flooded):
                if n not in seen:
                    seen.add(n)
                    nxt.append(n)
        frontier = nxt
    seen.discard(room)
    return tuple(sorted(seen))


@cache
def ship() -> Ship:
    return Ship(load())
