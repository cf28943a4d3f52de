"""games.announced_version (migrations/0006_announced_version.sql): the last version whose
announcement reached the channel, and the turn post now showing it (prompt_messages).

A move's own transaction cannot know them (the post goes out after the commit). While other
moves are on their way (a busy bot: clicks at once across games) an announcement is held
here and written with the next transaction that commits a move, of any game, so a move
costs one commit; when none is (``busy``, ``others_coming``), it is written at once in a
commit of its own, so a quiet bot leaves nothing held. Every read of the marks, and the
bot's shutdown, writes what is held first. An announcement held when the process dies is
one the catch-up (bot/play/catchup.py) finds unrecorded, as after a crash between a post
and its record: it looks for the post before posting again. The turn posts held are read
from here (``held_prompts``)."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from bot.storage.prompts import UPSERT, PromptMessage, row
from bot.storage.sql import Sql, Transaction

# Seconds a record may stay held on a bot that never stops being busy.
FLUSH_DELAY = 2.0


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


def _never_busy() -> bool:
    return False


class AnnouncementStore:
    def __init__(self, sql: Sql, busy: Callable[[], bool] = _never_busy) -> None:
        self._sql = sql
        self._busy = busy  # whether a move is being committed now
        # Whether other clicks are being worked on (set by bot/play/tables.py): their moves
        # are coming.
        self.others_coming: Callable[[], bool] = _never_busy
        self._held: dict[int, Held] = {}
        self._since = 0.0  # when the oldest record held was announced (time.monotonic)

    async def record(self, game_id: int, version: int,
                     prompt: PromptMessage | None = None) -> None:
        """Version ``version`` of the game was posted (never moves the mark backwards), as
        ``prompt`` (the turn post now showing it) where there is one: now, or with the
        next move's transaction while moves are being committed."""
        held = self._held.get(game_id)
        if held is not None and held.version > version:
            return
        if held is not None and prompt is None and held.version == version:
            prompt = held.prompt
        if not self._held:
            self._since = time.monotonic()
        self._held[game_id] = Held(version, prompt)
        busy = self._busy() or self.others_coming()
        if not busy or time.monotonic() - self._since >= FLUSH_DELAY:
            await self.flush()

    @property
    def holding(self) -> bool:
        """Whether an announcement waits for the next move's transaction."""
        return bool(self._held)

    def held_prompts(self) -> dict[int, PromptMessage]:
        """The turn posts announced and not yet written, by game."""
        return {game_id: mark.prompt for game_id, mark in self._held.items()
                if mark.prompt is not None}

    async def flush(self) -> None:
        """Write every announcement held, in one commit (none when nothing is held)."""
        if self._held:
            held: dict[int, Held] = {}
            try:
                if len(self._held) == 1:
                    held, self._held = self._held, {}
                    await self._write_alone(*next(iter(held.items())))
                    return
                async with self._sql.transaction() as tx:
                    held = await self.write_held(tx)
            except BaseException:
                self.hold_again(held)
                raise

    async def _write_alone(self, game_id: int, mark: Held) -> None:
        """One game's record in one round trip instead of BEGIN, two writes and COMMIT: one
        statement, atomic by itself, where the dialect has ``writing_with``; else its
        steps in one trip (``Sql.write_steps``)."""
        marked = (mark.version, game_id, mark.version)
        if not self._sql.dialect.writing_with:
            posted = [] if mark.prompt is None else [(UPSERT, row(mark.prompt))]
            await self._sql.write_steps([(_MARK, marked), *posted])
            return
        if mark.prompt is None:
            await self._sql.one(_MARK, marked)
        else:
            await self._sql.one(f"WITH marked AS ({_MARK}) {UPSERT}",
                                (*marked, *row(mark.prompt)))
        self._sql.commits += 1

    async def write_held(self, tx: Transaction) -> dict[int, Held]:
        """Within ``tx`` (a move's transaction): every announcement held, which are no
        longer held; the caller holds them again (``hold_again``) if ``tx`` fails. All the
        marks go in one ``write_many`` and all the posts in another (PostgreSQL: each mark
        with its post in one statement, and one ``executemany`` is one round trip)."""
        held, self._held = self._held, {}
        marks = [((mark.version, game_id, mark.version), mark.prompt)
                 for game_id, mark in sorted(held.items())]
        if self._sql.dialect.writing_with:  # a mark and its post as one statement
            alone = [marked for marked, prompt in marks if prompt is None]
            both = [(*marked, *row(prompt)) for marked, prompt in marks if prompt is not None]
            for statement, rows in ((_MARK, alone), (f"WITH marked AS ({_MARK}) {UPSERT}", both)):
                if rows:
                    await tx.write_many(statement, rows)
            return held
        if marks:
            await tx.write_many(_MARK, [marked for marked, _ in marks])
        posts = [row(prompt) for _, prompt in marks if prompt is not None]
        if posts:
            await tx.write_many(UPSERT, posts)
        return held

    def hold_again(self, held: dict[int, Held]) -> None:
        for game_id, mark in held.items():
            now = self._held.get(game_id)
            if now is None or now.version < mark.version:
                self._held[game_id] = mark

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
