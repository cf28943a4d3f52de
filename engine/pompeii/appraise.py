"""What a card is worth to a seat, judged only from what that seat may see: its view of the
table (cards, owners, combinations, cash and pawns are all open) and the public data file.

The heuristic player buys, answers offers and decides when to hurry with these numbers.
"""

from __future__ import annotations

from typing import Any

from engine.core.protocol import Seat
from engine.pompeii.data import load

View = dict[str, Any]

# The most a seat pays for a card, as a share of its printed price, by what the card does
# for that seat (the bank sells at the printed price, so 1.0 or more means "buy it").
COMPLETES = 1.5  # a person for an owned building with room, or the other way round
SPARE_PERSON = 1.2  # a person with nowhere to live yet: it still counts when saved
LONE_PERSON = 1.0  # a person before any combination stands
FIRST_BUILDING = 1.0  # the first building, when no owned person fits it
SPARE_BUILDING = 0.3  # another building: only a home, saved persons score
IN_THE_CITY = 0.6  # a person bought in phase 2: one more client, but rescues are hard
STRANDED = 3.0  # the card that lets a seat past the last FORTUNA enter at all


def fits(view: View, person: int, building: int) -> bool:
    """Whether ``person`` may live in ``building`` now (colour mark and room)."""
    data = load()
    home = data.cards[building]
    room = data.capacity(home) - sum(1 for h in view["host"] if h == building)
    return home.colours[0] in data.cards[person].colours and room > 0


def cards_of(view: View, seat: Seat) -> list[int]:
    return list(view["seats"][seat]["cards"])


def combinations(view: View, seat: Seat) -> int:
    return sum(1 for b in set(view["host"]) if b is not None and view["owner"][b] == seat)


def completes(view: View, seat: Seat, card: int) -> bool:
    """Whether owning ``card`` would let the seat form a new combination."""
    data = load()
    mine = cards_of(view, seat)
    if data.cards[card].is_person:
        return any(not data.cards[b].is_person and fits(view, card, b) for b in mine)
    colour = data.cards[card].colours[0]
    return any(data.cards[p].is_person and view["host"][p] is None
               and colour in data.cards[p].colours for p in mine)


def reserve() -> int:
    """Cash kept for Vita Romana: the two largest payments a card may demand."""
    amounts = sorted((v.amount for v in load().vita if v.kind == "pay"), reverse=True)
    return sum(amounts[:2])


def past_last_fortuna(view: View, seat: Seat) -> bool:
    return view["seats"][seat]["pos"] > load().fortuna[-1]


def worth(view: View, seat: Seat, card: int) -> float:
    """The most ``seat`` would pay for ``card`` now, in ST."""
    data = load()
    item = data.cards[card]
    info = view["seats"][seat]
    combined = combinations(view, seat) > 0
    if info["status"] == "city":
        return item.price * IN_THE_CITY if item.is_person else 0.0
    if completes(view, seat, card):
        if not combined and past_last_fortuna(view, seat):
            return item.price * STRANDED
        return item.price * COMPLETES
    if item.is_person:
        return item.price * (SPARE_PERSON if combined else LONE_PERSON)
    first = not combined and all(data.cards[n].is_person for n in cards_of(view, seat))
    return item.price * (FIRST_BUILDING if first else SPARE_BUILDING)


def cheapest_partner(view: View, seat: Seat, card: int) -> int | None:
    """The price of the cheapest unsold card still ahead of the seat's pawn that would
    combine with ``card``, or None when there is none."""
    data = load()
    item = data.cards[card]
    prices = []
    for space in range(view["seats"][seat]["pos"] + 1, data.rules.track_length):
        other = data.spaces[space]
        if not other or view["owner"][other] is not None:
            continue
        partner = data.cards[other]
        if partner.is_person == item.is_person:
            continue
        person, building = (partner, item) if partner.is_person else (item, partner)
        if building.colours[0] in person.colours:
            prices.append(partner.price)
    return min(prices) if prices else None


def affordable(view: View, seat: Seat, card: int, price: int) -> bool:
    """Whether the seat can pay ``price`` for ``card``: the first combination may take the
    last coin (without one there is no way into the city; debts can be met by selling);
    any other card must leave the Vita Romana reserve and, before the first combination,
    the money for a card still ahead that would complete one."""
    cash = view["seats"][seat]["cash"] - price
    combined = combinations(view, seat) > 0
    if not combined and completes(view, seat, card):
        return cash >= 0
    if cash < reserve():
        return False
    if combined:
        return True
    partner = cheapest_partner(view, seat, card)
    return partner is not None and cash - partner >= 0
