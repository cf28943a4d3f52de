"""A voted undo request that lapses says so at once: its message is edited to name the
lapse and loses its Agree / Refuse buttons.

A request is tied to the version it was made at (bot/history/undo.py), so it lapses as soon
as the game moves on: a move (``MoveCommitted``), any other new version posted (an own
take-back, ``MovePosted``), or the game ending or being aborted (``GameForgotten``). Where a
game's open request was posted is kept in ``undo_requests`` (read once per game by this
process, bot/storage/undo_votes.py), so a move of a game without a request costs nothing.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

import discord

from bot.core import texts
from bot.core.i18n import guild_lang, t
from bot.play.events import GameForgotten, MoveCommitted, MovePosted
from bot.storage.store import GameStore
from bot.storage.undo_votes import OpenRequest

log = logging.getLogger(__name__)

ChannelOf = Callable[[int], Awaitable[discord.abc.Messageable | None]]


class LapsedRequests:
    def __init__(self, store: GameStore, channel_of: ChannelOf) -> None:
        self.store = store
        self.channel_of = channel_of

    async def on_commit(self, event: MoveCommitted) -> None:
        await self.lapse(event.row.id, event.row.version)

    async def on_posted(self, event: MovePosted) -> None:
        await self.lapse(event.row.id, event.row.version)

    async def on_forgotten(self, event: GameForgotten) -> None:
        await self.lapse(event.game_id, None)
        self.store.undo_votes.forget(event.game_id)

    async def lapse(self, game_id: int, version: int | None) -> None:
        """The game is at ``version`` now (None: over or aborted): an open request made at an
        earlier version lapsed."""
        request = await self.store.undo_votes.open_request(game_id)
        if request is None or (version is not None and request.version >= version):
            return
        if await self.store.undo_votes.closed(game_id, request.version):
            await self._say_lapsed(request)  # (else closed meanwhile: done or refused)

    async def _say_lapsed(self, request: OpenRequest) -> None:
        channel = await self.channel_of(request.channel_id)
        if channel is None:
            return
        lang = guild_lang(getattr(channel, "guild", None))
        text = t("history.undo.request_lapsed", lang, who=texts.mention(request.requester))
        partial = getattr(channel, "get_partial_message", None)
        try:
            message = (partial(request.message_id) if partial is not None
                       else await channel.fetch_message(request.message_id))
            await message.edit(content=text, view=None,
                               allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException as exc:  # deleted meanwhile, or no access any more
            log.info("could not mark undo request %s of game %s lapsed: %s",
                     request.message_id, request.game_id, exc)
