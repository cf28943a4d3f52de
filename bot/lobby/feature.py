"""Lobbies: /game new, join, leave, start, status and abort, and their buttons."""

from typing import Any

from discord import app_commands

from bot.core.feature import Feature
from bot.lobby.buttons import LOBBY_ITEMS
from bot.lobby.commands import add_lobby_commands


def _commands(group: app_commands.Group, bot: Any) -> None:
    add_lobby_commands(group, bot.lobby)


FEATURE = Feature("lobby", items=LOBBY_ITEMS, game_commands=_commands)
