"""Toy Relay: a small but complete team game for 4 to 10 players, for the bot tests.

Seats form teams of two (seat ``s`` plays with seat ``s + players // 2``; with an odd count
the first team has three). Each seat has 4 stamina for the whole game; on its turn it
pushes 1, 2 or 3 (paying that much stamina) or rests. After ``rounds`` rounds of one turn
each, the team that pushed furthest wins; every member of it wins, and equal teams share.
Registered only from the tests (tests/conftest.py): it proves a game needs nothing but
its own module to get teams, 10 seats and a team result in Discord. Everything is open, so
there is nothing to redraw for a viewer. Numbers in team.toml, sentences (English and
German) in team_words.toml.
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
from engine.core.rng import new_rng
from tests.toys.files import toy_files

data, WORDS = toy_files("team")
catalogue = WORDS.messages  # every message: key -> {language: template}
say = WORDS.say  # say(key, lang, **values): one message, placeholders filled


STAMINA = int(data()["stamina"])
LONGEST_PUSH = int(data()["longest_push"])


def teams(state: State) -> list[list[Seat]]:
    count = state["players"] // 2
    return [[s for s in range(state["players"]) if s % count == team] for team in range(count)]


def team_totals(state: State) -> list[int]:
    return [sum(state["pushed"][s] for s in team) for team in teams(state)]


class ToyRelayWords(Words):
    def team_label(self, state: State, team: int, lang: str = "en") -> str:
        return say("team", lang, number=team + 1)

    def explain_illegal(self, state: State, seat: Seat, action: Action,
                        lang: str = "en") -> str:
        most = min(LONGEST_PUSH, state["stamina"][seat])
        n = action.get("n")
        if action.get("type") == "push" and isinstance(n, int) and n > most:
            return say("illegal.too_far", lang, most=most, stamina=state["stamina"][seat])
        return say("illegal.other", lang, most=most)

    def score_part_label(self, part: str, lang: str = "en") -> str:
        return say(f"score.{part}", lang)

    def option_label(self, spec: OptionSpec, lang: str = "en") -> str:
        return say(f"option.{spec.key}", lang)

    def action_label(self, state: State, action: Action, lang: str = "en") -> str:
        if action["n"] == 0:
            return say("label.rest", lang)
        return say("label.push", lang, n=action["n"])

    def describe_event(self, event: Event, names: Sequence[str], lang: str = "en") -> str:
        if event["type"] == "pushed":
            name = names[event["seat"]]
            if event["n"] == 0:
                return say("event.rested", lang, name=name)
            return say("event.pushed", lang, name=name, n=event["n"])
        if event["type"] == "phase":
            return say("event.phase", lang, round=event["round"])
        return say("event.game_over", lang)

    def phase_label(self, state: State, lang: str = "en") -> str:
        return say("phase", lang, round=state["round"])

    def summary(self, state: State, viewer: Seat | None, lang: str = "en") -> list[str]:
        lines = [self.phase_label(state, lang)]
        lines += [say("summary.team", lang, team=self.team_label(state, t, lang), total=total)
                  for t, total in enumerate(team_totals(state))]
        if viewer is not None:
            lines.append(say("summary.stamina", lang, stamina=state["stamina"][viewer]))
        return lines


class ToyRelay(Game):
    key: ClassVar[str] = "toy_team"
    name: ClassVar[str] = "Toy Relay"
    min_players: ClassVar[int] = 4
    max_players: ClassVar[int] = 10
    traits: ClassVar[Traits] = Traits(teams=True)
    words: ClassVar[Words] = ToyRelayWords()
    options: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("rounds", "Rounds", ("1", "2", "3"), "2"),
    )

    def setup(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> State:
        self.check_players(players)
        return {"players": players, "rng": new_rng(seed), "options": self.resolve_options(options),
                "round": 1, "turn": 0, "played": 0, "pushed": [0] * players,
                "stamina": [STAMINA] * players, "over": False}

    def teams(self, state: State) -> list[list[Seat]]:
        return teams(state)

    def to_act(self, state: State) -> list[Seat]:
        return [] if state["over"] else [state["turn"]]

    def legal_actions(self, state: State, seat: Seat) -> list[Action]:
        if state["over"] or seat != state["turn"]:
            return []
        most = min(LONGEST_PUSH, state["stamina"][seat])
        return [{"type": "push", "n": n} for n in range(most, -1, -1)]

    def timeout_action(self, state: State, seat: Seat) -> Action | None:
        return {"type": "push", "n": 0}

    def _apply(self, state: State, seat: Seat, action: Action) -> list[Event]:
        n = int(action["n"])
        state["pushed"][seat] += n
        state["stamina"][seat] -= n
        events: list[Event] = [{"type": "pushed", "seat": seat, "n": n}]
        state["played"] += 1
        state["turn"] = (seat + 1) % state["players"]
        if state["played"] == state["players"]:
            state["played"] = 0
            if state["round"] == int(state["options"]["rounds"]):
                state["over"] = True
                events.append({"type": "game_over"})
            else:
                state["round"] += 1
                events.append({"type": "phase", "round": state["round"]})
        return events

    def is_over(self, state: State) -> bool:
        return bool(state["over"])

    def result(self, state: State, lang: str = "en") -> Result:
        teams, totals = self.teams(state), team_totals(state)
        order = sorted(range(len(teams)), key=lambda t: -totals[t])
        rank = {t: 1 + sum(totals[o] > totals[t] for o in order) for t in order}
        lines = [ScoreLine(seat, totals[t], {"pushed": state["pushed"][seat]}, rank[t])
                 for t in order for seat in teams[t]]
        best = totals[order[0]]
        winners = [seat for t in order if totals[t] == best for seat in teams[t]]
        return Result(winners=winners, scores=lines, teams=teams,
                      tiebreaks=[say("tiebreak.shared", lang)])

    def view(self, state: State, viewer: Seat | None) -> dict[str, Any]:
        return {"game": self.key, "viewer": viewer, "round": state["round"],
                "turn": state["turn"], "pushed": list(state["pushed"]),
                "stamina": list(state["stamina"]), "teams": self.teams(state)}






class EagerAgent(Agent):
    """Pushes as far as it can."""

    name = "eager"
    titles: ClassVar[Mapping[str, str]] = {"en": "Eager", "de": "Eifrig"}

    def choose(self, game: Game, state: State, seat: Seat, legal: list[Action]) -> Action:
        return legal[0]


GAME = ToyRelay()
AGENTS: dict[str, type[Agent]] = {"eager": EagerAgent}
