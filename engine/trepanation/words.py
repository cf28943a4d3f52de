"""Trepanation in words: action labels and menu paths, log lines, phase labels, summaries,
refusals, and the texts of the final result.

Every sentence comes from ``words.toml`` (English and German), built from the phrases of
``phrases.py``. Seats appear as ``{p0}``, ``{p1}`` ... in labels and are replaced by names
for the log. ``lang`` is ``"de"`` for German, anything else for English.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from engine.core import digest
from engine.core.protocol import Action, Event, Seat, State, clip, fill_names
from engine.core.words import PublicMove, Words
from engine.trepanation import data, phrases, supplies
from engine.trepanation.data import Rules
from engine.trepanation.phrases import (
    ORDER,
    bundle_text,
    catalogue,
    location_name,
    paid_text,
    pay_text,
    resource_word,
    say,
    show_title,
    slot_summary,
    track_name,
    type_name,
)
from engine.trepanation.scoring import TIEBREAKS, breakdown

# Why a slot was forfeited: the event's English reason -> its message key.
REASONS = {
    "passed": "reason.passed",
    "no affordable show": "reason.no_show",
    "another meeple acted at this time": "reason.other_worker",
}
PASSES = ("show", "press", "steal", "market", "rejuvenate")


class TrepanationWords(Words):
    catalogue = phrases.WORDS

    @property
    def rules(self) -> Rules:
        return data.rules()

    def action_path(self, state: State, action: Action, lang: str = "en") -> tuple[str, ...]:
        kind = action["type"]
        table = self.rules
        side = state["side"]
        if kind == "place":
            return place_words(side, action["slot"], lang)[0]
        if kind == "activate":
            slot = table.slots[side][action["slot"]]
            where = say("menu.where", lang, location=location_name(table, state, slot.id, lang),
                        time=slot.time)
            return (say("menu.activate", lang), clip(where))
        if kind == "replace":
            return (say("menu.replace", lang), clip(show_title(table, action["card"], lang)))
        if kind == "perform":
            return (
                say("menu.perform", lang),
                clip(show_title(table, action["card"], lang)),
                clip(pay_text(action["pay"], lang)),
            )
        if kind == "advance":
            track = table.press[action["track"]]
            to = state["boards"][state["steps"][0]["seat"]]["press"][action["track"]] + 1
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
            exchange = table.exchanges[action["index"]]
            pay, get = bundle_text(exchange.pay, lang), bundle_text(exchange.get, lang)
            return (clip(say("menu.exchange", lang, pay=pay, get=get)),)
        if kind == "pass":
            step = state["steps"][0] if state["steps"] else {"kind": ""}
            return (say(f"pass.{step['kind'] if step['kind'] in PASSES else 'other'}", lang),)
        return (clip(str(action)),)

    def action_label(self, state: State, action: Action, lang: str = "en") -> str:
        if action["type"] == "place":
            return place_words(state["side"], action["slot"], lang)[1]
        return self._label(self.action_path(state, action, lang), lang)

    def path_and_label(self, state: State, action: Action,
                       lang: str = "en") -> tuple[tuple[str, ...], str]:
        if action["type"] == "place":
            return place_words(state["side"], action["slot"], lang)
        path = self.action_path(state, action, lang)
        return path, self._label(path, lang)

    @staticmethod
    def _label(path: tuple[str, ...], lang: str) -> str:
        if len(path) == 1:
            return clip(path[0])
        rest = path[1]
        for level in path[2:]:
            rest = say("menu.label", lang, first=rest, rest=level)
        return clip(rest)

    def describe_event(self, event: Event, names: Sequence[str], lang: str = "en") -> str:
        table = self.rules
        # Slot names are the same on both sides except for slots only one side has.
        side = (
            "duel"
            if event.get("slot") in table.slots["duel"]
            and event.get("slot") not in table.slots["standard"]
            else "standard"
        )
        return fill_names(event_text(table, side, event, names, lang), names)

    def digest_phrases(self, seat: Seat, moves: Sequence[PublicMove], names: Sequence[str],
                       lang: str = "en") -> list[str]:
        """A seat's moves since: its workers placed in one phrase ("places 2 workers: Main
        stage 09:00 and Study 11:00"), then the rest of what it did; day changes left out."""
        texts: list[str] = []
        placed: list[str] = []
        placed_at = -1
        for event in digest.own_events(seat, moves):
            if event["type"] in ("day_end", "update"):
                continue
            if event["type"] == "placed":
                if not placed:
                    placed_at = len(texts)
                    texts.append("")
                placed.append(event["slot"])
                continue
            texts.append(self.describe_event(event, names, lang))
        if len(placed) == 1:
            texts[placed_at] = self.describe_event(
                {"type": "placed", "seat": seat, "slot": placed[0]}, names, lang)
        elif placed:
            where = digest.listed([self.slot_where(slot, lang) for slot in placed], lang)
            texts[placed_at] = say("digest.placed_many", lang, who=names[seat], where=where,
                                   count=len(placed))
        return digest.condense(texts, names[seat], lang)

    def slot_where(self, slot_id: str, lang: str = "en") -> str:
        """A slot as the log names it: "Main stage 09:00"."""
        table = self.rules
        side = "duel" if slot_id in table.slots["duel"] and slot_id not in table.slots[
            "standard"] else "standard"
        slot = table.slots[side][slot_id]
        return say("menu.where", lang, location=table.locations[side][slot.location].name,
                   time=slot.time)

    def phase_label(self, state: State, lang: str = "en") -> str:
        if state["phase"] == "over":
            return say("phase_label.over", lang)
        label = say("phase_label.day", lang, day=state["day"], days=self.rules.days,
                    phase=say(f"phase.{state['phase']}", lang))
        if state["phase"] == "action" and state["time"] >= 0:
            label = say("phase_label.time", lang, label=label,
                        time=self.rules.times[state["time"]])
        return label

    def summary(self, state: State, viewer: Seat | None, lang: str = "en") -> list[str]:
        """A few short lines of what everybody sees, plus the viewer's own board."""
        lines = [self.phase_label(state, lang)]
        order = say("event.list", lang).join(f"{{p{seat}}}" for seat in state["order"])
        lines.append(say("summary.order", lang, order=order))
        # Whose turn it is and who won are said by the turn line and the result, not here.
        shows = sum(card is not None for card in state["row"])
        lines.append(say("summary.table", lang, shows=shows, deck=len(state["show_deck"]),
                         suitcase=bundle_text(state["suitcase"], lang)))
        fames = [sum(breakdown(self.rules, board).values()) for board in state["boards"]]
        if viewer is not None and 0 <= viewer < len(state["boards"]):
            board = state["boards"][viewer]
            own = {r: supplies.amount(board, r) for r in ORDER if r != "fame"}
            lines.append(say("summary.you", lang, bundle=bundle_text(own, lang),
                             shows=len(board["shows"]), fame=fames[viewer]))
        top = max(fames)
        if top > 0 and fames.count(top) == 1 and state["phase"] != "over":
            leader = fames.index(top)
            lines.append(say("summary.leader", lang, who=f"{{p{leader}}}", fame=top))
        return lines

    def explain_illegal(self, state: State, seat: Seat, action: Action,
                        lang: str = "en") -> str:
        scheduling = state["phase"] == "scheduling"
        if scheduling and action.get("type") == "place":
            slot = action.get("slot")
            side_slots = self.rules.slots[state["side"]]
            if slot in state["placements"]:
                return say("illegal.taken", lang)
            if slot in side_slots and side_slots[slot].location in state["closed"]:
                return say("illegal.closed", lang)
            locations = self.rules.locations[state["side"]]
            if slot in side_slots and locations[side_slots[slot].location].one_per_player and any(
                side_slots[mine].location == side_slots[slot].location
                for mine, owner in state["placements"].items()
                if owner == seat
            ):
                return say("illegal.one_each", lang)
            return say("illegal.no_slot", lang)
        return say("illegal.place_first" if scheduling else "illegal.not_a_choice", lang)

    def score_part_label(self, part: str, lang: str = "en") -> str:
        key = f"part.{part}"
        return say(key, lang) if key in catalogue() else part


@cache
def place_words(side: str, slot_id: str, lang: str) -> tuple[tuple[str, ...], str]:
    """A placement's menu path and label: they name the slot alone (the location, its
    time and what it does), so a menu of placements words each slot once per language."""
    table = data.rules()
    slot = table.slots[side][slot_id]
    location = location_name(table, {"side": side}, slot_id, lang)
    path = (say("menu.place", lang), location,
            clip(say("menu.slot", lang, time=slot.time, summary=slot_summary(slot, lang))))
    return path, clip(say("menu.where", lang, location=location, time=slot.time))


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


def event_text(table: Rules, side: str, event: Event, names: Sequence[str],
               lang: str = "en") -> str:
    """An event's log line, seats still as ``{p0}`` ... where a sentence names them."""
    kind = event["type"]
    who = names[event["seat"]] if "seat" in event and event["seat"] is not None else ""
    slots = table.slots[side]

    def where(slot_id: str) -> str:
        if slot_id in slots:
            slot = slots[slot_id]
            location = table.locations[side][slot.location].name
            return say("menu.where", lang, location=location, time=slot.time)
        return slot_id

    def line(key: str, **values: object) -> str:
        return say(f"event.{key}", lang, who=who, **values)

    def target() -> str:
        return names[event["target"]]

    def resource() -> str:
        return resource_word(event["resource"], 1, lang)

    if kind == "phase":
        phase = event["phase"]
        if phase == "over":
            return say("event.over", lang)
        return say("event.phase", lang, day=event["day"], phase=say(f"phase.{phase}", lang))
    if kind == "update":
        return say("event.update", lang, day=event["day"],
                   bundle=bundle_text(event["suitcase"], lang))
    if kind in ("placed", "activated", "declined"):
        return line(kind, where=where(event["slot"]))
    if kind == "forfeited":
        reason = event["reason"]
        if reason in REASONS:
            reason = say(REASONS[reason], lang)
        return line(kind, where=where(event["slot"]), reason=reason)
    if kind == "gained":
        return line(kind, bundle=bundle_text(event["bundle"], lang))
    if kind == "performed":
        card = table.shows[event["card"]]
        return line(kind, card=card.name, type=type_name(card.type, lang), fame=card.fame,
                    pay=paid_text(event["pay"], lang))
    if kind == "replaced":
        new = table.shows[event["new"]].name if event["new"] else say(
            "event.replaced_by_nothing", lang)
        return line(kind, old=table.shows[event["old"]].name, new=new)
    if kind == "advanced":
        return line(kind, step=event["to"], track=track_name(event["track"], lang),
                    pay=paid_text(event["pay"], lang))
    if kind == "specialized":
        return line(kind, kind=type_name(event["kind"], lang))
    if kind == "paid":
        return line(kind, target=target())
    if kind in ("stole", "defamed"):
        return line(kind, target=target(), resource=resource())
    if kind == "exchanged":
        return line(kind, pay=bundle_text(event["pay"], lang),
                    get=bundle_text(event["get"], lang))
    if kind == "aged":
        return line(kind, returned=event["returned"])
    if kind in ("rejuvenated", "renewed"):
        return line(kind)
    if kind == "order":
        order = say("event.list", lang).join(names[s] for s in event["order"])
        return line(kind, place=say(f"place.{event['place']}", lang), order=order)
    if kind == "day_end":
        return say("event.day_end", lang, day=event["day"])
    if kind == "game_over":
        return say("event.game_over", lang)
    return str(kind)


def result_summary(winners: Sequence[Seat], fame: int, lang: str = "en") -> str:
    """Who won with how much fame; several winners share the victory."""
    if len(winners) == 1:
        return say("result.wins", lang, winner=f"{{p{winners[0]}}}", fame=fame)
    return say("result.share", lang, fame=fame,
               winners=say("result.and", lang).join(f"{{p{w}}}" for w in winners))


def tiebreak_note(a: Seat, b: Seat, keys_a: tuple[int, ...], keys_b: tuple[int, ...],
                  lang: str = "en") -> str:
    """How two seats tied on fame were told apart: the first tie-breaker they differ in, or
    none (they share the place)."""
    seats = {"a": f"{{p{a}}}", "b": f"{{p{b}}}"}
    for key, x, y in zip(TIEBREAKS, keys_a, keys_b, strict=True):
        if x != y:
            rule = say(f"tiebreak.{key}", lang)
            return say("tiebreak.decided", lang, rule=rule, x=x, y=y, **seats)
    return say("tiebreak.shared", lang, **seats)
