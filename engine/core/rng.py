"""Seeded randomness whose position lives inside the game state.

A counter-based splitmix64 stream: the state keeps ``{"seed": s, "draws": n}`` and the n-th
number depends only on (s, n). Saving the state saves the generator's position, so a
game rebuilt from its seed and action log draws exactly the same cards and dice.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import Any, TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def new_rng(seed: int) -> dict[str, int]:
    """The JSON-able generator data to store in a state."""
    return {"seed": int(seed) & _MASK, "draws": 0}


class Rng:
    """A view over the generator data in a state; every draw advances it there."""

    __slots__ = ("_base", "_data")

    def __init__(self, data: dict[str, Any]) -> None:
        self._data = data
        self._base = _mix((data["seed"] + _GOLDEN) & _MASK)

    def next64(self) -> int:
        n = self._data["draws"]
        self._data["draws"] = n + 1
        return _mix((self._base + (n + 1) * _GOLDEN) & _MASK)

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def choice(self, items: list[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[Any]) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def die(self, sides: int = 6) -> int:
        return self.below(sides) + 1


# The mixed seed of each stream seen, for ``dice``: a game rolls about 300 times.
_BASES: dict[int, int] = {}
# Per number of sides, the draws below which ``below`` keeps a draw (no modulo bias).
_LIMITS: dict[int, int] = {}


def dice(data: dict[str, Any], count: int, sides: int = 6) -> list[int]:
    """``count`` draws of ``Rng(data).die(sides)``, the very same numbers, in one call: a
    game that rolls on most moves pays for one call instead of about ten a roll
    (``_mix`` spelt out, its constants written in place)."""
    seed = data["seed"]
    base = _BASES.get(seed)
    if base is None:
        if len(_BASES) >= 256:
            _BASES.clear()
        base = _BASES[seed] = _mix((seed + _GOLDEN) & _MASK)
    limit = _LIMITS.get(sides)
    if limit is None:
        if sides <= 0:
            raise ValueError("dice() needs a positive number of sides")
        limit = _LIMITS[sides] = (1 << 64) - ((1 << 64) % sides)
    n = data["draws"]
    out: list[int] = []
    while len(out) < count:
        n += 1
        z = (base + n * 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
        z ^= z >> 31
        if z < limit:
            out.append(z % sides + 1)
    data["draws"] = n
    return out
