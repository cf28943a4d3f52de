"""Lobbies: /game new, join, leave, start, status and abort, and their buttons."""

from __future__ import annotations

from typing import TYPE_CHECKING

from discord import app_commands

from bot.core.feature import Feature
from bot.lobby.buttons import LOBBY_ITEMS
from bot.lobby.commands import add_lobby_commands

if TYPE_CHECKING:
    from bot.bot import TablehostBot


def _commands(group: app_commands.Group, bot: TablehostBot) -> None:
    add_lobby_commands(group, bot.lobby)


FEATURE = Feature("lobby", items=LOBBY_ITEMS, game_commands=_commands)
