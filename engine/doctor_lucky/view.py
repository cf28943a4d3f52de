"""The one redaction function: what a viewer may see of a state.

Hands are secret: a seat sees its own cards, everyone sees only how many cards each player
holds. Piles show only their size. The reaction round shows the points played, never which
cards are still held.
"""

from __future__ import annotations

from typing import Any

from engine.core.protocol import Seat, State
from engine.doctor_lucky.data import AID, FAIL, MOVE, card_kind, failure_points, load
from engine.doctor_lucky.flow import penalty_rules, waiting_for
from engine.doctor_lucky.table import draw_deck

PUBLIC_RESCUE_KEYS = ("seat", "room", "aid", "value", "witnesses", "witness", "sight_line",
                      "sight_lines", "turn", "order", "points", "plays", "outcome")


def public_rescue(rescue: dict[str, Any] | None) -> dict[str, Any] | None:
    if rescue is None:
        return None
    shown = {key: rescue[key] for key in PUBLIC_RESCUE_KEYS}
    if rescue["outcome"] == "pending":
        shown["waiting_for"] = rescue["order"][rescue["index"]]
        shown["needed"] = rescue["value"] - rescue["points"]
    return shown


def discard_summary(discard: list[str]) -> dict[str, int]:
    return {
        "cards": len(discard),
        "move": sum(card_kind(c) == MOVE for c in discard),
        "aid": sum(card_kind(c) == AID for c in discard),
        "failure": sum(card_kind(c) == FAIL for c in discard),
        "failure_points": sum(failure_points(c) for c in discard),
    }


def view(state: State, viewer: Seat | None) -> dict[str, Any]:
    data = load()
    turn = state["turn"]
    shown: dict[str, Any] = {
        "game": "doctor-lucky",
        "players": state["players"],
        "viewer": viewer,
        "phase": state["phase"],
        "turn_number": state["turn_number"],
        "current": state["current"],
        "to_act": waiting_for(state),
        "turn": {"mode": turn["mode"], "free_step_used": turn["free_step"]},
        "pawns": list(state["pawns"]),
        "doctor": state["doctor"],
        "doctor_walk": state.get("doctor_walk"),
        "hand_counts": [len(h) for h in state["hands"]],
        "decks": [
            {"key": d.key, "name": d.name, "flooded": d.key in state["flooded"],
             "pile": len(state["piles"][d.key])}
            for d in data.decks
        ],
        "flooded": list(state["flooded"]),
        "draw_deck": draw_deck(state),
        "discard": discard_summary(state["discard"]),
        "rescue": public_rescue(state["rescue"]),
        "last_rescue": public_rescue(state["last_rescue"]),
        "penalty_rules": penalty_rules(state),
        "penalties": list(state["penalties"]),
        "winner": state["winner"],
        "loser": state.get("loser"),
        "end_reason": state["end_reason"],
    }
    if viewer is not None and 0 <= viewer < state["players"]:
        shown["hand"] = sorted(state["hands"][viewer])
    return shown
