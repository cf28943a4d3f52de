"""The database at scale, SQLite and PostgreSQL side by side in one run.

Builds N games (default 10,000: 40 % running, 60 % finished with results; four of 2,000
people at each table) with about 215 log rows each (2.15 million at the default), then
measures on each backend: per-move commit (record_move) p50/p99, the /game status lookup
(the channel's latest game), start-up (the games it must look at, and loading them),
/leaderboard (the stored ratings), /game mine (one person's running games) and /stats; the
same reads on an empty database beside them, and the ratio.

PostgreSQL: POSTGRES_URL (an empty database) or, by default, a temporary server started
with pgserver (pip install -e '.[test]').

    .venv/bin/python bench/db_bench.py [--games 10000] [--moves 500]
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.in_memory import fresh_schema
from bot.ratings.board import ratings_of
from bot.ratings.stored import rerate
from bot.storage.db import migrate, open_sql
from bot.storage.sql import Sql
from bot.storage.store import GameStore

NOW = "2025-01-01T00:00:00+00:00"
STATE = json.dumps({"players": 4, "board": list(range(400)), "hands": [[1, 2, 3]] * 4})
GUILDS = 50
PEOPLE = 2000
ME = 7  # whose /game mine and /stats are timed


def rows_for(games: int, log_rows: int, seed: int = 1) -> dict[str, list[tuple[Any, ...]]]:
    rng = random.Random(seed)
    tables: dict[str, list[tuple[Any, ...]]] = {"games": [], "actions": [], "results": [],
                                                "seat_kinds": [], "timers": [],
                                                "game_seats": []}
    for game_id in range(1, games + 1):
        running = game_id % 5 < 2
        guild = (1000 + game_id % GUILDS) << 22
        moves = rng.randint(log_rows // 2, log_rows * 3 // 2)
        people = rng.sample(range(1, PEOPLE + 1), 4)
        tables["games"].append((game_id, guild, game_id, "toy", "running" if running else "over",
                                people[0], json.dumps(people), 4, "{}", game_id, STATE, moves,
                                NOW, NOW, moves, 0))
        tables["game_seats"] += [(game_id, seat, user) for seat, user in enumerate(people)]
        for seq in range(1, moves + 1):
            tables["actions"].append((game_id, seq, seq % 4,
                                      json.dumps({"type": "play", "card": rng.randint(1, 60),
                                                  "n": seq % 7}), NOW))
        if running and game_id % 10 == 0:  # an AI seat in one running game of four
            tables["seat_kinds"].append((game_id, -1, "heuristic"))
            tables["timers"].append((game_id, "deadline", "2030-01-01T00:00:00.000000+00:00",
                                     '{"seat": 0}', NOW))
        if not running:
            for seat in range(4):
                tables["results"].append((game_id, seat, guild, "toy", people[seat],
                                          rng.randint(0, 90), seat + 1, int(seat == 0), NOW,
                                          None))
    return tables


COLUMNS = {
    "games": ("id", "guild_id", "channel_id", "game_key", "status", "host_id", "seats",
              "max_players", "options", "seed", "state", "version", "created_at", "updated_at",
              "announced_version", "results_pending"),
    "actions": ("game_id", "seq", "seat", "action", "created_at"),
    "results": ("game_id", "seat", "guild_id", "game_key", "user_id", "score", "rank", "won",
                "finished_at", "team"),
    "seat_kinds": ("game_id", "user_id", "kind"),
    "timers": ("game_id", "kind", "due_at", "payload", "created_at"),
    "game_seats": ("game_id", "seat", "user_id"),
}


async def load(sql: Sql, tables: dict[str, list[tuple[Any, ...]]]) -> None:
    from bot.storage.copy import _insert, _move_identities

    for table, rows in tables.items():
        for start in range(0, len(rows), 50_000):
            await _insert(sql, table, COLUMNS[table], rows[start:start + 50_000])
    await _move_identities(sql)
    await rerate(GameStore(sql))  # the stored ratings, as the bot keeps them
    await sql.one("ANALYZE")


async def timed(call: Callable[[], Awaitable[Any]], times: int) -> list[float]:
    out = []
    for _ in range(times):
        started = time.perf_counter()
        await call()
        out.append((time.perf_counter() - started) * 1000)
    return out


def p(values: list[float], q: float) -> float:
    return statistics.quantiles(values, n=100)[int(q) - 1] if len(values) > 1 else values[0]


async def reads(store: GameStore) -> dict[str, Any]:
    """What must not grow with the games stored: start-up, /leaderboard, /game mine and
    /stats."""

    async def start_up() -> int:
        resumed = await store.resumable_games()
        others = await store.finished_without_results() + await store.announcements.behind()
        await store.ratings.missing()
        for row in resumed:
            await store.load_state(row)
        for game_id in others:
            row = await store.get(game_id)
            assert row is not None
            await store.load_state(row)
        return len(resumed) + len(others)

    started = time.perf_counter()
    touched = await start_up()
    startup = (time.perf_counter() - started) * 1000
    guild = (1000 + ME) << 22
    leaderboard = await timed(lambda: ratings_of(store, guild, "toy"), 200)
    mine = await timed(lambda: store.seated.running_with(ME), 200)
    stats = await timed(lambda: store.results.player_stats(guild, ME), 200)
    return {"leaderboard_p50": p(leaderboard, 50), "stats_p50": p(stats, 50),
            "mine_p50": p(mine, 50), "startup_ms": startup, "startup_games": touched}


async def measure_empty(url: str) -> dict[str, Any]:
    sql = await open_sql(url)
    try:
        await migrate(sql)
        return await reads(GameStore(sql))
    finally:
        await sql.close()


async def measure(url: str, tables: dict[str, list[tuple[Any, ...]]], moves: int
                  ) -> dict[str, Any]:
    sql = await open_sql(url)
    try:
        await migrate(sql)
        started = time.perf_counter()
        await load(sql, tables)
        build = time.perf_counter() - started
        store = GameStore(sql)
        rng = random.Random(2)
        running = [g for g in tables["games"] if g[4] == "running"]
        versions = {g[0]: g[11] for g in running}
        state = json.loads(STATE)

        async def one_move() -> None:
            game_id = rng.choice(running)[0]
            ok = await store.record_move(game_id, expected_version=versions[game_id], seat=0,
                                         action={"type": "play", "card": 1}, state=state,
                                         over=False)
            assert ok
            versions[game_id] += 1

        read = await reads(store)  # (before the moves, which nobody announces)
        commit = await timed(one_move, moves)
        status = await timed(lambda: store.latest_in_channel(rng.randint(1, len(tables["games"]))),
                             moves)
        return {"build_s": build, "commit_p50": p(commit, 50), "commit_p99": p(commit, 99),
                "status_p50": p(status, 50), "status_p99": p(status, 99), **read}
    finally:
        await sql.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--log-rows", type=int, default=215, help="average log rows per game")
    parser.add_argument("--moves", type=int, default=500, help="timed moves per backend")
    args = parser.parse_args()
    tables = rows_for(args.games, args.log_rows)
    print(f"{args.games} games, {len(tables['actions'])} action rows, "
          f"{len(tables['results'])} results")
    server = None
    with tempfile.TemporaryDirectory() as folder:
        postgres = os.environ.get("POSTGRES_URL", "")
        if not postgres:
            import pgserver

            server = pgserver.get_server(Path(folder) / "pg", cleanup_mode="stop")
            postgres = server.get_uri()
        results = {}
        try:
            for name, url, empty in (
                    ("SQLite", f"sqlite:///{Path(folder) / 'bench.db'}",
                     f"sqlite:///{Path(folder) / 'empty.db'}"),
                    ("PostgreSQL", postgres, fresh_schema(postgres, itertools.count(1)))):
                results[name] = asyncio.run(measure(url, tables, args.moves))
                results[name + " empty"] = asyncio.run(measure_empty(empty))
                if name == "SQLite":
                    size = (Path(folder) / "bench.db").stat().st_size
                    results[name]["size_mb"] = size / 1e6
        finally:
            if server is not None:
                server.cleanup()
    rows = [("build (s)", "build_s"), ("per-move commit p50 (ms)", "commit_p50"),
            ("per-move commit p99 (ms)", "commit_p99"), ("/game status p50 (ms)", "status_p50"),
            ("/game status p99 (ms)", "status_p99")]
    print(f"| {'':28} | {'SQLite':>10} | {'PostgreSQL':>10} |")
    print(f"|{'-' * 30}|{'-' * 12}|{'-' * 12}|")
    for label, key in rows:
        a, b = results["SQLite"][key], results["PostgreSQL"][key]
        print(f"| {label:28} | {a:10.2f} | {b:10.2f} |")
    compared = [("/leaderboard p50 (ms)", "leaderboard_p50"), ("/game mine p50 (ms)", "mine_p50"),
                ("/stats p50 (ms)", "stats_p50"), ("start-up (ms)", "startup_ms"),
                ("games start-up reads", "startup_games")]
    print()
    print(f"| {'':24} | {'SQLite':>9} | {'empty':>7} | {'ratio':>6} | {'PostgreSQL':>10} |"
          f" {'empty':>7} | {'ratio':>6} |")
    print(f"|{'-' * 26}|{'-' * 11}|{'-' * 9}|{'-' * 8}|{'-' * 12}|{'-' * 9}|{'-' * 8}|")
    for label, key in compared:
        cells = []
        for name in ("SQLite", "PostgreSQL"):
            full, empty = results[name][key], results[name + " empty"][key]
            ratio = f"{full / empty:.2f}" if empty else "-"
            cells += [f"{full:9.2f}", f"{empty:7.2f}", f"{ratio:>6}"]
        print(f"| {label:24} | {cells[0]} | {cells[1]} | {cells[2]} | {cells[3]:>10} |"
              f" {cells[4]} | {cells[5]} |")


if __name__ == "__main__":
    main()
