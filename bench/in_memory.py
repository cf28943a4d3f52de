"""The real bot on the in-memory Discord (simcord) with a fresh database and a server of
people: what the benches that click through the bot start from."""

from __future__ import annotations

import asyncio
import functools
import itertools
import os
import tempfile
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path
from typing import Any

import simcord

from bot.bot import TablehostBot

BACKENDS = ("sqlite", "postgresql")


@contextmanager
def databases(names: list[str]) -> Iterator[list[Callable[[], str]]]:
    """Per backend named, a function giving the URL of a fresh empty database: a new SQLite
    file, or a new schema on POSTGRES_URL's server or on one pgserver starts here."""
    unknown = sorted(set(names) - set(BACKENDS))
    if unknown:
        raise SystemExit(f"unknown database {', '.join(unknown)}: use {', '.join(BACKENDS)}")
    counter = itertools.count(1)
    with tempfile.TemporaryDirectory() as folder:
        server = None
        urls: list[Callable[[], str]] = []
        for name in names:
            if name == "sqlite":
                urls.append(lambda: f"sqlite:///{Path(folder) / f'bench{next(counter)}.db'}")
                continue
            base = os.environ.get("POSTGRES_URL", "")
            if not base:
                import pgserver

                server = pgserver.get_server(Path(folder) / "pg", cleanup_mode="stop")
                base = server.get_uri()
            urls.append(functools.partial(fresh_schema, base, counter))
        try:
            yield urls
        finally:
            if server is not None:
                server.cleanup()


def fresh_schema(base: str, counter: Iterator[int]) -> str:
    schema = f"bench_{os.getpid()}_{next(counter)}"

    async def create() -> None:
        import asyncpg

        connection = await asyncpg.connect(base)
        try:
            await connection.execute(f"CREATE SCHEMA {schema}")
        finally:
            await connection.close()

    asyncio.run(create())
    separator = "&" if "?" in base else "?"
    return f"{base}{separator}search_path={schema}"


@asynccontextmanager
async def bot_with_people(
    players: int, seed: int, url: str | None = None, picture_workers: int = 0,
    **options: Any,
) -> AsyncIterator[tuple[TablehostBot, Any, Any, list[Any]]]:
    """``(bot, env, guild, people)``: ``players`` members of one server; the games the bot
    opens take the seeds ``seed``, ``seed + 1`` ... ``url``: the database (else a fresh
    SQLite file); ``picture_workers`` and ``options`` as the bot takes them."""
    seeds = itertools.count(seed)
    with tempfile.TemporaryDirectory() as folder:
        bot = TablehostBot(database_url=url or f"sqlite:///{Path(folder) / 'bench.db'}",
                           seed_source=lambda: next(seeds), picture_workers=picture_workers,
                           **options)
        try:
            async with simcord.run(bot, settle_timeout=120) as env:
                # The in-memory Discord's settle waits out every timer shorter than its
                # timeout, and a bench's clicks come back to back: each held announcement
                # goes with the next move, as on a bot whose clicks come within the delay.
                bot.store.announcements.delay = 1e6
                guild = env.create_guild()
                people = [guild.add_member(env.create_user(f"player{i}"))
                          for i in range(players)]
                yield bot, env, guild, people
        finally:
            # simcord detaches the bot without closing it
            if bot.collector is not None:
                bot.collector.stop()
            await bot.sql.close()
