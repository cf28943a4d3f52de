"""Looking on and looking back: Watch, /game undo, log, export and replay."""

from __future__ import annotations

from typing import TYPE_CHECKING

from discord import app_commands

from bot.core.feature import Feature
from bot.history.log import add_history_commands
from bot.history.replay import add_replay_command
from bot.history.undo import UndoVoteButton
from bot.history.watch import WatchButton, watch_button

if TYPE_CHECKING:
    from bot.bot import TablehostBot


def _commands(group: app_commands.Group, bot: TablehostBot) -> None:
    add_history_commands(group)
    add_replay_command(group)


def _setup(bot: TablehostBot) -> None:
    bot.tables.announcer.prompt_buttons.append(
        lambda row, snap, lang: watch_button(row.id, lang))


FEATURE = Feature("history", items=(WatchButton, UndoVoteButton), game_commands=_commands,
                  setup=_setup)
