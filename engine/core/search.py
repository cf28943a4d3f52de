"""A searching player for every game: information-set Monte Carlo search over the seat's own
choices, with the game's heuristic playing out every position it tries.

Each iteration draws a position consistent with what the seat sees
(``Game.resample_hidden`` from the seat's point of view: other hands, face-down decks, other
seats' pending secret picks and the dice are drawn anew, so it never uses what the seat cannot
see), plays one of the seat's candidate actions there and lets the heuristic play every seat
from then on, to the end or for ``horizon`` actions (then the game's ``evaluate`` judges the
position). UCB1 chooses which candidate the next iteration tries; the n-th try of every
candidate plays in the same n-th drawn position, so candidates are compared on the same deals.
The heuristic's own choice is the first candidate and is kept unless another one beat it on the
same positions by ``margin`` and beyond noise (``SURE`` standard errors of the paired
differences).

The budget is counted in simulated actions, never in seconds: the choice depends only on what
the seat sees and its seed, so it replays, and how long it thought tells nobody anything. Its
randomness is seeded from the agent's seed and the seat's view.
"""

from __future__ import annotations

import hashlib
import math
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import ClassVar, cast

from engine.core.ai import Agent
from engine.core.catalogue import Catalogue
from engine.core.protocol import Action, Game, Seat, State
from engine.core.state import to_json

TITLES = Catalogue(Path(__file__).with_name("options.toml"))

# A game's judge of a playout cut short: what the position is worth to the seat, in [0, 1].
Judge = Callable[[State, Seat], float]
# A game's ranking of the seat's legal actions, most promising first, or None: no ranking.
Ranking = Callable[[Game, State, Seat, list[Action]], list[Action] | None]

@dataclass
class Limits:
    """Every game's search budget is multiplied by ``scale`` (a faster machine affords more,
    a slower one less); ``horizon`` cuts every playout short (the tests make both small)."""

    scale: float = 1.0
    horizon: int | None = None


LIMITS = Limits()
# Standard errors by which another action must beat the heuristic's before it is played.
SURE = 1.5


def set_limits(scale: float = 1.0, horizon: int | None = None) -> None:
    """Set :data:`LIMITS`. They change what the searching AI plays, so a host sets them
    once at start-up (replays of a game stay the same only under the same limits)."""
    if not scale > 0 or (horizon is not None and horizon < 1):
        raise ValueError("the search budget scale must be positive, the horizon at least 1")
    LIMITS.scale, LIMITS.horizon = float(scale), horizon


@dataclass
class Arm:
    """One candidate action at the root and what its playouts scored."""

    action: Action
    # The value of each try; the n-th try of every arm played in the same drawn position.
    values: list[float] = field(default_factory=list)

    @property
    def visits(self) -> int:
        return len(self.values)

    @property
    def mean(self) -> float:
        return sum(self.values) / len(self.values) if self.values else 0.0

    def beats(self, other: Arm, sure: float = SURE) -> float:
        """How surely this arm beats ``other`` on the positions both were tried in: the
        mean paired difference less ``sure`` standard errors (> 0: better beyond noise)."""
        diffs = [a - b for a, b in zip(self.values, other.values, strict=False)]
        if len(diffs) < 3:
            return -1.0
        mean = sum(diffs) / len(diffs)
        spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1))
        return mean - sure * spread / math.sqrt(len(diffs))


class SearchAgent(Agent):
    """Subclassed by each game's agents.py with its heuristic as ``policy``."""

    name = "search"
    titles: ClassVar[Mapping[str, str]] = {
        lang: TITLES.say("ai.search", lang) for lang in ("en", "de")}
    # The game's heuristic: the first candidate and the player of every playout.
    policy: ClassVar[type[Agent]]
    # Who plays the other seats in a playout; None: ``policy`` (a game whose searching seat
    # plays a bolder policy than the heuristic still expects the others to play the heuristic).
    opponents: ClassVar[type[Agent] | None] = None
    # Simulated actions per decision (before the scale), calibrated to about half a CPU
    # second on the 2-core machine (docs/benchmarks.md).
    budget: ClassVar[int] = 1500
    # Actions a playout runs before ``evaluate`` judges the position; None: to the end.
    horizon: ClassVar[int | None] = None
    # At most this many candidates are searched: the heuristic's choice and the rest drawn.
    width: ClassVar[int] = 6
    exploration: ClassVar[float] = 0.5
    # Another candidate replaces the heuristic's choice only when its mean beats it by this.
    margin: ClassVar[float] = 0.03
    # Standard errors by which it must beat it (a game whose playouts judge well may ask less).
    sure: ClassVar[float] = SURE
    # How the budget is shared among the candidates: "ucb" (UCB1) or "halving" (successive
    # halving, every candidate the same drawn positions).
    root: ClassVar[str] = "ucb"
    # What drawing a position, starting the playout's players and judging it cost, counted in
    # simulated actions (measured: 0.4-0.7 of an action in Doctor Lucky, Trepanation and
    # Pompeii, 2.3 in Ladies & Gentlemen; docs/benchmarks.md), so many short playouts cannot
    # run over the time a budget stands for.
    try_cost: ClassVar[int] = 1
    # Where a playout past the horizon may stop: None, at once; else it plays on until the
    # position is one the game's judge reads well (e.g. the start of a day).
    cut: ClassVar[Callable[[State], bool] | None] = None
    # What one simulated action in a position counts against the budget, where a game's
    # actions cost very different CPU by stage (None: one each), so the budget stays a time.
    weight: ClassVar[Callable[[State], int] | None] = None

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.seed = seed

    # --- what a game may tune ----------------------------------------------------------
    def outcome(self, game: Game, state: State, seat: Seat) -> float:
        """What a finished game is worth to ``seat``: its share of the win, plus a little
        for a better place, in [0, 1]."""
        result = game.result(state)
        share = 1.0 / len(result.winners) if seat in result.winners else 0.0
        ranks = [line.rank for line in result.scores]
        mine = next((line.rank for line in result.scores if line.seat == seat), 0)
        spread = max(ranks) - min(ranks) if ranks else 0
        place = (max(ranks) - mine) / spread if spread else 0.5
        return 0.8 * share + 0.2 * place

    def evaluate(self, game: Game, state: State, seat: Seat) -> float:
        """What an unfinished position is worth to ``seat`` when a playout stops at the
        horizon; :func:`search_agent` puts the game's judge here. Without one, 0.5: it
        knows nothing."""
        return 0.5

    # --- choosing ----------------------------------------------------------------------
    def choose(self, game: Game, state: State, seat: Seat, legal: list[Action]) -> Action:
        rng = random.Random(self._seed_for(game, state, seat))
        first = self.policy(rng.getrandbits(31)).choose(game, state, seat, legal)
        ranked = self.rank(game, state, seat, legal)
        arms = self._candidates(first, legal if ranked is None else ranked, rng,
                                ranked is not None)
        if len(arms) == 1:
            return first
        budget = int(self.budget * LIMITS.scale)
        worlds: list[int] = []

        def tried(arm: Arm) -> int:
            """Try ``arm`` in its next drawn position; what the try cost."""
            if arm.visits == len(worlds):
                worlds.append(rng.getrandbits(62))
            value, used = self._playout(game, state, seat, arm.action, worlds[arm.visits])
            arm.values.append(value)
            return used + self.try_cost

        if self.root == "halving":
            self._halve(arms, budget, tried)
        else:
            spent = 0
            while spent < budget:
                spent += tried(self._pick(arms))
        surest = max(arms[1:], key=lambda a: a.beats(arms[0], self.sure))
        if surest.beats(arms[0], self.sure) > 0 and surest.mean >= arms[0].mean + self.margin:
            return surest.action
        return first

    @staticmethod
    def _halve(arms: list[Arm], budget: int, tried: Callable[[Arm], int]) -> None:
        """Successive halving: every round shares its part of the budget evenly among the
        arms still in (each tried in the same drawn positions), then the worse half by mean
        drops out; the heuristic's choice always stays, to be compared with at the end."""
        alive = list(arms)
        rounds = max(1, math.ceil(math.log2(len(arms))))
        spent = 0
        for done in range(rounds):
            share = (budget - spent) // (rounds - done)
            used = 0
            while used < share:
                for arm in alive:
                    used += tried(arm)
            spent += used
            ranked = sorted(alive[1:], key=lambda a: -a.mean)
            alive = [alive[0], *ranked[: max(1, len(alive) // 2 - 1)]]
        while spent < budget:
            for arm in alive:
                spent += tried(arm)

    def free_action(self, game: Game, state: State, seat: Seat,
                    legal: list[Action]) -> Action | None:
        """What the heuristic does when the game is not waiting for the seat (answering an
        offer): searching that would mean guessing when the others move."""
        rng = random.Random(self._seed_for(game, state, seat))
        return self.policy(rng.getrandbits(31)).free_action(game, state, seat, legal)

    def _seed_for(self, game: Game, state: State, seat: Seat) -> int:
        """From the agent's seed and what the seat sees: never from what it cannot."""
        seen = to_json([self.seed, seat, game.view(state, seat)])
        return int.from_bytes(hashlib.blake2b(seen.encode(), digest_size=8).digest(), "big")

    def rank(self, game: Game, state: State, seat: Seat,
             legal: list[Action]) -> list[Action] | None:
        """The legal actions most promising first, when the game ranks them
        (:func:`search_agent`'s ``rank``): the search then tries the best few besides the
        heuristic's choice. None: it tries others drawn at random."""
        return None

    def _candidates(self, first: Action, legal: list[Action], rng: random.Random,
                    ranked: bool = False) -> list[Arm]:
        rest = other_actions(first, legal)
        if ranked:
            rest = rest[: self.width - 1]
        elif len(rest) >= self.width:
            rest = rng.sample(rest, self.width - 1)
        return [Arm(first), *(Arm(action) for action in rest)]

    def _pick(self, arms: list[Arm]) -> Arm:
        for arm in arms:
            if arm.visits == 0:
                return arm
        total = math.log(sum(arm.visits for arm in arms))
        return max(arms, key=lambda a: a.mean + self.exploration * math.sqrt(total / a.visits))

    def draw(self, game: Game, state: State, seat: Seat, world: int) -> State:
        """The position a playout plays in, drawn from ``world``: the game's
        ``resample_hidden``. A game's searching player may narrow the draw with what its
        seat has seen (how the others answered in public), never with what it has not."""
        return game.resample_hidden(state, seat, world)

    def _playout(self, game: Game, state: State, seat: Seat, action: Action,
                 world: int) -> tuple[float, int]:
        """Play ``action`` in the position drawn from ``world``, then the heuristic on every
        seat; the value for ``seat`` and the number of actions simulated."""
        sim = self.draw(game, state, seat, world)
        game._apply(sim, seat, action)
        others = self.opponents or self.policy
        players = [(self.policy if n == seat else others)((world + n) & 0x7FFFFFFF)
                   for n in range(game.players(sim))]
        steps = 1
        horizons = [h for h in (self.horizon, LIMITS.horizon) if h is not None]
        horizon = min(horizons) if horizons else 5000
        cut, weight = type(self).cut, type(self).weight
        used = 1 if weight is None else weight(state)
        while not game.is_over(sim):
            if steps > horizon and (cut is None or cut(sim)):
                return self.evaluate(game, sim, seat), used
            waiting = game.waiting_for(sim) or game.to_act(sim)
            mover = waiting[0]
            moves = game.legal_actions(sim, mover)
            used += 1 if weight is None else weight(sim)
            game._apply(sim, mover, players[mover].choose(game, sim, mover, moves))
            steps += 1
        return self.outcome(game, sim, seat), used


def other_actions(first: Action, legal: list[Action]) -> list[Action]:
    """The legal actions besides ``first``, each once, in their order."""
    rest: list[Action] = []
    for action in legal:
        if action != first and action not in rest:
            rest.append(action)
    return rest


def fitted_chances(rows: Sequence[Sequence[float]], weights: Sequence[float]) -> list[float]:
    """Each seat's chance to win by a conditional logit: ``weights`` (fitted by
    bench/judge_fit.py) over each seat's row of features."""
    scores = [sum(w * x for w, x in zip(weights, row, strict=True)) for row in rows]
    top = max(scores)
    odds = [math.exp(score - top) for score in scores]
    whole = sum(odds)
    return [chance / whole for chance in odds]


def lead_value(scores: Sequence[float], seat: Seat, spread: float) -> float:
    """A judge's usual answer: the seat's lead over the best other seat (negative when
    behind), squashed into (0, 1); a lead of ``spread`` is worth about 0.73."""
    best_other = max(score for other, score in enumerate(scores) if other != seat)
    lead = (scores[seat] - best_other) / spread
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, lead))))


def search_agent(policy: type[Agent], **tuning: object) -> type[SearchAgent]:
    """A game's searching player over its heuristic ``policy`` (``tuning`` overrides the
    budget, horizon, width, exploration, margin, root, try_cost, sure, cut, weight, rank,
    opponents or judge)."""
    unknown = set(tuning) - {"budget", "horizon", "width", "exploration", "margin", "judge",
                             "root", "try_cost", "sure", "cut", "weight", "rank", "opponents"}
    if unknown:
        raise TypeError(f"unknown search settings: {', '.join(sorted(unknown))}")
    if tuning.get("root", "ucb") not in ("ucb", "halving"):
        raise ValueError(f"the search's root is 'ucb' or 'halving', not {tuning['root']!r}")
    settings: dict[str, object] = {"policy": policy, **tuning}
    if settings.get("cut") is not None:
        settings["cut"] = staticmethod(cast(Callable[[State], bool], settings["cut"]))
    if settings.get("weight") is not None:
        settings["weight"] = staticmethod(cast(Callable[[State], int], settings["weight"]))
    ranking = settings.pop("rank", None)
    if ranking is not None:
        order = cast(Ranking, ranking)

        def rank(self: SearchAgent, game: Game, state: State, seat: Seat,
                 legal: list[Action]) -> list[Action] | None:
            return order(game, state, seat, legal)

        settings["rank"] = rank
    judge = settings.pop("judge", None)
    if judge is not None:
        weigh = cast(Judge, judge)

        def evaluate(self: SearchAgent, game: Game, state: State, seat: Seat) -> float:
            return weigh(state, seat)

        settings["evaluate"] = evaluate
    return type("SearchAgent", (SearchAgent,), dict(settings))
