"""Trepanation (Robin David, dlp games 2023) for 2-5 players: the Game object."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from engine.core.protocol import Action, Event, Game, Result, Seat, State, Traits, Words
from engine.trepanation import flow, hidden, scoring, steps, view
from engine.trepanation.data import Rules, rules
from engine.trepanation.setup import new_game
from engine.trepanation.steps import PASS
from engine.trepanation.words import TrepanationWords, result_summary, tiebreak_note


class Trepanation(Game):
    key = "trepanation"
    name = "Trepanation"
    min_players = 2
    max_players = 5
    # Open information: boards, bonus cards and the show row are public; the decks' order
    # is hidden from everyone alike. One seat decides at a time.
    traits: ClassVar[Traits] = Traits(simultaneous=False, hidden_information=False, teams=False)
    words: ClassVar[Words] = TrepanationWords()

    @property
    def rules(self) -> Rules:
        return rules()

    def setup(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> State:
        self.check_players(players)
        self.resolve_options(options)
        return new_game(self.rules, players, seed)

    def to_act(self, state: State) -> list[Seat]:
        phase = state["phase"]
        if phase == "scheduling":
            return [flow.placer(state)]
        if phase == "action" and state["steps"]:
            return [state["steps"][0]["seat"]]
        return []

    def legal_actions(self, state: State, seat: Seat) -> list[Action]:
        if seat not in self.to_act(state):
            return []
        if state["phase"] == "scheduling":
            return [
                {"type": "place", "slot": slot.id}
                for slot in flow.free_slots_for(self.rules, state, seat)
            ]
        return flow.current_step_options(self.rules, state)

    def is_legal(self, state: State, seat: Seat, action: Action) -> bool:
        phase = state["phase"]
        if phase == "scheduling":
            return seat == flow.placer(state) and flow.may_place(self.rules, state, seat, action)
        if phase == "action" and state["steps"]:
            step = state["steps"][0]
            return seat == step["seat"] and steps.is_option(self.rules, state, step, action)
        return False

    def _apply(self, state: State, seat: Seat, action: Action) -> list[Event]:
        events: list[Event] = []
        if state["phase"] == "scheduling":
            flow.place(self.rules, state, seat, action["slot"], events)
            flow.advance(self.rules, state, events)
        else:
            flow.decide(self.rules, state, action, events)
        return events

    def is_over(self, state: State) -> bool:
        return bool(state["phase"] == "over")

    def result(self, state: State, lang: str = "en") -> Result:
        if not self.is_over(state):
            raise ValueError("the game is not over yet")
        scores, ties = scoring.final_scores(self.rules, state)
        winners = sorted(line.seat for line in scores if line.rank == 1)
        return Result(winners=winners, scores=scores,
                      tiebreaks=[tiebreak_note(*tie, lang=lang) for tie in ties],
                      summary=result_summary(winners, scores[0].total, lang))

    def view(self, state: State, viewer: Seat | None) -> dict[str, Any]:
        return view.public_view(self.rules, state, viewer)

    def resample_hidden(self, state: State, viewer: Seat | None, seed: int) -> State:
        return hidden.resample_hidden(state, viewer, seed)

    def timeout_action(self, state: State, seat: Seat) -> Action | None:
        """A pass where the step offers one, the default (oldest first) when choosing which
        tokens pay; otherwise None, so the AI plays (placing a worker has no pass)."""
        legal = self.legal_actions(state, seat)
        if PASS in legal:
            return dict(PASS)
        if legal and legal[0]["type"] == "tokens":
            return legal[0]
        return None

    def start_order(self, state: State) -> list[Seat]:
        return list(state.get("start_order") or range(self.players(state)))

    def usage_stats(self, state: State) -> dict[str, dict[str, int]]:
        return {key: dict(counts) for key, counts in state["stats"].items()}


GAME = Trepanation()
