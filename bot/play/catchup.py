"""Announcements a crash cut off, posted late: exactly once, in order.

A move is committed before it is posted (bot/play/commit.py), and its announcement records
``games.announced_version`` once it is out. A bot killed in between comes back with moves
nobody saw: the channel still shows the old prompt and the next player was never mentioned.
At start-up and on every reconnect the games whose version is ahead of their announced one
(bot/storage/announcements.py) get each missing version posted through the normal
announcement (that move's public events, the next prompt, a picture where a phase starts).

A version is shown either by a new post or by an edit of the game's turn post
(bot/play/announce.py decides which, the same way in both cases). A crash after the post or
edit but before the record must not show it twice: a new post counts as out when one of the
bot's messages among the channel's last ``HISTORY`` carries a prompt control of this game
and version (bot/play/buttons.py ``prompt_version``), a final result when one starts with the
game's header and holds the same result; an edit counts as out when the turn post's
controls are of this version or a later one.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
from collections.abc import Awaitable, Callable

import discord

from bot.core import texts
from bot.core.i18n import t
from bot.play.buttons import prompt_version
from bot.play.posting import public_lang
from bot.play.snapshots import Snapshot
from bot.play.tables import Tables
from bot.play.turn_posts import TurnPost
from bot.storage.store import UNDO, UNDO_SEAT, GameRow, standing_moves
from engine.core.protocol import Event, Game
from engine.core.record import GameRecord, LoggedAction, replay
from engine.core.registry import get_game

log = logging.getLogger(__name__)

# How many of the channel's latest messages are searched for an announcement already posted.
HISTORY = 20

ChannelOf = Callable[[int], Awaitable[discord.abc.Messageable | None]]


@dataclasses.dataclass
class Missing:
    """One version to announce: the snapshot it reached, from where, with which events."""

    before: Snapshot
    after: Snapshot
    events: list[Event]
    undo: bool


class CatchUp:
    def __init__(self, tables: Tables, channel_of: ChannelOf) -> None:
        self.tables = tables
        self.store = tables.store
        self.channel_of = channel_of
        self._running = asyncio.Lock()  # a reconnect during the start-up catch-up waits

    async def run(self, me: int | None, *, follow: bool) -> int:
        """Announce every missing version of every game behind; the number posted.
        ``me``: the bot's own user id (its messages are the ones looked at). ``follow``:
        then let AI seats and clocks carry on, as after any move (at start-up the bot's
        resume does that for every game instead)."""
        posted = 0
        async with self._running:
            for game_id in await self.store.announcements.behind():
                try:
                    async with self.tables.locks.holding(game_id):
                        posted += await self._game(game_id, me, follow=follow)
                except discord.HTTPException as exc:  # tried again on the next reconnect
                    log.warning("could not post the missing moves of game %s: %s", game_id,
                                exc)
        return posted

    async def _game(self, game_id: int, me: int | None, *, follow: bool) -> int:
        behind = await self.store.announcements.of_game(game_id)
        row = await self.store.get(game_id)
        if behind is None or row is None:
            return 0  # announced meanwhile
        if row.status not in ("running", "over"):  # aborted: nobody waits for its moves
            await self.store.announcements.record(game_id, behind.version)
            return 0
        channel = await self.channel_of(row.channel_id)
        if channel is None:
            log.warning("game %s: channel %s not found; its moves stay unannounced",
                        game_id, row.channel_id)
            return 0
        return await self._post_missing(channel, row, me, behind.announced, behind.version,
                                        follow=follow)

    async def fill(self, channel: discord.abc.Messageable, row: GameRow) -> int:
        """Post the versions before ``row.version`` nobody saw, in order, before the post of
        ``row.version`` itself (bot/play/announce.py); the caller holds the game's lock."""
        behind = await self.store.announcements.of_game(row.id)
        if behind is None or behind.announced >= row.version - 1:
            return 0
        me = getattr(getattr(channel, "guild", None), "me", None)
        posted = await self._post_missing(channel, row, getattr(me, "id", None),
                                          behind.announced, row.version - 1, follow=False)
        log.info("game %s: posted %d versions a failed post had skipped", row.id, posted)
        return posted

    async def _post_missing(self, channel: discord.abc.Messageable, row: GameRow,
                            me: int | None, announced: int, upto: int, *, follow: bool) -> int:
        game = get_game(row.game_key)
        missing = await asyncio.to_thread(
            versions_between, game, row, await self.store.log_rows(row.id), announced, upto)
        recent = await _recent_messages(channel, me)
        lang = public_lang(channel)
        posted = 0
        for item in missing:
            version = item.after.version
            last = version == row.version
            snap = await self.tables.snapshot(row, game) if last else item.after
            at = dataclasses.replace(row, version=version,
                                     status="over" if snap.over else "running")
            opening = t("play.move_taken_back", lang) if item.undo else ""
            already = _AlreadyShown(channel, recent, at, snap, lang)
            await self.tables.announcer.announce(
                channel, at, snap, item.events, before=item.before, opening=opening,
                timers_written=row.runs_itself and not item.undo, follow=follow and last,
                already=already)
            if already.found is None:
                posted += 1
            else:
                log.info("game %s: version %s was shown before the restart", row.id, version)
        return posted


class _AlreadyShown:
    """Whether version ``row.version`` reached the channel before a crash: as a new post
    (a message of the bot's carrying this version's controls, or the same result), or as
    an edit of the turn post (its controls are of this version or a later one)."""

    def __init__(self, channel: discord.abc.Messageable, recent: list[discord.Message],
                 row: GameRow, snap: Snapshot, lang: str) -> None:
        self.channel = channel
        self.recent = recent
        self.row = row
        self.snap = snap
        self.lang = lang
        self.found: discord.Message | None = None

    async def __call__(self, fresh: bool, post: TurnPost | None) -> discord.Message | None:
        if fresh:
            self.found = _already_posted(self.recent, self.row, self.snap, self.lang)
        elif post is not None:
            message = await _message(self.channel, post.message_id)
            shown = None if message is None else _version_on(message, self.row.id)
            if shown is not None and shown >= self.row.version:
                self.found = message
        return self.found


async def _message(channel: discord.abc.Messageable,
                   message_id: int) -> discord.Message | None:
    try:
        return await channel.fetch_message(message_id)
    except discord.HTTPException:  # deleted, or not readable: show the move anew
        return None


def _version_on(message: discord.Message, game_id: int) -> int | None:
    """The version of the game's controls on ``message``, if it carries any."""
    for action_row in message.components:
        for component in getattr(action_row, "children", [action_row]):
            custom_id = getattr(component, "custom_id", None)
            found = prompt_version(custom_id) if custom_id else None
            if found is not None and found[0] == game_id:
                return found[1]
    return None


def versions_between(game: Game, row: GameRow, rows: list[tuple[int, LoggedAction]],
                     announced: int, version: int) -> list[Missing]:
    """Versions ``announced + 1`` to ``version`` rebuilt from the action log: the snapshot
    before and after each and the events of its move (an undo has none)."""
    def at(upto: int) -> Snapshot:
        standing = standing_moves([(seq, entry) for seq, entry in rows if seq <= upto])
        record = GameRecord(row.game_key, len(row.seats), int(row.seed or 0),
                            dict(row.options), [entry for _, entry in standing])
        return Snapshot(game, replay(record)[1], upto)

    entries = dict(rows)
    snap = at(announced)
    missing: list[Missing] = []
    for seq in range(announced + 1, version + 1):
        entry = entries[seq]
        undo = entry.seat == UNDO_SEAT and entry.action.get("type") == UNDO
        events: list[Event] = []
        if undo:
            after = at(seq)
        else:  # a logged move: the rules check it again
            stepped, events = snap.step(entry.seat, entry.action)
            after = Snapshot(game, stepped.state, seq)
        missing.append(Missing(snap, after, events, undo))
        snap = after
    return missing


async def _recent_messages(channel: discord.abc.Messageable,
                           me: int | None) -> list[discord.Message]:
    """The bot's own messages among the channel's last ``HISTORY``."""
    try:
        return [message async for message in channel.history(limit=HISTORY)
                if me is not None and message.author.id == me]
    except discord.HTTPException as exc:  # e.g. no Read Message History: post regardless
        log.warning("could not read the channel's recent messages: %s", exc)
        return []


def _already_posted(messages: list[discord.Message], row: GameRow, snap: Snapshot,
                    lang: str) -> discord.Message | None:
    for message in messages:
        if _version_on(message, row.id) == row.version:
            return message
    if not snap.over:
        return None
    head = texts.header(snap, lang)
    tail = texts.result_text(snap, snap.result(lang), row, lang)
    return next((message for message in messages
                 if message.content.startswith(head) and tail in message.content), None)
