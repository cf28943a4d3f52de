"""A feature of the bot: its buttons and selects (discord.py DynamicItems), its commands and
how it plugs into the tables.

``bot/bot.py`` collects every feature's parts from its list of features, so no feature needs
to know any other's buttons. ``bot`` below is the running ``TablehostBot``, imported for the
type checker only (as Rapptz/RoboDanny does), since bot/bot.py imports every feature.
A feature's ``setup`` subscribes to the tables' events (bot/play/events.py) and gives the
answers the road asks for (bot/play/commit.py, bot/play/announce.py).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from discord import app_commands

from bot.core.components import DynamicItems

if TYPE_CHECKING:
    from bot.bot import TablehostBot

TopLevel = app_commands.Command[Any, ..., Any] | app_commands.Group


@dataclass(frozen=True)
class Feature:
    name: str
    # Its buttons and selects, found again from their custom_id after a restart.
    items: DynamicItems = ()
    # Adds its subcommands to the shared /game group.
    game_commands: Callable[[app_commands.Group, TablehostBot], None] | None = None
    # Its top-level slash commands.
    commands: Callable[[TablehostBot], Sequence[TopLevel]] | None = None
    # Wires it to the tables and the other services once they exist.
    setup: Callable[[TablehostBot], None] | None = None
