"""Selling: to the bank at half value, or to another player at a price both accept.

An offer is answered at once: the buyer is the only one to act until they accept or refuse,
and nothing changes hands before that. A seller may make a few offers per turn.
"""

from __future__ import annotations

from engine.core.protocol import Action, Event, Seat, State
from engine.pompeii.data import load
from engine.pompeii.table import CITY, TRACK, guests, owned


def release(state: State, card: int) -> None:
    """A card leaving its owner leaves its combination; a building's guests move out."""
    state["host"][card] = None
    for guest in guests(state, card):
        state["host"][guest] = None


def price_steps(card: int, cash: int) -> list[int]:
    data = load()
    base = data.cards[card].price
    step = data.rules.bank_round_to
    prices = {max(step, round(base * p / 100 / step) * step)
              for p in data.rules.offer_price_percents}
    return sorted(p for p in prices if p <= cash)


def buyers(state: State, seller: Seat) -> list[Seat]:
    return [
        seat for seat, info in enumerate(state["seats"])
        if seat != seller and info["status"] in (TRACK, CITY)
    ]


def sale_actions(state: State, seat: Seat) -> list[Action]:
    actions: list[Action] = [{"type": "sell", "card": n} for n in owned(state, seat)]
    if state["seats"][seat]["offers"] < load().rules.offers_per_turn:
        for card in owned(state, seat):
            for buyer in buyers(state, seat):
                for price in price_steps(card, state["seats"][buyer]["cash"]):
                    actions.append({"type": "offer", "card": card, "buyer": buyer,
                                    "price": price})
    return actions


def apply_sale(state: State, seat: Seat, action: Action) -> list[Event]:
    card = action["card"]
    if action["type"] == "sell":
        amount = load().bank_price(card)
        release(state, card)
        state["owner"][card] = None
        state["seats"][seat]["cash"] += amount
        return [{"type": "sold_to_bank", "seat": seat, "card": card, "amount": amount}]
    state["seats"][seat]["offers"] += 1
    state["offer"] = {"seller": seat, "buyer": action["buyer"], "card": card,
                      "price": action["price"]}
    return [{"type": "offered", "seat": seat, "buyer": action["buyer"], "card": card,
             "price": action["price"]}]


def answer_actions() -> list[Action]:
    return [{"type": "accept"}, {"type": "refuse"}]


def apply_answer(state: State, seat: Seat, action: Action) -> list[Event]:
    offer = state["offer"]
    state["offer"] = None
    if action["type"] == "refuse":
        return [{"type": "refused", "seat": seat, "seller": offer["seller"],
                 "card": offer["card"], "price": offer["price"]}]
    card, price, seller = offer["card"], offer["price"], offer["seller"]
    release(state, card)
    state["owner"][card] = seat
    state["seats"][seat]["cash"] -= price
    state["seats"][seller]["cash"] += price
    return [{"type": "bought_from", "seat": seat, "seller": seller, "card": card,
             "price": price}]
