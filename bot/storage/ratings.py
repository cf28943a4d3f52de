"""The ratings and rating_changes tables (migrations/0013_ratings.sql): each person's skill
rating per server and game, and each finished game's changes, as bot/ratings works them
out. Written inside the transaction that records a game's results (``ResultStore.add``
calls its ``after_add``), or all at once by a recomputation from the results table."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.storage.sql import Row, Sql, Transaction

_COLUMNS = "user_id, mu, sigma, ordinal, played, won"


@dataclass(frozen=True)
class StoredRating:
    user_id: int
    mu: float
    sigma: float
    ordinal: float
    played: int
    won: int


@dataclass(frozen=True)
class StoredChange:
    seat: int
    user_id: int
    before: float
    after: float


@dataclass(frozen=True)
class Rated:
    """What rating one server's one game gives: every person's rating and the changes of
    each game (by game id)."""

    guild_id: int
    game_key: str
    players: Sequence[StoredRating]
    changes: dict[int, list[StoredChange]]


def _rating(r: Row) -> StoredRating:
    return StoredRating(int(r["user_id"]), float(r["mu"]), float(r["sigma"]),
                        float(r["ordinal"]), int(r["played"]), int(r["won"]))


class RatingStore:
    def __init__(self, sql: Sql) -> None:
        self._sql = sql

    async def top(self, guild_id: int, game_key: str, size: int) -> list[StoredRating]:
        """The best ``size`` by ordinal (then more games, then the lower user id), through
        ratings_by_rank: no other row is read. The limit is written into the statement:
        as a parameter, PostgreSQL's plan for an unknown limit looked dearer than each
        call's own at a large table, so every call was planned again (a prepared
        statement's generic plan never chosen), 40 µs a call at 20,000 ratings."""
        rows = await self._sql.all(
            f"SELECT {_COLUMNS} FROM ratings WHERE guild_id = ? AND game_key = ?"
            f" ORDER BY ordinal DESC, played DESC, user_id LIMIT {int(size)}",
            (guild_id, game_key))
        return [_rating(r) for r in rows]

    async def changes(self, game_id: int) -> list[StoredChange]:
        rows = await self._sql.all(
            "SELECT seat, user_id, before, after FROM rating_changes WHERE game_id = ?"
            " ORDER BY seat", (game_id,))
        return [StoredChange(int(r["seat"]), int(r["user_id"]), float(r["before"]),
                             float(r["after"])) for r in rows]

    async def missing(self) -> bool:
        """Whether there are results but no ratings (a database rated before migration
        0013): two index probes."""
        rated = await self._sql.one("SELECT 1 FROM ratings LIMIT 1")
        if rated is not None:
            return False
        return await self._sql.one(
            "SELECT 1 FROM results WHERE guild_id IS NOT NULL LIMIT 1") is not None

    async def replace_all(self, rated: Sequence[Rated]) -> None:
        """Every rating and change anew, in one transaction."""
        async with self._sql.transaction() as tx:
            await tx.write("DELETE FROM rating_changes")
            await tx.write("DELETE FROM ratings")
            for one in rated:
                await write(tx, one)


async def of_players(tx: Transaction, guild_id: int, game_key: str,
                     user_ids: Sequence[int]) -> dict[int, StoredRating]:
    """Within ``tx``: the stored ratings of these people in one server's game."""
    if not user_ids:
        return {}
    marks = ", ".join("?" for _ in user_ids)
    rows = await tx.all(
        f"SELECT {_COLUMNS} FROM ratings WHERE guild_id = ? AND game_key = ?"
        f" AND user_id IN ({marks})", (guild_id, game_key, *user_ids))
    return {int(r["user_id"]): _rating(r) for r in rows}


async def write(tx: Transaction, rated: Rated) -> None:
    """Within ``tx``: these ratings (replacing the stored ones) and changes."""
    await tx.write_many(
        "INSERT INTO ratings (guild_id, game_key, user_id, mu, sigma, ordinal, played, won)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id, game_key, user_id) DO UPDATE"
        " SET mu = excluded.mu, sigma = excluded.sigma, ordinal = excluded.ordinal,"
        " played = excluded.played, won = excluded.won",
        [(rated.guild_id, rated.game_key, p.user_id, p.mu, p.sigma, p.ordinal, p.played,
          p.won) for p in rated.players])
    await tx.write_many(
        "INSERT INTO rating_changes (game_id, seat, user_id, before, after)"
        " VALUES (?, ?, ?, ?, ?) ON CONFLICT (game_id, seat) DO NOTHING",
        [(game_id, c.seat, c.user_id, c.before, c.after)
         for game_id, changes in rated.changes.items() for c in changes])
