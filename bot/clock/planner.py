"""The clock's part in a move: the timer changes written in the same transaction as the
move (bot/play/commit.py ``TimerPlanner``), and waking the timer loop once it is in."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from bot.clock.agents import played_by_ai
from bot.clock.timer_kinds import DEADLINE, LIMIT, REMINDER
from bot.clock.timers import TimerDispatcher
from bot.play.events import MoveCommitted
from bot.play.snapshots import Snapshot
from bot.storage.store import GameRow
from bot.storage.timer_rows import TimerPlan
from engine.core.protocol import Seat


class ClockPlanner:
    def __init__(self, timers: TimerDispatcher) -> None:
        self.timers = timers

    async def plan(self, row: GameRow, after: Snapshot, round_start: int,
                   before: Snapshot | None = None, mover: Seat | None = None,
                   ) -> TimerPlan | None:
        """The timer changes written in the same transaction as the move giving ``after``
        (called under the game's lock, before the commit). A pick in a round of simultaneous
        choices leaves the others' clocks running and drops the picker's. Any other move
        starts the clocks of the seats it made waited for; a seat that was waited for before
        and faces the very same menu after (seats acting in parallel) keeps its clock, which
        counts from when its decision became due. A game without a clock has no timers."""
        if not row.clock.is_set:
            return None
        if after.over:
            return TimerPlan(clear=True)
        fresh = round_start == after.version
        drop: list[int] = []
        if not fresh:
            for timer in await self.timers.timers.of_game(row.id):
                seat = int(timer.payload.get("seat", -1))
                current = int(timer.payload.get("version", -1)) >= round_start
                if not (current and seat in after.waiting_for
                        and played_by_ai(row.game_key, row.seats[seat], row.kinds) is None):
                    drop.append(timer.id)
            return TimerPlan(drop=tuple(drop))
        people = [seat for seat in after.waiting_for
                  if played_by_ai(row.game_key, row.seats[seat], row.kinds) is None]
        same = [] if before is None else [
            seat for seat in people if seat != mover and seat in before.waiting_for
            and before.fingerprint(seat) == after.fingerprint(seat)]
        add: list[tuple[str, datetime, dict[str, Any]]] = []
        if same:  # their running clocks move on to this version, due when they were
            for timer in await self.timers.timers.of_game(row.id):
                seat = int(timer.payload.get("seat", -1))
                if timer.kind in (REMINDER, DEADLINE, LIMIT) and seat in same:
                    add.append((timer.kind, timer.due_at,
                                {"seat": seat, "version": after.version}))
        now = self.timers.now()
        for seat in people:
            if seat in same:
                continue
            payload = {"seat": seat, "version": after.version}
            for kind, seconds in ((REMINDER, row.clock.reminder), (DEADLINE, row.clock.deadline)):
                if seconds is not None:
                    add.append((kind, now + timedelta(seconds=seconds), payload))
        return TimerPlan(clear=True, add=tuple(add))

    def on_commit(self, event: MoveCommitted) -> None:
        """The move and its plan are in: the timer loop wakes for the earliest new timer."""
        if event.plan is not None and (earliest := event.plan.earliest) is not None:
            self.timers.notice(earliest)
