"""What changed since the previous public picture: the board outlines exactly these."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

View = dict[str, Any]


@dataclass(frozen=True)
class Changes:
    # seat -> position of its first wardrobe card paid since the previous picture
    new_cards: dict[int, int] = field(default_factory=dict)
    # teams whose Gentleman drew a number or gained or spent resources since
    gentlemen: frozenset[int] = frozenset()

    def new_from(self, seat: int) -> int | None:
        return self.new_cards.get(seat)


NONE = Changes()


def diff(view: View, previous: View | None) -> Changes:
    """Changes from ``previous`` to ``view``; nothing when there is no previous view of the
    same table."""
    if not previous or previous.get("players") != view["players"]:
        return NONE
    new_cards = {seat: len(before) for seat, (now, before)
                 in enumerate(zip(view["wardrobe"], previous["wardrobe"], strict=True))
                 if len(now) > len(before)}
    gentlemen = frozenset(team for team in range(view["teams"])
                          if previous["resources"][team] != view["resources"][team]
                          or previous["numbers"][team] != view["numbers"][team])
    return Changes(new_cards, gentlemen)
