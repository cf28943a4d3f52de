"""games.announced_version (migrations/0006_announced_version.sql): the last version whose
announcement reached the channel, and the turn post now showing it (prompt_messages).

A move's own transaction cannot know them (the post goes out after the commit). So an
announcement is held here and written with the next move of any game, in that move's one
statement or trip (bot/storage/moves.py): a move costs one commit, one click at a time too.
One write at a time carries records (``take``); moves meanwhile carry none. What no move
takes within ``FLUSH_DELAY`` is written by a timer, everything held in one commit; every
read of the marks, and the bot's shutdown, writes what is held first. A write that fails
holds its records again. An announcement held when the process dies is
one the catch-up (bot/play/catchup.py) finds unrecorded, as after a crash between a post
and its record: it looks for the post before posting again. The turn posts held are read
from here (``held_prompts``)."""

from __future__ import annotations

import asyncio
import contextvars
import logging
from dataclasses import dataclass

from bot.storage.prompts import UPSERT, UPSERT_COLUMNS, PromptMessage, columns, row
from bot.storage.sql import Many, Sql, Step, Transaction

log = logging.getLogger(__name__)

# Seconds a record may stay held when no move comes to take it: the longer, the more
# records a moderately busy bot writes with its moves; what it bounds is how long another
# process reads an older turn post, and a crash meanwhile costs only the catch-up's look
# at the channel.
FLUSH_DELAY = 10.0


@dataclass(frozen=True)
class Behind:
    """A game whose saved version is ahead of the last one announced."""

    game_id: int
    version: int
    announced: int


@dataclass(frozen=True)
class Held:
    version: int
    prompt: PromptMessage | None


_MARK = "UPDATE games SET announced_version = ? WHERE id = ? AND announced_version < ?"
# Every mark at once (PostgreSQL; parameters: the games' ids, then their versions).
MARKS = ("UPDATE games g SET announced_version = m.version"
         " FROM unnest(?::bigint[], ?::integer[]) AS m(id, version)"
         " WHERE g.id = m.id AND g.announced_version < m.version")
# Every mark and every post in one statement (PostgreSQL; parameters: ``arrays``).
MARKS_AND_POSTS = f"WITH marked AS ({MARKS}) {UPSERT_COLUMNS}"

Taken = dict[int, Held]  # records no longer held, by game, while they are being written


def steps(held: Taken) -> list[Step]:
    """The writes of ``held`` as steps of ``Sql.write_steps``: all the marks in one
    ``executemany``, all the posts in another."""
    marks = [(mark.version, game_id, mark.version) for game_id, mark in sorted(held.items())]
    posts = [row(mark.prompt) for _, mark in sorted(held.items()) if mark.prompt is not None]
    return [(statement, Many(rows)) for statement, rows in ((_MARK, marks), (UPSERT, posts))
            if rows]


def arrays(held: Taken, moved: int | None = None) -> tuple[list[object], ...]:
    """The parameters of ``MARKS_AND_POSTS`` (whose marks and posts follow from here):
    every mark but ``moved``'s (a game the same statement moves, whose row one statement
    may not update twice), then every post."""
    marks = sorted((game_id, mark.version) for game_id, mark in held.items()
                   if game_id != moved)
    posts = [mark.prompt for _, mark in sorted(held.items()) if mark.prompt is not None]
    return [game_id for game_id, _ in marks], [version for _, version in marks], *columns(posts)


async def write_held(tx: Transaction, held: Taken, one_statement: bool) -> None:
    """Within ``tx`` (a move's transaction): ``held``, in one statement where the dialect
    writes a mark and its post at once (``one_statement``), else one per kind."""
    if not held:
        return
    if one_statement:
        await tx.write(MARKS_AND_POSTS, arrays(held))
        return
    for statement, rows in steps(held):
        assert isinstance(rows, Many)
        await tx.write_many(statement, rows.rows)


class AnnouncementStore:
    def __init__(self, sql: Sql) -> None:
        self._sql = sql
        self._held: Taken = {}
        self.delay = FLUSH_DELAY
        self._timer: asyncio.Task[None] | None = None  # writes what is held when due
        self._carrying = False  # whether a write of records taken is on its way
        self._taken: Taken = {}  # the records that write carries
        self._waiting: list[asyncio.Future[None]] = []  # flushes waiting for that write

    async def record(self, game_id: int, version: int,
                     prompt: PromptMessage | None = None) -> None:
        """Version ``version`` of the game was posted (never moves the mark backwards), as
        ``prompt`` (the turn post now showing it) where there is one: written with the
        next move, or within ``delay`` seconds."""
        held = self._held.get(game_id)
        if held is not None:
            if held.version > version:
                return
            if prompt is None:
                prompt = held.prompt  # (the post still shows the game as far as it went)
        self._held[game_id] = Held(version, prompt)
        self._arm()

    def _arm(self) -> None:
        if self._timer is None and self._held:
            # In a context of its own: not the click's, whose database wait it is not.
            self._timer = asyncio.get_running_loop().create_task(
                self._when_due(), context=contextvars.Context())

    async def _when_due(self) -> None:
        try:
            await asyncio.sleep(self.delay)
        finally:
            self._timer = None
        try:
            await self.flush()
        except Exception as exc:  # held again: the next move or the next timer writes them
            log.warning("could not write the announcements held: %s", exc)
            self._arm()

    @property
    def holding(self) -> bool:
        """Whether an announcement waits to be written."""
        return bool(self._held)

    def held_prompts(self) -> dict[int, PromptMessage]:
        """The turn posts announced and not yet written, by game: those being written too,
        which the database does not show until that write commits."""
        return {game_id: mark.prompt for records in (self._taken, self._held)
                for game_id, mark in records.items() if mark.prompt is not None}

    def take(self) -> Taken:
        """Every record held, no longer held: the caller writes them and then says so
        (``written``), or holds them again (``hold_again``). Nothing while another write
        carries records: two statements each updating rows the other one locked would wait
        for each other (PostgreSQL ends one of them as a deadlock), and a move that
        carries none locks its own game's row only."""
        if self._carrying or not self._held:
            return {}
        self._carrying = True
        held, self._held = self._held, {}
        self._taken = held
        return held

    def written(self, held: Taken) -> None:
        if held:
            self._carried()

    def _carried(self) -> None:
        self._carrying = False
        self._taken = {}
        waiting, self._waiting = self._waiting, []
        for waiter in waiting:
            if not waiter.done():
                waiter.set_result(None)
        self._arm()  # (what came meanwhile)

    def hold_again(self, held: Taken) -> None:
        if not held:
            return
        for game_id, mark in held.items():
            now = self._held.get(game_id)
            if now is None:
                self._held[game_id] = mark
            elif now.version < mark.version:
                self._held[game_id] = Held(mark.version, mark.prompt or now.prompt)
            elif now.prompt is None and mark.prompt is not None:
                self._held[game_id] = Held(now.version, mark.prompt)
        self._carried()

    async def flush(self) -> None:
        """Write every announcement held, in one commit and one trip (none when nothing is
        held), after the write carrying records now, if one is on its way."""
        while self._carrying:
            waiter = asyncio.get_running_loop().create_future()
            self._waiting.append(waiter)
            await waiter
        held = self.take()
        if not held:
            return
        try:
            if self._sql.dialect.writing_with:
                await self._sql.one(MARKS_AND_POSTS, arrays(held))
                self._sql.commits += 1  # (one statement: a commit of its own)
            else:
                await self._sql.write_steps(steps(held))
        except BaseException:
            self.hold_again(held)
            raise
        self.written(held)

    async def behind(self) -> list[int]:
        """The games with versions nobody has seen yet, through the partial index
        ``games_unannounced`` (no other game is read)."""
        await self.flush()
        rows = await self._sql.all(
            "SELECT id FROM games WHERE version > announced_version ORDER BY id")
        return [int(r["id"]) for r in rows]

    async def of_game(self, game_id: int) -> Behind | None:
        """Where ``game_id`` stands now, if it is behind."""
        await self.flush()
        row = await self._sql.one(
            "SELECT id, version, announced_version FROM games"
            " WHERE id = ? AND version > announced_version", (game_id,))
        if row is None:
            return None
        return Behind(int(row["id"]), int(row["version"]), int(row["announced_version"]))
