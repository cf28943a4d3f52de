"""Reading a position: who owns what, who lives where, which clients are still in the city."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from itertools import compress, count, repeat
from operator import eq, is_not

from engine.core.protocol import Seat, State
from engine.pompeii.data import GameData, load

TRACK = "track"  # phase 1, on the outer track
CITY = "city"  # phase 2 and, after ULTIMA DIE, phase 3
OUT = "out"  # still on the outer track when ULTIMA DIE came


Holding = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]
NOTHING: Holding = ((), (), ())

# The legal list needs a seat's cards on every move, while cards change hands only now and
# then: each seat's cards are kept per ownership list (by identity, checked against a copy;
# a card whose entry changed is moved between the seats' kept cards, and a list that is new
# or reused is looked at anew) instead of scanning the 101 cards several times a move.
_SPLIT: dict[int, tuple[list[Seat | None], dict[Seat, Holding]]] = {}
_SPLIT_KEPT = 64


@cache
def person_flags() -> tuple[bool, ...]:
    """Whether each card number (0 unused) is a person."""
    cards = load().cards
    return tuple(n in cards and cards[n].is_person for n in range(max(cards) + 1))


def seat_holding(owner: list[Seat | None], seat: Seat) -> Holding:
    """``seat``'s cards, persons and buildings (by card number) under one ownership."""
    mine = tuple(compress(count(), map(eq, owner, repeat(seat))))
    person = person_flags()
    return (mine, tuple(n for n in mine if person[n]), tuple(n for n in mine if not person[n]))


def _moved(split: dict[Seat, Holding], card: int, before: Seat | None,
           after: Seat | None) -> None:
    """Card ``card`` went from ``before`` to ``after`` (None: nobody): their kept cards
    follow."""
    part = 1 if person_flags()[card] else 2
    if before is not None and (held := split.get(before)) is not None:
        split[before] = _replaced(held, part, lambda cards: tuple(n for n in cards if n != card))
    if after is not None and (held := split.get(after)) is not None:
        split[after] = _replaced(held, part, lambda cards: tuple(sorted((*cards, card))))


def _replaced(held: Holding, part: int,
              change: Callable[[tuple[int, ...]], tuple[int, ...]]) -> Holding:
    """``held`` with ``change`` made to all its cards and to its persons (``part`` 1) or
    buildings (2)."""
    if part == 1:
        return change(held[0]), change(held[1]), held[2]
    return change(held[0]), held[1], change(held[2])


def holding(state: State, seat: Seat) -> Holding:
    """``seat``'s cards, persons and buildings."""
    owner = state["owner"]
    kept = _SPLIT.get(id(owner))
    if kept is not None and kept[0] == owner and (held := kept[1].get(seat)) is not None:
        return held  # the common case: nothing changed hands since the last look
    return _holding(owner, seat, kept)


def _holding(owner: list[Seat | None], seat: Seat,
             kept: tuple[list[Seat | None], dict[Seat, Holding]] | None) -> Holding:
    """``holding`` when the kept cards are not up to date: bring them up to date."""
    if kept is None or len(kept[0]) != len(owner):
        if len(_SPLIT) >= _SPLIT_KEPT:
            _SPLIT.clear()
        kept = _SPLIT[id(owner)] = (owner.copy(), {})
    elif kept[0] != owner:
        copy, split = kept
        for n in compress(count(), map(is_not, copy, owner)):
            _moved(split, n, copy[n], owner[n])
        copy[:] = owner
    held = kept[1].get(seat)
    if held is None:
        held = kept[1][seat] = seat_holding(owner, seat)
    return held


def give(state: State, card: int, seat: Seat | None) -> None:
    """Card ``card`` now belongs to ``seat`` (None: the bank). The rules change owners only
    here, so the kept cards follow at once instead of ``holding`` scanning for the change."""
    owner = state["owner"]
    before = owner[card]
    owner[card] = seat
    kept = _SPLIT.get(id(owner))
    if kept is not None and kept[0][card] is before and len(kept[0]) == len(owner):
        kept[0][card] = seat  # any other change is still found by holding's comparison
        _moved(kept[1], card, before, seat)


def owned(state: State, seat: Seat) -> list[int]:
    return list(holding(state, seat)[0])


def persons_of(state: State, seat: Seat) -> list[int]:
    return list(holding(state, seat)[1])


def buildings_of(state: State, seat: Seat) -> list[int]:
    return list(holding(state, seat)[2])


def guests(state: State, building: int) -> list[int]:
    host = state["host"]
    # Looking for None is one identity check an entry, looking for a number compares it
    # with every None the slow way: most of the time nobody is combined at all.
    if host.count(None) == len(host) or building not in host:
        return []
    return [n for n, home in enumerate(host) if home == building]


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
        and state["host"].count(building) < data.capacity(home)
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
