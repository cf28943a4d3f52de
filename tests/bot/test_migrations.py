"""The schema is built from the numbered files, from scratch or from the previous version."""

from __future__ import annotations

import json
import sqlite3

import pytest

from bot.storage.db import load_migrations, migrate, open_database, schema_version
from bot.storage.store import GameStore


def tables(path) -> set[str]:
    with sqlite3.connect(path) as conn:
        rows = conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
    return {name for (name,) in rows}


async def test_from_scratch(tmp_path):
    path = tmp_path / "new.db"
    conn = await open_database(path)
    applied = await migrate(conn)
    assert applied == [m.name for m in load_migrations()]
    assert await schema_version(conn) == len(load_migrations())
    assert await migrate(conn) == []  # a second start applies nothing
    async with conn.execute("PRAGMA journal_mode") as cursor:
        assert (await cursor.fetchone())[0] == "wal"
    await conn.close()
    assert {"games", "actions", "settings", "timers", "schema_version"} <= tables(path)


async def test_from_the_previous_version_keeps_every_game(tmp_path):
    path = tmp_path / "old.db"
    latest = len(load_migrations())
    conn = await open_database(path)
    await migrate(conn, upto=latest - 1)
    assert await schema_version(conn) == latest - 1
    store = GameStore(conn)
    row = await store.create_lobby(guild_id=1, channel_id=2, game_key="toy", host_id=3,
                                   max_players=2, options={"rounds": "1"})
    await store.update_lobby(row.id, seats=[3, 4], host_id=3)
    await store.start(row.id, seats=[3, 4], seed=5, state={"players": 2})
    assert await store.record_move(row.id, expected_version=0, seat=0, action={"type": "x"},
                                   state={"players": 2, "moved": True}, over=False)
    await conn.close()

    conn = await open_database(path)
    assert [m for m in await migrate(conn)] == [load_migrations()[-1].name]
    store = GameStore(conn)
    kept = await store.get(row.id)
    assert kept is not None and kept.version == 1 and kept.seats == [3, 4]
    assert json.loads(kept.state_json or "{}") == {"players": 2, "moved": True}
    assert [(e.seat, e.action) for e in await store.action_log(row.id)] == [(0, {"type": "x"})]
    await conn.close()


async def test_the_action_log_is_append_only(tmp_path):
    conn = await open_database(tmp_path / "log.db")
    await migrate(conn)
    store = GameStore(conn)
    row = await store.create_lobby(guild_id=1, channel_id=2, game_key="toy", host_id=3,
                                   max_players=2, options={})
    await store.start(row.id, seats=[3, 4], seed=5, state={})
    await store.record_move(row.id, expected_version=0, seat=0, action={"type": "x"}, state={},
                            over=False)
    for sql in ("UPDATE actions SET seat = 1", "DELETE FROM actions"):
        with pytest.raises(sqlite3.IntegrityError, match="append-only"):
            await conn.execute(sql)
    # A move drawn for an old version is not recorded.
    assert not await store.record_move(row.id, expected_version=0, seat=1, action={"type": "y"},
                                       state={}, over=False)
    assert len(await store.action_log(row.id)) == 1
    await conn.close()


async def test_a_lost_snapshot_is_rebuilt_from_the_log(tmp_path):
    from engine.core.registry import get_game

    conn = await open_database(tmp_path / "replay.db")
    await migrate(conn)
    store = GameStore(conn)
    game = get_game("toy")
    row = await store.create_lobby(guild_id=1, channel_id=2, game_key="toy", host_id=3,
                                   max_players=2, options=game.resolve_options({}))
    state = game.setup(2, 11, row.options)
    await store.start(row.id, seats=[3, 4], seed=11, state=state)
    action = game.legal_actions(state, 0)[0]
    game.apply(state, 0, action)
    await store.record_move(row.id, expected_version=0, seat=0, action=action, state=state,
                            over=False)
    await conn.execute("UPDATE games SET state = 'not json' WHERE id = ?", (row.id,))
    damaged = await store.get(row.id)
    assert damaged is not None
    assert await store.load_state(damaged) == state
    repaired = await store.get(row.id)
    assert repaired is not None and json.loads(repaired.state_json or "") == state
    await conn.close()


async def test_0005_frees_the_ai_kinds_and_keeps_every_seat(tmp_path):
    path = tmp_path / "kinds.db"
    conn = await open_database(path)
    await migrate(conn, upto=4)
    store = GameStore(conn)
    row = await store.create_lobby(guild_id=1, channel_id=2, game_key="toy", host_id=3,
                                   max_players=3, options={})
    await conn.execute("INSERT INTO seat_kinds VALUES (?, -201, 'heuristic')", (row.id,))
    await conn.execute("INSERT INTO seat_kinds VALUES (?, 3, 'away')", (row.id,))
    with pytest.raises(sqlite3.IntegrityError, match="CHECK"):  # the old fixed list
        await conn.execute("INSERT INTO seat_kinds VALUES (?, -1, 'steady')", (row.id,))
    await conn.close()

    conn = await open_database(path)
    assert await migrate(conn, upto=5) == ["0005_open_seat_kinds"]
    await conn.execute("INSERT INTO seat_kinds VALUES (?, -1, 'steady')", (row.id,))
    async with conn.execute("SELECT user_id, kind FROM seat_kinds ORDER BY user_id") as cursor:
        assert [tuple(r) for r in await cursor.fetchall()] == [
            (-201, "heuristic"), (-1, "steady"), (3, "away")]
    kept = await GameStore(conn).get(row.id)
    assert kept is not None and kept.ai_kinds == {-201: "heuristic", -1: "steady"}
    await conn.close()
