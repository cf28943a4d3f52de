"""The city plan as a graph of green points: safe shortest paths around destroyed quarters.

A pawn standing outside the walls has no point; it comes in through any gate that still
stands, which costs one step (the gate's own point).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable

from engine.pompeii.data import GameData, load

OUTSIDE = None


def safe(data: GameData, node: str, destroyed: Iterable[int]) -> bool:
    return data.node_quarter[node] not in set(destroyed)


def intact_gates(data: GameData, destroyed: Iterable[int]) -> list[str]:
    gone = set(destroyed)
    return [g.place for g in data.gates if g.quarter not in gone]


def _search(start: str | None, destroyed: Iterable[int]) -> dict[str, str | None]:
    """Breadth-first parents over safe points from ``start`` (None: from outside)."""
    data = load()
    gone = set(destroyed)
    parents: dict[str, str | None] = {}
    queue: deque[str] = deque()
    if start is None:
        for gate in intact_gates(data, gone):
            parents[gate] = None
            queue.append(gate)
    elif data.node_quarter[start] not in gone:
        parents[start] = None
        queue.append(start)
    while queue:
        node = queue.popleft()
        for nxt in sorted(data.edges[node]):
            if nxt not in parents and data.node_quarter[nxt] not in gone:
                parents[nxt] = node
                queue.append(nxt)
    return parents


def path(start: str | None, goals: Iterable[str], destroyed: Iterable[int]) -> list[str] | None:
    """The points of the shortest safe way from ``start`` to the nearest of ``goals``, the
    start itself left out (from outside the gate point included); None if none is safe."""
    wanted = set(goals)
    if start is not None and start in wanted:
        return []
    parents = _search(start, destroyed)
    best: list[str] | None = None
    for goal in sorted(wanted):
        if goal not in parents:
            continue
        way = [goal]
        while parents[way[-1]] is not None:
            way.append(parents[way[-1]])  # type: ignore[arg-type]
        if start is not None:
            way.pop()
        way.reverse()
        if best is None or len(way) < len(best):
            best = way
    return best


def reachable(start: str | None, destroyed: Iterable[int]) -> set[str]:
    return set(_search(start, destroyed))


def distance(start: str | None, goals: Iterable[str], destroyed: Iterable[int]) -> int | None:
    way = path(start, goals, destroyed)
    return None if way is None else len(way)


def nearest_free_crossroads(start: str, taken: Iterable[str]) -> str:
    """Where a pawn goes when its destination is occupied: the closest free green dot."""
    data = load()
    occupied = set(taken)
    free = [q for q in data.crossroads if q not in occupied]
    way = path(start, free, ())
    return way[-1] if way else start
