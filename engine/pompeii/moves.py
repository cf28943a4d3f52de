"""What a seat may do now: the actions of the seat the game waits for (a debtor's, else
the current turn's stage), and the answers of both parties to an open offer.

The legal list lives here rather than in ``game.py`` because the refusals in ``words.py``
name what is allowed instead, and the words may not import the game.
"""

from __future__ import annotations

from bisect import bisect_right
from typing import Any

from engine.core.protocol import Action, Seat, State
from engine.pompeii.data import load
from engine.pompeii.eruption import plan_actions, route_actions
from engine.pompeii.table import CITY, TRACK, can_combine, holding
from engine.pompeii.track import fortuna_range, next_free_space, track_of_type
from engine.pompeii.trade import offer_actions, offer_table, sale_table
from engine.pompeii.vita import debt_actions

# The data file's numbers the legal list reads on every move.
_DATA = load()
SPACES = _DATA.spaces
PRICES = tuple(_DATA.cards[n].price if n in _DATA.cards else 0
               for n in range(max(_DATA.cards) + 1))
FORTUNA, FORTUNA_LAST = frozenset(_DATA.fortuna), _DATA.fortuna[-1]
OFFERS_PER_TURN = _DATA.rules.offers_per_turn
_copy = dict.copy
_sale_of = sale_table().__getitem__  # by card: its sale to the bank
_OFFERS = offer_table()

# The answers to an open offer, and its withdrawal: never among a turn's actions.
ANSWERS = ("accept", "refuse", "withdraw")
# The stages of a turn on the outer track.
TRACK_STAGES = ("start", "landed")
# The actions of a turn on the track that are one plain word.
WORDS = {"roll": {"type": "roll"}, "back": {"type": "back"}, "end_turn": {"type": "end_turn"}}
# The plain words that may be legal at each stage of a turn on the track (back: away from
# INGRESSUS only).
PLAIN_WORDS = {"start": (WORDS["roll"], WORDS["back"]), "landed": (WORDS["end_turn"],)}
PAY, DRAW = {"type": "pay"}, {"type": "draw"}
# The plain words of an eruption turn's plan (besides naming a client and fleeing).
PLAN_WORDS = ("carry", "stay", "wait")


def turn_actions(state: State, seat: Seat) -> list[Action]:
    """The actions of the seat the game waits for."""
    if state["debt"] is not None:
        return debt_actions(state, seat)
    stage = state["turn"]["stage"]
    if stage in ("vita", "draw"):
        return [{"type": "draw"}]
    if stage in ("plan", "onward"):
        return plan_actions(state, seat)
    if stage == "route":
        return route_actions(state, seat)
    return []  # a turn on the track is listed in legal_actions


def legal_actions(state: State, seat: Seat) -> list[Action]:
    """Every legal action of ``seat``. Listed on nearly every move, so a turn on the outer
    track is listed here in one function (landing, entering, combining, selling and offering
    are ``track.landing_actions``, ``table.has_combination``, ``track.combine_actions`` and
    ``trade.sale_actions`` spelt out)."""
    turn = state["turn"]
    stage = turn["stage"]
    if stage not in TRACK_STAGES or seat != state["current"] or state["debt"] is not None:
        return off_track_actions(state, seat)  # also once the game is over
    info = state["seats"][seat]
    pos = info["pos"]
    # One die back at the start of any turn on the track, away from INGRESSUS. The rulebook
    # names the reason (a space passed) but also lets a player stay in phase 1 as long as he
    # likes, going forward or back with one or two dice, so the reason is his.
    actions: list[Action]
    if stage == "start":
        actions = [{"type": "roll"}, {"type": "back"}] if pos > 0 else [{"type": "roll"}]
    elif "done" in turn:  # bought: only ever set to True
        actions = [{"type": "end_turn"}]
    else:
        owner = state["owner"]
        card = SPACES[pos]
        if card and owner[card] is None:
            actions = ([{"type": "buy", "card": card}, {"type": "end_turn"}]
                       if PRICES[card] <= info["cash"] else [{"type": "end_turn"}])
        elif pos in FORTUNA:
            cash = info["cash"]
            actions = [{"type": "fortuna", "card": choice} for other in fortuna_range(pos)
                       if (choice := SPACES[other]) and owner[choice] is None
                       and PRICES[choice] <= cash]
            actions.append({"type": "end_turn"})
        elif card and not turn.get("moved_on") and next_free_space(state, pos):
            actions = [{"type": "move_on"}, {"type": "end_turn"}]
        else:
            actions = [{"type": "end_turn"}]
    cards, persons, buildings = holding(state, seat)
    offer = state["offer"]
    if not cards:  # nothing to enter with, combine or sell
        return actions if offer is None else answered(offer, seat, actions)
    host = state["host"]
    if buildings and pos > FORTUNA_LAST and any(b in host for b in buildings):
        actions.append({"type": "enter"})
    if persons and buildings:
        actions += [{"type": "combine", "person": p, "building": b}
                    for p in persons if host[p] is None for b in buildings
                    if can_combine(load(), state, p, b)]
    actions += map(_copy, map(_sale_of, cards))
    if offer is not None:  # one open offer at a time
        return answered(offer, seat, actions)
    if info["offers"] >= OFFERS_PER_TURN:
        return actions
    # Every other seat may buy: before the eruption each is on the track or in the city.
    seats = state["seats"]
    for card in cards:  # the offers that fit the buyer's cash: a prefix, prices go up
        row = _OFFERS[card]
        for buyer, other in enumerate(seats):
            if buyer != seat:
                prices, offers = row[buyer]
                money = other["cash"]
                actions += map(_copy, offers if money >= prices[-1]
                               else offers[:bisect_right(prices, money)])
    return actions


def off_track_actions(state: State, seat: Seat) -> list[Action]:
    """``legal_actions`` of a seat that does not take a turn on the outer track now."""
    if state["phase"] == "over":
        return []
    debt, offer = state["debt"], state["offer"]
    if seat == (state["current"] if debt is None else debt["seat"]):
        actions = turn_actions(state, seat)
    elif offer is None:
        return []
    else:
        actions = []
    return actions if offer is None else answered(offer, seat, actions)


def answered(offer: dict[str, Any], seat: Seat, actions: list[Action]) -> list[Action]:
    """``actions`` and ``seat``'s answers to the open offer (``trade.offer_actions``)."""
    if offer["buyer"] == seat:
        return [*actions, {"type": "accept"}, {"type": "refuse"}]
    return [*actions, {"type": "withdraw"}] if offer["seller"] == seat else actions


def on_track(state: State, seat: Seat) -> bool:
    """Whether ``seat`` takes its turn on the outer track now (no debt to settle)."""
    return (state["debt"] is None and seat == state["current"]
            and state["turn"]["stage"] in TRACK_STAGES)


def legal_of_type(state: State, seat: Seat, kind: str) -> list[Action]:
    """``legal_actions`` of one type; on the outer track only that type is worked out."""
    if state["phase"] == "over":
        return []
    if kind in ANSWERS:
        return [action for action in offer_actions(state, seat) if action["type"] == kind]
    debt = state["debt"]
    if seat != (state["current"] if debt is None else debt["seat"]):
        return []
    if on_track(state, seat):
        return track_of_type(state, seat, kind)
    return [action for action in turn_actions(state, seat) if action["type"] == kind]


def allows(state: State, seat: Seat, action: Action) -> bool:
    """Whether ``action`` is in ``legal_actions(state, seat)``, worked out for this one
    action (``Pompeii.is_legal``; a replay checks every move this way). Anything that is not
    a seat's action is not allowed."""
    if type(seat) is not int or type(action) is not dict:
        return False  # not a seat or not an action: the general check says which
    kind = action.get("type")
    if type(kind) is not str:  # no legal action has it (a str subclass: the list says)
        return kind is not None and action in legal_of_type(state, seat, kind)
    if kind in ANSWERS:
        offer = state["offer"]
        return offer is not None and len(action) == 1 and state["phase"] != "over" and (
            seat == (offer["seller"] if kind == "withdraw" else offer["buyer"]))
    debt = state["debt"]
    if seat != (state["current"] if debt is None else debt["seat"]) or (
            state["phase"] == "over"):
        return False  # a seat the game does not wait for may only answer an offer
    stage = state["turn"]["stage"]
    if debt is None and stage not in TRACK_STAGES:
        return turn_allows(state, seat, action, kind, stage)
    if kind == "offer" or kind == "sell":  # on the track or to pay a debt
        card = action.get("card")
        if type(card) is not int or len(action) != (2 if kind == "sell" else 4):
            return action in legal_of_type(state, seat, kind)  # odd numbers: the list says
        owner = state["owner"]
        if not 0 <= card < len(owner) or owner[card] != seat:
            return False
        if kind == "sell":
            return True
        buyer, price = action.get("buyer"), action.get("price")
        if type(buyer) is not int or type(price) is not int:
            return action in legal_of_type(state, seat, kind)
        seats = state["seats"]  # trade.sale_actions, for this one offer
        if (state["offer"] is not None or seats[seat]["offers"] >= OFFERS_PER_TURN
                or buyer == seat or not 0 <= buyer < len(seats)):
            return False
        other = seats[buyer]
        return (other["status"] in (TRACK, CITY) and price <= other["cash"]
                and price in _OFFERS[card][buyer][0])
    if debt is not None:
        return action == PAY and (state["seats"][seat]["cash"] >= debt["amount"]
                                  or not holding(state, seat)[0])
    if kind in WORDS:
        return action in PLAIN_WORDS[stage] and (
            action != WORDS["back"] or state["seats"][seat]["pos"] > 0)
    return on_track_allows(state, seat, action, kind)


def turn_allows(state: State, seat: Seat, action: Action, kind: str, stage: str) -> bool:
    """``allows`` for the seat whose turn it is in the city (no debt) or in the eruption."""
    if stage in ("vita", "draw"):
        return action == DRAW
    if kind in PLAN_WORDS and len(action) == 1 and stage in ("plan", "onward"):
        info = state["seats"][seat]  # plan_actions, spelt out for its plain words
        if info["carrying"] is not None or kind == "carry":
            return kind == "carry" and info["carrying"] is not None
        return (kind == "stay") == (stage == "onward" or bool(info["outside"]))
    return action in legal_of_type(state, seat, kind)  # a rescue, flight or route


def on_track_allows(state: State, seat: Seat, action: Action, kind: str) -> bool:
    """``allows`` for a turn on the outer track, besides its plain words, sales and offers."""
    card = action.get("card")
    if kind == "buy" and type(card) is int:  # landing on a card nobody owns yet
        info, turn = state["seats"][seat], state["turn"]
        return (len(action) == 2 and turn["stage"] == "landed"
                and not turn.get("done") and card != 0 and SPACES[info["pos"]] == card
                and state["owner"][card] is None and PRICES[card] <= info["cash"])
    return action in track_of_type(state, seat, kind)
