"""Looking on and looking back: Watch, /game undo (and taking back one's own move), log,
export and replay."""

from __future__ import annotations

from typing import TYPE_CHECKING

from discord import app_commands

from bot.core.feature import Feature
from bot.history.log import add_history_commands
from bot.history.replay import add_replay_command
from bot.history.takeback import TakeBackButton, TakeBackPromptButton
from bot.history.undo import UndoVoteButton
from bot.history.undo_lapse import LapsedRequests
from bot.history.watch import WatchButton, watch_button
from bot.play.events import GameForgotten, MoveCommitted, MovePosted

if TYPE_CHECKING:
    from bot.bot import TablehostBot


def _commands(group: app_commands.Group, bot: TablehostBot) -> None:
    add_history_commands(group)
    add_replay_command(group)


def _setup(bot: TablehostBot) -> None:
    buttons = bot.tables.announcer.prompt_buttons
    buttons.append(TakeBackPromptButton(bot.tables.takebacks))
    bot.tables.menus.confirmation_buttons.append(TakeBackPromptButton(bot.tables.takebacks))
    buttons.append(lambda row, snap, lang: watch_button(row.id, lang))
    lapsed = LapsedRequests(bot.store, bot.channel)
    bus = bot.tables.bus
    bus.subscribe(MoveCommitted, lapsed.on_commit)
    bus.subscribe(MovePosted, lapsed.on_posted)
    bus.subscribe(GameForgotten, lapsed.on_forgotten)


FEATURE = Feature("history", items=(WatchButton, UndoVoteButton, TakeBackButton),
                  game_commands=_commands, setup=_setup)
