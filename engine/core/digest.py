"""Condensing what one seat did while someone was away into one line ("Bob: placed 2
workers: Main stage 09:00 and Tavern 11:00"), for :meth:`engine.core.words.Words.digest_line`.

A digest reads public events only: each :class:`PublicMove` carries the events of one move
that everyone may see, so a line can never say more than the table showed. The sentence
frame, the counts and the "and 3 more" live in ``digest.toml`` beside this module; lists and
numbers are put in the reader's language by Babel.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from babel.lists import format_list

from engine.core import catalogue
from engine.core.catalogue import Catalogue
from engine.core.state import visible_events
from engine.core.types import Event, Seat, is_german

if TYPE_CHECKING:
    from engine.core.words import Words

# Events that say where the game stands rather than what a seat did.
QUIET = frozenset({"phase", "game_over"})
# At most this many phrases in a line; beyond, the last place says how many more there were.
MOST = 4


@dataclass(frozen=True)
class PublicMove:
    """One move since the reader's last action: who made it and its public events."""

    seat: Seat
    events: tuple[Event, ...]


WORDS = Catalogue(Path(__file__).with_name("digest.toml"))


def public_move(seat: Seat, events: Iterable[Event]) -> PublicMove:
    """A move as everyone saw it: its events without the private ones."""
    return PublicMove(seat, tuple(visible_events(list(events), None)))


def locale(lang: str) -> str:
    return "de" if is_german(lang) else "en"


def number(value: int, lang: str) -> str:
    return catalogue.number(value, locale(lang))


def listed(items: Sequence[str], lang: str) -> str:
    """``a, b and c`` in ``lang``."""
    return format_list(list(items), locale=locale(lang)) if items else ""


def counted(catalogue: Catalogue, key: str, count: int, lang: str, **values: object) -> str:
    """Message ``key_one`` or ``key_many`` of ``catalogue`` with ``{count}`` filled in."""
    plural = "one" if count == 1 else "many"
    return catalogue.say(f"{key}_{plural}", lang, count=number(count, lang), **values)


def own_events(seat: Seat, moves: Iterable[PublicMove]) -> list[Event]:
    """The public events of ``seat``'s own moves that are about it (or about nobody in
    particular), phase changes left out."""
    return [event for move in moves if move.seat == seat for event in move.events
            if event.get("type") not in QUIET and event.get("seat", seat) == seat]


def without_name(text: str, name: str) -> str:
    """``text`` with the seat's name taken off its front and its full stop off its end:
    "Bob moves to the Library." -> "moves to the Library"."""
    text = text.strip().rstrip(".").strip()
    for joint in (" ", ": "):
        if name and text.startswith(name + joint):
            return text[len(name) + len(joint):].strip()
    return text


def condense(texts: Iterable[str], name: str, lang: str) -> list[str]:
    """Phrases from log lines: the name taken off, empty lines dropped, a line repeated
    right after itself counted once ("passes (3 times)")."""
    phrases: list[tuple[str, int]] = []
    for text in texts:
        phrase = without_name(text, name)
        if not phrase:
            continue
        if phrases and phrases[-1][0] == phrase:
            phrases[-1] = (phrase, phrases[-1][1] + 1)
        else:
            phrases.append((phrase, 1))
    return [phrase if times == 1 else counted(WORDS, "digest.times", times, lang,
                                              what=phrase)
            for phrase, times in phrases]


def sentence(name: str, phrases: Sequence[str], moves: int, lang: str) -> str:
    """The line: "Bob: a, b and c"; past ``MOST`` phrases the last place counts the rest;
    without phrases (a move nobody could see into) "Bob made 2 moves"."""
    if not phrases:
        return counted(WORDS, "digest.moves", max(moves, 1), lang, name=name)
    shown = list(phrases)
    if len(shown) > MOST:
        rest = len(shown) - (MOST - 1)
        shown = [*shown[:MOST - 1], counted(WORDS, "digest.more", rest, lang)]
    # Phrases that hold commas themselves ("pays 1 coin, 1 bribe") would blur into one list:
    # then semicolons part them.
    if any("," in phrase for phrase in shown) and len(shown) > 1:
        what = (WORDS.say("digest.separator", lang).join(shown[:-1])
                + WORDS.say("digest.last_separator", lang) + shown[-1])
    else:
        what = listed(shown, lang)
    return WORDS.say("digest.line", lang, name=name, what=what)


def seats_in_order(moves: Iterable[PublicMove], viewer: Seat | None) -> list[Seat]:
    """The seats other than ``viewer`` that made any of ``moves``, first mover first."""
    seats: list[Seat] = []
    for move in moves:
        if move.seat != viewer and move.seat not in seats:
            seats.append(move.seat)
    return seats


def lines(words: Words, moves: Sequence[PublicMove], viewer: Seat | None,
          names: Sequence[str], lang: str) -> list[str]:
    """The digest: one line per seat other than ``viewer`` that made any of ``moves``."""
    return [words.digest_line(seat, moves, names, lang)
            for seat in seats_in_order(moves, viewer)]
