"""What a position is worth to a seat when the searching AI cuts a playout short.

Before the eruption: the seat's lead in what it may still end with, each person it owns at a
share of her price it may yet save (on the outer track, more with a combination, the way into
the city; in the city) and a little of its cash on the track. Fitted weights read those
stages no better (held-out log-likelihood, README.md "Searching AI"), and the search played
worse with them: they weigh how far a pawn is along the track, which only goes with winning
in heuristic games. What a pawn on the outer track may end with counts only by the chance it
gets into the city before ULTIMA DIE (``reach``): a pawn left outside loses everything, and
the spaces still to go against the Vita Romana cards the others draw meanwhile tell that
chance from what every player sees. In the eruption: each seat's chance to win, the softmax
of a weighted sum of the features below, fitted to the winners of heuristic games
(conditional logit, ``python bench/judge_fit.py --game pompeii``), one of them what the seat
may still save walking its clients out one trip after another, each worth less by every
green point still to walk (every turn a quarter may fall on her, on the way or on the
walker)."""

from __future__ import annotations

import math

from engine.core.protocol import Seat, State
from engine.core.search import fitted_chances, lead_value
from engine.pompeii import city
from engine.pompeii.data import load
from engine.pompeii.setup import ultima_window
from engine.pompeii.table import (
    CITY,
    OUT,
    TRACK,
    has_combination,
    holding,
    place_of_client,
    value_saved,
)

# Before the eruption, the share of her price a person owned is still worth (tuned with
# bench/search_bench.py).
ON_TRACK = 0.25  # her patron is still on the outer track without a combination
ON_TRACK_HOUSED = 0.35  # ... with one: he may enter the city
IN_CITY = 0.4  # phase 2, before the eruption
# A coin on the outer track is worth this share of a coin saved in persons.
CASH_ON_TRACK = 0.2
# The chance to get into the city before ULTIMA DIE (``reach``), fitted to whether pawns got
# in, late in 400 all-heuristic games each at 3, 4 and 5 players (tuning, scratch scripts; log-
# likelihood per position at 4 players -0.286 against -0.314 for the mean rate and -0.307 with
# a plain pace of 6 and no spread): spaces a pawn gains a round, going back and FORTUNA
# included (5-6 at 3-5 players), and how many rounds either way one pawn's arrival may come
# before or after another's (the dice and the turn order).
PACE = 5.5
ARRIVAL_SPREAD = 1.0
# A lead of this much is worth about 0.73 of a win.
SPREAD = 1500.0
# In the eruption, weights of: value saved, what the trips may still save beyond it,
# persons still waiting for a living walker, the client carried, alive in the city (amounts
# in thousands of ST).
WEIGHTS = (1.233, 1.382, 0.153, -0.059, 2.041)
# A person's share falls by e for every this many green points still to walk (an ordinary
# roll is 7); a client carried is at the gate's door.
POINTS_SCALE = 20.0
CARRIED = 0.9


def judge(state: State, seat: Seat) -> float:
    if state["phase"] == "eruption":
        return chances(state)[seat]
    return lead_value([worth(state, other) for other in range(len(state["seats"]))],
                      seat, SPREAD)


def worth(state: State, seat: Seat) -> float:
    """Before the eruption, what ``seat`` may still end the game with, in saved value."""
    data = load()
    info = state["seats"][seat]
    held = holding(state, seat)
    bought = sum(data.cards[n].price for n in held[1])
    if info["status"] == TRACK:
        share = ON_TRACK_HOUSED if has_combination(state, held) else ON_TRACK
        return reach(state, seat) * (share * bought + CASH_ON_TRACK * info["cash"])
    return IN_CITY * bought if info["status"] == CITY else 0.0


def rounds_to_city(state: State, seat: Seat) -> float:
    """Rounds before ``seat``'s pawn may enter the city: the spaces to the one past the last
    FORTUNA at PACE a round (none in the city)."""
    info = state["seats"][seat]
    if info["status"] != TRACK:
        return 0.0
    return max(0, load().fortuna[-1] + 1 - info["pos"]) / PACE


def reach(state: State, seat: Seat) -> float:
    """The chance ``seat``'s pawn gets into the city before ULTIMA DIE (1 in the city, 0 left
    outside). Until it gets to the entry every other player in the city draws a Vita Romana
    card a round (a pawn still on the track from the round it gets there: about the rounds
    by which it gets there first, never fewer than none, softened by ARRIVAL_SPREAD), and
    ULTIMA DIE lies alike at each place of the deck where everyone knows it may (as
    ``resample_hidden`` draws it): the chance is the share of those places beyond the cards
    drawn meanwhile."""
    status = state["seats"][seat]["status"]
    if status != TRACK:
        return 0.0 if status == OUT else 1.0
    mine = rounds_to_city(state, seat)
    drawn_meanwhile = sum(
        _softplus(mine - rounds_to_city(state, other))
        for other, info in enumerate(state["seats"]) if other != seat and info["status"] != OUT)
    data = load()
    low, high = ultima_window(data, state["options"])
    drawn = state["vita_drawn"]
    first, last = max(low, drawn + 1), min(high, len(data.vita))
    if last < first:
        return 1.0
    return min(1.0, max(0.0, (last - drawn - drawn_meanwhile) / (last - first + 1)))


def _softplus(rounds: float) -> float:
    """About max(0, rounds), smoothed over ARRIVAL_SPREAD rounds either way."""
    z = rounds / ARRIVAL_SPREAD
    return ARRIVAL_SPREAD * (z + math.log1p(math.exp(-z)) if z > 0 else math.log1p(math.exp(z)))


def features(state: State) -> list[tuple[float, ...]]:
    """In the eruption, one row of features per seat, as WEIGHTS weighs them."""
    data = load()
    done = set(state["saved_cards"]) | set(state["lost"])
    rows: list[tuple[float, ...]] = []
    for seat, info in enumerate(state["seats"]):
        waiting = sum(data.cards[n].price for n in holding(state, seat)[1] if n not in done)
        alive = info["status"] == CITY and info["alive"]
        carried = info["carrying"]
        rows.append((value_saved(state, seat) / 1000, rescues(state, seat) / 1000,
                     waiting / 1000 * alive,
                     data.cards[carried].price / 1000 if carried is not None else 0.0,
                     float(alive)))
    return rows


def chances(state: State) -> list[float]:
    return fitted_chances(features(state), WEIGHTS)


def usable(state: State) -> bool:
    """Positions to learn from: the start of an eruption turn."""
    return state["phase"] == "eruption" and state["turn"]["stage"] == "draw"


def cut(state: State) -> bool:
    """Where a playout past its horizon stops: at once before the eruption, at the start of
    a turn (the positions the judge was fitted to) in it."""
    return state["phase"] != "eruption" or state["turn"]["stage"] == "draw"


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
