"""The server's community: /stats, /leaderboard and /rules."""

from collections.abc import Sequence
from typing import Any

from bot.community.commands import community_commands
from bot.core.feature import Feature, TopLevel


def _commands(bot: Any) -> Sequence[TopLevel]:
    return community_commands(bot.store)


FEATURE = Feature("community", commands=_commands)
