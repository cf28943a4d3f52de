"""The heuristic AI. Reads hidden information only through ``game.view(state, seat)``;
the ship plan and the card list are public, so it reads those from the data file.

Its play, in short:
* Rescue: find the best room where its pawn and Doctor Lucky can meet this turn, in sight
  of another player, using the free step and at most two move cards, with its best aid card
  there. Try it when the value beats the failure points the others are likely to hold.
* Otherwise snoop and draw, stepping into the room the Doctor visits next (so the Doctor
  hands it the next turn) and keeping out of sight of that room when it cannot.
* Reaction: foil only as much as it must; pass when the players after it probably hold
  enough failure points.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from itertools import permutations
from typing import Any, ClassVar

from engine.core.ai import Agent
from engine.core.protocol import Action, Game, Seat, State
from engine.core.search import Arm, other_actions
from engine.core.search import SearchAgent as Searching
from engine.doctor_lucky.data import AID, FAIL, MOVE, card_arg, card_kind, load
from engine.doctor_lucky.inference import failure_caps, narrow, spread_points, total_failure_points
from engine.doctor_lucky.judge import judge
from engine.doctor_lucky.ship import Flooded, ship
from engine.doctor_lucky.turn import send_rooms

Plan = list[Action]
Step = tuple[str, ...]


def expected_failure_points(view: dict[str, Any], seats: list[Seat]) -> float:
    """Failure points ``seats`` probably hold: the unseen points spread over unseen cards."""
    own = sum(int(card_arg(c)) for c in view["hand"] if card_kind(c) == FAIL)
    unseen_points = total_failure_points() - view["discard"]["failure_points"] - own
    return spread_points(unseen_points, view["hand_counts"], view["viewer"],
                         sum(d["pile"] for d in view["decks"]), seats)


class HeuristicAgent(Agent):
    name = "heuristic"
    titles: ClassVar[Mapping[str, str]] = {"en": "Heuristic", "de": "Heuristik"}

    # Try a rescue when its value is at least this share of the expected failure points.
    boldness = 0.9
    # ... or when it is worth at least this much, to drain the others' failure cards.
    probe_value = 1
    # ... using at most this many move cards for such a draining attempt.
    probe_cards = 1
    # A reactor passes when the players after it probably hold this many times the points
    # still needed.
    pass_share = 1.5

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.plan: Plan = []

    def choose(self, game: Game, state: State, seat: Seat, legal: list[Action]) -> Action:
        view = game.view(state, seat)
        if seat not in view["to_act"]:
            # Not waited for: with the penalty rules on, giving a penalty is all a seat may
            # do out of turn. The platform only asks the seats in waiting_for to move.
            return legal[0]
        if view["phase"] == "reaction":
            return self.react(view, legal)
        while self.plan:
            step = self.plan.pop(0)
            if step in legal:
                return step
            self.plan = []
        plan = self.rescue_plan(view, seat)
        if plan:
            self.plan = plan[1:]
            if plan[0] in legal:
                return plan[0]
            self.plan = []
        if view["turn"]["mode"] == "active":
            return {"type": "end_turn"}
        return self.snoop(view, seat, legal)

    # --- rescuing ---------------------------------------------------------------------
    def rescue_plan(self, view: dict[str, Any], seat: Seat) -> Plan:
        plan = ship()
        data = load()
        gone: Flooded = frozenset(view["flooded"])
        me, doctor = view["pawns"][seat], view["doctor"]
        hand = view["hand"]
        moves = sorted({card_arg(c) for c in hand if card_kind(c) == MOVE})
        aids = sorted({card_arg(c) for c in hand if card_kind(c) == AID})
        free_step = not view["turn"]["free_step_used"]
        others = [s for s in range(view["players"]) if s != seat]

        def reach(card: str, start: str) -> tuple[str, ...]:
            return send_rooms(card, start, gone)

        # Ways to bring my pawn to a room: room -> (cards used, steps). A step is a tuple
        # (("step", room) or ("send", card, who, room)), made an action only for the plan.
        Ways = dict[str, list[tuple[frozenset[str], tuple[Step, ...]]]]
        # Ways to bring the Doctor to a room, first: only those rooms matter for my pawn
        # (keeping the rest changed no plan and cost most of a playout's time).
        his: Ways = {doctor: [(frozenset(), ())]}

        def add(table: Ways, room: str, used: frozenset[str], steps: tuple[Step, ...]) -> None:
            table.setdefault(room, []).append((used, steps))

        for card in moves:
            for r in reach(card, doctor):
                add(his, r, frozenset([card]), (("send", card, "doctor", r),))
        # Where a rescue could happen: rooms the Doctor can reach in sight of another player.
        meeting = {room for room in his
                   if any(plan.sees(view["pawns"][s], room, gone) for s in others)}
        near: dict[str, tuple[str, ...]] = {}
        landing: dict[tuple[str, str], tuple[str, ...]] = {}

        def steps_to(start: str) -> tuple[str, ...]:
            """The rooms one free step from ``start`` that are meeting rooms."""
            if start not in near:
                near[start] = tuple(r for r in plan.neighbours(start, gone) if r in meeting)
            return near[start]

        def reach_to(card: str, start: str) -> tuple[str, ...]:
            """The meeting rooms the move card takes my pawn to from ``start``."""
            if (card, start) not in landing:
                landing[card, start] = tuple(r for r in reach(card, start) if r in meeting)
            return landing[card, start]

        mine: Ways = {me: [(frozenset(), ())]}
        if free_step:
            for n in steps_to(me):
                add(mine, n, frozenset(), (("step", n),))
        for card in moves:
            one = frozenset([card])
            for r in reach(card, me):
                if r in meeting:
                    add(mine, r, one, (("send", card, "self", r),))
                if free_step:
                    for n in steps_to(r):
                        add(mine, n, one, (("send", card, "self", r), ("step", n)))
            if free_step:
                for n in plan.neighbours(me, gone):
                    for r in reach_to(card, n):
                        add(mine, r, one, (("step", n), ("send", card, "self", r)))
        for a, b in permutations(moves, 2):
            both = frozenset([a, b])
            for r in reach(a, me):
                for r2 in reach_to(b, r):
                    add(mine, r2, both, (("send", a, "self", r), ("send", b, "self", r2)))

        best: tuple[float, int, tuple[Step, ...], str | None] | None = None
        expected = expected_failure_points(view, others)
        # Sorted: a set of rooms would go round in an order that changes with the process.
        for room in sorted(set(mine) & meeting):
            value, aid = 1, None
            for key in aids:
                aid_card = data.aids[key]
                v = aid_card.bonus_value if room == aid_card.bonus_room else aid_card.value
                if v > value:
                    value, aid = v, key
            if best is not None and value <= best[0]:
                continue  # even without a card it cannot beat the best so far
            for used_me, acts_me in mine[room]:
                for used_doc, acts_doc in his[room]:
                    if used_me & used_doc:
                        continue
                    score = value - 0.3 * (len(used_me) + len(used_doc))
                    if best is None or score > best[0]:
                        best = (score, value, (*acts_doc, *acts_me), aid)
        if best is None:
            return []
        _, value, steps, aid = best
        actions: Plan = [{"type": "step", "room": s[1]} if s[0] == "step"
                         else {"type": "send", "card": s[1], "who": s[2], "room": s[3]}
                         for s in steps]
        actions.append({"type": "rescue", "aid": aid})
        if value >= self.boldness * expected:
            return actions
        # Unlikely to work: still worth a cheap try with the best aid card, which makes the
        # others burn as many failure points (simulation: better than keeping the aid card).
        cards_used = sum(s[0] == "send" for s in steps)
        if value >= self.probe_value and cards_used <= self.probe_cards:
            return actions
        return []

    # --- snooping ---------------------------------------------------------------------
    def snoop(self, view: dict[str, Any], seat: Seat, legal: list[Action]) -> Action:
        plan = ship()
        gone: Flooded = frozenset(view["flooded"])
        nxt = plan.doctor_next(view["doctor"], gone)
        snoops = [a for a in legal if a["type"] == "snoop"]
        drawing = [a for a in snoops if a["draw"]] or snoops

        def score(action: Action) -> float:
            room = action["room"]
            if room == nxt:
                return 10.0
            s = 0.0
            if plan.sees(room, nxt, gone):
                s -= 3.0
            near = plan.within_steps(room, 2, gone)
            s += 1.0 if nxt in near else 0.0
            return s + self.rng.random() * 0.5

        return max(drawing, key=score)

    # --- reacting ---------------------------------------------------------------------
    def react(self, view: dict[str, Any], legal: list[Action]) -> Action:
        rescue = view["rescue"]
        needed = rescue["needed"]
        fails = sorted(a["points"] for a in legal if a["type"] == "fail")
        can_pass = {"type": "pass"} in legal
        if not fails:
            return {"type": "pass"} if can_pass else legal[0]
        order = rescue["order"]
        later = order[order.index(rescue["waiting_for"]) + 1 :]
        expected_later = expected_failure_points(view, later)
        if can_pass and expected_later >= needed * self.pass_share:
            return {"type": "pass"}
        enough = [p for p in fails if p >= needed]
        points = enough[0] if enough else fails[-1]
        return {"type": "fail", "points": points}


class ProbingAgent(HeuristicAgent):
    """The searching seat's own policy: the heuristic, but probing with up to two move cards.
    Nearly every game is won by an attempt a reactor lets through, so attempts are what a
    seat's chances are made of: in 4,000 games against three heuristic seats it won 29.3%
    (95% interval 27.9-30.7%) against the heuristic's 24.0% in the same seat (README.md,
    "Searching AI")."""

    probe_cards = 2


class BoldPlanner(HeuristicAgent):
    """The heuristic's rescue planning without its odds: the best attempt it can reach this
    turn, however likely the others are to foil it. Its first move is one of the search's
    candidates, which weighs the odds in drawn positions."""

    boldness = 0.0


# The searching AI (bench/search_bench.py, docs/benchmarks.md): simulated actions per
# decision, about 0.7 CPU seconds at the median on the 2-core machine; playouts run to the
# end of the game (about 30 actions from a decision in the middle of one: cheaper than most
# games' ten, and the judge knows little); eight candidates shared out by successive halving;
# another move replaces its own policy's when it beats it by one standard error and 0.02.
SEARCH_HORIZON: int | None = None
SEARCH_BUDGET = 7000
SEARCH_WIDTH = 8
SEARCH_SURE = 1.0
SEARCH_MARGIN = 0.02


class SearchAgent(Searching):
    """The searching AI; it tries its own policy's choice (``ProbingAgent``) against the
    moves that matter first (the first move of the best attempt within reach, attempting a
    rescue, ending an active turn, where to snoop and draw, a step), then move cards drawn at
    random, never more than ``width`` in all. In its playouts the other seats play the
    heuristic, in positions drawn to fit what the reactors showed (``failure_caps``)."""

    policy = ProbingAgent
    opponents = HeuristicAgent
    budget = SEARCH_BUDGET
    horizon = SEARCH_HORIZON
    root = "halving"
    width = SEARCH_WIDTH
    sure = SEARCH_SURE
    margin = SEARCH_MARGIN

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.caps: dict[Seat, int] = {}
        self.bold: list[Action] = []

    def choose(self, game: Game, state: State, seat: Seat, legal: list[Action]) -> Action:
        view = game.view(state, seat)
        self.caps = failure_caps(view, HeuristicAgent.pass_share)
        self.bold = []
        if view["phase"] == "turn" and seat in view["to_act"]:
            plan = BoldPlanner(0).rescue_plan(view, seat)
            self.bold = plan[:1] if plan and plan[0] in legal else []
        return super().choose(game, state, seat, legal)

    def draw(self, game: Game, state: State, seat: Seat, world: int) -> State:
        sim = super().draw(game, state, seat, world)
        if self.caps:
            narrow(sim, seat, self.caps, world)
        return sim

    def evaluate(self, game: Game, state: State, seat: Seat) -> float:
        return judge(state, seat)

    def _candidates(self, first: Action, legal: list[Action], rng: random.Random,
                    ranked: bool = False) -> list[Arm]:
        if ranked:  # (a game's own ranking, ``rank``: Doctor Lucky has none)
            return super()._candidates(first, legal, rng, ranked)
        rest = other_actions(first, legal)
        bold = [a for a in self.bold if a in rest]
        if len(rest) >= self.width:
            drawing = any(a["type"] == "snoop" and a["draw"] for a in rest)
            first_tier = bold + [a for a in rest if a not in bold and (
                a["type"] in ("rescue", "end_turn")
                or (a["type"] == "snoop" and (a["draw"] or not drawing)))]
            others = [a for a in rest if a["type"] in ("step", "send") and a not in bold]
            room = max(0, self.width - 1 - len(first_tier))
            rest = first_tier[: self.width - 1] + rng.sample(others, min(room, len(others)))
        return [Arm(first), *(Arm(action) for action in rest)]


AGENTS: dict[str, type[Agent]] = {"heuristic": HeuristicAgent, "search": SearchAgent}
