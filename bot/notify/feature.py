"""Turn notices (/notify): mentions, direct messages, reminders and quiet hours."""

from collections.abc import Sequence
from typing import Any

import discord

from bot.core.feature import Feature, TopLevel
from bot.notify.commands import notify_command
from bot.notify.notices import KINDS, Notices


def _setup(bot: Any) -> None:
    async def user(user_id: int) -> discord.abc.Messageable | None:
        found = bot.get_user(user_id)
        if found is None:
            try:
                found = await bot.fetch_user(user_id)
            except discord.HTTPException:
                return None
        return found

    notices = Notices(bot.store, bot.tables, bot.timers, bot._channel, user, bot.get_guild)
    bot.tables.notices = notices
    for kind in KINDS:
        bot.timer_handlers[kind] = notices.on_timer


def _commands(bot: Any) -> Sequence[TopLevel]:
    return [notify_command(bot.store)]


FEATURE = Feature("notify", commands=_commands, setup=_setup)
