"""What a seat may see: everything on the table (money and cards are open in this game),
but not the order of the Vita Romana and Vesuvius decks."""

from __future__ import annotations

from typing import Any

from engine.core.protocol import Seat, State
from engine.pompeii.data import load
from engine.pompeii.table import owned, place_of_client


def view(state: State, viewer: Seat | None) -> dict[str, Any]:
    data = load()
    clients = {}
    if state["phase"] != "life":
        done = set(state["saved_cards"]) | set(state["lost"])
        for n, owner in enumerate(state["owner"]):
            if (owner is not None and data.cards[n].is_person and n not in done
                    and state["seats"][owner]["status"] == "city"):
                clients[str(n)] = place_of_client(state, n)
    return {
        "game": "pompeii",  # the pictures find their renderer by this key
        "viewer": viewer,
        "options": dict(state["options"]),
        "phase": state["phase"],
        "round": state["round"],
        "current": state["current"],
        "first": state["first"],
        "turn": dict(state["turn"]),
        "seats": [
            {
                "colour": info["colour"],
                "citizen": data.citizen(info["colour"]).name,
                "house": data.citizen(info["colour"]).house,
                "cash": info["cash"],
                "status": info["status"],
                "pos": info["pos"],
                "place": info["place"],
                "alive": info["alive"],
                "outside": info["outside"],
                "carrying": info["carrying"],
                "saved": list(info["saved"]),
                "trail": list(info.get("trail", [])),
                "cards": owned(state, seat),
                "offers": info["offers"],
            }
            for seat, info in enumerate(state["seats"])
        ],
        "owner": list(state["owner"]),
        "host": list(state["host"]),
        "offer": None if state["offer"] is None else {
            key: state["offer"][key] for key in ("seller", "buyer", "card", "price")},
        "debt": None if state["debt"] is None else dict(state["debt"]),
        "vita_drawn": state["vita_drawn"],
        "last_vita": state["last_vita"],
        "vesuvius_left": len(state["vesuvius"]),
        "last_vesuvius": state["last_vesuvius"],
        "destroyed": list(state["destroyed"]),
        "clients": clients,
        "saved_cards": list(state["saved_cards"]),
        "lost": list(state["lost"]),
        "end_reason": state["end_reason"],
    }
