"""The running bot behind an interaction, typed: buttons and commands reach the services
through it (as Rapptz/RoboDanny types its interactions with its bot class), without this
module importing the bot, which imports every feature."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

import discord

if TYPE_CHECKING:
    from bot.bot import TablehostBot


def bot_of(interaction: discord.Interaction[Any]) -> TablehostBot:
    return cast("TablehostBot", interaction.client)
