"""The ways a pawn may take in the eruption: distinct safe routes along the green points.

The rulebook lets a player walk any way along the green lines. The plan is a grid of
streets, so there are many ways to one place; a player picks among the few shortest
distinct ones (k shortest simple routes, Yen's method, on the plan reduced to crossroads,
buildings, houses and gates, the street points between them being a chain). A route is
the list of points walked, the start left out (from outside the walls the gate's own point
first, as in :mod:`engine.pompeii.city`).
"""

from __future__ import annotations

import heapq
from collections.abc import Iterable
from functools import cache, lru_cache
from itertools import pairwise

from engine.pompeii.data import load

OUT = ""  # the key of the pawn standing outside the walls
Chains = dict[str, dict[str, tuple[str, ...]]]  # key node -> next key node -> points walked


def _walk(came: str, first: str) -> tuple[str, ...]:
    """The points from ``came`` through ``first`` along a street up to the next key point."""
    edges = load().edges
    chain = [first]
    previous = came
    while "~" in chain[-1]:
        ahead = [n for n in edges[chain[-1]] if n != previous]
        if not ahead:
            break
        previous = chain[-1]
        chain.append(ahead[0])
    return tuple(chain)


@cache
def _chains() -> Chains:
    edges = load().edges
    found: Chains = {}
    for node in edges:
        if "~" in node:
            continue
        for first in sorted(edges[node]):
            chain = _walk(node, first)
            known = found.setdefault(node, {}).get(chain[-1])
            if known is None or len(chain) < len(known):
                found[node][chain[-1]] = chain
    return found


@lru_cache(maxsize=64)
def _graph(start: str | None, gone: frozenset[int]) -> tuple[str, Chains]:
    """The safe key graph seen from ``start``: a street point as start is spliced in."""
    data = load()
    safe = {n for n, q in data.node_quarter.items() if q not in gone}
    # A street point as start splits its street: no way may walk through the start again.
    chains: Chains = {a: {b: c for b, c in out.items() if set(c) <= safe and start not in c}
                      for a, out in _chains().items() if a in safe}
    if start is None:
        chains[OUT] = {g.place: (g.place,) for g in data.gates if g.place in safe}
        return OUT, chains
    if "~" in start:
        chains[start] = {}
        for first in sorted(data.edges[start]):
            chain = _walk(start, first)
            if set(chain) <= safe:
                chains[start][chain[-1]] = chain
    return start, chains


def _search(chains: Chains, start: str, goal: str | None, banned_nodes: set[str],
            banned_edges: set[tuple[str, str]]) -> tuple[dict[str, int], dict[str, str]]:
    """Dijkstra over key nodes from ``start`` (stopping at ``goal`` if given): the cost and
    the parent of every node reached."""
    cost = {start: 0}
    parent: dict[str, str] = {}
    queue = [(0, start)]
    done: set[str] = set()
    while queue:
        here_cost, node = heapq.heappop(queue)
        if node in done:
            continue
        done.add(node)
        if node == goal:
            break
        for nxt, chain in chains.get(node, {}).items():
            if nxt in done or nxt in banned_nodes or (node, nxt) in banned_edges:
                continue
            new = here_cost + len(chain)
            if new < cost.get(nxt, new + 1) or (new == cost[nxt] and node < parent[nxt]):
                cost[nxt], parent[nxt] = new, node
                heapq.heappush(queue, (new, nxt))
    return cost, parent


def _keys(parent: dict[str, str], start: str, goal: str) -> list[str]:
    way = [goal]
    while way[-1] != start:
        way.append(parent[way[-1]])
    return way[::-1]


def _points(chains: Chains, keys: list[str]) -> tuple[str, ...]:
    return tuple(p for a, b in pairwise(keys) for p in chains[a][b])


@lru_cache(maxsize=512)
def _routes(start: str | None, goal: str, gone: frozenset[int], count: int,
            ) -> tuple[tuple[str, ...], ...]:
    """Yen's k shortest simple routes over the key graph."""
    if start is not None and start == goal:
        return ((),)
    origin, chains = _graph(start, gone)
    cost, parent = _search(chains, origin, goal, set(), set())
    if goal not in cost:
        return ()
    found: list[list[str]] = [_keys(parent, origin, goal)]
    candidates: list[tuple[int, list[str]]] = []
    while len(found) < count:
        last = found[-1]
        for i in range(len(last) - 1):
            root = last[:i + 1]
            banned_edges = {(way[i], way[i + 1]) for way in found
                            if len(way) > i + 1 and way[:i + 1] == root}
            spur_cost, spur_parent = _search(chains, root[-1], goal, set(root[:-1]),
                                             banned_edges)
            if goal in spur_cost:
                way = [*root[:-1], *_keys(spur_parent, root[-1], goal)]
                if way not in found and all(way != c for _, c in candidates):
                    candidates.append((len(_points(chains, way)), way))
        if not candidates:
            break
        candidates.sort(key=lambda c: (c[0], c[1]))
        found.append(candidates.pop(0)[1])
    return tuple(_points(chains, way) for way in found)


def routes(start: str | None, goal: str, destroyed: Iterable[int], count: int,
           ) -> list[tuple[str, ...]]:
    """Up to ``count`` shortest distinct safe routes from ``start`` (None: outside the walls)
    to ``goal``, shortest first."""
    return list(_routes(start, goal, frozenset(destroyed), count))


def within(start: str | None, goals: Iterable[str], destroyed: Iterable[int], points: int,
           count: int) -> list[tuple[str, tuple[str, ...], int]]:
    """The distinct ways a roll of ``points`` may go towards ``goals``: (goal, points walked
    this turn, points still to go after them). The nearest goal gets ``count`` routes, every
    other goal its shortest; two ways that walk the same points this turn are one (the
    nearer goal keeps it)."""
    gone = frozenset(destroyed)
    firsts = {g: r[0] for g in goals if (r := _routes(start, g, gone, 1))}
    order = sorted(firsts, key=lambda g: (len(firsts[g]), g))
    seen: set[tuple[str, ...]] = set()
    ways: list[tuple[str, tuple[str, ...], int]] = []
    for n, goal in enumerate(order):
        for route in _routes(start, goal, gone, count) if n == 0 else (firsts[goal],):
            walked = route[:points]
            if walked and walked not in seen:
                seen.add(walked)
                ways.append((goal, walked, len(route) - len(walked)))
    return ways
