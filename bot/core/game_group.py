"""The /game group: usable in direct messages for the subcommands that make sense there
(``/game mine``), refused there with one clear answer for every other.

Discord allows or forbids a whole group in direct messages, so the group allows them and
checks each subcommand: one marked ``extras={"direct_messages": True}`` runs anywhere; any
other, used in a direct message, gets the usual "games are played in server channels"
answer and does not run.
"""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands

from bot.core.replies import DIRECT_MESSAGE, Refusal, refuse

log = logging.getLogger(__name__)

DIRECT_MESSAGES = "direct_messages"  # the extras key of a subcommand allowed in DMs


def allowed_in_direct_messages(command: object) -> bool:
    extras = getattr(command, "extras", None) or {}
    return bool(extras.get(DIRECT_MESSAGES))


class ServerOnlyCheck(app_commands.CheckFailure):
    """A server-only subcommand was used in a direct message (already answered)."""


class GameGroup(app_commands.Group):
    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        if interaction.guild_id is not None or allowed_in_direct_messages(interaction.command):
            return True
        await refuse(interaction, Refusal(DIRECT_MESSAGE))
        raise ServerOnlyCheck()

    async def on_error(self, interaction: discord.Interaction[Any],
                       error: app_commands.AppCommandError, /) -> None:
        if isinstance(error, ServerOnlyCheck):
            return
        command = interaction.command
        log.error("Ignoring exception in command %r", command.name if command else None,
                  exc_info=error)
