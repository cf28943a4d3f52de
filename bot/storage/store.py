"""Games and their action logs in SQLite. Every query the bot runs lives in bot/storage:
games and the log here, the other tables in their own modules, reached as the store's parts
(``store.clocks``, ``store.timers``, ``store.results``, ``store.undo_votes``,
``store.announcements``, ``store.notify``, ``store.prompts``, ``store.seated``,
``store.ratings``)."""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass, field
from typing import Any

import aiosqlite

from bot.storage.announcements import AnnouncementStore, Taken, write_held
from bot.storage.clocks import AWAY, ClockSettings, ClockStore
from bot.storage.db import utc_now
from bot.storage.moves import LOG, MOVE, write_move
from bot.storage.notify_settings import NotifyStore
from bot.storage.prompts import PromptStore
from bot.storage.ratings import RatingStore
from bot.storage.results import ResultStore
from bot.storage.seat_names import SeatNameStore
from bot.storage.seated_games import SeatedGameStore, write_seats
from bot.storage.shards import ALL, Shards
from bot.storage.sql import IntegrityError, Row, Sql
from bot.storage.sqlite import SqliteSql
from bot.storage.timer_rows import TimerPlan, TimerStore
from bot.storage.undo_votes import UndoVoteStore
from engine.core.protocol import Action, Seat, State
from engine.core.record import GameRecord, LoggedAction, replay
from engine.core.state import to_json

OPEN_STATUSES = ("lobby", "running")
# An undo is a row of the append-only log too: {"type": "undo", "undoes": <seq>} by no seat.
UNDO = "undo"
UNDO_SEAT = -1


class ChannelBusy(Exception):
    """The channel already has a lobby or a running game."""


@dataclass
class GameRow:
    id: int
    guild_id: int | None
    channel_id: int
    game_key: str
    status: str
    host_id: int
    seats: list[int]
    max_players: int
    options: dict[str, Any]
    seed: int | None
    state_json: str | None
    version: int
    # AI seat id -> the game's agent playing it (seat_kinds); filled by GameStore.
    ai_kinds: dict[int, str] = field(default_factory=dict)
    # Every seat_kinds row (AI seats and people away) and the turn clock, read with the row.
    kinds: dict[int, str] = field(default_factory=dict)
    clock: ClockSettings = field(default_factory=ClockSettings)

    @property
    def runs_itself(self) -> bool:
        """Whether anything moves or reminds without a click: a clock, an AI seat or someone
        away. Moves of any other game touch no timer at all."""
        return self.clock.is_set or bool(self.kinds)

    @classmethod
    def from_row(cls, row: Row) -> GameRow:
        return cls(
            id=row["id"],
            guild_id=row["guild_id"],
            channel_id=row["channel_id"],
            game_key=row["game_key"],
            status=row["status"],
            host_id=row["host_id"],
            seats=[int(s) for s in json.loads(row["seats"])],
            max_players=row["max_players"],
            options=json.loads(row["options"]),
            seed=row["seed"],
            state_json=row["state"],
            version=row["version"],
        )

    def played_by_bot(self, seat: Seat) -> bool:
        """Whether the bot moves for ``seat``: an AI seat, or someone away (the stand-in)."""
        user_id = self.seats[seat]
        return user_id < 0 or self.kinds.get(user_id) == AWAY

    def seat_of(self, user_id: int) -> Seat | None:
        return self.seats.index(user_id) if user_id in self.seats else None

    @property
    def is_open(self) -> bool:
        return self.status in OPEN_STATUSES


_GAME_SELECT = (
    "SELECT g.*, c.deadline_secs, c.reminder_secs, c.policy,"
    " (SELECT {kinds} FROM seat_kinds k WHERE k.game_id = g.id)"
    " AS kinds FROM games g LEFT JOIN game_clocks c ON c.game_id = g.id"
)


class GameStore:
    """All reads and writes of the bot, by name."""

    def __init__(self, sql: Sql | aiosqlite.Connection, shards: Shards = ALL) -> None:
        self._sql: Sql = SqliteSql(sql) if isinstance(sql, aiosqlite.Connection) else sql
        self.shards = shards
        self._game_select = _GAME_SELECT.format(
            kinds=self._sql.dialect.object_agg("k.user_id", "k.kind"))
        self.clocks = ClockStore(self._sql)
        self.timers = TimerStore(self._sql, shards)
        self.results = ResultStore(self._sql)
        self.ratings = RatingStore(self._sql)
        self.undo_votes = UndoVoteStore(self._sql)
        self.announcements = AnnouncementStore(self._sql)
        self.seat_names = SeatNameStore(self._sql)
        self.notify = NotifyStore(self._sql)
        self.prompts = PromptStore(self._sql, self.announcements.held_prompts)
        self.seated = SeatedGameStore(self._sql)

    @property
    def sql(self) -> Sql:
        return self._sql

    @property
    def counts(self) -> tuple[int, int]:
        """(SQL statements, commits) since the store was opened (for bench/bot_bench.py)."""
        return self._sql.statements, self._sql.commits

    # --- settings -----------------------------------------------------------------------
    async def get_setting(self, key: str) -> str | None:
        row = await self._sql.one("SELECT value FROM settings WHERE key = ?", (key,))
        return None if row is None else str(row["value"])

    async def put_setting(self, key: str, value: str) -> None:
        async with self._sql.transaction() as tx:
            await tx.write(
                "INSERT INTO settings (key, value) VALUES (?, ?)"
                " ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                (key, value),
            )

    # --- games --------------------------------------------------------------------------
    async def _game_row(self, where: str, params: tuple[Any, ...]) -> GameRow | None:
        """One statement: the game, its seat kinds and its clock."""
        row = await self._sql.one(self._game_select + where, params)
        return None if row is None else _game_of(row)

    async def _game_rows(self, where: str, params: tuple[Any, ...] = ()) -> list[GameRow]:
        """One statement: the games, each with its seat kinds and its clock."""
        return [_game_of(row) for row in await self._sql.all(self._game_select + where, params)]

    async def get(self, game_id: int) -> GameRow | None:
        return await self._game_row(" WHERE g.id = ?", (game_id,))

    async def open_in_channel(self, channel_id: int) -> GameRow | None:
        return await self._game_row(
            " WHERE g.channel_id = ? AND g.status IN ('lobby', 'running')", (channel_id,))

    async def latest_in_channel(self, channel_id: int) -> GameRow | None:
        return await self._game_row(" WHERE g.channel_id = ? ORDER BY g.id DESC LIMIT 1",
                                    (channel_id,))

    async def create_lobby(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        game_key: str,
        host_id: int,
        max_players: int,
        options: dict[str, Any],
        seats: list[int] | None = None,
        ai_kinds: dict[int, str] | None = None,
        clock: ClockSettings | None = None,
    ) -> GameRow:
        """A lobby with the host seated, or (a rematch) with ``seats``, the AI seats' kinds
        and a clock already in place: all in one transaction, so no one sees it half made."""
        now = utc_now()
        try:
            async with self._sql.transaction() as tx:
                cursor = await tx.write(
                    "INSERT INTO games (guild_id, channel_id, game_key, status, host_id, seats,"
                    " max_players, options, created_at, updated_at)"
                    " VALUES (?, ?, ?, 'lobby', ?, ?, ?, ?, ?, ?) RETURNING id",
                    (guild_id, channel_id, game_key, host_id, json.dumps(seats or [host_id]),
                     max_players, json.dumps(options), now, now),
                )
                game_id = cursor.lastrowid
                await write_seats(tx, int(game_id or 0), seats or [host_id])
                if ai_kinds:
                    await tx.write_many(
                        "INSERT INTO seat_kinds (game_id, user_id, kind) VALUES (?, ?, ?)",
                        [(game_id, uid, kind) for uid, kind in sorted(ai_kinds.items())])
                if clock is not None and clock.is_set:
                    await tx.write(
                        "INSERT INTO game_clocks (game_id, deadline_secs, reminder_secs, policy)"
                        " VALUES (?, ?, ?, ?)",
                        (game_id, clock.deadline, clock.reminder, clock.policy))
        except IntegrityError as exc:
            raise ChannelBusy(str(channel_id)) from exc
        row = await self.get(int(game_id or 0))
        assert row is not None
        return row

    async def update_lobby(self, game_id: int, *, seats: list[int], host_id: int) -> bool:
        """Change who sits at a lobby; False when it is no longer a lobby."""
        async with self._sql.transaction() as tx:
            cursor = await tx.write(
                "UPDATE games SET seats = ?, host_id = ?, updated_at = ?"
                " WHERE id = ? AND status = 'lobby'",
                (json.dumps(seats), host_id, utc_now(), game_id),
            )
            if cursor.rowcount == 1:
                await write_seats(tx, game_id, seats)
            return cursor.rowcount == 1

    async def start(self, game_id: int, *, seats: list[int], seed: int, state: State) -> bool:
        async with self._sql.transaction() as tx:
            cursor = await tx.write(
                "UPDATE games SET status = 'running', seats = ?, seed = ?, state = ?,"
                " version = 0, updated_at = ?, bot_to_act = 1 WHERE id = ? AND status = 'lobby'",
                (json.dumps(seats), seed, to_json(state), utc_now(), game_id),
            )
            if cursor.rowcount == 1:
                await write_seats(tx, game_id, seats)
            return cursor.rowcount == 1

    async def set_status(self, game_id: int, status: str, *, only_if_open: bool = True) -> bool:
        where = " AND status IN ('lobby', 'running')" if only_if_open else ""
        async with self._sql.transaction() as tx:
            cursor = await tx.write(
                f"UPDATE games SET status = ?, updated_at = ? WHERE id = ?{where}",
                (status, utc_now(), game_id),
            )
            return cursor.rowcount == 1

    async def record_move(
        self,
        game_id: int,
        *,
        expected_version: int,
        seat: Seat,
        action: Action,
        state: State,
        over: bool,
        timers: TimerPlan | None = None,
        bot_to_act: bool = True,
    ) -> bool:
        """Log row + snapshot + version (+ the game's timer changes, + the announcements
        held meanwhile: bot/storage/announcements.py) in one transaction: one statement or
        one trip to the database when there are no timer changes (bot/storage/moves.py);
        False if the version moved on. ``bot_to_act``: whether start-up must look at the
        game now (``resumable_games``); a caller that does not know leaves it marked."""
        now = utc_now()
        moved = (to_json(state), "over" if over else "running", now, int(over),
                 int(bot_to_act and not over), game_id, expected_version)
        logged = (expected_version + 1, seat, to_json(action), now)
        held: Taken = self.announcements.take()
        try:
            if timers is None:
                done = await write_move(self._sql, game_id, moved, logged, held)
                if not done:
                    self.announcements.hold_again(held)
                    return False
                self.announcements.written(held)
                return True
            async with self._sql.transaction() as tx:
                cursor = await tx.write(MOVE, moved)
                if cursor.rowcount == 1:
                    await tx.write(LOG, (game_id, *logged))
                    await self.timers.write_plan(tx, game_id, timers)
                await write_held(tx, held, self._sql.dialect.writing_with)
        except BaseException:
            self.announcements.hold_again(held)
            raise
        self.announcements.written(held)
        return cursor.rowcount == 1

    async def replace_snapshot(self, game_id: int, version: int, state: State) -> None:
        async with self._sql.transaction() as tx:
            await tx.write(
                "UPDATE games SET state = ? WHERE id = ? AND version = ?",
                (to_json(state), game_id, version),
            )

    async def log_rows(self, game_id: int) -> list[tuple[int, LoggedAction]]:
        """Every row of the action log as (seq, entry), undo rows included."""
        rows = await self._sql.all(
            "SELECT seq, seat, action FROM actions WHERE game_id = ? ORDER BY seq", (game_id,))
        return [(int(r["seq"]), LoggedAction(int(r["seat"]), json.loads(r["action"])))
                for r in rows]

    async def log_rows_between(self, game_id: int, after: int,
                               upto: int) -> list[tuple[int, LoggedAction]]:
        """The rows of the action log with ``after < seq <= upto``, undo rows included."""
        rows = await self._sql.all(
            "SELECT seq, seat, action FROM actions WHERE game_id = ? AND seq > ? AND seq <= ?"
            " ORDER BY seq", (game_id, after, upto))
        return [(int(r["seq"]), LoggedAction(int(r["seat"]), json.loads(r["action"])))
                for r in rows]

    async def standing_log(self, game_id: int) -> list[tuple[int, LoggedAction]]:
        """(seq, entry) of the moves that stand: no undo rows, no moves taken back."""
        return standing_moves(await self.log_rows(game_id))

    async def action_log(self, game_id: int) -> list[LoggedAction]:
        """The moves that stand, which replay to the current state."""
        return [entry for _, entry in await self.standing_log(game_id)]

    async def record_undo(self, game_id: int, *, expected_version: int, undoes: int,
                          state: State) -> bool:
        """Log an undo of move ``undoes`` with the replayed snapshot, as any move."""
        action = {"type": UNDO, "undoes": undoes}
        return await self.record_move(game_id, expected_version=expected_version,
                                      seat=UNDO_SEAT, action=action, state=state, over=False)

    async def moved_since(self, game_id: int, version: int, seat: Seat) -> bool:
        """Whether ``seat`` made a move logged after ``version``."""
        found = await self._sql.one(
            "SELECT 1 FROM actions WHERE game_id = ? AND seq > ? AND seat = ? LIMIT 1",
            (game_id, version, seat))
        return found is not None

    async def running_games(self) -> list[int]:
        """This process's running games (every one: a full scan of the running games)."""
        return [int(r["id"]) for r in await self._sql.all(
            "SELECT id FROM games WHERE status = 'running'" + self.shards.where("guild_id")
            + " ORDER BY id")]

    async def resumable_games(self) -> list[GameRow]:
        """This process's running games that wait for the bot itself (``bot_to_act``, written
        with every move: an AI or away seat to act, a time-limited decision). Start-up looks
        at these only, in one statement through their partial index: a game waiting for a
        person waits for their click, and its reminders and deadlines are timer rows. The
        states are parsed by the caller."""
        return await self._game_rows(
            " WHERE g.bot_to_act = 1 AND g.status = 'running'"
            + self.shards.where("g.guild_id") + " ORDER BY g.id")

    async def waits_for_people(self, games: list[tuple[int, int]]) -> None:
        """Unmark these (game id, version) pairs found waiting for people alone (a game
        moved on since keeps what its move wrote)."""
        if games:
            async with self._sql.transaction() as tx:
                await tx.write_many("UPDATE games SET bot_to_act = 0 WHERE id = ? AND version = ?",
                                    games)

    async def finished_without_results(self) -> list[int]:
        """Finished games of this process still marked ``results_pending`` (its index)."""
        return [int(r["id"]) for r in await self._sql.all(
            "SELECT id FROM games WHERE results_pending = 1" + self.shards.where("guild_id")
            + " ORDER BY id")]

    async def record(self, row: GameRow) -> GameRecord:
        return GameRecord(
            game=row.game_key,
            players=len(row.seats),
            seed=int(row.seed or 0),
            options=dict(row.options),
            log=await self.action_log(row.id),
        )

    async def load_state(self, row: GameRow) -> State:
        """The snapshot, or (if it is missing or unreadable) the state replayed from the log."""
        if row.state_json is not None:
            try:
                state = json.loads(row.state_json)
            except ValueError:
                state = None
            if isinstance(state, dict):
                return state
        record = await self.record(row)
        _, state, _ = await asyncio.to_thread(replay, record)
        await self.replace_snapshot(row.id, row.version, state)
        return state


def _game_of(row: Row) -> GameRow:
    game = GameRow.from_row(row)
    game.kinds = {int(k): str(v) for k, v in json.loads(row["kinds"] or "{}").items()}
    game.ai_kinds = {uid: kind for uid, kind in game.kinds.items() if uid < 0}
    if row["policy"] is not None:
        game.clock = ClockSettings(row["deadline_secs"], row["reminder_secs"], row["policy"])
    return game


def standing_moves(rows: list[tuple[int, LoggedAction]]) -> list[tuple[int, LoggedAction]]:
    """The log without its undo rows and without the moves they took back."""
    undone = {int(entry.action["undoes"]) for _, entry in rows
              if entry.seat == UNDO_SEAT and entry.action.get("type") == UNDO}
    return [(seq, entry) for seq, entry in rows if entry.seat != UNDO_SEAT and seq not in undone]
