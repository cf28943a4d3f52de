"""game_seats (migrations/0012_game_seats.sql): every game's seats in an indexed table of
their own, kept in step with games.seats, and backfilled for the games stored before it."""

from __future__ import annotations

import json

import pytest

from bot.storage.db import migrate, open_sql
from bot.storage.store import GameStore

pytestmark = pytest.mark.both_backends
NOW = "2026-01-01T00:00:00+00:00"


async def seats_of(store: GameStore, game_id: int) -> list[int]:
    rows = await store.sql.all("SELECT seat, user_id FROM game_seats WHERE game_id = ?"
                               " ORDER BY seat", (game_id,))
    return [int(r["user_id"]) for r in rows]


async def test_the_seats_table_follows_the_lobby_and_the_start(database_url):
    sql = await open_sql(database_url)
    try:
        await migrate(sql)
        store = GameStore(sql)
        row = await store.create_lobby(guild_id=1, channel_id=2, game_key="toy", host_id=3,
                                       max_players=3, options={})
        assert await seats_of(store, row.id) == [3]
        await store.update_lobby(row.id, seats=[3, 4, -1], host_id=3)
        assert await seats_of(store, row.id) == [3, 4, -1]
        await store.start(row.id, seats=[4, 3, -1], seed=5, state={})
        assert await seats_of(store, row.id) == [4, 3, -1]
        assert [g.game_id for g in await store.seated.running_with(4)] == [row.id]
        assert [g.game_id for g in await store.seated.running_with(4, guild_id=1)] == [row.id]
        assert await store.seated.running_with(4, guild_id=9) == []
        assert await store.seated.running_with(34) == []  # '34' is no seat, though '3,4' is
    finally:
        await sql.close()


async def test_0012_fills_the_seats_of_the_games_stored_before_it(database_url):
    sql = await open_sql(database_url)
    try:
        await migrate(sql, upto=11)
        async with sql.transaction() as tx:
            await tx.write(
                "INSERT INTO games (guild_id, channel_id, game_key, status, host_id, seats,"
                " max_players, options, created_at, updated_at) VALUES"
                " (1, 2, 'toy', 'running', 3, ?, 3, '{}', ?, ?)",
                (json.dumps([3, -2, 1 << 60]), NOW, NOW))
        await migrate(sql)
        store = GameStore(sql)
        game_id = (await store.running_games())[0]
        assert await seats_of(store, game_id) == [3, -2, 1 << 60]
        assert [g.game_id for g in await store.seated.running_with(1 << 60)] == [game_id]
    finally:
        await sql.close()
