"""Helpers around states: cheap copies, JSON round trips, what one viewer may see of events."""

from __future__ import annotations

import json
import pickle
from typing import Any

from engine.core.types import Event, Seat, State


def clone(state: State) -> State:
    """A deep copy of plain data (pickle is the fastest deep copy for dicts and lists)."""
    return pickle.loads(pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL))


def to_json(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"), sort_keys=True)


def from_json(text: str) -> Any:
    return json.loads(text)


def visible_events(events: list[Event], viewer: Seat | None) -> list[Event]:
    """The events ``viewer`` may see (``None``: only public events)."""
    return [
        e for e in events if "private" not in e or (viewer is not None and viewer in e["private"])
    ]
