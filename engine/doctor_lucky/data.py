"""The printed game's numbers, read from doctor_lucky.toml into typed, immutable records."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

DATA_FILE = Path(__file__).with_name("doctor_lucky.toml")

MOVE = "move"
AID = "aid"
FAIL = "fail"


@dataclass(frozen=True)
class Deck:
    key: str
    name: str
    steps: int
    level: int  # 0 = A (top) ... 3 = D (bottom)


@dataclass(frozen=True)
class Room:
    key: str
    name: str
    deck: str
    number: int | None
    row: int
    cols: tuple[int, int]

    @property
    def label(self) -> str:
        if self.number is None:
            return self.name
        return f"Room {self.number} - {self.name}"


@dataclass(frozen=True)
class AidCard:
    key: str
    name: str
    value: int
    bonus_room: str
    bonus_value: int
    count: int = 1


@dataclass(frozen=True)
class Rules:
    min_players: int
    max_players: int
    hand_size: int
    hand_size_small: int
    small_table_max: int
    unaided_rescue_value: int
    route_length: int


@dataclass(frozen=True)
class GameData:
    rules: Rules
    decks: tuple[Deck, ...]  # top (A) to bottom (D)
    rooms: dict[str, Room]
    doors: tuple[tuple[str, str], ...]
    stairs: tuple[tuple[str, str], ...]
    sight_lines: tuple[tuple[str, ...], ...]
    move_rooms: tuple[str, ...]
    failure_counts: dict[int, int]
    aids: dict[str, AidCard]

    def deck(self, key: str) -> Deck:
        return next(d for d in self.decks if d.key == key)

    def card_list(self) -> list[str]:
        """All 90 cards as card codes: ``move:<room>``, ``aid:<key>``, ``fail:<points>``."""
        cards = [f"{MOVE}:{room}" for room in self.move_rooms]
        for key, aid in self.aids.items():
            cards += [f"{AID}:{key}"] * aid.count
        for points, count in sorted(self.failure_counts.items()):
            cards += [f"{FAIL}:{points}"] * count
        return cards


def card_kind(card: str) -> str:
    return card.partition(":")[0]


def card_arg(card: str) -> str:
    return card.partition(":")[2]


def failure_points(card: str) -> int:
    """Points of a failure card, 0 for any other card."""
    return int(card_arg(card)) if card_kind(card) == FAIL else 0


def _pairs(raw: list[list[str]]) -> tuple[tuple[str, str], ...]:
    return tuple((a, b) for a, b in raw)


def parse(raw: dict[str, Any]) -> GameData:
    game = raw["game"]
    rules = Rules(
        min_players=game["min_players"],
        max_players=game["max_players"],
        hand_size=game["hand_size"],
        hand_size_small=game["hand_size_small"],
        small_table_max=game["small_table_max"],
        unaided_rescue_value=game["unaided_rescue_value"],
        route_length=game["route_length"],
    )
    decks = tuple(
        Deck(d["key"], d["name"], d["steps"], level) for level, d in enumerate(raw["decks"])
    )
    rooms = {
        r["key"]: Room(r["key"], r["name"], r["deck"], r.get("number"), r["row"],
                       (r["cols"][0], r["cols"][1]))
        for r in raw["rooms"]
    }
    cards = raw["cards"]
    aids = {
        a["key"]: AidCard(a["key"], a["name"], a["value"], a["bonus_room"], a["bonus_value"],
                           a.get("count", 1))
        for a in cards["aid"]
    }
    return GameData(
        rules=rules,
        decks=decks,
        rooms=rooms,
        doors=_pairs(raw["ship"]["doors"]),
        stairs=_pairs(raw["ship"]["stairs"]),
        sight_lines=tuple(tuple(line) for line in raw["ship"]["sight_lines"]),
        move_rooms=tuple(cards["move"]["rooms"]),
        failure_counts={int(k): v for k, v in cards["failure"].items()},
        aids=aids,
    )


@cache
def load() -> GameData:
    with DATA_FILE.open("rb") as fh:
        return parse(tomllib.load(fh))
