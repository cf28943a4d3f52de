"""Built-in players: ``random`` and ``heuristic``.

The heuristic decides from ``game.view(state, seat)`` and the public data file only
(``appraise`` values the cards):
* Phase 1: secure a combination first (a lone person only while the money for a matching
  building stays), then buy persons, keeping a reserve for Vita Romana payments; use
  FORTUNA for the best card, move on past sold cards, combine whenever it can, go back one
  die for a card worth it while ULTIMA DIE cannot come soon and it is not among the last
  pawns, and enter the city as soon as it may.
* Phase 2: draw; when short of money, sell the cheapest card it does not need to the bank.
* Offers made to it (answered whenever it is asked, also as a free action): accept when the
  price is at most what the card is worth to it and it can afford it, refuse otherwise.
* Phase 3: name the client worth most per green point of the round trip (shortest safe
  paths around the destroyed quarters), carry it out, flee when nothing can be reached.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from engine.core.ai import Agent, RandomAgent
from engine.core.protocol import Action, Game, Seat, State
from engine.core.search import search_agent
from engine.pompeii import city
from engine.pompeii.appraise import (
    STRANDED,
    affordable,
    combinations,
    past_last_fortuna,
    worth,
)
from engine.pompeii.data import load
from engine.pompeii.judge import cut, judge
from engine.pompeii.setup import ultima_window
from engine.pompeii.table import CITY
from engine.pompeii.track import fortuna_range

View = dict[str, Any]


class HeuristicAgent(Agent):
    name = "heuristic"
    titles: ClassVar[Mapping[str, str]] = {"en": "Heuristic", "de": "Heuristik"}

    spare_rounds = 4  # rounds before the earliest ULTIMA DIE that make lingering safe

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

    def free_action(
        self, game: Game, state: State, seat: Seat, legal: list[Action]
    ) -> Action | None:
        """Answer an offer made to this seat; leave its own offers and everything else."""
        if {"type": "accept"} not in legal:
            return None
        return self.answer(game.view(state, seat), seat)

    # --- phase 1 ----------------------------------------------------------------------
    def wants(self, view: View, seat: Seat, card: int, price: int) -> bool:
        """Whether ``card`` is worth ``price`` to the seat and it can pay that."""
        value = worth(view, seat, card)
        if value >= STRANDED * load().cards[card].price:  # the way into the city
            return view["seats"][seat]["cash"] >= price
        return price <= value and affordable(view, seat, card, price)

    def worth_buying(self, view: View, seat: Seat, card: int) -> bool:
        return self.wants(view, seat, card, load().cards[card].price)

    def unhurried(self, view: View, seat: Seat) -> bool:
        """ULTIMA DIE cannot come for a few rounds (with the window option it never lies
        before the window, and each player in the city draws one card a round) and at
        least half of the other pawns on the track are behind this one (it will not be the
        last to arrive)."""
        seats = view["seats"]
        in_city = sum(1 for s in seats if s["status"] == "city")
        earliest = ultima_window(load(), view["options"])[0] - 1 - view["vita_drawn"]
        if in_city and earliest < self.spare_rounds * in_city:
            return False
        others = [s["pos"] for n, s in enumerate(seats) if n != seat and s["status"] == "track"]
        behind = sum(1 for pos in others if pos < seats[seat]["pos"])
        return 2 * behind >= len(others)

    def outer(self, view: View, seat: Seat, legal: list[Action]) -> Action:
        data = load()
        by_kind: dict[str, list[Action]] = {}
        for action in legal:
            by_kind.setdefault(action["type"], []).append(action)
        if "combine" in by_kind:
            return max(by_kind["combine"], key=lambda a: data.cards[a["person"]].price)
        for kind in ("buy", "fortuna"):
            options = [a for a in by_kind.get(kind, [])
                       if self.worth_buying(view, seat, a["card"])]
            if options:
                return max(options, key=lambda a: worth(view, seat, a["card"]))
        if "back" in by_kind and self.goes_back(view, seat):
            return by_kind["back"][0]
        if "enter" in by_kind:
            return by_kind["enter"][0]
        if "move_on" in by_kind:
            return by_kind["move_on"][0]
        if "roll" in by_kind:
            return by_kind["roll"][0]
        if "end_turn" in by_kind:
            return by_kind["end_turn"][0]
        return legal[0]

    def goes_back(self, view: View, seat: Seat) -> bool:
        """One die back: when past the last FORTUNA without a combination (the only way to
        a card that makes one), or for a card worth buying while there is no hurry."""
        if past_last_fortuna(view, seat) and combinations(view, seat) == 0:
            return True
        if not self.unhurried(view, seat):
            return False
        data = load()
        pos = view["seats"][seat]["pos"]
        within = range(max(1, pos - 6), pos)  # one die back
        reachable = {data.spaces[s] for s in within if data.spaces[s]}
        for fortuna in (s for s in within if s in data.fortuna):
            reachable |= {data.spaces[s] for s in fortuna_range(fortuna)}
        return any(view["owner"][card] is None and self.worth_buying(view, seat, card)
                   for card in reachable)

    def answer(self, view: View, seat: Seat) -> Action:
        offer = view["offer"]
        if self.wants(view, seat, offer["card"], offer["price"]):
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
        if "route" in kinds:  # the way that leaves the fewest points to its goal
            return min((a for a in legal if a["type"] == "route"), key=lambda a: a["left"])
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


# The searching AI, in simulated actions per decision and actions a playout runs before the
# judge (judge.py) weighs the position (in the eruption on to the start of a turn, the
# positions its judge was fitted to): within 1 s CPU at the median and 2 s at the 99th
# percentile on the 2-core machine (bench/search_bench.py, docs/benchmarks.md). An eruption
# action costs about ten times a track action (the routes around the fallen quarters), so it
# counts ten against the budget, also in a playout from the track that runs into the
# eruption. The judge reads the eruption's distances well, so the eruption searches shorter
# playouts; so does the late track, once a pawn is past the last FORTUNA or in the city
# (ULTIMA DIE may come early in a playout).
SEARCH_BUDGET = 5000
SEARCH_HORIZON = 60
CITY_BUDGET = 2500
CITY_HORIZON = 40
ERUPTION_BUDGET = 5000
ERUPTION_HORIZON = 15
ERUPTION_WEIGHT = 10
# Candidates per decision: a rescue may name any of a handful of clients, or head out, or wait.
SEARCH_WIDTH = 8
# Never searched: offers to other players and their withdrawal (the heuristic never makes
# one) and sales to the bank outside a debt (half the price): they only thinned the budget.
UNSEARCHED = frozenset({"offer", "withdraw"})
ENTER: Action = {"type": "enter"}


def weight(state: State) -> int:
    return ERUPTION_WEIGHT if state["phase"] == "eruption" else 1


def ranked(game: Game, state: State, seat: Seat, legal: list[Action]) -> list[Action]:
    """The seat's actions, the plain ones first (roll, back, enter, end the turn, flee ...),
    then cards by what they are worth to the seat, rescues by the client's price and routes
    by the points they leave to their goal: the candidates beside the heuristic's choice."""
    view = game.view(state, seat)
    prices = load().cards

    def order(action: Action) -> float:
        kind = action["type"]
        if kind in ("buy", "fortuna"):
            return -worth(view, seat, action["card"])
        if kind == "combine":
            return -float(prices[action["person"]].price)
        if kind == "rescue":
            return -float(prices[action["card"]].price)
        if kind == "route":
            return float(action["left"])
        return -1e9

    return sorted(legal, key=order)


SETTINGS: dict[str, object] = {"width": SEARCH_WIDTH, "judge": judge, "cut": cut,
                               "weight": weight, "rank": ranked}
_EruptionSearch = search_agent(HeuristicAgent, budget=ERUPTION_BUDGET, horizon=ERUPTION_HORIZON,
                               **SETTINGS)
_CitySearch = search_agent(HeuristicAgent, budget=CITY_BUDGET, horizon=CITY_HORIZON, **SETTINGS)


class SearchAgent(search_agent(HeuristicAgent, budget=SEARCH_BUDGET,  # type: ignore[misc]
                               horizon=SEARCH_HORIZON, **SETTINGS)):
    """The searching AI over the heuristic, offered only the choices worth searching, with
    the eruption's own budget and horizon, and the city's once someone may enter it."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.eruption = _EruptionSearch(seed)
        self.city = _CitySearch(seed)

    def choose(self, game: Game, state: State, seat: Seat, legal: list[Action]) -> Action:
        in_debt = state["debt"] is not None
        focus = [a for a in legal if a["type"] not in UNSEARCHED
                 and (in_debt or a["type"] != "sell")] or legal
        if state["phase"] == "eruption":
            return self.eruption.choose(game, state, seat, focus)
        last_fortuna = load().fortuna[-1]
        if any(info["status"] == CITY or info["pos"] > last_fortuna for info in state["seats"]):
            # ULTIMA DIE may come before a playout ends, and the judge was fitted to games
            # whose pawns were hardly ever left behind: it cannot see that risk, so where the
            # heuristic enters the city the seat enters unsearched (cash still on the track
            # counts in the judge, in the city it does not: the search stayed out and was
            # left behind), and a step back is searched only where the heuristic takes it.
            heuristic = HeuristicAgent(0)
            if heuristic.choose(game, state, seat, legal) == ENTER:
                return ENTER
            if not heuristic.goes_back(game.view(state, seat), seat):
                focus = [a for a in focus if a["type"] != "back"] or focus
            return self.city.choose(game, state, seat, focus)
        return super().choose(game, state, seat, focus)


AGENTS: dict[str, type[Agent]] = {
    "heuristic": HeuristicAgent, "search": SearchAgent, "random": RandomAgent,
}
