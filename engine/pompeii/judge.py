"""What a position is worth to a seat when the searching AI cuts a playout short: its chance
to win. The chances are the softmax of each seat's score, a weighted sum of the features
below, one block per stage of the game; the weights were fitted to the winners of heuristic
games (conditional logit, ``python bench/judge_fit.py --game pompeii``; README.md, "Searching
AI"). In the eruption one feature is what the seat may still save walking its clients out one
trip after another, each worth less by every green point still to walk (every turn a quarter
may fall on her, on the way or on the walker)."""

from __future__ import annotations

import math

from engine.core.protocol import Seat, State
from engine.pompeii import city
from engine.pompeii.data import load
from engine.pompeii.table import CITY, has_combination, holding, place_of_client, value_saved

# Weights of, on the outer track while no pawn is past the last FORTUNA nor in the city:
# persons owned, persons housed, buildings, cash, a combination, the pawn's place; once one
# is: in the city, persons owned there, persons owned on the track with a combination and
# without one, cash, the pawn's place (the city counts as 100); in the eruption: value saved,
# what the trips may still save beyond it, persons still waiting for a living walker,
# the client carried, alive in the city. Amounts in thousands of ST, places in hundreds.
WEIGHTS = (0.116, 0.042, -0.074, -0.022, -0.040, 2.237,
           0.435, 0.172, 0.202, 0.000, -0.020, 0.507,
           1.234, 1.534, 0.148, -0.167, 2.017)
TRACK_BLOCK, LATE_BLOCK, ERUPTION_BLOCK = 6, 6, 5
# During the eruption a person's share falls by e for every this many green points still to
# walk (an ordinary roll is 7); a client carried is at the gate's door.
POINTS_SCALE = 20.0
CARRIED = 0.9


def stage(state: State) -> int:
    """0 the outer track, 1 once a pawn is past the last FORTUNA or in the city, 2 the
    eruption."""
    if state["phase"] != "life":
        return 2
    last = load().fortuna[-1]
    return 1 if any(info["status"] == CITY or info["pos"] > last
                    for info in state["seats"]) else 0


def features(state: State) -> list[tuple[float, ...]]:
    """One row of features per seat, as WEIGHTS weighs them."""
    data = load()
    part = stage(state)
    rows: list[tuple[float, ...]] = []
    for seat, info in enumerate(state["seats"]):
        held = holding(state, seat)
        persons = sum(data.cards[n].price for n in held[1]) / 1000
        cash = info["cash"] / 1000
        if part == 0:
            housed = sum(data.cards[n].price for n in held[1]
                         if state["host"][n] is not None) / 1000
            block: tuple[float, ...] = (
                persons, housed, sum(data.cards[n].price for n in held[2]) / 1000, cash,
                float(has_combination(state, held)), info["pos"] / 100)
            rows.append(block + (0.0,) * (LATE_BLOCK + ERUPTION_BLOCK))
        elif part == 1:
            inside = info["status"] == CITY
            combined = not inside and has_combination(state, held)
            block = (float(inside), persons * inside, persons * combined,
                     persons * (not inside and not combined), cash,
                     1.0 if inside else info["pos"] / 100)
            rows.append((0.0,) * TRACK_BLOCK + block + (0.0,) * ERUPTION_BLOCK)
        else:
            saved = value_saved(state, seat) / 1000
            done = set(state["saved_cards"]) | set(state["lost"])
            waiting = sum(data.cards[n].price for n in held[1] if n not in done) / 1000
            alive = info["status"] == CITY and info["alive"]
            carried = info["carrying"]
            block = (saved, rescues(state, seat) / 1000, waiting * alive,
                     data.cards[carried].price / 1000 if carried is not None else 0.0,
                     float(alive))
            rows.append((0.0,) * (TRACK_BLOCK + LATE_BLOCK) + block)
    return rows


def chances(state: State) -> list[float]:
    scores = [sum(w * x for w, x in zip(WEIGHTS, row, strict=True)) for row in features(state)]
    top = max(scores)
    weights = [math.exp(s - top) for s in scores]
    whole = sum(weights)
    return [w / whole for w in weights]


def judge(state: State, seat: Seat) -> float:
    return chances(state)[seat]


def usable(state: State) -> bool:
    """Positions to learn from, and where a playout past its horizon stops: the start of a
    turn, with no offer open and nobody in debt."""
    return (state["turn"]["stage"] in ("start", "vita", "draw") and state["offer"] is None
            and state["debt"] is None and state["phase"] != "over")


def rescues(state: State, seat: Seat) -> float:
    """In the eruption, what ``seat`` may still save beyond what it has: its client carried
    and every person it owns, one trip after another, the nearest first, each at her price
    times e^(-points walked/POINTS_SCALE); nothing for a dead seat or a client no way
    reaches."""
    data = load()
    info = state["seats"][seat]
    if info["status"] != CITY or not info["alive"]:
        return 0.0
    done = set(state["saved_cards"]) | set(state["lost"])
    persons = [n for n in holding(state, seat)[1] if n not in done]
    destroyed = set(state["destroyed"])
    gates = city.intact_gates(data, destroyed)
    # green points from the pawn (from outside: through a gate, one point) and from the
    # nearest gate to every safe point (the paths run both ways)
    if info["outside"]:
        mine = _steps(dict.fromkeys(gates, 1), destroyed)
    else:
        mine = _steps({info["place"]: 0}, destroyed)
    out = _steps(dict.fromkeys(gates, 0), destroyed)
    value = 0.0
    carrying = info["carrying"]
    if carrying is not None and info["place"] in out:
        value += data.cards[carrying].price * CARRIED * math.exp(
            -out[info["place"]] / POINTS_SCALE)
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
