"""A new game: pawn colours drawn blind, starting capital, the decks shuffled."""

from __future__ import annotations

from typing import Any

from engine.core.protocol import State
from engine.core.rng import Rng, new_rng
from engine.pompeii.data import CARD_COUNT, GameData
from engine.pompeii.table import TRACK

ULTIMA = "ultima"  # the table option: where ULTIMA DIE may lie in the Vita Romana deck
SHUFFLED, WINDOW = "shuffled", "window"


def ultima_window(data: GameData, options: dict[str, Any]) -> tuple[int, int]:
    """The deck positions (1 = the first card drawn) where ULTIMA DIE may lie, as every
    player knows them: anywhere in the shuffled deck (the rulebook), or the data file's
    window with the table option ``ultima = "window"``."""
    if options.get(ULTIMA) == WINDOW:
        return data.rules.ultima_die_window
    return (1, len(data.vita))


def shuffled_vita(data: GameData, rng: Rng, options: dict[str, Any]) -> list[int]:
    """The Vita Romana deck, top first, shuffled; with the window option ULTIMA DIE is then
    put at a random place within the window."""
    deck = [v.index for v in data.vita]
    rng.shuffle(deck)
    if options.get(ULTIMA) != WINDOW:
        return deck
    ultima = next(v.index for v in data.vita if v.kind == "ultima")
    deck.remove(ultima)
    low, high = data.rules.ultima_die_window
    deck.insert(low - 1 + rng.below(high - low + 1), ultima)
    return deck


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
                "place": None,
                "alive": True,
                "outside": False,
                "carrying": None,
                "saved": [],
                "trail": [],
                "offers": 0,
            }
            for seat in range(players)
        ],
        "owner": [None] * (CARD_COUNT + 1),
        "host": [None] * (CARD_COUNT + 1),
        "turn": {"stage": "start"},
        "offer": None,
        "debt": None,
        "vita": shuffled_vita(data, rng, options),
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
