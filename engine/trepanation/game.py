"""Trepanation (Robin David, dlp games 2023) for 2-5 players: the Game object."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.core.protocol import Action, Event, Game, Result, Seat, State
from engine.core.rng import Rng, new_rng
from engine.core.state import clone
from engine.trepanation import flow, scoring, view, words
from engine.trepanation.data import Rules, rules
from engine.trepanation.steps import PASS


class Trepanation(Game):
    key = "trepanation"
    name = "Trepanation"
    min_players = 2
    max_players = 5
    public_action_labels = True  # open information: boards, bonus cards and row are public

    @property
    def rules(self) -> Rules:
        return rules()

    def setup(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> State:
        self.check_players(players)
        self.resolve_options(options)
        state = flow.setup(self.rules, players, seed)
        flow.start_day(self.rules, state, [])
        return state

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

    def _apply(self, state: State, seat: Seat, action: Action) -> list[Event]:
        events: list[Event] = []
        if state["phase"] == "scheduling":
            flow.place(self.rules, state, seat, action["slot"], events)
            flow.advance(self.rules, state, events)
        else:
            flow.decide(self.rules, state, action, events)
        return events

    def explain_illegal(self, state: State, seat: Seat, action: Action) -> str:
        if state["phase"] == "scheduling" and action.get("type") == "place":
            slot = action.get("slot")
            side_slots = self.rules.slots[state["side"]]
            if slot in state["placements"]:
                return "that time slot is already taken"
            if slot in side_slots and side_slots[slot].location in state["closed"]:
                return "that location is closed in this game"
            locations = self.rules.locations[state["side"]]
            if slot in side_slots and locations[side_slots[slot].location].one_per_player and any(
                side_slots[mine].location == side_slots[slot].location
                for mine, owner in state["placements"].items()
                if owner == seat
            ):
                return "you already have a meeple there: it takes one of each player"
            return "there is no such free time slot on the board today"
        if state["phase"] == "scheduling":
            return "place a worker on a free time slot first"
        return "that is not one of the choices you have now"

    def is_over(self, state: State) -> bool:
        return bool(state["phase"] == "over")

    def result(self, state: State, lang: str = "en") -> Result:
        if not self.is_over(state):
            raise ValueError("the game is not over yet")
        return scoring.final_result(self.rules, state, lang)

    def score_part_label(self, part: str, lang: str = "en") -> str:
        return words.score_part_label(part, lang)

    def view(self, state: State, viewer: Seat | None) -> dict[str, Any]:
        return view.public_view(self.rules, state, viewer)

    def action_label(self, state: State, action: Action, lang: str = "en") -> str:
        return words.action_label(self.rules, state, action, lang)

    def action_path(self, state: State, action: Action, lang: str = "en") -> tuple[str, ...]:
        return words.action_path(self.rules, state, action, lang)

    def describe_event(self, event: Event, names: Sequence[str], lang: str = "en") -> str:
        # Slot names are the same on both sides except for slots only one side has.
        side = (
            "duel"
            if event.get("slot") in self.rules.slots["duel"]
            and event.get("slot") not in self.rules.slots["standard"]
            else "standard"
        )
        return words.describe_event(self.rules, side, event, names, lang)

    def phase_label(self, state: State, lang: str = "en") -> str:
        return words.phase_label(self.rules, state, lang)

    def resample_hidden(self, state: State, viewer: Seat | None, seed: int) -> State:
        """Redraw what nobody sees: the order of the show deck and of the travelling deck,
        and the random generator's future. Everything else in Trepanation is open."""
        copy = clone(state)
        shuffler = Rng(new_rng(seed))
        shuffler.shuffle(copy["show_deck"])
        shuffler.shuffle(copy["travel_deck"])
        copy["rng"] = {**copy["rng"], "seed": int(seed) & ((1 << 64) - 1)}
        return copy

    def timeout_action(self, state: State, seat: Seat) -> Action | None:
        """A pass where the step offers one, the default (oldest first) when choosing which
        tokens pay; otherwise None, so the AI plays (placing a worker has no pass)."""
        legal = self.legal_actions(state, seat)
        if PASS in legal:
            return dict(PASS)
        if legal and legal[0]["type"] == "tokens":
            return legal[0]
        return None

    def summary(self, state: State, viewer: Seat | None, lang: str = "en") -> list[str]:
        return words.summary(self.rules, state, viewer, lang)

    def start_order(self, state: State) -> list[Seat]:
        return list(state.get("start_order") or range(self.players(state)))

    def usage_stats(self, state: State) -> dict[str, dict[str, int]]:
        return {key: dict(counts) for key, counts in state["stats"].items()}


GAME = Trepanation()
