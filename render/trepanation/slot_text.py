"""What a time slot does, in the few words that fit in a slot on the picture.

The engine's ``phrases.slot_summary`` is written for buttons and runs to forty characters;
the board has room for about twenty, so this keeps the same order of effects with the
shorter ``picture.slot.*`` words. Resources are written by the engine's ``bundle_text``.
"""

from __future__ import annotations

from typing import Any

from engine.trepanation.phrases import say
from render.trepanation.words import bundle_text, pic, resource_word

FLAGS = ("replace_show", "equipment_run", "coin_after", "steal", "rejuvenate")
LATE_FLAGS = ("age_all", "market", "suitcase", "defame")


def choice_text(options: list[dict[str, int]], lang: str = "en") -> str:
    """'2 bribes, shills or medicine' when every option is the same number of one
    resource; else the options joined by 'or'."""
    counts = {n for option in options for n in option.values()}
    if len(options) > 2 and all(len(o) == 1 for o in options) and len(counts) == 1:
        count = counts.pop()
        names = [resource_word(r, count, lang) for option in options for r in option]
        return pic("slot.choice", lang, count=count, list=", ".join(names[:-1]), last=names[-1])
    return say("bundle.or", lang).join(bundle_text(option, lang) for option in options)


def slot_text(effects: dict[str, Any], lang: str = "en") -> str:
    parts: list[str] = []
    if effects.get("show"):
        parts.append(pic("slot.replace_then_show" if effects.get("replace_first") else "slot.show",
                         lang))
    if effects.get("fame"):
        parts.append(pic("slot.fame", lang, fame=effects["fame"]))
    if effects.get("after"):
        parts.append(pic("slot.gain", lang, bundle=bundle_text(effects["after"], lang)))
    if effects.get("renew"):
        parts.append(pic("slot.renew", lang))
    if effects.get("gain"):
        parts.append(pic("slot.gain", lang, bundle=bundle_text(effects["gain"], lang)))
    if effects.get("choose"):
        parts.append(choice_text(effects["choose"], lang))
    if effects.get("press"):
        parts.append(pic(f"slot.press.{effects['press']}", lang))
    parts += [pic(f"slot.{flag}", lang) for flag in (*FLAGS, *LATE_FLAGS) if effects.get(flag)]
    if effects.get("order"):
        parts.append(pic(f"slot.order.{effects['order']}", lang))
    text = pic("slot.separator", lang).join(parts)
    return text[:1].upper() + text[1:]
