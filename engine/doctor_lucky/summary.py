"""The position in a few lines of words, built from the viewer's view alone."""

from __future__ import annotations

from typing import Any

from engine.core.protocol import Seat, State
from engine.doctor_lucky.data import AID, FAIL, MOVE, card_kind, failure_points
from engine.doctor_lucky.words import phase_label, result_summary, say, seat
from engine.doctor_lucky.view import view


def _hand_line(hand: list[str], lang: str) -> str:
    kinds = [card_kind(c) for c in hand]
    return say("summary.hand", lang, cards=len(hand), move=kinds.count(MOVE),
               aid=kinds.count(AID), fail=kinds.count(FAIL),
               points=sum(failure_points(c) for c in hand))


def _counts(values: list[int], lang: str) -> str:
    return say("list", lang).join(say("summary.count", lang, who=seat(s, lang), count=n)
                                  for s, n in enumerate(values))


def _piles(shown: dict[str, Any], lang: str) -> str:
    piles = [say("summary.pile_flooded" if d["flooded"] else "summary.pile", lang,
                 deck=d["key"], count=d["pile"]) for d in reversed(shown["decks"])]
    return say("summary.piles", lang, piles=say("list", lang).join(piles))


def summary(state: State, viewer: Seat | None, lang: str = "en") -> list[str]:
    shown = view(state, viewer)
    lines = [phase_label(state, lang)]
    rescue = shown["rescue"]
    if shown["phase"] == "over":
        lines.append(result_summary(shown["winner"], lang, loser=shown["loser"]))
    elif rescue is not None:
        lines.append(say("summary.rescue", lang, who=seat(rescue["seat"], lang),
                         value=rescue["value"], points=rescue["points"],
                         reactor=seat(rescue["waiting_for"], lang)))
    else:
        lines.append(say("summary.turn", lang, who=seat(shown["current"], lang)))
    if "hand" in shown:
        lines.append(_hand_line(shown["hand"], lang))
    lines.append(say("summary.hands", lang, counts=_counts(shown["hand_counts"], lang)))
    lines.append(_piles(shown, lang))
    if shown["penalty_rules"]:
        lines.append(say("summary.penalties", lang, counts=_counts(shown["penalties"], lang)))
    return lines
