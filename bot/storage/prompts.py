"""The prompt_messages table (migrations/0009_notify_and_prompts.sql): the message of each
game's latest turn prompt, for jump links (/game mine, turn notices by direct message)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.storage.db import utc_now
from bot.storage.sql import Sql


@dataclass(frozen=True)
class PromptMessage:
    game_id: int
    channel_id: int
    message_id: int
    version: int


class PromptStore:
    def __init__(self, sql: Sql) -> None:
        self._sql = sql

    async def record(self, prompt: PromptMessage) -> None:
        """The game's latest prompt (an older version never replaces a newer one)."""
        async with self._sql.transaction() as tx:
            await tx.write(
                "INSERT INTO prompt_messages (game_id, channel_id, message_id, version,"
                " posted_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (game_id) DO UPDATE SET"
                " channel_id = excluded.channel_id, message_id = excluded.message_id,"
                " version = excluded.version, posted_at = excluded.posted_at"
                " WHERE prompt_messages.version <= excluded.version",
                (prompt.game_id, prompt.channel_id, prompt.message_id, prompt.version,
                 utc_now()),
            )

    async def of_games(self, game_ids: list[int]) -> dict[int, PromptMessage]:
        if not game_ids:
            return {}
        marks = ", ".join("?" for _ in game_ids)
        rows = await self._sql.all(
            "SELECT game_id, channel_id, message_id, version FROM prompt_messages"
            f" WHERE game_id IN ({marks})", tuple(game_ids))
        return {int(r["game_id"]): PromptMessage(int(r["game_id"]), int(r["channel_id"]),
                                                 int(r["message_id"]), int(r["version"]))
                for r in rows}
