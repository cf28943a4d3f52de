"""Toy Race: a small but complete multi-seat game with hidden hands, for the bot tests.

Each seat holds a private hand of named cards. On your turn you play one card, boosted
(double points, then skip drawing) or steady (points, then draw); or, with the ``cheers``
option, shout one of 30 cheers worth nothing. After every seat has played once a round
ends (a ``phase`` event); after ``rounds`` rounds the highest score wins.
Its numbers and card names are in race.toml, its sentences (English and German) in
race_words.toml.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from engine.core.ai import Agent
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
from engine.core.rng import Rng, new_rng
from engine.core.state import clone
from tests.toys.files import toy_files

data, WORDS = toy_files("race")
catalogue = WORDS.messages  # every message: key -> {language: template}
say = WORDS.say  # say(key, lang, **values): one message, placeholders filled


CARDS = [f"{colour} {animal}" for animal in data()["animals"] for colour in data()["colours"]]
CHEERS = int(data()["cheers"])


def points(card: str) -> int:
    return CARDS.index(card) % int(data()["points_cycle"]) + 1


class ToyRaceWords(Words):
    def explain_illegal(self, state: State, seat: Seat, action: Action,
                        lang: str = "en") -> str:
        """Names only the seat's own hand and the public options, never another hand."""
        kind = action.get("type")
        if kind == "play" and action.get("card") not in state["hands"][seat]:
            return say("illegal.not_in_hand", lang, card=action.get("card"))
        if kind == "cheer" and state["options"]["cheers"] != "yes":
            return say("illegal.no_cheers", lang)
        if kind == "cheer":
            return say("illegal.cheer_number", lang, most=CHEERS)
        return say("illegal.other", lang)

    def score_part_label(self, part: str, lang: str = "en") -> str:
        return say(f"score.{part}", lang)

    def option_label(self, spec: OptionSpec, lang: str = "en") -> str:
        return say(f"option.{spec.key}", lang)

    def action_label(self, state: State, action: Action, lang: str = "en") -> str:
        if action["type"] == "cheer":
            return say("label.cheer", lang, n=action["n"])
        way = say("way.boost" if action["boost"] else "way.steady", lang)
        return say("label.play", lang, card=action["card"], way=way)

    def action_path(self, state: State, action: Action, lang: str = "en") -> tuple[str, ...]:
        if action["type"] == "cheer":
            return (say("label.cheer", lang, n=action["n"]),)
        return (say("path.play", lang), action["card"],
                say("path.boost" if action["boost"] else "path.steady", lang))

    def describe_event(self, event: Event, names: Sequence[str], lang: str = "en") -> str:
        kind = event["type"]
        if kind in ("played", "drew", "cheered", "passed"):
            values = {k: v for k, v in event.items() if k not in ("type", "seat", "private")}
            return say(f"event.{kind}", lang, name=names[event["seat"]], **values)
        if kind == "phase":
            return say("event.phase", lang, round=event["round"])
        return say("event.game_over", lang)

    def phase_label(self, state: State, lang: str = "en") -> str:
        return say("phase", lang, round=state["round"])

    def summary(self, state: State, viewer: Seat | None, lang: str = "en") -> list[str]:
        scores = ", ".join(f"{{p{seat}}} {score}" for seat, score in enumerate(state["scores"]))
        played = ", ".join(state["track"]) or say("summary.nothing", lang)
        sizes = ", ".join(str(len(hand)) for hand in state["hands"])
        lines = [self.phase_label(state, lang), say("summary.scores", lang, scores=scores),
                 say("summary.played", lang, cards=played),
                 say("summary.hand_sizes", lang, sizes=sizes)]
        if viewer is not None:
            hand = ", ".join(state["hands"][viewer]) or say("summary.empty", lang)
            lines.append(say("summary.hand", lang, cards=hand))
        return lines


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
    traits: ClassVar[Traits] = Traits(hidden_information=True)  # every hand is secret
    words: ClassVar[Words] = ToyRaceWords()

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
            actions += [{"type": "cheer", "n": n} for n in range(1, CHEERS + 1)]
        return actions

    def _apply(self, state: State, seat: Seat, action: Action) -> list[Event]:
        events: list[Event] = []
        if action["type"] == "play":
            card = action["card"]
            state["hands"][seat].remove(card)
            state["track"].append(card)
            state["reveals"] = state.get("reveals", 0) + 1  # a card from a hidden hand
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

    def result(self, state: State, lang: str = "en") -> Result:
        order = sorted(range(state["players"]), key=lambda s: (-state["scores"][s], s))
        lines = [ScoreLine(seat, state["scores"][seat],
                           {"cards": state["scores"][seat], "boosts": state["boosts"][seat]},
                           rank=rank + 1) for rank, seat in enumerate(order)]
        best = state["scores"][order[0]]
        return Result(winners=[s for s in order if state["scores"][s] == best], scores=lines,
                      tiebreaks=[say("tiebreak.shared", lang)])

    def view(self, state: State, viewer: Seat | None) -> dict[str, Any]:
        seen: dict[str, Any] = {
            "round": state["round"], "turn": state["turn"], "scores": list(state["scores"]),
            "track": list(state["track"]), "deck": len(state["deck"]),
            "hand_sizes": [len(h) for h in state["hands"]],
        }
        if viewer is not None:
            seen["hand"] = list(state["hands"][viewer])
        return seen

    def resample_hidden(self, state: State, viewer: Seat | None, seed: int) -> State:
        """Every hand but the viewer's and the face-down deck dealt anew from the same cards,
        each hand keeping its size; the generator's future reseeded."""
        copy = clone(state)
        copy["rng"] = {**copy["rng"], "seed": new_rng(seed)["seed"]}
        hidden = [s for s in range(copy["players"]) if s != viewer]
        pool = [card for s in hidden for card in copy["hands"][s]] + copy["deck"]
        pool.sort()  # drawn from the cards alone, not from where they lay
        Rng(new_rng(seed)).shuffle(pool)
        for s in hidden:
            size = len(copy["hands"][s])
            copy["hands"][s], pool = pool[:size], pool[size:]
        copy["deck"] = pool
        return copy







class SteadyAgent(Agent):
    """Always plays the first card of its own hand steadily (so hands keep refilling)."""

    name = "steady"
    titles: ClassVar[Mapping[str, str]] = {"en": "Steady", "de": "Ruhig"}

    def choose(self, game: Game, state: State, seat: Seat, legal: list[Action]) -> Action:
        return legal[0]


class CheerAgent(Agent):
    """Cheers (with the ``cheers`` option): a move that shows nothing, so its mover may take
    it back. Not one of the game's AIs; tests seat it."""

    name = "cheer"

    def choose(self, game: Game, state: State, seat: Seat, legal: list[Action]) -> Action:
        return next(a for a in legal if a["type"] == "cheer")


GAME = ToyRace()
AGENTS: dict[str, type[Agent]] = {"steady": SteadyAgent}
