"""What nobody has seen of a Pompeii game, drawn anew.

Money, cards and pawns are open to all; only the order of the Vita Romana cards not yet
drawn, the order of the Vesuvius deck and the random generator's future are hidden, from
every seat alike.
"""

from __future__ import annotations

from engine.core.protocol import Seat, State
from engine.core.rng import Rng
from engine.core.state import clone


def resample_hidden(state: State, viewer: Seat | None, seed: int) -> State:
    """A copy of ``state`` with the undrawn Vita Romana cards and the Vesuvius deck
    shuffled from ``seed`` and the generator reseeded; ``viewer`` does not matter, since
    nobody sees more than the public."""
    copy = clone(state)
    seed = int(seed) & ((1 << 64) - 1)
    copy["rng"] = {**copy["rng"], "seed": seed}
    rng = Rng({"seed": seed, "draws": 0})
    unseen = max(0, len(copy["vita"]) - copy["vita_drawn"])
    head = sorted(copy["vita"][:unseen])  # from the cards alone, not their old order
    rng.shuffle(head)
    copy["vita"][:unseen] = head
    copy["vesuvius"].sort()
    rng.shuffle(copy["vesuvius"])
    return copy
