"""What a seat may read of the others' hidden failure cards from the public record alone:
the points it has not seen, spread over the cards it has not seen, and the reactors whose
passes showed they held none. The searching AI narrows its drawn positions with it."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from engine.core.protocol import Seat, State
from engine.doctor_lucky.data import FAIL, card_kind, load


def total_failure_points() -> int:
    return sum(points * count for points, count in load().failure_counts.items())


def spread_points(unseen_points: int, counts: Sequence[int], viewer: Seat, piles: int,
                  seats: Sequence[Seat]) -> float:
    """The share of ``unseen_points`` that ``seats`` probably hold, spread evenly over the
    cards ``viewer`` cannot see (every other hand, ``counts``, and the ``piles``)."""
    unseen_cards = sum(counts) - counts[viewer] + piles
    if unseen_cards <= 0:
        return 0.0
    return unseen_points * sum(counts[s] for s in seats) / unseen_cards


def passed_empty(view: dict[str, Any], rescue: dict[str, Any], pass_share: float,
                 since: Sequence[dict[str, Any]] = ()) -> list[Seat]:
    """The reactors of ``rescue`` who passed where the heuristic (passing when the players
    after it probably hold ``pass_share`` times the points needed), holding a failure card,
    would have played one: the players after them probably held too few points even had
    they held none themselves (holding some makes that likelier still). Worked out from the
    public record of the attempt, the counts now and the failure cards played ``since`` (in
    a later attempt); the others' passes tell nothing."""
    order, value = rescue["order"], rescue["value"]
    if rescue["outcome"] == "pending":
        passed = order[: order.index(rescue["waiting_for"])]
    elif rescue["outcome"] == "foiled" and rescue["plays"]:
        passed = order[: order.index(rescue["plays"][-1]["seat"])]
    else:
        return []
    points, cards = [0] * view["players"], [0] * view["players"]
    for play in rescue["plays"]:
        points[play["seat"]] += play["points"]
        cards[play["seat"]] += play["cards"]
    piles = sum(d["pile"] for d in view["decks"])
    discarded = view["discard"]["failure_points"] - sum(play["points"] for play in since)
    counts_then = list(view["hand_counts"])
    for play in since:
        counts_then[play["seat"]] += play["cards"]
    empty = []
    for index, seat in enumerate(passed):
        later = order[index + 1 :]
        needed = value - sum(points[s] for s in order[: index + 1])
        counts = [n + (cards[s] if s in later else 0) for s, n in enumerate(counts_then)]
        unseen_points = total_failure_points() - discarded + sum(points[s] for s in later)
        # (the heuristic's own reckoning, as the reactor made it holding no failure card)
        expected = spread_points(unseen_points, counts, seat, piles, later)
        if expected < needed * pass_share:
            empty.append(seat)
    return empty


def failure_caps(view: dict[str, Any], pass_share: float) -> dict[Seat, int]:
    """The most failure cards each other seat can hold now, where the attempt under way or
    the last one (foiled) says: a reactor who passed empty-handed has since drawn at most
    one card a finished turn."""
    caps: dict[Seat, int] = {}
    now, last = view["rescue"], view["last_rescue"]
    rounds: list[tuple[dict[str, Any], int, Sequence[dict[str, Any]]]] = []
    if now is not None:
        rounds.append((now, 0, []))
    if last is not None:
        rounds.append((last, view["turn_number"] - last["turn"] - 1,
                       now["plays"] if now is not None else []))
    for rescue, drawn, since in rounds:
        for seat in passed_empty(view, rescue, pass_share, since):
            if seat != view["viewer"]:
                cap = min(drawn, view["hand_counts"][seat])
                caps[seat] = min(caps.get(seat, cap), cap)
    return caps


def narrow(state: State, viewer: Seat, caps: dict[Seat, int], seed: int) -> None:
    """Move the failure cards a drawn position gives a seat beyond its cap to the hands and
    piles nobody capped, in exchange for other cards there (every size kept)."""
    rng = random.Random(seed)
    hands = state["hands"]
    for seat in sorted(caps):
        mine = [i for i, c in enumerate(hands[seat]) if card_kind(c) == FAIL]
        if len(mine) <= caps[seat]:
            continue
        places = [hands[s] for s in range(state["players"]) if s != viewer and s not in caps]
        places += [pile for pile in state["piles"].values()]
        others = [(place, i) for place in places for i, c in enumerate(place)
                  if card_kind(c) != FAIL]
        for i, (place, j) in zip(rng.sample(mine, len(mine) - caps[seat]),
                                 rng.sample(others, min(len(others), len(mine) - caps[seat])),
                                 strict=False):
            hands[seat][i], place[j] = place[j], hands[seat][i]
