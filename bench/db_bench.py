"""The database at scale, SQLite and PostgreSQL side by side in one run.

Builds N games (default 10,000: 40 % running, one in four of those with an AI seat and a
timer, a few of them waiting for their AI at the stop; 60 % finished with results; four of
2,000 people at each table) with about 215 log rows each (2.15 million at the default), then
measures on each backend: per-move commit (record_move) p50/p99, the /game status lookup
(the channel's latest game), start-up (the games it must look at, and loading them),
/leaderboard (the stored ratings), /game mine (one person's running games) and /stats.

Those last four must not grow with the games stored (issue 24: within 1.2x). Each is timed
beside the same call on a reference database holding only the rows its answers are made of
(the timed server's games, the timed person's games and the games waiting for the bot: the
same answers, about 3 % of the games), and on an empty one. The calls alternate between the
databases, after a warm-up on each (prepared statements, plans, caches), and the medians of
many repetitions are compared, so a burst of load on the machine falls on both sides.

PostgreSQL: POSTGRES_URL (an empty database) or, by default, a temporary server started
with pgserver (pip install -e '.[test]'). ``--explain`` prints, for every statement of the four
reads, PostgreSQL's own time executing it at full size and on the reference, and its plan.

    .venv/bin/python bench/db_bench.py [--games 10000] [--moves 500] [--explain]
"""

from __future__ import annotations

import argparse
import asyncio
import gc
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

from bench.db_clicks import STATE, click_cpu
from bench.in_memory import fresh_schema
from bot.ratings.board import ratings_of
from bot.ratings.stored import rerate
from bot.storage.db import migrate, open_sql
from bot.storage.sql import Sql
from bot.storage.store import GameStore

NOW = "2025-01-01T00:00:00+00:00"
GUILDS = 50
PEOPLE = 2000
ME = 7  # whose /game mine and /stats are timed
BURST = 10  # clicks at once in the second loop-CPU comparison


def rows_for(games: int, log_rows: int, waiting: int = 10, seed: int = 1
             ) -> dict[str, list[tuple[Any, ...]]]:
    """The tables' rows; ``waiting``: how many games with an AI seat wait for it (the bot
    stopped while their AI was about to move), marked ``bot_to_act``."""
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
                                NOW, NOW, moves, 0, 0))
        tables["game_seats"] += [(game_id, seat, user) for seat, user in enumerate(people)]
        for seq in range(1, moves + 1):
            tables["actions"].append((game_id, seq, seq % 4,
                                      json.dumps({"type": "play", "card": rng.randint(1, 60),
                                                  "n": seq % 7}), NOW))
        if running and game_id % 10 == 0:  # an AI seat in one running game of four
            if waiting > 0:
                waiting -= 1
                row = tables["games"][-1]
                tables["games"][-1] = (*row[:-1], 1)
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
              "announced_version", "results_pending", "bot_to_act"),
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
    connections = getattr(sql, "connections", None)
    if connections is None:
        await sql.one("ANALYZE")
    else:  # as autovacuum leaves the tables (which would otherwise run during the timing)
        async with connections.lease() as conn:
            await conn.execute("VACUUM ANALYZE")


GUILD = (1000 + ME) << 22  # whose /leaderboard and /stats are timed


def answer_rows(tables: dict[str, list[tuple[Any, ...]]]) -> dict[str, list[tuple[Any, ...]]]:
    """Only the rows the timed reads answer from: the timed server's games, the timed
    person's games and the games waiting for the bot (the same answers from a small
    database)."""
    kept = {g[0] for g in tables["games"] if g[1] == GUILD or g[-1] == 1}
    kept |= {row[0] for row in tables["game_seats"] if row[2] == ME}
    return {table: [row for row in rows if row[0] in kept] for table, rows in tables.items()}


def p(values: list[float], q: float) -> float:
    return statistics.quantiles(values, n=100)[int(q) - 1] if len(values) > 1 else values[0]


async def start_up(store: GameStore) -> int:
    """What start-up reads: the games waiting for the bot (their snapshots parsed), the
    finished games without results, the games with unannounced moves, the ratings check."""
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


Read = Callable[[GameStore], Awaitable[Any]]
READS: dict[str, tuple[Read, int]] = {  # the call, and how many times it is timed
    "leaderboard": (lambda s: ratings_of(s, GUILD, "toy"), 400),
    "mine": (lambda s: s.seated.running_with(ME), 400),
    "stats": (lambda s: s.results.player_stats(GUILD, ME), 400),
    "startup": (start_up, 200),
}


async def side_by_side(stores: list[GameStore]) -> dict[str, list[float]]:
    """Each read's median ms on each store, the stores taking turns call by call (the first
    store first on even rounds, last on odd ones), after a warm-up on each; then the ratio of
    the first store's call to the second's within each round (the two calls next to each
    other, under the same load): its median and quartiles."""
    out: dict[str, list[float]] = {}
    for name, (read, times) in READS.items():
        timings: list[list[float]] = [[] for _ in stores]
        for store in stores:
            for _ in range(10):
                await read(store)
        for round_ in range(times):
            order = list(enumerate(stores))
            for index, store in order if round_ % 2 == 0 else reversed(order):
                started = time.perf_counter()
                await read(store)
                timings[index].append((time.perf_counter() - started) * 1000)
        paired = statistics.quantiles([a / b for a, b in zip(*timings[:2], strict=True)], n=4)
        out[name] = [*(statistics.median(found) for found in timings), paired[1], paired[0],
                     paired[2]]
    return out


async def timed(call: Callable[[], Awaitable[Any]], times: int) -> list[float]:
    out = []
    for _ in range(times):
        started = time.perf_counter()
        await call()
        out.append((time.perf_counter() - started) * 1000)
    return out


class Recording:
    """A store's database handle that keeps the statements the reads run (for --explain)."""

    def __init__(self, sql: Sql) -> None:
        self.sql, self.dialect, self.seen = sql, sql.dialect, list[tuple[str, tuple[Any, ...]]]()
        self.statements = self.commits = 0

    async def one(self, statement: str, params: Any = ()) -> Any:
        self.seen.append((statement, tuple(params)))
        return await self.sql.one(statement, params)

    async def all(self, statement: str, params: Any = ()) -> list[Any]:
        self.seen.append((statement, tuple(params)))
        return await self.sql.all(statement, params)


async def explain(full: Sql, reference: Sql) -> None:
    """Every statement each timed read runs, run by PostgreSQL (EXPLAIN ANALYZE, seven times)
    at full size and on the reference: the server's own time, which the machine's load and
    the round trips do not reach, and the pages read; then its plan at full size."""
    from bot.storage.postgres import numbered

    recorded = Recording(full)
    for label, (read, _) in READS.items():
        recorded.seen.clear()
        await read(GameStore(recorded))  # type: ignore[arg-type]
        spent = [0.0, 0.0]
        for statement, params in dict.fromkeys(recorded.seen):
            found = []
            for sql in (full, reference):
                async with sql.connections.lease() as conn:  # type: ignore[attr-defined]
                    plans = [[row[0] for row in await conn.fetch(
                        f"EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) {numbered(statement)}", *params)]
                        for _ in range(7)]
                found.append((statistics.median(float(plan[-1].split()[2]) for plan in plans),
                              plans[-1]))
            print(f"-- {label}: {numbered(statement)[:90]}")
            pages = [next((line.strip() for line in plan if "Buffers:" in line), "")
                     for _, plan in found]
            print(f"   executing {found[0][0]:.3f} ms at full size, {found[1][0]:.3f} ms on the"
                  f" reference ({pages[0]} / {pages[1]})")
            for line in found[0][1][:-2]:
                print("   " + line)
            spent = [spent[0] + found[0][0], spent[1] + found[1][0]]
        print(f"== {label}: the server's own time {spent[0]:.3f} ms at full size, {spent[1]:.3f}"
              f" ms on the reference, {spent[0] / spent[1]:.2f}x")


async def opened(url: str, tables: dict[str, list[tuple[Any, ...]]] | None) -> Sql:
    sql = await open_sql(url)
    await migrate(sql)
    if tables is not None:
        await load(sql, tables)
    return sql


async def measure(urls: dict[str, str], tables: dict[str, list[tuple[Any, ...]]], moves: int,
                  show_plans: bool) -> dict[str, Any]:
    """Everything on one backend: ``urls`` names the full, the reference and the empty
    database."""
    started = time.perf_counter()
    full = await opened(urls["full"], tables)
    build = time.perf_counter() - started
    others = [await opened(urls["answers"], answer_rows(tables)),
              await opened(urls["empty"], None)]
    try:
        store = GameStore(full)
        if show_plans:
            await explain(full, others[0])
        touched = [await start_up(GameStore(sql)) for sql in (full, *others)]
        # The bench's own millions of rows stay out of the collector's scans: a collection
        # landing in one side's timed call would be charged to that database.
        gc.collect()
        gc.freeze()
        read = await side_by_side([store, *(GameStore(sql) for sql in others)])
        rng = random.Random(2)
        running = [g for g in tables["games"] if g[4] == "running"]
        versions = {g[0]: g[11] for g in running}
        state = json.loads(STATE)

        async def one_move() -> None:
            game_id = rng.choice(running)[0]
            ok = await store.record_move(game_id, expected_version=versions[game_id], seat=0,
                                         action={"type": "play", "card": 1}, state=state,
                                         over=False, bot_to_act=False)
            assert ok
            versions[game_id] += 1

        commit = await timed(one_move, moves)
        status = await timed(lambda: store.latest_in_channel(rng.randint(1, len(tables["games"]))),
                             moves)
        return {"build_s": build, "commit_p50": p(commit, 50), "commit_p99": p(commit, 99),
                "status_p50": p(status, 50), "status_p99": p(status, 99), "reads": read,
                "touched": touched}
    finally:
        for sql in (full, *others):
            await sql.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--log-rows", type=int, default=215, help="average log rows per game")
    parser.add_argument("--moves", type=int, default=500, help="timed moves per backend")
    parser.add_argument("--waiting", type=int, default=10,
                        help="games waiting for their AI seat at the stop")
    parser.add_argument("--clicks", type=int, default=50,
                        help="clicks per round of the loop-CPU comparison (0: skip it)")
    parser.add_argument("--explain", action="store_true",
                        help="print PostgreSQL's plans of the timed reads")
    args = parser.parse_args()
    tables = rows_for(args.games, args.log_rows, args.waiting)
    kept = len(answer_rows(tables)["games"])
    print(f"{args.games} games, {len(tables['actions'])} action rows, "
          f"{len(tables['results'])} results; the reference database holds {kept} games;"
          f" load average {os.getloadavg()[0]:.1f}")
    server = None
    results: dict[str, dict[str, Any]] = {}
    with tempfile.TemporaryDirectory() as folder:
        postgres = os.environ.get("POSTGRES_URL", "")
        if not postgres:
            import pgserver

            server = pgserver.get_server(Path(folder) / "pg", cleanup_mode="stop")
            postgres = server.get_uri()
        try:
            sqlite = {name: f"sqlite:///{Path(folder) / name}.db"
                      for name in ("full", "answers", "empty")}
            results["SQLite"] = asyncio.run(measure(sqlite, tables, args.moves, False))
            results["SQLite"]["size_mb"] = (Path(folder) / "full.db").stat().st_size / 1e6
            schemas = itertools.count(1)
            pg = {name: fresh_schema(postgres, schemas) for name in ("full", "answers", "empty")}
            results["PostgreSQL"] = asyncio.run(measure(pg, tables, args.moves, args.explain))
            if args.clicks:
                loop_cpu = asyncio.run(click_cpu(
                    {"SQLite": f"sqlite:///{Path(folder) / 'clicks.db'}",
                     "PostgreSQL": fresh_schema(postgres, schemas)}, args.clicks, 21))
                burst_cpu = asyncio.run(click_cpu(
                    {"SQLite": f"sqlite:///{Path(folder) / 'burst.db'}",
                     "PostgreSQL": fresh_schema(postgres, schemas)},
                    max(1, args.clicks // BURST), 21, BURST))
        finally:
            if server is not None:
                server.cleanup()
    print(f"load average after: {os.getloadavg()[0]:.1f}")
    rows = [("build (s)", "build_s"), ("per-move commit p50 (ms)", "commit_p50"),
            ("per-move commit p99 (ms)", "commit_p99"), ("/game status p50 (ms)", "status_p50"),
            ("/game status p99 (ms)", "status_p99")]
    print(f"| {'':28} | {'SQLite':>10} | {'PostgreSQL':>10} |")
    print(f"|{'-' * 30}|{'-' * 12}|{'-' * 12}|")
    for label, key in rows:
        a, b = results["SQLite"][key], results["PostgreSQL"][key]
        print(f"| {label:28} | {a:10.2f} | {b:10.2f} |")
    print()
    print("median ms: full (10,000 games), the reference of the same answers, and empty; ratio:"
          " the median (and quartiles) of full / reference, call by call")
    print(f"| {'':16} | {'SQLite':>7} | {'ref.':>6} | {'ratio':>16} | {'empty':>6} |"
          f" {'Postgres':>8} | {'ref.':>6} | {'ratio':>16} | {'empty':>6} |")
    print(f"|{'-' * 18}|{'-' * 9}|{'-' * 8}|{'-' * 18}|{'-' * 8}|{'-' * 10}|{'-' * 8}|"
          f"{'-' * 18}|{'-' * 8}|")
    labels = {"leaderboard": "/leaderboard", "mine": "/game mine", "stats": "/stats",
              "startup": "start-up"}
    for key, label in labels.items():
        cells = []
        for name in ("SQLite", "PostgreSQL"):
            full, answers, empty, ratio, low, high = results[name]["reads"][key]
            cells.append(f"{full:7.3f} | {answers:6.3f} | {ratio:4.2f} ({low:4.2f}-{high:4.2f})"
                         f" | {empty:6.3f}")
        print(f"| {label:16} | {cells[0]} | {cells[1]} |")
    for name in ("SQLite", "PostgreSQL"):
        print(f"{name}: games start-up reads (full, reference, empty):"
              f" {', '.join(str(n) for n in results[name]['touched'])}")
    if args.clicks:
        print(f"the event loop's CPU per click (read the game, write the move, record its turn"
              f" post), median of 21 rounds of {args.clicks}: SQLite {loop_cpu['SQLite']:.0f} µs,"
              f" PostgreSQL {loop_cpu['PostgreSQL']:.0f} µs,"
              f" {loop_cpu['PostgreSQL'] / loop_cpu['SQLite']:.2f}x")
        print(f"the same, {BURST} clicks at once across {BURST} games: SQLite"
              f" {burst_cpu['SQLite']:.0f} µs, PostgreSQL {burst_cpu['PostgreSQL']:.0f} µs,"
              f" {burst_cpu['PostgreSQL'] / burst_cpu['SQLite']:.2f}x")


if __name__ == "__main__":
    main()
