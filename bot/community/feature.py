"""The server's community: /stats, /leaderboard and /rules."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from bot.community.commands import community_commands
from bot.core.feature import Feature, TopLevel

if TYPE_CHECKING:
    from bot.bot import TablehostBot


def _commands(bot: TablehostBot) -> Sequence[TopLevel]:
    return community_commands(bot.store)


FEATURE = Feature("community", commands=_commands)
