"""The small phrases Trepanation's sentences are built from: resources and bundles,
payments, show types, press tracks, what a slot does, where a slot is.

Every phrase comes from ``words.toml`` (English and German); this module only picks and
fills them. ``lang`` is ``"de"`` for German, anything else for English. The game's words
(``words.py``) and its pictures put them into sentences.
"""

from __future__ import annotations

from pathlib import Path

from engine.core.protocol import State
from engine.core.words import Catalogue
from engine.trepanation.data import Bundle, Rules, Slot

WORDS = Catalogue(Path(__file__).with_name("words.toml"))
catalogue = WORDS.messages  # every message: key -> {language: template}
say = WORDS.say  # say(key, lang, **values): one message, placeholders filled

ORDER = ("coin", "medicine", "equipment", "shill", "bribe", "fame")


def resource_word(resource: str, count: int, lang: str = "en") -> str:
    return say(f"{'one' if count == 1 else 'many'}.{resource}", lang)


def bundle_text(bundle: Bundle, lang: str = "en") -> str:
    parts = [
        say("bundle.amount", lang, count=bundle[r], resource=resource_word(r, bundle[r], lang))
        for r in ORDER
        if bundle.get(r)
    ]
    return ", ".join(parts) if parts else say("bundle.nothing", lang)


def pay_text(payment: Bundle, lang: str = "en") -> str:
    """A payment on a button: 'free' or 'pay 2 coins'."""
    if not payment:
        return say("pay.free", lang)
    return say("pay.some", lang, bundle=bundle_text(payment, lang))


def paid_text(payment: Bundle, lang: str = "en") -> str:
    """A payment in a log line."""
    if not payment:
        return say("paid.free", lang)
    return say("paid.some", lang, bundle=bundle_text(payment, lang))


def type_name(kind: str, lang: str = "en") -> str:
    return say(f"type.{kind}", lang)


def track_name(track: str, lang: str = "en") -> str:
    return say(f"track.{track}", lang)


def slot_summary(slot: Slot, lang: str = "en") -> str:
    """What a slot does, in a few words (for buttons and the rules help)."""
    parts: list[str] = []

    def add(key: str, **values: object) -> None:
        parts.append(say(key, lang, **values))

    if slot.replace_first:
        add("slot.replace_first")
    if slot.show:
        add("slot.show")
    if slot.fame:
        add("slot.fame", fame=slot.fame)
    if slot.after:
        add("slot.after", bundle=bundle_text(slot.after, lang))
    if slot.renew:
        add("slot.renew")
    if slot.gain:
        add("slot.gain", bundle=bundle_text(slot.gain, lang))
    if slot.choose:
        parts.append(
            say("bundle.or", lang).join(bundle_text(dict(option), lang) for option in slot.choose)
        )
    if slot.replace_show:
        add("slot.replace_show")
    if slot.equipment_run:
        add("slot.equipment_run")
    if slot.press:
        add(f"slot.press.{slot.press}")
    if slot.coin_after:
        add("slot.coin_after")
    if slot.steal:
        add("slot.steal")
    if slot.rejuvenate:
        add("slot.rejuvenate")
    if slot.age_all:
        add("slot.age_all")
    if slot.market:
        add("slot.market")
    if slot.suitcase:
        add("slot.suitcase")
    if slot.order:
        add(f"slot.order.{slot.order}")
    if slot.defame:
        add("slot.defame")
    return say("slot.join", lang).join(parts)


def location_name(rules: Rules, state: State, slot_id: str, lang: str = "en") -> str:
    """The location's printed name; travelling cards are marked, since one of them shares
    its name (Study) with a board location."""
    slot = rules.slots[state["side"]][slot_id]
    location = rules.locations[state["side"]][slot.location]
    if location.travelling:
        return say("menu.travelling", lang, name=location.name)
    return location.name


def show_title(rules: Rules, key: str, lang: str = "en") -> str:
    card = rules.shows[key]
    return say("show_title", lang, name=card.name, type=type_name(card.type, lang), fame=card.fame)
