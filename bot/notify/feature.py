"""Turn notices (/notify): mentions, direct messages, reminders and quiet hours."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import discord

from bot.core.feature import Feature, TopLevel
from bot.notify.commands import notify_command
from bot.notify.notices import KINDS, Notices
from bot.play.events import MovePosted

if TYPE_CHECKING:
    from bot.bot import TablehostBot


def _setup(bot: TablehostBot) -> None:
    async def user(user_id: int) -> discord.abc.Messageable | None:
        found = bot.get_user(user_id)
        if found is None:
            try:
                found = await bot.fetch_user(user_id)
            except discord.HTTPException:
                return None
        return found

    notices = Notices(bot.store, bot.tables, bot.timers, bot.channel, user, bot.get_guild)
    bot.tables.announcer.pings = notices
    bot.tables.bus.subscribe(MovePosted, notices.on_posted)
    for kind in KINDS:
        bot.timer_handlers[kind] = notices.on_timer


def _commands(bot: TablehostBot) -> Sequence[TopLevel]:
    return [notify_command(bot.store)]


FEATURE = Feature("notify", commands=_commands, setup=_setup)
