"""The event loop's CPU for a click's storage work on SQLite and on PostgreSQL, side by side
(bench/db_bench.py prints it after the database at scale; ``--clicks 0`` skips it).

A click reads its game, writes the move and records its turn post: one at a time, and ten
at once across ten games (each move then carries the records held before it). SQLite's
own work runs in aiosqlite's thread, PostgreSQL's protocol on the event loop; what the loop
spends on each is timed on the main thread's CPU clock, which a loaded machine's waits do
not reach.
"""

from __future__ import annotations

import asyncio
import json
import statistics
import time
from typing import Any

from bot.storage.db import migrate, open_sql
from bot.storage.prompts import PromptMessage
from bot.storage.store import GameStore

GUILD = 1 << 22
STATE = json.dumps({"players": 4, "board": list(range(400)), "hands": [[1, 2, 3]] * 4})


async def click_stores(urls: dict[str, str], games: int) -> dict[str, list[list[Any]]]:
    """Per backend: a store on an empty database with ``games`` running games, and each
    game's version."""
    found: dict[str, list[list[Any]]] = {}
    for name, url in urls.items():
        sql = await open_sql(url)
        await migrate(sql)
        store = GameStore(sql)
        found[name] = []
        for channel in range(1, games + 1):
            row = await store.create_lobby(guild_id=GUILD, channel_id=channel, game_key="toy",
                                           host_id=1, max_players=4, options={},
                                           seats=[1, 2, 3, 4])
            await store.start(row.id, seats=[1, 2, 3, 4], seed=1, state=json.loads(STATE))
            found[name].append([store, row.id, 0])
    return found


async def click_cpu(urls: dict[str, str], clicks: int, rounds: int,
                    at_once: int = 1) -> dict[str, float]:
    """The event loop's CPU (the main thread's clock) for a click's storage work as the bot
    does it: read the game, write the move, record its turn post; one click at a time, or
    ``at_once`` clicks across as many games together. The backends take turns round by
    round (the first one first on even rounds); the median of the rounds, in microseconds
    per click. SQLite's own work runs in aiosqlite's thread and is not the loop's;
    PostgreSQL's protocol runs on the loop."""
    stores = await click_stores(urls, at_once)
    state = json.loads(STATE)

    async def one(entry: list[Any]) -> None:
        store, game_id, version = entry
        await store.get(game_id)
        assert await store.record_move(game_id, expected_version=version, seat=0,
                                       action={"type": "play", "card": 1}, state=state,
                                       over=False, bot_to_act=False)
        await store.announcements.record(game_id, version + 1, PromptMessage(
            game_id, 1, 10 + version, version + 1, version + 1))
        entry[2] += 1

    async def click(entries: list[list[Any]]) -> None:
        if len(entries) == 1:
            await one(entries[0])
        else:
            await asyncio.gather(*(one(entry) for entry in entries))

    spent: dict[str, list[float]] = {name: [] for name in stores}
    try:
        for entry in stores.values():  # warm: statements prepared, pages cached
            for _ in range(clicks):
                await click(entry)
        for round_ in range(rounds):
            names = list(stores) if round_ % 2 == 0 else list(reversed(stores))
            for name in names:
                started = time.thread_time()
                for _ in range(clicks):
                    await click(stores[name])
                spent[name].append((time.thread_time() - started) * 1e6 / clicks / at_once)
    finally:
        for entries in stores.values():
            await entries[0][0].sql.close()
    return {name: statistics.median(found) for name, found in spent.items()}
