"""Results of finished games: one ``results`` row per human seat (read by bot/community).

In a team game every member of the winning team has won (``Result.winners`` names them
all) and the row keeps the seat's team, so ``/stats`` can count team games apart.

Results are written when a game ends (``record_results`` is idempotent, so posting the last
move twice records it once) and read back for ``/stats`` and ``/leaderboard``. AI seats have
no Discord user and are not ranked.
"""

from __future__ import annotations

from bot.core.seats import is_ai
from bot.storage.results import ResultLine
from bot.storage.store import GameRow, GameStore
from engine.core.position import Position
from engine.core.protocol import Seat
from engine.core.registry import get_game


def human_seats(row: GameRow) -> dict[Seat, int]:
    """Seat -> Discord user id of every seat a person plays (AI seats have no user id)."""
    return {seat: user_id for seat, user_id in enumerate(row.seats) if not is_ai(user_id)}


async def record_results(store: GameStore, row: GameRow, final: Position) -> None:
    """Store the final ranking of a finished game (once; a repeat changes nothing)."""
    result = final.result()
    people = human_seats(row)
    winners = set(result.winners)
    team_of = {seat: number for number, team in enumerate(result.teams or final.teams)
               for seat in team}
    lines = [ResultLine(line.seat, people[line.seat], int(line.total), int(line.rank),
                        line.seat in winners, team_of.get(line.seat))
             for line in result.scores if line.seat in people]
    await store.results.add(row.id, row.guild_id, row.game_key, lines)


async def backfill_results(store: GameStore) -> int:
    """Record the results of finished games that have none (the bot stopped between a game's
    last move and writing its results). Returns how many games were filled in."""
    filled = 0
    for game_id in await store.finished_without_results():
        row = await store.get(game_id)
        if row is None or not human_seats(row):
            continue
        state = await store.load_state(row)
        await record_results(store, row, Position(get_game(row.game_key), state))
        filled += 1
    return filled
