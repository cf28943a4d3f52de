"""The prompt_messages table (migrations/0009, 0010): each game's latest turn post, the one
message that is edited while the same people are waited for (bot/play/turn_posts.py), and
the target of jump links (/game mine, turn notices by direct message)."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field

from bot.storage.db import utc_now
from bot.storage.sql import Sql, Transaction

_COLUMNS = "game_id, channel_id, message_id, version, first_version, lines_json, addressed_json"


@dataclass(frozen=True)
class PromptMessage:
    game_id: int
    channel_id: int
    message_id: int
    version: int  # the latest version the post shows
    first_version: int = 0  # the version it was posted for
    lines: tuple[str, ...] = field(default=(), compare=False)  # above its turn line
    addressed: tuple[int, ...] = ()  # the people it mentioned when it was posted


class PromptStore:
    def __init__(self, sql: Sql,
                 held: Callable[[], dict[int, PromptMessage]] = dict) -> None:
        self._sql = sql
        self._held = held  # the turn posts announced but not yet written (newer)

    async def record(self, prompt: PromptMessage) -> None:
        """The game's latest prompt (an older version never replaces a newer one)."""
        async with self._sql.transaction() as tx:
            await write(tx, prompt)

    async def of_games(self, game_ids: list[int]) -> dict[int, PromptMessage]:
        if not game_ids:
            return {}
        held = self._held()
        asked = [game_id for game_id in game_ids if game_id not in held]
        found = {game_id: held[game_id] for game_id in game_ids if game_id in held}
        if not asked:
            return found
        marks = ", ".join("?" for _ in asked)
        rows = await self._sql.all(
            f"SELECT {_COLUMNS} FROM prompt_messages WHERE game_id IN ({marks})",
            tuple(asked))
        return found | {int(r["game_id"]): PromptMessage(
            int(r["game_id"]), int(r["channel_id"]), int(r["message_id"]), int(r["version"]),
            int(r["first_version"]), tuple(json.loads(r["lines_json"])),
            tuple(int(u) for u in json.loads(r["addressed_json"]))) for r in rows}

    async def of_game(self, game_id: int) -> PromptMessage | None:
        return (await self.of_games([game_id])).get(game_id)


_INSERT = ("INSERT INTO prompt_messages (game_id, channel_id, message_id, version,"
           " first_version, lines_json, addressed_json, posted_at)")
_NEWER = (
    " ON CONFLICT (game_id) DO UPDATE SET channel_id = excluded.channel_id,"
    " message_id = excluded.message_id, version = excluded.version,"
    " first_version = excluded.first_version, lines_json = excluded.lines_json,"
    " addressed_json = excluded.addressed_json, posted_at = excluded.posted_at"
    " WHERE prompt_messages.version <= excluded.version")
# The game's latest prompt, unless a newer version is recorded (parameters: ``row``).
UPSERT = f"{_INSERT} VALUES (?, ?, ?, ?, ?, ?, ?, ?){_NEWER}"
# The same for several games at once (PostgreSQL; parameters: ``columns``).
UPSERT_COLUMNS = (
    f"{_INSERT} SELECT * FROM unnest(?::integer[], ?::bigint[], ?::bigint[], ?::integer[],"
    f" ?::integer[], ?::text[], ?::text[], ?::text[]){_NEWER}")


def row(prompt: PromptMessage) -> tuple[object, ...]:
    return (prompt.game_id, prompt.channel_id, prompt.message_id, prompt.version,
            prompt.first_version, json.dumps(list(prompt.lines), ensure_ascii=False),
            json.dumps(list(prompt.addressed)), utc_now())


def columns(prompts: list[PromptMessage]) -> tuple[list[object], ...]:
    """``row`` of each prompt, column by column (``UPSERT_COLUMNS``)."""
    rows = [row(prompt) for prompt in prompts]
    return tuple([r[n] for r in rows] for n in range(8))


async def write(tx: Transaction, prompt: PromptMessage) -> None:
    """Within ``tx``: the game's latest prompt, unless a newer version is recorded."""
    await tx.write(UPSERT, row(prompt))
