"""Evening: the Courtesan shares out her purchases, the Gentlemen settle the bills, the
Courtesan keeps at most three unpaid cards, and (variant) Gossip is passed on."""

from __future__ import annotations

from engine.core.protocol import Action, Event, Seat, State
from engine.ladies_gentlemen.data import SERVANT, GameData
from engine.ladies_gentlemen.table import gentleman_of, gentlemen, lady_of, under_pile


def gossip_on(state: State) -> bool:
    return state["options"].get("gossip") == "on"


def last_day(state: State, data: GameData) -> bool:
    return state["day"] >= data.rules.days


def half_price(data: GameData, price: int) -> int:
    step = data.rules.window_round_to
    return -(-price // (2 * step)) * step


def unvisited_window(state: State, team: int) -> str | None:
    shop = state["boutiques"][team]
    return shop["window"] if not shop["order"] and shop["window"] in shop["cards"] else None


def start_evening(state: State) -> list[Event]:
    state["phase"] = "evening"
    state["evening_step"] = "share"
    state["window_choice"] = [None] * state["teams"]
    courtesan = state["courtesan"]
    if courtesan is not None:
        state["to_share"] = state["carried"] + state["purchases"][courtesan]
        state["carried"], state["purchases"][courtesan] = [], []
    else:
        state["to_share"] = []
    state["shared"] = [[] for _ in range(state["teams"])]
    state["reveals"] += 1  # each Gentleman now sees what his Lady bought
    return [{"type": "phase", "phase": "evening", "day": state["day"]}]


def _window_deciders(state: State) -> list[Seat]:
    if not gossip_on(state):
        return []
    return [lady_of(t) for t in range(state["teams"])
            if unvisited_window(state, t) and state["window_choice"][t] is None
            and any(g in state["originals"][lady_of(t)] for g in state["gossip"][lady_of(t)])]


def evening_seats(state: State, data: GameData) -> list[Seat]:
    step = state["evening_step"]
    if step == "share":
        seats = _window_deciders(state)
        if state["to_share"]:
            seats.append(state["courtesan"])
        return seats
    if step == "bills":
        return [gentleman_of(t) for t in range(state["teams"]) if state["presented"][t]]
    if step == "carry":
        too_many = len(state["refused_courtesan"]) > data.rules.courtesan_carry
        return [state["courtesan"]] if too_many else []
    return []


def evening_actions(state: State, data: GameData, seat: Seat) -> list[Action]:
    step = state["evening_step"]
    if step == "share":
        if seat == state["courtesan"]:
            card = state["to_share"][0]
            shown = SERVANT if card in data.servants else card
            return [{"type": "give_card", "card": shown, "to": g} for g in gentlemen(state)]
        mine = state["gossip"][seat]
        return [*({"type": "gossip_discard", "card": g} for g in mine
                  if g in state["originals"][seat]), {"type": "keep_window"}]
    if step == "bills":
        return _bill_actions(state, data, seat)
    if step == "carry":
        shown = dict.fromkeys(_shown(data, c) for c in state["refused_courtesan"])
        return [{"type": "drop", "card": card} for card in shown]
    return []


def _shown(data: GameData, card: str) -> str:
    return SERVANT if card in data.servants else card


def _bill_actions(state: State, data: GameData, seat: Seat) -> list[Action]:
    team = seat // 2
    item = state["presented"][team][0]
    card, source = item["card"], item["from"]
    shown = _shown(data, card)
    money = state["money"][team]
    price = data.price(card)
    actions: list[Action] = []
    if source == "window":
        if money >= half_price(data, price):
            actions.append({"type": "buy_window", "card": shown})
        return [*actions, {"type": "refuse", "card": shown}]
    if unpayable(state, data, team) is None:
        actions.append({"type": "pay", "card": shown})
    if source == "lady" and money >= data.rules.deposit and not last_day(state, data):
        actions.append({"type": "deposit", "card": shown})
    return [*actions, {"type": "refuse", "card": shown}]


def unpayable(state: State, data: GameData, team: int) -> str | None:
    """Why the Gentleman of ``team`` may not pay the bill before him in full: his Lady must
    be granted at least as many purchases as the Courtesan (``"courtesan_rule"``), and the
    money must suffice (``"money"``); None when he may (a window card is bought, not paid)."""
    item = state["presented"][team][0]
    if item["from"] == "window":
        return None
    granted = state["granted"][team]
    if item["from"] == "courtesan" and granted["courtesan"] >= granted["lady"]:
        return "courtesan_rule"
    if state["money"][team] < data.price(item["card"]):
        return "money"
    return None


def apply_evening(state: State, data: GameData, seat: Seat, action: Action) -> list[Event]:
    kind = action["type"]
    if kind == "give_card":
        state["reveals"] += 1  # the card is shown as it is handed out
        card = state["to_share"].pop(0)
        state["shared"][action["to"] // 2].append(card)
        return [{"type": "shared", "seat": seat, "to": action["to"],
                 "card": _shown(data, card)}]
    if kind in ("gossip_discard", "keep_window"):
        team = seat // 2
        if kind == "keep_window":
            state["window_choice"][team] = "keep"
            return [{"type": "window_kept", "seat": seat}]
        state["window_choice"][team] = "gossip"
        state["gossip"][seat].remove(action["card"])
        state["originals"][seat].remove(action["card"])
        state["gossip_box"].append(action["card"])
        return [{"type": "gossip_dropped", "seat": seat}]
    if kind == "drop":
        card = next(c for c in state["refused_courtesan"] if _shown(data, c) == action["card"])
        state["refused_courtesan"].remove(card)
        under_pile(state, data, [card])
        return [{"type": "dropped", "seat": seat}]
    return _apply_bill(state, data, seat, action)


def _apply_bill(state: State, data: GameData, seat: Seat, action: Action) -> list[Event]:
    team = seat // 2
    item = state["presented"][team].pop(0)
    card, source = item["card"], item["from"]
    lady = lady_of(team)
    owner = state["courtesan"] if source == "courtesan" else lady
    shown = _shown(data, card)
    kind = action["type"]
    public_card = shown
    if kind != "refuse":  # paying shows the card and that the money sufficed
        state["reveals"] += 1
    if kind in ("pay", "buy_window"):
        price = data.price(card) if kind == "pay" else half_price(data, data.price(card))
        state["money"][team] -= price
        state["wardrobe"][owner].append(card)
        if source == "courtesan":
            state["granted"][team]["courtesan"] += 1
            state["gifts"].append({"card": shown, "team": team})
        else:
            state["granted"][team]["lady"] += 1
        if source == "window":
            state["boutiques"][team]["cards"].remove(card)
        return [{"type": kind, "seat": seat, "card": public_card, "price": price,
                 "owner": owner},
                *([{"type": "servant_joined", "seat": owner, "card": card, "private": [owner]}]
                  if card in data.servants else [])]
    if kind == "deposit":
        state["money"][team] -= data.rules.deposit
        state["deposits"][lady].append(card)
        return [{"type": "deposit", "seat": seat, "owner": owner,
                 "price": data.rules.deposit}]
    if source == "courtesan":
        state["refused_courtesan"].append(card)
    elif source == "window":
        pass  # the window card goes back with the boutique's leftovers at the day's end
    else:
        under_pile(state, data, [card])
    return [{"type": "refused", "seat": seat, "owner": owner, "from": source}]


def start_bills(state: State, data: GameData) -> None:
    state["evening_step"] = "bills"
    # Each Gentleman now sees what his Lady bought: the move that opens the bills (the last
    # window choice or Courtesan card of the evening's first step) may not be taken back.
    state["reveals"] += 1
    for team in range(state["teams"]):
        lady = lady_of(team)
        items = [{"card": c, "from": "lady"} for c in state["deposits"][lady]]
        items += [{"card": c, "from": "lady"} for c in state["purchases"][lady]]
        state["deposits"][lady], state["purchases"][lady] = [], []
        window = unvisited_window(state, team)
        if window and state["window_choice"][team] != "gossip":
            items.append({"card": window, "from": "window"})
        items += [{"card": c, "from": "courtesan"} for c in state["shared"][team]]
        state["presented"][team] = items
        state["granted"][team] = {"lady": 0, "courtesan": 0}
    state["shared"] = [[] for _ in range(state["teams"])]
