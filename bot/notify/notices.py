"""Turn notices: a mention in the prompt (the default), a direct message with the jump link
and the picture, or both; reminders at each person's own interval; quiet hours.

Asked by bot/play/announce.py whom a turn prompt mentions (``channel_pings``, before it is
posted) and told when it is out (``on_posted``, a ``MovePosted`` event). What quiet hours
hold back, and every reminder, is a row of the timers table (no game id, so a move's timer
plan never drops it) that checks when it fires that the person is still on turn at the
prompt it was set for. A direct message that cannot be delivered (closed DMs) becomes one
mention in the channel instead.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from datetime import timedelta
from typing import Any

import discord

from bot.clock.timers import TimerDispatcher
from bot.core import texts
from bot.core.i18n import guild_lang, t
from bot.core.pictures import draw_board
from bot.core.replies import pings
from bot.notify.links import jump_link
from bot.notify.quiet_hours import is_quiet, quiet_ends
from bot.play.events import MovePosted
from bot.play.snapshots import Snapshot
from bot.play.tables import Tables
from bot.storage.notify_settings import NotifySettings
from bot.storage.prompts import PromptMessage
from bot.storage.store import GameRow, GameStore
from bot.storage.timer_rows import Timer
from engine.core.registry import get_game

log = logging.getLogger(__name__)

TURN, REMINDER = "notify.turn", "notify.reminder"  # timer kinds
KINDS = (TURN, REMINDER)

ChannelLookup = Callable[[int], Awaitable[discord.abc.Messageable | None]]
UserLookup = Callable[[int], Awaitable[discord.abc.Messageable | None]]
GuildLookup = Callable[[int], discord.Guild | None]


class Notices:
    def __init__(self, store: GameStore, tables: Tables, timers: TimerDispatcher,
                 channel: ChannelLookup, user: UserLookup, guild: GuildLookup) -> None:
        self.store = store
        self.tables = tables
        self.timers = timers
        self._channel = channel
        self._user = user
        self._guild = guild

    # --- around every turn prompt ------------------------------------------------------------
    async def channel_pings(self, row: GameRow, user_ids: list[int]) -> list[int]:
        now = self.timers.now()
        kept: list[int] = []
        for user_id in user_ids:
            settings = await self.store.notify.get(user_id)
            if settings.by_channel and not is_quiet(settings, now):
                kept.append(user_id)
        return kept

    async def on_posted(self, event: MovePosted) -> None:
        """A turn prompt is out: notices for whose turn began with it (not a final result)."""
        row, snap, message = event.row, event.snapshot, event.message
        if snap.over:
            return
        prompt = None
        if message is not None:
            # (the announcement recorded it as the game's turn post, with the move)
            prompt = PromptMessage(row.id, message.channel.id, message.id, row.version)
        now = self.timers.now()
        if event.here is not None:  # the clicker goes on: no notice, but reminders later
            settings = await self.store.notify.get(event.here)
            await self._next_reminder(settings, self._payload(row, event.here))
        for user_id in event.turn_begins:
            settings = await self.store.notify.get(user_id)
            payload = self._payload(row, user_id)
            if is_quiet(settings, now):  # the notice (and with it the reminders) waits
                await self.timers.add(None, TURN, quiet_ends(settings, now), payload)
                continue
            if settings.by_dm:
                await self._direct(row, snap, user_id, prompt, "notify.dm_turn",
                                   mentioned=settings.by_channel)
            await self._next_reminder(settings, payload)

    # --- held-back notices and reminders -----------------------------------------------------
    async def on_timer(self, timer: Timer) -> None:
        payload = timer.payload
        row = await self.store.get(int(payload["game_id"]))
        if row is None or not await self._still_waiting(row, payload):
            return
        user_id = int(payload["user_id"])
        settings = await self.store.notify.get(user_id)
        now = self.timers.now()
        if is_quiet(settings, now):
            await self.timers.add(None, timer.kind, quiet_ends(settings, now), payload)
            return
        snap = await self.tables.snapshot(row, get_game(row.game_key))
        prompt = (await self.store.prompts.of_games([row.id])).get(row.id)
        what = "turn" if timer.kind == TURN else "reminder"
        if settings.by_channel:
            await self._mention(row, user_id, prompt, f"notify.channel_{what}")
        if settings.by_dm:
            await self._direct(row, snap, user_id, prompt, f"notify.dm_{what}",
                               mentioned=settings.by_channel)
        await self._next_reminder(settings, payload)

    @staticmethod
    def _payload(row: GameRow, user_id: int) -> dict[str, Any]:
        return {"game_id": row.id, "seat": row.seats.index(user_id), "user_id": user_id,
                "version": row.version}

    async def _next_reminder(self, settings: NotifySettings, payload: dict[str, Any]) -> None:
        if settings.reminder_secs:
            await self.timers.add(None, REMINDER,
                                  self.timers.now() + timedelta(seconds=settings.reminder_secs),
                                  payload)

    async def _still_waiting(self, row: GameRow, payload: dict[str, Any]) -> bool:
        """The person still sits at the seat, plays it themselves, and has not moved since
        the prompt the notice was set for while the game still waits for them."""
        seat, user_id = int(payload["seat"]), int(payload["user_id"])
        if row.status != "running" or not 0 <= seat < len(row.seats):
            return False
        if row.seats[seat] != user_id or user_id in row.kinds:
            return False
        if await self.store.moved_since(row.id, int(payload["version"]), seat):
            return False
        snap = await self.tables.snapshot(row, get_game(row.game_key))
        return seat in snap.waiting_for

    # --- delivering --------------------------------------------------------------------------
    def _lang(self, row: GameRow) -> str:
        return guild_lang(self._guild(row.guild_id or 0))

    async def _mention(self, row: GameRow, user_id: int, prompt: PromptMessage | None,
                       key: str) -> None:
        channel = await self._channel(row.channel_id)
        if channel is None:
            return
        lang = self._lang(row)
        text = t(key, lang, player=texts.mention(user_id),
                 game=get_game(row.game_key).words.game_name(lang),
                 link=jump_link(row.guild_id, row.channel_id, prompt))
        try:
            await channel.send(content=text, allowed_mentions=pings([user_id]))
        except discord.HTTPException as exc:
            log.info("could not mention user %s in channel %s (%s)", user_id,
                     row.channel_id, exc.status)

    async def _direct(self, row: GameRow, snap: Snapshot, user_id: int,
                      prompt: PromptMessage | None, key: str, *, mentioned: bool) -> None:
        """A direct message with the jump link, what they missed since their last action
        and the public picture marking it; if it cannot be delivered, one mention in the
        channel instead (unless the channel mentioned them)."""
        lang = self._lang(row)
        guild = self._guild(row.guild_id or 0)
        text = t(key, lang, game=get_game(row.game_key).words.game_name(lang),
                 server=guild.name if guild is not None else "-",
                 link=jump_link(row.guild_id, row.channel_id, prompt))
        seat = row.seats.index(user_id) if user_id in row.seats else None
        missed = await self.tables.digests.since_last_action(row, seat, lang)
        if missed.lines:
            text += "\n" + missed.text(lang)
        picture = await draw_board(snap.public_view, texts.plain_names(row, guild, lang),
                                   missed.board_before, lang)
        try:
            user = await self._user(user_id)
            if user is None:
                raise LookupError(user_id)
            kwargs: dict[str, Any] = {"content": text}
            if picture is not None:
                kwargs["file"] = picture
            await user.send(**kwargs)
        except (discord.HTTPException, LookupError) as exc:
            log.info("no direct message to user %s (%s): mentioning in the channel", user_id,
                     getattr(exc, "status", "unknown user"))
            if not mentioned:
                await self._mention(row, user_id, prompt, "notify.dm_failed")
