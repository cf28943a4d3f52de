"""Toy Race where a player may also pass, so a deadline's "skip" has something to play."""

from __future__ import annotations

from typing import ClassVar

from engine.core.protocol import Action, Event, Seat, State, Words
from tests.toys.race import AGENTS, ToyRace, ToyRaceWords, say


class PassingToyRaceWords(ToyRaceWords):
    def action_label(self, state: State, action: Action, lang: str = "en") -> str:
        if action["type"] == "pass":
            return say("label.pass", lang)
        return super().action_label(state, action, lang)

    def action_path(self, state: State, action: Action, lang: str = "en") -> tuple[str, ...]:
        if action["type"] == "pass":
            return (say("label.pass", lang),)
        return super().action_path(state, action, lang)


class PassingToyRace(ToyRace):
    """Toy Race where a player may also pass (so "skip" has something to use)."""

    key: ClassVar[str] = "toy_pass"
    name: ClassVar[str] = "Passing Toy Race"
    words: ClassVar[Words] = PassingToyRaceWords()

    def legal_actions(self, state: State, seat: Seat) -> list[Action]:
        actions = super().legal_actions(state, seat)
        return [*actions, {"type": "pass"}] if actions else actions

    def _apply(self, state: State, seat: Seat, action: Action) -> list[Event]:
        if action["type"] != "pass":
            return super()._apply(state, seat, action)
        events = super()._apply(state, seat, {"type": "cheer", "n": 0})
        return [{"type": "passed", "seat": seat}, *events[1:]]

    def timeout_action(self, state: State, seat: Seat) -> Action | None:
        return {"type": "pass"}


GAME = PassingToyRace()
__all__ = ["AGENTS", "GAME"]
