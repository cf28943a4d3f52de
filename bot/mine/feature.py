"""/game mine: your running games at a glance, in a server or in a direct message."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.core.feature import Feature
from bot.core.game_group import DIRECT_MESSAGES
from bot.core.i18n import cmd, user_lang
from bot.core.replies import send
from bot.mine.overview import MyGames

if TYPE_CHECKING:
    from bot.bot import TablehostBot


def _commands(group: app_commands.Group, bot: TablehostBot) -> None:
    games = MyGames(bot.store, bot.tables, bot.timers.now, bot.get_guild)

    @group.command(name=cmd("mine", "mine.cmd.name"),
                   description=cmd("Your running games: whose turn, how long, jump links",
                                   "mine.cmd.description"),
                   extras={DIRECT_MESSAGES: True})
    async def mine(interaction: discord.Interaction[Any]) -> None:
        lang = user_lang(interaction)
        text = await games.text(interaction.user.id, interaction.guild_id, lang)
        await send(interaction, text, ephemeral=True)


FEATURE = Feature("mine", game_commands=_commands)
