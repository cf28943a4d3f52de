"""A player's board: resources, their limits, the shill/bribe ageing track, payments.

Shills and bribes are kept as a list of counts per track space, index 0 the leftmost (fresh)
space. A player chooses which of their own tokens pay (oldest first by default); a token a
Defamation costs is chosen by the defamer; a token stolen at the Tavern or by a Good Deal is
the freshest one, the one its owner would have kept longest.
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


def remove_at(player: Player, resource: str, space: int) -> None:
    """Take one shill or bribe from track space ``space``."""
    if player[resource][space] <= 0:
        raise ValueError(f"no {resource} on space {space + 1}")
    player[resource][space] -= 1


def needs_rejuvenating(player: Player) -> bool:
    """Whether moving tokens one space left would change anything."""
    return any(sum(player[r][1:]) for r in AGEING)


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


Spaces = dict[str, list[int]]


def _spreads(track: list[int], count: int, space: int = 0) -> list[list[int]]:
    """Every way to take ``count`` tokens from ``track[space:]`` (counts per space)."""
    if space == len(track):
        return [[]] if count == 0 else []
    found: list[list[int]] = []
    for here in range(min(count, track[space]), -1, -1):
        found.extend([here, *rest] for rest in _spreads(track, count - here, space + 1))
    return found


def oldest_spaces(player: Player, resource: str, count: int) -> list[int]:
    """The counts per track space that paying ``count`` oldest-first takes."""
    track = list(player[resource])
    taken = [0] * len(track)
    for space in range(len(track) - 1, -1, -1):
        taken[space] = min(count, track[space])
        count -= taken[space]
    return taken


def token_choices(player: Player, payment: Bundle) -> list[Spaces]:
    """Every distinct choice of which shills and bribes pay for ``payment`` (counts per
    track space); the first is the default, oldest first."""
    per_resource: list[tuple[str, list[list[int]]]] = []
    for resource in AGEING:
        count = payment.get(resource, 0)
        if not count:
            continue
        default = oldest_spaces(player, resource, count)
        others = [s for s in _spreads(player[resource], count) if s != default]
        per_resource.append((resource, [default, *others]))
    return [
        {resource: spread for (resource, _), spread in zip(per_resource, combo, strict=True)}
        for combo in product(*(spreads for _, spreads in per_resource))
    ]


def remove_from_spaces(player: Player, spaces: Spaces) -> None:
    for resource, counts in spaces.items():
        track = player[resource]
        if any(n > track[i] for i, n in enumerate(counts)):
            raise ValueError(f"not enough {resource} on those spaces")
        for i, n in enumerate(counts):
            track[i] -= n


def can_pay_exactly(player: Player, bundle: Bundle) -> bool:
    return all(amount(player, r) >= n for r, n in bundle.items())


def pay(player: Player, payment: Bundle, spaces: Spaces | None = None) -> None:
    """Spend a payment (as produced by ``payment_options`` or an exact bundle); shills and
    bribes come from ``spaces`` (counts per track space) when given, else oldest first."""
    if not can_pay_exactly(player, payment):
        raise ValueError("cannot afford that payment")
    for resource, count in payment.items():
        if resource in AGEING:
            if spaces and resource in spaces:
                if sum(spaces[resource]) != count:
                    raise ValueError(f"those spaces do not hold the {resource} paid")
                remove_from_spaces(player, {resource: spaces[resource]})
            else:
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
    names = [r for r, _ in needs]
    total = sum(n for _, n in needs)
    options: list[tuple[int, Bundle]] = []
    for own in product(*ranges):
        shortfall = total - sum(own)
        if shortfall > spare_coins:
            continue
        payment = {r: o for r, o in zip(names, own, strict=True) if o}
        if shortfall + owed_coins:
            payment["coin"] = shortfall + owed_coins
        options.append((shortfall, payment))
    options.sort(key=lambda item: item[0])
    return [payment for _, payment in options]


def any_payment(player: Player, cost: Bundle) -> bool:
    """Whether ``payment_options`` has anything, without listing the ways: coins cover
    the least the player's own resources leave open."""
    owed_coins = cost.get("coin", 0)
    shortfall = sum(max(0, cost[r] - amount(player, r)) for r in COST_ORDER if cost.get(r))
    return shortfall + owed_coins <= player["coin"]


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
