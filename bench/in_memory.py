"""The real bot on the in-memory Discord (simcord) with a fresh SQLite database and a
server of people: what the benches that click through the bot start from."""

from __future__ import annotations

import itertools
import tempfile
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import simcord

from bot.bot import TablehostBot


@asynccontextmanager
async def bot_with_people(players: int, seed: int,
                          ) -> AsyncIterator[tuple[TablehostBot, Any, Any, list[Any]]]:
    """``(bot, env, guild, people)``: ``players`` members of one server; the games the bot
    opens take the seeds ``seed``, ``seed + 1`` ..."""
    seeds = itertools.count(seed)
    with tempfile.TemporaryDirectory() as folder:
        bot = TablehostBot(database_url=f"sqlite:///{Path(folder) / 'bench.db'}",
                           seed_source=lambda: next(seeds))
        try:
            async with simcord.run(bot, settle_timeout=120) as env:
                guild = env.create_guild()
                people = [guild.add_member(env.create_user(f"player{i}"))
                          for i in range(players)]
                yield bot, env, guild, people
        finally:
            await bot.sql.close()  # simcord detaches the bot without closing it
