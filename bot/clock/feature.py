"""The turn clock and AI seats: timers written with every move, AI seats and away players
moved after every post, /game addbot, away, back and the host's deadline buttons."""

from __future__ import annotations

from typing import TYPE_CHECKING

from discord import app_commands

from bot.clock.buttons import CLOCK_ITEMS
from bot.clock.commands import add_clock_commands
from bot.clock.planner import ClockPlanner
from bot.core.feature import Feature
from bot.play.events import GameForgotten, MoveCommitted, TurnOpened

if TYPE_CHECKING:
    from bot.bot import TablehostBot


def _setup(bot: TablehostBot) -> None:
    planner = ClockPlanner(bot.timers)
    bot.tables.committer.planner = planner
    bus = bot.tables.bus
    bus.subscribe(MoveCommitted, planner.on_commit)
    bus.subscribe(TurnOpened, bot.autoplay.on_turn)
    bus.subscribe(GameForgotten, lambda event: bot.autoplay.forget(event.game_id))


def _commands(group: app_commands.Group, bot: TablehostBot) -> None:
    add_clock_commands(group, bot.autoplay, bot.lobby)


FEATURE = Feature("clock", items=CLOCK_ITEMS, game_commands=_commands, setup=_setup)
