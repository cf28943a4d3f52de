"""Sync application commands only when their definition changed.

Discord limits command creation per day, so the hash of what was last synced is kept in
the settings table and a restart with the same commands makes no sync call.
"""

from __future__ import annotations

import hashlib
import json
import logging

import discord
from discord import app_commands

from bot.storage.store import GameStore

log = logging.getLogger(__name__)


async def commands_hash(tree: app_commands.CommandTree[discord.Client],
                        guild: discord.Object | None) -> str:
    """The hash of exactly what ``tree.sync`` would send, translations included (a changed
    German text needs a sync too)."""
    commands = tree.get_commands(guild=guild)
    translator = tree.translator
    if translator is not None:
        payload = [await command.get_translated_payload(tree, translator)
                   for command in commands]
    else:
        payload = [command.to_dict(tree) for command in commands]
    text = json.dumps({"guild": guild.id if guild else None, "commands": payload},
                      sort_keys=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()


async def sync_if_changed(tree: app_commands.CommandTree[discord.Client], store: GameStore,
                          guild_id: int | None) -> bool:
    """Sync to ``guild_id`` (at once) or globally; True when a sync call was made."""
    guild = discord.Object(guild_id) if guild_id else None
    if guild is not None:
        tree.copy_global_to(guild=guild)
    key = f"commands_hash:{guild_id or 'global'}"
    digest = await commands_hash(tree, guild)
    if await store.get_setting(key) == digest:
        log.debug("commands unchanged; not syncing")
        return False
    synced = await tree.sync(guild=guild)
    await store.put_setting(key, digest)
    where = f"to guild {guild_id}" if guild else "globally"
    log.info("synced %d command(s) %s", len(synced), where)
    return True
