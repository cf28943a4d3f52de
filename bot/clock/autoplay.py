"""Moves nobody clicks: AI seats, away players and missed deadlines.

After every posted move (``Tables.on_turn``) the seats to act are looked at once: an AI seat
(or a player who is away) gets its move from the game's own agent after ``delay`` seconds;
a person gets a reminder and a deadline timer (bot/clock/timers.py) if the game has a clock.
Every such move goes through ``Tables.play_for``, the same lock, version check and
``commit_move`` as a click, so a timer and a click at the same moment apply one move.
"""

from __future__ import annotations

import asyncio
import logging
from collections import defaultdict
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import discord

from bot.clock.buttons import host_view
from bot.clock.timers import Timer, TimerDispatcher
from bot.core import texts
from bot.core.durations import format_duration
from bot.core.i18n import guild_lang, t
from bot.core.replies import NoGameHere, Refusal, replace
from bot.core.seats import ai_kind, is_ai
from bot.play.moves import Chooser, Tables
from bot.play.snapshots import Snapshot
from bot.storage.clocks import AWAY
from bot.storage.store import GameRow, GameStore
from bot.storage.timer_rows import TimerPlan
from engine.core.ai import Agent
from engine.core.protocol import Action, Game, Seat, State
from engine.core.registry import default_agent, get_agents, get_game

log = logging.getLogger(__name__)

REMINDER, DEADLINE = "reminder", "deadline"
# A game's own time limit on one pending decision (``Game.decision_seconds``), with or
# without a table clock.
LIMIT = "limit"
# A missed deadline waiting for the host's answer (policy "host"): a row of the timers table
# that never comes due by itself, so it lives exactly as long as the seat's other timers (a
# new round drops it) and the host's answer claims it once.
HOST_WAIT = "host"
NEVER = datetime(9999, 1, 1, tzinfo=UTC)
# Reminders due within this many seconds of each other are posted as one message.
REMINDER_TOGETHER = 60

ChannelOf = Callable[[int], Awaitable[discord.abc.Messageable | None]]


def make_agent(game_key: str, kind: str, seed: int) -> Agent:
    """The game's built-in player ``kind`` (its default AI when it has no such player)."""
    agents = get_agents(game_key)
    return agents.get(kind, agents[default_agent(game_key)])(seed)


def timeout_chooser(action: Action) -> Chooser:
    def choose(game: Game, state: State, seat: Seat, legal: list[Action]) -> Action:
        return action
    return choose


def played_by_ai(game_key: str, user_id: int, kinds: dict[int, str]) -> str | None:
    """The agent playing this seat now: an AI seat's own, the game's default AI for someone
    away, None for a person at the table."""
    if is_ai(user_id):
        return ai_kind(user_id, game_key, kinds)
    return default_agent(game_key) if kinds.get(user_id) == AWAY else None


def _seed(row: GameRow, seat: Seat) -> int:
    return (row.id * 1_000_003 + row.version * 101 + seat) % 2**31


class AutoPlay:
    def __init__(self, store: GameStore, tables: Tables, dispatcher: TimerDispatcher,
                 channel_of: ChannelOf, *, delay: float = 0.0) -> None:
        self.store = store
        self.tables = tables
        self.clocks = store.clocks
        self.timers = dispatcher
        self.channel_of = channel_of
        self.delay = delay
        self._scheduling: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._tasks: set[asyncio.Task[Any]] = set()
        # Agents keep plans between moves, so each AI seat keeps its agent for the game.
        self._agents: dict[tuple[int, Seat, str], Agent] = {}
        # Per game, the round of choices whose clocks have been set (bot/play/rounds.py).
        self._round_scheduled: dict[int, int] = {}

    def agent(self, row: GameRow, seat: Seat, kind: str) -> Agent:
        key = (row.id, seat, kind)
        if key not in self._agents:
            self._agents[key] = make_agent(row.game_key, kind, _seed(row, seat))
        return self._agents[key]

    def chooser(self, row: GameRow, seat: Seat, kind: str) -> Chooser:
        return self.agent(row, seat, kind).choose

    def _free_moves(self, row: GameRow, to_act: list[Seat], waiting: list[Seat],
                    kinds: dict[int, str]) -> None:
        """AI seats that may act although the game does not wait for them (an offer to
        answer) are asked once per version whether they want to (``Agent.free_action``)."""
        for seat in to_act:
            if seat not in waiting and is_ai(row.seats[seat]):
                kind = ai_kind(row.seats[seat], row.game_key, kinds)
                self._spawn(self._free_move(row, seat, kind, row.version))

    async def _free_move(self, row: GameRow, seat: Seat, kind: str, version: int) -> bool:
        if self.delay > 0:
            await asyncio.sleep(self.delay)  # the same pace as any AI move
        channel = await self.channel_of(row.channel_id)
        if channel is None:
            return False
        return await self.tables.play_free(channel, row.id, version, seat,
                                           self.agent(row, seat, kind).free_action)

    def _spawn(self, coro: Awaitable[Any]) -> None:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # --- with every move ---------------------------------------------------------------------
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

    def committed(self, plan: TimerPlan) -> None:
        if (earliest := plan.earliest) is not None:
            self.timers.notice(earliest)

    # --- after every move --------------------------------------------------------------------
    async def on_turn(self, row: GameRow, snap: Snapshot, planned: bool) -> None:
        """Called under the game's lock after a move or a start was posted: only schedule,
        never move here. A game that never moves by itself (no clock, no AI seat, nobody
        away) costs nothing here."""
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
        self._free_moves(row, snap.to_act, snap.waiting_for, row.kinds)
        for seat in snap.waiting_for:
            kind = played_by_ai(row.game_key, row.seats[seat], row.kinds)
            if kind is not None:
                self._spawn(self._ai_move(row, seat, kind, version=row.version))

    def forget(self, game_id: int) -> None:
        """Free what is kept for a game that ended or was aborted."""
        self._round_scheduled.pop(game_id, None)
        for key in [k for k in self._agents if k[0] == game_id]:
            del self._agents[key]
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
            fresh = self._round_scheduled.get(game_id) != start
            self._round_scheduled[game_id] = start
            timed = await self._keep_timers(row, snap.waiting_for, kinds, start, fresh)
            await self._limits(row, snap)  # a fresh round cleared them
            self._free_moves(row, snap.to_act, snap.waiting_for, kinds)
            for seat in snap.waiting_for:
                kind = played_by_ai(row.game_key, row.seats[seat], kinds)
                if kind is not None:
                    self._spawn(self._ai_move(row, seat, kind))
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
        """After a start: AI seats (or away players) to act in running games move now; the
        clocks of the round being played keep running from their database rows."""
        for game_id in await self.store.resumable_games():
            row = await self.store.get(game_id)
            if row is None or row.status != "running":
                continue
            snap = await self.tables.snapshot(row, get_game(row.game_key))
            self._round_scheduled[game_id] = await self.tables.rounds.start(row, snap)
            await self._limits(row, snap)  # a crash may have cut off their writing
            kinds = await self.clocks.kinds(game_id)
            self._free_moves(row, snap.to_act, snap.waiting_for, kinds)
            for seat in snap.waiting_for:
                kind = played_by_ai(row.game_key, row.seats[seat], kinds)
                if kind is not None:
                    self._spawn(self._ai_move(row, seat, kind))

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

    async def _ai_move(self, row: GameRow, seat: Seat, kind: str, opening: str = "", *,
                       version: int | None = None) -> bool:
        if self.delay > 0:
            await asyncio.sleep(self.delay)  # a readable pace in the channel
        channel = await self.channel_of(row.channel_id)
        if channel is None:
            return False
        return await self.tables.play_for(channel, row.id,
                                          row.version if version is None else version, seat,
                                          self.chooser(row, seat, kind), opening=opening)

    async def replan(self, game_id: int) -> None:
        """Look at the seats to act again (someone went away or came back)."""
        row = await self.store.get(game_id)
        if row is not None:
            await self.schedule(game_id, row.version, replan=True)

    # --- timers ------------------------------------------------------------------------------
    async def on_timer(self, timer: Timer) -> None:
        if timer.game_id is None or timer.kind not in (REMINDER, DEADLINE, LIMIT):
            return
        row = await self.store.get(timer.game_id)
        version, seat = int(timer.payload["version"]), int(timer.payload["seat"])
        if row is None or row.status != "running":
            return
        if not await self._still_deciding(row, version, seat):
            return  # the player moved in time
        channel = await self.channel_of(row.channel_id)
        if channel is None:
            return
        lang = guild_lang(getattr(channel, "guild", None))
        if timer.kind == REMINDER:
            await self._remind(channel, row, [seat, *await self._due_reminders(row)], lang)
        elif timer.kind == LIMIT:
            await self._time_up(channel, row, version, seat, lang)
        else:
            await self._missed(channel, row, seat, lang)

    async def _still_deciding(self, row: GameRow, version: int, seat: Seat) -> bool:
        snap = await self.tables.snapshot(row, get_game(row.game_key))
        return await self.tables.rounds.still_deciding(row, snap, version, seat)

    async def _due_reminders(self, row: GameRow) -> list[Seat]:
        """Other seats whose reminder is due now (a round of simultaneous choices reminds
        everyone still thinking at once): one message instead of one each."""
        soon = self.timers.now() + timedelta(seconds=REMINDER_TOGETHER)
        seats: list[Seat] = []
        for timer in await self.timers.timers.of_game(row.id):
            if timer.kind != REMINDER or timer.due_at > soon:
                continue
            if not await self.timers.timers.claim(timer.id):
                continue  # fired elsewhere meanwhile
            seat = int(timer.payload["seat"])
            if await self._still_deciding(row, int(timer.payload["version"]), seat):
                seats.append(seat)
        return seats

    async def _remind(self, channel: discord.abc.Messageable, row: GameRow, seats: list[Seat],
                      lang: str) -> None:
        """Mention the seats still thinking (only they), with the time left before the
        first of their deadlines."""
        game = get_game(row.game_key)
        users = [row.seats[seat] for seat in sorted(set(seats))]
        players = ", ".join(texts.mention(user) for user in users)
        deadline = [d for d in await self.timers.timers.of_game(row.id)
                    if d.kind == DEADLINE and int(d.payload.get("seat", -1)) in seats]
        if deadline:
            left = int((deadline[0].due_at - self.timers.now()).total_seconds())
            text = t("clock.reminder", lang, player=players, game=game.name,
                     left=format_duration(max(60, left - left % 60), lang))
        else:
            text = t("clock.reminder_no_deadline", lang, player=players, game=game.name)
        await channel.send(text, allowed_mentions=_ping(*users))

    async def _missed(self, channel: discord.abc.Messageable, row: GameRow, seat: Seat,
                      lang: str) -> None:
        clock = await self.clocks.clock(row.id)
        player = texts.mention(row.seats[seat], lang, row)
        ai = self.chooser(row, seat, default_agent(row.game_key))
        if clock.policy == "host":
            # Written before the question is posted: every posted question has its row.
            await self.timers.timers.insert(row.id, HOST_WAIT, NEVER,
                                            {"seat": seat, "version": row.version})
            text = t("clock.missed_host", lang, host=texts.mention(row.host_id), player=player,
                     game=get_game(row.game_key).name,
                     deadline=format_duration(clock.deadline, lang))
            await channel.send(text, view=host_view(row.id, row.version, seat, lang),
                               allowed_mentions=_ping(row.host_id))
            return
        if clock.policy == "skip":
            snap = await self.tables.snapshot(row, get_game(row.game_key))
            skip = snap.game.timeout_action(snap.state, seat)
            if skip is not None:  # the game's own pass; the engine still checks it is legal
                await self.tables.play_for(channel, row.id, row.version, seat,
                                           timeout_chooser(skip),
                                           opening=t("clock.missed_skip", lang, player=player))
                return
        await self.tables.play_for(channel, row.id, row.version, seat, ai,
                                   opening=t("clock.missed_ai", lang, player=player))

    async def _time_up(self, channel: discord.abc.Messageable, row: GameRow, version: int,
                       seat: Seat, lang: str) -> None:
        """The game's own time limit passed: its timeout action, else the default AI."""
        snap = await self.tables.snapshot(row, get_game(row.game_key))
        skip = snap.game.timeout_action(snap.state, seat)
        choose = (timeout_chooser(skip) if skip is not None
                  else self.chooser(row, seat, default_agent(row.game_key)))
        opening = t("clock.time_up", lang, player=texts.mention(row.seats[seat], lang, row))
        await self.tables.play_for(channel, row.id, version, seat, choose, opening=opening)

    # --- the host's answer -------------------------------------------------------------------
    async def host_answer(self, interaction: discord.Interaction[Any], game_id: int,
                          version: int, seat: Seat, verb: str) -> None:
        """Accepted only while this seat's deadline has passed at this version and waits for
        the host (a forged id cannot move another player's turn or add a clock); the first
        answer claims the wait, so a second click, or the other button, changes nothing."""
        row = await self.store.get(game_id)
        if row is None or row.channel_id != interaction.channel_id:
            raise NoGameHere("clock.no_game")
        if interaction.user.id != row.host_id:
            raise Refusal("clock.host_only", host=texts.mention(row.host_id))
        waiting = await self._host_wait(game_id, version, seat)
        if (waiting is None or row.status != "running"
                or not await self._still_deciding(row, version, seat)):
            raise Refusal("clock.nothing_to_decide")
        clock = await self.clocks.clock(game_id)
        if clock.deadline is None or not await self.timers.timers.claim(waiting.id):
            raise Refusal("clock.nothing_to_decide")  # answered by another click meanwhile
        lang = guild_lang(interaction)
        player = texts.mention(row.seats[seat], lang, row)
        host = texts.mention(row.host_id)
        if verb == "extend":
            await replace(interaction, t("clock.extended", lang, host=host, player=player,
                                         deadline=format_duration(clock.deadline, lang)),
                          view=None)
            await self.timers.add_in(game_id, DEADLINE, clock.deadline,
                                     {"seat": seat, "version": version})
            return
        await replace(interaction, t("clock.host_chose_ai", lang, host=host, player=player),
                      view=None)
        channel = interaction.channel
        assert isinstance(channel, discord.abc.Messageable)
        await self.tables.play_for(channel, game_id, version, seat,
                                   self.chooser(row, seat, default_agent(row.game_key)))

    async def _host_wait(self, game_id: int, version: int, seat: Seat) -> Timer | None:
        for timer in await self.timers.timers.of_game(game_id):
            if (timer.kind == HOST_WAIT and int(timer.payload.get("seat", -1)) == seat
                    and int(timer.payload.get("version", -1)) == version):
                return timer
        return None


def _ping(*user_ids: int) -> discord.AllowedMentions:
    users = [discord.Object(uid) for uid in user_ids if not is_ai(uid)]
    return discord.AllowedMentions(everyone=False, roles=False, users=users)
