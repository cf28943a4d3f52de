"""What a viewer may see of a Trepanation game: the one redaction function.

Trepanation has almost no secrets: boards, bonus cards and the show row are open. Hidden are
the order of the show deck and of the travelling deck, and the random generator (which
would predict them); a viewer sees only how many cards are left.
"""

from __future__ import annotations

from typing import Any

from engine.core.protocol import State
from engine.trepanation import scoring, supplies
from engine.trepanation.data import Bundle, Rules, ShowCard, Slot
from engine.trepanation.flow import open_slots, placer


def show_card(card: ShowCard) -> dict[str, Any]:
    return {
        "key": card.key,
        "name": card.name,
        "type": card.type,
        "fame": card.fame,
        "cost": dict(card.cost),
    }


def slot_effects(slot: Slot) -> dict[str, Any]:
    """The slot's effects as data (only the ones it has)."""
    effects: dict[str, Any] = {}
    for name in ("gain", "after"):
        value: Bundle = getattr(slot, name)
        if value:
            effects[name] = dict(value)
    for name in (
        "show",
        "replace_first",
        "replace_show",
        "coin_after",
        "equipment_run",
        "steal",
        "rejuvenate",
        "age_all",
        "suitcase",
        "renew",
        "defame",
        "market",
    ):
        if getattr(slot, name):
            effects[name] = True
    if slot.fame:
        effects["fame"] = slot.fame
    if slot.press:
        effects["press"] = slot.press
    if slot.order:
        effects["order"] = slot.order
    if slot.choose:
        effects["choose"] = [dict(option) for option in slot.choose]
    return effects


def _locations(rules: Rules, state: State) -> list[dict[str, Any]]:
    placements = state["placements"]
    acted = state["acted"]
    side = state["side"]
    found = []
    for location in rules.boards[side]:
        closed = location.key in state["closed"]
        found.append(
            _location(
                location.key,
                location.name,
                location.kind,
                location.slots,
                placements,
                acted,
                closed,
            )
        )
    for position in ("left", "right"):
        card = rules.travelling[state["travel"][position]]
        entry = _location(card.key, card.name, "travelling", card.slots, placements, acted, False)
        entry["position"] = position
        found.append(entry)
    return found


def _location(
    key: str,
    name: str,
    kind: str,
    slots: tuple[Slot, ...],
    placements: dict[str, int],
    acted: dict[str, int],
    closed: bool,
) -> dict[str, Any]:
    return {
        "key": key,
        "name": name,
        "kind": kind,
        "closed": closed,
        "slots": [
            {
                "id": s.id,
                "time": s.time,
                "occupant": placements.get(s.id),
                "acted": acted.get(s.id),
                "effects": slot_effects(s),
            }
            for s in slots
        ],
    }


def _player(rules: Rules, seat: int, board: supplies.Player) -> dict[str, Any]:
    bonus = rules.bonus_cards[board["bonus"]]
    return {
        "seat": seat,
        "coins": board["coin"],
        "medicine": board["medicine"],
        "equipment": board["equipment"],
        "shills": list(board["shill"]),
        "bribes": list(board["bribe"]),
        "fame_tokens": board["fame_tokens"],
        "shows": [show_card(rules.shows[key]) for key in board["shows"]],
        "shows_by_type": scoring.type_counts(rules, board),
        "press": dict(board["press"]),
        "specializations": list(board["specializations"]),
        "bonus_card": {
            "key": bonus.key,
            "name": bonus.name,
            "same_type": list(bonus.same_type),
            "set": bonus.set,
        },
        "meeples_left": board["meeples"],
        "score": scoring.breakdown(rules, board),
    }


def public_view(rules: Rules, state: State, viewer: int | None) -> dict[str, Any]:
    day = state["day"]
    times = rules.times
    waiting: dict[str, Any] | None = None
    if state["phase"] == "action" and state["steps"]:
        waiting = {"seat": state["steps"][0]["seat"], "kind": state["steps"][0]["kind"]}
    elif state["phase"] == "scheduling":
        waiting = {"seat": placer(state), "kind": "place"}
    return {
        "game": "trepanation",
        "viewer": viewer,
        "player_count": state["players"],
        "side": state["side"],
        "day": day,
        "days": rules.days,
        "phase": state["phase"],
        "time": times[state["time"]] if state["phase"] == "action" and state["time"] >= 0 else None,
        "order": list(state["order"]),
        "first_player": state["order"][0],
        "waiting_for": waiting,
        "limits": dict(rules.limits),
        "locations": _locations(rules, state),
        "open_slots": [
            slot.id for slot in open_slots(rules, state) if slot.id not in state["placements"]
        ],
        "travelling": {p: state["travel"][p] for p in ("left", "right")},
        "travel_deck": len(state["travel_deck"]),
        "show_row": [None if key is None else show_card(rules.shows[key]) for key in state["row"]],
        "show_deck": len(state["show_deck"]),
        "show_discard": len(state["show_discard"]),
        "suitcase": dict(state["suitcase"]),
        "day_track": [
            {"day": d + 1, "token": dict(token), "moved": d + 1 <= day}
            for d, token in enumerate(rules.suitcase)
        ],
        "press_tracks": {
            key: {
                "name": t.name,
                "fame": list(t.fame),
                "costs": [dict(c) for c in t.costs],
                "coin_on": list(rules.press_coin_on),
                "specialization_on": list(rules.press_spec_on),
            }
            for key, t in rules.press.items()
        },
        "specialization_pool": dict(state["spec_pool"]),
        "players": [_player(rules, seat, board) for seat, board in enumerate(state["boards"])],
    }
