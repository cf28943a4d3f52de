"""What a position is worth to a seat when the searching AI cuts a playout short: the value it
has saved, and each person it still owns at the share of her price it may yet save. That share
depends on the stage: on the outer track (more with a combination, the way into the city), in
the city before the eruption, and during the eruption by the green points still to walk to
her and on to the nearest gate that stands (every turn a quarter may fall on her or on the
way). Cash counts a little on the outer track, where it still buys persons."""

from __future__ import annotations

import math

from engine.core.protocol import Seat, State
from engine.core.search import lead_value
from engine.pompeii import city
from engine.pompeii.data import load
from engine.pompeii.table import CITY, TRACK, has_combination, holding, place_of_client

# The share of her price a person owned is still worth (tuned with bench/search_bench.py).
ON_TRACK = 0.25  # her patron is still on the outer track without a combination
ON_TRACK_HOUSED = 0.35  # ... with one: he may enter the city
IN_CITY = 0.4  # phase 2, before the eruption
# During the eruption: the share falls by e for every this many green points still to walk
# (an ordinary roll is 7; every turn a quarter or two may fall on her or the way out).
POINTS_SCALE = 20.0
CARRIED = 0.9  # a client on the way out, at the gate's door
# A coin on the outer track is worth this share of a coin saved in persons.
CASH_ON_TRACK = 0.2
# A lead of this much saved value is worth about 0.73 of a win.
SPREAD = 1500.0


def judge(state: State, seat: Seat) -> float:
    return lead_value([worth(state, other) for other in range(len(state["seats"]))],
                      seat, SPREAD)


def worth(state: State, seat: Seat) -> float:
    """What ``seat`` may still end the game with, in saved value."""
    data = load()
    info = state["seats"][seat]
    value = float(sum(data.cards[n].price for n in info["saved"]))
    status = info["status"]
    if status == TRACK:
        held = holding(state, seat)
        share = ON_TRACK_HOUSED if has_combination(state, held) else ON_TRACK
        bought = sum(data.cards[n].price for n in held[1])
        return value + share * bought + CASH_ON_TRACK * info["cash"]
    if status != CITY or not info["alive"]:
        return value
    done = set(state["saved_cards"]) | set(state["lost"])
    persons = [n for n in holding(state, seat)[1] if n not in done]
    if state["phase"] != "eruption":
        return value + IN_CITY * sum(data.cards[n].price for n in persons)
    destroyed = set(state["destroyed"])
    gates = city.intact_gates(data, destroyed)
    # green points from the pawn (from outside: through a gate, one point) and from the
    # nearest gate to every safe point (the paths run both ways)
    if info["outside"]:
        mine = _steps(dict.fromkeys(gates, 1), destroyed)
    else:
        mine = _steps({info["place"]: 0}, destroyed)
    out = _steps(dict.fromkeys(gates, 0), destroyed)
    carrying = info["carrying"]
    if carrying is not None and info["place"] in out:
        value += data.cards[carrying].price * CARRIED * math.exp(
            -out[info["place"]] / POINTS_SCALE)
    # one trip after another: the nearest first, then in from a gate and out again
    trips = []
    for person in persons:
        place = place_of_client(state, person)
        if person != carrying and place in mine and place in out:
            trips.append((mine[place] + out[place], 2 * out[place], data.cards[person].price))
    walked = 0.0
    for n, (first, again, price) in enumerate(sorted(trips)):
        walked += first if n == 0 else again
        value += price * math.exp(-walked / POINTS_SCALE)
    return value


def _steps(sources: dict[str, int], destroyed: set[int]) -> dict[str, int]:
    """Green points from the nearest source (at its given start) to every safe point."""
    data = load()
    quarter = data.node_quarter
    steps = {node: start for node, start in sources.items() if quarter[node] not in destroyed}
    frontier = sorted(steps, key=steps.__getitem__)
    for node in frontier:  # grows while it is walked: breadth first (sources differ by 1 at most)
        for nxt in data.edges[node]:
            if nxt not in steps and quarter[nxt] not in destroyed:
                steps[nxt] = steps[node] + 1
                frontier.append(nxt)
    return steps
