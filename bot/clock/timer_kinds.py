"""The kinds of the clock's rows in the timers table, each with a seat and a version in its
payload (bot/notify keeps kinds of its own)."""

from __future__ import annotations

from datetime import UTC, datetime

REMINDER, DEADLINE = "reminder", "deadline"
# A game's own time limit on one pending decision (``Game.decision_seconds``), with or
# without a table clock.
LIMIT = "limit"
# A missed deadline waiting for the host's answer (policy "host"): a row of the timers table
# that never comes due by itself, so it lives exactly as long as the seat's other timers (a
# new round drops it) and the host's answer claims it once.
HOST_WAIT = "host"
NEVER = datetime(9999, 1, 1, tzinfo=UTC)
