"""The printed game's numbers, read from trepanation.toml into typed, immutable records."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from functools import cache, cached_property
from pathlib import Path
from typing import Any

DATA_FILE = Path(__file__).with_name("trepanation.toml")

RESOURCES = ("coin", "medicine", "equipment", "shill", "bribe")
# What a cost may name (all payable, coins only with coins) and what a gain may name.
PAYABLE = RESOURCES
GAINABLE = (*RESOURCES, "fame")
AGEING = ("shill", "bribe")
TRACKS = ("tabloid", "specialized")

Bundle = dict[str, int]


class DataError(ValueError):
    """The data file names something the engine cannot use; the message says where."""


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
    keeps_first: bool = False
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
    one_per_player: bool = False


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

    @cached_property  # asked for every meeple that acts; the data never changes
    def first_night_index(self) -> int:
        """Index in ``times`` of the first night location's hour."""
        return min(
            self.time_index(slot.time)
            for side in self.boards.values()
            for location in side
            if location.kind == "night"
            for slot in location.slots
        )

    def is_night(self, time: str) -> bool:
        return self.time_index(time) >= self.first_night_index

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
        one_per_player=bool(raw.get("one_per_player", False)),
    )


def _check_bundle(source: str, entry: str, bundle: Any, allowed: tuple[str, ...]) -> None:
    if not isinstance(bundle, dict):
        raise DataError(f"{source}: {entry} must be a table like {{ medicine = 1 }}")
    for name, count in bundle.items():
        if name not in allowed:
            raise DataError(
                f"{source}: {entry} names {name!r}; allowed there: {', '.join(allowed)}"
            )
        if not isinstance(count, int) or isinstance(count, bool) or count < 1:
            raise DataError(f"{source}: {entry} gives {name} = {count!r}; use a whole number >= 1")


def check_resources(raw: dict[str, Any], source: str) -> None:
    """Refuse a file whose costs name something nobody can pay (or gains something nobody
    can take), naming the file, the entry and what is allowed."""
    for card in raw.get("shows", []):
        _check_bundle(source, f"show card {card.get('key')!r} cost", card.get("cost"), PAYABLE)
    for track, values in raw.get("press", {}).items():
        if track not in TRACKS:
            continue
        for step, cost in enumerate(values.get("costs", []), start=1):
            _check_bundle(source, f"press track {track!r} cost of step {step}", cost, PAYABLE)
    for number, exchange in enumerate(raw.get("market", {}).get("exchanges", []), start=1):
        _check_bundle(source, f"market exchange {number} pay", exchange.get("pay"), PAYABLE)
        _check_bundle(source, f"market exchange {number} get", exchange.get("get"), GAINABLE)
    for card in raw.get("bonus_cards", []):
        entry = f"bonus card {card.get('key')!r} resources"
        _check_bundle(source, entry, card.get("resources"), GAINABLE)
    for day, token in enumerate(raw.get("suitcase", {}).get("days", []), start=1):
        _check_bundle(source, f"suitcase day {day}", token, GAINABLE)
    places = [
        *(loc for side in raw.get("board", {}).values() for loc in side),
        *raw.get("travelling", []),
    ]
    for location in places:
        for slot in location.get("slots", []):
            where = f"location {location.get('key')!r} slot {slot.get('time')!r}"
            for name in ("gain", "after"):
                if name in slot:
                    _check_bundle(source, f"{where} {name}", slot[name], GAINABLE)
            for option in slot.get("choose", []):
                _check_bundle(source, f"{where} choose", option, GAINABLE)


def parse(raw: dict[str, Any], source: str = DATA_FILE.name) -> Rules:
    check_resources(raw, source)
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


def load(path: Path) -> Rules:
    with path.open("rb") as handle:
        return parse(tomllib.load(handle), path.name)


@cache
def rules() -> Rules:
    return load(DATA_FILE)
