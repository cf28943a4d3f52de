"""The bot fixtures of tests/bot for the Ladies & Gentlemen games played in Discord."""

from __future__ import annotations

from tests.bot.conftest import bots, db_path, simcord_bot  # noqa: F401
