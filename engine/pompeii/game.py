"""Pompeii: The Last Days as a tablehost game: the protocol's rule verbs over the rule
modules.

Modules: ``data`` (the data file), ``setup`` (a new game), ``track`` (phase 1), ``trade``
(selling), ``vita`` (phase 2), ``eruption`` (phase 3), ``flow`` (turns and the end),
``moves`` (what a seat may do now), ``city`` (paths on the plan), ``table`` (reading a
position), ``view`` (what a seat sees), ``hidden`` (what nobody has seen, drawn anew),
``words`` (everything said), ``agents`` (built-in players).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from engine.core.protocol import (
    Action,
    Event,
    Game,
    OptionSpec,
    Result,
    ScoreLine,
    Seat,
    State,
    Traits,
    Words,
)
from engine.pompeii import hidden, moves
from engine.pompeii.data import load
from engine.pompeii.eruption import apply_plan, draw_vesuvius
from engine.pompeii.flow import check_end, main_seat, next_turn
from engine.pompeii.setup import SHUFFLED, ULTIMA, WINDOW, new_state
from engine.pompeii.table import value_saved
from engine.pompeii.track import apply_track, roll
from engine.pompeii.trade import apply_answer, apply_sale, lapse, lapse_if_moved
from engine.pompeii.view import view
from engine.pompeii.vita import draw_vita, pay
from engine.pompeii.words import PompeiiWords, result_summary, say, tiebreaks

# The rulebook shuffles the Vita Romana deck; the window keeps phase 2 going a while.
ULTIMA_OPTION = OptionSpec(ULTIMA, say("option.ultima.label"), (SHUFFLED, WINDOW), SHUFFLED,
                           PompeiiWords().option_help_text("en"))


PLAIN_WORDS, BACK = moves.PLAIN_WORDS, moves.WORDS["back"]
# The moves after which a card may have another owner (the open offer's parties' cards are
# compared only then).
CARDS_CHANGE_HANDS = frozenset(("buy", "fortuna", "sell", "accept"))


class Pompeii(Game):
    key: ClassVar[str] = "pompeii"
    name: ClassVar[str] = "Pompeii: The Last Days"
    min_players: ClassVar[int] = load().rules.min_players
    max_players: ClassVar[int] = load().rules.max_players
    # No hands: money, cards and pawns are open to all, only the decks' order is hidden
    # (from everyone alike). One seat decides at a time; an offer's buyer answers whenever.
    traits: ClassVar[Traits] = Traits(simultaneous=False, hidden_information=False, teams=False,
                                      turn_pictures=False)
    words: ClassVar[Words] = PompeiiWords()
    default_ai: ClassVar[str | None] = "heuristic"
    options: ClassVar[tuple[OptionSpec, ...]] = (ULTIMA_OPTION,)

    def setup(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> State:
        self.check_players(players)
        return new_state(load(), players, seed, self.resolve_options(options))

    def to_act(self, state: State) -> list[Seat]:
        """The seat the game waits for first, then the buyer and the seller of an open
        offer: they may answer or withdraw it at any time."""
        if state["phase"] == "over":
            return []
        seats = [main_seat(state)]
        offer = state["offer"]
        if offer is not None:
            seats += [s for s in (offer["buyer"], offer["seller"]) if s not in seats]
        return seats

    def waiting_for(self, state: State) -> list[Seat]:
        if state["phase"] == "over":
            return []
        debt = state["debt"]
        return [state["current"] if debt is None else debt["seat"]]  # main_seat, once a move

    legal_actions = staticmethod(moves.legal_actions)
    legal_of_type = staticmethod(moves.legal_of_type)

    def is_legal(self, state: State, seat: Seat, action: Action) -> bool:
        return moves.allows(state, seat, action)

    def apply(self, state: State, seat: Seat, action: Action,
              legal: Sequence[Action] | None = None) -> list[Event]:
        """``Game.apply`` in fewer calls: nearly a thousand moves a game. Ending a turn and
        rolling (two thirds of a random game's moves) are checked here."""
        if legal is not None:
            if action not in legal:
                self.check_legal(state, seat, action, legal)
        # a plain word of the seat on the track (its stage is never that of a game over)
        elif not (action in PLAIN_WORDS.get(state["turn"]["stage"], ())
                  and seat == state["current"] and type(seat) is int and state["debt"] is None
                  and (action != BACK or state["seats"][seat]["pos"] > 0)
                  ) and not moves.allows(state, seat, action):
            super().check_legal(state, seat, action)
        return self._apply(state, seat, action)

    def check_legal(self, state: State, seat: Seat, action: Action,
                    legal: Sequence[Action] | None = None) -> None:
        if legal is None and moves.allows(state, seat, action):
            return
        super().check_legal(state, seat, action, legal)

    def _apply(self, state: State, seat: Seat, action: Action) -> list[Event]:
        kind = action["type"]
        if kind == "end_turn":  # nobody's cash, cards or pawn change: an open offer stands
            return [{"type": "turn_ended", "seat": seat}, *next_turn(state)]
        if kind == "roll" or kind == "back":
            events = roll(state, seat, kind == "back")
            offer = state["offer"]
            # only the roller's pawn moved (the offer was checked after every move)
            if (offer is not None and (seat == offer["seller"] or seat == offer["buyer"])
                    and events[1]["from"] != events[1]["to"]):
                events += lapse(state)
            return events
        stage = state["turn"]["stage"]
        if kind in ("accept", "refuse"):
            events = apply_answer(state, seat, action)
        elif kind in ("sell", "offer", "withdraw"):
            events = apply_sale(state, seat, action)
            if kind == "offer":
                return events  # the standings were just taken
        elif state["debt"] is not None:  # the only other debt action
            events = pay(state)
            events += self._after_vita(state)
        elif stage in ("start", "landed"):
            events = apply_track(state, seat, action)
        elif stage == "vita":
            events = draw_vita(state, seat)
            events += self._after_vita(state)
        elif stage == "draw":
            events = draw_vesuvius(state, seat)
            if not state["seats"][seat]["alive"]:
                state["turn"]["stage"] = "end"
            events += self._after_eruption_step(state)
        else:  # plan, onward, route
            events = apply_plan(state, seat, action)
            events += self._after_eruption_step(state)
        if state["offer"] is not None:
            events += lapse_if_moved(state, kind in CARDS_CHANGE_HANDS)
        return events

    def _after_vita(self, state: State) -> list[Event]:
        if state["debt"] is not None or state["phase"] != "life":
            return []
        return next_turn(state)

    def _after_eruption_step(self, state: State) -> list[Event]:
        events = check_end(state)
        if events or state["turn"]["stage"] != "end":
            return events
        return next_turn(state) + check_end(state)

    def timeout_action(self, state: State, seat: Seat) -> Action | None:
        legal = self.legal_actions(state, seat)
        for fallback in ({"type": "end_turn"}, {"type": "roll"}, {"type": "draw"},
                         {"type": "pay"}, {"type": "carry"}, {"type": "stay"},
                         {"type": "flee"}, {"type": "wait"}, {"type": "refuse"},
                         {"type": "withdraw"}):
            if fallback in legal:
                return fallback
        return next((a for a in legal if a["type"] == "route"), None)

    def is_over(self, state: State) -> bool:
        return state["phase"] == "over"

    def result(self, state: State, lang: str = "en") -> Result:
        keys = {
            seat: (value_saved(state, seat), len(info["saved"]), info["cash"])
            for seat, info in enumerate(state["seats"])
        }
        order = sorted(keys, key=lambda s: (keys[s], -s), reverse=True)
        lines: list[ScoreLine] = []
        for seat in order:
            rank = 1 + sum(1 for other in keys if keys[other] > keys[seat])
            value, count, cash = keys[seat]
            lines.append(ScoreLine(seat, value, {"saved_value": value, "saved_persons": count,
                                                 "cash": cash}, rank))
        winners = [line.seat for line in lines if line.rank == 1 and keys[line.seat][0] > 0]
        return Result(winners, lines, tiebreaks(keys, winners, lang),
                      result_summary(state, winners, lang))

    def view(self, state: State, viewer: Seat | None) -> dict[str, Any]:
        return view(state, viewer)

    def resample_hidden(self, state: State, viewer: Seat | None, seed: int) -> State:
        return hidden.resample_hidden(state, viewer, seed)

    def start_order(self, state: State) -> list[Seat]:
        players = state["players"]
        return [(state["first"] + i) % players for i in range(players)]

    def usage_stats(self, state: State) -> dict[str, dict[str, int]]:
        stats: dict[str, dict[str, int]] = {}
        if state["end_reason"] is not None:
            stats["end_reason"] = {state["end_reason"]: 1}
        data = load()
        clients = sum(1 for n, owner in enumerate(state["owner"])
                      if owner is not None and data.cards[n].is_person
                      and state["seats"][owner]["status"] == "city")
        # every client of a player in the city counts, also those still waiting at the end
        stats["clients"] = {"saved": len(state["saved_cards"]), "lost": len(state["lost"]),
                            "total": clients}
        seats = state["seats"]
        stats["players"] = {
            "left_behind": sum(1 for s in seats if s["status"] == "out"),
            "died": sum(1 for s in seats if s["status"] == "city" and not s["alive"]),
            "survived": sum(1 for s in seats if s["status"] == "city" and s["alive"]),
        }
        stats["winner_colour"] = {}
        if self.is_over(state):
            for seat in self.result(state).winners:
                stats["winner_colour"][seats[seat]["colour"]] = 1
        return stats


GAME = Pompeii()
