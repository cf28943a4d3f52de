"""Trepanation in words: action labels and menu paths, event lines, slot summaries.

Seats appear as ``{p0}``, ``{p1}`` ... in labels and are replaced by names for the log.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.protocol import Action, Event, State, clip, fill_names
from engine.trepanation.data import Bundle, Rules, Slot

SINGULAR = {
    "coin": "coin",
    "medicine": "medicine",
    "equipment": "equipment",
    "shill": "shill",
    "bribe": "bribe",
    "fame": "fame token",
}
PLURAL = {
    "coin": "coins",
    "medicine": "medicine",
    "equipment": "equipment",
    "shill": "shills",
    "bribe": "bribes",
    "fame": "fame tokens",
}
ORDER = ("coin", "medicine", "equipment", "shill", "bribe", "fame")
PATTERNS = {
    "one": "1 press step",
    "two_different": "1 step on each press track",
    "one_twice": "2 steps on one press track",
}
PHASES = {"update": "update", "scheduling": "scheduling", "action": "action", "over": "game over"}


def bundle_text(bundle: Bundle) -> str:
    parts = [
        f"{bundle[r]} {SINGULAR[r] if bundle[r] == 1 else PLURAL[r]}"
        for r in ORDER
        if bundle.get(r)
    ]
    return ", ".join(parts) if parts else "nothing"


def pay_text(payment: Bundle) -> str:
    return "free" if not payment else f"pay {bundle_text(payment)}"


def slot_summary(slot: Slot) -> str:
    """What a slot does, in a few words (for buttons and the rules help)."""
    parts: list[str] = []
    if slot.replace_first:
        parts.append("replace a show, then")
    if slot.show:
        parts.append("perform a show")
    if slot.fame:
        parts.append(f"+{slot.fame} fame")
    if slot.after:
        parts.append(f"+{bundle_text(slot.after)} after")
    if slot.renew:
        parts.append("renew all shows")
    if slot.gain:
        parts.append(f"+{bundle_text(slot.gain)}")
    if slot.choose:
        parts.append(" or ".join(bundle_text(dict(option)) for option in slot.choose))
    if slot.replace_show:
        parts.append("replace a show")
    if slot.equipment_run:
        parts.append("1 equipment + 1 per empty slot right")
    if slot.press:
        parts.append(PATTERNS[slot.press])
    if slot.coin_after:
        parts.append("+1 coin after")
    if slot.steal:
        parts.append("may pay 1 coin to take 2 resources")
    if slot.rejuvenate:
        parts.append("refresh your shills and bribes")
    if slot.age_all:
        parts.append("everybody's shills and bribes age")
    if slot.market:
        parts.append("one market trade")
    if slot.suitcase:
        parts.append("take the suitcase")
    if slot.order:
        parts.append(f"become {slot.order} player")
    if slot.defame:
        parts.append("others return a shill or bribe")
    return ", ".join(parts)


def location_name(rules: Rules, state: State, slot_id: str) -> str:
    slot = rules.slots[state["side"]][slot_id]
    return rules.locations[state["side"]][slot.location].name


def show_title(rules: Rules, key: str) -> str:
    card = rules.shows[key]
    return f"{card.name} · {card.type} · {card.fame} fame"


def action_path(rules: Rules, state: State, action: Action) -> tuple[str, ...]:
    kind = action["type"]
    side = state["side"]
    if kind == "place":
        slot = rules.slots[side][action["slot"]]
        return (
            "Place a worker",
            location_name(rules, state, slot.id),
            clip(f"{slot.time} · {slot_summary(slot)}"),
        )
    if kind == "activate":
        slot = rules.slots[side][action["slot"]]
        return (
            "Choose the worker that acts",
            clip(f"{location_name(rules, state, slot.id)} {slot.time}"),
        )
    if kind == "replace":
        return ("Replace a show card", clip(show_title(rules, action["card"])))
    if kind == "perform":
        return (
            "Perform a show",
            clip(show_title(rules, action["card"])),
            clip(pay_text(action["pay"])),
        )
    if kind == "advance":
        track = rules.press[action["track"]]
        to = state["boards"][_waiting_seat(state)]["press"][action["track"]] + 1
        return (
            "Advance in the press",
            f"{track.name} to step {to} ({track.fame[to]} fame)",
            clip(pay_text(action["pay"])),
        )
    if kind == "specialize":
        return (f"Specialize in {action['kind']}",)
    if kind == "take" and "option" in action:
        option = state["steps"][0]["options"][action["option"]]
        return (f"Take {bundle_text(option)}",)
    if kind == "steal":
        return (f"Pay 1 coin to {{p{action['target']}}} and take 2 of their resources",)
    if kind == "take":
        target = state["steps"][0]["target"]
        return (f"Take 1 {SINGULAR[action['resource']]} from {{p{target}}}",)
    if kind == "defame":
        return (f"{{p{action['target']}}} returns a {SINGULAR[action['resource']]}",)
    if kind == "exchange":
        exchange = rules.exchanges[action["index"]]
        return (clip(f"Trade {bundle_text(exchange.pay)} for {bundle_text(exchange.get)}"),)
    if kind == "pass":
        return (_pass_label(state),)
    return (clip(str(action)),)


def _waiting_seat(state: State) -> int:
    return int(state["steps"][0]["seat"])


def _pass_label(state: State) -> str:
    step = state["steps"][0] if state["steps"] else {"kind": ""}
    return {
        "show": "Perform no show (forfeit this slot)",
        "press": "Stop advancing in the press",
        "steal": "Take nothing from anybody",
        "market": "Make no trade",
    }.get(step["kind"], "Pass")


def action_label(rules: Rules, state: State, action: Action) -> str:
    path = action_path(rules, state, action)
    if action["type"] == "place":
        return clip(f"{path[1]} {rules.slots[state['side']][action['slot']].time}")
    if len(path) == 1:
        return clip(path[0])
    return clip(": ".join(path[1:]))


def describe_event(rules: Rules, side: str, event: Event, names: Sequence[str]) -> str:
    kind = event["type"]
    who = names[event["seat"]] if "seat" in event and event["seat"] is not None else ""
    slots = rules.slots[side]

    def where(slot_id: str) -> str:
        if slot_id in slots:
            slot = slots[slot_id]
            return f"{rules.locations[side][slot.location].name} {slot.time}"
        return slot_id

    text: str
    if kind == "phase":
        text = (
            f"Day {event['day']}: {PHASES[event['phase']]} phase"
            if event["phase"] != "over"
            else "Game over"
        )
    elif kind == "update":
        text = f"Day {event['day']} begins; {bundle_text(event['suitcase'])} goes into the suitcase"
    elif kind == "placed":
        text = f"{who} places a worker at {where(event['slot'])}"
    elif kind == "activated":
        text = f"{who} acts at {where(event['slot'])}"
    elif kind == "forfeited":
        text = f"{who} forfeits {where(event['slot'])} ({event['reason']})"
    elif kind == "gained":
        text = f"{who} gains {bundle_text(event['bundle'])}"
    elif kind == "performed":
        card = rules.shows[event["card"]]
        text = (
            f"{who} performs {card.name} ({card.type}, {card.fame} fame), {pay_text(event['pay'])}"
        )
    elif kind == "replaced":
        new = rules.shows[event["new"]].name if event["new"] else "nothing"
        text = f"{who} replaces {rules.shows[event['old']].name} with {new}"
    elif kind == "advanced":
        text = (
            f"{who} advances to step {event['to']} of the "
            f"{rules.press[event['track']].name}, {pay_text(event['pay'])}"
        )
    elif kind == "specialized":
        text = f"{who} takes a {event['kind']} specialization"
    elif kind == "paid":
        text = f"{who} pays 1 coin to {names[event['target']]}"
    elif kind == "stole":
        text = f"{who} takes 1 {SINGULAR[event['resource']]} from {names[event['target']]}"
    elif kind == "declined":
        text = f"{who} takes nothing at {where(event['slot'])}"
    elif kind == "defamed":
        text = f"{who} makes {names[event['target']]} return a {SINGULAR[event['resource']]}"
    elif kind == "exchanged":
        text = f"{who} trades {bundle_text(event['pay'])} for {bundle_text(event['get'])}"
    elif kind == "aged":
        text = f"{who}'s shills and bribes age; {event['returned']} go back to the supply"
    elif kind == "rejuvenated":
        text = f"{who}'s shills and bribes move one space back"
    elif kind == "order":
        text = f"{who} becomes {event['place']} player; order: " + ", ".join(
            names[s] for s in event["order"]
        )
    elif kind == "renewed":
        text = f"{who} renews every show in the row"
    elif kind == "day_end":
        text = f"Day {event['day']} ends"
    elif kind == "game_over":
        text = "The game is over"
    else:
        text = kind
    return fill_names(text, names)
