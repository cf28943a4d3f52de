"""What changed between two public views of Save Doctor Lucky: the picture highlights it."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

View = dict[str, Any]


@dataclass(frozen=True)
class Changes:
    moved: dict[int, str] = field(default_factory=dict)  # seat -> the room it left
    doctor_from: str | None = None  # the room Doctor Lucky left
    hands: dict[int, int] = field(default_factory=dict)  # seat -> change of hand size
    piles: dict[str, int] = field(default_factory=dict)  # deck -> change of pile size
    floods: frozenset[str] = frozenset()  # decks flooded since
    penalties: dict[int, int] = field(default_factory=dict)
    # False when the last rescue attempt is the one the previous picture showed already.
    rescue_new: bool = True
    compared: bool = False  # a previous view of the same game was given

    def hand(self, seat: int) -> int:
        return self.hands.get(seat, 0)


NONE = Changes()


def _deltas(now: list[int], then: list[int]) -> dict[int, int]:
    return {seat: a - b for seat, (a, b) in enumerate(zip(now, then, strict=True)) if a != b}


def diff(view: View, previous: View | None) -> Changes:
    """Changes from ``previous`` to ``view``; nothing when there is no comparable previous."""
    if (
        previous is None
        or previous.get("game") != view.get("game")
        or previous.get("players") != view.get("players")
    ):
        # Nothing to compare with: a rescue is new if it was tried in the current turn.
        rescue = view.get("rescue") or view.get("last_rescue")
        if rescue is not None and "turn" in rescue:
            return replace(NONE, rescue_new=rescue["turn"] == view.get("turn_number"))
        return NONE
    moved = {
        seat: old
        for seat, (new, old) in enumerate(zip(view["pawns"], previous["pawns"], strict=True))
        if new != old
    }
    old_piles = {deck["key"]: deck["pile"] for deck in previous["decks"]}
    piles = {
        deck["key"]: deck["pile"] - old_piles.get(deck["key"], 0)
        for deck in view["decks"]
        if deck["pile"] != old_piles.get(deck["key"], 0)
    }
    shown_before = (previous.get("rescue"), previous.get("last_rescue"))
    now = view.get("rescue") or view.get("last_rescue")
    return Changes(
        moved=moved,
        doctor_from=previous["doctor"] if previous["doctor"] != view["doctor"] else None,
        hands=_deltas(view["hand_counts"], previous["hand_counts"]),
        piles=piles,
        floods=frozenset(view["flooded"]) - frozenset(previous["flooded"]),
        penalties=_deltas(view["penalties"], previous["penalties"]),
        rescue_new=now is not None and now not in shown_before,
        compared=True,
    )
