"""The /game group: usable in direct messages for the subcommands that make sense there
(``/game mine``), refused there with one clear answer for every other.

Discord allows or forbids a whole group in direct messages, so the group allows them and
the bot's command tree checks each use before it runs: a subcommand marked
``extras={"direct_messages": True}`` runs anywhere; any other subcommand of a
:class:`GameGroup`, used in a direct message, gets the usual "games are played in server
channels" answer and does not run.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.core.replies import DIRECT_MESSAGE, Refusal, refuse

DIRECT_MESSAGES = "direct_messages"  # the extras key of a subcommand allowed in DMs


class GameGroup(app_commands.Group):
    """A group whose subcommands are for server channels unless marked for DMs."""


def server_only_here(interaction: discord.Interaction[Any]) -> bool:
    """Whether this is a server-only /game subcommand used in a direct message."""
    if interaction.guild_id is not None:
        return False
    if interaction.type is not discord.InteractionType.application_command:
        return False
    command = interaction.command
    if not isinstance(command, app_commands.Command):
        return False
    if not isinstance(command.parent, GameGroup):
        return False
    return not command.extras.get(DIRECT_MESSAGES)


class CommandTree(app_commands.CommandTree[Any]):
    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        if server_only_here(interaction):
            await refuse(interaction, Refusal(DIRECT_MESSAGE))
            return False
        return True
