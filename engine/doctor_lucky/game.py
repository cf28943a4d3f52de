"""Save Doctor Lucky as a tablehost game: the protocol verbs, delegating to the rule modules.

Modules: ``ship`` (walking, seeing, the Doctor's route), ``dealing`` (setup), ``turn`` (snoop
or active turn), ``reaction`` (rescue attempts and the failure round), ``flow`` (flooding,
the Doctor's move, turn order), ``view`` (redaction), ``text`` (labels and log lines),
``agents`` (the heuristic AI).
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
)
from engine.doctor_lucky import text
from engine.doctor_lucky.data import load
from engine.doctor_lucky.dealing import new_state
from engine.doctor_lucky.reaction import apply_reaction, reaction_actions
from engine.doctor_lucky.turn import apply_turn, turn_actions
from engine.doctor_lucky.view import to_act, view

PENALTIES = OptionSpec(
    key="penalties",
    label=text.say("option.penalties.label"),
    choices=("off", "on"),
    default="off",
    help=text.say("option.penalties.help"),
)


class DoctorLucky(Game):
    key: ClassVar[str] = "doctor-lucky"
    name: ClassVar[str] = "Save Doctor Lucky"
    min_players: ClassVar[int] = load().rules.min_players
    max_players: ClassVar[int] = load().rules.max_players
    public_action_labels: ClassVar[bool | None] = False  # hands are secret: choose in private
    options: ClassVar[tuple[OptionSpec, ...]] = (PENALTIES,)

    def setup(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> State:
        self.check_players(players)
        return new_state(load(), players, seed, self.resolve_options(options))

    def to_act(self, state: State) -> list[Seat]:
        return to_act(state)

    def legal_actions(self, state: State, seat: Seat) -> list[Action]:
        if seat not in to_act(state):
            return []
        if state["phase"] == "reaction":
            actions = reaction_actions(state, seat)
        else:
            actions = turn_actions(state, seat)
        if state["options"].get("penalties") == "on":
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

    def explain_illegal(self, state: State, seat: Seat, action: Action) -> str:
        kind = action.get("type")
        if kind == "pass" and state["phase"] == "reaction":
            return "you are the last player able to foil this rescue: you may not hold back"
        if kind == "rescue":
            return "a rescue needs you in Doctor Lucky's room and another player who sees it"
        if kind == "step" and state["turn"]["free_step"]:
            return "you already took your free step this turn"
        return super().explain_illegal(state, seat, action)

    def is_over(self, state: State) -> bool:
        return state["phase"] == "over"

    def result(self, state: State, lang: str = "en") -> Result:
        winner = state["winner"]
        penalties = state["options"].get("penalties") == "on"
        lines = []
        for seat in range(state["players"]):
            breakdown = {"rescued": 1 if seat == winner else 0}
            if penalties:
                breakdown["penalties"] = state["penalties"][seat]
            rank = 1 if winner is None or seat == winner else 2
            lines.append(ScoreLine(seat, breakdown["rescued"], breakdown, rank))
        lines.sort(key=lambda line: (line.rank, line.seat))
        summary = text.result_summary(winner, lang)
        return Result([] if winner is None else [winner], lines, [], summary)

    def score_part_label(self, part: str, lang: str = "en") -> str:
        return text.score_part_label(part, lang)

    def option_label(self, key: str, lang: str = "en") -> str:
        self._option_spec(key)
        return text.say(f"option.{key}.label", lang)

    def option_help(self, key: str, lang: str = "en") -> str:
        self._option_spec(key)
        return text.say(f"option.{key}.help", lang)

    def view(self, state: State, viewer: Seat | None) -> dict[str, Any]:
        return view(state, viewer)

    def action_label(self, state: State, action: Action, lang: str = "en") -> str:
        return text.action_label(state, action, lang)

    def action_path(self, state: State, action: Action, lang: str = "en") -> tuple[str, ...]:
        return text.action_path(state, action, lang)

    def describe_event(self, event: Event, names: Sequence[str], lang: str = "en") -> str:
        return text.describe_event(event, names, lang)

    def phase_label(self, state: State, lang: str = "en") -> str:
        return text.phase_label(state, lang)

    def usage_stats(self, state: State) -> dict[str, dict[str, int]]:
        stats = {group: dict(counts) for group, counts in state["stats"].items()}
        if state["end_reason"] is not None:
            stats["end_reason"] = {state["end_reason"]: 1}
        return stats


GAME = DoctorLucky()
