"""Toy Race with honest resampling, and broken variants of it that each leak or misbehave in
one way: the contract suite must catch every one of them (test_suite_catches_broken_games)."""

from __future__ import annotations

import random
from typing import Any, ClassVar

from engine.core.ai import Agent
from engine.core.protocol import Action, Event, Game, Seat, State
from engine.core.state import clone
from tests.bot.toy_game import CARDS, ToyRace


class HonestToyRace(ToyRace):
    """Redraws every card the viewer cannot see: other hands and the deck."""

    key: ClassVar[str] = "honest_toy"

    def resample_hidden(self, state: State, viewer: Seat | None, seed: int) -> State:
        copy = clone(state)
        hidden = [s for s in range(copy["players"]) if s != viewer]
        pool = [card for s in hidden for card in copy["hands"][s]] + copy["deck"]
        random.Random(seed).shuffle(pool)
        for s in hidden:
            size = len(copy["hands"][s])
            copy["hands"][s], pool = pool[:size], pool[size:]
        copy["deck"] = pool
        return copy


def top_card(state: State) -> str:
    return state["deck"][-1] if state["deck"] else "none"


class LabelLeak(HonestToyRace):
    key: ClassVar[str] = "label_leak"

    def action_label(self, state: State, action: Action) -> str:
        return f"{super().action_label(state, action)} / next {top_card(state)}"


class RefusalLeak(HonestToyRace):
    key: ClassVar[str] = "refusal_leak"

    def explain_illegal(self, state: State, seat: Seat, action: Action) -> str:
        return f"not now; the deck's top card is {top_card(state)}"


class MessyRefusal(HonestToyRace):
    """Counts the attempt before checking it."""

    key: ClassVar[str] = "messy_refusal"

    def apply(self, state: State, seat: Seat, action: Any) -> list[Event]:
        state["played"] += 0 if seat in self.to_act(state) else 1
        return super().apply(state, seat, action)


class PeekingAgent(Agent):
    """Chooses by the card on top of the face-down deck."""

    name = "peeking"

    def choose(self, game: Game, state: State, seat: Seat, legal: list[Action]) -> Action:
        top = top_card(state)
        return legal[(CARDS.index(top) if top in CARDS else 0) % len(legal)]
