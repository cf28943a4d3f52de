"""A game's words: the :class:`Words` object that puts a position into sentences, and the
bilingual message files (TOML tables whose leaves are ``{en = "...", de = "..."}``) it reads.

Each engine keeps its sentences in a ``words.toml`` beside its code (the bot keeps its own in
``bot/locales``), so translators edit data, not code. Words may read the rules' modules;
the rules never import words (``Game.words`` is attached by the game's own module).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, ClassVar

from engine.core import digest
from engine.core.catalogue import Catalogue, Messages, fill, flatten, load, load_file
from engine.core.digest import PublicMove
from engine.core.refusals import worded
from engine.core.types import Action, Event, OptionSpec, Seat, State

__all__ = ["Catalogue", "Messages", "PublicMove", "Words", "fill", "flatten", "load",
           "load_file"]

# Option values many games share ("on", "off"), in both languages.
OPTION_VALUES = Catalogue(Path(__file__).with_name("options.toml"))


class Words(ABC):
    """Everything a game says, in ``lang`` (``"de"`` or any ``"de-..."`` locale for German,
    anything else for English). Texts may name seats as ``{p0}``, ``{p1}`` ...
    (:func:`engine.core.types.fill_names` puts the names in). A game's words never say
    more than the position they are given shows to the one they are said to.

    A game whose words come from a words file names it as ``catalogue``; the defaults below
    then read its ``game.name`` and ``option.<key>.value.<value>`` entries."""

    # The game's words file, if any (read by the defaults of game_name and option_value).
    catalogue: ClassVar[Catalogue | None] = None
    # The game's English name: :class:`~engine.core.protocol.Game` sets it from Game.name.
    name: str = ""

    def game_name(self, lang: str = "en") -> str:
        """The game's name as the reader's edition prints it ("Rettet Doktor Lucky"): the
        words file's ``game.name``, else ``Game.name``."""
        if self.catalogue is not None and "game.name" in self.catalogue.messages():
            return self.catalogue.say("game.name", lang)
        return self.name

    @abstractmethod
    def action_label(self, state: State, action: Action, lang: str = "en") -> str:
        """A short label for a button (at most 80 characters)."""

    def action_path(self, state: State, action: Action, lang: str = "en") -> tuple[str, ...]:
        """Menu levels leading to this action (first level: button, then selects).

        Actions sharing a prefix are grouped, so a long list becomes a short sequence
        of choices. The default is a single level, the label.
        """
        return (self.action_label(state, action, lang=lang),)

    def path_and_label(self, state: State, action: Action,
                       lang: str = "en") -> tuple[tuple[str, ...], str]:
        """``action_path`` and ``action_label`` together, as a menu asks for both; a game
        whose label is made from its path overrides this to work the path out once."""
        label = self.action_label(state, action, lang)
        if type(self).action_path is Words.action_path:  # the default path: the label
            return (label,), label
        return self.action_path(state, action, lang), label

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
        return worded("not_allowed", action=repr(action.get("type")))(lang)

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

    def option_value(self, spec: OptionSpec, value: str, lang: str = "en") -> str:
        """One value of an option as players read it ("aus" for "off"): the words file's
        ``option.<key>.value.<value>``, else the shared words for "on" and "off", else the
        value as typed (which is also what ``/game new`` takes)."""
        key = f"option.{spec.key}.value.{value}"
        if self.catalogue is not None and key in self.catalogue.messages():
            return self.catalogue.say(key, lang)
        if f"option.value.{value}" in OPTION_VALUES.messages():
            return OPTION_VALUES.say(f"option.value.{value}", lang)
        return value

    def digest_line(self, seat: Seat, moves: Sequence[PublicMove], names: Sequence[str],
                    lang: str = "en") -> str:
        """One condensed line of what ``seat`` did in ``moves`` (every move since the
        reader's own last action, in order, each with its public events only), e.g. "Bob:
        placed 2 workers: Main stage 09:00 and Tavern 11:00". ``names`` are the seats'
        names. The default lists :meth:`digest_phrases` after the name and says "Bob made 2
        moves" where they are empty; games word their phrases, rarely the frame."""
        made = sum(1 for move in moves if move.seat == seat)
        return digest.sentence(names[seat], self.digest_phrases(seat, moves, names, lang),
                               made, lang)

    def digest_phrases(self, seat: Seat, moves: Sequence[PublicMove], names: Sequence[str],
                       lang: str = "en") -> list[str]:
        """The phrases of ``seat``'s digest line, without its name ("moved to the Library").
        The default: the log line of every public event of its own moves that is about it
        (phase changes left out), its name taken off the front, a repeat counted once."""
        lines = [self.describe_event(event, names, lang)
                 for event in digest.own_events(seat, moves)]
        return digest.condense(lines, names[seat], lang)
