"""Looking on and looking back: Watch, /game undo, log, export and replay."""

from typing import Any

from discord import app_commands

from bot.core.feature import Feature
from bot.history.log import add_history_commands
from bot.history.replay import add_replay_command
from bot.history.undo import UndoVoteButton
from bot.history.watch import WatchButton, watch_button


def _commands(group: app_commands.Group, bot: Any) -> None:
    add_history_commands(group)
    add_replay_command(group)


def _setup(bot: Any) -> None:
    bot.tables.prompt_items.append(watch_button)


FEATURE = Feature("history", items=(WatchButton, UndoVoteButton), game_commands=_commands,
                  setup=_setup)
