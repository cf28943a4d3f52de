"""What a seat cannot see of a Trepanation game, drawn anew.

Everything on the table is open; only the order of the show deck and of the travelling
deck, and the random generator's future, are hidden from every seat alike.
"""

from __future__ import annotations

from engine.core.protocol import Seat, State
from engine.core.rng import Rng, new_rng
from engine.core.state import clone


def resample_hidden(state: State, viewer: Seat | None, seed: int) -> State:
    """A copy of ``state`` with both decks shuffled from ``seed`` and the generator reseeded;
    ``viewer`` does not matter, since nobody sees more than the public."""
    copy = clone(state)
    shuffler = Rng(new_rng(seed))
    copy["show_deck"].sort()  # from the cards alone, not their old order
    copy["travel_deck"].sort()
    shuffler.shuffle(copy["show_deck"])
    shuffler.shuffle(copy["travel_deck"])
    copy["rng"] = {**copy["rng"], "seed": int(seed) & ((1 << 64) - 1)}
    return copy
