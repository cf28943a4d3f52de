"""games.announced_version (migrations/0006_announced_version.sql): the last version whose
announcement reached the channel. A move's own transaction does not touch it; the
announcement records it after posting, in a second small commit."""

from __future__ import annotations

from dataclasses import dataclass

from bot.storage.prompts import PromptMessage, write
from bot.storage.sql import Sql


@dataclass(frozen=True)
class Behind:
    """A game whose saved version is ahead of the last one announced."""

    game_id: int
    version: int
    announced: int


class AnnouncementStore:
    def __init__(self, sql: Sql) -> None:
        self._sql = sql

    async def record(self, game_id: int, version: int,
                     prompt: PromptMessage | None = None) -> None:
        """Version ``version`` of the game was posted (never moves the mark backwards), as
        ``prompt`` (the turn post now showing it) where there is one: one commit."""
        async with self._sql.transaction() as tx:
            await tx.write(
                "UPDATE games SET announced_version = ?"
                " WHERE id = ? AND announced_version < ?",
                (version, game_id, version),
            )
            if prompt is not None:
                await write(tx, prompt)

    async def behind(self) -> list[int]:
        """The games with versions nobody has seen yet, through the partial index
        ``games_unannounced`` (no other game is read)."""
        rows = await self._sql.all(
            "SELECT id FROM games WHERE version > announced_version ORDER BY id")
        return [int(r["id"]) for r in rows]

    async def of_game(self, game_id: int) -> Behind | None:
        """Where ``game_id`` stands now, if it is behind."""
        row = await self._sql.one(
            "SELECT id, version, announced_version FROM games"
            " WHERE id = ? AND version > announced_version", (game_id,))
        if row is None:
            return None
        return Behind(int(row["id"]), int(row["version"]), int(row["announced_version"]))
