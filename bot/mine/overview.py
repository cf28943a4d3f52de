"""``/game mine``: the running games you sit in (in this server, or in a direct message on
every server the bot shares with you), each with its phase, whose turn it is (in bold when
it is yours, with how long it has waited and its deadline) and a jump link to its latest
turn prompt. Only you see it. Everything shown is public in the game's channel.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

import discord
from babel.lists import format_list
from babel.units import format_unit

from bot.clock.timer_kinds import DEADLINE
from bot.core import texts
from bot.core.i18n import language, t
from bot.notify.links import jump_link
from bot.play.tables import Tables
from bot.storage.seated_games import SeatedGame
from bot.storage.store import GameRow, GameStore
from engine.core.registry import UnknownGame, get_game

MESSAGE_BUDGET = 1900  # leave room under Discord's 2000 characters for the "more" line


@dataclass(frozen=True)
class Waiting:
    """How long a game has waited for you and when its deadline falls (None: no clock)."""

    since: datetime
    deadline: datetime | None


def waited(seconds: float, lang: str) -> str:
    """How long, in its two largest units as Babel writes them in ``lang`` ("3 hr, 12 min",
    "2 Tg., 1 Std.", "0 min"; never negative)."""
    minutes = max(0, int(seconds // 60))
    days, rest = divmod(minutes, 24 * 60)
    hours, mins = divmod(rest, 60)
    parts = [("day", days), ("hour", hours)] if days else (
        [("hour", hours), ("minute", mins)] if hours else [("minute", mins)])
    locale = language(lang)
    return format_list([format_unit(value, f"duration-{unit}", length="short", locale=locale)
                        for unit, value in parts], style="unit-short", locale=locale)


def timestamp(moment: datetime) -> str:
    """A Discord timestamp: every reader sees it in their own time zone and language."""
    return f"<t:{int(moment.timestamp())}:R>"


class MyGames:
    def __init__(self, store: GameStore, tables: Tables, now: Callable[[], datetime],
                 guild: Callable[[int], discord.Guild | None]) -> None:
        self.store = store
        self.tables = tables
        self.now = now
        self.guild = guild

    async def text(self, user_id: int, guild_id: int | None, lang: str) -> str:
        """The answer to /game mine in ``guild_id`` (None: a direct message, every server)."""
        found = await self.store.seated.running_with(user_id, guild_id)
        if guild_id is None:  # only servers the bot still shares with you
            found = [g for g in found if g.guild_id is not None and self.guild(g.guild_id)]
        if not found:
            return t("mine.none_here" if guild_id is not None else "mine.none", lang)
        prompts = await self.store.prompts.of_games([g.game_id for g in found])
        lines = [f"**{t('mine.title', lang)}**"]
        shown = 0
        for seated in found:
            row = await self.store.get(seated.game_id)
            if row is None or row.status != "running":
                continue
            line = await self._line(row, seated, user_id, guild_id is None, lang)
            link = jump_link(row.guild_id, row.channel_id, prompts.get(row.id))
            line += " " + t("mine.jump", lang, link=link)
            if sum(len(x) + 1 for x in lines) + len(line) > MESSAGE_BUDGET:
                lines.append(t("mine.more", lang, count=len(found) - shown))
                break
            lines.append(line)
            shown += 1
        return "\n".join(lines)

    async def _line(self, row: GameRow, seated: SeatedGame, user_id: int, everywhere: bool,
                    lang: str) -> str:
        try:
            game = get_game(row.game_key)
        except UnknownGame:
            return f"- {row.game_key}"
        snap = await self.tables.snapshot(row, game)
        where = f"<#{row.channel_id}>"
        guild = self.guild(row.guild_id) if everywhere and row.guild_id else None
        if guild is not None:
            where = t("mine.where_server", lang, channel=where, server=guild.name)
        phase = game.words.phase_label(snap.state, lang)
        seats = snap.waiting_for or snap.to_act
        mine = row.seat_of(user_id)
        if mine is not None and mine in seats:
            waiting = await self._waiting(row, seated, mine)
            turn = t("mine.your_turn", lang,
                     waited=waited((self.now() - waiting.since).total_seconds(), lang))
            if waiting.deadline is not None:
                turn += " " + t("mine.deadline", lang, when=timestamp(waiting.deadline))
            others = [s for s in seats if s != mine]
            if others:
                turn += " " + t("mine.also", lang, players=self._names(row, others, lang))
        else:
            turn = t("mine.their_turn", lang, players=self._names(row, seats, lang))
        return f"- **{game.words.game_name(lang)}** {where}: {phase}. {turn}"

    @staticmethod
    def _names(row: GameRow, seats: list[int], lang: str) -> str:
        return ", ".join(texts.mention(row.seats[s], lang, row) for s in seats) or "-"

    async def _waiting(self, row: GameRow, seated: SeatedGame, seat: int) -> Waiting:
        deadline = None
        for timer in await self.store.timers.of_game(row.id):
            if timer.kind == DEADLINE and int(timer.payload.get("seat", -1)) == seat:
                deadline = timer.due_at
                break
        return Waiting(seated.updated_at, deadline)
