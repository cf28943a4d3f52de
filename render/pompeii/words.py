"""The words the pictures write, in the reader's language.

Every text comes from the words file of the game (``engine/pompeii/words.toml``): the
``picture`` table holds the pictures' own words, the other tables the game's words (places,
phases, Vita Romana and Vesuvius cards) that the pictures share with the log. Card, building
and gate names are Latin, as printed, and come from the data file.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.pompeii import words as game_words
from engine.pompeii.data import load
from render.common.seats import Seats
from render.pompeii import layout as L

View = dict[str, Any]


def table_seats(view: View, names: Sequence[str] | None) -> Seats:
    """The seats as the pictures draw them: each token in its pawn colour, the colour the
    words name, with the common shapes and letters."""
    return Seats(names, len(view["seats"]),
                 colours=[L.PAWNS[str(info["colour"])] for info in view["seats"]])


def say(key: str, lang: str, **values: object) -> str:
    """Picture text ``key`` in ``lang`` with its placeholders filled in."""
    return game_words.say(f"picture.{key}", lang, **values)


def game_say(key: str, lang: str, **values: object) -> str:
    """A text of the game's own tables (shared with the log and the buttons)."""
    return game_words.say(key, lang, **values)


def money(amount: int, lang: str, compact: bool = False) -> str:
    """The game's one way of writing an amount (see ``engine.pompeii.words.money``)."""
    return game_words.money(amount, lang, compact)


def name_of(names: list[str], seat: Any) -> str:
    """A seat's name; a seat the names do not cover as '?'."""
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"


def acting_seat(view: View) -> int | None:
    """Whom the game waits for: a debtor, else the current player (the buyer of an open
    offer may answer meanwhile, but the game goes on without them)."""
    if view["phase"] == "over":
        return None
    if view.get("debt"):
        return int(view["debt"]["seat"])
    return int(view["current"])


def phase_text(view: View, lang: str) -> str:
    if view["phase"] == "life":
        return game_say("phase.track", lang, round=view["round"])
    if view["phase"] == "eruption":
        return game_say("phase.eruption", lang, left=view["vesuvius_left"])
    return game_say("phase.over", lang)


def status_text(seat: dict[str, Any], lang: str) -> str:
    """Where a player is, in words: the track space, the place in the city, outside, dead."""
    if seat["status"] == "track":
        return game_say("status.track", lang, place=game_words.space_name(seat["pos"], lang))
    if seat["status"] == "out":
        return game_say("status.out", lang)
    if not seat["alive"]:
        return game_say("status.dead", lang)
    if seat["outside"]:
        return say("outside", lang)
    return game_say("status.city", lang, place=game_words.place_name(seat["place"], lang))


def card_words(number: int, lang: str) -> str:
    return game_words.card_name(number, lang)


def place_words(node: str | None, lang: str) -> str:
    return game_words.place_name(node, lang)


def vita_words(index: int, lang: str) -> str:
    return game_words.vita_text(index, lang)


def vesuvius_words(card: str, lang: str) -> str:
    return game_words.vesuvius_text(card, lang)


def colour_words(colour: str, lang: str) -> str:
    return game_say(f"colour.{colour}", lang)


def saved_value(seat: dict[str, Any]) -> int:
    cards = load().cards
    return sum(cards[n].price for n in seat["saved"])
