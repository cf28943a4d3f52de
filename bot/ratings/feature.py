"""Skill ratings, stored and moved by each game's results: /leaderboard ranks by them
(bot/community), and every final score sheet names each person's rating change."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.core.feature import Feature
from bot.ratings.board import rating_changes
from bot.ratings.stored import after_results
from bot.storage.store import GameRow

if TYPE_CHECKING:
    from bot.bot import TablehostBot


def _setup(bot: TablehostBot) -> None:
    bot.store.results.after_add = after_results  # a game's results move its ratings
    async def note(row: GameRow, lang: str) -> list[str]:
        return await rating_changes(bot.store, row, lang)

    bot.tables.announcer.result_notes.append(note)


FEATURE = Feature("ratings", setup=_setup)
