"""Per-server statistics read back from the ``results`` rows (bot/play/results.py writes
them): ``/stats`` and ``/leaderboard``."""

from __future__ import annotations

from dataclasses import dataclass

from bot.storage.store import GameStore

LEADERBOARD_SIZE = 10


@dataclass(frozen=True)
class GameStats:
    game_key: str
    played: int
    won: int
    average: float
    team_played: int = 0
    team_won: int = 0


@dataclass(frozen=True)
class Standing:
    user_id: int
    played: int
    won: int
    average: float


async def player_stats(store: GameStore, guild_id: int, user_id: int) -> list[GameStats]:
    rows = await store.fetch_all(
        "SELECT game_key, COUNT(*) AS played, SUM(won) AS won, AVG(score) AS average,"
        " COUNT(team) AS team_played, SUM(CASE WHEN team IS NULL THEN 0 ELSE won END)"
        " AS team_won FROM results WHERE guild_id = ? AND user_id = ?"
        " GROUP BY game_key ORDER BY game_key",
        (guild_id, user_id),
    )
    return [GameStats(r["game_key"], int(r["played"]), int(r["won"]), float(r["average"]),
                      int(r["team_played"]), int(r["team_won"])) for r in rows]


async def leaderboard(store: GameStore, guild_id: int, game_key: str,
                      limit: int = LEADERBOARD_SIZE) -> list[Standing]:
    """Most wins first, then the higher average score, then more games played."""
    rows = await store.fetch_all(
        "SELECT user_id, COUNT(*) AS played, SUM(won) AS won, AVG(score) AS average"
        " FROM results WHERE guild_id = ? AND game_key = ? GROUP BY user_id"
        " ORDER BY won DESC, average DESC, played DESC, user_id LIMIT ?",
        (guild_id, game_key, limit),
    )
    return [Standing(int(r["user_id"]), int(r["played"]), int(r["won"]), float(r["average"]))
            for r in rows]
