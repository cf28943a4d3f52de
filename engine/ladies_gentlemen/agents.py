"""Built-in players. Both decide from ``game.view(state, seat)`` only."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from engine.core.ai import Agent, RandomAgent
from engine.core.protocol import Action, Game, Seat, State
from engine.ladies_gentlemen.ball import elegance
from engine.ladies_gentlemen.data import SERVANT, GameData, load

View = dict[str, Any]


def _worth(data: GameData, owned: list[str], card: str) -> int:
    """How much Elegance ``card`` adds to ``owned`` (a Servant: a modest guess)."""
    if card == SERVANT or card in data.servants:
        return 1
    known = [c for c in owned if c != SERVANT]
    return elegance(data, [*known, card]).total - elegance(data, known).total


class HeuristicAgent(Agent):
    """Ladies order what their wardrobe lacks and take cards that add Elegance; Gentlemen
    fulfil the best contract, sell what no contract needs, and pay for the most elegant
    purchases they can afford; the Courtesan spreads her purchases over the Gentlemen."""

    name = "heuristic"
    # Tuned by simulation: how much of his reserve a Gentleman keeps when the Courtesan asks,
    # and from how many stars he pays for her card even when he is not the least generous.
    courtesan_thrift: ClassVar[float] = 0.0
    courtesan_taste: ClassVar[int] = 1
    courtesan_share: ClassVar[float] = 1.0
    courtesan_unlock: ClassVar[float] = 0.0
    courtesan_cards: ClassVar[int] = 6
    lady_cards_with_courtesan: ClassVar[int] = 3
    titles: ClassVar[Mapping[str, str]] = {"en": "Heuristic", "de": "Heuristik"}

    def choose(self, game: Game, state: State, seat: Seat, legal: list[Action]) -> Action:
        seen = game.view(state, seat)
        data = load()
        kind = legal[0]["type"]
        handler = getattr(self, f"_{kind}", None)
        if handler is None:
            return self.rng.choice(legal)
        return handler(seen, data, seat, legal)

    def _own(self, seen: dict[str, Any], seat: Seat) -> list[str]:
        mine = list(seen["wardrobe"][seat])
        if isinstance(seen["purchases"][seat], list):
            mine += seen["purchases"][seat]
        return mine

    def _artisan(self, seen: View, data: GameData, seat: Seat, legal: list[Action]
             ) -> Action:
        owned = self._own(seen, seat)
        families = {data.wardrobe[c].family for c in owned if c in data.wardrobe}

        def score(action: Action) -> float:
            art = data.artisans[action["card"]]
            if art.type == SERVANT:
                return 1.0 + self.rng.random()
            missing = sum(1 for f in data.types[art.type] if f not in families)
            bonus = 3 if art.type == "clothing" and "dress" not in families else 0
            return missing + bonus + art.count / 3 + self.rng.random()
        return max(legal, key=score)

    def _window(self, seen: View, data: GameData, seat: Seat, legal: list[Action]
             ) -> Action:
        owned = self._own(seen, seat)
        return max(legal, key=lambda a: (_worth(data, owned, a["card"]), self.rng.random()))

    def _visit(self, seen: View, data: GameData, seat: Seat, legal: list[Action]
             ) -> Action:
        owned = self._own(seen, seat)
        courtesan = seat == seen["courtesan"]

        def score(action: Action) -> float:
            index = next(i for i, b in enumerate(seen["boutiques"])
                         if b["colour"] == action["boutique"])
            shop = seen["boutiques"][index]
            value = shop["count"] * 0.3
            if shop["window"]:
                value += _worth(data, owned, shop["window"])
            if not courtesan and index == seat // 2:
                value += 1.0
            return value + self.rng.random() * 2
        return max(legal, key=score)

    def _stock(self, seen: View, data: GameData, seat: Seat, legal: list[Action]
             ) -> Action:
        unknown = [a for a in legal if seen["stock"][a["pos"]] == "hidden"]
        return self.rng.choice(unknown or legal)

    def _take(self, seen: View, data: GameData, seat: Seat, legal: list[Action]
             ) -> Action:
        owned = self._own(seen, seat)
        bought = len(seen["purchases"][seat]) if isinstance(seen["purchases"][seat], list) else 0
        if seat == seen["courtesan"]:
            limit = self.courtesan_cards
        else:  # at a Courtesan table the Gentlemen's money is shared: shop a little less
            limit = 3 if seen["courtesan"] is None else self.lady_cards_with_courtesan
        best = max((a for a in legal if a["type"] == "take"),
                   key=lambda a: (_worth(data, owned, a["card"]), self.rng.random()),
                   default=None)
        if best is None or bought >= limit or _worth(data, owned, best["card"]) <= 0:
            return next(a for a in legal if a["type"] == "stop")
        return best

    _stop = _take

    def _sell(self, seen: View, data: GameData, seat: Seat, legal: list[Action]
             ) -> Action:
        fulfil = [a for a in legal if a["type"] == "fulfil"]
        if fulfil:
            return max(fulfil, key=lambda a: next(
                data.contracts[c["key"]].proceeds + c["supplement"]
                for c in seen["contracts"] if c["key"] == a["contract"]))
        held = seen["resources"][seat // 2]
        wanted: set[str] = set()
        for slot in seen["contracts"]:
            needs = data.contracts[slot["key"]].needs
            if len(needs) <= sum(held.values()) + 2:
                wanted |= set(needs)
        last = seen["day"] >= data.rules.days
        prices = data.markets[seen["market"]]
        for action in legal:
            if action["type"] == "sell" and (last or action["resource"] not in wanted
                                             or prices[action["resource"]] >= 300):
                return action
        return next(a for a in legal if a["type"] == "done")

    _fulfil = _sell
    _done = _sell

    def _give_card(self, seen: View, data: GameData, seat: Seat, legal: list[Action]
             ) -> Action:
        gifts = [sum(1 for g in seen["gifts"] if g["team"] == t) for t in range(seen["teams"])]
        room = []  # how many of his own Lady's cards may unlock a gift (the grant rule)
        for t in range(seen["teams"]):
            lady = seen["purchases"][2 * t]
            deposits = seen["deposits"][2 * t]
            room.append((lady if isinstance(lady, int) else len(lady))
                        + (deposits if isinstance(deposits, int) else len(deposits)))

        def score(action: Action) -> float:
            team = action["to"] // 2
            return gifts[team] - self.courtesan_unlock * min(room[team], 3) + self.rng.random()
        return min(legal, key=score)

    def _gossip_discard(self, seen: View, data: GameData, seat: Seat, legal: list[Action]
             ) -> Action:
        return legal[0]

    _keep_window = _gossip_discard

    def _pay(self, seen: View, data: GameData, seat: Seat, legal: list[Action]
             ) -> Action:
        team = seat // 2
        item = seen["presented"][team][0]
        money = seen["money"][team]
        card = item["card"]
        price = data.rules.servant_price if card == SERVANT else data.price(card)
        lady = seen["wardrobe"][2 * team]
        worth = _worth(data, lady, card) if item["from"] != "courtesan" else (
            data.wardrobe[card].elegance if card in data.wardrobe else 0)
        days_left = data.rules.days - seen["day"]
        reserve = 150 * days_left
        types = {a["type"]: a for a in legal}
        if item["from"] == "courtesan":
            behind = self._owes_courtesan(seen, data, team)
            if "pay" in types and money - price >= reserve * self.courtesan_thrift and (
                    behind or worth >= self.courtesan_taste):
                return types["pay"]
            return types["refuse"]
        pending = [i["card"] for i in seen["presented"][team] if i["from"] == "courtesan"]
        if pending and self._owes_courtesan(seen, data, team):
            reserve += self.courtesan_share * min(
                data.rules.servant_price if c == SERVANT else data.price(c) for c in pending)
        if "buy_window" in types and worth > 0:
            return types["buy_window"]
        if "pay" in types and worth > 0 and (money - price >= reserve or days_left == 0):
            return types["pay"]
        held = seen["deposits"][2 * team]
        if "deposit" in types and worth >= 3 and days_left > 0 and not (
                isinstance(held, list) and held) and price <= money + 400:
            return types["deposit"]
        return types["refuse"]

    def _owes_courtesan(self, seen: View, data: GameData, team: int) -> bool:
        """Whether this Gentleman's gifts to the Courtesan are the least (scandal risk)."""
        given = [0] * seen["teams"]
        for gift in seen["gifts"]:
            given[gift["team"]] += (data.wardrobe[gift["card"]].elegance
                                    if gift["card"] in data.wardrobe else 0)
        return given[team] <= min(given)

    _buy_window = _pay
    _deposit = _pay
    _refuse = _pay

    def _drop(self, seen: View, data: GameData, seat: Seat, legal: list[Action]
             ) -> Action:
        return min(legal, key=lambda a: (data.wardrobe[a["card"]].elegance
                                         if a["card"] in data.wardrobe else 0))

    def _gossip(self, seen: View, data: GameData, seat: Seat, legal: list[Action]
             ) -> Action:
        gives = [a for a in legal if a["type"] == "gossip"]
        if not gives:
            return legal[0]
        return max(gives, key=lambda a: (len(seen["wardrobe"][a["to"]]), self.rng.random()))

    _no_gossip = _gossip


AGENTS: dict[str, type[Agent]] = {"heuristic": HeuristicAgent, "random": RandomAgent}
