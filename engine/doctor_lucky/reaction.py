"""A rescue attempt and the reaction round that may foil it.

Every other player, from the rescuer's left, gets one chance to play failure cards, one at a
time, then passes. The attempt is foiled as soon as the failure points reach its value.
Passing is always allowed, except for the last player in the reaction order: they may not
hold back failure cards that can still foil the attempt. Nobody's choice depends on what
the others hold; throwing the game is a matter for the penalty rule and the loser's prize,
settled once the rescue has succeeded.
"""

from __future__ import annotations

from engine.core.protocol import Action, Event, Seat, State
from engine.doctor_lucky.data import FAIL, load
from engine.doctor_lucky.flow import end_turn, penalty_rules
from engine.doctor_lucky.table import (
    bump,
    failure_values,
    held_failure_points,
    others_from_left,
    take_card,
)
from engine.doctor_lucky.witness import all_sight_lines, witness_line, witnesses


def rescue_value(state: State, aid: str | None) -> int:
    data = load()
    if aid is None:
        return data.rules.unaided_rescue_value
    card = data.aids[aid]
    return card.bonus_value if state["doctor"] == card.bonus_room else card.value


def start_rescue(state: State, seat: Seat, aid: str | None) -> list[Event]:
    value = rescue_value(state, aid)
    seen_by, line = witness_line(state, seat)
    rescue = {
        "seat": seat,
        "room": state["doctor"],
        "aid": aid,
        "value": value,
        "witnesses": witnesses(state, seat),
        "witness": seen_by,
        "sight_line": line,
        "sight_lines": all_sight_lines(state, seat),
        "turn": state["turn_number"],
        "order": others_from_left(state, seat),
        "index": 0,
        "points": 0,
        "plays": [],
        "outcome": "pending",
    }
    state["rescue"] = rescue
    state["phase"] = "reaction"
    bump(state, "rescue_value", str(value))
    return [
        {"type": "rescue", "seat": seat, "room": rescue["room"], "aid": aid, "value": value,
         "witnesses": list(rescue["witnesses"]), "sight_line": list(line)},
        {"type": "reaction_turn", "seat": rescue["order"][0], "needed": value},
    ]


def reactor(state: State) -> Seat:
    rescue = state["rescue"]
    return rescue["order"][rescue["index"]]


def is_last_reactor(state: State, seat: Seat) -> bool:
    rescue = state["rescue"]
    return rescue is not None and rescue["order"][-1] == seat


def must_play(state: State, seat: Seat) -> bool:
    """True while ``seat``, the last player in the reaction order, holds enough failure
    points to foil the attempt. Reads only the seat's own hand."""
    rescue = state["rescue"]
    remaining = rescue["value"] - rescue["points"]
    return is_last_reactor(state, seat) and held_failure_points(state, seat) >= remaining


def reaction_actions(state: State, seat: Seat) -> list[Action]:
    actions: list[Action] = [{"type": "fail", "points": p} for p in failure_values(state, seat)]
    if not must_play(state, seat):
        actions.append({"type": "pass"})
    return actions


def apply_reaction(state: State, seat: Seat, action: Action) -> list[Event]:
    rescue = state["rescue"]
    if action["type"] == "fail":
        points = int(action["points"])
        take_card(state, seat, f"{FAIL}:{points}")
        bump(state, "cards_played", f"failure_{points}")
        rescue["points"] += points
        plays = rescue["plays"]
        if plays and plays[-1]["seat"] == seat:
            plays[-1]["points"] += points
            plays[-1]["cards"] += 1
        else:
            plays.append({"seat": seat, "points": points, "cards": 1})
        events: list[Event] = [{"type": "fail", "seat": seat, "points": points,
                                "total": rescue["points"], "needed": rescue["value"]}]
        if rescue["points"] >= rescue["value"]:
            return events + foiled(state)
        return events
    played = any(p["seat"] == seat for p in rescue["plays"])
    events = [{"type": "pass", "seat": seat, "played": played}]
    rescue["index"] += 1
    if rescue["index"] >= len(rescue["order"]):
        return events + rescued(state)
    return [*events, {"type": "reaction_turn", "seat": reactor(state),
                      "needed": rescue["value"] - rescue["points"]}]


def close(state: State, outcome: str) -> None:
    rescue = state["rescue"]
    rescue["outcome"] = outcome
    state["last_rescue"] = rescue
    state["rescue"] = None
    bump(state, "rescue_attempts", outcome)


def foiled(state: State) -> list[Event]:
    rescue = state["rescue"]
    close(state, "foiled")
    state["phase"] = "turn"
    return [{"type": "foiled", "seat": rescue["seat"], "points": rescue["points"],
             "value": rescue["value"]}, *end_turn(state)]


def game_thrower(state: State, rescue: dict) -> Seat | None:
    """The last reactor who held back while the attempt could still be foiled: when they
    passed, their own failure points and those the later reactors then held together
    reached what was still needed. Nobody after them could foil it any more.

    Worked out once the attempt has succeeded, from the hands then (a reactor's hand does
    not change after passing) and the points each seat played in this attempt."""
    played = {seat: 0 for seat in rescue["order"]}
    for play in rescue["plays"]:
        played[play["seat"]] += play["points"]
    order = rescue["order"]
    thrower: Seat | None = None
    points_before = 0
    for index, seat in enumerate(order):
        points_before += played[seat]
        held = held_failure_points(state, seat)
        later = sum(held_failure_points(state, s) + played[s] for s in order[index + 1 :])
        if held and held + later >= rescue["value"] - points_before:
            thrower = seat
    return thrower


def rescued(state: State) -> list[Event]:
    rescue = state["rescue"]
    close(state, "rescued")
    seat = rescue["seat"]
    state["phase"] = "over"
    state["winner"] = seat
    state["end_reason"] = "rescue"
    events: list[Event] = [{"type": "rescued", "seat": seat, "points": rescue["points"],
                            "value": rescue["value"]}]
    thrower = game_thrower(state, rescue)
    state["loser"] = thrower
    if thrower is not None:
        events.append({"type": "loser_prize", "seat": thrower})
        if penalty_rules(state):
            # Penalty rule 4: one penalty per point of failure cards in the thrower's hand.
            count = held_failure_points(state, thrower)
            state["penalties"][thrower] += count
            events.append({"type": "penalty", "seat": thrower, "count": count,
                           "reason": "held_back"})
    events.append({"type": "game_over", "reason": "rescue", "winner": seat})
    return events
