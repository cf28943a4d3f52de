"""The Bot subclass: opens the database, applies migrations, wires up every feature.

One process may run some of the bot's shards (``shards``): it then looks after the games of
those shards' servers only (start-up work, timers), and only the process running shard 0
syncs the application commands."""

from __future__ import annotations

import asyncio
import gc
import logging
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import discord
from discord.ext import commands

from bot.clock import feature as clock
from bot.clock.autoplay import AutoPlay
from bot.clock.deadlines import Deadlines
from bot.clock.timers import TimerDispatcher
from bot.command_sync import sync_if_changed
from bot.community import feature as community
from bot.core.collector import Collector, CollectorPolicy
from bot.core.feature import Feature
from bot.core.game_group import CommandTree
from bot.core.i18n import CatalogueTranslator
from bot.core.pictures import PICTURES
from bot.core.replies import ANSWER_WITHIN, Refusal, refuse
from bot.core.routing import Router
from bot.core.stopping import InFlight
from bot.core.thinking import THINKING
from bot.history import feature as history
from bot.lobby import feature as lobby
from bot.lobby.commands import game_group
from bot.lobby.lobby import Lobby, random_seed
from bot.mine import feature as mine
from bot.notify import feature as notify
from bot.play import feature as play
from bot.play.catchup import CatchUp
from bot.play.pacer import Pace
from bot.play.results import backfill_results
from bot.play.tables import Tables
from bot.ratings import feature as ratings
from bot.storage.db import describe_url, migrate, open_sql
from bot.storage.shards import ALL, Shards
from bot.storage.sql import LOCK_WAIT, Sql
from bot.storage.store import GameStore
from bot.storage.timer_rows import Timer

log = logging.getLogger(__name__)

# The /game subcommands appear in this order.
FEATURES: tuple[Feature, ...] = (play.FEATURE, lobby.FEATURE, clock.FEATURE, history.FEATURE,
                                 mine.FEATURE, community.FEATURE, notify.FEATURE,
                                 ratings.FEATURE)

# The bot acts on interactions only: servers and their channels (to post in, to know a
# server's language and permissions) are all it needs the gateway for. Every other intent
# would have it parse events it never reads, the echo of each of its own posts and edits
# (MESSAGE_CREATE, MESSAGE_UPDATE) first.
INTENTS = discord.Intents(guilds=True)

UNKNOWN_CONTROL = "common.unknown_control"
STOP_GRACE = 20.0  # seconds a clean stop waits for the clicks in flight
STOP_DRAIN = 0.5  # seconds it keeps answering clicks that arrive while it stops


class TablehostBot(commands.Bot):
    sql: Sql
    store: GameStore
    tables: Tables
    lobby: Lobby
    timers: TimerDispatcher
    # Timer kinds other features fire themselves (bot/notify); the rest are the clock's.
    timer_handlers: dict[str, Callable[[Timer], Awaitable[None]]]
    autoplay: AutoPlay
    deadlines: Deadlines
    catch_up: CatchUp
    dynamic_items: list[type[discord.ui.DynamicItem[Any]]]

    def __init__(self, *, database_url: Path | str | None = None,
                 database_path: Path | str | None = None, guild_id: int | None = None,
                 seed_source: Callable[[], int] = random_seed,
                 ai_move_delay: float = 0.0, take_back_grace: float = 0.0,
                 shards: Shards | None = None, channel_pace: Pace | None = None,
                 picture_workers: int = 0, thinking_workers: int = 0,
                 answer_within: float = ANSWER_WITHIN,
                 lock_wait: float = LOCK_WAIT,
                 collector: CollectorPolicy | None = None) -> None:
        """``database_url``: ``sqlite:///path``, a plain path, or ``postgresql://...``
        (``database_path`` is the older name of a SQLite path). ``ai_move_delay``: seconds
        before an AI seat moves; ``take_back_grace``: seconds it waits instead after a
        person's move that person may still take back (both 0 here, so tests run fast;
        bot/config.py sets what a running bot uses). ``shards``: the shards this process runs
        (a ``ShardedTablehostBot``); None runs the bot unsharded. ``channel_pace``: how many
        posts and edits a channel takes per few seconds (the real bot keeps within Discord's
        rate limit; None: unpaced, as in most tests). ``picture_workers``: processes that draw
        the pictures (0: a thread of this process, which tests can watch);
        ``thinking_workers``: processes in which searching AIs think (0: a thread of this
        process). ``answer_within``:
        seconds a click may wait on the database before it is acknowledged; ``lock_wait``:
        seconds a statement waits for a lock held elsewhere before the click is told it
        could not be done. ``collector``: when the bot itself runs the garbage collector's
        full collections, between clicks (bot/core/collector.py); None leaves them to
        CPython (tests)."""
        sharding: dict[str, Any] = {}
        if shards is not None:
            sharding = {"shard_count": shards.count, "shard_ids": list(shards.ids)}
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=INTENTS,
            # Nothing reads a cached message or member: every click carries its own
            # message and member, posts are edited through partial messages.
            max_messages=None,
            member_cache_flags=discord.MemberCacheFlags.none(),
            chunk_guilds_at_startup=False,
            help_command=None,
            allowed_mentions=discord.AllowedMentions.none(),
            **sharding,
            tree_cls=CommandTree,  # refuses server-only /game subcommands in DMs
        )
        url = database_url if database_url is not None else database_path
        if url is None:
            raise ValueError("TablehostBot needs database_url")
        self.database_url = str(url)
        self.owned_shards = shards or ALL
        self.guild_id = guild_id
        self.seed_source = seed_source
        self.ai_move_delay = ai_move_delay
        self.picture_workers = picture_workers
        self.pictures = PICTURES
        self.thinking_workers = thinking_workers
        self.thinking = THINKING
        self.channel_pace = channel_pace
        self.take_back_grace = take_back_grace
        self.answer_within = answer_within
        self.lock_wait = lock_wait
        self.synced_commands = False
        self.in_flight = InFlight()
        self.collector = Collector(self.in_flight, collector) if collector else None

    async def setup_hook(self) -> None:
        self.pictures.start(self.picture_workers)
        self.thinking.start(self.thinking_workers)
        self.sql = await open_sql(self.database_url, lock_wait=self.lock_wait)
        applied = await migrate(self.sql)
        if applied:
            log.info("applied migrations to %s: %s", describe_url(self.database_url),
                     ", ".join(applied))
        self.store = GameStore(self.sql, self.owned_shards)
        self.tables = Tables(self.store, self.get_guild, self.channel_pace)
        self.lobby = Lobby(self.store, self.tables, self.seed_source)
        self.timers = TimerDispatcher(self.store.timers, self._on_timer)
        self.timer_handlers = {}
        self.autoplay = AutoPlay(self.store, self.tables, self.timers, self.channel,
                                 delay=self.ai_move_delay, grace=self.take_back_grace)
        self.deadlines = Deadlines(self.store, self.tables, self.timers, self.channel,
                                   self.autoplay.agents)
        self.catch_up = CatchUp(self.tables, self.channel)
        self.router = Router(item for feature in FEATURES for item in feature.items)
        await self.tree.set_translator(CatalogueTranslator())  # German command names
        group = game_group()
        for feature in FEATURES:
            if feature.setup is not None:
                feature.setup(self)
            if feature.game_commands is not None:
                feature.game_commands(group, self)
        self.tree.add_command(group)
        # (after the features: results recorded now move the ratings too)
        if filled := await backfill_results(self.store):
            log.info("recorded the results of %d finished games", filled)
        for feature in FEATURES:
            for command in feature.commands(self) if feature.commands is not None else ():
                self.tree.add_command(command)
        # Every process registers the commands; one (the one running shard 0) syncs them.
        if 0 in self.owned_shards.ids:
            self.synced_commands = await sync_if_changed(self.tree, self.store, self.guild_id)
        self._resumed = False

    async def on_ready(self) -> None:
        if self._resumed:  # connected again after losing the connection
            await self._catch_up(follow=True)
            return
        self._resumed = True
        # First the moves a crash left unannounced, in order; only then may anything move
        # the games on: AI seats whose move a restart cut off, and the saved timers (which
        # fire now or when due).
        await self._catch_up(follow=False)
        await self.autoplay.resume()
        self.timers.start()
        # What start-up made lives as long as the process (modules, data files, games'
        # tables, caches): kept out of the collector, so a full collection walks only what
        # playing made since.
        gc.collect()
        gc.freeze()
        if self.collector is not None:
            self.collector.start()

    async def on_resumed(self) -> None:
        await self._catch_up(follow=True)

    async def _catch_up(self, *, follow: bool) -> None:
        try:
            if posted := await self.catch_up.run(self.user.id if self.user else None,
                                                 follow=follow):
                log.info("posted %d announcements a restart had cut off", posted)
        except Exception:  # never keep the bot from starting its timers
            log.exception("catching up on unannounced moves failed")

    async def _on_timer(self, timer: Timer) -> None:
        handler = self.timer_handlers.get(timer.kind, self.deadlines.on_timer)
        await handler(timer)

    async def channel(self, channel_id: int) -> discord.abc.Messageable | None:
        """A channel the bot can post in, from the cache or Discord; None if it is gone."""
        channel = self.get_channel(channel_id)
        if channel is None:
            try:
                channel = await self.fetch_channel(channel_id)
            except discord.HTTPException:
                return None
        return channel if isinstance(channel, discord.abc.Messageable) else None

    async def on_interaction(self, interaction: discord.Interaction[Any]) -> None:
        """A click on a control: its feature's item (bot/core/routing.py), or a refusal for
        malformed or forged custom_ids."""
        if interaction.type is not discord.InteractionType.component:
            return
        if not await self.router.route(interaction):
            custom_id = str(dict(interaction.data or {}).get("custom_id", ""))
            log.info("refused unknown control %r from user %s", custom_id[:100],
                     interaction.user.id)
            await refuse(interaction, Refusal(UNKNOWN_CONTROL))

    async def shut_down(self, grace: float = STOP_GRACE) -> None:
        """A clean stop (SIGTERM): refuse new clicks, let the moves in flight finish, post
        every edit still waiting, stop the timers, then close (and with it the database)."""
        if self.in_flight.stopping:
            return
        log.info("stopping: finishing the clicks in flight")
        finished = await self.in_flight.stop(grace)
        # Clicks the gateway delivered meanwhile are still answered ("restarting").
        await asyncio.sleep(STOP_DRAIN)
        if not (finished and await self.in_flight.stop(grace)):
            log.warning("stopping: clicks still running after %.0f s are cut off (their "
                        "moves, if committed, are posted at the next start)", grace)
        timers = getattr(self, "timers", None)
        if timers is not None:
            timers.stop()
        tables = getattr(self, "tables", None)
        if tables is not None:
            await tables.pacer.settle()
        await self.close()
        log.info("stopped")

    async def close(self) -> None:
        timers = getattr(self, "timers", None)
        if timers is not None:
            timers.stop()
        await super().close()
        self.pictures.stop()
        self.thinking.stop()  # a decision cut off is made again after the next start
        if self.collector is not None:
            self.collector.stop()  # CPython's own full collections again
        gc.unfreeze()  # what start-up froze may be collected once the bot is gone
        sql = getattr(self, "sql", None)
        if sql is not None:
            store = getattr(self, "store", None)
            if store is not None:
                await store.announcements.flush()  # the announcements not yet written
            await sql.close()
            del self.sql


class ShardedTablehostBot(TablehostBot, commands.AutoShardedBot):
    """The bot over the shards ``shards.ids`` of ``shards.count`` (SHARD_COUNT, SHARD_IDS)."""


def make_bot(*, shards: Shards | None = None, **options: Any) -> TablehostBot:
    """A sharded bot when shards are given, the plain one otherwise."""
    if shards is None:
        return TablehostBot(**options)
    return ShardedTablehostBot(shards=shards, **options)
