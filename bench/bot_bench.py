"""Many concurrent games through the in-memory Discord (simcord), with the real bot.

Every round, each unfinished game gets one click (chosen by an AI, made on a control the bot
posted) and all clicks reach the bot at the same moment. In a round of secret choices the
seat to click is one that has not decided yet. Prints, for every registered game (or the
one named) on SQLite and PostgreSQL (``--db``), one JSON line: the time from an interaction
arriving to its first response (p50/p99; Discord wants one within 3 s; also on the main
thread's CPU clock, as on a core of its own, with and without the garbage collector's pauses,
and the bot's share of that), the collector's pauses (full collections, and how many fell
inside a click's wait for its answer), the Discord API
calls, the CPU time per accepted move (all of it, ``time.process_time``; the bot's own
share of the event loop's thread, the in-memory Discord and the bench's players taken out by
bench/cpu_share.py; the bot's process's other threads, SQLite's included; and the pictures
drawn in the bot's process pool), the pictures per move and the bot's SQL statements and
commits per accepted move (the bench's own reads of the game are not counted). The bot runs
its full collections between clicks as ``python -m bot`` does (``--collector cpython``:
CPython decides when). Not part of the test suite:

    .venv/bin/python bench/bot_bench.py --games 200 --players 3 --moves 60
    .venv/bin/python bench/bot_bench.py --game pompeii --games 20 --db sqlite
    .venv/bin/python bench/bot_bench.py --toys --games 5     # the tests' toy games too
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import re
import statistics
import sys
import threading
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from anywhere

from simcord import InteractionResult
from simcord.http import router

from bench.cpu_share import CpuShare
from bench.games import add_game_arguments, chosen_games, players_for
from bench.in_memory import bot_with_people, databases
from bot.core.collector import CollectorPolicy
from engine.core.position import Position
from engine.core.registry import get_agents, get_game
from tests.bot.driver import (
    OPEN_MENU,
    Driver,
    answer,
    buttons,
    find_control,
    public_answer,
    target_labels,
)
from tests.bot.raw import build_click, button_data, select_data

CALLBACK = re.compile(r"^/interactions/(\d+)/[^/]+/callback$")


@dataclass
class Meter:
    """Wraps simcord's single REST funnel: counts calls, times first responses."""

    arrived: dict[int, float] = field(default_factory=dict)
    answered: dict[int, float] = field(default_factory=dict)
    # The same two moments on the main thread's CPU clock: the latency this process alone
    # would show on a core of its own, whatever else the machine runs.
    arrived_cpu: dict[int, float] = field(default_factory=dict)
    answered_cpu: dict[int, float] = field(default_factory=dict)
    calls: int = 0

    def arrive(self, interaction_id: int) -> None:
        self.arrived[interaction_id] = time.perf_counter()
        self.arrived_cpu[interaction_id] = time.thread_time()

    def install(self) -> None:
        original = router.dispatch

        def counted(backend: Any, method: str, path: str, **kwargs: Any) -> Any:
            self.calls += 1
            match = CALLBACK.match(path)
            if match and int(match.group(1)) not in self.answered:
                self.answered[int(match.group(1))] = time.perf_counter()
                self.answered_cpu[int(match.group(1))] = time.thread_time()
            return original(backend, method, path, **kwargs)

        router.dispatch = counted

    def latencies_ms(self) -> list[float]:
        return sorted((self.answered[i] - t) * 1000 for i, t in self.arrived.items()
                      if i in self.answered)

    def cpu_latencies_ms(self, pauses: Sequence[tuple[float, float]] = ()) -> list[float]:
        """On the CPU clock, without the parts of ``pauses`` (start, end) in each window."""
        return sorted((self.answered_cpu[i] - t - _overlap(pauses, t, self.answered_cpu[i]))
                      * 1000 for i, t in self.arrived_cpu.items() if i in self.answered_cpu)


def _overlap(pauses: Sequence[tuple[float, float]], start: float, end: float) -> float:
    return sum(max(0.0, min(end, b) - max(start, a)) for a, b in pauses)


class GcPauses:
    """The garbage collector's pauses on the main thread's CPU clock (a full collection walks
    every object alive, most of them the in-memory Discord's stored messages here)."""

    def __init__(self) -> None:
        self.pauses: list[tuple[float, float]] = []
        self.full: list[tuple[float, float]] = []  # the full collections among them
        self._started = 0.0

    def __enter__(self) -> GcPauses:
        gc.callbacks.append(self._heard)
        return self

    def __exit__(self, *exc: object) -> None:
        gc.callbacks.remove(self._heard)

    def _heard(self, phase: str, info: dict[str, int]) -> None:
        if threading.current_thread() is not threading.main_thread():
            return
        if phase == "start":
            self._started = time.thread_time()
        else:
            self.pauses.append((self._started, time.thread_time()))
            if info["generation"] == 2:
                self.full.append(self.pauses[-1])

    @property
    def seconds(self) -> float:
        return sum(b - a for a, b in self.pauses)

    @property
    def longest_ms(self) -> float:
        return max((b - a for a, b in self.pauses), default=0.0) * 1000

    def full_in_clicks(self, meter: Meter) -> int:
        """Full collections that ran while a click waited for its answer."""
        windows = [(t, meter.answered_cpu[i]) for i, t in meter.arrived_cpu.items()
                   if i in meter.answered_cpu]
        return sum(1 for a, b in self.full
                   if any(start < b and a < end for start, end in windows))


@dataclass
class Table:
    driver: Driver
    agents: list[Any]
    moves: int = 0
    target: list[str] | None = None
    member: Any = None
    message: Any = None
    depth: int = 0
    done: bool = False


async def next_click(table: Table) -> tuple[Any, Any, dict[str, Any], int]:
    driver = table.driver
    if table.target is None:
        row, game, state = await driver.game()
        position = Position(game, state)
        # In a round of secret choices a seat that has decided is not asked again.
        seat = next(s for s in position.waiting_for or position.to_act
                    if s not in position.decided)
        legal = list(position.legal_actions(seat))
        action = table.agents[seat].choose(game, state, seat, legal)
        # Labels name seats ({p0}...) as the bot fills them in, with the players' names.
        names = driver.bot.tables.label_names(row, "en")
        table.target = target_labels(game, state, seat, action, "en", names)
        table.member = driver.member(row.seats[seat])
        table.message, table.depth = driver.prompt, 0
    if any(b.label in OPEN_MENU for b in buttons(table.message)):
        choose = next(b for b in buttons(table.message) if b.label in OPEN_MENU)
        return table.member, table.message, button_data(choose.custom_id or ""), table.depth
    control = find_control(table.message, table.target, table.depth)
    if control is None:
        offered = [c.to_dict() for row in table.message.components for c in row.children]
        raise AssertionError(f"nothing leads to {table.target} on {table.message.content!r}: "
                             f"{offered}")
    data = (button_data(control.custom_id) if control.value is None
            else select_data(control.custom_id, [control.value]))
    return table.member, table.message, data, control.depth


async def play_round(env: Any, tables: list[Table], meter: Meter, max_moves: int,
                     burst: int) -> int:
    """One click for every unfinished game, ``burst`` of them reaching the bot at once."""
    active = [t for t in tables if not t.done]
    return sum([await play_burst(env, active[i : i + burst], meter, max_moves)
                for i in range(0, len(active), burst)])


async def play_burst(env: Any, active: list[Table], meter: Meter, max_moves: int) -> int:
    clicks = [await next_click(t) for t in active]
    built = [build_click(env, member, message, data) for member, message, data, _ in clicks]
    for (record, payload) in built:
        meter.arrive(int(record.id))
        env.backend.emit("INTERACTION_CREATE", payload)
    await env.settle(timeout=120)
    accepted = 0
    for table, (record, _), click in zip(active, built, clicks, strict=True):
        result = InteractionResult(env, record)
        # A pick in a round of secret choices is answered in public ("has decided") and
        # confirmed in private after it: the public answer says the move was made.
        shown = public_answer(result)
        assert table.target is not None
        if shown is None and click[3] < len(table.target):  # a menu one level deeper
            table.message, table.depth = answer(result).message, click[3]
            continue
        accepted += 1
        table.moves += 1
        table.target = None
        if shown is None:  # the move went into the turn post, as an edit
            table.driver.prompt = await table.driver.turn_post()
            content = table.driver.prompt.content
        else:
            table.driver.prompt, content = shown.message, shown.content
        table.done = "Game over" in content or table.moves >= max_moves
    return accepted


def percentile(ordered: list[float], fraction: float) -> float:
    return ordered[int(fraction * (len(ordered) - 1))]


class OwnSql:
    """The statements and commits of the bench's own reads (not the bot's)."""

    def __init__(self, store: Any) -> None:
        self.store = store
        self.statements = self.commits = 0

    def wrap(self, driver: Driver) -> None:
        driver.game = self._counted(driver.game)  # type: ignore[method-assign]
        driver.turn_post = self._counted(driver.turn_post)  # type: ignore[method-assign]

    def _counted(self, read: Callable[[], Awaitable[Any]]) -> Callable[[], Awaitable[Any]]:
        async def counted() -> Any:
            before = self.store.counts
            try:
                return await read()
            finally:
                self._add(before)

        return counted

    def _add(self, before: tuple[int, int]) -> None:
        statements, commits = self.store.counts
        self.statements += statements - before[0]
        self.commits += commits - before[1]


async def bench(args: argparse.Namespace, key: str, url: str) -> dict[str, Any]:
    players = players_for(key, args.players)
    # The bot's policy, but collecting as soon as the last click of a burst is answered:
    # nothing arrives before the next burst anyway, and the in-memory Discord would wait out
    # the quiet second after every click (of the set-up too).
    policy = CollectorPolicy(quiet=0.0) if args.collector == "idle" else None
    async with bot_with_people(players, args.seed, url, args.picture_workers,
                               collector=policy) as (bot, env, guild, people):
        agent_types = get_agents(key)
        tables: list[Table] = []
        own = OwnSql(bot.store)
        started = time.perf_counter()
        for number in range(args.games):
            channel = guild.create_text_channel(f"table-{number}")
            driver = Driver(env, channel, people)
            await driver.open_and_start(key)
            own.wrap(driver)
            agents = [agent_types[args.ai](number * 10 + seat)
                      for seat in range(players)]
            tables.append(Table(driver, agents))
        setup_seconds = time.perf_counter() - started
        # As the bot does after its start-up: what exists now (the games set up, the
        # in-memory Discord's guild) stays out of the collector while the moves are played.
        gc.collect()
        gc.freeze()
        meter = Meter()
        meter.install()
        pool = bot.pictures
        drawn, pool_cpu = pool.drawn, pool.cpu_seconds
        started = time.perf_counter()
        cpu_started = time.process_time()
        sql_started = bot.store.counts
        moves = rounds = 0
        with CpuShare() as share, GcPauses() as collector:
            while any(not t.done for t in tables):
                moves += await play_round(env, tables, meter, args.moves, args.burst)
                rounds += 1
            await pool.idle()  # pictures still being drawn belong to these moves
        play_seconds = time.perf_counter() - started
        cpu_seconds = time.process_time() - cpu_started
        statements, commits = (now - then for now, then
                               in zip(bot.store.counts, sql_started, strict=True))
        statements -= own.statements
        commits -= own.commits
        latencies = meter.latencies_ms()
        cpu_latencies = meter.cpu_latencies_ms()
        without_gc = meter.cpu_latencies_ms(collector.pauses)
        finished = sum(1 for t in tables if t.moves < args.moves)
        pictures, picture_cpu = pool.drawn - drawn, pool.cpu_seconds - pool_cpu
        bot_sql = statements / max(statements + own.statements, 1)
        # SQLite's thread by the bot's share of the statements; a picture drawn in a thread
        # of this process (no workers) is already in the pool's figure.
        threads = (share.threads["sqlite"] * bot_sql + share.threads["other"]
                   + share.threads["ended"] - (picture_cpu if not args.picture_workers else 0))
    gc.unfreeze()  # the next run's setup starts from a heap the collector sees whole
    per_move = max(moves, 1)
    return {
        "game": get_game(key).key,
        "db": url.split(":", 1)[0],
        "games": args.games,
        "players": players,
        "burst": args.burst,
        "rounds": rounds,
        "accepted_moves": moves,
        "games_finished": finished,
        "interactions": len(latencies),
        "first_response_ms_p50": round(statistics.median(latencies), 2),
        "first_response_ms_p99": round(percentile(latencies, 0.99), 2),
        "first_response_ms_max": round(latencies[-1], 2),
        "first_response_cpu_ms_p50": round(statistics.median(cpu_latencies), 2),
        "first_response_cpu_ms_p99": round(percentile(cpu_latencies, 0.99), 2),
        # (the same without the garbage collector's pauses, and the bot's share of that)
        "first_response_cpu_ms_p99_without_gc": round(percentile(without_gc, 0.99), 2),
        "first_response_bot_cpu_ms_p99": round(percentile(without_gc, 0.99)
                                               * share.bot_share, 2),
        "gc_ms_per_move": round(collector.seconds * 1000 / per_move, 2),
        "gc_longest_pause_ms": round(collector.longest_ms, 1),
        "gc_full_collections": len(collector.full),
        "gc_full_collections_in_clicks": collector.full_in_clicks(meter),
        "api_calls_per_accepted_move": round(meter.calls / per_move, 3),
        "cpu_ms_per_accepted_move": round(cpu_seconds * 1000 / per_move, 2),
        "bot_loop_cpu_ms_per_move": round(share.bot_seconds * 1000 / per_move, 2),
        "bot_threads_cpu_ms_per_move": round(threads * 1000 / per_move, 2),
        "picture_pool_cpu_ms_per_move": round(picture_cpu * 1000 / per_move, 2),
        "bot_cpu_ms_per_move": round((share.bot_seconds + threads + picture_cpu) * 1000
                                     / per_move, 2),
        "pictures_per_move": round(pictures / per_move, 3),
        "sql_statements_per_accepted_move": round(statements / per_move, 2),
        "commits_per_accepted_move": round(commits / per_move, 2),
        "setup_seconds": round(setup_seconds, 1),
        "play_seconds": round(play_seconds, 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    add_game_arguments(parser, players=3)
    parser.add_argument("--moves", type=int, default=60, help="stop each game after this many")
    parser.add_argument("--burst", type=int, default=20,
                        help="clicks reaching the bot in the same instant (at most --games)")
    parser.add_argument("--ai", default="random")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--toys", action="store_true",
                        help="register the tests' toy games first (tests/conftest.py)")
    parser.add_argument("--picture-workers", type=int, default=1,
                        help="the bot's picture processes (PICTURE_WORKERS; 0: a thread)")
    parser.add_argument("--collector", choices=("idle", "cpython"), default="idle",
                        help="full collections between clicks, as python -m bot runs them "
                             "(idle), or whenever CPython decides (cpython)")
    parser.add_argument("--db", default="sqlite,postgresql",
                        help="the backends, comma separated: sqlite, postgresql (a server "
                             "pgserver starts, or POSTGRES_URL)")
    args = parser.parse_args(argv)
    if args.toys:
        import tests.conftest  # noqa: F401  (registers the toy games)
    failed = False
    with databases(args.db.split(",")) as urls:
        for key in chosen_games(args.game):
            for fresh in urls:
                url = fresh()
                try:
                    line = asyncio.run(bench(args, key, url))
                except Exception as exc:  # one game's failure must not hide the others'
                    failed = True
                    line = {"game": key, "db": url.split(":", 1)[0],
                            "error": f"{type(exc).__name__}: {exc}"[:300]}
                print(json.dumps(line), flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
