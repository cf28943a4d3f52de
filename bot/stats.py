"""Per-server statistics: one ``results`` row per human seat of every finished game.

In a team game every member of the winning team has won (``Result.winners`` names them
all) and the row keeps the seat's team, so ``/stats`` can count team games apart.

Results are written when a game ends (``record_results`` is idempotent, so posting the last
move twice records it once) and read back for ``/stats`` and ``/leaderboard``. AI seats have
no Discord user and are not ranked.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.db import utc_now
from bot.seats import is_ai
from bot.store import GameRow, GameStore
from engine.core.protocol import Game, Seat, State
from engine.core.registry import get_game

LEADERBOARD_SIZE = 10


def human_seats(row: GameRow) -> dict[Seat, int]:
    """Seat -> Discord user id of every seat a person plays (AI seats have no user id)."""
    return {seat: user_id for seat, user_id in enumerate(row.seats) if not is_ai(user_id)}


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


async def record_results(store: GameStore, row: GameRow, game: Game, state: State) -> None:
    """Store the final ranking of a finished game (once; a repeat changes nothing)."""
    result = game.result(state)
    people = human_seats(row)
    winners = set(result.winners)
    team_of = {seat: number for number, team in enumerate(result.teams or game.teams(state))
               for seat in team}
    now = utc_now()
    async with store.transaction() as conn:
        for line in result.scores:
            if line.seat not in people:
                continue
            await conn.execute(
                "INSERT OR IGNORE INTO results (game_id, seat, guild_id, game_key, user_id,"
                " score, rank, won, finished_at, team) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (row.id, line.seat, row.guild_id, row.game_key, people[line.seat],
                 int(line.total), int(line.rank), int(line.seat in winners), now,
                 team_of.get(line.seat)),
            )


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


async def backfill_results(store: GameStore) -> int:
    """Record the results of finished games that have none (the bot stopped between a game's
    last move and writing its results). Returns how many games were filled in."""
    rows = await store.fetch_all(
        "SELECT id FROM games WHERE status = 'over'"
        " AND id NOT IN (SELECT DISTINCT game_id FROM results)", ())
    filled = 0
    for found in rows:
        row = await store.get(int(found["id"]))
        if row is None or not human_seats(row):
            continue
        state = await store.load_state(row)
        await record_results(store, row, get_game(row.game_key), state)
        filled += 1
    return filled
