"""The bot fixtures of tests/bot, for Ladies & Gentlemen played through the in-memory
Discord."""

from __future__ import annotations

from tests.bot.conftest import bots, db_path, simcord_bot

__all__ = ["bots", "db_path", "simcord_bot"]
