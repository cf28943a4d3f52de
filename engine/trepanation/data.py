"""The printed game's numbers, read from trepanation.toml into typed, immutable records."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

DATA_FILE = Path(__file__).with_name("trepanation.toml")

RESOURCES = ("coin", "medicine", "equipment", "shill", "bribe")
AGEING = ("shill", "bribe")
TRACKS = ("tabloid", "specialized")

Bundle = dict[str, int]


@dataclass(frozen=True)
class Slot:
    """One time slot of a location (board or travelling card)."""

    id: str
    location: str
    time: str
    gain: Bundle = field(default_factory=dict)
    show: bool = False
    replace_first: bool = False
    replace_show: bool = False
    fame: int = 0
    after: Bundle = field(default_factory=dict)
    press: str = ""
    coin_after: bool = False
    equipment_run: bool = False
    steal: bool = False
    rejuvenate: bool = False
    age_all: bool = False
    order: str = ""
    suitcase: bool = False
    choose: tuple[tuple[tuple[str, int], ...], ...] = ()
    renew: bool = False
    defame: bool = False
    market: bool = False


@dataclass(frozen=True)
class Location:
    key: str
    name: str
    kind: str
    slots: tuple[Slot, ...]
    travelling: bool = False


@dataclass(frozen=True)
class ShowCard:
    key: str
    name: str
    type: str
    fame: int
    cost: Bundle


@dataclass(frozen=True)
class BonusCard:
    key: str
    name: str
    resources: Bundle
    same_type: tuple[int, ...]
    set: int


@dataclass(frozen=True)
class PressTrack:
    key: str
    name: str
    fame: tuple[int, ...]
    costs: tuple[Bundle, ...]

    @property
    def length(self) -> int:
        return len(self.costs)


@dataclass(frozen=True)
class Exchange:
    pay: Bundle
    get: Bundle


@dataclass(frozen=True)
class Rules:
    """Everything in the data file, indexed for the engine."""

    min_players: int
    max_players: int
    days: int
    meeples: int
    limits: Bundle
    track_spaces: int
    return_bonus_min: int
    return_bonus_coins: int
    times: tuple[str, ...]
    row_size: dict[int, int]
    suitcase: tuple[Bundle, ...]
    closed: dict[int, tuple[str, ...]]
    spec_types: tuple[str, ...]
    spec_per_type: int
    press: dict[str, PressTrack]
    press_coin_on: tuple[int, ...]
    press_spec_on: tuple[int, ...]
    boards: dict[str, tuple[Location, ...]]
    travelling: dict[str, Location]
    exchanges: tuple[Exchange, ...]
    bonus_cards: dict[str, BonusCard]
    shows: dict[str, ShowCard]
    slots: dict[str, dict[str, Slot]]
    locations: dict[str, dict[str, Location]]

    def time_index(self, time: str) -> int:
        return self.times.index(time)

    def side_for(self, players: int) -> str:
        return "duel" if players == 2 else "standard"


def _slot(location: str, raw: dict[str, Any]) -> Slot:
    values = dict(raw)
    time = values.pop("time")
    choose = tuple(tuple(sorted(option.items())) for option in values.pop("choose", []))
    return Slot(id=f"{location}@{time}", location=location, time=time, choose=choose, **values)


def _location(raw: dict[str, Any], travelling: bool = False) -> Location:
    key = raw["key"]
    return Location(
        key=key,
        name=raw["name"],
        kind=raw.get("kind", "travelling"),
        slots=tuple(_slot(key, s) for s in raw["slots"]),
        travelling=travelling,
    )


def parse(raw: dict[str, Any]) -> Rules:
    boards = {side: tuple(_location(loc) for loc in locs) for side, locs in raw["board"].items()}
    travelling = {c["key"]: _location(c, travelling=True) for c in raw["travelling"]}
    # Indexed per board side: the same location has other slots on the 2-player side.
    locations: dict[str, dict[str, Location]] = {}
    slots: dict[str, dict[str, Slot]] = {}
    for side, board in boards.items():
        every = [*board, *travelling.values()]
        locations[side] = {loc.key: loc for loc in every}
        slots[side] = {slot.id: slot for loc in every for slot in loc.slots}
    press = {
        key: PressTrack(key, t["name"], tuple(t["fame"]), tuple(dict(c) for c in t["costs"]))
        for key, t in raw["press"].items()
        if key in TRACKS
    }
    return Rules(
        min_players=raw["game"]["min_players"],
        max_players=raw["game"]["max_players"],
        days=raw["game"]["days"],
        meeples=raw["game"]["meeples_per_player"],
        limits=dict(raw["limits"]),
        track_spaces=raw["ageing"]["track_spaces"],
        return_bonus_min=raw["ageing"]["return_bonus_min"],
        return_bonus_coins=raw["ageing"]["return_bonus_coins"],
        times=tuple(raw["times"]["order"]),
        row_size={int(k): v for k, v in raw["show_row"]["size"].items()},
        suitcase=tuple(dict(d) for d in raw["suitcase"]["days"]),
        closed={int(k): tuple(v) for k, v in raw["closed"].items()},
        spec_types=tuple(raw["specializations"]["types"]),
        spec_per_type=raw["specializations"]["per_type"],
        press=press,
        press_coin_on=tuple(raw["press"]["rewards"]["coin_on"]),
        press_spec_on=tuple(raw["press"]["rewards"]["specialization_on"]),
        boards=boards,
        travelling=travelling,
        exchanges=tuple(
            Exchange(dict(e["pay"]), dict(e["get"])) for e in raw["market"]["exchanges"]
        ),
        bonus_cards={
            c["key"]: BonusCard(
                c["key"], c["name"], dict(c["resources"]), tuple(c["same_type"]), c["set"]
            )
            for c in raw["bonus_cards"]
        },
        shows={
            c["key"]: ShowCard(c["key"], c["name"], c["type"], c["fame"], dict(c["cost"]))
            for c in raw["shows"]
        },
        slots=slots,
        locations=locations,
    )


@cache
def rules() -> Rules:
    with DATA_FILE.open("rb") as handle:
        return parse(tomllib.load(handle))
