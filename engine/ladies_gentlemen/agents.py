"""Built-in players. Both decide from ``game.view(state, seat)`` only."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from engine.core.ai import Agent, RandomAgent
from engine.core.protocol import Action, Game, Seat, State
from engine.core.search import search_agent
from engine.ladies_gentlemen.ball import elegance, servant_bonus
from engine.ladies_gentlemen.data import SERVANT, GameData, load
from engine.ladies_gentlemen.evening_plan import (
    Stakes,
    best_plan,
    bills_of,
    card_stars,
    public_elegance,
)
from engine.ladies_gentlemen.judge import judge

View = dict[str, Any]
# What an open Servant's better reward is worth before her wardrobe meets it (a share).
OPEN_SERVANT_HOPE = 0.25


def _worth(data: GameData, owned: list[str], card: str) -> float:
    """How much Elegance ``card`` adds to ``owned``. An unknown Servant is a modest guess; an
    open one is what she rewards now, and a little for what may still come."""
    if card == SERVANT:
        return 1
    wardrobe = [data.wardrobe[c] for c in owned if c in data.wardrobe]
    if card in data.servants:
        servant = data.servants[card]
        now = servant_bonus(servant, wardrobe)
        return now + (servant.high_bonus - now) * OPEN_SERVANT_HOPE
    known = [c for c in owned if c != SERVANT]
    return elegance(data, [*known, card]).total - elegance(data, known).total


def _clamp(value: float) -> float:
    return min(1.0, max(0.0, value))


class HeuristicAgent(Agent):
    """Ladies order what their wardrobe lacks and take cards that add Elegance (and a
    fallback for a family, since a card may be refused); Gentlemen fulfil the best contract,
    sell what no contract needs, and plan each evening's bills as a whole (evening_plan):
    their Lady's Elegance, gifts that lift a trailing Courtesan clear of a scandal (eagerly
    when a scandal would strike them, most on the last evening, never when she already
    outshines their Lady) or make them her best patron, a reserve for late gifts, and money
    for later days. The Courtesan buys all she can use and spreads her cards over the
    Gentlemen who may pay them, the least generous first."""
    # Tuned with bench/ladies_gentlemen_balance.py (1,000 games per player count).

    name = "heuristic"
    # Tuned by simulation (python -m engine simulate ladies-gentlemen --ai heuristic).
    # The Gentleman's evening: a pound kept is worth keep_money / pounds_per_star Elegance;
    # a deposit holds a card adding at least deposit_from stars.
    keep_money: ClassVar[float] = 0.8
    pounds_per_star: ClassVar[int] = 250
    deposit_from: ClassVar[float] = 5
    # His view of the Courtesan: the fear of a scandal (she trails the weakest Lady) and the
    # hope she outshines every Lady, each a chance from the Elegance gap; what being safe
    # from a scandal and being her best patron are worth, in Elegance.
    scandal_fear: ClassVar[float] = 0.3
    fear_slope: ClassVar[float] = 0.3
    fear_margin: ClassVar[float] = 1.0
    courtesan_hope: ClassVar[float] = 0.3
    hope_slope: ClassVar[float] = 0.1
    safety_weight: ClassVar[float] = 6.0
    patron_weight: ClassVar[float] = 2.0
    patron_when_behind: ClassVar[float] = 0.5
    gift_star: ClassVar[float] = 0.2
    # Lifting her above the weakest Lady avoids the scandal altogether: each gift star is
    # worth lift_weight times the fear of a scandal.
    lift_weight: ClassVar[float] = 5.5
    # A Gentleman whose gifts already beat another's is not the one a scandal would strike:
    # he lifts her only this much as eagerly.
    lift_bystander: ClassVar[float] = 0.4
    # On the last evening her standing is nearly final: lifting her is this much more urgent.
    lift_last_evening: ClassVar[float] = 3.0
    # Her Elegance also competes with his own Lady's when his Lady leads the Ladies (within
    # rival_reach stars): each star she gains then costs this much times the chance she
    # beats his Lady; being her best patron is valued on its own.
    rival_weight: ClassVar[float] = 2.5
    rival_reach: ClassVar[float] = 1.0
    # At a Courtesan table he keeps a reserve before the last evening, so he can still lift
    # her when she trails at the end (the scandal threat decides late).
    reserve: ClassVar[int] = 800
    reserve_weight: ClassVar[float] = 3.0
    # Shopping: how many cards a Lady (the Courtesan) brings home in a day at most and how
    # much a card's price weighs against its Elegance (thrift). At a Courtesan table a Lady
    # favours cheap cards: each one her Gentleman pays lets him pay one Courtesan card.
    lady_cards: ClassVar[int] = 3
    lady_thrift: ClassVar[float] = 0.0
    lady_cards_with_courtesan: ClassVar[int] = 3
    lady_thrift_with_courtesan: ClassVar[float] = 0.5
    courtesan_cards: ClassVar[int] = 12
    # A fallback card (same family as one she already carries home today) is worth this
    # share of what it would add on its own: her Gentleman may refuse the first.
    fallback: ClassVar[float] = 0.5
    courtesan_thrift: ClassVar[float] = 0.0
    # Sharing: each card already handed to a Gentleman tonight counts like `spread` gift
    # stars against handing him another (one Gentleman's money runs out fast).
    spread: ClassVar[float] = 3.0
    # Visiting: a boutique whose own Lady drafts before her there is worth this much less.
    crowd: ClassVar[float] = 0.3
    titles: ClassVar[Mapping[str, str]] = {"en": "Heuristic", "de": "Heuristik"}

    def choose(self, game: Game, state: State, seat: Seat, legal: list[Action]) -> Action:
        seen = game.view(state, seat)
        data = load()
        passing = self._pass_gossip(seen, legal)
        if passing is not None:  # whenever she is asked anything, Gossip goes first
            return passing
        legal = [a for a in legal if a["type"] not in ("gossip", "no_gossip")] or legal
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
        """Every number is known when she chooses: a boutique's owner who drafts before her
        there (a lower number; the Courtesan drafts second) is likely to take its best card
        first, so such a boutique is worth less to her."""
        owned = self._own(seen, seat)
        courtesan = seat == seen["courtesan"]
        numbers = seen["numbers"]

        def drafts_before_me(team: int) -> bool:
            if courtesan:
                return True  # whoever else comes, the first Lady drafts before her
            return team != seat // 2 and (numbers[team] or 0) < (numbers[seat // 2] or 0)

        def score(action: Action) -> float:
            index = next(i for i, b in enumerate(seen["boutiques"])
                         if b["colour"] == action["boutique"])
            shop = seen["boutiques"][index]
            value = shop["count"] * 0.3
            if shop["window"]:
                value += _worth(data, owned, shop["window"])
            if drafts_before_me(index):
                value *= 1 - self.crowd
            if not courtesan and index == seat // 2:
                value += 1.0
            return value + self.rng.random() * 2
        return max(legal, key=score)

    def _stock(self, seen: View, data: GameData, seat: Seat, legal: list[Action]
             ) -> Action:
        picks = [a for a in legal if a["type"] == "stock"]
        unknown = [a for a in picks if seen["stock"][a["pos"]] == "hidden"]
        return self.rng.choice(unknown or picks)

    def _take(self, seen: View, data: GameData, seat: Seat, legal: list[Action]
             ) -> Action:
        """Take the card with the most Elegance for its price while it is worth its price to
        the Gentleman who will be asked to pay (the Courtesan: to her patrons)."""
        owned = self._own(seen, seat)
        bought = len(seen["purchases"][seat]) if isinstance(seen["purchases"][seat], list) else 0
        if seat == seen["courtesan"]:
            limit, thrift = self.courtesan_cards, self.courtesan_thrift
        elif seen["courtesan"] is None:
            limit, thrift = self.lady_cards, self.lady_thrift
        else:
            limit, thrift = self.lady_cards_with_courtesan, self.lady_thrift_with_courtesan

        lady = seat != seen["courtesan"]
        paid = list(seen["wardrobe"][seat])
        today = {data.wardrobe[c].family for c in owned if c in data.wardrobe and c not in paid}

        def gain(card: str) -> float:
            """A Lady's card may still be refused tonight: a second card of a family she
            already carries home is a fallback, worth a part of what it adds to her paid
            wardrobe. The Courtesan's unpaid cards count as hers already."""
            if not lady or card not in data.wardrobe or data.wardrobe[card].family not in today:
                return _worth(data, owned, card)
            return self.fallback * _worth(data, paid, card)

        def value(action: Action) -> float:
            card = action["card"]
            price = data.rules.servant_price if card not in data.wardrobe else data.price(card)
            return gain(card) - thrift * price / self.pounds_per_star
        best = max((a for a in legal if a["type"] == "take"),
                   key=lambda a: (value(a), self.rng.random()), default=None)
        if best is None or bought >= limit or gain(best["card"]) <= 0:
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
        """Hand the card to the Gentleman who can pay for it under the grant rule (his Lady
        brings more cards than the Courtesan has already handed him tonight), preferring the
        one whose gifts are poorest: he is the one a scandal would strike."""
        given = [0] * seen["teams"]
        for gift in seen["gifts"]:
            given[gift["team"]] += card_stars(data, gift["card"])

        def room(team: int) -> int:
            lady, deposits = seen["purchases"][2 * team], seen["deposits"][2 * team]
            brought = (lady if isinstance(lady, int) else len(lady)) + (
                deposits if isinstance(deposits, int) else len(deposits))
            return brought - len(seen["shared"][team])

        def score(action: Action) -> tuple[bool, float]:
            team = action["to"] // 2
            tonight = len(seen["shared"][team])
            return (room(team) <= 0,
                    self.spread * tonight + given[team] + self.rng.random())
        return min(legal, key=score)

    def _gossip_discard(self, seen: View, data: GameData, seat: Seat, legal: list[Action]
             ) -> Action:
        return legal[0]

    _keep_window = _gossip_discard

    def _pay(self, seen: View, data: GameData, seat: Seat, legal: list[Action]
             ) -> Action:
        team = seat // 2
        bills = bills_of(seen, data, team)
        plan = best_plan(bills, seen["money"][team], seen["granted"][team],
                         self._stakes(seen, data, team))
        types = {a["type"]: a for a in legal}
        for kind in ("pay", "buy_window"):
            if plan and plan[0] and kind in types:
                return types[kind]
        bill = bills[0]
        held = seen["deposits"][2 * team]
        if "deposit" in types and bill.gain >= self.deposit_from and not (
                isinstance(held, list) and held) and bill.price <= seen["money"][team] + 400:
            return types["deposit"]
        return types["refuse"]

    def _stakes(self, seen: View, data: GameData, team: int) -> Stakes:
        """What money and gifts are worth to this Gentleman tonight (see evening_plan)."""
        days_left = data.rules.days - seen["day"]
        pound = self.keep_money / self.pounds_per_star if days_left else 0.0
        courtesan = seen["courtesan"]
        if courtesan is None:
            return Stakes(pound, 0.0, 0.0, 0, 0.0, 0)
        ladies = [public_elegance(data, seen["wardrobe"][2 * t]) for t in range(seen["teams"])]
        her = public_elegance(data, seen["wardrobe"][courtesan])
        given = [0] * seen["teams"]
        for gift in seen["gifts"]:
            given[gift["team"]] += card_stars(data, gift["card"])
        others = [g for t, g in enumerate(given) if t != team]
        weakest = min(ladies) + self.fear_margin * (sum(ladies) / len(ladies) - min(ladies))
        risk = _clamp(self.scandal_fear - self.fear_slope * (her - weakest))
        hope = _clamp(self.courtesan_hope + self.hope_slope * (her - max(ladies)))
        behind = max(ladies) - ladies[team]
        return Stakes(
            pound=pound,
            gift_star=self.gift_star,
            lift=risk * self.lift_weight * (
                1.0 if given[team] <= min(others) else self.lift_bystander) * (
                1.0 if days_left else self.lift_last_evening)
            - (self.rival_weight if ladies[team] >= max(ladies) - self.rival_reach else 0.0)
            * _clamp(0.5 + self.hope_slope * (her - ladies[team])),
            safety=risk * self.safety_weight,
            safety_need=max(0, min(others) - given[team] + 1),
            patronage=hope * (self.patron_weight + self.patron_when_behind * max(behind, 0)),
            patron_need=max(0, max(others) - given[team] + 1),
            reserve=self.reserve if days_left else 0,
            reserve_value=self.reserve_weight,
        )

    _buy_window = _pay
    _deposit = _pay
    _refuse = _pay

    def _drop(self, seen: View, data: GameData, seat: Seat, legal: list[Action]
             ) -> Action:
        return min(legal, key=lambda a: (data.wardrobe[a["card"]].elegance
                                         if a["card"] in data.wardrobe else 0))

    def free_action(self, game: Game, state: State, seat: Seat, legal: list[Action]
                    ) -> Action | None:
        """A Lady not waited for passes Gossip as soon as she can (each card held costs her
        one Elegance at the Ball), else leaves the chance open."""
        return self._pass_gossip(game.view(state, seat), legal)

    def _pass_gossip(self, seen: View, legal: list[Action]) -> Action | None:
        """The Gossip card to pass now, to the Lady with the most cards (the likeliest
        rival), if any may be passed."""
        gives = [a for a in legal if a["type"] == "gossip"]
        if not gives:
            return None
        return max(gives, key=lambda a: (len(seen["wardrobe"][a["to"]]), self.rng.random()))


# The searching AI: simulated actions per decision, within 1 s CPU at the median and 2 s at
# the 99th percentile on the 2-core machine (bench/search_bench.py, docs/benchmarks.md); a
# playout runs about two days before the judge (judge.py) weighs the position, so some
# seventy drawn positions fit instead of two dozen whole games; at most this many candidates
# (a Lady's purchase has a dozen cards to take from).
SEARCH_BUDGET = 4500
SEARCH_HORIZON = 60
SEARCH_WIDTH = 8

AGENTS: dict[str, type[Agent]] = {
    "heuristic": HeuristicAgent, "search": search_agent(
        HeuristicAgent, budget=SEARCH_BUDGET, horizon=SEARCH_HORIZON, width=SEARCH_WIDTH,
        judge=judge),
    "random": RandomAgent,
}
