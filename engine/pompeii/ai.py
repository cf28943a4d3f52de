"""Built-in players: ``random`` and ``heuristic``.

The heuristic decides from ``game.view(state, seat)`` and the public data file only:
* Phase 1: buy persons and buildings it can combine (keeping a cash reserve), use FORTUNA
  for the best such card, move on past sold cards, combine whenever it can, and enter the
  city once past the last FORTUNA with a combination (sooner with two).
* Phase 2: draw; when short of money, sell the cheapest card it does not need to the bank.
* Offers: accept a fair price for a card it can use, refuse anything else.
* Phase 3: name the client worth most per green point of the round trip (shortest safe
  paths around the destroyed quarters), carry it out, flee when nothing can be reached.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from engine.core.ai import Agent, RandomAgent
from engine.core.protocol import Action, Game, Seat, State
from engine.pompeii import city
from engine.pompeii.data import load

View = dict[str, Any]


def fits(view: View, person: int, building: int) -> bool:
    data = load()
    home = data.cards[building]
    room = data.capacity(home) - sum(1 for h in view["host"] if h == building)
    return home.colours[0] in data.cards[person].colours and room > 0


class HeuristicAgent(Agent):
    name = "heuristic"
    titles: ClassVar[Mapping[str, str]] = {"en": "Heuristic", "de": "Heuristik"}

    reserve = 0.2  # share of the starting capital kept in hand for Vita Romana
    enter_combinations = 2  # enter as soon as this many combinations stand

    def choose(self, game: Game, state: State, seat: Seat, legal: list[Action]) -> Action:
        view = game.view(state, seat)
        kinds = {a["type"] for a in legal}
        if "accept" in kinds:
            return self.answer(view, seat)
        if view["debt"] is not None:
            return self.raise_money(view, seat, legal)
        if view["phase"] == "eruption":
            return self.eruption(view, seat, legal)
        if kinds == {"draw"}:
            return legal[0]
        return self.outer(view, seat, legal)

    # --- phase 1 ----------------------------------------------------------------------
    def useful(self, view: View, seat: Seat, card: int) -> float:
        """How much ``card`` would add: persons that fit an owned building (or the other
        way round) count fully, other persons and buildings less."""
        data = load()
        mine = view["seats"][seat]["cards"]
        item = data.cards[card]
        if item.is_person:
            homes = [b for b in mine if not data.cards[b].is_person and fits(view, card, b)]
            return item.price * (1.0 if homes else 0.4)
        guests = [p for p in mine if data.cards[p].is_person and view["host"][p] is None
                  and item.colours[0] in data.cards[p].colours]
        return item.price * (0.6 if guests else 0.15)

    def can_spend(self, view: View, seat: Seat, price: int) -> bool:
        capital = load().capital[len(view["seats"])]
        return view["seats"][seat]["cash"] - price >= capital * self.reserve

    def outer(self, view: View, seat: Seat, legal: list[Action]) -> Action:
        data = load()
        by_kind: dict[str, list[Action]] = {}
        for action in legal:
            by_kind.setdefault(action["type"], []).append(action)
        if "combine" in by_kind:
            return max(by_kind["combine"], key=lambda a: data.cards[a["person"]].price)
        info = view["seats"][seat]
        combos = sum(1 for b in set(view["host"]) if b is not None and view["owner"][b] == seat)
        if "enter" in by_kind and (combos >= self.enter_combinations
                                   or info["pos"] >= data.rules.track_length - 4
                                   or view["turn"]["stage"] == "landed"):
            return by_kind["enter"][0]
        for kind in ("buy", "fortuna"):
            options = [a for a in by_kind.get(kind, [])
                       if self.can_spend(view, seat, data.cards[a["card"]].price)]
            if options:
                best = max(options, key=lambda a: self.useful(view, seat, a["card"]))
                if self.useful(view, seat, best["card"]) > 0.3 * data.cards[best["card"]].price:
                    return best
        if "move_on" in by_kind:
            return by_kind["move_on"][0]
        if "roll" in by_kind:
            if info["pos"] > data.fortuna[-1] and combos == 0 and "back" in by_kind:
                return by_kind["back"][0]
            return by_kind["roll"][0]
        if "end_turn" in by_kind:
            return by_kind["end_turn"][0]
        return legal[0]

    def answer(self, view: View, seat: Seat) -> Action:
        offer = view["offer"]
        price = load().cards[offer["card"]].price
        worth = self.useful(view, seat, offer["card"])
        if offer["price"] <= max(worth, 0.5 * price) and self.can_spend(view, seat,
                                                                      offer["price"]):
            return {"type": "accept"}
        return {"type": "refuse"}

    def raise_money(self, view: View, seat: Seat, legal: list[Action]) -> Action:
        if {"type": "pay"} in legal:
            return {"type": "pay"}
        data = load()
        sales = [a for a in legal if a["type"] == "sell"]
        # part with the card that matters least: unhoused persons and empty buildings first
        def cost(action: Action) -> tuple[int, int]:
            card = action["card"]
            housed = view["host"][card] is not None or card in view["host"]
            return (1 if housed else 0, data.cards[card].price)
        return min(sales, key=cost) if sales else legal[0]

    # --- phase 3 ----------------------------------------------------------------------
    def eruption(self, view: View, seat: Seat, legal: list[Action]) -> Action:
        kinds = {a["type"] for a in legal}
        if "draw" in kinds:
            return {"type": "draw"}
        if "carry" in kinds:
            return {"type": "carry"}
        data = load()
        info = view["seats"][seat]
        start = None if info["outside"] else info["place"]
        destroyed = view["destroyed"]
        gates = city.intact_gates(data, destroyed)
        best, best_score = None, 0.0
        for action in legal:
            if action["type"] != "rescue":
                continue
            place = view["clients"][str(action["card"])]
            there = city.distance(start, [place], destroyed)
            back = city.distance(place, gates, destroyed)
            if there is None or back is None:
                continue
            score = data.cards[action["card"]].price / (1 + there + back)
            if score > best_score:
                best, best_score = action, score
        if best is not None:
            return best
        for fallback in ("stay", "flee", "wait"):
            if {"type": fallback} in legal:
                return {"type": fallback}
        return legal[0]


AGENTS: dict[str, type[Agent]] = {"heuristic": HeuristicAgent, "random": RandomAgent}
