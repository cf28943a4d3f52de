"""AI seats in a lobby: adding one of the game's AI kinds and taking one out again, for the
lobby's Add AI and Remove AI controls and for ``/game addbot``.

Only the host adds or removes AI seats (docs/playing.md): the host decides how many people
the table waits for, and a seated guest filling the last seats with AI would close the table
on friends still on their way. Call these holding the game's lock, with the row read under
it (``Lobby._locked``).
"""

from __future__ import annotations

from typing import Any

import discord

from bot.core import texts
from bot.core.i18n import InLanguage
from bot.core.replies import NoGameHere, Refusal
from bot.core.seats import agent_title, is_ai, next_ai_id
from bot.storage.store import GameRow, GameStore
from engine.core.registry import default_agent, get_agents, get_game


def ai_kinds(game_key: str) -> list[str]:
    """The game's AI kinds, its default first (the one a lone button or the command adds)."""
    kinds = list(get_agents(game_key))
    default = default_agent(game_key)
    return [default, *(kind for kind in kinds if kind != default)]


def ai_kind_labels(game_key: str, lang: str) -> list[tuple[str, str]]:
    """(kind, its title in ``lang``) for every AI kind of the game, default first."""
    return [(kind, agent_title(game_key, kind, lang)) for kind in ai_kinds(game_key)]


def ai_seats(row: GameRow, lang: str) -> list[tuple[int, str]]:
    """(seat id, name) of every AI seat at the table, in seat order."""
    return [(uid, texts.mention(uid, lang, row)) for uid in row.seats if is_ai(uid)]


def require_host(interaction: discord.Interaction[Any], row: GameRow, key: str) -> None:
    if interaction.user.id != row.host_id:
        raise Refusal(key, host=texts.mention(row.host_id))


async def add_ai_seat(store: GameStore, row: GameRow, kind: str) -> int:
    """Seat one more AI of ``kind`` (a kind of the game's, else a refusal listing them) and
    return its seat id; ``row`` is updated."""
    agents = get_agents(row.game_key)
    if kind not in agents:
        raise Refusal("clock.unknown_ai", game=InLanguage(get_game(row.game_key).words.game_name),
                      ai=repr(kind),
                      allowed=", ".join(agents))
    if len(row.seats) >= row.max_players:
        raise Refusal("clock.full", max=row.max_players)
    bot_id = next_ai_id(row.seats)
    # The kind first: a lobby row naming an AI seat must be able to say who it is.
    await store.clocks.set_kind(row.id, bot_id, kind)
    if not await store.update_lobby(row.id, seats=[*row.seats, bot_id], host_id=row.host_id):
        await store.clocks.set_kind(row.id, bot_id, None)
        raise NoGameHere("clock.no_lobby")
    row.seats.append(bot_id)
    row.ai_kinds[bot_id] = row.kinds[bot_id] = kind
    return bot_id


async def remove_ai_seat(store: GameStore, row: GameRow, bot_id: int) -> None:
    """Take the AI seat ``bot_id`` out of the lobby (a stale or forged choice is refused)."""
    if not is_ai(bot_id) or bot_id not in row.seats:
        raise Refusal("lobby.no_such_ai")
    seats = [uid for uid in row.seats if uid != bot_id]
    if not await store.update_lobby(row.id, seats=seats, host_id=row.host_id):
        raise Refusal("lobby.closed")
    # The kind last, for the same reason as above: the seat is gone before its name is.
    await store.clocks.set_kind(row.id, bot_id, None)
    row.seats = seats
    row.ai_kinds.pop(bot_id, None)
    row.kinds.pop(bot_id, None)
