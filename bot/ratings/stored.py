"""The stored ratings (bot/storage/ratings.py): moved by each game's results in the
transaction that records them, read by /leaderboard and the score sheet's rating line, and
worked out again from the whole results table by ``python -m bot rerate`` (and on first
use of a database whose games ended before ratings were stored)."""

from __future__ import annotations

from bot.ratings.ratings import (
    MODEL,
    PlayerRating,
    RatingTable,
    matches,
    rate,
    rate_match,
)
from bot.storage.ratings import Rated, StoredChange, StoredRating, of_players, write
from bot.storage.results import ResultLine, ResultRow
from bot.storage.sql import Transaction
from bot.storage.store import GameStore


def player(stored: StoredRating) -> PlayerRating:
    return PlayerRating(stored.user_id, MODEL.rating(mu=stored.mu, sigma=stored.sigma),
                        stored.played, stored.won)


def rated(guild_id: int, game_key: str, table: RatingTable, rows: list[ResultRow],
          players: list[int] | None = None) -> Rated:
    """``table`` to store: the ratings of ``players`` (all when None), the changes of the
    games in ``rows``."""
    chosen = table.players.values() if players is None else [table.players[u] for u in players]
    seats: dict[tuple[int, int], int] = {}
    for row in rows:
        seats.setdefault((row.game_id, row.user_id), row.seat)
    return Rated(
        guild_id, game_key,
        [StoredRating(p.user_id, float(p.rating.mu), float(p.rating.sigma), p.ordinal,
                      p.played, p.won) for p in chosen],
        {game_id: [StoredChange(seats[(game_id, uid)], uid, c.before, c.after)
                   for uid, c in changes.items()]
         for game_id, changes in table.changes.items()})


async def after_results(tx: Transaction, game_id: int, guild_id: int | None, game_key: str,
                        lines: list[ResultLine]) -> None:
    """Within the results' own transaction: the game moves its people's stored ratings."""
    if guild_id is None:
        return
    rows = [ResultRow(game_id, line.seat, line.user_id, line.rank, line.won, line.team)
            for line in lines]
    people = list(dict.fromkeys(row.user_id for row in rows))
    stored = await of_players(tx, guild_id, game_key, people)
    table = RatingTable({uid: player(s) for uid, s in stored.items()})
    for match in matches(rows):
        rate_match(table, match)
    await write(tx, rated(guild_id, game_key, table, rows, people))


async def rerate(store: GameStore) -> int:
    """Every stored rating and change worked out again from the results table; the number
    of (server, game) leaderboards written."""
    found: list[Rated] = []
    for guild_id, game_key in await store.results.rated_games():
        rows = await store.results.history(guild_id, game_key)
        found.append(rated(guild_id, game_key, rate(rows), rows))
    await store.ratings.replace_all(found)
    return len(found)


class StoredRatings:
    """Reads of the stored ratings; the first one of a process rates a database whose
    games ended before ratings were stored."""

    def __init__(self, store: GameStore) -> None:
        self.store = store
        self.checked = False

    async def ready(self) -> None:
        if not self.checked:
            if await self.store.ratings.missing():
                await rerate(self.store)
            self.checked = True

    async def top(self, guild_id: int, game_key: str, size: int) -> list[PlayerRating]:
        await self.ready()
        return [player(s) for s in await self.store.ratings.top(guild_id, game_key, size)]

    async def changes(self, game_id: int) -> list[StoredChange]:
        await self.ready()
        return await self.store.ratings.changes(game_id)
