"""The undo_votes table (migrations/0004_undo_votes_and_results.sql): who agreed to take back
the last move, per request (a request is tied to the version it was made at); and the
undo_requests table (migrations/0011_undo_request_messages.sql): where each game's open
request was posted."""

from __future__ import annotations

from dataclasses import dataclass

from bot.storage.db import utc_now
from bot.storage.sql import Sql


@dataclass(frozen=True)
class Vote:
    user_id: int
    agree: bool
    requester: bool


@dataclass(frozen=True)
class OpenRequest:
    """A game's undo request still waiting for votes, and its message."""

    game_id: int
    version: int
    requester: int
    channel_id: int
    message_id: int


class UndoVoteStore:
    def __init__(self, sql: Sql) -> None:
        self._sql = sql
        # Per game, its open request as far as this process knows (None: none open): read
        # once per game, then kept, so a move of a game without a request costs nothing.
        self._open: dict[int, OpenRequest | None] = {}

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
    # --- the open request's message -------------------------------------------------------
    async def opened(self, request: OpenRequest) -> None:
        """``request`` is posted and open (replacing any earlier one of its game)."""
        self._open[request.game_id] = request
        async with self._sql.transaction() as tx:
            await tx.write(
                "INSERT INTO undo_requests (game_id, version, requester, channel_id,"
                " message_id, created_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (game_id)"
                " DO UPDATE SET version = excluded.version, requester = excluded.requester,"
                " channel_id = excluded.channel_id, message_id = excluded.message_id,"
                " created_at = excluded.created_at",
                (request.game_id, request.version, request.requester, request.channel_id,
                 request.message_id, utc_now()),
            )

    async def open_request(self, game_id: int) -> OpenRequest | None:
        if game_id not in self._open:
            row = await self._sql.one(
                "SELECT version, requester, channel_id, message_id FROM undo_requests"
                " WHERE game_id = ?", (game_id,))
            self._open[game_id] = None if row is None else OpenRequest(
                game_id, int(row["version"]), int(row["requester"]), int(row["channel_id"]),
                int(row["message_id"]))
        return self._open[game_id]

    async def closed(self, game_id: int, version: int) -> bool:
        """The request of ``game_id`` made at ``version`` is no longer open; False when it
        was not (already closed, or another request)."""
        known = self._open.get(game_id)
        if known is not None and known.version == version:
            self._open[game_id] = None
        async with self._sql.transaction() as tx:
            written = await tx.write(
                "DELETE FROM undo_requests WHERE game_id = ? AND version = ?",
                (game_id, version))
        return written.rowcount == 1

    def forget(self, game_id: int) -> None:
        """The game ended or was aborted: nothing more is kept for it."""
        self._open.pop(game_id, None)
