"""``/game replay [game_id]``: the animated replay of a finished game (render/animate.py),
posted in the channel.

Only a finished game is replayed (a running game's record holds its seed, which reveals
every hidden card); the frames are public views, the score sheet last. The answer is a
progress message, edited while the pictures are drawn and replaced by the animation when it
is done. The animation stays under the server's attachment limit: 8 MiB, or more where
the server's boosts allow it.
"""

from __future__ import annotations

import asyncio
import io
import logging
from typing import Any

import discord
from discord import app_commands

from bot.core import texts
from bot.core.i18n import InLanguage, cmd, guild_lang, t
from bot.core.replies import OUR_FAULT, NoGameHere, Refusal, refuse, send
from bot.history.replay_queue import Progress, ReplayQueue
from bot.history.watch import store_of
from bot.storage.store import GameRow
from engine.core.registry import get_game
from render import has_pictures
from render.animate import AnimatedReplay, ReplayTooLarge, animate_record

log = logging.getLogger(__name__)

MIB = 1024 * 1024
BASE_LIMIT = 8 * MIB  # what any server accepts
BOOSTED_TIER = 2  # from this boost tier on a server accepts its larger limit
PROGRESS_EVERY = 5.0  # seconds between edits of the progress message
FORMAT = "webp"


def attachment_limit(guild: discord.Guild | None) -> int:
    if guild is not None and (guild.premium_tier or 0) >= BOOSTED_TIER:
        return max(BASE_LIMIT, guild.filesize_limit)
    return BASE_LIMIT


async def _finished_game(interaction: discord.Interaction[Any], game_id: int | None) -> GameRow:
    store = store_of(interaction)
    if game_id is None:
        row = await store.latest_in_channel(interaction.channel_id or 0)
        if row is None:
            raise NoGameHere("replay.no_game")
    else:
        row = await store.get(game_id)
        if row is None or row.guild_id != interaction.guild_id:
            raise Refusal("replay.unknown_id", id=game_id)
    if row.status in ("lobby", "running"):
        raise Refusal("replay.running")
    if row.status != "over":
        raise Refusal("replay.not_finished")
    if not has_pictures(row.game_key):
        raise Refusal("replay.no_pictures", game=InLanguage(get_game(row.game_key).words.game_name))
    return row


class Replays:
    def __init__(self) -> None:
        self.queue = ReplayQueue()

    async def post(self, interaction: discord.Interaction[Any], game_id: int | None) -> None:
        row = await _finished_game(interaction, game_id)
        lang = guild_lang(interaction)
        store = store_of(interaction)
        record = await store.record(row)
        record.names = texts.plain_names(row, interaction.guild, lang)
        name = get_game(row.game_key).words.game_name(lang)
        ahead = self.queue.ahead
        first = (t("replay.queued", lang, game=name, ahead=ahead) if ahead
                 else t("replay.drawing", lang, game=name))
        await send(interaction, first, ephemeral=False)
        progress = Progress()
        limit = attachment_limit(interaction.guild)
        ticker: asyncio.Task[None] | None = None

        def started() -> None:
            nonlocal ticker
            ticker = asyncio.create_task(self._tick(interaction, name, progress, lang))

        try:
            made = await self.queue.run(
                lambda p: animate_record(record, lang, limit, FORMAT, p.update), progress,
                started)
        except ReplayTooLarge:
            await self._edit(interaction, t("replay.too_large", lang, game=name,
                                            limit=limit // MIB))
            return
        finally:
            if ticker is not None:
                ticker.cancel()
        await self._deliver(interaction, row, made, name, lang)

    async def _tick(self, interaction: discord.Interaction[Any], name: str,
                    progress: Progress, lang: str) -> None:
        while True:
            await asyncio.sleep(PROGRESS_EVERY)
            if progress.total:
                await self._edit(interaction, t("replay.progress", lang, game=name,
                                                done=progress.done, total=progress.total))

    @staticmethod
    async def _edit(interaction: discord.Interaction[Any], content: str,
                    file: discord.File | None = None) -> bool:
        try:
            if file is None:
                await interaction.edit_original_response(content=content)
            else:
                await interaction.edit_original_response(content=content, attachments=[file])
        except discord.HTTPException as exc:  # e.g. the interaction expired in the queue
            log.info("could not edit the replay message (%s)", exc.status)
            return False
        return True

    async def _deliver(self, interaction: discord.Interaction[Any], row: GameRow,
                       made: AnimatedReplay, name: str, lang: str) -> None:
        caption = t("replay.done", lang, game=name, id=row.id, frames=made.frame_count,
                    size=f"{made.byte_size / MIB:.1f}")
        filename = f"replay-{row.id}.{made.format}"
        if await self._edit(interaction, caption,
                            discord.File(io.BytesIO(made.data), filename=filename)):
            return
        channel = interaction.channel
        if isinstance(channel, discord.abc.Messageable):
            await channel.send(content=caption,
                               file=discord.File(io.BytesIO(made.data), filename=filename))


async def replay_command(replays: Replays, interaction: discord.Interaction[Any],
                         game_id: int | None) -> None:
    try:
        await replays.post(interaction, game_id)
    except Refusal as refusal:
        await refuse(interaction, refusal)
    except Exception:
        log.exception("replay failed for user %s in channel %s", interaction.user.id,
                      interaction.channel_id)
        await refuse(interaction, Refusal(OUR_FAULT))


def add_replay_command(group: app_commands.Group) -> None:
    """/game replay [game_id], added to the /game group."""
    replays = Replays()

    @group.command(name=cmd("replay", "replay.cmd.name"),
                   description=cmd("The animated replay of this channel's finished game",
                                   "replay.cmd.description"))
    @app_commands.rename(game_id=cmd("game_id", "replay.cmd.game_id"))
    @app_commands.describe(game_id=cmd("Another finished game of this server, by its number",
                                       "replay.cmd.game_id_desc"))
    async def replay(interaction: discord.Interaction[Any],
                     game_id: app_commands.Range[int, 1] | None = None) -> None:
        await replay_command(replays, interaction, game_id)
