"""Turn order, the eruption's start and the end of the game."""

from __future__ import annotations

from engine.core.protocol import Event, Seat, State
from engine.pompeii import city
from engine.pompeii.data import load
from engine.pompeii.table import CITY, OUT, TRACK, clients_waiting, may_rescue, place_of_client
from engine.pompeii.trade import lapse

ERUPTION_ROUND = load().rules.eruption_round


def main_seat(state: State) -> Seat:
    """The seat the game waits for: a debtor, else the player whose turn it is."""
    return int(state["debt"]["seat"] if state["debt"] is not None else state["current"])


def active(state: State, seat: Seat) -> bool:
    info = state["seats"][seat]
    if state["phase"] == "life":
        return info["status"] in (TRACK, CITY)
    return info["status"] == CITY and info["alive"]


def next_turn(state: State) -> list[Event]:
    """Hand the turn to the next active seat; count rounds; let Vesuvius lose patience.
    After a turn on the outer track or in the eruption a ``phase`` event asks for a new
    picture. A turn ends about 300 times a game, so phase 2's turns are spelt out."""
    if state["phase"] != "life":
        return [] if state["phase"] == "over" else next_eruption_turn(state)
    players, seats = state["players"], state["seats"]
    ended = seat = state["current"]
    for _ in range(players):
        seat += 1
        if seat == players:
            seat = 0
        if seat == state["first"]:
            state["round"] += 1
            if state["round"] > ERUPTION_ROUND:
                return [{"type": "vesuvius_impatient", "round": state["round"]},
                        *start_eruption(state)]
        status = seats[seat]["status"]
        if status in (TRACK, CITY):
            break
    state["current"] = seat
    # Only the seat the game waits for makes offers (a debtor is the seat whose turn it
    # is), and every turn's end so far reset them: only the turn that ends may have some.
    seats[ended]["offers"] = 0
    pictured = state["turn"].get("picture")
    state["turn"] = {"stage": "vita" if status == CITY else "start"}
    if pictured:  # a phase-1 turn ended: time for a new picture
        return [{"type": "phase", "round": state["round"], "seat": seat}]
    return []


def next_eruption_turn(state: State) -> list[Event]:
    """``next_turn`` in the eruption: to the next living seat in the city."""
    players, seats = state["players"], state["seats"]
    seat = state["current"]
    for _ in range(players):
        seat = (seat + 1) % players
        if seat == state["first"]:
            state["round"] += 1
        if active(state, seat):
            break
    state["current"] = seat
    for other in seats:
        other["offers"] = 0
    state["turn"] = {"stage": "draw"}
    return [{"type": "phase", "round": state["round"], "seat": seat}]


def start_eruption(state: State) -> list[Event]:
    """ULTIMA DIE: phase 2 ends for all; whoever is still on the outer track is out."""
    events: list[Event] = [{"type": "phase", "phase": "eruption"}, *lapse(state)]
    state["phase"] = "eruption"
    state["debt"] = None
    for seat, info in enumerate(state["seats"]):
        if info["status"] == TRACK:
            info["status"] = OUT
            events.append({"type": "left_behind", "seat": seat})
    if not any(info["status"] == CITY for info in state["seats"]):
        return events + finish(state, "nobody_in_city")
    seat = state["current"]
    for _ in range(state["players"]):
        seat = (seat + 1) % state["players"]
        if active(state, seat):
            break
    state["current"] = seat
    state["turn"] = {"stage": "draw"}
    return events + check_end(state)


def may_yet_rescue(state: State, seat: Seat, person: int) -> bool:
    """``seat`` may take ``person`` now, or once its patron dies: a patron inside the walls
    can still die when Vesuvius buries the quarter he stands in."""
    if may_rescue(state, seat, person):
        return True
    patron = state["seats"][state["owner"][person]]
    return bool(patron["alive"] and not patron["outside"])


def someone_can_still_be_saved(state: State) -> bool:
    """A rescue is still possible: a living player can reach a gate, and a client he may take
    now or after its patron's death (rulebook: the game ends when gates and streets are so
    destroyed that no rescue is possible any more). Streets never come back, so a way that
    is gone now is gone for good."""
    destroyed = state["destroyed"]
    data = load()
    gates = set(city.intact_gates(data, destroyed))
    if not gates:
        return False
    waiting = clients_waiting(state)
    for seat, info in enumerate(state["seats"]):
        if info["status"] != CITY or not info["alive"]:
            continue
        start = None if info["outside"] else info["place"]
        reach = city.reachable(start, destroyed)
        if not reach & gates:
            continue
        if info["carrying"] is not None:
            return True
        if any(may_yet_rescue(state, seat, n) and place_of_client(state, n) in reach
               for n in waiting):
            return True
    return False


def check_end(state: State) -> list[Event]:
    if state["phase"] != "eruption":
        return []
    living = [s for s in state["seats"] if s["status"] == CITY and s["alive"]]
    if not living:
        return finish(state, "all_dead")
    if not clients_waiting(state) and not any(s["carrying"] is not None for s in living):
        return finish(state, "all_saved")
    if not someone_can_still_be_saved(state):
        return finish(state, "cut_off")
    return []


def finish(state: State, reason: str) -> list[Event]:
    state["phase"] = "over"
    state["end_reason"] = reason
    state["turn"] = {"stage": "over"}
    return [{"type": "game_over", "reason": reason}]
