"""The row of face-up show cards above the board, its deck and discard pile.

``state["row"]`` lists card keys left to right, ``None`` for an empty space. When the deck
runs out, the discarded (not performed) cards are shuffled into a new deck; when both are
empty, spaces stay empty.
"""

from __future__ import annotations

from engine.core.protocol import State
from engine.core.rng import Rng


def draw(state: State) -> str | None:
    deck: list[str] = state["show_deck"]
    if not deck and state["show_discard"]:
        deck.extend(state["show_discard"])
        state["show_discard"].clear()
        Rng(state["rng"]).shuffle(deck)
    if not deck:
        return None
    state["reveals"] = state.get("reveals", 0) + 1  # a hidden card comes to light
    return deck.pop()


def can_draw(state: State) -> bool:
    return bool(state["show_deck"] or state["show_discard"])


def fill(state: State) -> None:
    row = state["row"]
    for space, card in enumerate(row):
        if card is None:
            row[space] = draw(state)


def daily_refresh(state: State) -> str | None:
    """Discard the rightmost card, slide the rest right, refill the left. Returns the
    discarded card."""
    row = state["row"]
    discarded = row[-1]
    if discarded is not None:
        state["show_discard"].append(discarded)
    remaining = [card for card in row[:-1] if card is not None]
    row[:] = [None] * (len(row) - len(remaining)) + remaining
    fill(state)
    return discarded


def replace(state: State, card: str) -> str | None:
    """Discard ``card`` from the row and put a new one in its space; returns the new card."""
    row = state["row"]
    space = row.index(card)
    state["show_discard"].append(card)
    row[space] = None
    row[space] = draw(state)
    return row[space]


def renew(state: State) -> None:
    """Discard every card in the row and deal a fresh row."""
    row = state["row"]
    state["show_discard"].extend(card for card in row if card is not None)
    row[:] = [None] * len(row)
    fill(state)


def take(state: State, card: str) -> None:
    """A performed card leaves the row; its space stays empty until the next day."""
    row = state["row"]
    row[row.index(card)] = None


def cards(state: State) -> list[str]:
    return [card for card in state["row"] if card is not None]
