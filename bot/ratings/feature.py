"""Skill ratings: /leaderboard ranks by them (bot/community), and every final score sheet
names each person's rating change."""

from typing import Any

from bot.core.feature import Feature
from bot.ratings.board import rating_changes


def _setup(bot: Any) -> None:
    async def note(row: Any, lang: str) -> list[str]:
        return await rating_changes(bot.store, row, lang)

    bot.tables.result_notes.append(note)


FEATURE = Feature("ratings", setup=_setup)
