"""Seats, roles and teams, and the card piles.

Seats come in lobby order as Lady/Gentleman pairs: seat 2t is the Lady and seat 2t+1 the
Gentleman of team t, whose colour (and favourite boutique) is the t-th boutique of the data
file. With an odd number of players the last seat is the Courtesan, a Lady without a
Gentleman. Gentlemen are indexed by team number in the per-team lists of the state.
"""

from __future__ import annotations

from engine.core.protocol import Seat, State
from engine.ladies_gentlemen.data import GameData

LADY = "lady"
GENTLEMAN = "gentleman"
COURTESAN = "courtesan"


def team_count(players: int) -> int:
    return players // 2


def courtesan_seat(state: State) -> Seat | None:
    return state["courtesan"]


def role(state: State, seat: Seat) -> str:
    if seat == state["courtesan"]:
        return COURTESAN
    return LADY if seat % 2 == 0 else GENTLEMAN


def team_of(seat: Seat) -> int:
    return seat // 2


def lady_of(team: int) -> Seat:
    return 2 * team


def gentleman_of(team: int) -> Seat:
    return 2 * team + 1


def shoppers(state: State) -> list[Seat]:
    """Every Lady and the Courtesan, in seat order."""
    seats = [lady_of(t) for t in range(state["teams"])]
    return seats + ([state["courtesan"]] if state["courtesan"] is not None else [])


def gentlemen(state: State) -> list[Seat]:
    return [gentleman_of(t) for t in range(state["teams"])]


def draw_cards(state: State, kind: str, count: int) -> list[str]:
    """Up to ``count`` cards off the top of the ``kind`` pile (fewer when it runs out)."""
    pile = state["decks"][kind]
    taken, state["decks"][kind] = pile[:count], pile[count:]
    state["reveals"] += 1
    return taken


def under_pile(state: State, data: GameData, cards: list[str]) -> None:
    for card in cards:
        state["decks"][data.card_type(card)].append(card)
