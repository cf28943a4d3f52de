"""What changed between two public views: the picture highlights exactly these things."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

View = dict[str, Any]

# Player numbers shown on a panel, as (name, how to read it from the view's player entry).
COUNTED = ("coins", "medicine", "equipment", "fame_tokens", "meeples_left")


def player_numbers(player: dict[str, Any]) -> dict[str, int]:
    numbers = {name: int(player[name]) for name in COUNTED}
    numbers["shills"] = sum(player["shills"])
    numbers["bribes"] = sum(player["bribes"])
    numbers["shows"] = len(player["shows"])
    numbers["specializations"] = len(player["specializations"])
    numbers["fame"] = sum(player["score"].values())
    for track, step in player["press"].items():
        numbers[f"press.{track}"] = int(step)
    for kind, count in player["shows_by_type"].items():
        numbers[f"type.{kind}"] = int(count)
    return numbers


@dataclass(frozen=True)
class Changes:
    slots: frozenset[str] = frozenset()  # slots with a new occupant
    travelling: frozenset[str] = frozenset()  # "left"/"right" cards that are new
    show_cards: frozenset[str] = frozenset()  # keys of show cards new in the row
    deltas: dict[int, dict[str, int]] = field(default_factory=dict)  # seat -> number -> change
    tracks: frozenset[tuple[int, str]] = frozenset()  # (seat, "shills"/"bribes") that moved
    order: bool = False
    suitcase: bool = False
    day: bool = False
    spec_pool: frozenset[str] = frozenset()

    def delta(self, seat: int, name: str) -> int:
        return self.deltas.get(seat, {}).get(name, 0)


NONE = Changes()


def _occupants(view: View) -> dict[str, int | None]:
    return {s["id"]: s["occupant"] for loc in view["locations"] for s in loc["slots"]}


def diff(view: View, previous: View | None) -> Changes:
    """Changes from ``previous`` to ``view``; nothing when there is no comparable previous."""
    if (
        previous is None
        or previous.get("game") != view.get("game")
        or previous.get("player_count") != view.get("player_count")
    ):
        return NONE
    before = _occupants(previous)
    slots = frozenset(
        slot
        for slot, seat in _occupants(view).items()
        if seat is not None and before.get(slot) != seat
    )
    travelling = frozenset(
        p for p in ("left", "right") if view["travelling"][p] != previous["travelling"][p]
    )
    old_row = {card["key"] for card in previous["show_row"] if card}
    show_cards = frozenset(card["key"] for card in view["show_row"] if card) - old_row
    deltas: dict[int, dict[str, int]] = {}
    tracks: set[tuple[int, str]] = set()
    for now, then in zip(view["players"], previous["players"], strict=True):
        seat = now["seat"]
        a, b = player_numbers(now), player_numbers(then)
        changed = {name: a[name] - b.get(name, 0) for name in a if a[name] != b.get(name, 0)}
        if changed:
            deltas[seat] = changed
        for name in ("shills", "bribes"):
            if now[name] != then[name]:
                tracks.add((seat, name))
    pool, old_pool = view["specialization_pool"], previous["specialization_pool"]
    return Changes(
        slots=slots,
        travelling=travelling,
        show_cards=show_cards,
        deltas=deltas,
        tracks=frozenset(tracks),
        order=view["order"] != previous["order"],
        suitcase=view["suitcase"] != previous["suitcase"],
        day=view["day"] != previous["day"],
        spec_pool=frozenset(k for k in pool if pool[k] != old_pool.get(k)),
    )
