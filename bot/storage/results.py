"""The results table (migrations/0004_undo_votes_and_results.sql): one row per human seat of
every finished game, written once, read back for /stats and, replayed into ratings, for
/leaderboard (bot/ratings)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from bot.storage.db import utc_now
from bot.storage.sql import Sql, Transaction


@dataclass(frozen=True)
class ResultLine:
    seat: int
    user_id: int
    score: int
    rank: int
    won: bool
    team: int | None = None


@dataclass(frozen=True)
class GameStats:
    game_key: str
    played: int
    won: int
    average: float
    team_played: int = 0
    team_won: int = 0


@dataclass(frozen=True)
class ResultRow:
    """One seat's outcome as the ratings replay it."""

    game_id: int
    seat: int
    user_id: int
    rank: int
    won: bool
    team: int | None


class AfterResults(Protocol):
    """What else a game's results change, in their own transaction (bot/ratings)."""

    async def __call__(self, tx: Transaction, game_id: int, guild_id: int | None,
                       game_key: str, lines: list[ResultLine]) -> None: ...


class ResultStore:
    def __init__(self, sql: Sql) -> None:
        self._sql = sql
        self.after_add: AfterResults | None = None

    async def add(self, game_id: int, guild_id: int | None, game_key: str,
                  lines: list[ResultLine]) -> None:
        """Store a finished game's ranking (once; a repeat changes nothing)."""
        now = utc_now()
        async with self._sql.transaction() as tx:
            known = await tx.all("SELECT 1 FROM results WHERE game_id = ? LIMIT 1", (game_id,))
            if not known and lines and self.after_add is not None:
                await self.after_add(tx, game_id, guild_id, game_key, lines)
            for line in lines:
                await tx.write(
                    "INSERT INTO results (game_id, seat, guild_id, game_key, user_id, score, rank,"
                    " won, finished_at, team) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                    " ON CONFLICT (game_id, seat) DO NOTHING",
                    (game_id, line.seat, guild_id, game_key, line.user_id, line.score,
                     line.rank, int(line.won), now, line.team),
                )
            await tx.write("UPDATE games SET results_pending = 0 WHERE id = ?", (game_id,))

    async def player_stats(self, guild_id: int, user_id: int) -> list[GameStats]:
        rows = await self._sql.all(
            "SELECT game_key, COUNT(*) AS played, SUM(won) AS won, AVG(score) AS average,"
            " COUNT(team) AS team_played, SUM(CASE WHEN team IS NULL THEN 0 ELSE won END)"
            " AS team_won FROM results WHERE guild_id = ? AND user_id = ?"
            " GROUP BY game_key ORDER BY game_key",
            (guild_id, user_id),
        )
        return [GameStats(r["game_key"], int(r["played"]), int(r["won"]), float(r["average"]),
                          int(r["team_played"]), int(r["team_won"])) for r in rows]

    async def rated_games(self) -> list[tuple[int, str]]:
        """Every (server, game) with results."""
        rows = await self._sql.all(
            "SELECT DISTINCT guild_id, game_key FROM results WHERE guild_id IS NOT NULL"
            " ORDER BY guild_id, game_key")
        return [(int(r["guild_id"]), str(r["game_key"])) for r in rows]

    async def history(self, guild_id: int, game_key: str) -> list[ResultRow]:
        """Every results row of a game on a server, game by game in the order they ended."""
        rows = await self._sql.all(
            "SELECT game_id, seat, user_id, rank, won, team FROM results"
            " WHERE guild_id = ? AND game_key = ? ORDER BY finished_at, game_id, seat",
            (guild_id, game_key))
        return [ResultRow(int(r["game_id"]), int(r["seat"]), int(r["user_id"]), int(r["rank"]),
                          bool(r["won"]), None if r["team"] is None else int(r["team"]))
                for r in rows]
