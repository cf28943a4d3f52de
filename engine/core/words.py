"""A game's words: the :class:`Words` object that puts a position into sentences, and the
bilingual message files (TOML tables whose leaves are ``{en = "...", de = "..."}``) it reads.

Each engine keeps its sentences in a ``words.toml`` beside its code (the bot keeps its own in
``bot/locales``), so translators edit data, not code. Words may read the rules' modules;
the rules never import words (``Game.words`` is attached by the game's own module).
"""

from __future__ import annotations

import tomllib
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, BinaryIO

from engine.core.types import Action, Event, OptionSpec, Seat, State

Messages = dict[str, dict[str, str]]


def flatten(table: dict[str, Any], source: str, prefix: str = "", into: Messages | None = None,
            ) -> Messages:
    """Dotted keys -> {language: template}; a leaf table must have an English text."""
    found: Messages = {} if into is None else into
    for key, value in table.items():
        name = f"{prefix}.{key}" if prefix else key
        if isinstance(value, dict) and isinstance(value.get("en"), str):
            found[name] = {lang: str(text) for lang, text in value.items()}
        elif isinstance(value, dict):
            flatten(value, source, name, found)
        else:
            raise ValueError(f"{source}: {name} needs 'en' and 'de' texts")
    return found


def load(handle: BinaryIO, source: str) -> Messages:
    return flatten(tomllib.load(handle), source)


def load_file(path: Path) -> Messages:
    with path.open("rb") as handle:
        return load(handle, path.name)


def fill(messages: Messages, key: str, lang: str, values: dict[str, object]) -> str:
    """Message ``key`` in ``lang`` ('de...' means German), placeholders filled in."""
    texts = messages[key]
    template = texts["de"] if lang.lower().startswith("de") and "de" in texts else texts["en"]
    return template.format(**values) if values else template


class Catalogue:
    """One words file, read on first use: ``messages()`` gives every message and
    ``say(key, lang, **values)`` one message in ``lang`` with its placeholders filled."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._messages: Messages | None = None

    def messages(self) -> Messages:
        if self._messages is None:
            self._messages = load_file(self.path)
        return self._messages

    def say(self, key: str, lang: str | None = "en", **values: object) -> str:
        german = bool(lang) and str(lang).lower().startswith("de")
        return fill(self.messages(), key, "de" if german else "en", values)


class Words(ABC):
    """Everything a game says, in ``lang`` (``"de"`` or any ``"de-..."`` locale for German,
    anything else for English). Texts may name seats as ``{p0}``, ``{p1}`` ...
    (:func:`engine.core.types.fill_names` puts the names in). A game's words never say
    more than the position they are given shows to the one they are said to."""

    @abstractmethod
    def action_label(self, state: State, action: Action, lang: str = "en") -> str:
        """A short label for a button (at most 80 characters)."""

    def action_path(self, state: State, action: Action, lang: str = "en") -> tuple[str, ...]:
        """Menu levels leading to this action (first level: button, then selects).

        Actions sharing a prefix are grouped, so a long list becomes a short sequence
        of choices. The default is a single level, the label.
        """
        return (self.action_label(state, action, lang=lang),)

    @abstractmethod
    def describe_event(self, event: Event, names: Sequence[str], lang: str = "en") -> str:
        """One line of text for the log, with seats replaced by ``names``."""

    @abstractmethod
    def phase_label(self, state: State, lang: str = "en") -> str:
        """Where the game stands, e.g. 'Day 3 - scheduling'."""

    def summary(self, state: State, viewer: Seat | None, lang: str = "en") -> list[str]:
        """A few short lines of what ``viewer`` sees (``None``: the public), shown beside a
        picture or instead of one; never more than ``viewer`` may see. The default is the
        phase alone (the bot drops a line equal to the phase, which its header names).

        Say each thing once: the summary never says whose turn it is (the bot's turn line
        names the seats to act) nor, once the game is over, who won (the result does)."""
        return [self.phase_label(state, lang)]

    def explain_illegal(self, state: State, seat: Seat, action: Action,
                        lang: str = "en") -> str:
        """Why ``action`` is refused; games word rule-specific reasons."""
        return f"that move is not allowed now: {action.get('type')!r}"

    def seat_roles(self, players: int, options: Mapping[str, Any] | None,
                   lang: str = "en") -> list[str]:
        """What each seat will be before the game starts (e.g. "Lady, team 1"), one entry
        per seat, so a lobby can show who plays what; empty when seats have no roles.
        Must not depend on the seed."""
        return []

    def team_label(self, state: State, team: int, lang: str = "en") -> str:
        """The name of team number ``team`` (0-based)."""
        return f"Team {team + 1}"  # the same word in German

    def score_part_label(self, part: str, lang: str = "en") -> str:
        """The name of a score breakdown key (e.g. ``"press"``)."""
        return part.replace("_", " ").capitalize()

    def score_text(self, part: str | None, value: int, lang: str = "en") -> str:
        """A score figure as players read it: the total (``part`` None) or one breakdown
        value (e.g. "5,050 ST" for money). The default is the plain number."""
        return str(value)

    def option_label(self, spec: OptionSpec, lang: str = "en") -> str:
        """The label of an option; games with options word it in German too."""
        return spec.label

    def option_help(self, spec: OptionSpec, lang: str = "en") -> str:
        """The help text of an option."""
        return spec.help

