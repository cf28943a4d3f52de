"""Committing a move: the one path for clicks, AI seats and deadlines.

The action is one of the snapshot's own legal actions, played without asking the rules for
the list again. Log row, new state, version and the clock's timer changes go in one
transaction that only succeeds at the version the move was chosen at; only then does
anything get posted (bot/play/announce.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from bot.core.i18n import InLanguage
from bot.core.replies import OUT_OF_DATE, Refusal
from bot.play.events import EventBus, GameEnded, MoveCommitted
from bot.play.rounds import RoundStarts
from bot.play.snapshots import Snapshot, Snapshots
from bot.storage.store import GameRow, GameStore
from bot.storage.timer_rows import TimerPlan
from engine.core.protocol import Action, Event, IllegalAction, Seat


class TimerPlanner(Protocol):
    """The clock's part in a move (bot/clock/planner.py)."""

    async def plan(self, row: GameRow, after: Snapshot, round_start: int, before: Snapshot,
                   mover: Seat) -> TimerPlan | None:
        """The timer changes to write with the move of ``mover`` from ``before`` to
        ``after``; ``round_start``: the version the round ``after`` is in began at."""


@dataclass(frozen=True)
class Committed:
    after: Snapshot
    events: list[Event]
    timers_written: bool  # the clock's timer changes went in with the move


class Committer:
    def __init__(self, store: GameStore, snapshots: Snapshots, rounds: RoundStarts,
                 bus: EventBus) -> None:
        self.store = store
        self.snapshots = snapshots
        self.rounds = rounds
        self.bus = bus
        self.planner: TimerPlanner | None = None

    async def commit(self, row: GameRow, snap: Snapshot, seat: Seat,
                     action: Action) -> Committed:
        """Play ``action`` of ``seat`` from ``snap`` (the game at ``row.version``) and commit
        it; ``row`` is moved on. Call it holding the game's lock."""
        try:
            after, events = snap.play(seat, action)
        except IllegalAction as exc:
            raise Refusal("play.illegal", reason=InLanguage(exc.say)) from exc
        continues = seat in after.decided
        plan: TimerPlan | None = None
        timers_written = self.planner is not None and row.runs_itself
        if self.planner is not None and timers_written:
            start = await self.rounds.start(row, snap) if continues else after.version
            plan = await self.planner.plan(row, after, start, snap, seat)
        committed = await self.store.record_move(
            row.id, expected_version=row.version, seat=seat, action=action,
            state=after.state, over=after.over, timers=plan, bot_to_act=bot_to_act(row, after),
        )
        if not committed:  # aborted meanwhile, or another process moved the game on
            raise Refusal(OUT_OF_DATE)
        row.version += 1
        self.rounds.moved(row.id, row.version, continues)
        row.status = "over" if after.over else "running"
        self.snapshots.keep(row.id, after)
        await self.bus.publish(MoveCommitted(row, snap, after, seat, action, plan, tuple(events)))
        if after.over:
            await self.bus.publish(GameEnded(row, after))
        return Committed(after, events, timers_written)


def bot_to_act(row: GameRow, after: Snapshot) -> bool:
    """Whether the game at ``after`` waits for the bot itself: a seat it plays is to act, or
    a person's decision has a time limit set by the game (start-up looks at these only)."""
    if after.over:
        return False
    return (any(row.played_by_bot(seat) for seat in after.to_act)
            or any(after.game.decision_seconds(after.state, seat) for seat in after.waiting_for))
