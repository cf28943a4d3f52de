"""The undo_votes table (migrations/0004_undo_votes_and_results.sql): who agreed to take back
the last move, per request (a request is tied to the version it was made at)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.storage.db import utc_now
from bot.storage.sql import Sql


@dataclass(frozen=True)
class Vote:
    user_id: int
    agree: bool
    requester: bool


class UndoVoteStore:
    def __init__(self, sql: Sql) -> None:
        self._sql = sql

    async def of_request(self, game_id: int, version: int) -> list[Vote]:
        rows = await self._sql.all(
            "SELECT user_id, agree, requester FROM undo_votes WHERE game_id = ? AND version = ?"
            " ORDER BY requester DESC, created_at, user_id", (game_id, version))
        return [Vote(int(r["user_id"]), bool(r["agree"]), bool(r["requester"])) for r in rows]

    async def add(self, game_id: int, version: int, user_id: int, *, agree: bool,
                  requester: bool) -> bool:
        """False when this person already voted on this request."""
        async with self._sql.transaction() as tx:
            written = await tx.write(
                "INSERT INTO undo_votes (game_id, version, user_id, agree, requester, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (game_id, version, user_id) DO NOTHING",
                (game_id, version, user_id, int(agree), int(requester), utc_now()),
            )
        return written.rowcount == 1
