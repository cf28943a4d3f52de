"""Afternoon: the Ladies shop (a draft in every visited boutique) while the Gentlemen do
business in number order (selling resources, fulfilling contracts)."""

from __future__ import annotations

from collections import Counter

from engine.core.protocol import Action, Event, Seat, State
from engine.ladies_gentlemen.data import GOLD, GameData
from engine.ladies_gentlemen.table import gentleman_of, under_pile


def open_shops(state: State, data: GameData) -> list[Event]:
    """Seat each boutique's visitors in draft order: by their Gentlemen's numbers, the
    Courtesan always second. An unvisited boutique keeps only its window card."""
    events: list[Event] = []
    courtesan = state["courtesan"]
    for index, shop in enumerate(state["boutiques"]):
        visitors = [s for s, v in enumerate(state["visits"]) if v == shop["colour"]]
        ladies = sorted((s for s in visitors if s != courtesan),
                        key=lambda s: state["numbers"][s // 2])
        if courtesan in visitors:
            ladies.insert(min(1, len(ladies)), courtesan)
        shop.update(order=ladies, turn=0, stopped=[], servant_taken=[], open=bool(ladies))
        if not ladies:
            rest = [c for c in shop["cards"] if c != shop["window"]]
            under_pile(state, data, rest)
            shop["cards"] = [shop["window"]] if shop["window"] else []
        elif not shop["cards"]:
            shop["open"] = False
        events.append({"type": "shop_order", "boutique": index, "order": ladies})
    state["gents_step"] = "business"
    state["business_turn"] = 0
    return events


def shop_turns(state: State) -> list[Seat]:
    """The Lady whose turn it is in each open boutique."""
    return [s["order"][s["turn"]] for s in state["boutiques"] if s["open"]]


def _shop_of(state: State, seat: Seat) -> dict:
    return next(s for s in state["boutiques"] if s["open"] and s["order"][s["turn"]] == seat)


def shop_actions(state: State, data: GameData, seat: Seat) -> list[Action]:
    """Every card in the shop, the Servants open among them (one Servant per visit)."""
    shop = _shop_of(state, seat)
    hired = seat in shop["servant_taken"]
    actions: list[Action] = [{"type": "take", "card": card} for card in shop["cards"]
                             if not (hired and card in data.servants)]
    return [*actions, {"type": "stop"}]


def apply_shop(state: State, data: GameData, seat: Seat, action: Action) -> list[Event]:
    shop = _shop_of(state, seat)
    index = state["boutiques"].index(shop)
    events: list[Event]
    if action["type"] == "stop":
        shop["stopped"].append(seat)
        events = [{"type": "stopped", "seat": seat, "boutique": index}]
    else:
        card = action["card"]
        if card in data.servants:
            shop["servant_taken"].append(seat)
        shop["cards"].remove(card)
        state["purchases"][seat].append(card)
        # Whoever looks into the shop saw the card go, a Servant's face too.
        watchers = sorted(set(shop["order"]) | {2 * index})
        events = [{"type": "took_card", "seat": seat, "boutique": index, "card": card,
                   "private": watchers},
                  {"type": "took", "seat": seat, "boutique": index}]
    _next_in_shop(state, data, shop, index, events)
    return events


def _next_in_shop(state: State, data: GameData, shop: dict, index: int,
                  events: list[Event]) -> None:
    active = [s for s in shop["order"] if s not in shop["stopped"]]
    if not shop["cards"] or not active:
        under_pile(state, data, shop["cards"])
        shop["cards"], shop["open"] = [], False
        events.append({"type": "shop_closed", "boutique": index})
        return
    n = len(shop["order"])
    for step in range(1, n + 1):
        turn = (shop["turn"] + step) % n
        if shop["order"][turn] not in shop["stopped"]:
            shop["turn"] = turn
            return


# --- Gentlemen's business ----------------------------------------------------------------
def business_order(state: State) -> list[int]:
    return sorted(range(state["teams"]), key=lambda t: state["numbers"][t])


def business_seat(state: State) -> Seat | None:
    if state["gents_step"] != "business":
        return None
    order = business_order(state)
    if state["business_turn"] >= len(order):
        return None
    return gentleman_of(order[state["business_turn"]])


def payment(held: dict[str, int], needs: tuple[str, ...]) -> Counter[str] | None:
    """The tokens that pay for ``needs``: exact kinds first, gold for what is missing."""
    have = Counter(held)
    used: Counter[str] = Counter()
    missing = 0
    for kind, n in Counter(needs).items():
        own = min(n, have[kind])
        if own:
            used[kind] += own
        missing += n - own
    if missing > have[GOLD]:
        return None
    if missing:
        used[GOLD] += missing
    return used


def business_actions(state: State, data: GameData, seat: Seat) -> list[Action]:
    held = state["resources"][seat // 2]
    actions: list[Action] = [{"type": "sell", "resource": k} for k in sorted(held) if held[k]]
    for slot in state["contracts"]:
        if payment(held, data.contracts[slot["key"]].needs) is not None:
            actions.append({"type": "fulfil", "contract": slot["key"]})
    return [*actions, {"type": "done"}]


def apply_business(state: State, data: GameData, seat: Seat, action: Action) -> list[Event]:
    team = seat // 2
    held = state["resources"][team]
    if action["type"] == "done":
        state["business_turn"] += 1
        return [{"type": "business_done", "seat": seat}]
    if action["type"] == "sell":
        kind = action["resource"]
        price = data.markets[state["market"]][kind]
        _spend(state, held, Counter({kind: 1}))
        state["money"][team] += price
        return [{"type": "sold", "seat": seat, "resource": kind, "price": price}]
    slot = next(s for s in state["contracts"] if s["key"] == action["contract"])
    contract = data.contracts[slot["key"]]
    used = payment(held, contract.needs)
    assert used is not None
    _spend(state, held, used)
    gain = contract.proceeds + contract.premium + slot["supplement"]
    state["money"][team] += gain
    state["contracts"].remove(slot)
    state["contract_used"].append(slot["key"])
    state["stats"].setdefault("contracts", {})
    state["stats"]["contracts"][str(len(contract.needs))] = (
        state["stats"]["contracts"].get(str(len(contract.needs)), 0) + 1)
    return [{"type": "fulfilled", "seat": seat, "contract": slot["key"], "gain": gain,
             "used": dict(sorted(used.items()))}]


def _spend(state: State, held: dict[str, int], used: Counter[str]) -> None:
    for kind, n in used.items():
        held[kind] -= n
        if not held[kind]:
            del held[kind]
        state["reserve"][kind] += n


def afternoon_done(state: State) -> bool:
    return not shop_turns(state) and business_seat(state) is None
