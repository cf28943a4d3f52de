"""The notify_settings table (migrations/0009_notify_and_prompts.sql): how each person hears
that it is their turn (/notify). Read often (every turn prompt), written rarely, so the rows
read are kept in memory and replaced on every write."""

from __future__ import annotations

from dataclasses import dataclass

from bot.storage.db import utc_now
from bot.storage.sql import Sql

MODES = ("channel", "dm", "both")


@dataclass(frozen=True)
class NotifySettings:
    mode: str = "channel"
    reminder_secs: int | None = None
    quiet_start: int | None = None  # minutes after local midnight
    quiet_end: int | None = None
    time_zone: str = "UTC"

    @property
    def has_quiet_hours(self) -> bool:
        return self.quiet_start is not None and self.quiet_end is not None

    @property
    def by_channel(self) -> bool:
        return self.mode in ("channel", "both")

    @property
    def by_dm(self) -> bool:
        return self.mode in ("dm", "both")


class NotifyStore:
    def __init__(self, sql: Sql) -> None:
        self._sql = sql
        self._known: dict[int, NotifySettings] = {}

    async def get(self, user_id: int) -> NotifySettings:
        """The person's settings; the defaults (a channel mention) when they set none."""
        if user_id in self._known:
            return self._known[user_id]
        row = await self._sql.one(
            "SELECT mode, reminder_secs, quiet_start, quiet_end, time_zone"
            " FROM notify_settings WHERE user_id = ?", (user_id,))
        found = NotifySettings() if row is None else NotifySettings(
            str(row["mode"]), row["reminder_secs"], row["quiet_start"], row["quiet_end"],
            str(row["time_zone"]))
        self._known[user_id] = found
        return found

    async def put(self, user_id: int, settings: NotifySettings) -> None:
        async with self._sql.transaction() as tx:
            await tx.write(
                "INSERT INTO notify_settings (user_id, mode, reminder_secs, quiet_start,"
                " quiet_end, time_zone, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET mode = excluded.mode,"
                " reminder_secs = excluded.reminder_secs, quiet_start = excluded.quiet_start,"
                " quiet_end = excluded.quiet_end, time_zone = excluded.time_zone,"
                " updated_at = excluded.updated_at",
                (user_id, settings.mode, settings.reminder_secs, settings.quiet_start,
                 settings.quiet_end, settings.time_zone, utc_now()),
            )
        self._known[user_id] = settings
