"""A new game: pawn colours drawn blind, starting capital, the decks shuffled."""

from __future__ import annotations

from typing import Any

from engine.core.protocol import State
from engine.core.rng import Rng, new_rng
from engine.pompeii.data import CARD_COUNT, GameData
from engine.pompeii.table import TRACK


def shuffled_vita(data: GameData, rng: Rng) -> list[int]:
    """The Vita Romana deck, top first: shuffled, ULTIMA DIE then put at a random place
    within the window the data file gives (so phase 2 lasts a while)."""
    ultima = next(v.index for v in data.vita if v.kind == "ultima")
    rest = [v.index for v in data.vita if v.index != ultima]
    rng.shuffle(rest)
    low, high = data.rules.ultima_die_window
    rest.insert(low - 1 + rng.below(high - low + 1), ultima)
    return rest


def new_state(data: GameData, players: int, seed: int, options: dict[str, Any]) -> State:
    rng_data = new_rng(seed)
    rng = Rng(rng_data)
    colours = [c.colour for c in data.citizens]
    rng.shuffle(colours)
    first = rng.below(players)
    vesuvius = data.vesuvius_deck()
    rng.shuffle(vesuvius)
    state: State = {
        "players": players,
        "options": options,
        "rng": rng_data,
        "reveals": 0,
        "phase": "life",
        "round": 1,
        "first": first,
        "current": first,
        "seats": [
            {
                "colour": colours[seat],
                "cash": data.capital[players],
                "status": TRACK,
                "pos": 0,
                "passed": [],
                "place": None,
                "alive": True,
                "outside": False,
                "carrying": None,
                "saved": [],
                "offers": 0,
            }
            for seat in range(players)
        ],
        "owner": [None] * (CARD_COUNT + 1),
        "host": [None] * (CARD_COUNT + 1),
        "turn": {"stage": "start"},
        "offer": None,
        "debt": None,
        "vita": shuffled_vita(data, rng),
        "vita_drawn": 0,
        "last_vita": None,
        "vesuvius": vesuvius,
        "last_vesuvius": None,
        "destroyed": [],
        "saved_cards": [],
        "lost": [],
        "end_reason": None,
        "stats": {"end_phase": {}, "rescues": {}},
    }
    return state
