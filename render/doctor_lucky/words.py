"""The words the pictures write, in the reader's language.

Every text comes from the ``picture`` table of the game's words file
(``engine/doctor_lucky/words.toml``); this module only picks and fills them. Room, deck and
aid card names stay as printed and come from the data file.
"""

from __future__ import annotations

from typing import Any

from engine.doctor_lucky.data import Room, load
from engine.doctor_lucky.ship import ship
from engine.doctor_lucky.words import say as game_say
from render.doctor_lucky.geometry import short_name

View = dict[str, Any]


def say(key: str, lang: str, **values: object) -> str:
    """Picture text ``key`` in ``lang`` with its placeholders filled in."""
    return game_say(f"picture.{key}", lang, **values)


def counted(key: str, count: int, lang: str, **values: object) -> str:
    """Picture text ``key`` for ``count``: the catalogue picks its CLDR plural form and
    writes the number as the language does."""
    return say(key, lang, count=count, **values)


def room_words(key: str, lang: str, numbered: bool = True) -> str:
    """'Room 21 Captain's Cabin' ('Raum 21 ...'), '21 Captain's Cabin' without the word, or an
    unnumbered room's name ('Aft Stairs B')."""
    room = load().rooms.get(key)
    if room is None:
        return key
    if room.number is None:
        return room.name
    if not numbered:
        return f"{room.number} {short_name(room)}"
    return say("room", lang, number=room.number, name=short_name(room))


def aid_words(aid: str | None, value: int, lang: str) -> str:
    if aid is None:
        return say("rescue_unaided", lang, value=value)
    card = load().aids.get(aid)
    return say("rescue_aid", lang, aid=card.name if card else aid, value=value)


def route() -> list[Room]:
    """The numbered rooms in Doctor Lucky's order, 0 to 22."""
    return list(ship().route)


def doctor_next(view: View) -> str:
    """The room Doctor Lucky moves to after this turn, by the public ship plan."""
    return ship().doctor_next(view["doctor"], frozenset(view["flooded"]))


def name_of(names: list[str], seat: Any) -> str:
    """A seat's name; a seat the names do not cover (a view from a newer engine) as '?'."""
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"


def outcome(view: View, names: list[str], lang: str) -> str | None:
    """How the game ended, or None while it goes on."""
    if view["phase"] != "over":
        return None
    if view.get("winner") is not None:
        return say("saved_by", lang, who=name_of(names, view["winner"]))
    return say("sunk", lang)


def acting_seat(view: View) -> int | None:
    acting = view.get("to_act") or []
    return acting[0] if acting else None


def status(view: View, names: list[str], lang: str) -> str:
    """The header's line: turn number and who acts, or how the game ended."""
    ended = outcome(view, names, lang)
    if ended is not None:
        return say("header_over", lang, outcome=ended)
    turn = view.get("turn_number", 0)
    seat = acting_seat(view)
    if seat is None:
        return say("turn", lang, turn=turn)
    key = "header_foil" if view.get("rescue") is not None else "header_move"
    return say(key, lang, turn=turn, who=name_of(names, seat))


def outcome_text(rescue: dict[str, Any], lang: str, short: bool = False) -> str:
    """A rescue attempt's outcome in words."""
    result = rescue.get("outcome")
    if result == "rescued":
        return say("outcome.saved", lang)
    kind = "foiled" if result == "foiled" else "pending"
    return say(f"outcome.{kind}{'_short' if short else ''}", lang,
               points=rescue.get("points", 0), value=rescue.get("value", 0))


def rescue_lines(
    rescue: dict[str, Any], names: list[str], lang: str
) -> list[tuple[str, bool]]:
    """The last rescue attempt in words, as (line, bold) pairs."""
    def who(seat: Any) -> str:
        return name_of(names, seat)

    lines = [
        (say("rescue_who", lang, who=who(rescue.get("seat")),
                   room=room_words(rescue["room"], lang)), True),
        (aid_words(rescue.get("aid"), rescue.get("value", 0), lang), False),
    ]
    witness = rescue.get("witness")
    others = [who(s) for s in rescue.get("witnesses", []) if s != witness]
    if witness is not None:
        line = rescue.get("sight_line") or []
        if len(line) <= 1:
            seen = say("seen_here", lang, who=who(witness))
        else:
            seen = say("seen_from", lang, who=who(witness),
                             room=room_words(line[0], lang))
        if others:
            seen = say("seen_also", lang, seen=seen, others=", ".join(others))
        lines.append((seen, False))
    plays = rescue.get("plays", [])
    if plays:
        played = "; ".join(
            say("play", lang, who=who(p.get("seat")),
                      points=counted("points", p.get("points", 0), lang),
                      cards=counted("card_count", p.get("cards", 0), lang))
            for p in plays
        )
        lines.append((say("failure_played", lang, plays=played), False))
    else:
        lines.append((say("no_failure_played", lang), False))
    if rescue.get("outcome") == "pending" and "waiting_for" in rescue:
        lines.append((say("waiting_for", lang, who=who(rescue["waiting_for"]),
                                needed=counted("points", rescue.get("needed", 0), lang)), True))
    return lines
