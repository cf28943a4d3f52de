"""A new game: the order track and bonus cards dealt, the show row and the travelling cards
laid out, and the first day begun."""

from __future__ import annotations

from engine.core.protocol import State
from engine.core.rng import Rng, new_rng
from engine.trepanation import flow, show_row, supplies
from engine.trepanation.data import Rules


def new_game(rules: Rules, players: int, seed: int) -> State:
    """The state at the start of day 1, every seat about to place its first meeple."""
    state: State = {
        "game": "trepanation",
        "players": players,
        "side": rules.side_for(players),
        "rng": new_rng(seed),
        "day": 0,
        "phase": "update",
        "closed": list(rules.closed.get(players, ())),
        "suitcase": {},
        "spec_pool": {kind: rules.spec_per_type for kind in rules.spec_types},
        "placements": {},
        "acted": {},
        "sched_turn": 0,
        "time": -1,
        "queue": [],
        "steps": [],
        "reveals": 0,
        "stats": {"location_use": {}, "show_type_use": {}},
    }
    rng = Rng(state["rng"])
    order = list(range(players))
    rng.shuffle(order)
    state["order"] = order
    state["start_order"] = list(order)
    # Bonus cards go out from the last player on the order track backwards.
    bonus = list(rules.bonus_cards)
    rng.shuffle(bonus)
    boards: list[supplies.Player | None] = [None] * players
    for seat in reversed(order):
        boards[seat] = supplies.new_player(rules, bonus.pop())
    state["boards"] = boards
    deck = list(rules.shows)
    rng.shuffle(deck)
    state["show_deck"], state["show_discard"] = deck, []
    state["row"] = [None] * rules.row_size[players]
    show_row.fill(state)
    travel = list(rules.travelling)
    rng.shuffle(travel)
    state["travel_deck"], state["travel_discard"] = travel, []
    state["travel"] = {"left": travel.pop(), "right": travel.pop()}
    flow.start_day(rules, state, [])
    return state
