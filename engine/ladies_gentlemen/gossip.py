"""Gossip variant: when a card may be passed on, judged from what everybody can see."""

from __future__ import annotations

from engine.core.protocol import Event, Seat, State
from engine.ladies_gentlemen.data import GameData
from engine.ladies_gentlemen.table import shoppers


def paid_cards(state: State, data: GameData, seat: Seat) -> list[str]:
    """The wardrobe cards (not Servants) paid for ``seat``: face up, public."""
    return [c for c in state["wardrobe"][seat] if c in data.wardrobe]


def servant_count(state: State, data: GameData, seat: Seat) -> int:
    return sum(1 for c in state["wardrobe"][seat] if c in data.servants)


def holds(state: State, data: GameData, giver: Seat, seat: Seat, card: str) -> bool:
    """Whether Gossip ``card`` may be passed from ``giver`` to ``seat`` now."""
    gossip = data.gossip[card]
    kind, arg = gossip.kind, gossip.arg
    cards = [data.wardrobe[c] for c in paid_cards(state, data, seat)]
    families = [c.family for c in cards]
    checks = {
        "family": lambda: arg in families,
        "no_family": lambda: arg not in families,
        "type": lambda: any(c.type == arg for c in cards),
        "designer": lambda: any(arg in c.designers for c in cards),
        "more_cards": lambda: len(state["wardrobe"][seat]) > len(state["wardrobe"][giver]),
        "fewer_cards": lambda: len(state["wardrobe"][seat]) < len(state["wardrobe"][giver]),
        "no_mark": lambda: any(not c.designers for c in cards),
        "duplicate": lambda: len(set(families)) < len(families),
        "same_boutique": lambda: state["visits"][seat] == state["visits"][giver],
        "alone": lambda: state["visits"].count(state["visits"][seat]) == 1,
        "my_boutique": lambda: (giver != state["courtesan"]
                                and state["visits"][seat]
                                == state["boutiques"][giver // 2]["colour"]),
        "first": lambda: seat != state["courtesan"] and state["numbers"][seat // 2] == 1,
        "high": lambda: any(c.elegance >= 4 for c in cards),
        "servant": lambda: servant_count(state, data, seat) >= 2,
        "three_designers": lambda: {d for c in cards for d in c.designers}
        >= set(data.designers),
        "given": lambda: state["gossip_given_to"][seat] > 0,
    }
    return bool(checks[kind]())


def gossip_targets(state: State, data: GameData, giver: Seat) -> list[tuple[str, Seat]]:
    return [(card, seat) for card in state["gossip"][giver] for seat in shoppers(state)
            if seat != giver and holds(state, data, giver, seat, card)]


def resolve_gossip(state: State) -> list[Event]:
    """All chosen Gossip cards change hands at once."""
    events: list[Event] = []
    moves = [(s, p) for s, p in enumerate(state["picks"]) if p and p["type"] == "gossip"]
    for giver, pick in moves:
        state["gossip"][giver].remove(pick["card"])
        if pick["card"] in state["originals"][giver]:
            state["originals"][giver].remove(pick["card"])
    for giver, pick in moves:
        state["gossip"][pick["to"]].append(pick["card"])
        state["gossip"][pick["to"]].sort()
        state["gossip_given_to"][pick["to"]] += 1
        events.append({"type": "gossip_card", "seat": giver, "to": pick["to"],
                       "card": pick["card"], "private": [giver, pick["to"]]})
        events.append({"type": "gossip_passed", "seat": giver, "to": pick["to"]})
    state["picks"] = [None] * state["players"]
    return events
