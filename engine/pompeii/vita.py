"""Phase 2, Vita Romana: draw the top card, carry it out, put it under the deck.

The patron of the person a card names enjoys its advantages (the rulebook): a "pay" card
makes the one who drew it pay that patron, a "receive" card brings the patron income from
the bank. Money goes only to a patron who is in the city. Who cannot pay must sell first (to
the bank or to a player); with nothing left to sell they pay what they have.
"""

from __future__ import annotations

from engine.core.protocol import Action, Event, Seat, State
from engine.pompeii import city
from engine.pompeii.data import load
from engine.pompeii.flow import start_eruption
from engine.pompeii.table import CITY, occupied_places, owned
from engine.pompeii.trade import sale_actions


def draw_vita(state: State, seat: Seat) -> list[Event]:
    data = load()
    index = state["vita"].pop(0)
    state["vita"].append(index)
    state["vita_drawn"] += 1
    state["reveals"] += 1
    state["last_vita"] = index
    card = data.vita[index]
    events: list[Event] = [{"type": "vita", "seat": seat, "card": index}]
    if card.kind == "ultima":
        return events + start_eruption(state)
    info = state["seats"][seat]
    if card.kind == "goto":
        goal = data.cards[card.card].place
        taken = occupied_places(state, besides=seat)
        if goal in taken:
            goal = city.nearest_free_crossroads(goal, taken)
        info["place"] = goal
        events.append({"type": "went", "seat": seat, "place": goal})
        return events
    patron = state["owner"][card.card]
    if patron is None or state["seats"][patron]["status"] != CITY or (
            patron == seat and card.kind == "pay"):
        events.append({"type": "no_payment", "seat": seat, "card": card.card})
        return events
    if card.kind == "receive":
        state["seats"][patron]["cash"] += card.amount
        return [*events, {"type": "income", "seat": patron, "card": card.card,
                          "amount": card.amount}]
    state["debt"] = {"seat": seat, "to": patron, "amount": card.amount}
    return events + settle_if_able(state)


def settle_if_able(state: State) -> list[Event]:
    """Pay a debt at once when the cash is there; otherwise the debtor must sell first."""
    debt = state["debt"]
    if state["seats"][debt["seat"]]["cash"] >= debt["amount"]:
        return pay(state)
    state["seats"][debt["seat"]]["offers"] = 0
    return [{"type": "short", "seat": debt["seat"], "amount": debt["amount"]}]


def pay(state: State) -> list[Event]:
    debt = state["debt"]
    state["debt"] = None
    payer = state["seats"][debt["seat"]]
    amount = min(debt["amount"], payer["cash"])
    payer["cash"] -= amount
    state["seats"][debt["to"]]["cash"] += amount
    return [{"type": "paid", "seat": debt["seat"], "to": debt["to"], "amount": amount,
             "owed": debt["amount"]}]


def debt_actions(state: State, seat: Seat) -> list[Action]:
    debt = state["debt"]
    info = state["seats"][seat]
    actions: list[Action] = []
    if info["cash"] >= debt["amount"] or not owned(state, seat):
        actions.append({"type": "pay"})
    return actions + sale_actions(state, seat)
