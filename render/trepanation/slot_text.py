"""What a time slot does, in the few words that fit in a slot on the picture.

The engine's ``words.slot_summary`` is written for buttons and runs to forty characters;
the board has room for about twenty, so this keeps the same order of effects with shorter
words. Resources are written by the engine's ``words.bundle_text``.
"""

from __future__ import annotations

from typing import Any

from engine.trepanation.words import PLURAL, bundle_text

PRESS = {
    "one": "1 press step",
    "two_different": "1 step each press",
    "one_twice": "2 steps, 1 press",
}
SEPARATOR = " · "  # bundle_text already uses commas inside one effect
FLAGS = {
    "renew": "renew shows",
    "replace_show": "replace a show",
    "equipment_run": "equipment run",
    "coin_after": "+1 coin",
    "steal": "steal",
    "rejuvenate": "refresh tokens",
    "age_all": "all tokens age",
    "market": "market trade",
    "suitcase": "suitcase",
    "defame": "defame",
}


def choice_text(options: list[dict[str, int]]) -> str:
    """'2 bribes, shills or medicine' when every option is the same number of one
    resource; else the options joined by 'or'."""
    counts = {n for option in options for n in option.values()}
    if len(options) > 2 and all(len(o) == 1 for o in options) and len(counts) == 1:
        names = [PLURAL.get(r, r) for option in options for r in option]
        return f"{counts.pop()} {', '.join(names[:-1])} or {names[-1]}"
    return " or ".join(bundle_text(option) for option in options)


def slot_text(effects: dict[str, Any]) -> str:
    parts: list[str] = []
    if effects.get("show"):
        parts.append("replace, then show" if effects.get("replace_first") else "show")
    if effects.get("fame"):
        parts.append(f"+{effects['fame']} fame")
    if effects.get("after"):
        parts.append(f"+{bundle_text(effects['after'])}")
    if effects.get("renew"):
        parts.append(FLAGS["renew"])
    if effects.get("gain"):
        parts.append(f"+{bundle_text(effects['gain'])}")
    if effects.get("choose"):
        parts.append(choice_text(effects["choose"]))
    if effects.get("press"):
        parts.append(PRESS.get(effects["press"], effects["press"]))
    for flag in ("replace_show", "equipment_run", "coin_after", "steal", "rejuvenate"):
        if effects.get(flag):
            parts.append(FLAGS[flag])
    for flag in ("age_all", "market", "suitcase", "defame"):
        if effects.get(flag):
            parts.append(FLAGS[flag])
    if effects.get("order"):
        parts.append(f"{effects['order']} player")
    text = SEPARATOR.join(parts)
    return text[:1].upper() + text[1:]
