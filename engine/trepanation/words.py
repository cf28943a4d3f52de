"""Trepanation in words: action labels and menu paths, event lines, slot summaries.

Every sentence comes from ``words.toml`` (English and German); this module only picks and
fills them. Seats appear as ``{p0}``, ``{p1}`` ... in labels and are replaced by names for
the log. ``lang`` is ``"de"`` for German, anything else for English.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from engine.core import words
from engine.core.protocol import Action, Event, State, clip, fill_names
from engine.trepanation import supplies
from engine.trepanation.data import Bundle, Rules, Slot

WORDS_FILE = Path(__file__).with_name("words.toml")
LANGUAGES = ("en", "de")
ORDER = ("coin", "medicine", "equipment", "shill", "bribe", "fame")
# Why a slot was forfeited: the event's English reason -> its message key.
REASONS = {
    "passed": "reason.passed",
    "no affordable show": "reason.no_show",
    "another meeple acted at this time": "reason.other_worker",
}


WORDS = words.Catalogue(WORDS_FILE)
catalogue = WORDS.messages  # every message: key -> {language: template}
say = WORDS.say  # say(key, lang, **values): one message, placeholders filled


SINGULAR = {r: say(f"one.{r}") for r in ORDER}
PLURAL = {r: say(f"many.{r}") for r in ORDER}
PATTERNS = {p: say(f"slot.press.{p}") for p in ("one", "two_different", "one_twice")}
PHASES = {p: say(f"phase.{p}") for p in ("update", "scheduling", "action", "over")}


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


def action_path(rules: Rules, state: State, action: Action, lang: str = "en") -> tuple[str, ...]:
    kind = action["type"]
    side = state["side"]
    if kind == "place":
        slot = rules.slots[side][action["slot"]]
        return (
            say("menu.place", lang),
            location_name(rules, state, slot.id, lang),
            clip(say("menu.slot", lang, time=slot.time, summary=slot_summary(slot, lang))),
        )
    if kind == "activate":
        slot = rules.slots[side][action["slot"]]
        where = say("menu.where", lang, location=location_name(rules, state, slot.id, lang),
                    time=slot.time)
        return (say("menu.activate", lang), clip(where))
    if kind == "replace":
        return (say("menu.replace", lang), clip(show_title(rules, action["card"], lang)))
    if kind == "perform":
        return (
            say("menu.perform", lang),
            clip(show_title(rules, action["card"], lang)),
            clip(pay_text(action["pay"], lang)),
        )
    if kind == "advance":
        track = rules.press[action["track"]]
        to = state["boards"][_waiting_seat(state)]["press"][action["track"]] + 1
        return (
            say("menu.advance", lang),
            say("menu.advance_to", lang, track=track_name(track.key, lang), step=to,
                fame=track.fame[to]),
            clip(pay_text(action["pay"], lang)),
        )
    if kind == "specialize":
        return (say("menu.specialize", lang, kind=type_name(action["kind"], lang)),)
    if kind == "take" and "option" in action:
        option = state["steps"][0]["options"][action["option"]]
        return (say("menu.take_option", lang, bundle=bundle_text(option, lang)),)
    if kind == "steal":
        return (say("menu.steal", lang, target=f"{{p{action['target']}}}"),)
    if kind == "take":
        target = state["steps"][0]["target"]
        word = resource_word(action["resource"], 1, lang)
        return (say("menu.take_from", lang, resource=word, target=f"{{p{target}}}"),)
    if kind == "defame":
        word = resource_word(action["resource"], 1, lang)
        return (say("menu.defame", lang, target=f"{{p{action['target']}}}", resource=word,
                    space=action["space"] + 1),)
    if kind == "rejuvenate":
        return (say("menu.rejuvenate", lang),)
    if kind == "tokens":
        return (clip(tokens_text(state, action["spaces"], lang)),)
    if kind == "exchange":
        exchange = rules.exchanges[action["index"]]
        pay, get = bundle_text(exchange.pay, lang), bundle_text(exchange.get, lang)
        return (clip(say("menu.exchange", lang, pay=pay, get=get)),)
    if kind == "pass":
        return (_pass_label(state, lang),)
    return (clip(str(action)),)


def tokens_text(state: State, spaces: dict[str, list[int]], lang: str = "en") -> str:
    """Which shills and bribes pay, by space: 'Pay from spaces: shills 1+3, bribe 2'."""
    parts = []
    for resource, counts in spaces.items():
        numbers = [str(space + 1) for space, n in enumerate(counts) for _ in range(n)]
        if numbers:
            word = resource_word(resource, len(numbers), lang)
            parts.append(say("tokens.part", lang, resource=word, spaces="+".join(numbers)))
    text = ", ".join(parts)
    step = state["steps"][0] if state["steps"] else {}
    board = state["boards"][step["seat"]] if "seat" in step else None
    default = board is not None and step.get("kind") == "tokens" and spaces == (
        supplies.token_choices(board, step["action"]["pay"])[0]
    )
    return say("menu.tokens_default" if default else "menu.tokens", lang, spaces=text)


def _waiting_seat(state: State) -> int:
    return int(state["steps"][0]["seat"])


def _pass_label(state: State, lang: str) -> str:
    step = state["steps"][0] if state["steps"] else {"kind": ""}
    passes = ("show", "press", "steal", "market", "rejuvenate")
    kind = step["kind"] if step["kind"] in passes else "other"
    return say(f"pass.{kind}", lang)


def action_label(rules: Rules, state: State, action: Action, lang: str = "en") -> str:
    path = action_path(rules, state, action, lang)
    if action["type"] == "place":
        time = rules.slots[state["side"]][action["slot"]].time
        return clip(say("menu.where", lang, location=path[1], time=time))
    if len(path) == 1:
        return clip(path[0])
    rest = path[1]
    for level in path[2:]:
        rest = say("menu.label", lang, first=rest, rest=level)
    return clip(rest)


def describe_event(
    rules: Rules, side: str, event: Event, names: Sequence[str], lang: str = "en"
) -> str:
    kind = event["type"]
    who = names[event["seat"]] if "seat" in event and event["seat"] is not None else ""
    slots = rules.slots[side]

    def where(slot_id: str) -> str:
        if slot_id in slots:
            slot = slots[slot_id]
            location = rules.locations[side][slot.location].name
            return say("menu.where", lang, location=location, time=slot.time)
        return slot_id

    def line(key: str, **values: object) -> str:
        return say(f"event.{key}", lang, who=who, **values)

    def target() -> str:
        return names[event["target"]]

    def resource() -> str:
        return resource_word(event["resource"], 1, lang)

    text: str
    if kind == "phase":
        phase = event["phase"]
        text = (
            say("event.phase", lang, day=event["day"], phase=say(f"phase.{phase}", lang))
            if phase != "over"
            else say("event.over", lang)
        )
    elif kind == "update":
        text = say("event.update", lang, day=event["day"],
                   bundle=bundle_text(event["suitcase"], lang))
    elif kind in ("placed", "activated", "declined"):
        text = line(kind, where=where(event["slot"]))
    elif kind == "forfeited":
        reason = event["reason"]
        if reason in REASONS:
            reason = say(REASONS[reason], lang)
        text = line(kind, where=where(event["slot"]), reason=reason)
    elif kind == "gained":
        text = line(kind, bundle=bundle_text(event["bundle"], lang))
    elif kind == "performed":
        card = rules.shows[event["card"]]
        text = line(kind, card=card.name, type=type_name(card.type, lang), fame=card.fame,
                    pay=paid_text(event["pay"], lang))
    elif kind == "replaced":
        new = rules.shows[event["new"]].name if event["new"] else say(
            "event.replaced_by_nothing", lang)
        text = line(kind, old=rules.shows[event["old"]].name, new=new)
    elif kind == "advanced":
        text = line(kind, step=event["to"], track=track_name(event["track"], lang),
                    pay=paid_text(event["pay"], lang))
    elif kind == "specialized":
        text = line(kind, kind=type_name(event["kind"], lang))
    elif kind == "paid":
        text = line(kind, target=target())
    elif kind in ("stole", "defamed"):
        text = line(kind, target=target(), resource=resource())
    elif kind == "exchanged":
        text = line(kind, pay=bundle_text(event["pay"], lang), get=bundle_text(event["get"], lang))
    elif kind == "aged":
        text = line(kind, returned=event["returned"])
    elif kind in ("rejuvenated", "renewed"):
        text = line(kind)
    elif kind == "order":
        order = say("event.list", lang).join(names[s] for s in event["order"])
        text = line(kind, place=say(f"place.{event['place']}", lang), order=order)
    elif kind == "day_end":
        text = say("event.day_end", lang, day=event["day"])
    elif kind == "game_over":
        text = say("event.game_over", lang)
    else:
        text = kind
    return fill_names(text, names)


def phase_label(rules: Rules, state: State, lang: str = "en") -> str:
    if state["phase"] == "over":
        return say("phase_label.over", lang)
    label = say("phase_label.day", lang, day=state["day"], days=rules.days,
                phase=say(f"phase.{state['phase']}", lang))
    if state["phase"] == "action" and state["time"] >= 0:
        label = say("phase_label.time", lang, label=label, time=rules.times[state["time"]])
    return label


def score_part_label(part: str, lang: str = "en") -> str:
    key = f"part.{part}"
    return say(key, lang) if key in catalogue() else part


def summary(rules: Rules, state: State, viewer: int | None, lang: str = "en") -> list[str]:
    """A few short lines of what everybody sees, plus the viewer's own board."""
    from engine.trepanation.scoring import breakdown  # scoring imports this module

    lines = [phase_label(rules, state, lang)]
    order = say("event.list", lang).join(f"{{p{seat}}}" for seat in state["order"])
    lines.append(say("summary.order", lang, order=order))
    if state["phase"] == "scheduling":
        seat = state["order"][state["sched_turn"]]
        lines.append(say("summary.waiting_place", lang, who=f"{{p{seat}}}"))
    elif state["phase"] == "action" and state["steps"]:
        lines.append(say("summary.waiting_decide", lang, who=f"{{p{state['steps'][0]['seat']}}}"))
    shows = sum(card is not None for card in state["row"])
    lines.append(say("summary.table", lang, shows=shows, deck=len(state["show_deck"]),
                     suitcase=bundle_text(state["suitcase"], lang)))
    fames = [sum(breakdown(rules, board).values()) for board in state["boards"]]
    if viewer is not None and 0 <= viewer < len(state["boards"]):
        board = state["boards"][viewer]
        own = {r: supplies.amount(board, r) for r in ORDER if r != "fame"}
        lines.append(say("summary.you", lang, bundle=bundle_text(own, lang),
                         shows=len(board["shows"]), fame=fames[viewer]))
    top = max(fames)
    if top > 0 and fames.count(top) == 1:
        leader = fames.index(top)
        lines.append(say("summary.leader", lang, who=f"{{p{leader}}}", fame=top))
    return lines
