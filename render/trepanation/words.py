"""The words on Trepanation pictures, in the reader's language.

Everything comes from the engine's ``words.toml``: the picture's own short words live under
``picture.*``; resource, type, track, phase and score part names are the engine's.
"""

from __future__ import annotations

from typing import Any

from engine.trepanation import phrases
from engine.trepanation.phrases import bundle_text, resource_word, track_name

__all__ = ["bundle_text", "resource_word", "track_name"]

View = dict[str, Any]


def pic(key: str, lang: str, **values: object) -> str:
    """Picture word ``picture.<key>`` in ``lang``."""
    return phrases.say(f"picture.{key}", lang, **values)


def letter(resource: str, lang: str) -> str:
    """The letter on a resource's small square ('?' for a resource the file does not know)."""
    key = f"picture.letter.{resource}"
    return phrases.say(key, lang) if key in phrases.catalogue() else "?"


def type_name(kind: str, lang: str) -> str:
    """A show type, capitalised for a card's title bar."""
    name = phrases.type_name(kind, lang)
    return name[:1].upper() + name[1:]


def type_short(kind: str, lang: str, tiny: bool = False) -> str:
    key = f"picture.type_{'tiny' if tiny else 'short'}.{kind}"
    return phrases.say(key, lang) if key in phrases.catalogue() else kind[:4]


def phase_text(view: View, lang: str) -> str:
    """'Day 3 of 6 · action · 13:00', as the engine's phase label says it."""
    if view["phase"] == "over":
        return phrases.say("phase_label.over", lang)
    phase = phrases.say(f"phase.{view['phase']}", lang)
    text = phrases.say(
        "phase_label.day", lang, day=view["day"], days=view["days"], phase=phase
    )
    if view["phase"] == "action" and view.get("time"):
        text = phrases.say("phase_label.time", lang, label=text, time=view["time"])
    return text


def ordinal(rank: int, lang: str) -> str:
    if rank in (1, 2, 3):
        return pic(f"ordinal.{rank}", lang)
    return pic("ordinal.other", lang, n=rank)


def cost_text(cost: dict[str, int], lang: str) -> str:
    """A press step's cost in letters: '2S+B', or 'free'."""
    if not cost:
        return pic("free", lang)
    return "+".join(f"{n if n > 1 else ''}{letter(r, lang)}" for r, n in cost.items())
