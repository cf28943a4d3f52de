"""The bot split across processes by shard, on one PostgreSQL database: each process fires
the timers of its own servers' games only, a timer fires once even when processes overlap,
and one process syncs the commands."""

from __future__ import annotations

import asyncio
import threading
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

import pytest
import simcord

from bot.bot import ShardedTablehostBot, make_bot
from bot.clock.timers import TimerDispatcher
from bot.config import ConfigError, shard_setting
from bot.storage.db import migrate, open_sql
from bot.storage.shards import Shards
from bot.storage.store import GameStore
from bot.storage.timer_rows import Timer

HOUR = 3600
ON_POSTGRES = pytest.mark.parametrize("backend", ["postgresql"], indirect=True)


def guild_id_on(shard: int, count: int, number: int) -> int:
    """A snowflake Discord routes to ``shard`` (its timestamp part picks the shard)."""
    return ((1_000_000 + number * count + shard) << 22) | 7


def test_a_server_belongs_to_the_shard_discord_routes_it_to():
    shards = Shards(4, (2, 3))
    assert [Shards(4, (0,)).of_guild(guild_id_on(s, 4, 5)) for s in range(4)] == [0, 1, 2, 3]
    assert shards.owns(guild_id_on(2, 4, 1)) and not shards.owns(guild_id_on(1, 4, 1))
    assert Shards(4, (0,)).owns(None) and not shards.owns(None)  # DMs: shard 0


def test_shard_settings_are_read_and_bad_ones_refused():
    assert shard_setting({}) is None
    assert shard_setting({"SHARD_COUNT": "4", "SHARD_IDS": "2, 3"}) == Shards(4, (2, 3))
    assert shard_setting({"SHARD_COUNT": "2"}) == Shards(2, (0, 1))
    for bad, named in (({"SHARD_IDS": "1"}, "SHARD_COUNT"),
                       ({"SHARD_COUNT": "0"}, "SHARD_COUNT"),
                       ({"SHARD_COUNT": "2", "SHARD_IDS": "2"}, "from 0 to 1"),
                       ({"SHARD_COUNT": "2", "SHARD_IDS": "0,0"}, "different")):
        with pytest.raises(ConfigError, match=named):
            shard_setting(bad)


async def _games_with_due_timers(store: GameStore, guilds: list[int]) -> dict[int, int]:
    """One running game per server, each with a timer due an hour ago: timer id -> game."""
    due = datetime.now(UTC) - timedelta(hours=1)
    made: dict[int, int] = {}
    for number, guild in enumerate(guilds):
        row = await store.create_lobby(guild_id=guild, channel_id=10_000 + number,
                                       game_key="toy", host_id=1, max_players=2, options={})
        await store.start(row.id, seats=[1, 2], seed=1, state={})
        made[await store.timers.insert(row.id, "deadline", due, {"seat": 0})] = row.id
    return made


async def _drain(stores: list[GameStore]) -> list[tuple[int, Timer]]:
    """Every process's dispatcher runs until it has nothing due; (process, timer) fired."""
    fired: list[tuple[int, Timer]] = []
    finished = [asyncio.Event() for _ in stores]

    def handler_of(number: int):
        async def handle(timer: Timer) -> None:
            await asyncio.sleep(0.01)  # firing takes a while: the others run meanwhile
            fired.append((number, timer))
        return handle

    dispatchers = [TimerDispatcher(store.timers, handler_of(n)) for n, store in enumerate(stores)]
    for dispatcher in dispatchers:
        dispatcher.start()
    for dispatcher in dispatchers:
        assert dispatcher._task is not None
        await dispatcher._task  # ends when none of its timers is left
    del finished
    return fired


@ON_POSTGRES
async def test_each_process_fires_only_its_own_servers_timers_once(database_url):
    sqls = [await open_sql(database_url) for _ in range(2)]
    try:
        await migrate(sqls[0])
        halves = [Shards(4, (0, 1)), Shards(4, (2, 3))]
        stores = [GameStore(sql, half) for sql, half in zip(sqls, halves, strict=True)]
        guilds = [guild_id_on(shard, 4, n) for n in range(3) for shard in range(4)]
        timers = await _games_with_due_timers(stores[0], guilds)
        fired = await _drain(stores)
        assert sorted(t.id for _, t in fired) == sorted(timers)  # every timer, once
        for process, timer in fired:
            guild = guilds[list(timers).index(timer.id)]
            assert halves[process].owns(guild)  # and only by the process of its server
        assert {p for p, _ in fired} == {0, 1}
    finally:
        for sql in sqls:
            await sql.close()


@ON_POSTGRES
async def test_processes_with_overlapping_shards_never_fire_a_timer_twice(database_url):
    sqls = [await open_sql(database_url) for _ in range(3)]
    try:
        await migrate(sqls[0])
        stores = [GameStore(sql, Shards(2, (0, 1))) for sql in sqls]  # all three own all
        guilds = [guild_id_on(n % 2, 2, n) for n in range(30)]
        timers = await _games_with_due_timers(stores[0], guilds)
        fired = await _drain(stores)
        assert sorted(t.id for _, t in fired) == sorted(timers)
    finally:
        for sql in sqls:
            await sql.close()


def public(channel) -> list:
    return [m for m in channel.history() if not m.flags.ephemeral]


async def _open_game(env, guild, number: int):
    channel = guild.create_text_channel(f"table-{number}")
    ann, ben = (guild.add_member(env.create_user(f"p{number}{n}")) for n in "ab")
    await ann.slash(channel, "game new", game="toy", options="rounds=1", deadline="1h")
    lobby = public(channel)[-1]
    await ben.click(lobby, label="Join")
    await ann.click(lobby, label="Start")
    return channel


@dataclass
class Half:
    """What one bot process saw and did."""

    games: list[int] = field(default_factory=list)
    fired: list[tuple[int, int]] = field(default_factory=list)  # (timer, game)
    logged: dict[int, list[int]] = field(default_factory=dict)  # game -> seats of its log
    last_posts: list[str] = field(default_factory=list)
    synced: bool = False


async def _run_half(process: int, database_url: str, half: Shards, barrier: threading.Barrier,
                    seen: Half) -> None:
    """One bot process: its own event loop, Discord connection (simcord) and pool."""
    async def together() -> None:
        await asyncio.to_thread(barrier.wait, 120)

    bot = make_bot(database_url=database_url, shards=half, seed_source=lambda: 7)
    assert isinstance(bot, ShardedTablehostBot)
    try:
        # Commands are synced by the process running shard 0 only; the other's Discord
        # knows them from that sync (strict_sync off stands for it).
        async with simcord.run(bot, strict_sync=process == 0) as env:
            seen.synced = bot.synced_commands
            if process == 1:
                await env.advance_time(HOUR)  # Discord ids of the two worlds never meet
            on_timer = bot.deadlines.on_timer

            async def spy(timer: Timer) -> None:
                seen.fired.append((timer.id, timer.game_id or 0))
                await on_timer(timer)

            bot.deadlines.on_timer = spy
            channels = []
            for shard in half.ids:
                guild = env.create_guild(f"server {shard}", shard_id=shard)
                assert half.owns(guild.id)
                channels.append(await _open_game(env, guild, shard))
            seen.games = [(await bot.store.latest_in_channel(c.id)).id for c in channels]
            await together()  # every game of both is open, its first deadline set
            if process == 0:  # process 0 first, far past every deadline of both processes
                await env.advance_time(3 * HOUR)
            await together()
            if process == 1:
                await env.advance_time(HOUR + 120)
            await together()
            for channel, game_id in zip(channels, seen.games, strict=True):
                rows = await bot.sql.all(
                    "SELECT seat FROM actions WHERE game_id = ? ORDER BY seq", (game_id,))
                seen.logged[game_id] = [int(r["seat"]) for r in rows]
                seen.last_posts.extend(m.content for m in public(channel)
                                       if "missed the deadline" in m.content)
    finally:
        if getattr(bot, "sql", None) is not None:
            await bot.sql.close()


@ON_POSTGRES
async def test_two_bot_processes_on_one_database_each_play_their_own_servers(database_url):
    """Two bots, each in its own thread with its own event loop, Discord connection and
    pool (as two processes would be), on shards 0-1 and 2-3 of 4 of one PostgreSQL
    database, with games in servers of every shard. Process 0 runs far past every deadline
    first: it fires its own games' deadlines only; then process 1 fires its own. Every
    timer fires once, every move is logged once."""
    halves = [Shards(4, (0, 1)), Shards(4, (2, 3))]
    seen = [Half(), Half()]
    barrier = threading.Barrier(2)
    await asyncio.gather(*(asyncio.to_thread(asyncio.run, _run_half(n, database_url, halves[n],
                                                                    barrier, seen[n]))
                           for n in range(2)))
    assert seen[0].synced and not seen[1].synced
    fired = [timer for half in seen for timer, _ in half.fired]
    assert len(fired) == len(set(fired)) == 2 * 2 + 2  # two deadlines each in 0's games
    for half in seen:
        assert {game for _, game in half.fired} == set(half.games)  # its own games only
    assert all(seen[0].logged[g] == [0, 1] for g in seen[0].games)  # both missed, 3 hours
    assert all(seen[1].logged[g] == [0] for g in seen[1].games)  # the first, 1 hour
    assert len(seen[0].last_posts) == 4 and len(seen[1].last_posts) == 2
