"""Putting a message out: the answer to a click or a channel message, with the picture
that follows where it was not drawn in time (bot/play/announce.py decides what to say)."""

from __future__ import annotations

import asyncio
from collections.abc import Iterable
from typing import Any

import discord

from bot.core import texts
from bot.core.i18n import guild_lang
from bot.core.replies import pings, send

# How long a move's answer may wait for its picture before posting without it (the picture
# then follows); Discord wants an answer within 3 s.
PICTURE_WAIT = 1.5

Target = discord.Interaction[Any] | discord.abc.Messageable


def public_lang(target: Target) -> str:
    """The server's language, for what a click or a timer posts in the channel."""
    return guild_lang(getattr(target, "guild", None))


async def post(target: Target, content: str, *, view: discord.ui.View | None,
               file: discord.File | None, ping: Iterable[int]) -> discord.Message | None:
    """A public message: the click's answer (or follow-up), or a channel message."""
    if isinstance(target, discord.Interaction):
        if content:
            return await send(target, content, ephemeral=False, view=view, file=file,
                              ping=ping)
        if file is not None:
            return await target.followup.send(file=file, wait=True)
        return None
    kwargs: dict[str, Any] = {"allowed_mentions": pings(ping)}
    if content:
        kwargs["content"] = texts.clip(content)
    if view is not None:
        kwargs["view"] = view
    if file is not None:
        kwargs["file"] = file
    return await target.send(**kwargs)


async def attach_late(target: Target, message: discord.Message | None,
                       task: asyncio.Task[discord.File | None]) -> None:
    """A picture drawn after its post went out: added to the post (a post of its own where
    Discord did not say which message the post is)."""
    late = await task
    if late is None:
        return
    if message is not None:
        try:
            await message.edit(attachments=[late])
            return
        except discord.HTTPException:
            late.reset()  # the same file again, for the fallback below
    await post(target, "", view=None, file=late, ping=())


async def nothing_to_record() -> None:
    return None


def channel_of(target: Target) -> discord.abc.Messageable | None:
    channel = target.channel if isinstance(target, discord.Interaction) else target
    return channel if isinstance(channel, discord.abc.Messageable) else None


def channel_id(channel: discord.abc.Messageable) -> int:
    return int(getattr(channel, "id", 0))


async def picture_in_time(
    task: asyncio.Task[discord.File | None] | None,
) -> discord.File | None:
    if task is None:
        return None
    done, _ = await asyncio.wait({task}, timeout=PICTURE_WAIT)
    return task.result() if done else None
