"""Save Doctor Lucky as a tablehost game: the rule verbs.

Modules: ``ship`` (walking, seeing, the Doctor's route), ``setup`` (a new game), ``turn``
(snoop or active turn), ``reaction`` (rescue attempts and the failure round), ``flow`` (whose
move, flooding, the Doctor's move, turn order), ``view`` (redaction), ``hidden`` (redrawing
what a seat cannot see), ``words`` (labels, log lines, refusals), ``agents`` (the heuristic
AI).
"""

from __future__ import annotations

from collections.abc import Mapping
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
from engine.doctor_lucky import hidden, view
from engine.doctor_lucky.data import load
from engine.doctor_lucky.flow import penalty_rules, waiting_for
from engine.doctor_lucky.reaction import apply_reaction, reaction_actions
from engine.doctor_lucky.setup import new_state
from engine.doctor_lucky.table import draw_deck
from engine.doctor_lucky.turn import apply_turn, is_turn_action, turn_actions
from engine.doctor_lucky.words import DoctorLuckyWords, result_summary, say

PENALTIES = OptionSpec(
    key="penalties",
    label=say("option.penalties.label"),
    choices=("off", "on"),
    default="off",
    help=say("option.penalties.help"),
)


class DoctorLucky(Game):
    key: ClassVar[str] = "doctor-lucky"
    name: ClassVar[str] = "Save Doctor Lucky"
    min_players: ClassVar[int] = load().rules.min_players
    max_players: ClassVar[int] = load().rules.max_players
    # Hands are secret, so menus are shown to their seat alone; every turn is one seat's.
    traits: ClassVar[Traits] = Traits(simultaneous=False, hidden_information=True, teams=False,
                                      scored=False, turn_pictures=False)
    words: ClassVar[Words] = DoctorLuckyWords()
    options: ClassVar[tuple[OptionSpec, ...]] = (PENALTIES,)

    def setup(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> State:
        self.check_players(players)
        return new_state(load(), players, seed, self.resolve_options(options))

    def to_act(self, state: State) -> list[Seat]:
        """The seat waited for first; with the penalty rules on, every other player too, who
        may give a penalty at any time."""
        waiting = waiting_for(state)
        if not waiting or not penalty_rules(state):
            return waiting
        return [*waiting, *(s for s in range(state["players"]) if s not in waiting)]

    def waiting_for(self, state: State) -> list[Seat]:
        return waiting_for(state)

    def legal_actions(self, state: State, seat: Seat) -> list[Action]:
        return self._legal(state, seat, None)

    def legal_of_type(self, state: State, seat: Seat, kind: str) -> list[Action]:
        return self._legal(state, seat, kind) if isinstance(kind, str) else []

    def is_legal(self, state: State, seat: Seat, action: Action) -> bool:
        if (state["phase"] != "reaction" and seat in waiting_for(state)
                and action["type"] != "penalty"):
            return is_turn_action(state, seat, action)
        return super().is_legal(state, seat, action)

    def _legal(self, state: State, seat: Seat, kind: str | None) -> list[Action]:
        """The legal actions of ``seat``, of type ``kind`` only when given."""
        waiting, penalties = waiting_for(state), penalty_rules(state)
        actions: list[Action] = []
        if seat in waiting:
            if state["phase"] == "reaction":
                actions = [a for a in reaction_actions(state, seat)
                           if kind in (None, a["type"])]
            else:
                actions = turn_actions(state, seat, kind)
        elif not (penalties and waiting and seat in range(state["players"])):
            return []  # not in to_act
        if penalties and kind in (None, "penalty"):
            actions += [
                {"type": "penalty", "target": t}
                for t in range(state["players"])
                if t != seat
            ]
        return actions

    def _apply(self, state: State, seat: Seat, action: Action) -> list[Event]:
        if action["type"] == "penalty":
            count = 2 if state["rescue"] is not None else 1
            state["penalties"][action["target"]] += count
            return [{"type": "penalty", "seat": action["target"], "count": count,
                     "reason": "table_talk", "by": seat}]
        if state["phase"] == "reaction":
            return apply_reaction(state, seat, action)
        return apply_turn(state, seat, action)

    def timeout_action(self, state: State, seat: Seat) -> Action | None:
        """A timed-out reactor passes (the forced last reactor plays the card the rules
        force: the smallest that foils, else the largest); a timed-out player on turn stays
        put and draws a card, or ends an active turn already begun."""
        if seat not in waiting_for(state):
            return None
        legal = self.legal_actions(state, seat)
        if state["phase"] == "reaction":
            if {"type": "pass"} in legal:
                return {"type": "pass"}
            rescue = state["rescue"]
            needed = rescue["value"] - rescue["points"]
            fails = sorted(a["points"] for a in legal if a["type"] == "fail")
            enough = [p for p in fails if p >= needed]
            return {"type": "fail", "points": enough[0] if enough else fails[-1]}
        if state["turn"]["mode"] == "active":
            return {"type": "end_turn"}
        stay = {"type": "snoop", "room": state["pawns"][seat],
                "draw": draw_deck(state) is not None}
        return stay if stay in legal else None

    def is_over(self, state: State) -> bool:
        return state["phase"] == "over"

    def result(self, state: State, lang: str = "en") -> Result:
        winner = state["winner"]
        lines = []
        for seat in range(state["players"]):
            # No points: who saved the Doctor is the whole outcome; penalties are a count.
            breakdown = {"penalties": state["penalties"][seat]} if penalty_rules(state) else {}
            rank = 1 if winner is None or seat == winner else 2
            lines.append(ScoreLine(seat, int(seat == winner), breakdown, rank))
        lines.sort(key=lambda line: (line.rank, line.seat))
        # The loser's prize is part of the base rules: named whether penalties count or not.
        summary = result_summary(winner, lang, loser=state.get("loser"))
        return Result([] if winner is None else [winner], lines, [], summary)

    def view(self, state: State, viewer: Seat | None) -> dict[str, Any]:
        return view.view(state, viewer)

    def resample_hidden(self, state: State, viewer: Seat | None, seed: int) -> State:
        return hidden.resample_hidden(state, viewer, seed)

    def start_order(self, state: State) -> list[Seat]:
        first = state["start"]["first"]
        return [(first + k) % state["players"] for k in range(state["players"])]

    def usage_stats(self, state: State) -> dict[str, dict[str, int]]:
        stats = {group: dict(counts) for group, counts in state["stats"].items()}
        if state["end_reason"] is not None:
            stats["end_reason"] = {state["end_reason"]: 1}
        return stats


GAME = DoctorLucky()
