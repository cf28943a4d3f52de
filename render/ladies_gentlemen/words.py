"""The words the pictures write, in the reader's language.

Every text comes from ``engine/ladies_gentlemen/words.toml``: the ``picture`` table holds
the pictures' own words, the other tables the game's words (phases, colours, families,
resources, teams) shared with the log and the buttons. Boutique, servant and designer names
are proper names from the data file.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core.protocol import fill_names
from engine.ladies_gentlemen import words as game_words
from engine.ladies_gentlemen.data import GameData, load

View = dict[str, Any]


def say(key: str, lang: str, **values: object) -> str:
    """Picture text ``picture.<key>`` in ``lang``."""
    return game_words.say(f"picture.{key}", lang, **values)


def game_say(key: str, lang: str, **values: object) -> str:
    return game_words.say(key, lang, **values)


def data() -> GameData:
    return load()


def team_label(team: int, lang: str) -> str:
    return game_words.team_name(team, lang)


def boutique_name(index: int, lang: str) -> str:
    return game_words.boutique_name(index, lang)


def phase_label(view: View, lang: str) -> str:
    if view["phase"] == "over":
        return game_say("phase.over", lang)
    return game_say(f"phase.{view['phase']}", lang, day=view["day"])


def step_text(view: View, lang: str) -> str:
    """What the table is doing now, e.g. 'Ladies choose a boutique to visit'."""
    phase = view["phase"]
    if phase == "over":
        return say("over", lang)
    if phase == "morning":
        parts = []
        if view["ladies_step"] != "ready":
            parts.append(say(f"step.{view['ladies_step']}", lang))
        if view["gents_step"] == "stock" and any(n is None for n in view["numbers"]):
            parts.append(say("step.stock", lang))
        return " · ".join(parts) or say("step.ready", lang)
    if phase == "afternoon":
        return say("step.visit" if view["ladies_step"] == "visit" else "step.afternoon", lang)
    return say(f"step.{view['evening_step']}", lang)


def family_short(family: str, lang: str) -> str:
    return say(f"family.{family}", lang)


def family_name(family: str, lang: str) -> str:
    return game_say(f"family.{family}", lang)


def type_name(kind: str, lang: str) -> str:
    return game_say(f"type.{kind}", lang)


def resource_name(kind: str, lang: str) -> str:
    return game_say(f"resource.{kind}", lang)


def held(kind: str, count: int, lang: str) -> str:
    """'2 Gems', '1 Edelstein': a holding of one resource, in the language's plural form."""
    return say(f"held.{kind}", lang, count=count)


def resource_short(kind: str, lang: str) -> str:
    return say(f"resource_short.{kind}", lang)


def designer_mark(designer: str, lang: str) -> str:
    return say(f"mark.{designer}", lang)


def role_name(role: str, lang: str) -> str:
    return game_say(f"role.{role}", lang)


def summary(result: dict[str, Any], names: Sequence[str]) -> str:
    return fill_names(result.get("summary", ""), names)


def servant_rule(key: str, lang: str) -> str:
    """'2+ JpG cards: +1 · 4+: +3': what a Servant rewards."""
    return game_words.servant_rule(key, lang)


def gossip_rule(key: str, lang: str) -> str:
    """When a Gossip card may be passed on, in words."""
    return game_words.gossip_rule(key, lang)
