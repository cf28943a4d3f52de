"""The seam to the engines' texts: every game method that words something, asked in ``lang``.

Every text method of the protocol takes ``lang`` (the contract suite's
``test_every_text_method_takes_lang`` holds each game to it).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from engine.core.protocol import Action, Event, Game, OptionSpec, Result, Seat, State


def _ask(game: Game, name: str, lang: str, *args: Any) -> Any:
    method: Callable[..., Any] = getattr(game, name)
    return method(*args, lang=lang)


def action_label(game: Game, state: State, action: Action, lang: str) -> str:
    return str(_ask(game, "action_label", lang, state, action))


def action_path(game: Game, state: State, action: Action, lang: str) -> tuple[str, ...]:
    return tuple(_ask(game, "action_path", lang, state, action))


def describe_event(game: Game, event: Event, names: Sequence[str], lang: str) -> str:
    return str(_ask(game, "describe_event", lang, event, names))


def phase_label(game: Game, state: State, lang: str) -> str:
    return str(_ask(game, "phase_label", lang, state))


def result(game: Game, state: State, lang: str) -> Result:
    found: Result = _ask(game, "result", lang, state)
    return found


def score_part_label(game: Game, part: str, lang: str) -> str:
    """A game that doesn't name its score parts shows their keys as they are."""
    if getattr(type(game), "score_part_label", None) is Game.score_part_label:
        return part
    return str(_ask(game, "score_part_label", lang, part))


def score_text(game: Game, part: str | None, value: int, lang: str) -> str:
    return str(_ask(game, "score_text", lang, part, value))


def option_label(game: Game, spec: OptionSpec, lang: str) -> str:
    return str(_ask(game, "option_label", lang, spec.key))



def summary(game: Game, state: State, viewer: Seat | None, lang: str) -> list[str]:
    return [str(line) for line in _ask(game, "summary", lang, state, viewer)]


def team_label(game: Game, state: State, team: int, lang: str) -> str:
    return str(_ask(game, "team_label", lang, state, team))
