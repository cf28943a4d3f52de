"""Deadlines, reminders and time limits when their timers fire, and the host's answer to a
missed deadline.

A timer names a seat and the version it was set at; it acts only while that seat still
faces the same decision (bot/play/rounds.py). A missed deadline plays the game's own pass
(policy "skip"), the table's stand-in AI (policy "ai"), or asks the host (policy "host"); every such
move goes through the same lock, version check and commit as a click
(bot/play/unclicked.py), so a timer and a click at the same moment apply one move.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import timedelta
from typing import Any

import discord

from bot.clock.agents import Agents, timeout_chooser
from bot.clock.buttons import host_view
from bot.clock.timer_kinds import DEADLINE, HOST_WAIT, LIMIT, NEVER, REMINDER
from bot.clock.timers import Timer, TimerDispatcher
from bot.core import texts
from bot.core.durations import format_duration
from bot.core.i18n import guild_lang, t
from bot.core.replies import NoGameHere, Refusal, replace
from bot.core.seats import is_ai, stand_in
from bot.play.tables import Tables
from bot.play.unclicked import Chooser
from bot.storage.store import GameRow, GameStore
from engine.core.protocol import Seat
from engine.core.registry import get_game

# Reminders due within this many seconds of each other are posted as one message.
REMINDER_TOGETHER = 60

ChannelOf = Callable[[int], Awaitable[discord.abc.Messageable | None]]


class Deadlines:
    def __init__(self, store: GameStore, tables: Tables, dispatcher: TimerDispatcher,
                 channel_of: ChannelOf, agents: Agents) -> None:
        self.store = store
        self.tables = tables
        self.clocks = store.clocks
        self.timers = dispatcher
        self.channel_of = channel_of
        self.agents = agents

    async def on_timer(self, timer: Timer) -> None:
        if timer.game_id is None or timer.kind not in (REMINDER, DEADLINE, LIMIT):
            return
        row = await self.store.get(timer.game_id)
        version, seat = int(timer.payload["version"]), int(timer.payload["seat"])
        if row is None or row.status != "running":
            return
        if not await self._still_deciding(row, version, seat):
            return  # the player moved in time
        channel = await self.channel_of(row.channel_id)
        if channel is None:
            return
        lang = guild_lang(getattr(channel, "guild", None))
        if timer.kind == REMINDER:
            await self._remind(channel, row, [seat, *await self._due_reminders(row)], lang)
        elif timer.kind == LIMIT:
            await self._time_up(channel, row, version, seat, lang)
        else:
            await self._missed(channel, row, seat, lang)

    async def _still_deciding(self, row: GameRow, version: int, seat: Seat) -> bool:
        snap = await self.tables.snapshot(row, get_game(row.game_key))
        return await self.tables.rounds.still_deciding(row, snap, version, seat)

    async def _due_reminders(self, row: GameRow) -> list[Seat]:
        """Other seats whose reminder is due now (a round of simultaneous choices reminds
        everyone still thinking at once): one message instead of one each."""
        soon = self.timers.now() + timedelta(seconds=REMINDER_TOGETHER)
        seats: list[Seat] = []
        for timer in await self.timers.timers.of_game(row.id):
            if timer.kind != REMINDER or timer.due_at > soon:
                continue
            if not await self.timers.timers.claim(timer.id):
                continue  # fired elsewhere meanwhile
            seat = int(timer.payload["seat"])
            if await self._still_deciding(row, int(timer.payload["version"]), seat):
                seats.append(seat)
        return seats

    async def _remind(self, channel: discord.abc.Messageable, row: GameRow, seats: list[Seat],
                      lang: str) -> None:
        """Mention the seats still thinking (only they), with the time left before the
        first of their deadlines."""
        game = get_game(row.game_key)
        users = [row.seats[seat] for seat in sorted(set(seats))]
        players = ", ".join(texts.mention(user) for user in users)
        deadline = [d for d in await self.timers.timers.of_game(row.id)
                    if d.kind == DEADLINE and int(d.payload.get("seat", -1)) in seats]
        if deadline:
            left = int((deadline[0].due_at - self.timers.now()).total_seconds())
            text = t("clock.reminder", lang, player=players, game=game.words.game_name(lang),
                     left=format_duration(max(60, left - left % 60), lang))
        else:
            text = t("clock.reminder_no_deadline", lang, player=players,
                     game=game.words.game_name(lang))
        await channel.send(text, allowed_mentions=_ping(*users))

    async def _missed(self, channel: discord.abc.Messageable, row: GameRow, seat: Seat,
                      lang: str) -> None:
        clock = await self.clocks.clock(row.id)
        player = texts.mention(row.seats[seat], lang, row)
        ai = self.agents.chooser(row, seat, stand_in(row.game_key, row.kinds))
        if clock.policy == "host":
            # Written before the question is posted: every posted question has its row.
            await self.timers.timers.insert(row.id, HOST_WAIT, NEVER,
                                            {"seat": seat, "version": row.version})
            text = t("clock.missed_host", lang, host=texts.mention(row.host_id), player=player,
                     game=get_game(row.game_key).words.game_name(lang),
                     deadline=format_duration(clock.deadline, lang))
            await channel.send(text, view=host_view(row.id, row.version, seat, lang),
                               allowed_mentions=_ping(row.host_id))
            return
        if clock.policy == "skip":
            snap = await self.tables.snapshot(row, get_game(row.game_key))
            skip = snap.game.timeout_action(snap.state, seat)
            if skip is not None:  # the game's own pass; the engine still checks it is legal
                await self._play_for(channel, row.id, row.version, seat,
                                     timeout_chooser(skip),
                                     opening=t("clock.missed_skip", lang, player=player))
                return
        await self._play_for(channel, row.id, row.version, seat, ai,
                             opening=t("clock.missed_ai", lang, player=player))

    async def _time_up(self, channel: discord.abc.Messageable, row: GameRow, version: int,
                       seat: Seat, lang: str) -> None:
        """The game's own time limit passed: its timeout action, else the default AI."""
        snap = await self.tables.snapshot(row, get_game(row.game_key))
        skip = snap.game.timeout_action(snap.state, seat)
        choose = (timeout_chooser(skip) if skip is not None
                  else self.agents.chooser(row, seat, stand_in(row.game_key, row.kinds)))
        opening = t("clock.time_up", lang, player=texts.mention(row.seats[seat], lang, row))
        await self._play_for(channel, row.id, version, seat, choose, opening=opening)

    async def _play_for(self, channel: discord.abc.Messageable, game_id: int, version: int,
                        seat: Seat, choose: Chooser, *, opening: str = "") -> bool:
        """A move made for a person (their deadline or time limit passed): not theirs to
        take back alone (bot/play/takebacks.py)."""
        with self.tables.takebacks.unclicked(game_id, seat):
            return await self.tables.unclicked.play_for(channel, game_id, version, seat,
                                                        choose, opening=opening)

    # --- the host's answer -------------------------------------------------------------------
    async def host_answer(self, interaction: discord.Interaction[Any], game_id: int,
                          version: int, seat: Seat, verb: str) -> None:
        """Accepted only while this seat's deadline has passed at this version and waits for
        the host (a forged id cannot move another player's turn or add a clock); the first
        answer claims the wait, so a second click, or the other button, changes nothing."""
        row = await self.store.get(game_id)
        if row is None or row.channel_id != interaction.channel_id:
            raise NoGameHere("clock.no_game")
        if interaction.user.id != row.host_id:
            raise Refusal("clock.host_only", host=texts.mention(row.host_id))
        waiting = await self._host_wait(game_id, version, seat)
        if (waiting is None or row.status != "running"
                or not await self._still_deciding(row, version, seat)):
            raise Refusal("clock.nothing_to_decide")
        clock = await self.clocks.clock(game_id)
        if clock.deadline is None or not await self.timers.timers.claim(waiting.id):
            raise Refusal("clock.nothing_to_decide")  # answered by another click meanwhile
        lang = guild_lang(interaction)
        player = texts.mention(row.seats[seat], lang, row)
        host = texts.mention(row.host_id)
        if verb == "extend":
            await replace(interaction, t("clock.extended", lang, host=host, player=player,
                                         deadline=format_duration(clock.deadline, lang)),
                          view=None)
            await self.timers.add_in(game_id, DEADLINE, clock.deadline,
                                     {"seat": seat, "version": version})
            return
        await replace(interaction, t("clock.host_chose_ai", lang, host=host, player=player),
                      view=None)
        channel = interaction.channel
        assert isinstance(channel, discord.abc.Messageable)
        await self._play_for(channel, game_id, version, seat,
                             self.agents.chooser(row, seat, stand_in(row.game_key, row.kinds)))

    async def _host_wait(self, game_id: int, version: int, seat: Seat) -> Timer | None:
        for timer in await self.timers.timers.of_game(game_id):
            if (timer.kind == HOST_WAIT and int(timer.payload.get("seat", -1)) == seat
                    and int(timer.payload.get("version", -1)) == version):
                return timer
        return None


def _ping(*user_ids: int) -> discord.AllowedMentions:
    users = [discord.Object(uid) for uid in user_ids if not is_ai(uid)]
    return discord.AllowedMentions(everyone=False, roles=False, users=users)
