"""Save Doctor Lucky in words: button labels, menu paths, log lines, card names, the summary
and the refusals.

Every sentence comes from ``words.toml`` (English and German); this module only picks and
fills them. ``lang`` is ``"de"`` for German, anything else for English.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import Any

from engine.core import digest
from engine.core.protocol import Action, Event, OptionSpec, Seat, State, Words, clip
from engine.core.words import Catalogue, PublicMove
from engine.doctor_lucky.data import AID, FAIL, MOVE, card_arg, card_kind, failure_points, load
from engine.doctor_lucky.flow import waiting_for
from engine.doctor_lucky.reaction import must_play, rescue_value
from engine.doctor_lucky.view import view

WORDS_FILE = Path(__file__).with_name("words.toml")

WORDS = Catalogue(WORDS_FILE)
catalogue = WORDS.messages  # every message: key -> {language: template}
say = WORDS.say  # say(key, lang, **values): one message, placeholders filled


def counted(noun: str, count: int, lang: str = "en") -> str:
    """A count with its noun, e.g. '1 failure point', '2 Fehlschlagpunkte', '1,050 cards':
    ``count.<noun>`` in words.toml, whose plural form the catalogue picks by CLDR's rule."""
    return say(f"count.{noun}", lang, count=count)


def room_label(room: str | None, lang: str = "en") -> str:
    if room is None:
        return say("room.nowhere", lang)
    data = load().rooms[room]
    if data.number is None:
        return data.name
    return say("room.numbered", lang, number=data.number, name=data.name)


def card_name(card: str, lang: str = "en") -> str:
    """A card as a player would name it, e.g. 'Whiskey (aid 2, 6 in Captain's Cabin)'."""
    data = load()
    kind, arg = card_kind(card), card_arg(card)
    if kind == MOVE:
        room = data.rooms[arg]
        steps = data.deck(room.deck).steps
        return say("card.move", lang, room=room_label(arg, lang), deck=room.deck, steps=steps)
    if kind == AID:
        return aid_name(arg, lang)
    return say("card.fail", lang, points=arg)


def aid_name(aid: str, lang: str = "en") -> str:
    card = load().aids[aid]
    bonus = room_label(card.bonus_room, lang)
    return say("card.aid", lang, name=card.name, value=card.value, bonus=card.bonus_value,
               room=bonus)


def seat(index: int | None, lang: str = "en") -> str:
    return say("nobody", lang) if index is None else f"{{p{index}}}"


def result_summary(winner: int | None, lang: str = "en", loser: int | None = None) -> str:
    if winner is None:
        return say("result.sunk", lang)
    saved = say("result.saved", lang, winner=f"{{p{winner}}}")
    if loser is None:
        return saved
    return f"{saved} {say('result.loser', lang, loser=f'{{p{loser}}}')}"


def _send(who: str) -> str:
    return "self" if who == "self" else "doctor"


# The actions that move a pawn: their words name the action's own fields alone (and for a
# snoop whether the pawn stays), so each is worded once per language (a menu lists dozens).
MOVES = ("snoop", "step", "send")
Worded = tuple[tuple[str, ...], str]  # (menu path, label)


def _moving(state: State, action: Action, lang: str) -> Worded:
    kind = action["type"]
    if kind == "snoop":
        here = state["pawns"][state["current"]] == action["room"]
        return _snoop(action["room"], here, bool(action["draw"]), lang)
    if kind == "step":
        return _step(action["room"], lang)
    return _sending(action["card"], action["who"], action["room"], lang)


@cache
def _snoop(room: str, here: bool, draw: bool, lang: str) -> Worded:
    where = say("menu.stay" if here else "menu.go", lang, room=room_label(room, lang))
    path = (say("menu.snoop", lang), clip(where),
            say("menu.draw" if draw else "menu.no_draw", lang))
    where = say("label.stay" if here else "label.go", lang, room=room_label(room, lang))
    drawing = say("label.draw" if draw else "label.no_draw", lang)
    return path, clip(say("label.snoop", lang, where=where, draw=drawing))


@cache
def _step(room: str, lang: str) -> Worded:
    return ((say("menu.step", lang), clip(room_label(room, lang))),
            clip(say("label.step", lang, room=room_label(room, lang))))


@cache
def _sending(card: str, who: str, room: str, lang: str) -> Worded:
    # One action, four menu levels: the card, whom to move, where. Choosing and going
    # back inside the menu is private; only the finished move is played and announced.
    path = (say("menu.move_card", lang), clip(card_name(MOVE + ":" + card, lang)),
            say(f"menu.send_{_send(who)}", lang), clip(room_label(room, lang)))
    label = clip(say(f"label.send_{_send(who)}", lang, card=room_label(card, lang),
                     room=room_label(room, lang)))
    return path, label


def _name(names: Sequence[str], index: int | None, lang: str = "en") -> str:
    if index is None:
        return say("nobody", lang)
    if 0 <= index < len(names):
        return names[index]
    return say("player", lang, number=index + 1)


def _flood(event: Event, names: Sequence[str], lang: str) -> str:
    text = say("event.flood", lang, deck=event["deck"])
    if event["refuge"] is None:
        return say("event.sinks", lang, flood=text)
    moved = say("list", lang).join(_name(names, s, lang) for s in event["moved"])
    climbers = [moved] if moved else []
    if event.get("doctor"):
        climbers.append(say("doctor", lang))
    if not climbers:
        return text
    many = len(event["moved"]) + bool(event.get("doctor")) > 1
    return say("event.climb_many" if many else "event.climb_one", lang, flood=text,
               climbers=say("and", lang).join(climbers), room=room_label(event["refuge"], lang))


def _hand_line(hand: list[str], lang: str) -> str:
    kinds = [card_kind(c) for c in hand]
    return say("summary.hand", lang, cards=counted("cards", len(hand), lang),
               move=kinds.count(MOVE), aid=kinds.count(AID), fail=kinds.count(FAIL),
               points=counted("points", sum(failure_points(c) for c in hand), lang))


def _counts(values: list[int], lang: str) -> str:
    return say("list", lang).join(say("summary.count", lang, who=seat(s, lang), count=n)
                                  for s, n in enumerate(values))


def _piles(shown: dict[str, Any], lang: str) -> str:
    piles = [say("summary.pile_flooded" if d["flooded"] else "summary.pile", lang,
                 deck=d["key"], count=d["pile"]) for d in reversed(shown["decks"])]
    return say("summary.piles", lang, piles=say("list", lang).join(piles))


class DoctorLuckyWords(Words):
    catalogue = WORDS

    def action_label(self, state: State, action: Action, lang: str = "en") -> str:
        kind = action["type"]
        if kind in MOVES:
            return _moving(state, action, lang)[1]
        if kind == "rescue":
            value = rescue_value(state, action["aid"])
            if action["aid"] is None:
                return say("label.rescue_unaided", lang, value=value)
            aid = load().aids[action["aid"]].name
            return clip(say("label.rescue", lang, aid=aid, value=value))
        if kind == "end_turn":
            return say("label.end_turn", lang)
        if kind == "fail":
            return say("label.fail", lang, points=action["points"])
        if kind == "pass":
            rescue = state["rescue"]
            played = rescue is not None and any(
                p["seat"] == rescue["order"][rescue["index"]] for p in rescue["plays"])
            return say("label.done" if played else "label.pass", lang)
        if kind == "penalty":
            return say("label.penalty", lang, target=seat(action["target"], lang))
        return str(kind)

    def action_path(self, state: State, action: Action, lang: str = "en") -> tuple[str, ...]:
        kind = action["type"]
        if kind in MOVES:
            return _moving(state, action, lang)[0]
        if kind == "rescue":
            value = rescue_value(state, action["aid"])
            if action["aid"] is None:
                return (say("menu.rescue", lang), say("menu.rescue_unaided", lang, value=value))
            name = load().aids[action["aid"]].name
            return (say("menu.rescue", lang), clip(say("menu.rescue_aid", lang, aid=name,
                                                       value=value)))
        if kind == "penalty":
            return (say("menu.penalty", lang), seat(action["target"], lang))
        return (self.action_label(state, action, lang),)

    def path_and_label(self, state: State, action: Action,
                       lang: str = "en") -> tuple[tuple[str, ...], str]:
        if action["type"] in MOVES:
            return _moving(state, action, lang)
        return super().path_and_label(state, action, lang)

    def describe_event(self, event: Event, names: Sequence[str], lang: str = "en") -> str:
        kind = event["type"]
        who = _name(names, event.get("seat"), lang)

        def line(key: str, **values: object) -> str:
            return say(f"event.{key}", lang, who=who, **values)

        def room(key: str) -> str:
            return room_label(event[key], lang)

        if kind in ("snoop", "step"):
            return line(kind, room=room("room"))
        if kind == "draw":
            return line(kind, deck=event["deck"], left=event["left"])
        if kind == "drawn_card":
            return line(kind, card=card_name(event["card"], lang))
        if kind == "send":
            return line(f"send_{_send(event['who'])}", card=room("card"), room=room("room"))
        if kind == "rescue":
            seen = say("list", lang).join(_name(names, s, lang) for s in event["witnesses"])
            if event["aid"] is None:
                return line("rescue_unaided", room=room("room"), value=event["value"],
                            seen=seen)
            aid = load().aids[event["aid"]].name
            return line(kind, room=room("room"), aid=aid, value=event["value"], seen=seen)
        if kind == "reaction_turn":
            return line(kind, needed=counted("points", event["needed"], lang))
        if kind == "fail":
            return line(kind, points=counted("failure_points", event["points"], lang),
                        total=event["total"], needed=event["needed"])
        if kind == "pass":
            return line("done" if event["played"] else "pass")
        if kind == "foiled":
            return line(kind, points=event["points"], value=event["value"])
        if kind in ("end_turn", "rescued", "loser_prize"):
            return line(kind)
        if kind == "flood":
            return _flood(event, names, lang)
        if kind == "doctor_moves":
            return line(kind, before=room("from"), after=room("to"))
        if kind == "phase":
            return line("phase_jump" if event.get("jump") else "phase", turn=event["turn"])
        if kind == "penalty":
            return line(kind, count=counted("penalty_points", event["count"], lang))
        if kind == "game_over":
            if event["winner"] is None:
                return say("event.sunk", lang)
            return say("event.won", lang)
        return str(kind)

    def digest_phrases(self, seat: Seat, moves: Sequence[PublicMove], names: Sequence[str],
                       lang: str = "en") -> list[str]:
        """A seat's turns since: what it played and tried; of several steps in a row only
        where it ended up; Doctor Lucky's own wandering and the calls to react left out."""
        kept: list[Event] = []
        for event in digest.own_events(seat, moves):
            if event["type"] in ("doctor_moves", "reaction_turn"):
                continue
            if event["type"] == "step" and kept and kept[-1]["type"] == "step":
                kept[-1] = event
                continue
            kept.append(event)
        return digest.condense([self.describe_event(e, names, lang) for e in kept],
                               names[seat], lang)

    def phase_label(self, state: State, lang: str = "en") -> str:
        if state["phase"] == "over":
            return say("phase.sunk" if state["end_reason"] == "sunk" else "phase.saved", lang)
        if state["phase"] == "reaction":
            return say("phase.reaction", lang, turn=state["turn_number"])
        afloat = [d.key for d in load().decks if d.key not in state["flooded"]]
        return say("phase.turn", lang, turn=state["turn_number"], afloat="".join(afloat))

    def summary(self, state: State, viewer: Seat | None, lang: str = "en") -> list[str]:
        """The position in a few lines, built from the viewer's view alone."""
        shown = view(state, viewer)
        # Neither whose turn it is nor who won: the turn line and the result say that.
        lines = [self.phase_label(state, lang)]
        rescue = shown["rescue"]
        if rescue is not None and shown["phase"] != "over":
            lines.append(say("summary.rescue", lang, who=seat(rescue["seat"], lang),
                             value=rescue["value"],
                             points=counted("failure_points", rescue["points"], lang)))
        if "hand" in shown:
            lines.append(_hand_line(shown["hand"], lang))
        lines.append(say("summary.hands", lang, counts=_counts(shown["hand_counts"], lang)))
        lines.append(_piles(shown, lang))
        if shown["penalty_rules"]:
            lines.append(say("summary.penalties", lang,
                             counts=_counts(shown["penalties"], lang)))
        return lines

    def explain_illegal(self, state: State, seat: Seat, action: Action,
                        lang: str = "en") -> str:
        # Refusals read only the seat's own cards and public facts, like the legal actions.
        kind = action.get("type")
        acting = seat in waiting_for(state)
        phase = state["phase"]
        if kind == "pass" and acting and phase == "reaction" and must_play(state, seat):
            return say("refusal.last_reactor", lang)
        if kind == "rescue" and acting and phase == "turn":
            return say("refusal.rescue", lang)
        if kind == "step" and acting and phase == "turn" and state["turn"]["free_step"]:
            return say("refusal.free_step", lang)
        return super().explain_illegal(state, seat, action, lang)

    def score_part_label(self, part: str, lang: str = "en") -> str:
        key = f"part.{part}"
        return say(key, lang) if key in catalogue() else part

    def option_label(self, spec: OptionSpec, lang: str = "en") -> str:
        return say(f"option.{spec.key}.label", lang)

    def option_help(self, spec: OptionSpec, lang: str = "en") -> str:
        return say(f"option.{spec.key}.help", lang)
