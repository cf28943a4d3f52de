"""Redrawing what a viewer cannot see: the other hands and the face-down piles.

No card in a hand is ever publicly known in this game (start rooms are dealt face up, but
those cards are all shuffled back before the hands are dealt; every card played face up goes
to the discard, which stays as it is). So every card outside the viewer's hand and the
discard may be anywhere, as long as every hand and every pile keeps its size.
"""

from __future__ import annotations

import random

from engine.core.protocol import Seat, State
from engine.core.rng import new_rng
from engine.core.state import clone


def resample_hidden(state: State, viewer: Seat | None, seed: int) -> State:
    copy = clone(state)
    rng = random.Random(seed)
    others = [s for s in range(copy["players"]) if s != viewer]
    pool = [card for s in others for card in copy["hands"][s]]
    decks = list(copy["piles"])
    pool += [card for deck in decks for card in copy["piles"][deck]]
    pool.sort()  # drawn from the cards alone, not from where they lay
    rng.shuffle(pool)
    for s in others:
        size = len(copy["hands"][s])
        copy["hands"][s], pool = pool[:size], pool[size:]
    for deck in decks:
        size = len(copy["piles"][deck])
        copy["piles"][deck], pool = pool[:size], pool[size:]
    copy["rng"] = {**new_rng(seed), "draws": copy["rng"]["draws"]}
    return copy
