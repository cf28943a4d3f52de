"""The turn clock and AI seats: /game addbot, away, back and the host's deadline buttons."""

from typing import Any

from discord import app_commands

from bot.clock.buttons import CLOCK_ITEMS
from bot.clock.commands import add_clock_commands
from bot.core.feature import Feature


def _commands(group: app_commands.Group, bot: Any) -> None:
    add_clock_commands(group, bot.autoplay)


FEATURE = Feature("clock", items=CLOCK_ITEMS, game_commands=_commands)
