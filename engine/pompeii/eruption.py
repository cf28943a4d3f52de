"""Phase 3, the eruption: a Vesuvius card, then a named rescue, a roll and a route.

A turn: ``draw`` (a quarter falls, a calm card, or x2), then ``plan``: name a client to
fetch (one's own or a dead player's), carry the client one holds out, head for a gate,
wait, or stay outside. After the roll, ``route``: the player picks the way the points go
(one of the shortest distinct safe routes to the client, or to the gate of their choice,
see :mod:`engine.pompeii.routes`). A client is picked up on arrival, and points left go on
along a route to a gate the player picks; past the gate the client is saved. Points left
after a rescue may go to the next named client (``onward``).
"""

from __future__ import annotations

from engine.core.protocol import Action, Event, Seat, State
from engine.core.rng import dice as roll_dice
from engine.core.state import clone
from engine.pompeii import city, routes
from engine.pompeii.data import load
from engine.pompeii.flow import check_end
from engine.pompeii.table import CITY, clients_waiting, may_rescue, place_of_client


def draw_vesuvius(state: State, seat: Seat) -> list[Event]:
    card = state["vesuvius"].pop(0) if state["vesuvius"] else "calm"
    state["reveals"] += 1
    state["last_vesuvius"] = card
    state["turn"] = {"stage": "plan", "x2": card == "x2"}
    events: list[Event] = [{"type": "vesuvius", "seat": seat, "card": card}]
    if card.startswith("q"):
        quarter = int(card[1:])
        state["destroyed"].append(quarter)
        events += destroy(state, quarter)
    return events


def destroy(state: State, quarter: int) -> list[Event]:
    data = load()
    events: list[Event] = []
    for seat, info in enumerate(state["seats"]):
        if info["status"] != CITY or not info["alive"] or info["outside"]:
            continue
        if data.node_quarter[info["place"]] == quarter:
            info["alive"] = False
            events.append({"type": "died", "seat": seat, "quarter": quarter})
            if info["carrying"] is not None:
                state["lost"].append(info["carrying"])
                events.append({"type": "client_lost", "card": info["carrying"]})
                info["carrying"] = None
    for person in clients_waiting(state):
        if data.node_quarter[place_of_client(state, person)] == quarter:
            state["lost"].append(person)
            events.append({"type": "client_lost", "card": person})
    return events


def start_of(info: dict) -> str | None:
    return None if info["outside"] else info["place"]


def targets(state: State, seat: Seat) -> list[int]:
    """Clients ``seat`` may name now: theirs or a dead player's, with a safe way there."""
    reach = city.reachable(start_of(state["seats"][seat]), state["destroyed"])
    return [n for n in clients_waiting(state)
            if may_rescue(state, seat, n) and place_of_client(state, n) in reach]


def gate_way(state: State, start: str | None) -> list[str] | None:
    return city.path(start, city.intact_gates(load(), state["destroyed"]), state["destroyed"])


def plan_actions(state: State, seat: Seat) -> list[Action]:
    info = state["seats"][seat]
    onward = state["turn"]["stage"] == "onward"
    if info["carrying"] is not None:
        return [{"type": "carry"}]
    actions: list[Action] = [{"type": "rescue", "card": n} for n in targets(state, seat)]
    if onward or info["outside"]:
        actions.append({"type": "stay"})
    else:
        if gate_way(state, info["place"]):
            actions.append({"type": "flee"})
        actions.append({"type": "wait"})
    return actions


def roll_points(state: State) -> tuple[list[int], int]:
    dice = roll_dice(state["rng"], 2)
    rules = load().rules
    points = rules.double_points if dice[0] == dice[1] else sum(dice)
    if state["turn"].get("x2"):
        points *= rules.calm_factor
    return dice, points


def goals(state: State, seat: Seat) -> list[str]:
    """Where the points go: the named client's place, or the gates that still stand for a
    pawn carrying a client or heading out."""
    if state["seats"][seat]["carrying"] is None and not state["turn"].get("flee"):
        return [place_of_client(state, state["turn"]["target"])]
    return city.intact_gates(load(), state["destroyed"])


def route_actions(state: State, seat: Seat) -> list[Action]:
    """The distinct ways the points rolled may go: the points walked this turn, and how many
    are still to go after them."""
    ways = routes.within(start_of(state["seats"][seat]), goals(state, seat),
                         state["destroyed"], state["turn"]["points"],
                         load().rules.route_choices)
    return [{"type": "route", "to": goal, "path": list(walked), "left": left}
            for goal, walked, left in ways]


def apply_plan(state: State, seat: Seat, action: Action) -> list[Event]:
    """Returns the events; sets ``turn['stage']`` to ``end`` when the turn is over."""
    kind = action["type"]
    turn = state["turn"]
    if kind in ("stay", "wait"):
        turn["stage"] = "end"
        return [{"type": kind, "seat": seat}]
    if kind == "route":
        return apply_route(state, seat, action)
    events: list[Event] = []
    if turn["stage"] != "onward":
        dice, turn["points"] = roll_points(state)
        events.append({"type": "rolled", "seat": seat, "dice": dice,
                       "points": turn["points"]})
    turn["target"] = action.get("card")
    turn["flee"] = kind == "flee"
    info = state["seats"][seat]
    if turn["target"] is not None and info["place"] == place_of_client(state, turn["target"]):
        info["carrying"] = turn["target"]  # standing by the client already
        events.append({"type": "picked_up", "seat": seat, "card": turn["target"]})
    turn["stage"] = "route" if route_actions(state, seat) else "end"
    return events


def apply_route(state: State, seat: Seat, action: Action) -> list[Event]:
    info, turn = state["seats"][seat], state["turn"]
    walked = action["path"]
    info["outside"] = False
    info["place"] = walked[-1]
    info.setdefault("trail", []).extend(walked)  # every point walked, for the pictures
    turn["points"] -= len(walked)
    events: list[Event] = [{"type": "walked", "seat": seat, "to": info["place"],
                            "steps": len(walked)}]
    turn["stage"] = "end"
    if walked[-1] != action["to"]:  # the points ran out on the way
        return events
    if info["carrying"] is None and not turn["flee"]:
        info["carrying"] = turn["target"]
        events.append({"type": "picked_up", "seat": seat, "card": turn["target"]})
        if turn["points"] > 0 and route_actions(state, seat):
            turn["stage"] = "route"
        return events
    saved = info["carrying"]
    info["outside"] = True
    info["place"] = None
    info["carrying"] = None
    if saved is not None:
        info["saved"].append(saved)
        state["saved_cards"].append(saved)
        events.append({"type": "saved", "seat": seat, "card": saved})
    else:
        events.append({"type": "left_city", "seat": seat})
    turn["flee"] = False
    if turn["points"] > 0 and targets(state, seat) and not check_end_soon(state):
        turn["stage"] = "onward"
    return events


def check_end_soon(state: State) -> bool:
    """Whether the game would end now (checked without changing anything)."""
    return bool(check_end(clone(state)))
