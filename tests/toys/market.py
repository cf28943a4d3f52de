"""Toy Market: a small game of offers for 2 to 4 players, for the bot tests.

On their turn a seat makes a good (which ends the turn) or offers one of its goods to another
seat for a price; the buyer may accept or refuse whenever they like (in ``to_act``, not in
``waiting_for``) while the seller plays on, and an open offer lapses when the turn ends.
Goods are worth points at the end. ``live=on`` gives every decision a time limit
(``decision_seconds``); the seat to open the market has its own role in the lobby
(``seat_roles``). Registered only from the tests (tests/conftest.py). Numbers in
market.toml, sentences (English and German) in market_words.toml.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from engine.core.ai import Agent
from engine.core.protocol import (
    Action,
    Event,
    Game,
    OptionSpec,
    Result,
    ScoreLine,
    Seat,
    State,
    Words,
)
from engine.core.rng import new_rng
from tests.toys.files import toy_files

data, WORDS = toy_files("market")
catalogue = WORDS.messages  # every message: key -> {language: template}
say = WORDS.say  # say(key, lang, **values): one message, placeholders filled

COINS = int(data()["coins"])
GOOD_POINTS = int(data()["good_points"])
PRICES = tuple(int(p) for p in data()["prices"])
LIVE_SECONDS = int(data()["live_seconds"])


class ToyMarketWords(Words):
    def seat_roles(self, players: int, options: Mapping[str, Any] | None,
                   lang: str = "en") -> list[str]:
        return [say("role.opener" if seat == 0 else "role.trader", lang)
                for seat in range(players)]

    def score_part_label(self, part: str, lang: str = "en") -> str:
        return say(f"score.{part}", lang)

    def option_label(self, spec: OptionSpec, lang: str = "en") -> str:
        return say(f"option.{spec.key}", lang)

    def action_label(self, state: State, action: Action, lang: str = "en") -> str:
        kind = action["type"]
        if kind == "offer":
            return say("label.offer_full", lang, buyer=f"{{p{action['buyer']}}}",
                       price=action["price"])
        if kind == "accept":
            return say("label.accept", lang, price=state["offer"]["price"])
        return say(f"label.{kind}", lang)

    def action_path(self, state: State, action: Action, lang: str = "en") -> tuple[str, ...]:
        if action["type"] != "offer":
            return (self.action_label(state, action, lang),)
        return (say("label.offer", lang), say("label.to", lang, buyer=f"{{p{action['buyer']}}}"),
                say("label.price", lang, price=action["price"]))

    def describe_event(self, event: Event, names: Sequence[str], lang: str = "en") -> str:
        kind = event["type"]
        if kind == "made":
            return say("event.made", lang, name=names[event["seat"]])
        if kind in ("offered", "sold"):
            return say(f"event.{kind}", lang, seller=names[event["seller"]],
                       buyer=names[event["buyer"]], price=event["price"])
        if kind == "withdrawn":
            return say("event.withdrawn", lang, seller=names[event["seller"]])
        if kind == "refused":
            return say("event.refused", lang, buyer=names[event["buyer"]])
        if kind == "phase":
            return say("event.phase", lang, round=event["round"])
        return say(f"event.{kind}", lang)

    def phase_label(self, state: State, lang: str = "en") -> str:
        return say("phase", lang, round=state["round"])

    def summary(self, state: State, viewer: Seat | None, lang: str = "en") -> list[str]:
        return [self.phase_label(state, lang),
                *(say("summary.seat", lang, name=f"{{p{s}}}", coins=state["coins"][s],
                      goods=state["goods"][s]) for s in range(state["players"]))]


class ToyMarket(Game):
    key: ClassVar[str] = "toy_market"
    name: ClassVar[str] = "Toy Market"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    words: ClassVar[Words] = ToyMarketWords()
    options: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("rounds", "Rounds", ("1", "2", "3"), "2"),
        OptionSpec("live", "Live turns", ("off", "on"), "off"),
    )

    def setup(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> State:
        self.check_players(players)
        return {"players": players, "rng": new_rng(seed), "options": self.resolve_options(options),
                "round": 1, "turn": 0, "coins": [COINS] * players, "goods": [1] * players,
                "offer": None, "over": False}

    def to_act(self, state: State) -> list[Seat]:
        if state["over"]:
            return []
        offer = state["offer"]
        return [state["turn"], *([offer["buyer"]] if offer else [])]

    def waiting_for(self, state: State) -> list[Seat]:
        return [] if state["over"] else [state["turn"]]

    def decision_seconds(self, state: State, seat: Seat) -> int | None:
        live = state["options"]["live"] == "on"
        return LIVE_SECONDS if live and seat in self.waiting_for(state) else None

    def timeout_action(self, state: State, seat: Seat) -> Action | None:
        return {"type": "make"} if seat == state["turn"] else None

    def legal_actions(self, state: State, seat: Seat) -> list[Action]:
        if state["over"]:
            return []
        offer = state["offer"]
        if offer and seat == offer["buyer"]:
            return [{"type": "accept"}, {"type": "refuse"}]
        if seat != state["turn"]:
            return []
        actions: list[Action] = [{"type": "make"}]
        if offer:
            actions.append({"type": "withdraw"})
        elif state["goods"][seat] > 0:
            actions += [{"type": "offer", "buyer": buyer, "price": price}
                        for buyer in range(state["players"]) if buyer != seat
                        for price in PRICES if price <= state["coins"][buyer]]
        return actions

    def _apply(self, state: State, seat: Seat, action: Action) -> list[Event]:
        offer = state["offer"]
        kind = action["type"]
        if kind == "offer":
            state["offer"] = {"seller": seat, "buyer": action["buyer"], "price": action["price"]}
            return [{"type": "offered", **state["offer"]}]
        if kind == "withdraw":
            state["offer"] = None
            return [{"type": "withdrawn", "seller": seat}]
        if kind in ("accept", "refuse"):
            state["offer"] = None
            if kind == "refuse":
                return [{"type": "refused", "buyer": seat}]
            price = offer["price"]
            state["goods"][offer["seller"]] -= 1
            state["goods"][seat] += 1
            state["coins"][seat] -= price
            state["coins"][offer["seller"]] += price
            return [{"type": "sold", **offer}]
        events: list[Event] = [{"type": "made", "seat": seat}]
        state["goods"][seat] += 1
        if offer:
            state["offer"] = None
            events.append({"type": "lapsed"})
        state["turn"] = (seat + 1) % state["players"]
        if state["turn"] == 0:
            state["round"] += 1
            if state["round"] > int(state["options"]["rounds"]):
                state["over"] = True
                state["round"] -= 1
                return [*events, {"type": "game_over"}]
            events.append({"type": "phase", "round": state["round"]})
        return events

    def is_over(self, state: State) -> bool:
        return bool(state["over"])

    def _score(self, state: State, seat: Seat) -> int:
        return state["coins"][seat] + GOOD_POINTS * state["goods"][seat]

    def result(self, state: State, lang: str = "en") -> Result:
        seats = sorted(range(state["players"]), key=lambda s: -self._score(state, s))
        best = self._score(state, seats[0])
        lines = [ScoreLine(s, self._score(state, s),
                           {"coins": state["coins"][s], "goods": GOOD_POINTS * state["goods"][s]},
                           rank=1 + sum(self._score(state, o) > self._score(state, s)
                                        for o in seats))
                 for s in seats]
        return Result([s for s in seats if self._score(state, s) == best], lines)

    def view(self, state: State, viewer: Seat | None) -> dict[str, Any]:
        return {"game": self.key, "viewer": viewer, "round": state["round"],
                "turn": state["turn"], "coins": list(state["coins"]),
                "goods": list(state["goods"]), "offer": state["offer"]}







class TraderAgent(Agent):
    """Offers its first good to the next seat for 2 coins, then makes goods; as a buyer it
    buys for at most 2 coins and refuses dearer offers."""

    name = "trader"
    titles: ClassVar[Mapping[str, str]] = {"en": "Trader", "de": "Händler"}

    def choose(self, game: Game, state: State, seat: Seat, legal: list[Action]) -> Action:
        wanted = {"type": "offer", "buyer": (seat + 1) % state["players"], "price": 2}
        if state["offer"] is None and state["goods"][seat] > 1 and wanted in legal:
            return wanted
        return {"type": "make"} if {"type": "make"} in legal else legal[0]

    def free_action(self, game: Game, state: State, seat: Seat,
                    legal: list[Action]) -> Action | None:
        offer = state["offer"]
        if offer is None or offer["buyer"] != seat:
            return None
        return {"type": "accept" if offer["price"] <= 2 else "refuse"}


GAME = ToyMarket()
AGENTS: dict[str, type[Agent]] = {"trader": TraderAgent}
