"""Answering interactions: one helper for "respond or follow up", and clear refusals.

A refusal is the normal answer to a bad click (wrong user, out of turn, stale board, forged
id): an ephemeral message and no change, never a traceback in the log.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Awaitable, Callable, Iterable
from contextlib import nullcontext
from typing import Any, Concatenate, ParamSpec, TypeVar

import discord

from bot.core.i18n import DEFAULT, catalogue, t, user_lang
from bot.core.stopping import InFlight
from bot.core.texts import clip
from bot.storage.errors import DatabaseBusy
from bot.storage.waits import watch

log = logging.getLogger(__name__)

P = ParamSpec("P")
S = TypeVar("S")

NOT_AN_OPTION = "play.not_an_option"
OUT_OF_DATE = "play.out_of_date"
NOTHING_CHANGED = "common.nothing_changed"
OUR_FAULT = "common.our_fault"
DATABASE_BUSY = "common.database_busy"
STOPPING = "common.stopping"
# Seconds a click may wait on the database before it is acknowledged (Discord wants an
# answer within 3 s; what it asked for follows once the database answers).
ANSWER_WITHIN = 2.0


DIRECT_MESSAGE = "lobby.direct_message"


class Refusal(Exception):
    """Refuse politely with the catalogue message ``key`` (filled with ``values``) in the
    clicker's language; ``view`` may offer a way forward (e.g. a fresh menu). A ``key`` that
    is not in the catalogue is shown as it is."""

    def __init__(self, key: str, /, *, view: discord.ui.View | None = None,
                 **values: Any) -> None:
        super().__init__(key)
        self.key = key
        self.values = values
        self.view = view

    def text(self, lang: str) -> str:
        return t(self.key, lang, **self.values) if self.key in catalogue() else self.key

    @property
    def message(self) -> str:
        return self.text(DEFAULT)


class NoGameHere(Refusal):
    """No game (or lobby) in the channel asked about. In a direct message the real answer
    is that games live in server channels, so advice like "open one with /game new",
    which a direct message refuses, is never given there."""


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
) -> discord.Message | None:
    """The interaction's response, or a follow-up once it has been answered or deferred;
    returns the message sent when Discord says which it is."""
    kwargs: dict[str, Any] = {
        "content": clip(content), "ephemeral": ephemeral, "allowed_mentions": pings(ping),
    }
    if view is not None:
        kwargs["view"] = view
    if file is not None:
        kwargs["file"] = file
    if interaction.response.is_done():
        return await interaction.followup.send(**kwargs, wait=True)
    answered = await interaction.response.send_message(**kwargs)
    message = getattr(answered, "resource", None)
    return message if isinstance(message, discord.Message) else None


async def replace(
    interaction: discord.Interaction[Any], content: str, *, view: discord.ui.View | None
) -> None:
    """Edit the message the clicked component sits on."""
    if interaction.response.is_done():
        await interaction.edit_original_response(content=clip(content), view=view)
    else:
        await interaction.response.edit_message(content=clip(content), view=view)


def refusal_text(interaction: discord.Interaction[Any], refusal: Refusal) -> str:
    """The refusal in the clicker's language; a refused click (stale, forged or not theirs)
    always says that it changed nothing."""
    lang = user_lang(interaction)
    text = refusal.text(lang)
    if interaction.type is not discord.InteractionType.component or refusal.key == OUR_FAULT:
        return text
    unchanged = t(NOTHING_CHANGED, lang)
    return text if unchanged in text else f"{text} {unchanged}"


async def refuse(interaction: discord.Interaction[Any], refusal: Refusal) -> None:
    if isinstance(refusal, NoGameHere) and interaction.guild_id is None:
        refusal = Refusal(DIRECT_MESSAGE)
    try:
        await send(interaction, refusal_text(interaction, refusal), ephemeral=True,
                   view=refusal.view)
    except discord.HTTPException as exc:  # e.g. the interaction expired meanwhile
        log.warning("could not deliver a refusal (%s): %s", exc.status, refusal.message)


def answer_within(interaction: discord.Interaction[Any]) -> float:
    return float(getattr(interaction.client, "answer_within", ANSWER_WITHIN))


def _acknowledger(interaction: discord.Interaction[Any]) -> Callable[[], Awaitable[None]]:
    async def acknowledge() -> None:
        if not interaction.response.is_done():
            await interaction.response.defer()
    return acknowledge


def answers_refusals(
    method: Callable[Concatenate[S, discord.Interaction[Any], P], Awaitable[None]],
) -> Callable[Concatenate[S, discord.Interaction[Any], P], Awaitable[None]]:
    """Turn a :class:`Refusal` into an ephemeral answer; log real bugs once, with context.
    A click kept waiting by the database is acknowledged in time (bot/storage/waits.py);
    one whose lock never came is told that nothing was saved."""

    @functools.wraps(method)
    async def wrapper(
        self: S, interaction: discord.Interaction[Any], *args: P.args, **kwargs: P.kwargs
    ) -> None:
        in_flight: InFlight | None = getattr(interaction.client, "in_flight", None)
        try:
            if in_flight is not None and in_flight.stopping:
                raise Refusal(STOPPING)
            with in_flight.click() if in_flight is not None else nullcontext():
                if interaction.type is discord.InteractionType.component:
                    async with watch(answer_within(interaction), _acknowledger(interaction)):
                        await method(self, interaction, *args, **kwargs)
                else:
                    await method(self, interaction, *args, **kwargs)
        except Refusal as refusal:
            await refuse(interaction, refusal)
        except DatabaseBusy as busy:
            log.warning("%s gave up waiting for the database for user %s: %s",
                        method.__name__, interaction.user.id, busy)
            await refuse(interaction, Refusal(DATABASE_BUSY))
        except Exception:
            log.exception("%s failed for user %s in channel %s", method.__name__,
                          interaction.user.id, interaction.channel_id)
            await refuse(interaction, Refusal(OUR_FAULT))

    return wrapper
