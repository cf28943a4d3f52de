"""A move's write: the game's snapshot and version on, and its row in the action log, with
the announcements held meanwhile (bot/storage/announcements.py)."""

from __future__ import annotations

from typing import Any

from bot.storage.announcements import MARKS, Taken, arrays, steps
from bot.storage.prompts import UPSERT_COLUMNS
from bot.storage.sql import Sql

_SET = ("UPDATE games SET state = ?, version = version + 1, status = ?, updated_at = ?,"
        " results_pending = ?, bot_to_act = ?")
_WHERE = " WHERE id = ? AND version = ? AND status = 'running'"
# The snapshot and version on, if the game is still at the version the move was made at.
MOVE = _SET + _WHERE
# Its row in the action log.
LOG = "INSERT INTO actions (game_id, seq, seat, action, created_at) VALUES (?, ?, ?, ?, ?)"
# The log row of the game ``moved`` returns, if it moved.
_LOGGED = ("INSERT INTO actions (game_id, seq, seat, action, created_at)"
           " SELECT id, ?::integer, ?::integer, ?, ? FROM moved RETURNING seq")
_ALONE = f"WITH moved AS ({MOVE} RETURNING id) {_LOGGED}"
# The move, its own game's mark (no lower than it was), and every other game's mark and
# every post held.
_WITH_HELD = (
    f"WITH moved AS ({_SET}, announced_version = GREATEST(announced_version, ?::integer)"
    f"{_WHERE} RETURNING id), logged AS ({_LOGGED}), marked AS ({MARKS}),"
    f" posted AS ({UPSERT_COLUMNS}) SELECT seq FROM logged")


async def write_move(sql: Sql, game_id: int, moved: tuple[Any, ...], logged: tuple[Any, ...],
                     held: Taken) -> bool:
    """A move with no timer changes, and the announcements ``held``, in one transaction:
    False if the game had moved on (then ``held`` may not all be written: the caller holds
    them again). ``moved``: MOVE's parameters; ``logged``: the log row's seq, seat, action
    and time.

    Where the dialect has ``writing_with``, one statement, atomic by itself (one round
    trip instead of BEGIN, the writes and COMMIT); else its steps in one trip
    (``Sql.write_steps``)."""
    if not sql.dialect.writing_with:
        return await sql.write_steps([(MOVE, moved), (LOG, (game_id, *logged)), *steps(held)],
                                     guarded=True)
    if not held:
        found = await sql.one(_ALONE, (*moved, *logged))
    else:
        own = held.get(game_id)
        found = await sql.one(_WITH_HELD, (*moved[:5], 0 if own is None else own.version,
                                           *moved[5:], *logged, *arrays(held, game_id)))
    sql.commits += 1  # (a commit of its own, as the transaction it replaces)
    return found is not None
