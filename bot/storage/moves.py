"""A move's write: the game's snapshot and version on, and its row in the action log."""

from __future__ import annotations

from typing import Any

from bot.storage.sql import Sql

# The snapshot and version on, if the game is still at the version the move was made at.
MOVE = ("UPDATE games SET state = ?, version = version + 1, status = ?, updated_at = ?,"
        " results_pending = ?, bot_to_act = ? WHERE id = ? AND version = ? AND status = 'running'")
# Its row in the action log.
LOG = "INSERT INTO actions (game_id, seq, seat, action, created_at) VALUES (?, ?, ?, ?, ?)"


async def move_alone(sql: Sql, moved: tuple[Any, ...], logged: tuple[Any, ...]) -> bool:
    """A move with nothing else to write, where the dialect has ``writing_with``: one
    statement, atomic by itself (one round trip instead of four: BEGIN, the update, the log
    row, COMMIT). ``moved``: MOVE's parameters; ``logged``: the log row's seq, seat, action
    and time. False if the game had moved on."""
    row = await sql.one(
        f"WITH moved AS ({MOVE} RETURNING id)"
        " INSERT INTO actions (game_id, seq, seat, action, created_at)"
        " SELECT id, ?::integer, ?::integer, ?, ? FROM moved RETURNING seq",
        (*moved, *logged))
    sql.commits += 1  # (a commit of its own, as the transaction it replaces)
    return row is not None
