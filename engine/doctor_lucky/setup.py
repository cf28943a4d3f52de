"""Setting up: start rooms dealt from move cards, then hands and the four deck piles."""

from __future__ import annotations

from typing import Any

from engine.core.protocol import Seat, State
from engine.core.rng import Rng, new_rng
from engine.doctor_lucky.data import MOVE, GameData, card_arg, card_kind
from engine.doctor_lucky.flow import fresh_turn


def deal_start_rooms(
    cards: list[str], players: int, dealer: Seat = 0
) -> tuple[Seat, list[str], str, list[dict[str, Any]]]:
    """Deal from ``cards`` (already shuffled) to find the start rooms.

    Cards go round the table from seat ``dealer`` (the first seat to receive a card) until
    someone gets a move card: that player starts the game, in the card's room. Then the
    next player clockwise takes cards until a move card shows up, and so on round the
    table, and last of all Doctor Lucky.
    Returns the first player, the pawn rooms, the Doctor's room and what was dealt.
    """
    position = 0
    dealt: list[dict[str, Any]] = []

    def next_card(seat: Seat | None) -> str:
        nonlocal position
        card = cards[position]
        position += 1
        dealt.append({"seat": seat, "card": card})
        return card

    seat = dealer
    while True:
        card = next_card(seat)
        if card_kind(card) == MOVE:
            break
        seat = (seat + 1) % players
    first = seat
    pawns: list[str] = [""] * players
    pawns[first] = card_arg(card)
    for k in range(1, players):
        current = (first + k) % players
        while card_kind(card := next_card(current)) != MOVE:
            pass
        pawns[current] = card_arg(card)
    while card_kind(card := next_card(None)) != MOVE:
        pass
    return first, pawns, card_arg(card), dealt


def split_piles(cards: list[str], decks: list[str]) -> dict[str, list[str]]:
    """Nearly equal piles; the lower decks get the odd cards. ``decks`` is top to bottom."""
    bottom_up = list(reversed(decks))
    size, extra = divmod(len(cards), len(decks))
    piles: dict[str, list[str]] = {}
    start = 0
    for index, deck in enumerate(bottom_up):
        count = size + (1 if index < extra else 0)
        piles[deck] = cards[start : start + count]
        start += count
    return piles


def new_state(data: GameData, players: int, seed: int, options: dict[str, str]) -> State:
    state: State = {"players": players, "options": options, "rng": new_rng(seed)}
    rng = Rng(state["rng"])
    # As at a real table the deal starts with anybody: a seat drawn at random. Always
    # starting at seat 0 would make it the first player far more often than the others.
    dealer = rng.below(players)
    cards = data.card_list()
    rng.shuffle(cards)
    first, pawns, doctor, dealt = deal_start_rooms(cards, players, dealer)
    cards = data.card_list()
    rng.shuffle(cards)
    rules = data.rules
    size = rules.hand_size_small if players <= rules.small_table_max else rules.hand_size
    hands = [cards[seat * size : (seat + 1) * size] for seat in range(players)]
    piles = split_piles(cards[players * size :], [d.key for d in data.decks])
    state.update(
        {
            "pawns": pawns,
            "doctor": doctor,
            "hands": hands,
            "piles": piles,
            "discard": [],
            "flooded": [],
            "current": first,
            "phase": "turn",
            "turn": fresh_turn(),
            "turn_number": 1,
            "rescue": None,
            "last_rescue": None,
            "doctor_walk": None,
            "winner": None,
            "end_reason": None,
            "penalties": [0] * players,
            "loser": None,
            "reveals": 0,
            "stats": {},
            "start": {"dealer": dealer, "first": first, "cards_dealt": len(dealt)},
        }
    )
    return state
