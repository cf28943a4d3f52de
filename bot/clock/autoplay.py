"""Moves nobody clicks, set going after every posted move: AI seats, away players, free
actions, and the clocks of the people to act.

On every ``TurnOpened`` (bot/play/events.py) the seats to act are looked at once: an AI seat
(or a player who is away) gets its move from the game's own agent after ``delay`` seconds,
or after ``grace`` seconds where the move just made is a person's own that they may still
take back alone (bot/play/takebacks.py), so that the take-back is not cut off;
a person gets a reminder and a deadline timer if the game has a clock (fired by
bot/clock/deadlines.py). Every such move goes through bot/play/unclicked.py, the same lock,
version check and commit as a click.
"""

from __future__ import annotations

import asyncio
from collections import defaultdict
from collections.abc import Awaitable, Callable
from typing import Any

import discord

from bot.clock.agents import Agents, played_by_ai
from bot.clock.timer_kinds import DEADLINE, LIMIT, REMINDER
from bot.clock.timers import TimerDispatcher
from bot.core.seats import ai_kind, is_ai
from bot.play.commit import bot_to_act
from bot.play.events import TurnOpened
from bot.play.snapshots import Snapshot
from bot.play.tables import Tables
from bot.storage.store import GameRow, GameStore
from engine.core.protocol import Seat
from engine.core.registry import get_game

ChannelOf = Callable[[int], Awaitable[discord.abc.Messageable | None]]


class AutoPlay:
    def __init__(self, store: GameStore, tables: Tables, dispatcher: TimerDispatcher,
                 channel_of: ChannelOf, *, delay: float = 0.0, grace: float = 0.0) -> None:
        self.store = store
        self.tables = tables
        self.clocks = store.clocks
        self.timers = dispatcher
        self.channel_of = channel_of
        self.delay = delay
        self.grace = grace
        self.agents = Agents()
        self._scheduling: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._tasks: set[asyncio.Task[Any]] = set()
        # Per game, the round of choices whose clocks have been set (bot/play/rounds.py).
        self._round_scheduled: dict[int, int] = {}

    def _pause(self, row: GameRow, snap: Snapshot) -> float:
        """Seconds before an AI seat acts on ``snap``: the pace, or the grace while the move
        that reached it may still be taken back by the person who made it."""
        if self.grace > self.delay and self.tables.takebacks.offer(row, snap) is not None:
            return self.grace
        return self.delay

    def _free_moves(self, row: GameRow, to_act: list[Seat], waiting: list[Seat],
                    kinds: dict[int, str], pause: float) -> None:
        """AI seats that may act although the game does not wait for them (an offer to
        answer) are asked once per version whether they want to (``Agent.free_action``)."""
        for seat in to_act:
            if seat not in waiting and is_ai(row.seats[seat]):
                kind = ai_kind(row.seats[seat], row.game_key, kinds)
                self._spawn(self._free_move(row, seat, kind, row.version, pause))

    async def _free_move(self, row: GameRow, seat: Seat, kind: str, version: int,
                         pause: float) -> bool:
        if pause > 0:
            await asyncio.sleep(pause)  # the same pace as any AI move
        channel = await self.channel_of(row.channel_id)
        if channel is None:
            return False
        free_action = self.agents.agent(row, seat, kind).free_action
        return await self.tables.unclicked.play_free(channel, row.id, version, seat, free_action)

    def _spawn(self, coro: Awaitable[Any]) -> None:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # --- after every move --------------------------------------------------------------------
    async def on_turn(self, event: TurnOpened) -> None:
        """Called under the game's lock after a move or a start was posted: only schedule,
        never move here. A game that never moves by itself (no clock, no AI seat, nobody
        away) costs nothing here."""
        row, snap, planned = event.row, event.snapshot, event.timers_written
        if row.status != "running" or snap.over:
            self.forget(row.id)
            return
        await self._limits(row, snap)
        if not row.runs_itself:
            return
        if not planned:  # a start or an undo: nothing was written with it
            self._spawn(self.schedule(row.id, row.version))
            return
        self._round_scheduled[row.id] = await self.tables.rounds.start(row, snap)
        pause = self._pause(row, snap)
        self._free_moves(row, snap.to_act, snap.waiting_for, row.kinds, pause)
        for seat in snap.waiting_for:
            kind = played_by_ai(row.game_key, row.seats[seat], row.kinds)
            if kind is not None:
                self._spawn(self._ai_move(row, seat, kind, pause, version=row.version))

    def forget(self, game_id: int) -> None:
        """Free what is kept for a game that ended or was aborted."""
        self._round_scheduled.pop(game_id, None)
        self.agents.forget(game_id)
        lock = self._scheduling.get(game_id)
        if lock is not None and not lock.locked():
            del self._scheduling[game_id]

    async def schedule(self, game_id: int, version: int, *, replan: bool = False) -> None:
        """Timers and AI moves for the seats whose decision is missing. A new round (every
        move of a sequential game) starts every seat's clock afresh; a pick in a round of
        simultaneous choices leaves the others' clocks running and drops the picker's.
        ``replan``: someone went away or came back, so seats without timers get them."""
        async with self._scheduling[game_id]:
            row = await self.store.get(game_id)
            if row is None or row.version != version:
                return  # a newer move schedules for itself
            if row.status != "running":
                await self.timers.timers.clear_game(game_id)
                self.forget(game_id)
                return
            snap = await self.tables.snapshot(row, get_game(row.game_key))
            kinds = await self.clocks.kinds(game_id)
            clock = await self.clocks.clock(game_id)
            start = await self.tables.rounds.start(row, snap)
            scheduled = self._round_scheduled.get(game_id)
            if scheduled is None:  # not looked at since start-up: its timers tell the round
                timers = await self.timers.timers.of_game(game_id)
                if any(int(t.payload.get("version", -1)) >= start for t in timers):
                    scheduled = start
            fresh = scheduled != start
            self._round_scheduled[game_id] = start
            timed = await self._keep_timers(row, snap.waiting_for, kinds, start, fresh)
            await self._limits(row, snap)  # a fresh round cleared them
            pause = self._pause(row, snap)
            self._free_moves(row, snap.to_act, snap.waiting_for, kinds, pause)
            for seat in snap.waiting_for:
                kind = played_by_ai(row.game_key, row.seats[seat], kinds)
                if kind is not None:
                    self._spawn(self._ai_move(row, seat, kind, pause))
                    continue
                if seat in timed or not (fresh or replan):
                    continue  # its clock runs on (or its reminder and deadline are spent)
                payload = {"seat": seat, "version": version}
                if clock.reminder is not None:
                    await self.timers.add_in(game_id, REMINDER, clock.reminder, payload)
                if clock.deadline is not None:
                    await self.timers.add_in(game_id, DEADLINE, clock.deadline, payload)

    async def _keep_timers(self, row: GameRow, waiting: list[Seat], kinds: dict[int, str],
                           start: int, fresh: bool) -> set[Seat]:
        """Drop the timers that no longer apply; the seats whose timers still run."""
        if fresh:
            await self.timers.timers.clear_game(row.id)
            return set()
        timed: set[Seat] = set()
        for timer in await self.timers.timers.of_game(row.id):
            seat = int(timer.payload.get("seat", -1))
            current = int(timer.payload.get("version", -1)) >= start
            if (current and seat in waiting
                    and played_by_ai(row.game_key, row.seats[seat], kinds) is None):
                timed.add(seat)
            else:
                await self.timers.timers.claim(timer.id)
        return timed

    async def resume(self) -> None:
        """After a start: AI seats (or away players) to act in running games move now, and
        time-limited decisions get their limits; the games marked as waiting for the bot are
        the only ones read (``bot_to_act``). The clocks of people keep running from their
        timer rows. A game found waiting for people alone loses its mark."""
        people_only: list[tuple[int, int]] = []
        for row in await self.store.resumable_games():  # (each with its seat kinds)
            snap = await self.tables.snapshot(row, get_game(row.game_key))
            self._round_scheduled[row.id] = await self.tables.rounds.start(row, snap)
            await self._limits(row, snap)  # a crash may have cut off their writing
            self._free_moves(row, snap.to_act, snap.waiting_for, row.kinds, self.delay)
            for seat in snap.waiting_for:
                kind = played_by_ai(row.game_key, row.seats[seat], row.kinds)
                if kind is not None:
                    self._spawn(self._ai_move(row, seat, kind, self.delay))
            if not bot_to_act(row, snap):
                people_only.append((row.id, row.version))
        await self.store.waits_for_people(people_only)

    async def _limits(self, row: GameRow, snap: Snapshot) -> None:
        """A timer for every waiting person whose decision the game limits in time
        (``Game.decision_seconds``) and who has none for this decision yet (in a round of
        choices one timer per seat from when its decision became due). Games that set no
        limit cost nothing here."""
        seconds = {seat: n for seat in snap.waiting_for
                   if (n := snap.game.decision_seconds(snap.state, seat))
                   and played_by_ai(row.game_key, row.seats[seat], row.kinds) is None}
        if not seconds:
            return
        start = await self.tables.rounds.start(row, snap)
        for timer in await self.timers.timers.of_game(row.id):
            if timer.kind == LIMIT and int(timer.payload.get("version", -1)) >= start:
                seconds.pop(int(timer.payload.get("seat", -1)), None)
        for seat, limit in seconds.items():
            await self.timers.add_in(row.id, LIMIT, limit, {"seat": seat, "version": row.version})

    async def _ai_move(self, row: GameRow, seat: Seat, kind: str, pause: float, *,
                       version: int | None = None) -> bool:
        if pause > 0:
            await asyncio.sleep(pause)  # a readable pace, or time to take a move back
        channel = await self.channel_of(row.channel_id)
        if channel is None:
            return False
        with self.tables.takebacks.unclicked(row.id, seat):  # someone away: not their move
            return await self.tables.unclicked.play_for(
                channel, row.id, row.version if version is None else version, seat,
                self.agents.chooser(row, seat, kind))

    async def replan(self, game_id: int) -> None:
        """Look at the seats to act again (someone went away or came back)."""
        row = await self.store.get(game_id)
        if row is not None:
            await self.schedule(game_id, row.version, replan=True)
