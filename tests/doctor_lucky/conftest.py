"""Helpers that put a Save Doctor Lucky game into an exact position for a rule test."""

from __future__ import annotations

from collections import Counter

from engine.core.protocol import Seat, State
from engine.doctor_lucky.data import load
from engine.doctor_lucky.game import GAME


def all_cards(state: State) -> list[str]:
    cards = [c for hand in state["hands"] for c in hand]
    cards += [c for pile in state["piles"].values() for c in pile]
    cards += state["discard"]
    return cards


def assert_cards_conserved(state: State) -> None:
    assert Counter(all_cards(state)) == Counter(load().card_list())


def _take(state: State, card: str, avoid: Seat | None = None) -> None:
    """Remove one copy of ``card`` from the discard, a pile or another hand."""
    for pile in [state["discard"], *state["piles"].values()]:
        if card in pile:
            pile.remove(card)
            return
    for seat, hand in enumerate(state["hands"]):
        if seat != avoid and card in hand:
            hand.remove(card)
            return
    raise AssertionError(f"no {card} left to take")


def set_hand(state: State, seat: Seat, cards: list[str]) -> None:
    """Give ``seat`` exactly ``cards``; its old cards go to the discard (cards conserved)."""
    state["discard"].extend(state["hands"][seat])
    state["hands"][seat] = []
    for card in cards:
        _take(state, card, avoid=seat)
        state["hands"][seat].append(card)
    assert_cards_conserved(state)


def empty_hands(state: State) -> None:
    for seat in range(state["players"]):
        set_hand(state, seat, [])


def position(
    players: int = 4,
    pawns: list[str] | None = None,
    doctor: str | None = None,
    current: Seat = 0,
    seed: int = 1,
    options: dict[str, str] | None = None,
) -> State:
    """A fresh game with pawns, the Doctor and the player to act set; hands emptied."""
    state = GAME.setup(players, seed, options)
    empty_hands(state)
    if pawns is not None:
        state["pawns"] = list(pawns)
    if doctor is not None:
        state["doctor"] = doctor
    state["current"] = current
    return state


def act(state: State, action: dict, seat: Seat | None = None) -> list[dict]:
    if seat is None:
        seat = GAME.to_act(state)[0]
    return GAME.apply(state, seat, action)


def drain_pile(state: State, deck: str, leave: int = 0) -> None:
    """Move cards of a deck's pile to the discard until ``leave`` remain."""
    pile = state["piles"][deck]
    while len(pile) > leave:
        state["discard"].append(pile.pop())


def fits_layout(size: tuple[int, int]) -> bool:
    """A ship picture: the layout's width, portrait, the panel under the ship, and within the
    canvas (it is cropped under the panel)."""
    from render.doctor_lucky import layout as L

    width, height = size
    return width == L.WIDTH and L.PANEL_TOP + 300 < height <= L.HEIGHT and height > width
