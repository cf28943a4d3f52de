"""Ladies & Gentlemen as a tablehost game: the rule verbs.

Modules: ``table`` (roles, seats, card piles), ``setup`` (a new game, each day's refills),
``morning`` (artisan, window, the Stock Exchange), ``afternoon`` (the visit, shopping drafts,
business), ``evening`` (sharing, bills, carry), ``gossip`` (the variant's conditions),
``ball`` (final Elegance), ``flow`` (who acts, how the day moves on), ``view`` and
``hidden`` (secrets), ``words`` (everything said), ``agents`` (built-in players).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any, ClassVar

from engine.core.protocol import (
    Action,
    Event,
    Game,
    IllegalAction,
    OptionSpec,
    Result,
    ScoreLine,
    Seat,
    State,
    Traits,
    Words,
)
from engine.ladies_gentlemen import afternoon, evening, flow, morning
from engine.ladies_gentlemen.ball import gift_value
from engine.ladies_gentlemen.data import load
from engine.ladies_gentlemen.gossip import apply_gossip, gossip_actions, gossip_seats
from engine.ladies_gentlemen.hidden import resample_hidden
from engine.ladies_gentlemen.setup import new_state
from engine.ladies_gentlemen.view import view
from engine.ladies_gentlemen.words import LadiesGentlemenWords, result_summary, say

STOCK = OptionSpec("stock", say("option.stock.label"), ("sealed", "live"), "sealed",
                   say("option.stock.help"))
GOSSIP = OptionSpec("gossip", say("option.gossip.label"), ("off", "on"), "off",
                    say("option.gossip.help"))
PASSES = ("stop", "done", "refuse", "keep_window", "stock_stop")


class LadiesGentlemen(Game):
    key: ClassVar[str] = "ladies-gentlemen"
    name: ClassVar[str] = "Ladies & Gentlemen"
    min_players: ClassVar[int] = load().rules.min_players
    max_players: ClassVar[int] = load().rules.max_players
    # Ladies choose artisans, windows and (in the Afternoon) visits in secret rounds,
    # Gentlemen pick sealed
    # Stock tokens and everyone passes Gossip the same way; hands, purchases and money are
    # secret; a Lady and her Gentleman win or lose together.
    traits: ClassVar[Traits] = Traits(simultaneous=True, hidden_information=True, teams=True)
    words: ClassVar[Words] = LadiesGentlemenWords()
    options: ClassVar[tuple[OptionSpec, ...]] = (STOCK, GOSSIP)
    default_ai: ClassVar[str | None] = "heuristic"

    def setup(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> State:
        self.check_players(players)
        return new_state(load(), players, seed, self.resolve_options(options))

    def to_act(self, state: State) -> list[Seat]:
        """The seats the game waits for and, with Gossip on, every Lady who may still pass
        Gossip today (a free move: nobody waits for it)."""
        return sorted({*flow.to_act(state, load()), *gossip_seats(state)})

    def waiting_for(self, state: State) -> list[Seat]:
        return flow.to_act(state, load())

    def decided(self, state: State) -> list[Seat]:
        return flow.decided(state, load())

    def secret_round(self, state: State) -> bool:
        """Someone has chosen in secret and waits for the others, or a round of secret
        choices (the Ladies' step, the sealed Stock Exchange, passing Gossip) waits for more
        than one seat. A lone chooser's pick takes effect at once, like an open move; the
        afternoon, the bills and the live Stock Exchange are open moves."""
        if state["over"]:
            return False
        if self.decided(state):
            return True
        if state["phase"] == "morning":
            sealed = [] if morning.live(state) else morning.stock_waiting(state)
            return len(morning.ladies_waiting(state)) > 1 or len(sealed) > 1
        if morning.visiting(state):
            return len(morning.ladies_waiting(state)) > 1
        return False

    def legal_actions(self, state: State, seat: Seat) -> list[Action]:
        data = load()
        return flow.legal_actions(state, data, seat) + gossip_actions(state, data, seat)

    def is_legal(self, state: State, seat: Seat, action: Action) -> bool:
        if action["type"] in ("gossip", "no_gossip"):
            return action in gossip_actions(state, load(), seat)
        return flow.is_legal(state, load(), seat, action)

    def check_legal(self, state: State, seat: Seat, action: Action,
                    legal: Sequence[Action] | None = None) -> None:
        try:
            super().check_legal(state, seat, action, legal)
        except IllegalAction:
            # A seat that has chosen is no longer to act; it is told why, not "not your
            # turn".
            if (not state["over"] and isinstance(seat, int) and seat in self.decided(state)
                    and seat not in self.to_act(state)):
                raise IllegalAction(partial(self.words.explain_illegal, state, seat,
                                                    action)) from None
            raise

    def _apply(self, state: State, seat: Seat, action: Action) -> list[Event]:
        data = load()
        if action["type"] in ("gossip", "no_gossip"):
            # Passing her last original card may end her evening window choice.
            return apply_gossip(state, seat, action) + flow.advance(state, data)
        phase = state["phase"]
        if phase == "morning":
            if action["type"] == "stock":
                events = morning.apply_stock(state, data, seat, action)
            elif action["type"] == "stock_stop":
                events = morning.apply_stock_stop(state, data, seat)
            else:
                events = morning.apply_ladies(state, data, seat, action)
            if morning.morning_done(state):
                events += morning.start_visits(state)
        elif morning.visiting(state):
            events = morning.apply_ladies(state, data, seat, action)
            if not morning.visiting(state):
                events += afternoon.open_shops(state, data)
        elif phase == "afternoon":
            if action["type"] in ("take", "stop"):
                events = afternoon.apply_shop(state, data, seat, action)
            else:
                events = afternoon.apply_business(state, data, seat, action)
        else:
            events = evening.apply_evening(state, data, seat, action)
        return events + flow.advance(state, data)

    def timeout_action(self, state: State, seat: Seat) -> Action | None:
        sealed = not morning.live(state)
        for action in flow.legal_actions(state, load(), seat):  # Gossip is kept
            # A sealed Stock pick missed is made by the AI; a live one stops the search.
            if action["type"] in PASSES and not (sealed and action["type"] == "stock_stop"):
                return action
        return None

    def decision_seconds(self, state: State, seat: Seat) -> int | None:
        """The live Stock Exchange gives each pick a few seconds; nothing else is timed."""
        if (not state["over"] and state["phase"] == "morning" and morning.live(state)
                and seat in morning.stock_seats(state)):
            return load().rules.live_pick_seconds
        return None

    def teams(self, state: State) -> list[list[Seat]]:
        return [[2 * t, 2 * t + 1] for t in range(state["teams"])]

    def is_over(self, state: State) -> bool:
        return bool(state["over"])

    def result(self, state: State, lang: str = "en") -> Result:
        outcome = state["result"]
        scores = outcome["scores"]
        data = load()
        lines = []
        for seat in range(state["players"]):
            lady = seat if seat == state["courtesan"] else seat - seat % 2
            part = scores[str(lady)]
            breakdown = {"wardrobe": part["wardrobe"], "servants": part["servants"],
                         "gossip": -part["gossip"]}
            if seat != state["courtesan"]:
                breakdown["money"] = state["money"][seat // 2]
                if state["courtesan"] is not None:
                    breakdown["gifts"] = gift_value(data, state, seat // 2)
            lines.append(ScoreLine(seat, part["total"], breakdown))
        excluded = outcome["scandal_team"]
        winners = set(outcome["winners"])

        def key(line: ScoreLine) -> tuple[bool, bool, int, int, int]:
            out = excluded is not None and line.seat // 2 == excluded and (
                line.seat != state["courtesan"])
            money = line.breakdown.get("money", 0)
            return (line.seat not in winners, out, -line.total, -money, line.seat)

        lines.sort(key=key)
        rank = 0
        previous = None
        for n, line in enumerate(lines, 1):
            k = key(line)[:4]
            if k != previous:
                rank, previous = n, k
            line.rank = rank
        tiebreaks = [say("result.tie_money", lang)] if outcome["tiebreak"] else []
        return Result(sorted(winners), lines, tiebreaks, result_summary(outcome, lang),
                      teams=self.teams(state))

    def view(self, state: State, viewer: Seat | None) -> dict[str, Any]:
        return view(state, load(), viewer)

    def resample_hidden(self, state: State, viewer: Seat | None, seed: int) -> State:
        return resample_hidden(state, load(), viewer, seed)

    def usage_stats(self, state: State) -> dict[str, dict[str, int]]:
        return {group: dict(counts) for group, counts in state["stats"].items() if counts}


GAME = LadiesGentlemen()
