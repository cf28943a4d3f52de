"""The one-by-one rule check (``moves.allows``) says what membership in the legal list
says, for legal actions and for near misses (another card, buyer or price, an extra key, a
flag or float for a number), in every phase, with offers open and closed."""

from __future__ import annotations

from engine.core.ai import RandomAgent
from engine.core.protocol import Action
from engine.pompeii import moves
from engine.pompeii.agents import AGENTS
from engine.pompeii.game import GAME
from engine.pompeii.table import holding
from engine.pompeii.trade import offer_prices


def near_misses(action: Action) -> list[Action]:
    misses: list[Action] = [{**action, "extra": 1}, {"type": action["type"]},
                            {**action, "type": "sell"}, {**action, "type": "offer"}]
    for key in ("card", "buyer", "price"):
        if key in action:
            value = action[key]
            misses += [{**action, key: value + 1}, {**action, key: value - 1},
                       {**action, key: -value}, {**action, key: float(value)},
                       {**action, key: value == 1}, {**action, key: str(value)}]
    return misses


def every_sale(state: dict, seat: int) -> list[Action]:
    """Every sale and every offer of the seat's cards, to anyone at any price it may have."""
    cards = holding(state, seat)[0]
    return [{"type": "sell", "card": card} for card in cards] + [
        {"type": "offer", "card": card, "buyer": buyer, "price": price}
        for card in cards for buyer in range(state["players"]) for price in offer_prices(card)]


def test_allows_agrees_with_the_legal_list_for_legal_actions_and_near_misses() -> None:
    checked = 0
    for game_seed, players in ((1, 2), (2, 4), (3, 5), (4, 8)):
        state = GAME.setup(players, game_seed)
        agents = [(RandomAgent if seat % 2 else AGENTS["heuristic"])(game_seed + seat)
                  for seat in range(players)]
        for step in range(400):
            if GAME.is_over(state):
                break
            for seat in range(players):
                legal = GAME.legal_actions(state, seat)
                if step % 4 and seat not in GAME.to_act(state):
                    continue
                tried = [c for a in legal[:8] for c in (a, *near_misses(a))]
                for candidate in tried + (every_sale(state, seat) if step % 4 == 0 else []):
                    assert moves.allows(state, seat, candidate) == (
                        candidate in GAME.legal_of_type(state, seat, candidate["type"])
                    ), f"seat {seat} {candidate} at step {step}"
                    checked += 1
            seat = GAME.waiting_for(state)[0]
            legal = GAME.legal_actions(state, seat)
            GAME.apply(state, seat, agents[seat].choose(GAME, state, seat, legal))
    assert checked > 5_000
