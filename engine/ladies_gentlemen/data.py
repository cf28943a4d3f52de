"""The printed game's cards and numbers, read from ladies_gentlemen.toml and validated."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

DATA_FILE = Path(__file__).with_name("ladies_gentlemen.toml")
GOLD = "gold"
SERVANT = "servant"
CONDITION_KINDS = ("designer", "no_designer", "type", "stars", "double", "families", "cheap")
GOSSIP_KINDS = (
    "family", "no_family", "type", "designer", "more_cards", "fewer_cards", "no_mark",
    "duplicate", "same_boutique", "alone", "my_boutique", "first", "high", "servant",
    "three_designers", "given",
)


class DataError(ValueError):
    """ladies_gentlemen.toml does not describe a playable game."""


@dataclass(frozen=True)
class Rules:
    min_players: int
    max_players: int
    days: int
    start_money: int
    courtesan_money: dict[int, int]
    courtesan_contracts: dict[int, int]
    stock_per_gentleman: int
    keep_limit: int
    servant_price: int
    deposit: int
    supplement: int
    artisan_hand: int
    gossip_per_lady: int
    courtesan_carry: int
    window_round_to: int
    live_pick_seconds: int


@dataclass(frozen=True)
class Boutique:
    colour: str
    name: str
    name_de: str


@dataclass(frozen=True)
class Wardrobe:
    key: str
    family: str
    type: str
    designers: tuple[str, ...]
    price: int
    elegance: int


@dataclass(frozen=True)
class Servant:
    key: str
    name: str
    kind: str
    arg: str
    low: int
    low_bonus: int
    high: int
    high_bonus: int
    price: int


@dataclass(frozen=True)
class Artisan:
    key: str
    type: str
    count: int


@dataclass(frozen=True)
class Contract:
    key: str
    needs: tuple[str, ...]
    proceeds: int
    premium: int


@dataclass(frozen=True)
class Gossip:
    key: str
    kind: str
    arg: str


@dataclass(frozen=True)
class GameData:
    rules: Rules
    resources: dict[str, int]
    boutiques: tuple[Boutique, ...]
    types: dict[str, tuple[str, ...]]
    designers: tuple[str, ...]
    markets: dict[str, dict[str, int]]
    contracts: dict[str, Contract]
    artisans: dict[str, Artisan]
    wardrobe: dict[str, Wardrobe]
    servants: dict[str, Servant]
    gossip: dict[str, Gossip]

    def card_type(self, card: str) -> str:
        return SERVANT if card in self.servants else self.wardrobe[card].type

    def price(self, card: str) -> int:
        return self.servants[card].price if card in self.servants else self.wardrobe[card].price


def _need(table: dict[str, Any], key: str, kind: type, where: str) -> Any:
    if key not in table:
        raise DataError(f"{where}: missing {key!r}")
    value = table[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise DataError(f"{where}: {key!r} must be {kind.__name__}, not {value!r}")
    return value


def _unique(keys: list[str], where: str) -> None:
    seen = set()
    for key in keys:
        if key in seen:
            raise DataError(f"{where}: key {key!r} appears twice")
        seen.add(key)


def _rules(game: dict[str, Any]) -> Rules:
    ints = ("min_players", "max_players", "days", "start_money", "stock_per_gentleman",
            "keep_limit", "servant_price", "deposit", "supplement", "artisan_hand",
            "gossip_per_lady", "courtesan_carry", "window_round_to", "live_pick_seconds")
    values = {key: _need(game, key, int, "[game]") for key in ints}
    for name in ("courtesan_money", "courtesan_contracts"):
        table = _need(game, name, dict, "[game]")
        if sorted(int(k) for k in table) != [5, 7, 9]:
            raise DataError(f"[game] {name} must give values for 5, 7 and 9 players")
        values[name] = {int(k): int(v) for k, v in table.items()}
    return Rules(**values)


def parse(raw: dict[str, Any]) -> GameData:
    rules = _rules(_need(raw, "game", dict, "file"))
    resources = {k: int(v) for k, v in _need(raw, "resources", dict, "file").items()}
    if GOLD not in resources:
        raise DataError("[resources]: the joker 'gold' is missing")
    if sum(resources.values()) < rules.stock_per_gentleman * 5 + 5:
        raise DataError("[resources]: too few tokens for five Gentlemen's Stock")
    boutiques = tuple(
        Boutique(_need(b, "colour", str, "[[boutiques]]"), _need(b, "name", str, "[[boutiques]]"),
                 b.get("name_de", b["name"]))
        for b in _need(raw, "boutiques", list, "file")
    )
    if len(boutiques) != 5:
        raise DataError(f"[[boutiques]]: need 5 (one per team colour), found {len(boutiques)}")
    types = {k: tuple(v) for k, v in _need(raw, "types", dict, "file").items()}
    families = {f: t for t, fams in types.items() for f in fams}
    designers = tuple(_need(_need(raw, "designers", dict, "file"), "names", list, "[designers]"))
    markets: dict[str, dict[str, int]] = {}
    for m in _need(raw, "markets", list, "file"):
        prices = _need(m, "prices", dict, "[[markets]]")
        if set(prices) != set(resources):
            raise DataError(f"market {m.get('key')}: needs a price for each of {sorted(resources)}")
        if sum(1 for k, v in prices.items() if v == 100 and k != GOLD) != 3:
            raise DataError(f"market {m['key']}: exactly three resources must be worth 100")
        markets[_need(m, "key", str, "[[markets]]")] = {k: int(v) for k, v in prices.items()}
    contracts = {}
    for c in _need(raw, "contracts", list, "file"):
        key = _need(c, "key", str, "[[contracts]]")
        needs = tuple(_need(c, "needs", list, key))
        if not 2 <= len(needs) <= 5 or not set(needs) <= set(resources) - {GOLD}:
            raise DataError(f"contract {key}: needs 2 to 5 resources other than gold, got {needs}")
        contracts[key] = Contract(key, needs, _need(c, "proceeds", int, key),
                                  _need(c, "premium", int, key))
    artisans = {}
    for a in _need(raw, "artisans", list, "file"):
        key = _need(a, "key", str, "[[artisans]]")
        kind = _need(a, "type", str, key)
        if kind not in (*types, SERVANT):
            raise DataError(f"artisan {key}: type {kind!r} is not one of {[*types, SERVANT]}")
        artisans[key] = Artisan(key, kind, _need(a, "count", int, key))
    if len(artisans) != 20:
        raise DataError(f"[[artisans]]: need 20 artisan cards, found {len(artisans)}")
    wardrobe = {}
    for w in _need(raw, "wardrobe", list, "file"):
        key = _need(w, "key", str, "[[wardrobe]]")
        family = _need(w, "family", str, key)
        if family not in families:
            raise DataError(f"wardrobe {key}: family {family!r} is not one of {sorted(families)}")
        marks = tuple(_need(w, "designers", list, key))
        if not set(marks) <= set(designers) or len(marks) > 2:
            raise DataError(f"wardrobe {key}: at most two designers from {designers}")
        wardrobe[key] = Wardrobe(key, family, families[family], marks, _need(w, "price", int, key),
                                 _need(w, "elegance", int, key))
    if len(wardrobe) != 75:
        raise DataError(f"[[wardrobe]]: need 75 cards, found {len(wardrobe)}")
    servants = {}
    for s in _need(raw, "servants", list, "file"):
        key = _need(s, "key", str, "[[servants]]")
        kind = _need(s, "kind", str, key)
        if kind not in CONDITION_KINDS:
            raise DataError(f"servant {key}: condition {kind!r} is not one of {CONDITION_KINDS}")
        servants[key] = Servant(key, _need(s, "name", str, key), kind, str(s.get("arg", "")),
                                _need(s, "low", int, key), _need(s, "low_bonus", int, key),
                                _need(s, "high", int, key), _need(s, "high_bonus", int, key),
                                rules.servant_price)
    names = [s.name for s in servants.values()]
    if "Abigale" not in names or "Agnes" not in names:
        raise DataError("[[servants]]: Abigale and Agnes are printed servants and must stay")
    gossip = {}
    for g in _need(raw, "gossip", list, "file"):
        key = _need(g, "key", str, "[[gossip]]")
        kind = _need(g, "kind", str, key)
        if kind not in GOSSIP_KINDS:
            raise DataError(f"gossip {key}: condition {kind!r} is not one of {GOSSIP_KINDS}")
        gossip[key] = Gossip(key, kind, str(g.get("arg", "")))
    if len(gossip) != 20:
        raise DataError(f"[[gossip]]: need 20 Gossip cards, found {len(gossip)}")
    _unique([*contracts, *artisans, *wardrobe, *servants, *gossip, *markets], "file")
    return GameData(rules, resources, boutiques, types, designers, markets, contracts, artisans,
                    wardrobe, servants, gossip)


@cache
def load() -> GameData:
    with DATA_FILE.open("rb") as fh:
        return parse(tomllib.load(fh))
