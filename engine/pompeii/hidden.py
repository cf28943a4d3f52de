"""What nobody has seen of a Pompeii game, drawn anew.

Money, cards and pawns are open to all; only the order of the Vita Romana cards not yet
drawn, the order of the Vesuvius deck and the random generator's future are hidden, from
every seat alike. What is public stays: with the table option ``ultima = "window"`` every
player knows ULTIMA DIE lies within the window and has not come yet, so a resample puts it
at one of the window's places not yet drawn, each alike.
"""

from __future__ import annotations

from engine.core.protocol import Seat, State
from engine.core.rng import Rng
from engine.core.state import clone
from engine.pompeii.data import load
from engine.pompeii.setup import ultima_window


def resample_hidden(state: State, viewer: Seat | None, seed: int) -> State:
    """A copy of ``state`` with the undrawn Vita Romana cards and the Vesuvius deck
    shuffled from ``seed`` and the generator reseeded; ``viewer`` does not matter, since
    nobody sees more than the public."""
    copy = clone(state)
    seed = int(seed) & ((1 << 64) - 1)
    copy["rng"] = {**copy["rng"], "seed": seed}
    rng = Rng({"seed": seed, "draws": 0})
    unseen = max(0, len(copy["vita"]) - copy["vita_drawn"])
    head = copy["vita"][:unseen]
    rng.shuffle(head)
    data = load()
    ultima = next(v.index for v in data.vita if v.kind == "ultima")
    if ultima in head:
        low, high = ultima_window(data, copy["options"])
        drawn = copy["vita_drawn"]
        first, last = max(low, drawn + 1) - drawn - 1, min(high - drawn, unseen) - 1
        if first <= last:
            head.remove(ultima)
            head.insert(first + rng.below(last - first + 1), ultima)
    copy["vita"][:unseen] = head
    rng.shuffle(copy["vesuvius"])
    return copy
