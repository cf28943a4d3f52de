"""A game's turn clock and who plays each seat (game_clocks and seat_kinds,
migrations/0003_turn_clock.sql and 0005_open_seat_kinds.sql)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.storage.sql import Sql

POLICIES = ("ai", "skip", "host")
# The seat kind of a person away: the table's stand-in AI plays for them.
AWAY = "away"
# The seat_kinds row (user 0: no Discord user and no AI seat has it) naming the AI the host
# chose to play for people away and on missed deadlines; without it, the game's default AI.
STAND_IN = 0


@dataclass(frozen=True)
class ClockSettings:
    deadline: int | None = None
    reminder: int | None = None
    policy: str = "ai"

    @property
    def is_set(self) -> bool:
        return self.deadline is not None or self.reminder is not None


class ClockStore:
    """game_clocks and seat_kinds (migrations/0003_turn_clock.sql)."""

    def __init__(self, sql: Sql) -> None:
        self._sql = sql

    async def clock(self, game_id: int) -> ClockSettings:
        row = await self._sql.one("SELECT * FROM game_clocks WHERE game_id = ?", (game_id,))
        if row is None:
            return ClockSettings()
        return ClockSettings(row["deadline_secs"], row["reminder_secs"], row["policy"])

    async def set_clock(self, game_id: int, clock: ClockSettings) -> None:
        async with self._sql.transaction() as tx:
            await tx.write(
                "INSERT INTO game_clocks (game_id, deadline_secs, reminder_secs, policy)"
                " VALUES (?, ?, ?, ?) ON CONFLICT (game_id) DO UPDATE SET"
                " deadline_secs = excluded.deadline_secs, reminder_secs = excluded.reminder_secs,"
                " policy = excluded.policy",
                (game_id, clock.deadline, clock.reminder, clock.policy),
            )

    async def kinds(self, game_id: int) -> dict[int, str]:
        rows = await self._sql.all("SELECT user_id, kind FROM seat_kinds WHERE game_id = ?",
                                   (game_id,))
        return {int(r["user_id"]): str(r["kind"]) for r in rows}

    async def set_kind(self, game_id: int, user_id: int, kind: str | None) -> None:
        async with self._sql.transaction() as tx:
            if kind is None:
                await tx.write("DELETE FROM seat_kinds WHERE game_id = ? AND user_id = ?",
                             (game_id, user_id))
            else:
                await tx.write("INSERT INTO seat_kinds (game_id, user_id, kind) VALUES (?, ?, ?)"
                               " ON CONFLICT (game_id, user_id) DO UPDATE SET kind = excluded.kind",
                               (game_id, user_id, kind))
                # someone away (or a new AI seat) may be the one to act now: start-up must
                # look at the game until its next move says whom it waits for
                await tx.write("UPDATE games SET bot_to_act = 1 WHERE id = ?", (game_id,))
