"""Player names and the short letter drawn on each player's token."""

from __future__ import annotations

from collections.abc import Sequence


def seat_names(names: Sequence[str] | None, count: int) -> list[str]:
    """The given names, or 'Player 1', 'Player 2' ... for seats without one."""
    given = list(names or [])
    return [given[i] if i < len(given) and given[i] else f"Player {i + 1}" for i in range(count)]


def seat_letters(names: Sequence[str]) -> list[str]:
    """Each name's initial when they all differ, else the seat numbers 1, 2, 3 ...

    The letter lets a colour-blind player tell the tokens apart, so it must be unique.
    """
    initials = [name.strip()[:1].upper() for name in names]
    if all(i.isalnum() for i in initials) and len(set(initials)) == len(initials):
        return initials
    return [str(seat + 1) for seat in range(len(names))]
