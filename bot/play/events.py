"""What happens at a table, told to whichever features listen.

A move goes down one road (bot/play/tables.py): loaded, committed, announced. Along the way
the road publishes these events on the tables' :class:`EventBus`; the clock, notices and
results subscribe to the ones they care about. Nothing a feature answers comes back through
an event: what the road needs to hear back (the clock's timer plan, channel pings, prompt
buttons, result notes) is a typed Protocol next to the module that asks
(bot/play/commit.py, bot/play/announce.py).
"""

from __future__ import annotations

import inspect
from collections import defaultdict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, TypeVar

import discord

from bot.play.snapshots import Snapshot
from bot.storage.store import GameRow
from bot.storage.timer_rows import TimerPlan
from engine.core.protocol import Action, Event, Seat


@dataclass(frozen=True)
class MoveCommitted:
    """A move (a click's, an AI seat's, a deadline's) is in the database with ``plan``, the
    timer changes written in the same transaction; ``row`` is at ``after.version``;
    ``events``: what the move did (all of them, hidden ones too)."""

    row: GameRow
    before: Snapshot
    after: Snapshot
    seat: Seat
    action: Action
    plan: TimerPlan | None
    events: tuple[Event, ...] = ()


@dataclass(frozen=True)
class GameEnded:
    """The move just committed ended the game; published before anything is posted."""

    row: GameRow
    final: Snapshot


@dataclass(frozen=True)
class MovePosted:
    """The announcement of ``row.version`` is out: ``message`` (None when Discord did not
    say which it is, or the edit is still on its way), the people whose turn began with it
    and who are told so (``turn_begins``), and the clicker whose own turn begins or goes on
    (``here``: not told, they are here, but reminded later like the others)."""

    row: GameRow
    snapshot: Snapshot
    message: discord.Message | None
    turn_begins: tuple[int, ...]
    here: int | None = None


@dataclass(frozen=True)
class TurnOpened:
    """``row.version`` is announced and the game goes on: AI seats, deadlines and time
    limits may act on it. ``timers_written``: the move's own transaction already wrote the
    game's timers (a start or an undo writes none)."""

    row: GameRow
    snapshot: Snapshot
    timers_written: bool


@dataclass(frozen=True)
class GameForgotten:
    """The game ended or was aborted: free what is kept in memory for it."""

    game_id: int


E = TypeVar("E")
Handler = Callable[[E], Awaitable[None] | None]


class EventBus:
    """Handlers by event type, called in the order they subscribed; a handler may be a
    plain function or a coroutine function. A handler's error reaches the publisher."""

    def __init__(self) -> None:
        self._handlers: defaultdict[type[Any], list[Handler[Any]]] = defaultdict(list)

    def subscribe(self, kind: type[E], handler: Handler[E]) -> None:
        self._handlers[kind].append(handler)

    async def publish(self, event: object) -> None:
        for handler in self._handlers.get(type(event), ()):
            done = handler(event)
            if inspect.isawaitable(done):
                await done
