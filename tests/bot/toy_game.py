"""Toy Race: a small but complete multi-seat game with hidden hands, for the bot tests.

Each seat holds a private hand of named cards. On your turn you play one card, boosted
(double points, then skip drawing) or steady (points, then draw); or, with the ``cheers``
option, shout one of 30 cheers worth nothing. After every seat has played once a round
ends (a ``phase`` event); after ``rounds`` rounds the highest score wins.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from engine.core.ai import Agent
from engine.core.protocol import Action, Event, Game, OptionSpec, Result, ScoreLine, Seat, State
from engine.core.rng import Rng, new_rng

COLOURS = ("Amber", "Cobalt", "Crimson", "Jade", "Ivory", "Onyx", "Saffron", "Teal")
ANIMALS = ("Badger", "Heron", "Lynx", "Marten", "Otter", "Quokka", "Stoat", "Vole", "Wren", "Yak",
           "Ibex", "Gecko", "Ferret", "Dingo", "Civet", "Bison")
CARDS = [f"{c} {a}" for a in ANIMALS for c in COLOURS]  # 128 distinctive names


def points(card: str) -> int:
    return CARDS.index(card) % 7 + 1


class ToyRace(Game):
    key: ClassVar[str] = "toy"
    name: ClassVar[str] = "Toy Race"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 5
    options: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("rounds", "Rounds", ("1", "2", "3"), "2"),
        OptionSpec("hand", "Hand size", ("3", "60"), "3"),
        OptionSpec("cheers", "Cheers", ("no", "yes"), "no"),
    )

    def setup(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> State:
        self.check_players(players)
        opts = self.resolve_options(options)
        state: State = {"players": players, "rng": new_rng(seed), "options": opts,
                        "round": 1, "turn": 0, "played": 0, "scores": [0] * players,
                        "boosts": [0] * players, "track": [], "over": False}
        deck = list(CARDS)
        Rng(state["rng"]).shuffle(deck)
        size = int(opts["hand"])
        state["hands"] = [deck[i * size:(i + 1) * size] for i in range(players)]
        state["deck"] = deck[players * size:]
        return state

    def to_act(self, state: State) -> list[Seat]:
        return [] if state["over"] else [state["turn"]]

    def legal_actions(self, state: State, seat: Seat) -> list[Action]:
        if state["over"] or seat != state["turn"]:
            return []
        actions: list[Action] = [{"type": "play", "card": card, "boost": boost}
                                 for card in state["hands"][seat] for boost in (False, True)]
        if state["options"]["cheers"] == "yes":
            actions += [{"type": "cheer", "n": n} for n in range(1, 31)]
        return actions

    def _apply(self, state: State, seat: Seat, action: Action) -> list[Event]:
        events: list[Event] = []
        if action["type"] == "play":
            card = action["card"]
            state["hands"][seat].remove(card)
            state["track"].append(card)
            gain = points(card) * (2 if action["boost"] else 1)
            state["scores"][seat] += gain
            state["boosts"][seat] += int(action["boost"])
            events.append({"type": "played", "seat": seat, "card": card, "gain": gain})
            if not action["boost"] and state["deck"]:
                drawn = state["deck"].pop()
                state["hands"][seat].append(drawn)
                events.append({"type": "drew", "seat": seat, "card": drawn, "private": [seat]})
        else:
            events.append({"type": "cheered", "seat": seat, "n": action["n"]})
        state["played"] += 1
        state["turn"] = (seat + 1) % state["players"]
        if state["played"] == state["players"]:
            state["played"] = 0
            if state["round"] == int(state["options"]["rounds"]) or not any(state["hands"]):
                state["over"] = True
                events.append({"type": "game_over"})
            else:
                state["round"] += 1
                events.append({"type": "phase", "round": state["round"]})
        return events

    def is_over(self, state: State) -> bool:
        return bool(state["over"])

    def result(self, state: State) -> Result:
        order = sorted(range(state["players"]), key=lambda s: (-state["scores"][s], s))
        lines = [ScoreLine(seat, state["scores"][seat],
                           {"cards": state["scores"][seat], "boosts": state["boosts"][seat]},
                           rank=rank + 1) for rank, seat in enumerate(order)]
        best = state["scores"][order[0]]
        return Result(winners=[s for s in order if state["scores"][s] == best], scores=lines,
                      tiebreaks=["equal scores share the win"])

    def view(self, state: State, viewer: Seat | None) -> dict[str, Any]:
        seen: dict[str, Any] = {
            "round": state["round"], "turn": state["turn"], "scores": list(state["scores"]),
            "track": list(state["track"]), "deck": len(state["deck"]),
            "hand_sizes": [len(h) for h in state["hands"]],
        }
        if viewer is not None:
            seen["hand"] = list(state["hands"][viewer])
        return seen

    def action_label(self, state: State, action: Action) -> str:
        if action["type"] == "cheer":
            return f"Cheer {action['n']}"
        return f"Play {action['card']} ({'boost' if action['boost'] else 'steady'})"

    def action_path(self, state: State, action: Action) -> tuple[str, ...]:
        if action["type"] == "cheer":
            return (f"Cheer {action['n']}",)
        return ("Play a card", action["card"], "Boost" if action["boost"] else "Steady")

    def describe_event(self, event: Event, names: Sequence[str]) -> str:
        kind = event["type"]
        if kind == "played":
            return f"{names[event['seat']]} played {event['card']} for {event['gain']}."
        if kind == "drew":
            return f"{names[event['seat']]} drew {event['card']}."
        if kind == "cheered":
            return f"{names[event['seat']]} cheered ({event['n']})."
        if kind == "phase":
            return f"Round {event['round']} begins."
        return "The race is over."

    def phase_label(self, state: State) -> str:
        return f"Round {state['round']}"

    def summary(self, state: State, viewer: Seat | None, lang: str = "en") -> list[str]:
        scores = ", ".join(f"{{p{seat}}} {score}" for seat, score in enumerate(state["scores"]))
        played = ", ".join(state["track"]) or "nothing yet"
        hands = ", ".join(str(len(hand)) for hand in state["hands"])
        lines = [self.phase_label(state), f"Scores: {scores}", f"Played: {played}",
                 f"Cards in hand: {hands}"]
        if viewer is not None:
            lines.append(f"Your hand: {', '.join(state['hands'][viewer]) or 'empty'}")
        return lines


class SteadyAgent(Agent):
    """Always plays the first card steadily (so hands keep refilling)."""

    name = "steady"

    def choose(self, game: Game, state: State, seat: Seat, legal: list[Action]) -> Action:
        return legal[0]


GAME = ToyRace()
AGENTS: dict[str, type[Agent]] = {"steady": SteadyAgent}
