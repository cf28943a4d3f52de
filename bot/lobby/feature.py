"""Lobbies: /game new, join, leave, start, status and abort, their buttons, AI seats added and
removed in the lobby, and the Rematch button under a result."""

from __future__ import annotations

from typing import TYPE_CHECKING

from discord import app_commands

from bot.core.feature import Feature
from bot.lobby.buttons import LOBBY_ITEMS
from bot.lobby.commands import add_lobby_commands
from bot.lobby.rematch import RematchButton, rematch_button

if TYPE_CHECKING:
    from bot.bot import TablehostBot


def _commands(group: app_commands.Group, bot: TablehostBot) -> None:
    add_lobby_commands(group, bot.lobby)


def _setup(bot: TablehostBot) -> None:
    bot.tables.announcer.result_buttons.append(rematch_button)


FEATURE = Feature("lobby", items=(*LOBBY_ITEMS, RematchButton), game_commands=_commands,
                  setup=_setup)
