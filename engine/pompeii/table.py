"""Reading a position: who owns what, who lives where, which clients are still in the city."""

from __future__ import annotations

from engine.core.protocol import Seat, State
from engine.pompeii.data import GameData, load

TRACK = "track"  # phase 1, on the outer track
CITY = "city"  # phase 2 and, after ULTIMA DIE, phase 3
OUT = "out"  # still on the outer track when ULTIMA DIE came


Holding = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]
NOTHING: Holding = ((), (), ())

# The legal list needs every seat's cards on every move, while cards change hands only now
# and then: the split is kept per ownership list (by identity, checked against a copy, so a
# changed or reused list is split anew) instead of scanning the 101 cards several times a move.
_SPLIT: dict[int, tuple[list[Seat | None], dict[Seat, Holding]]] = {}
_SPLIT_KEPT = 64


def split_owners(owner: list[Seat | None]) -> dict[Seat, Holding]:
    """Each seat's cards, persons and buildings (by card number) under one ownership."""
    data = load()
    cards: dict[Seat, list[int]] = {}
    for n, seat in enumerate(owner):
        if seat is not None:
            cards.setdefault(seat, []).append(n)
    return {
        seat: (tuple(mine), tuple(n for n in mine if data.cards[n].is_person),
               tuple(n for n in mine if not data.cards[n].is_person))
        for seat, mine in cards.items()
    }


def holding(state: State, seat: Seat) -> Holding:
    """``seat``'s cards, persons and buildings."""
    owner = state["owner"]
    kept = _SPLIT.get(id(owner))
    if kept is None or kept[0] != owner:
        if len(_SPLIT) >= _SPLIT_KEPT:
            _SPLIT.clear()
        kept = _SPLIT[id(owner)] = (list(owner), split_owners(owner))
    return kept[1].get(seat, NOTHING)


def owned(state: State, seat: Seat) -> list[int]:
    return list(holding(state, seat)[0])


def persons_of(state: State, seat: Seat) -> list[int]:
    return list(holding(state, seat)[1])


def buildings_of(state: State, seat: Seat) -> list[int]:
    return list(holding(state, seat)[2])


def guests(state: State, building: int) -> list[int]:
    return [n for n, host in enumerate(state["host"]) if host == building]


def has_combination(state: State, held: Holding) -> bool:
    """Whether one of the buildings in ``held`` houses a person."""
    buildings = held[2]
    if not buildings:
        return False
    host = state["host"]
    return any(b in host for b in buildings)


def can_combine(data: GameData, state: State, person: int, building: int) -> bool:
    card, home = data.cards[person], data.cards[building]
    return (
        state["host"][person] is None
        and home.colours[0] in card.colours
        and len(guests(state, building)) < data.capacity(home)
    )


def place_of_client(state: State, person: int) -> str:
    """Where a client waits when Vesuvius erupts: in the building it is combined with,
    otherwise in its patron's house."""
    data = load()
    host = state["host"][person]
    if host is not None:
        return data.cards[host].place
    seat = state["owner"][person]
    return data.citizen(state["seats"][seat]["colour"]).place


def clients_waiting(state: State) -> list[int]:
    """Persons still to be saved: owned by a player in the city, neither saved, lost nor
    carried."""
    done = set(state["saved_cards"]) | set(state["lost"])
    carried = {s["carrying"] for s in state["seats"] if s["carrying"] is not None}
    return [
        n for n, owner in enumerate(state["owner"])
        if owner is not None and state["seats"][owner]["status"] == CITY
        and load().cards[n].is_person and n not in done and n not in carried
    ]


def may_rescue(state: State, seat: Seat, person: int) -> bool:
    """Your own clients, and those of a dead player (as if they were yours)."""
    owner = state["owner"][person]
    return owner == seat or not state["seats"][owner]["alive"]


def occupied_places(state: State, besides: Seat | None = None) -> set[str]:
    return {
        s["place"] for i, s in enumerate(state["seats"])
        if i != besides and s["status"] == CITY and s["place"] is not None
    }


def value_saved(state: State, seat: Seat) -> int:
    data = load()
    return sum(data.cards[n].price for n in state["seats"][seat]["saved"])
