"""The Bot subclass: opens the database, applies migrations, loads the cogs."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

import aiosqlite
import discord
from discord.ext import commands

from bot.command_sync import sync_if_changed
from bot.controls import DYNAMIC_ITEMS, is_handled
from bot.db import migrate, open_database
from bot.lobby import Lobby, random_seed
from bot.replies import Refusal, refuse
from bot.store import GameStore
from bot.tables import Tables

log = logging.getLogger(__name__)

EXTENSIONS = ("bot.cogs.games",)

UNKNOWN_CONTROL = "That control isn't recognised (it may have been tampered with). Nothing changed."


class TablehostBot(commands.Bot):
    db: aiosqlite.Connection
    store: GameStore
    tables: Tables
    lobby: Lobby

    def __init__(self, *, database_path: Path | str, guild_id: int | None = None,
                 seed_source: Callable[[], int] = random_seed) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            help_command=None,
            allowed_mentions=discord.AllowedMentions.none(),
        )
        self.database_path = database_path
        self.guild_id = guild_id
        self.seed_source = seed_source
        self.synced_commands = False

    async def setup_hook(self) -> None:
        self.db = await open_database(self.database_path)
        applied = await migrate(self.db)
        if applied:
            log.info("applied migrations: %s", ", ".join(applied))
        self.store = GameStore(self.db)
        self.tables = Tables(self.store)
        self.lobby = Lobby(self.store, self.tables, self.seed_source)
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        for extension in EXTENSIONS:
            await self.load_extension(extension)
        self.synced_commands = await sync_if_changed(self.tree, self.store, self.guild_id)

    async def on_interaction(self, interaction: discord.Interaction[Any]) -> None:
        """Answer clicks no DynamicItem takes: malformed or forged custom_ids."""
        if interaction.type is not discord.InteractionType.component:
            return
        custom_id = str((interaction.data or {}).get("custom_id", ""))
        if not is_handled(custom_id, interaction.message):
            log.info("refused unknown control %r from user %s", custom_id[:100],
                     interaction.user.id)
            await refuse(interaction, Refusal(UNKNOWN_CONTROL))

    async def close(self) -> None:
        await super().close()
        db = getattr(self, "db", None)
        if db is not None:
            await db.close()
