"""resample_hidden: redraw everything a viewer cannot see, keep everything it can.

Cards are shuffled only among hidden places that hold the same type of card (so counts per
pile and per type stay as the viewer knows them); Stock tokens among the hidden positions
and the reserve; artisan cards among the deck and other Ladies' hands; Gossip among the box
and other hands; other Gentlemen's money is redrawn; other seats' pending picks are redrawn
from what they could pick.
"""

from __future__ import annotations

import random
from collections import Counter

from engine.core.protocol import Seat, State
from engine.core.state import clone
from engine.ladies_gentlemen import morning
from engine.ladies_gentlemen.data import GameData
from engine.ladies_gentlemen.table import role


def _card_slots(state: State, data: GameData, viewer: Seat | None) -> list[tuple[list, int]]:
    """(list, index) of every card place whose content ``viewer`` cannot see."""
    me = viewer
    gent = me is not None and role(state, me) == "gentleman"
    my_team = me // 2 if gent and me is not None else None
    slots: list[tuple[list, int]] = []

    def add(cards: list, visible: bool) -> None:
        for i, card in enumerate(cards):
            # A Servant's face is known only to the Lady who holds it.
            if not visible or (card in data.servants and not _holds_servant(cards, state, me)):
                slots.append((cards, i))

    for pile in state["decks"].values():
        add(pile, False)
    for index, shop in enumerate(state["boutiques"]):
        look = me == 2 * index or (me is not None and me in shop["order"])
        for i, card in enumerate(shop["cards"]):
            if card == shop["window"]:
                continue  # the window card stays where everybody saw it go
            if not look:
                slots.append((shop["cards"], i))
    for seat in range(state["players"]):
        add(state["purchases"][seat], me == seat)
        add(state["deposits"][seat], me == seat or (gent and me == seat + 1))
        add(state["wardrobe"][seat], True)
    add(state["carried"], me == state["courtesan"])
    add(state["to_share"], me == state["courtesan"])
    add(state["refused_courtesan"], me == state["courtesan"])
    for team, items in enumerate(state["presented"]):
        for i, item in enumerate(items):
            card = item["card"]
            if item["from"] == "window":
                continue  # a window card was on show in the window
            # The Courtesan's cards were shown as she handed them out (but for a Servant's
            # face); a Lady's purchases only her Gentleman sees.
            lady = item["from"] == "lady"
            hidden = (lady and my_team != team) or card in data.servants
            owner = state["courtesan"] if not lady else 2 * team
            if hidden and not (card in data.servants and me == owner):
                slots.append((items, -1 - i))
    for shared in state["shared"]:
        add(shared, True)  # each card was shown as it was handed out
    return slots


def _holds_servant(cards: list, state: State, me: Seat | None) -> bool:
    if me is None:
        return False
    mine = [state["purchases"][me], state["deposits"][me], state["wardrobe"][me]]
    if me == state["courtesan"]:
        mine += [state["carried"], state["to_share"], state["refused_courtesan"],
                 *state["shared"]]
    return any(cards is lst for lst in mine)


def _get(slot: tuple[list, int]) -> str:
    cards, i = slot
    return cards[-1 - i]["card"] if i < 0 else cards[i]


def _put(slot: tuple[list, int], card: str) -> None:
    cards, i = slot
    if i < 0:
        cards[-1 - i]["card"] = card
    else:
        cards[i] = card


def resample_hidden(state: State, data: GameData, viewer: Seat | None, seed: int) -> State:
    copy = clone(state)
    copy["rng"] = {**copy["rng"], "seed": int(seed) & ((1 << 64) - 1)}
    if copy["over"]:
        return copy
    rng = random.Random(seed)
    slots = _card_slots(copy, data, viewer)
    by_type: dict[str, list[tuple[list, int]]] = {}
    for slot in slots:
        by_type.setdefault(data.card_type(_get(slot)), []).append(slot)
    for group in by_type.values():
        cards = [_get(s) for s in group]
        rng.shuffle(cards)
        for slot, card in zip(group, cards, strict=True):
            _put(slot, card)
    _resample_stock(copy, viewer, rng)
    _resample_hands(copy, data, viewer, rng)
    me_team = viewer // 2 if viewer is not None and role(copy, viewer) == "gentleman" else None
    for team in range(copy["teams"]):
        if team != me_team:
            copy["money"][team] = rng.randrange(0, 40) * 100
    _resample_picks(copy, data, viewer, rng)
    return copy


def _resample_stock(state: State, viewer: Seat | None, rng: random.Random) -> None:
    gent = viewer is not None and role(state, viewer) == "gentleman"
    known = state["stock_known"][viewer // 2] if gent and viewer is not None else {}
    hidden = [i for i, t in enumerate(state["stock"]) if t is not None and str(i) not in known]
    pool = [state["stock"][i] for i in hidden]
    pool += [k for k, n in sorted(state["reserve"].items()) for _ in range(n)]
    numbers = [t for t in pool if t.startswith("n")]
    others = [t for t in pool if not t.startswith("n")]
    rng.shuffle(others)
    tokens = numbers + others[:len(hidden) - len(numbers)]
    rng.shuffle(tokens)
    for i, token in zip(hidden, tokens, strict=True):
        state["stock"][i] = token
    state["reserve"] = dict(Counter(others[len(hidden) - len(numbers):]))
    for kind in ("coal", "cotton", "gems", "wheat", "tea", "gold"):
        state["reserve"].setdefault(kind, 0)
    for team, table in enumerate(state["stock_known"]):
        if not (gent and viewer is not None and team == viewer // 2):
            for pos in list(table):
                token = state["stock"][int(pos)]
                if token is None or token.startswith("n"):
                    del table[pos]
                else:
                    table[pos] = token


def _resample_hands(state: State, data: GameData, viewer: Seat | None,
                    rng: random.Random) -> None:
    others = [s for s in range(state["players"]) if s != viewer]
    pool = list(state["artisan_deck"])
    for seat in others:
        pool += state["artisan_hands"][seat]
    rng.shuffle(pool)
    for seat in others:
        n = len(state["artisan_hands"][seat])
        state["artisan_hands"][seat], pool = sorted(pool[:n]), pool[n:]
    state["artisan_deck"] = pool
    pool = list(state["gossip_box"])
    for seat in others:
        pool += state["gossip"][seat]
    rng.shuffle(pool)
    for seat in others:
        originals = len([g for g in state["gossip"][seat] if g in state["originals"][seat]])
        n = len(state["gossip"][seat])
        hand, pool = pool[:n], pool[n:]
        state["gossip"][seat] = sorted(hand)
        state["originals"][seat] = sorted(hand[:originals])
    state["gossip_box"] = pool


def _resample_picks(state: State, data: GameData, viewer: Seat | None,
                    rng: random.Random) -> None:
    for seat, pick in enumerate(state["picks"]):
        if pick is None or seat == viewer:
            continue
        if state["phase"] == "morning" or morning.visiting(state):
            options = morning.ladies_actions(state, data, seat)
            choice = rng.choice(options)
            state["picks"][seat] = choice.get("card", choice.get("boutique"))
    for team, pos in enumerate(state["stock_picks"]):
        mine = viewer is not None and role(state, viewer) == "gentleman" and viewer // 2 == team
        if pos is not None and not mine:
            free = [i for i, t in enumerate(state["stock"]) if t is not None]
            state["stock_picks"][team] = rng.choice([*free, morning.STOP])
