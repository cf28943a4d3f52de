"""Toy Race with honest resampling, and broken variants of it that each leak or misbehave in
one way: the contract suite must catch every one of them (test_suite_catches_broken_games)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from engine.core.ai import Agent
from engine.core.protocol import Action, Event, Game, Seat, State, Words
from tests.toys.race import CARDS, ToyRace, ToyRaceWords


class HonestToyRace(ToyRace):
    """Toy Race as it is: it redraws every card the viewer cannot see (other hands and the
    deck), so it passes every check the variants below fail."""

    key: ClassVar[str] = "honest_toy"


def top_card(state: State) -> str:
    return state["deck"][-1] if state["deck"] else "none"


class LabelLeakWords(ToyRaceWords):
    def action_label(self, state: State, action: Action, lang: str = "en") -> str:
        return f"{super().action_label(state, action, lang)} / next {top_card(state)}"


class LabelLeak(HonestToyRace):
    key: ClassVar[str] = "label_leak"
    words: ClassVar[Words] = LabelLeakWords()



class RefusalLeakWords(ToyRaceWords):
    def explain_illegal(self, state: State, seat: Seat, action: Action,
                        lang: str = "en") -> str:
        return f"not now; the deck's top card is {top_card(state)}"


class RefusalLeak(HonestToyRace):
    key: ClassVar[str] = "refusal_leak"
    words: ClassVar[Words] = RefusalLeakWords()



class MessyRefusal(HonestToyRace):
    """Counts the attempt before checking it."""

    key: ClassVar[str] = "messy_refusal"

    def apply(self, state: State, seat: Seat, action: Any,
              legal: Sequence[Action] | None = None) -> list[Event]:
        state["played"] += 0 if seat in self.to_act(state) else 1
        return super().apply(state, seat, action, legal)


class QuietPlay(HonestToyRace):
    """Says a card played face up from a hidden hand revealed nothing."""

    key: ClassVar[str] = "quiet_play"

    def reveals(self, before: State, after: State, events: list[Event]) -> bool:
        return before["rng"]["draws"] != after["rng"]["draws"] or any(
            "private" in event for event in events)


class TellingTakeBack(HonestToyRace):
    """Forbids taking back a cheer while seat 1's newest card is early in the alphabet: the
    Take back button would tell the table about that seat's hidden hand."""

    key: ClassVar[str] = "telling_take_back"

    def reveals(self, before: State, after: State, events: list[Event]) -> bool:
        return super().reveals(before, after, events) or (before["hands"][1] or ["~"])[-1] < "M"


class PeekingAgent(Agent):
    """Chooses by the card on top of the face-down deck."""

    name = "peeking"

    def choose(self, game: Game, state: State, seat: Seat, legal: list[Action]) -> Action:
        top = top_card(state)
        return legal[(CARDS.index(top) if top in CARDS else 0) % len(legal)]
