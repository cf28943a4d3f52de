"""Edits of turn posts, paced per channel so a fast run of AI moves never meets Discord's
rate limit (edits count against the channel's budget like new messages).

Within the budget an edit goes out at once. Beyond it, the edit waits for the first free
moment, and a newer edit of the same message replaces it while it waits: five AI moves in a
second become one edit showing all five. Whoever asked for an edit hears when it has landed
(``landed``), which is when its version counts as announced (bot/play/catchup.py posts it
again after a crash otherwise).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import discord

log = logging.getLogger(__name__)

Landed = Callable[[], Awaitable[None]]
Failed = Callable[[], None]


@dataclass(frozen=True)
class Pace:
    """At most ``writes`` messages and edits per channel in any ``per`` seconds (Discord
    allows 5 per 5 s; one is kept for people's own messages and the bot's answers)."""

    writes: int = 4
    per: float = 5.0


@dataclass
class _Edit:
    channel: discord.abc.Messageable
    message_id: int
    content: str
    view: discord.ui.View | None
    landed: list[Landed] = field(default_factory=list)
    failed: list[Failed] = field(default_factory=list)


class EditPacer:
    def __init__(self, pace: Pace | None, *, clock: Callable[[], float] = time.monotonic,
                 sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep) -> None:
        self.pace = pace
        self._clock = clock
        self._sleep = sleep
        self._writes: dict[int, deque[float]] = {}
        self._waiting: dict[int, dict[int, _Edit]] = {}  # channel -> message -> edit
        self._flushers: dict[int, asyncio.Task[None]] = {}
        self.edits_sent = 0  # for benches and tests

    def wrote(self, channel_id: int) -> None:
        """A write went into the channel (a new message counts against the budget too;
        answers to clicks go through the interaction instead and do not)."""
        if self.pace is not None:
            self._writes.setdefault(channel_id, deque()).append(self._clock())

    async def reserve(self, channel: discord.abc.Messageable) -> None:
        """Wait until the channel may take a new message, and count it."""
        channel_id = _channel_id(channel)
        await self._budget(channel_id)
        self.wrote(channel_id)

    async def edit(self, channel: discord.abc.Messageable, message_id: int, content: str,
                   view: discord.ui.View | None, landed: Landed,
                   failed: Failed | None = None) -> None:
        """Edit ``message_id`` to ``content`` and ``view``: now, or (over budget) as soon as
        the channel's budget allows, merged with later edits of the same message.
        ``failed``: told when Discord refused the edit (e.g. the message was deleted)."""
        channel_id = _channel_id(channel)
        waiting = self._waiting.setdefault(channel_id, {})
        earlier = waiting.pop(message_id, None)
        edit = _Edit(channel, message_id, content, view,
                     [*(earlier.landed if earlier else ()), landed],
                     [*(earlier.failed if earlier else ()), *([failed] if failed else [])])
        if self._wait_for(channel_id) <= 0 and not waiting:
            await self._send(channel_id, edit)
            return
        waiting[message_id] = edit
        if channel_id not in self._flushers:
            self._flushers[channel_id] = asyncio.ensure_future(self._flush_later(channel_id))

    async def flush(self, channel: discord.abc.Messageable) -> None:
        """Send the channel's waiting edits, in order, as soon as the budget allows (before
        a new post goes below them, so what they say is not shown after it)."""
        await self._drain(_channel_id(channel))

    async def settle(self) -> None:
        """Send every channel's waiting edits (before the bot stops)."""
        for channel_id in list(self._waiting):
            await self._drain(channel_id)

    async def _budget(self, channel_id: int) -> None:
        """Wait until the channel may take another write."""
        while (wait := self._wait_for(channel_id)) > 0:
            await self._sleep(wait)

    async def _drain(self, channel_id: int) -> None:
        """Send the channel's waiting edits one by one, each when the budget allows."""
        waiting = self._waiting.get(channel_id, {})
        while waiting:
            await self._budget(channel_id)
            if waiting:  # (another drain may have sent the last one meanwhile)
                await self._send(channel_id, waiting.pop(next(iter(waiting))))

    def _wait_for(self, channel_id: int) -> float:
        """Seconds until the channel may take another write (0: now)."""
        if self.pace is None:
            return 0.0
        writes = self._writes.setdefault(channel_id, deque())
        now = self._clock()
        while writes and writes[0] <= now - self.pace.per:
            writes.popleft()
        if len(writes) < self.pace.writes:
            return 0.0
        return writes[0] + self.pace.per - now

    async def _flush_later(self, channel_id: int) -> None:
        try:
            await self._drain(channel_id)
        finally:
            self._flushers.pop(channel_id, None)

    async def _send(self, channel_id: int, edit: _Edit) -> None:
        self.wrote(channel_id)
        partial = _partial(edit.channel, edit.message_id)
        try:
            await partial.edit(content=edit.content, view=edit.view)
        except discord.HTTPException as exc:  # unannounced: the next catch-up posts it
            log.warning("could not edit turn post %s: %s", edit.message_id, exc)
            for failed in edit.failed:
                failed()
            return
        self.edits_sent += 1
        for landed in edit.landed:
            await landed()


def _channel_id(channel: discord.abc.Messageable) -> int:
    return int(getattr(channel, "id", 0))


def _partial(channel: discord.abc.Messageable, message_id: int) -> discord.PartialMessage:
    get = getattr(channel, "get_partial_message", None)
    if get is None:
        raise TypeError(f"cannot edit messages in {channel!r}")
    message: discord.PartialMessage = get(message_id)
    return message
