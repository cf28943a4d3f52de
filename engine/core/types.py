"""The plain-data vocabulary every game and every layer above it shares.

A state, an action and an event are JSON-able dicts; a seat is an int ``0 .. players-1``.
This module imports nothing of the project, so rules, words and views can all use it
without import cycles.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

State = dict[str, Any]
Action = dict[str, Any]
Event = dict[str, Any]
Seat = int

LABEL_MAX = 80


Say = Callable[[str], str]  # a text in the language asked for ("de" or "en")


class Worded(ValueError):
    """A refusal that can be said in the reader's language: ``say(lang)``; its ``str`` is the
    English text. Made from a plain text (the same in every language) or from ``say``
    (:func:`engine.core.refusals.worded` builds one from a catalogue key)."""

    def __init__(self, reason: str | Say) -> None:
        self.say: Say = (lambda lang: reason) if isinstance(reason, str) else reason
        super().__init__(self.say("en"))


class IllegalAction(Worded):
    """An action that the rules do not allow now; the state is unchanged."""


class BadOptions(Worded):
    """Setup options (player count, variants) that the game does not accept."""


def is_german(lang: str | None) -> bool:
    """``True`` for ``"de"`` and any German locale (``"de-DE"`` ...); every text method
    of a game answers in German then and in English otherwise."""
    return bool(lang) and str(lang).lower().startswith("de")


@dataclass(frozen=True)
class OptionSpec:
    """A game option a host may set when opening a lobby (a variant, a rule switch)."""

    key: str
    label: str
    choices: tuple[str, ...]
    default: str
    help: str = ""


@dataclass
class ScoreLine:
    seat: Seat
    total: int
    breakdown: dict[str, int]
    rank: int = 0


@dataclass
class Result:
    """The final outcome: winners (empty when nobody wins), one score line per seat in
    ranking order, and the tie-breaks that decided it, in words. Texts name seats as
    ``{p0}``, ``{p1}`` ...; :func:`fill_names` puts the players' names in."""

    winners: list[Seat]
    scores: list[ScoreLine]
    tiebreaks: list[str] = field(default_factory=list)
    summary: str = ""

    teams: list[list[Seat]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "winners": list(self.winners),
            "scores": [asdict(line) for line in self.scores],
            "tiebreaks": list(self.tiebreaks),
            "summary": self.summary,
            "teams": [list(team) for team in self.teams],
        }


def clip(label: str, limit: int = LABEL_MAX) -> str:
    """Shorten a label to Discord's limit, marking the cut."""
    return label if len(label) <= limit else label[: limit - 1] + "…"


def fill_names(text: str, names: Sequence[str]) -> str:
    """Replace the ``{p0}``, ``{p1}`` ... seat placeholders of result texts with names."""
    for seat, name in enumerate(names):
        text = text.replace(f"{{p{seat}}}", name)
    return text
