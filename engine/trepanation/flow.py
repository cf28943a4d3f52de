"""The course of a game: the three phases of each day, whose turn it is, and the end.

``advance`` moves the game forward through everything that needs no decision and stops
where a seat has to choose (or the game is over).
"""

from __future__ import annotations

from engine.core.protocol import Action, Event, State
from engine.trepanation import show_row, supplies
from engine.trepanation.data import Rules, Slot
from engine.trepanation.resolver import Resolver
from engine.trepanation.steps import options, slot_steps, surely_waits


def open_slots(rules: Rules, state: State) -> list[Slot]:
    """Every slot a meeple may stand on this day, board first, then travelling cards."""
    side = state["side"]
    found = [
        slot
        for location in rules.boards[side]
        if location.key not in state["closed"]
        for slot in location.slots
    ]
    for position in ("left", "right"):
        found.extend(rules.travelling[state["travel"][position]].slots)
    return found


def free_slots_for(rules: Rules, state: State, seat: int) -> list[Slot]:
    """The free slots ``seat`` may place a meeple on now."""
    side_slots = rules.slots[state["side"]]
    placements: dict[str, int] = state["placements"]
    held = {side_slots[slot].location for slot, s in placements.items() if s == seat}
    closed = state["closed"]
    travel = state["travel"]
    found: list[Slot] = []
    for location in (*rules.boards[state["side"]], rules.travelling[travel["left"]],
                     rules.travelling[travel["right"]]):
        if location.one_per_player and location.key in held:
            continue
        if location.travelling or location.key not in closed:
            for slot in location.slots:
                if slot.id not in placements:
                    found.append(slot)
    return found


def may_place(rules: Rules, state: State, seat: int, action: Action) -> bool:
    """Whether ``action`` places on one of ``free_slots_for(seat)``, found without listing
    them."""
    slot_id = action.get("slot")
    if not isinstance(slot_id, str) or action != {"type": "place", "slot": slot_id}:
        return False
    side = state["side"]
    slot = rules.slots[side].get(slot_id)
    if slot is None or slot_id in state["placements"]:
        return False
    location = rules.locations[side][slot.location]
    if location.travelling:
        if location.key not in (state["travel"]["left"], state["travel"]["right"]):
            return False
    elif location.key in state["closed"]:
        return False
    if not location.one_per_player:
        return True
    side_slots = rules.slots[side]
    return not any(s == seat and side_slots[taken].location == location.key
                   for taken, s in state["placements"].items())


def start_day(rules: Rules, state: State, events: list[Event]) -> None:
    state["day"] += 1
    day = state["day"]
    token = rules.suitcase[day - 1]
    for resource, count in token.items():
        state["suitcase"][resource] = state["suitcase"].get(resource, 0) + count
    update: Event = {"type": "update", "day": day, "suitcase": dict(token)}
    if day >= 2:
        returned: dict[str, int] = {}
        for seat in state["order"]:
            count, coins = supplies.age(rules, state["boards"][seat])
            returned[str(seat)] = count
            if coins:
                events.append(
                    {
                        "type": "gained",
                        "seat": seat,
                        "bundle": {"coin": coins},
                        "source": "returned tokens",
                    }
                )
        update["returned"] = returned
        update["show_discarded"] = show_row.daily_refresh(state)
        travel = state["travel"]
        state["travel_discard"].append(travel["right"])
        travel["right"] = travel["left"]
        travel["left"] = state["travel_deck"].pop()
        state["reveals"] = state.get("reveals", 0) + 1
        update["travel"] = dict(travel)
    events.append(update)
    for board in state["boards"]:
        board["meeples"] = rules.meeples
    state["placements"] = {}
    state["acted"] = {}
    state["sched_turn"] = 0
    state["phase"] = "scheduling"
    events.append({"type": "phase", "phase": "scheduling", "day": day})


# --- scheduling ------------------------------------------------------------------------


def placer(state: State) -> int:
    return state["order"][state["sched_turn"]]


def place(rules: Rules, state: State, seat: int, slot_id: str, events: list[Event]) -> None:
    state["placements"][slot_id] = seat
    state["boards"][seat]["meeples"] -= 1
    use = state["stats"]["location_use"]
    location = rules.slots[state["side"]][slot_id].location
    use[location] = use.get(location, 0) + 1
    events.append({"type": "placed", "seat": seat, "slot": slot_id})
    order = state["order"]
    for offset in range(1, len(order) + 1):
        turn = (state["sched_turn"] + offset) % len(order)
        if state["boards"][order[turn]]["meeples"] > 0:
            state["sched_turn"] = turn
            return
    state["phase"] = "action"
    state["time"] = -1
    state["queue"] = []
    events.append({"type": "phase", "phase": "action", "day": state["day"]})


# --- action phase ----------------------------------------------------------------------


def current_step_options(rules: Rules, state: State) -> list[Action]:
    return options(rules, state, state["steps"][0]) or []


def advance(rules: Rules, state: State, events: list[Event]) -> None:
    """Run automatic work until a seat must decide or the game ends."""
    resolver = Resolver(rules, state, events)
    while state["phase"] == "action":
        steps = state["steps"]
        if steps:
            step = steps[0]
            if surely_waits(rules, state, step):
                return
            choices = options(rules, state, step)
            if choices is None:
                steps.pop(0)
                resolver.run_automatic(step)
            elif not choices:
                steps.pop(0)
                resolver.skip(step)
            elif len(choices) == 1:
                steps.pop(0)
                resolver.run_choice(step, choices[0])
            else:
                return
        elif not _next_meeple(rules, state):
            _end_day(rules, state, events)


def decide(rules: Rules, state: State, action: Action, events: list[Event]) -> None:
    step = state["steps"].pop(0)
    Resolver(rules, state, events).run_choice(step, action)
    advance(rules, state, events)


def _next_meeple(rules: Rules, state: State) -> bool:
    """Queue the steps of the next meeple to resolve; False when the day's slots are done."""
    side_slots = rules.slots[state["side"]]
    placements: dict[str, int] = state["placements"]
    while not state["queue"]:
        state["time"] += 1
        if state["time"] >= len(rules.times):
            return False
        time = rules.times[state["time"]]
        # At night every meeple acts (the same-time rule is the day's); a seat is queued
        # once per meeple then, once per hour by day.
        now = [s for slot, s in placements.items() if side_slots[slot].time == time]
        state["queue"] = [seat for seat in state["order"] for _ in range(now.count(seat))]
        if not rules.is_night(time):
            state["queue"] = list(dict.fromkeys(state["queue"]))
    seat = state["queue"].pop(0)
    time = rules.times[state["time"]]
    mine = [slot for slot, s in placements.items()
            if s == seat and side_slots[slot].time == time]
    if len(mine) > 1:  # in the board's order, as the night's first meeple is the board's
        mine.sort(key=list(side_slots).index)
    if rules.is_night(time):
        mine = mine[:1]
    for slot in mine:
        del placements[slot]
        state["acted"][slot] = seat
    if len(mine) > 1:
        state["steps"].append({"kind": "activate", "seat": seat, "slots": sorted(mine)})
    else:
        state["steps"].extend(slot_steps(side_slots[mine[0]], seat))
    return True


def _end_day(rules: Rules, state: State, events: list[Event]) -> None:
    events.append({"type": "day_end", "day": state["day"]})
    if state["day"] >= rules.days:
        state["phase"] = "over"
        state["queue"] = []
        events.append({"type": "phase", "phase": "over", "day": state["day"]})
        events.append({"type": "game_over"})
        return
    start_day(rules, state, events)
