"""``python -m bot copy-db``: every table moves to an empty database, every game's log is
replayed there against its snapshot, and a non-empty target is refused."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

import pytest

from bot.__main__ import main
from bot.storage.db import migrate, open_sql
from bot.storage.results import ResultLine
from bot.storage.store import GameStore
from engine.core.registry import get_game


async def _fill(url: str, games: int = 3, moves: int = 4) -> dict[str, int]:
    """Games played with legal moves, a timer, results, a setting: rows per table."""
    sql = await open_sql(url)
    try:
        await migrate(sql)
        store = GameStore(sql)
        game = get_game("toy")
        for number in range(games):
            row = await store.create_lobby(guild_id=5 << 22, channel_id=100 + number,
                                           game_key="toy", host_id=1, max_players=2,
                                           options=game.resolve_options({}))
            state = game.setup(2, number, row.options)
            await store.start(row.id, seats=[1, 2], seed=number, state=state)
            for version in range(moves):
                seat = game.waiting_for(state)[0]
                action = game.legal_actions(state, seat)[0]
                game.apply(state, seat, action)
                assert await store.record_move(row.id, expected_version=version, seat=seat,
                                               action=action, state=state, over=False)
            await store.timers.insert(row.id, "deadline", datetime.now(UTC), {"seat": 0})
            await store.clocks.set_kind(row.id, 2, "away")
        await store.results.add(1, 5 << 22, "toy", [ResultLine(0, 1, 10, 1, True)])
        await store.put_setting("commands_hash:global", "abc")
        counts = {}
        for table in ("games", "actions", "timers", "seat_kinds", "results", "settings"):
            row = await sql.one(f"SELECT COUNT(*) AS n FROM {table}")
            counts[table] = int(row["n"])
        return counts
    finally:
        await sql.close()


async def _counts(url: str, tables) -> dict[str, int]:
    sql = await open_sql(url)
    try:
        return {t: int((await sql.one(f"SELECT COUNT(*) AS n FROM {t}"))["n"]) for t in tables}
    finally:
        await sql.close()


@pytest.mark.parametrize("backend", ["postgresql"], indirect=True)
def test_copy_db_moves_every_row_to_postgresql_and_checks_every_game(tmp_path, database_url,
                                                                     capsys):
    source = f"sqlite:///{tmp_path / 'old.db'}"
    counts = asyncio.run(_fill(source))
    assert main(["copy-db", "--from", source, "--to", database_url]) == 0
    out = capsys.readouterr().out
    assert "3 games" in out and "12 actions" in out and "3 timers" in out
    assert "replayed 3 games: every snapshot matches its log" in out
    assert asyncio.run(_counts(database_url, counts)) == counts

    # The copy goes on working: new rows get new ids after the copied ones.
    async def one_more() -> int:
        sql = await open_sql(database_url)
        try:
            row = await GameStore(sql).create_lobby(guild_id=None, channel_id=999,
                                                    game_key="toy", host_id=1,
                                                    max_players=2, options={})
            return row.id
        finally:
            await sql.close()

    assert asyncio.run(one_more()) == 4

    # A second copy into the now filled database is refused, in one line.
    assert main(["copy-db", "--from", source, "--to", database_url]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "not empty" in err[0] and "games" in err[0]


def test_copy_db_back_to_sqlite_reports_a_snapshot_that_differs_from_its_log(tmp_path, capsys):
    source = f"sqlite:///{tmp_path / 'a.db'}"
    asyncio.run(_fill(source, games=2))

    async def damage() -> None:
        sql = await open_sql(source)
        async with sql.transaction() as tx:
            await tx.write("UPDATE games SET state = ? WHERE id = 2", ('{"forged": 1}',))
        await sql.close()

    asyncio.run(damage())
    assert main(["copy-db", "--from", source, "--to", f"sqlite:///{tmp_path / 'b.db'}"]) == 1
    assert "1 differ from their log: games 2" in capsys.readouterr().out


def test_copy_db_refuses_a_missing_source(tmp_path, capsys):
    assert main(["copy-db", "--from", f"sqlite:///{tmp_path / 'none.db'}",
                 "--to", f"sqlite:///{tmp_path / 'b.db'}"]) == 2
    assert "no database file" in capsys.readouterr().err
