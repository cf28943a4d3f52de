"""How the heuristic Gentleman plans an evening's bills as a whole.

He sees every bill of the evening at once (his Lady's purchases, the window offer, the
Courtesan's cards) and picks the set to pay that is worth most to him: Elegance for his
Lady, enough gifts to the Courtesan that a scandal would strike someone else (and, when she
may outshine every Lady, enough to be her most generous patron), and money kept for later
days. The grant rule (no more Courtesan cards than his own Lady's) is respected in order.
Everything is estimated from the Gentleman's view: paid wardrobes, gifts and his own money.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from engine.ladies_gentlemen.ball import elegance
from engine.ladies_gentlemen.data import SERVANT, GameData
from engine.ladies_gentlemen.evening import half_price

View = dict[str, Any]


@dataclass(frozen=True)
class Bill:
    source: str      # "lady", "window" or "courtesan"
    family: str      # wardrobe family, or "servant"
    price: int       # what paying it costs tonight
    gain: float      # Elegance it adds to his Lady (0 for a Courtesan card)
    stars: int       # Elegance of a Courtesan card (the gift's weight at the Ball)
    lift: float = 0.0  # Elegance a Courtesan card adds to her paid wardrobe


@dataclass(frozen=True)
class Stakes:
    """What a pound and a gift star are worth to him tonight."""

    pound: float         # Elegance-equivalent of keeping one pound for later days
    gift_star: float     # small steady value of a gift star (the patron race)
    safety: float        # value of no longer being the least generous patron
    safety_need: int     # gift stars he still needs for that
    patronage: float     # value of becoming her most generous patron
    patron_need: int     # gift stars he still needs for that
    lift: float = 0.0            # value of each star a gift adds to her Ball Elegance
    reserve: int = 0             # pounds he wants left for a later evening's gifts
    reserve_value: float = 0.0   # what having that reserve is worth, in Elegance


def public_elegance(data: GameData, cards: list[str]) -> float:
    """A wardrobe's Elegance as everybody sees it; a hidden Servant counts as one star."""
    known = [c for c in cards if c != SERVANT and c not in data.servants]
    servants = len(cards) - len(known)
    return elegance(data, known).total + servants


def card_stars(data: GameData, card: str) -> int:
    return data.wardrobe[card].elegance if card in data.wardrobe else 0


def bills_of(seen: View, data: GameData, team: int) -> list[Bill]:
    lady = list(seen["wardrobe"][2 * team])
    out = []
    for item in seen["presented"][team]:
        card, source = item["card"], item["from"]
        price = data.rules.servant_price if card == SERVANT else data.price(card)
        family = data.wardrobe[card].family if card in data.wardrobe else SERVANT
        if source == "window":
            price = half_price(data, price)
        if source == "courtesan":
            her = [c for c in seen["wardrobe"][seen["courtesan"]] if c in data.wardrobe]
            lift = 0.0 if family == SERVANT else float(
                elegance(data, [*her, card]).total - elegance(data, her).total)
            out.append(Bill(source, family, price, 0.0, card_stars(data, card), lift))
            continue
        gain = 1.0 if family == SERVANT else float(
            elegance(data, [c for c in lady if c != SERVANT] + [card]).total
            - elegance(data, [c for c in lady if c != SERVANT]).total)
        out.append(Bill(source, family, price, gain, 0))
    return out


def best_plan(bills: list[Bill], money: int, granted: dict[str, int], stakes: Stakes
              ) -> list[bool]:
    """Which bills to pay, in order, for the most value (an exhaustive search, memoised on
    what the rest of the evening depends on)."""

    @cache
    def rest(i: int, cash: int, lady: int, gifts: int, stars: int, families: frozenset[str],
             hers: frozenset[str]) -> tuple[float, tuple[bool, ...]]:
        if i == len(bills):
            return cash * stakes.pound + reserve_value(cash, stakes) + gift_value(
                stars, stakes), ()
        bill = bills[i]
        value, plan = rest(i + 1, cash, lady, gifts, stars, families, hers)
        best = (value, (False, *plan))
        if bill.price > cash or (bill.source == "courtesan" and gifts >= lady):
            return best
        if bill.source == "courtesan":
            value, plan = rest(i + 1, cash - bill.price, lady, gifts + 1, stars + bill.stars,
                               families, hers | {bill.family})
            value += 0.0 if bill.family in hers else bill.lift * stakes.lift
        else:
            repeat = bill.family != SERVANT and bill.family in families
            value, plan = rest(i + 1, cash - bill.price, lady + (bill.source == "lady"), gifts,
                               stars, families | {bill.family}, hers)
            value += 0.0 if repeat else bill.gain
        return max(best, (value, (True, *plan)), key=lambda option: option[0])

    return list(rest(0, money, granted["lady"], granted["courtesan"], 0, frozenset(),
                     frozenset())[1])


def gift_value(stars: int, stakes: Stakes) -> float:
    value = stars * stakes.gift_star
    if stars >= stakes.safety_need > 0:
        value += stakes.safety
    if stars >= stakes.patron_need > 0:
        value += stakes.patronage
    return value


def reserve_value(cash: int, stakes: Stakes) -> float:
    """Money kept back for a later evening's gifts is worth most up to the reserve."""
    if stakes.reserve <= 0:
        return 0.0
    return stakes.reserve_value * min(cash, stakes.reserve) / stakes.reserve
