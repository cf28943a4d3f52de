"""seat_names (migrations/0007_seat_names.sql): the display name of each seated person, as
their own last interaction in the game showed it."""

from __future__ import annotations

from bot.storage.sql import Sql


class SeatNameStore:
    def __init__(self, sql: Sql) -> None:
        self._sql = sql

    async def of_game(self, game_id: int) -> dict[int, str]:
        rows = await self._sql.all(
            "SELECT user_id, name FROM seat_names WHERE game_id = ?", (game_id,))
        return {int(r["user_id"]): str(r["name"]) for r in rows}

    async def remember(self, game_id: int, user_id: int, name: str) -> None:
        async with self._sql.transaction() as tx:
            await tx.write(
                "INSERT INTO seat_names (game_id, user_id, name) VALUES (?, ?, ?)"
                " ON CONFLICT (game_id, user_id) DO UPDATE SET name = excluded.name",
                (game_id, user_id, name))
