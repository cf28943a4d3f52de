"""A player's board: resources, their limits, the shill/bribe ageing track, payments.

Shills and bribes are kept as a list of counts per track space, index 0 the leftmost (fresh)
space. A player pays with their oldest tokens first; a token taken by somebody else (a steal,
a defamation) is the freshest one, the one its owner would have kept longest.
"""

from __future__ import annotations

from itertools import product
from typing import Any

from engine.trepanation.data import AGEING, Bundle, Rules

Player = dict[str, Any]

COST_ORDER = ("medicine", "equipment", "shill", "bribe")


def new_player(rules: Rules, bonus_key: str) -> Player:
    player: Player = {
        "coin": 0,
        "medicine": 0,
        "equipment": 0,
        "shill": [0] * rules.track_spaces,
        "bribe": [0] * rules.track_spaces,
        "fame_tokens": 0,
        "shows": [],
        "press": {"tabloid": 0, "specialized": 0},
        "specializations": [],
        "bonus": bonus_key,
        "meeples": rules.meeples,
    }
    gain(rules, player, rules.bonus_cards[bonus_key].resources)
    return player


def amount(player: Player, resource: str) -> int:
    value = player[resource]
    return sum(value) if resource in AGEING else int(value)


def room_for(rules: Rules, player: Player, resource: str) -> int:
    """How many more of ``resource`` fit on the board (a large number when unlimited)."""
    limit = rules.limits.get(resource)
    return 10**6 if limit is None else max(0, limit - amount(player, resource))


def gain(rules: Rules, player: Player, bundle: Bundle) -> Bundle:
    """Add resources up to the limits; returns what was actually taken."""
    taken: Bundle = {}
    for resource, count in bundle.items():
        if resource == "fame":
            player["fame_tokens"] += count
            taken["fame"] = count
            continue
        n = min(count, room_for(rules, player, resource))
        if n <= 0:
            continue
        if resource in AGEING:
            player[resource][0] += n
        else:
            player[resource] += n
        taken[resource] = n
    return taken


def remove_oldest(player: Player, resource: str, count: int) -> None:
    track = player[resource]
    for space in range(len(track) - 1, -1, -1):
        used = min(count, track[space])
        track[space] -= used
        count -= used
        if count == 0:
            return
    raise ValueError(f"not enough {resource}")


def remove_freshest(player: Player, resource: str) -> None:
    """Take one token as another player would: the freshest shill/bribe, or one unit."""
    if resource in AGEING:
        track = player[resource]
        for space, count in enumerate(track):
            if count:
                track[space] -= 1
                return
        raise ValueError(f"no {resource} to take")
    if player[resource] <= 0:
        raise ValueError(f"no {resource} to take")
    player[resource] -= 1


def can_pay_exactly(player: Player, bundle: Bundle) -> bool:
    return all(amount(player, r) >= n for r, n in bundle.items())


def pay(player: Player, payment: Bundle) -> None:
    """Spend a payment (as produced by ``payment_options`` or an exact bundle)."""
    if not can_pay_exactly(player, payment):
        raise ValueError("cannot afford that payment")
    for resource, count in payment.items():
        if resource in AGEING:
            remove_oldest(player, resource, count)
        else:
            player[resource] -= count


def payment_options(player: Player, cost: Bundle) -> list[Bundle]:
    """Every distinct way to pay ``cost`` with coins standing in for any resource.

    A coin in the cost itself can only be paid with a coin. Ordered from fewest coins to
    most, so the first option saves coins.
    """
    needs = [(r, cost[r]) for r in COST_ORDER if cost.get(r)]
    owed_coins = cost.get("coin", 0)
    spare_coins = player["coin"] - owed_coins
    if spare_coins < 0:
        return []
    ranges = [range(min(n, amount(player, r)), -1, -1) for r, n in needs]
    options: list[tuple[int, Bundle]] = []
    for own in product(*ranges):
        shortfall = sum(n - o for (_, n), o in zip(needs, own, strict=True))
        if shortfall > spare_coins:
            continue
        payment = {r: o for (r, _), o in zip(needs, own, strict=True) if o}
        if shortfall + owed_coins:
            payment["coin"] = shortfall + owed_coins
        options.append((shortfall, payment))
    options.sort(key=lambda item: item[0])
    return [payment for _, payment in options]


def can_afford(player: Player, cost: Bundle) -> bool:
    owed_coins = cost.get("coin", 0)
    shortfall = sum(max(0, n - amount(player, r)) for r, n in cost.items() if r != "coin")
    return shortfall + owed_coins <= player["coin"]


def age(rules: Rules, player: Player, bonus: bool = True) -> tuple[int, int]:
    """Move shills and bribes one space right; the last space's tokens go back to the
    supply. Returns (tokens returned, coins gained for returning enough of them: only
    with ``bonus``, the morning update)."""
    returned = 0
    for resource in AGEING:
        track = player[resource]
        returned += track[-1]
        track[1:] = track[:-1]
        track[0] = 0
    coins = 0
    if bonus and returned >= rules.return_bonus_min:
        coins = gain(rules, player, {"coin": rules.return_bonus_coins}).get("coin", 0)
    return returned, coins


def rejuvenate(player: Player) -> None:
    """Move every shill and bribe one space left (the leftmost space keeps its own)."""
    for resource in AGEING:
        track = player[resource]
        track[0] += track[1]
        track[1:-1] = track[2:]
        track[-1] = 0


def total_resources(player: Player) -> int:
    return sum(amount(player, r) for r in ("coin", "medicine", "equipment", "shill", "bribe"))
