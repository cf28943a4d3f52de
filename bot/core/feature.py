"""A feature of the bot: its buttons and selects (discord.py DynamicItems) and its commands.

``bot/bot.py`` collects every feature's parts from its list of features, so no feature needs
to know any other's buttons. ``bot`` below is the running ``TablehostBot`` (typed loosely so
no feature imports the module that imports them all).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from discord import app_commands

from bot.core.components import DynamicItems

TopLevel = app_commands.Command[Any, ..., Any] | app_commands.Group


@dataclass(frozen=True)
class Feature:
    name: str
    # Its buttons and selects, found again from their custom_id after a restart.
    items: DynamicItems = ()
    # Adds its subcommands to the shared /game group: (group, bot).
    game_commands: Callable[[app_commands.Group, Any], None] | None = None
    # Its top-level slash commands: (bot) -> commands.
    commands: Callable[[Any], Sequence[TopLevel]] | None = None
    # Wires it to the other services once they exist: (bot).
    setup: Callable[[Any], None] | None = None
