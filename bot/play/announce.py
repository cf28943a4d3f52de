"""Announcing a version: what happened (public events only), a picture where a phase begins
or the game ends, and the next turn prompt, as the answer to a click or into the channel
for moves nobody clicked.

Features add to the post through typed answers (pings, prompt buttons, result notes) and
hear of it through events (bot/play/events.py): ``MovePosted`` once it is out, then
``TurnOpened`` for the game to go on, or ``GameForgotten`` when it ended.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable, Sequence
from typing import Any, Protocol

import discord

from bot.core import texts
from bot.core.i18n import guild_lang, t
from bot.core.pictures import can_draw, draw_board, draw_scores
from bot.core.replies import pings, send
from bot.core.seats import is_ai
from bot.play.clicker_menus import ClickerMenus
from bot.play.events import EventBus, GameForgotten, MovePosted, TurnOpened
from bot.play.names import SeatNames
from bot.play.snapshots import Snapshot
from bot.storage.store import GameRow, GameStore
from engine.core.position import Position
from engine.core.protocol import Event, Seat
from engine.core.state import visible_events

# How long a move's answer may wait for its picture before posting without it (the picture
# then follows); Discord wants an answer within 3 s.
PICTURE_WAIT = 1.5

Target = discord.Interaction[Any] | discord.abc.Messageable


class ChannelPings(Protocol):
    """Who is mentioned in a turn prompt (bot/notify/notices.py)."""

    async def channel_pings(self, row: GameRow, user_ids: list[int]) -> list[int]:
        """Which of ``user_ids`` (whose turn begins) the prompt itself should mention."""


class PromptButton(Protocol):
    """A button under a public turn prompt (bot/history/watch.py: Watch), or None where
    this prompt has none; ``snap`` is the game at ``row.version``."""

    def __call__(self, row: GameRow, snap: Snapshot, lang: str) -> discord.ui.Item[Any] | None:
        ...


class ResultNotes(Protocol):
    """Lines under a final score sheet (bot/ratings)."""

    async def __call__(self, row: GameRow, lang: str) -> list[str]: ...


class GapFiller(Protocol):
    """Posts the versions before ``row.version`` nobody saw (bot/play/catchup.py)."""

    async def fill(self, channel: discord.abc.Messageable, row: GameRow) -> int: ...


def public_lang(target: Target) -> str:
    """The server's language, for what a click or a timer posts in the channel."""
    return guild_lang(getattr(target, "guild", None))


def new_chances(before: Position, after: Position, row: GameRow) -> list[Seat]:
    """The people who may act now without being waited for and could not before the move
    (e.g. a buyer who just got an offer): mentioned once, in this move's post."""
    earlier = set(before.to_act)
    return [seat for seat in after.to_act
            if seat not in after.waiting_for and seat not in earlier
            and not is_ai(row.seats[seat])]


class Announcer:
    def __init__(self, store: GameStore, names: SeatNames, menus: ClickerMenus,
                 bus: EventBus) -> None:
        self.store = store
        self.names = names
        self.menus = menus
        self.bus = bus
        # Per game, the last version this process posted; a post of a later version first
        # posts the versions in between (``gap``), so a move whose post failed (the bot died
        # after its commit) is not skipped by the next one.
        self.announced: dict[int, int] = {}
        self.gap: GapFiller | None = None
        self.pings: ChannelPings | None = None
        self.prompt_buttons: list[PromptButton] = []
        self.result_notes: list[ResultNotes] = []
        self.result_buttons: list[PromptButton] = []

    def forget(self, game_id: int) -> None:
        self.announced.pop(game_id, None)

    async def announce(
        self, target: Target, row: GameRow, snap: Snapshot, events: Sequence[Event] = (), *,
        before: Snapshot | None = None, opening: str = "", timers_written: bool = False,
        follow: bool = True,
    ) -> None:
        """Post version ``row.version`` (``snap``, reached with ``events`` from ``before``;
        no ``before``: a start or an undo, which shows the whole board). ``follow``: then
        let the game go on (``TurnOpened``). Call it holding the game's lock."""
        await self._post_gap(target, row)
        await self.names.load(row.id)
        lang = public_lang(target)
        lines = [texts.header(snap, lang), *([opening] if opening else []),
                 *texts.describe_events(snap.game, events, texts.seat_names(row, lang), lang)]
        public = visible_events(list(events), None)
        new_phase = before is None or any(e.get("type") in ("phase", "game_over") for e in public)
        result = snap.result(lang) if snap.over else None
        picture_task = await self._start_picture(target, row, snap, before, lang, new_phase)
        picture = await _picture_in_time(picture_task)
        if new_phase:  # where the game stands, in words, beside (or instead of) the picture
            # (plain names: the summary names everyone; only the players to act are mentioned)
            lines.append(texts.summary_text(snap, None, self.names.plain(row, lang), lang))
        view: discord.ui.View | None = None
        ping: list[int] = []
        if result is not None:
            lines += ["", texts.result_text(snap, result, row, lang)]
            for note in self.result_notes:
                lines += await note(row, lang)
            view = self._buttons_view(self.result_buttons, row, snap, lang)
        else:
            lines.append(texts.turn_line(snap, row, lang))
            view = self._prompt_view(row, snap, lang)
            ping = self._turn_begins(row, snap, before, lang, lines)
        turn_begins = tuple(ping)
        if self.pings is not None and ping:
            ping = await self.pings.channel_pings(row, ping)
        message = await post(target, "\n".join(lines), view=view, file=picture, ping=ping)
        await self.bus.publish(MovePosted(row, snap, message, turn_begins))
        if row.version > 0:  # after the answer went out: a second, tiny commit
            await self.store.announcements.record(row.id, row.version)
        self.announced[row.id] = row.version
        if picture_task is not None and picture is None:
            late = await picture_task
            if late is not None:
                await post(target, "", view=None, file=late, ping=())
        if snap.over:
            await self.bus.publish(GameForgotten(row.id))
        elif follow:
            await self.bus.publish(TurnOpened(row, snap, timers_written))

    def _prompt_view(self, row: GameRow, snap: Snapshot, lang: str) -> discord.ui.View | None:
        return self._buttons_view(self.prompt_buttons, row, snap, lang,
                                  self.menus.turn_view(row, snap, lang))

    @staticmethod
    def _buttons_view(buttons: list[PromptButton], row: GameRow, snap: Snapshot, lang: str,
                      view: discord.ui.View | None = None) -> discord.ui.View | None:
        items = [item for button in buttons if (item := button(row, snap, lang)) is not None]
        if view is None and not items:
            return None
        view = view or discord.ui.View(timeout=None)
        for item in items:
            view.add_item(item)
        return view

    @staticmethod
    def _turn_begins(row: GameRow, snap: Snapshot, before: Snapshot | None, lang: str,
                     lines: list[str]) -> list[int]:
        """Whom the prompt mentions; a line for those who just got a chance to act."""
        # A round of simultaneous choices pings once, when it begins, not on every pick.
        ping = [] if snap.decided else [
            row.seats[s] for s in snap.waiting_for if not is_ai(row.seats[s])]
        chance = [] if before is None else new_chances(before, snap, row)
        if chance:
            lines.append(t("play.may_answer", lang, who=", ".join(
                texts.mention(row.seats[s], lang, row) for s in chance)))
            ping += [row.seats[s] for s in chance]
        return ping

    async def _start_picture(
        self, target: Target, row: GameRow, snap: Snapshot, before: Snapshot | None, lang: str,
        new_phase: bool,
    ) -> asyncio.Task[discord.File | None] | None:
        """The board (or the final score sheet) drawn off the event loop, where a phase
        begins and the game has pictures."""
        if not new_phase or not can_draw(snap.public_view):
            return None
        plain = self.names.plain(row, lang)
        if snap.over:
            drawing = draw_scores(snap.public_view, snap.result(lang).to_json(), plain, lang)
        else:
            previous = None if before is None else before.public_view
            drawing = draw_board(snap.public_view, plain, previous, lang)
        task = asyncio.create_task(drawing)
        if isinstance(target, discord.Interaction) and not target.response.is_done():
            await target.response.defer()  # drawing follows: acknowledge first
        return task

    async def _post_gap(self, target: Target, row: GameRow) -> None:
        """Before posting version ``row.version``: post the earlier versions nobody saw (a
        pick of a round committed just before the bot died, then another seat's pick of the
        same round). Free while this process posted the previous version itself."""
        if (self.gap is None or row.version == 0
                or self.announced.get(row.id) == row.version - 1):
            return
        behind = await self.store.announcements.of_game(row.id)
        if behind is None or behind.announced >= row.version - 1:
            return
        channel = target.channel if isinstance(target, discord.Interaction) else target
        if not isinstance(channel, discord.abc.Messageable):
            return
        if isinstance(target, discord.Interaction) and not target.response.is_done():
            await target.response.defer()  # the missing posts come first
        await self.gap.fill(channel, row)


async def post(target: Target, content: str, *, view: discord.ui.View | None,
               file: discord.File | None, ping: Iterable[int]) -> discord.Message | None:
    """A public message: the click's answer (or follow-up), or a channel message."""
    if isinstance(target, discord.Interaction):
        if content:
            return await send(target, content, ephemeral=False, view=view, file=file,
                              ping=ping)
        if file is not None:
            return await target.followup.send(file=file, wait=True)
        return None
    kwargs: dict[str, Any] = {"allowed_mentions": pings(ping)}
    if content:
        kwargs["content"] = texts.clip(content)
    if view is not None:
        kwargs["view"] = view
    if file is not None:
        kwargs["file"] = file
    return await target.send(**kwargs)


async def _picture_in_time(
    task: asyncio.Task[discord.File | None] | None,
) -> discord.File | None:
    if task is None:
        return None
    done, _ = await asyncio.wait({task}, timeout=PICTURE_WAIT)
    return task.result() if done else None
