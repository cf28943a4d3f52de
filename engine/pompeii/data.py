"""The game's numbers, read from pompeii.toml into typed, immutable records.

The loader checks the file as a whole (counts, references, a connected city) and refuses a
broken one with :class:`DataError` naming what is wrong and what is expected.
"""

from __future__ import annotations

import itertools
import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

DATA_FILE = Path(__file__).with_name("pompeii.toml")

PERSON = "person"
BUILDING = "building"
COLOURS = ("red", "blue", "white", "brown", "green", "yellow")
VITA_KINDS = ("ultima", "goto", "pay", "receive")
CARD_COUNT = 101
VITA_COUNT = 40
QUARTERS = 57


class DataError(ValueError):
    """pompeii.toml does not describe a playable game."""


@dataclass(frozen=True)
class Citizen:
    colour: str
    name: str
    house: int
    place: str  # node of the house on the city plan


@dataclass(frozen=True)
class Card:
    number: int
    name: str
    kind: str
    price: int
    colours: tuple[str, ...]
    public: bool = False
    quarter: int = 0  # buildings only

    @property
    def is_person(self) -> bool:
        return self.kind == PERSON

    @property
    def place(self) -> str:
        return f"b{self.number}"


@dataclass(frozen=True)
class VitaCard:
    index: int
    kind: str
    card: int = 0
    amount: int = 0


@dataclass(frozen=True)
class Gate:
    index: int
    name: str
    quarter: int
    length: int

    @property
    def place(self) -> str:
        return f"gate{self.index}"


@dataclass(frozen=True)
class Rules:
    min_players: int
    max_players: int
    track_length: int
    public_capacity: int
    private_capacity: int
    bank_share_percent: int
    bank_round_to: int
    double_points: int
    calm_factor: int
    offers_per_turn: int
    offer_price_percents: tuple[int, ...]
    ultima_die_window: tuple[int, int]
    eruption_round: int
    route_choices: int


@dataclass(frozen=True)
class GameData:
    rules: Rules
    capital: dict[int, int]
    citizens: tuple[Citizen, ...]
    cards: dict[int, Card]
    spaces: tuple[int, ...]  # card number per outer space, 0 for INGRESSUS/FORTUNA
    fortuna: tuple[int, ...]
    vita: tuple[VitaCard, ...]
    calm_cards: int
    double_cards: int
    gates: tuple[Gate, ...]
    node_quarter: dict[str, int]  # every node of the city plan -> its quarter
    edges: dict[str, dict[str, int]]  # green point -> neighbouring points (one step each)
    crossroads: tuple[str, ...]  # the green-dot points (qN)

    def space_of(self, card: int) -> int:
        return self.spaces.index(card)

    def citizen(self, colour: str) -> Citizen:
        return next(c for c in self.citizens if c.colour == colour)

    def capacity(self, card: Card) -> int:
        return self.rules.public_capacity if card.public else self.rules.private_capacity

    def bank_price(self, card: int) -> int:
        half = self.cards[card].price * self.rules.bank_share_percent / 100
        step = self.rules.bank_round_to
        return int(-(-half // step) * step)

    def vesuvius_deck(self) -> list[str]:
        deck = [f"q{n}" for n in range(1, QUARTERS + 1)]
        return deck + ["calm"] * self.calm_cards + ["x2"] * self.double_cards


def _need(condition: bool, message: str) -> None:
    if not condition:
        raise DataError(f"pompeii.toml: {message}")


def _rules(game: dict[str, Any]) -> Rules:
    window = tuple(game["ultima_die_window"])
    _need(len(window) == 2 and 1 <= window[0] <= window[1] <= VITA_COUNT,
          f"ultima_die_window must be two positions within 1..{VITA_COUNT}, not {window}")
    return Rules(
        min_players=game["min_players"], max_players=game["max_players"],
        track_length=game["track_length"], public_capacity=game["public_capacity"],
        private_capacity=game["private_capacity"],
        bank_share_percent=game["bank_share_percent"], bank_round_to=game["bank_round_to"],
        double_points=game["double_points"], calm_factor=game["calm_factor"],
        offers_per_turn=game["offers_per_turn"],
        offer_price_percents=tuple(game["offer_price_percents"]),
        ultima_die_window=(window[0], window[1]), eruption_round=game["eruption_round"],
        route_choices=game["route_choices"],
    )


def _card(raw: dict[str, Any]) -> Card:
    kind = raw["kind"]
    _need(kind in (PERSON, BUILDING), f"card {raw.get('number')}: kind must be person or "
          f"building, not {kind!r}")
    colours = tuple(raw["colours"])
    _need(bool(colours) and all(c in COLOURS for c in colours),
          f"card {raw['number']}: colour marks must be among {', '.join(COLOURS)}")
    _need(raw["price"] > 0, f"card {raw['number']}: the price must be positive")
    if kind == BUILDING:
        _need(len(colours) == 1, f"card {raw['number']}: a building has one colour mark")
        _need(1 <= raw.get("quarter", 0) <= QUARTERS,
              f"card {raw['number']}: a building needs a quarter 1..{QUARTERS}")
    return Card(raw["number"], raw["name"], kind, raw["price"], colours,
                bool(raw.get("public", False)), int(raw.get("quarter", 0)))


def _city(raw: dict[str, Any], cards: dict[int, Card], citizens: tuple[Citizen, ...],
          gates: tuple[Gate, ...]) -> tuple[dict[str, int], dict[str, dict[str, int]]]:
    numbers = sorted(q["number"] for q in raw["quarter"])
    _need(numbers == list(range(1, QUARTERS + 1)),
          f"the city needs quarters numbered 1..{QUARTERS} (one per quarter card)")
    node_quarter = {f"q{n}": n for n in numbers}
    edges: dict[str, dict[str, int]] = {node: {} for node in node_quarter}

    def link(a: str, b: str, length: int) -> None:
        """A path of ``length`` green points: every point becomes a node of its own; the
        first half of the way lies in ``a``'s quarter, the rest in ``b``'s."""
        _need(length > 0, f"path {a}-{b} needs a positive length")
        chain = [a] + [f"{a}~{b}~{i}" for i in range(1, length)] + [b]
        for i, node in enumerate(chain[1:-1], start=1):
            node_quarter[node] = node_quarter[a] if 2 * i <= length else node_quarter[b]
        for x, y in itertools.pairwise(chain):
            edges.setdefault(x, {})[y] = 1
            edges.setdefault(y, {})[x] = 1

    for a, b, length in raw["streets"]["paths"]:
        _need(a in node_quarter and b in node_quarter, f"path {a}-{b} names an unknown quarter")
        link(a, b, int(length))
    for card in cards.values():
        if not card.is_person:
            node_quarter[card.place] = card.quarter
            link(f"q{card.quarter}", card.place, 1)
    houses = {int(h): int(q) for h, q in raw["houses"].items()}
    for citizen in citizens:
        _need(citizen.house in houses, f"house {citizen.house} has no quarter in [houses]")
        quarter = houses[citizen.house]
        _need(1 <= quarter <= QUARTERS, f"house {citizen.house}: unknown quarter {quarter}")
        node_quarter[citizen.place] = quarter
        link(f"q{quarter}", citizen.place, 1)
    for gate in gates:
        _need(1 <= gate.quarter <= QUARTERS, f"{gate.name}: unknown quarter {gate.quarter}")
        node_quarter[gate.place] = gate.quarter
        link(f"q{gate.quarter}", gate.place, gate.length)
    seen, todo = {"q1"}, ["q1"]
    while todo:
        for nxt in edges[todo.pop()]:
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    _need(seen == set(node_quarter), "the city plan is not connected: unreachable "
          + ", ".join(sorted(set(node_quarter) - seen)[:5]))
    return node_quarter, edges


def parse(raw: dict[str, Any]) -> GameData:
    try:
        return _parse(raw)
    except KeyError as missing:
        raise DataError(f"pompeii.toml: missing entry {missing}") from None


def _parse(raw: dict[str, Any]) -> GameData:
    rules = _rules(raw["game"])
    capital = {int(k): int(v) for k, v in raw["capital"].items()}
    _need(sorted(capital) == list(range(rules.min_players, rules.max_players + 1)),
          f"[capital] needs one amount for each player count "
          f"{rules.min_players}..{rules.max_players}")
    citizens = tuple(Citizen(c["colour"], c["name"], c["house"], c["place"])
                     for c in raw["citizen"])
    _need(len(citizens) == rules.max_players and len({c.colour for c in citizens}) == len(citizens),
          f"there must be {rules.max_players} citizens with different colours")
    _need(all(c.place == f"house{c.house}" for c in citizens),
          "a citizen's place must be written house<number>")
    cards = {c.number: c for c in (_card(r) for r in raw["card"])}
    _need(sorted(cards) == list(range(1, CARD_COUNT + 1)),
          f"there must be {CARD_COUNT} cards numbered 1..{CARD_COUNT}")
    track = raw["track"]
    spaces = tuple(int(s) for s in track["spaces"])
    fortuna = tuple(sorted(int(f) for f in track["fortuna"]))
    _need(len(spaces) == rules.track_length,
          f"the track needs {rules.track_length} spaces, not {len(spaces)}")
    _need(spaces[0] == 0 and all(spaces[f] == 0 for f in fortuna) and bool(fortuna)
          and 0 not in fortuna,
          "INGRESSUS (space 0) and every FORTUNA space must hold no card (0)")
    holders = sorted(s for s in spaces if s)
    _need(holders == list(range(1, CARD_COUNT + 1)),
          "every card must lie on exactly one outer space")
    _need(spaces.count(0) == 1 + len(fortuna), "a space without a card must be a FORTUNA")
    vita = tuple(VitaCard(i, v["kind"], int(v.get("card", 0)), int(v.get("amount", 0)))
                 for i, v in enumerate(raw["vita"]))
    _need(len(vita) == VITA_COUNT, f"there must be {VITA_COUNT} Vita Romana cards")
    _need([v.kind for v in vita].count("ultima") == 1, "exactly one Vita card is ULTIMA DIE")
    for v in vita:
        _need(v.kind in VITA_KINDS, f"Vita card {v.index}: kind must be one of {VITA_KINDS}")
        if v.kind == "goto":
            _need(v.card in cards and not cards[v.card].is_person,
                  f"Vita card {v.index}: a goto card must name a building card")
        if v.kind in ("pay", "receive"):
            _need(v.card in cards and cards[v.card].is_person and v.amount > 0,
                  f"Vita card {v.index}: {v.kind} needs a person card and a positive amount")
    ves = raw["vesuvius"]
    _need(QUARTERS + ves["calm"] + ves["double"] == 70,
          "the Vesuvius deck must have 70 cards: 57 quarters, calm and x2 cards")
    gates = tuple(Gate(i, g["name"], g["quarter"], g["length"]) for i, g in enumerate(raw["gate"]))
    _need(bool(gates), "the city needs at least one gate")
    node_quarter, edges = _city(raw, cards, citizens, gates)
    return GameData(
        rules=rules, capital=capital, citizens=citizens, cards=cards, spaces=spaces,
        fortuna=fortuna, vita=vita, calm_cards=ves["calm"], double_cards=ves["double"],
        gates=gates, node_quarter=node_quarter, edges=edges,
        crossroads=tuple(f"q{n}" for n in range(1, QUARTERS + 1)),
    )


def parse_text(text: str) -> GameData:
    try:
        return parse(tomllib.loads(text))
    except tomllib.TOMLDecodeError as error:
        raise DataError(f"pompeii.toml is not valid TOML: {error}") from None


@cache
def load() -> GameData:
    return parse_text(DATA_FILE.read_text(encoding="utf-8"))
