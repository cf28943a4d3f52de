"""What changed since the previous picture (or since the reader's own last action): the way
each pawn walked through the city, the quarters buried since, and the spaces of the outer
track where a pawn came or went or a card changed hands."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.pompeii import city
from engine.pompeii.data import load

View = dict[str, Any]


@dataclass(frozen=True)
class Route:
    seat: int
    start: str | None  # None: the pawn came in from outside the walls
    nodes: tuple[str, ...]  # the points walked, in order, the start left out


@dataclass(frozen=True)
class Changes:
    routes: tuple[Route, ...]
    buried: frozenset[int]  # quarters destroyed since the previous picture
    track: frozenset[int] = frozenset()  # track spaces a pawn left or reached, or sold since


def _in_city(seat: dict[str, Any]) -> bool:
    return seat["status"] == "city"


def _where(seat: dict[str, Any]) -> str | None:
    return None if seat["outside"] else seat["place"]


def _leg(start: str | None, goals: list[str], destroyed: list[int]) -> list[str]:
    return city.path(start, goals, destroyed) or []


def _trail_routes(seat: int, start: str | None, walked: list[str]) -> tuple[Route, ...]:
    """The points walked as ways: a new way from outside the walls wherever the pawn went
    out through one gate and came back in through another."""
    edges = load().edges
    ways: list[Route] = []
    here: str | None = start
    nodes: list[str] = []
    for node in walked:
        if nodes and node not in edges[nodes[-1]]:
            ways.append(Route(seat, here, tuple(nodes)))
            here, nodes = None, []
        nodes.append(node)
    if nodes:
        ways.append(Route(seat, here, tuple(nodes)))
    return tuple(ways)


def route_of(seat: int, before: dict[str, Any], after: dict[str, Any], clients: dict[str, str],
             destroyed: list[int]) -> tuple[Route, ...] | None:
    """The way from where the pawn stood before to where it stands now: the points it walked
    (the routes its player chose), or for views without them the shortest way through the
    places of the clients it picked up (and out by the nearest gate when it left the city)."""
    if not (_in_city(before) and _in_city(after)):
        return None
    start, end = _where(before), _where(after)
    if "trail" in before and "trail" in after:
        walked = after["trail"][len(before["trail"]):]
        return _trail_routes(seat, start, walked) or None
    fresh = [n for n in after["saved"] if n not in before["saved"]]
    picked = after["carrying"] if after["carrying"] != before["carrying"] else None
    if start == end and not fresh and picked is None:
        return None
    gates = city.intact_gates(load(), destroyed)
    stops: list[str | None] = []  # None: out through the nearest gate
    if before["carrying"] is not None and before["carrying"] in fresh:
        stops.append(None)
    for person in fresh + ([picked] if picked is not None else []):
        if person != before["carrying"] and str(person) in clients:
            stops.append(clients[str(person)])
            if person in fresh:
                stops.append(None)
    stops.append(end)
    nodes: list[str] = []
    here = start
    for stop in stops:
        if stop == here and stop is not None:
            continue
        if stop is None and here is None:
            continue
        nodes += _leg(here, gates if stop is None else [stop], destroyed)
        here = stop
    if not nodes:
        return None
    return (Route(seat, start, tuple(nodes)),)


def diff(view: View, previous: View | None) -> Changes:
    if previous is None or len(previous.get("seats", [])) != len(view["seats"]):
        return Changes((), frozenset())
    destroyed = list(view["destroyed"])
    clients = dict(previous.get("clients") or {})
    routes: list[Route] = []
    for seat, (before, after) in enumerate(zip(previous["seats"], view["seats"], strict=True)):
        routes += route_of(seat, before, after, clients, destroyed) or ()
    buried = frozenset(view["destroyed"]) - frozenset(previous.get("destroyed", []))
    return Changes(tuple(routes), buried, track_changes(view, previous))


def _on_track(seat: dict[str, Any]) -> int | None:
    return int(seat["pos"]) if seat["status"] == "track" else None


def track_changes(view: View, previous: View) -> frozenset[int]:
    """The track spaces where a pawn stood before or stands now having moved, and the spaces
    whose card changed owner."""
    spaces: set[int] = set()
    for before, after in zip(previous["seats"], view["seats"], strict=True):
        was, now = _on_track(before), _on_track(after)
        if was != now:
            spaces |= {pos for pos in (was, now) if pos is not None}
    owners, old_owners = view.get("owner") or [], previous.get("owner") or []
    if len(owners) == len(old_owners):
        sold = {card for card, (a, b) in enumerate(zip(owners, old_owners, strict=True))
                if a != b}
        spaces |= {number for number, card in enumerate(load().spaces)
                   if card and card in sold}
    return frozenset(spaces)
