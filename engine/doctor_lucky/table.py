"""Small helpers over the state: hands, piles, seats in clockwise order."""

from __future__ import annotations

from engine.core.protocol import Seat, State
from engine.doctor_lucky.data import AID, FAIL, MOVE, failure_points, load
from engine.doctor_lucky.ship import Flooded


def flooded(state: State) -> Flooded:
    return frozenset(state["flooded"])


def clockwise_from(state: State, seat: Seat) -> list[Seat]:
    """Every seat, starting with the one to the left of ``seat`` and ending with ``seat``."""
    n = state["players"]
    return [(seat + k) % n for k in range(1, n + 1)]


def others_from_left(state: State, seat: Seat) -> list[Seat]:
    return clockwise_from(state, seat)[:-1]


def hand(state: State, seat: Seat) -> list[str]:
    return state["hands"][seat]


def held_failure_points(state: State, seat: Seat) -> int:
    return sum(failure_points(card) for card in hand(state, seat))


def distinct(cards: list[str], kind: str) -> list[str]:
    """The distinct arguments of ``kind`` cards in ``cards``, in first-seen order."""
    prefix = f"{kind}:"
    cut = len(prefix)
    return list(dict.fromkeys(card[cut:] for card in cards if card[:cut] == prefix))


def move_cards(state: State, seat: Seat) -> list[str]:
    return distinct(hand(state, seat), MOVE)


def aid_cards(state: State, seat: Seat) -> list[str]:
    return distinct(hand(state, seat), AID)


def failure_values(state: State, seat: Seat) -> list[int]:
    return sorted(int(v) for v in distinct(hand(state, seat), FAIL))


def take_card(state: State, seat: Seat, card: str) -> None:
    """Play ``card`` face up from ``seat``'s hand: everyone has seen it now, so the move
    counts as revealing and may not be taken back."""
    state["hands"][seat].remove(card)
    state["discard"].append(card)
    state["reveals"] = state.get("reveals", 0) + 1


def draw_deck(state: State) -> str | None:
    """The deck whose pile a draw comes from: the lowest afloat deck with cards left."""
    flooded, piles = state["flooded"], state["piles"]
    for deck in reversed(load().decks):
        if deck.key not in flooded and piles[deck.key]:
            return deck.key
    return None


def bump(state: State, group: str, key: str, amount: int = 1) -> None:
    counts = state["stats"].setdefault(group, {})
    counts[key] = counts.get(key, 0) + amount
