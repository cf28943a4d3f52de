"""Gossip variant: a Lady (or the Courtesan) may pass a Gossip card at any time, in any
phase, at most one a day, announced to the table; when a card may be passed on is judged
from what everybody can see."""

from __future__ import annotations

from engine.core.protocol import Action, Event, Seat, State
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
        "same_boutique": lambda: (state["visits"][seat] is not None
                                  and state["visits"][seat] == state["visits"][giver]),
        "alone": lambda: (state["visits"][seat] is not None
                          and state["visits"].count(state["visits"][seat]) == 1),
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


def gossip_seats(state: State) -> list[Seat]:
    """Who may pass Gossip now: with the variant on, any time of the day, every Lady and the
    Courtesan who holds Gossip and has neither passed nor kept hers today. Whether she can
    pass one is her secret, so she may always choose to keep it."""
    if state["options"].get("gossip") != "on" or state["over"]:
        return []
    return [s for s in range(state["players"])
            if state["gossip"][s] and not state["gossip_done"][s]]


def gossip_actions(state: State, data: GameData, seat: Seat) -> list[Action]:
    if seat not in gossip_seats(state):
        return []
    passes: list[Action] = [{"type": "gossip", "card": card, "to": to}
                            for card, to in gossip_targets(state, data, seat)]
    return [*passes, {"type": "no_gossip"}]


def apply_gossip(state: State, seat: Seat, action: Action) -> list[Event]:
    """The card changes hands at once and the table hears that it did (the card itself only
    the two Ladies see); keeping her Gossip ends her chance for today."""
    state["gossip_done"][seat] = True
    if action["type"] == "no_gossip":
        return [{"type": "gossip_kept", "seat": seat}]
    card, to = action["card"], action["to"]
    state["gossip"][seat].remove(card)
    if card in state["originals"][seat]:
        state["originals"][seat].remove(card)
    state["gossip"][to].append(card)
    state["gossip"][to].sort()
    state["gossip_given_to"][to] += 1
    return [{"type": "gossip_card", "seat": seat, "to": to, "card": card,
             "private": [seat, to]},
            {"type": "gossip_passed", "seat": seat, "to": to}]
