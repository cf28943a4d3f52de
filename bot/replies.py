"""Answering interactions: one helper for "respond or follow up", and clear refusals.

A refusal is the normal answer to a bad click (wrong user, out of turn, stale board, forged
id): an ephemeral message and no change, never a traceback in the log.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Awaitable, Callable, Iterable
from typing import Any, Concatenate, ParamSpec, TypeVar

import discord

from bot.texts import clip

log = logging.getLogger(__name__)

P = ParamSpec("P")
S = TypeVar("S")

NOT_AN_OPTION = "That choice is not among the options."
OUT_OF_DATE = "This board is out of date: the game has moved on."


class Refusal(Exception):
    """Refuse politely; ``view`` may offer a way forward (e.g. a fresh menu)."""

    def __init__(self, message: str, *, view: discord.ui.View | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.view = view


def pings(user_ids: Iterable[int]) -> discord.AllowedMentions:
    return discord.AllowedMentions(
        everyone=False, roles=False, users=[discord.Object(uid) for uid in user_ids]
    )


async def send(
    interaction: discord.Interaction[Any],
    content: str,
    *,
    ephemeral: bool,
    view: discord.ui.View | None = None,
    file: discord.File | None = None,
    ping: Iterable[int] = (),
) -> None:
    """The interaction's response, or a follow-up once it has been answered or deferred."""
    kwargs: dict[str, Any] = {
        "content": clip(content), "ephemeral": ephemeral, "allowed_mentions": pings(ping),
    }
    if view is not None:
        kwargs["view"] = view
    if file is not None:
        kwargs["file"] = file
    if interaction.response.is_done():
        await interaction.followup.send(**kwargs)
    else:
        await interaction.response.send_message(**kwargs)


async def replace(
    interaction: discord.Interaction[Any], content: str, *, view: discord.ui.View | None
) -> None:
    """Edit the message the clicked component sits on."""
    if interaction.response.is_done():
        await interaction.edit_original_response(content=clip(content), view=view)
    else:
        await interaction.response.edit_message(content=clip(content), view=view)


async def refuse(interaction: discord.Interaction[Any], refusal: Refusal) -> None:
    try:
        await send(interaction, refusal.message, ephemeral=True, view=refusal.view)
    except discord.HTTPException as exc:  # e.g. the interaction expired meanwhile
        log.warning("could not deliver a refusal (%s): %s", exc.status, refusal.message)


def answers_refusals(
    method: Callable[Concatenate[S, discord.Interaction[Any], P], Awaitable[None]],
) -> Callable[Concatenate[S, discord.Interaction[Any], P], Awaitable[None]]:
    """Turn a :class:`Refusal` into an ephemeral answer; log real bugs once, with context."""

    @functools.wraps(method)
    async def wrapper(
        self: S, interaction: discord.Interaction[Any], *args: P.args, **kwargs: P.kwargs
    ) -> None:
        try:
            await method(self, interaction, *args, **kwargs)
        except Refusal as refusal:
            await refuse(interaction, refusal)
        except Exception:
            log.exception("%s failed for user %s in channel %s", method.__name__,
                          interaction.user.id, interaction.channel_id)
            await refuse(interaction, Refusal("Something went wrong on our side. "
                                              "Try `/game status` to see where the game stands."))

    return wrapper
