"""Selling: to the bank at half value, or to another player at a price both accept.

An offer to a player stays open while the game goes on: the buyer may accept or refuse it
whenever they like (they act, but the game does not wait for them), the seller may withdraw
it, and it lapses as soon as the seller's or the buyer's position changes (cash, cards,
pawn), and when the eruption begins. Nothing changes hands before the buyer accepts. Only
one offer is open at a time; a seller may make a few offers per turn.
"""

from __future__ import annotations

from functools import cache

from engine.core.protocol import Action, Event, Seat, State
from engine.pompeii.data import load
from engine.pompeii.table import CITY, TRACK, give, guests, holding


def release(state: State, card: int) -> None:
    """A card leaving its owner leaves its combination; a building's guests move out."""
    state["host"][card] = None
    for guest in guests(state, card):
        state["host"][guest] = None


def price_steps(card: int, cash: int) -> list[int]:
    return [price for price in offer_prices(card) if price <= cash]


@cache
def offer_prices(card: int) -> tuple[int, ...]:
    """The prices ``card`` may be offered at, lowest first."""
    data = load()
    base = data.cards[card].price
    step = data.rules.bank_round_to
    prices = {max(step, round(base * p / 100 / step) * step)
              for p in data.rules.offer_price_percents}
    return tuple(sorted(prices))


@cache
def sale_table() -> tuple[Action, ...]:
    """By card number (0 unused): the sale of that card to the bank, to copy for a legal
    list."""
    return tuple({"type": "sell", "card": card} for card in range(max(load().cards) + 1))


@cache
def offer_table() -> tuple[tuple[tuple[tuple[int, ...], tuple[Action, ...]], ...], ...]:
    """By card number (0 unused) and buyer: ``offer_prices`` and the offers at those
    prices, to copy for a legal list (about a quarter of the random bench's moves list
    offers, up to a hundred of them)."""
    data = load()
    return tuple(
        tuple((offer_prices(card), tuple({"type": "offer", "card": card, "buyer": buyer,
                                          "price": price} for price in offer_prices(card)))
              for buyer in range(data.rules.max_players))
        if card in data.cards else () for card in range(max(data.cards) + 1))


def sale_actions(state: State, seat: Seat, cards: tuple[int, ...] | None = None,
                 ) -> list[Action]:
    """Selling to the bank and offering to another player; ``cards``: the seat's cards,
    when the caller has them at hand."""
    if cards is None:
        cards = holding(state, seat)[0]
    actions: list[Action] = [{"type": "sell", "card": n} for n in cards]
    seats = state["seats"]
    # one open offer at a time
    if state["offer"] is not None or not cards or (
            seats[seat]["offers"] >= load().rules.offers_per_turn):
        return actions
    cash = [(buyer, info["cash"]) for buyer, info in enumerate(seats)
            if buyer != seat and info["status"] in (TRACK, CITY)]
    return actions + [{"type": "offer", "card": card, "buyer": buyer, "price": price}
                      for card in cards for buyer, money in cash
                      for price in offer_prices(card) if price <= money]


def apply_sale(state: State, seat: Seat, action: Action) -> list[Event]:
    if action["type"] == "withdraw":
        offer = state["offer"]
        state["offer"] = None
        return [{"type": "withdrawn", "seat": seat, "buyer": offer["buyer"],
                 "card": offer["card"], "price": offer["price"]}]
    card = action["card"]
    if action["type"] == "sell":
        amount = load().bank_price(card)
        release(state, card)
        give(state, card, None)
        state["seats"][seat]["cash"] += amount
        return [{"type": "sold_to_bank", "seat": seat, "card": card, "amount": amount}]
    buyer = action["buyer"]
    seats = state["seats"]
    seats[seat]["offers"] += 1
    mine, theirs = seats[seat], seats[buyer]  # what the offer depends on: cash, cards, pawn
    state["offer"] = {"seller": seat, "buyer": buyer, "card": card, "price": action["price"],
                      "standing": [
                          [mine["cash"], list(holding(state, seat)[0]), mine["status"],
                           mine["pos"], mine["place"], mine["alive"]],
                          [theirs["cash"], list(holding(state, buyer)[0]), theirs["status"],
                           theirs["pos"], theirs["place"], theirs["alive"]]]}
    return [{"type": "offered", "seat": seat, "buyer": buyer, "card": card,
             "price": action["price"]}]


def offer_actions(state: State, seat: Seat) -> list[Action]:
    """The buyer's answers to the open offer and the seller's withdrawal."""
    offer = state["offer"]
    if offer is None:
        return []
    if offer["buyer"] == seat:
        return [{"type": "accept"}, {"type": "refuse"}]
    return [{"type": "withdraw"}] if offer["seller"] == seat else []


def apply_answer(state: State, seat: Seat, action: Action) -> list[Event]:
    offer = state["offer"]
    state["offer"] = None
    if action["type"] == "refuse":
        return [{"type": "refused", "seat": seat, "seller": offer["seller"],
                 "card": offer["card"], "price": offer["price"]}]
    card, price, seller = offer["card"], offer["price"], offer["seller"]
    release(state, card)
    give(state, card, seat)
    state["seats"][seat]["cash"] -= price
    state["seats"][seller]["cash"] += price
    return [{"type": "bought_from", "seat": seat, "seller": seller, "card": card,
             "price": price}]


def lapse_if_moved(state: State, cards_moved: bool = True) -> list[Event]:
    """Close the open offer when the seller or the buyer is no longer where they stood.
    ``cards_moved``: whether the move changed a card's owner; the offer was checked after
    every move since it was made, so without that both parties still hold what they did."""
    offer = state["offer"]
    if offer is None:
        return []
    then, later = offer["standing"]
    seller, buyer = offer["seller"], offer["buyer"]
    seats = state["seats"]
    mine, theirs = seats[seller], seats[buyer]
    if ([mine["cash"], list(holding(state, seller)[0]) if cards_moved else then[1],
         mine["status"], mine["pos"], mine["place"], mine["alive"]] == then
            and [theirs["cash"], list(holding(state, buyer)[0]) if cards_moved else later[1],
                 theirs["status"], theirs["pos"], theirs["place"], theirs["alive"]] == later):
        return []
    return lapse(state)


def lapse(state: State) -> list[Event]:
    offer = state["offer"]
    if offer is None:
        return []
    state["offer"] = None
    return [{"type": "offer_lapsed", "seat": offer["seller"], "buyer": offer["buyer"],
             "card": offer["card"], "price": offer["price"]}]
