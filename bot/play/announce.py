"""Announcing a version: what happened (public events only), a picture where a phase begins
or the game ends, and the next turn prompt, as the answer to a click or into the channel
for moves nobody clicked.

Features add to the post through typed answers (pings, prompt buttons, result notes) and
hear of it through events (bot/play/events.py): ``MovePosted`` once it is out, then
``TurnOpened`` for the game to go on, or ``GameForgotten`` when it ended.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any, Protocol

import discord

from bot.core import texts
from bot.core.components import Controls
from bot.core.i18n import t
from bot.core.pictures import can_draw, draw_board, draw_scores
from bot.core.replies import pings, send
from bot.core.seats import is_ai
from bot.play.clicker_menus import ClickerMenus
from bot.play.digest import Digests
from bot.play.events import EventBus, GameForgotten, MovePosted, TurnOpened
from bot.play.names import SeatNames
from bot.play.pacer import EditPacer
from bot.play.posting import (
    Target,
    attach_late,
    channel_id,
    channel_of,
    nothing_to_record,
    picture_in_time,
    post,
    public_lang,
)
from bot.play.snapshots import Snapshot
from bot.play.turn_posts import TurnPost, TurnPosts
from bot.storage.store import GameRow, GameStore
from engine.core.position import Position
from engine.core.protocol import Event, Seat
from engine.core.state import visible_events


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


class AlreadyShown(Protocol):
    """The catch-up's check (bot/play/catchup.py): the message already showing this version,
    as a new post (``fresh``) or as an edit of the turn post ``post``, if it went out
    before a crash."""

    async def __call__(self, fresh: bool, post: TurnPost | None) -> discord.Message | None: ...


class GapFiller(Protocol):
    """Posts the versions before ``row.version`` nobody saw (bot/play/catchup.py)."""

    async def fill(self, channel: discord.abc.Messageable, row: GameRow) -> int: ...


def new_chances(before: Position, after: Position, row: GameRow) -> list[Seat]:
    """The people who may act now without being waited for and could not before the move
    (e.g. a buyer who just got an offer): mentioned once, in this move's post."""
    earlier = set(before.to_act)
    return [seat for seat in after.to_act
            if seat not in after.waiting_for and seat not in earlier
            and not is_ai(row.seats[seat])]


def starts_phase(snap: Snapshot, events: Sequence[Event]) -> bool:
    """Whether ``events`` start a phase worth a picture: the end, or a public phase event,
    but a phase event that only names whose turn begins where the game wants turns told in
    words (``Traits.turn_pictures``)."""
    turns = snap.game.traits.turn_pictures
    return any(e.get("type") == "game_over"
               or (e.get("type") == "phase" and (turns or "seat" not in e))
               for e in visible_events(list(events), None))


class Announcer:
    def __init__(self, store: GameStore, names: SeatNames, menus: ClickerMenus,
                 bus: EventBus, pacer: EditPacer) -> None:
        self.store = store
        self.names = names
        self.menus = menus
        self.bus = bus
        self.pacer = pacer
        self.posts = TurnPosts(store.prompts)
        # Per game, the last version this process posted; a post of a later version first
        # posts the versions in between (``gap``), so a move whose post failed (the bot died
        # after its commit) is not skipped by the next one.
        self.announced: dict[int, int] = {}
        self.gap: GapFiller | None = None
        self.pings: ChannelPings | None = None
        self.prompt_buttons: list[PromptButton] = []
        self.result_notes: list[ResultNotes] = []
        self.result_buttons: list[PromptButton] = []
        self.digests: Digests | None = None

    def forget(self, game_id: int) -> None:
        self.announced.pop(game_id, None)
        self.posts.forget(game_id)

    async def announce(
        self, target: Target, row: GameRow, snap: Snapshot, events: Sequence[Event] = (), *,
        before: Snapshot | None = None, opening: str = "", timers_written: bool = False,
        follow: bool = True, already: AlreadyShown | None = None, answered: bool = False,
    ) -> None:
        """Show version ``row.version`` (``snap``, reached with ``events`` from ``before``;
        no ``before``: a start or an undo, which shows the whole board): a new post where
        someone must be notified (a person newly waited for, a phase's picture, the result),
        else an edit of the turn post. ``follow``: then let the game go on
        (``TurnOpened``). ``already``: the catch-up's check whether the post or edit went
        out before a crash (then only its record is written). ``answered``: the caller
        answers a click that became an edit (else a short private note does). Call it
        holding the game's lock."""
        await self._post_gap(target, row)
        await self.names.load(row.id)
        lang = public_lang(target)
        moves = [*([opening] if opening else []),
                 *texts.describe_events(snap.game, events, texts.seat_names(row, lang), lang)]
        new_phase = before is None or starts_phase(snap, events)
        clicker = target.user.id if isinstance(target, discord.Interaction) else None
        notify = [] if snap.over else self._newly_waiting(row, snap, before, clicker)
        post = await self.posts.get(row.id)
        channel = channel_of(target)
        last = "" if snap.over else self._turn_line(row, snap, lang, clicker)
        fresh = (post is None or before is None or snap.over or bool(notify) or channel is None
                 or (new_phase and can_draw(snap.public_view))
                 or post.channel_id != channel_id(channel) or not post.fits(moves, last))
        shown = None if already is None else await already(fresh, post)
        if fresh:
            message = await self._new_post(target, channel, row, snap, before, lang, moves,
                                           new_phase, notify, post, shown, opening)
            self.announced[row.id] = row.version
        else:
            assert post is not None and channel is not None
            message = await self._edit_post(target, channel, row, snap, lang, moves, post,
                                            last, shown)
            if (isinstance(target, discord.Interaction) and not answered
                    and not target.response.is_done()):
                await send(target, "\n".join(moves) or t("play.done", lang), ephemeral=True)
        if shown is None:  # (a post out before a crash had its notices then)
            here = clicker if clicker is not None and clicker in [
                row.seats[s] for s in snap.waiting_for] else None
            await self.bus.publish(MovePosted(row, snap, message, tuple(notify), here))
        if snap.over:
            await self.bus.publish(GameForgotten(row.id))
        elif follow:
            await self.bus.publish(TurnOpened(row, snap, timers_written))

    async def _new_post(
        self, target: Target, channel: discord.abc.Messageable | None, row: GameRow,
        snap: Snapshot, before: Snapshot | None, lang: str, moves: list[str], new_phase: bool,
        notify: list[int], previous: TurnPost | None, shown: discord.Message | None,
        opening: str,
    ) -> discord.Message | None:
        """A new message for ``row.version`` (``shown``: it is out already); the previous
        turn post loses its turn line and its buttons first."""
        following = (previous is not None and channel is not None
                     and previous.channel_id == channel_id(channel))
        missed = await self._missed(row, snap, before, notify, lang) if following else ""
        if missed and previous is not None:  # the move in full stays in the previous post
            told = moves[:1] if opening else []  # (a notice such as a missed deadline)
            previous.lines += moves[len(told):]
            moves = [*told, missed]
        if shown is None and following and previous is not None and channel is not None:
            await self.pacer.edit(channel, previous.message_id, previous.text(""), None,
                                  nothing_to_record)
            await self.pacer.flush(channel)
        picture_task = None if shown is not None else await self._start_picture(
            target, row, snap, before, lang, new_phase)
        picture = await picture_in_time(picture_task)
        lines = [texts.header(snap, lang), *moves]
        if new_phase:  # where the game stands, in words, beside (or instead of) the picture
            # (plain names: the summary names everyone; only the players to act are mentioned)
            summary = texts.summary_text(snap, None, self.names.plain(row, lang), lang)
            lines += [summary] if summary else []
        view: discord.ui.View | None = None
        last = ""
        if snap.over:
            lines += ["", texts.result_text(snap, snap.result(lang), row, lang)]
            for note in self.result_notes:
                lines += await note(row, lang)
            view = self._buttons_view(self.result_buttons, row, snap, lang)
        else:
            clicker = target.user.id if isinstance(target, discord.Interaction) else None
            chance = [] if before is None else new_chances(before, snap, row)
            if chance:
                lines.append(t("play.may_answer", lang, who=", ".join(
                    texts.mention(row.seats[s], lang, row) for s in chance)))
            last = self._turn_line(row, snap, lang, clicker)
            view = self._prompt_view(row, snap, lang)
        ping = list(notify)
        if self.pings is not None and ping:
            ping = await self.pings.channel_pings(row, ping)
        message = shown
        if shown is None:
            if channel is not None and not isinstance(target, discord.Interaction):
                await self.pacer.reserve(channel)  # (a click's answer is not the channel's)
            message = await post(target, "\n".join([*lines, *([last] if last else [])]),
                                 view=view, file=picture, ping=ping)
        prompt = None
        if message is not None and not snap.over:
            turn_post = TurnPost(row.id, message.channel.id, message.id, row.version,
                                 row.version, lines, tuple(notify))
            self.posts.keep(turn_post)
            prompt = turn_post.record()
        else:
            self.posts.forget(row.id)
        if row.version > 0 or prompt is not None:  # after the answer went out: a tiny commit
            await self.store.announcements.record(row.id, row.version, prompt)
        if picture_task is not None and picture is None:
            await attach_late(target, message, picture_task)
        return message

    async def _edit_post(
        self, target: Target, channel: discord.abc.Messageable, row: GameRow, snap: Snapshot,
        lang: str, moves: list[str], turn_post: TurnPost, last: str,
        shown: discord.Message | None,
    ) -> discord.Message | None:
        """The turn post extended by this move, with the controls of ``row.version``
        (``shown``: the edit is out already)."""
        turn_post.lines += moves
        turn_post.version = row.version
        prompt = turn_post.record()
        view = self._prompt_view(row, snap, lang)

        async def landed() -> None:
            await self.store.announcements.record(row.id, row.version, prompt)

        self.announced[row.id] = row.version  # (before the edit: its failure unmarks it)
        if shown is not None:
            await landed()
            return shown

        clicked = target.message if isinstance(target, discord.Interaction) else None
        if (isinstance(target, discord.Interaction) and clicked is not None
                and clicked.id == turn_post.message_id and not target.response.is_done()):
            # a control of the post itself: the click's answer is the edit
            await target.response.edit_message(content=turn_post.text(last), view=view,
                                               allowed_mentions=pings(()))
            await landed()
            return clicked

        def failed() -> None:  # e.g. deleted: the next post first shows what this one missed
            self.posts.drop(row.id)
            self.announced.pop(row.id, None)

        await self.pacer.edit(channel, turn_post.message_id, turn_post.text(last), view, landed,
                              failed)
        return None

    async def _missed(self, row: GameRow, snap: Snapshot, before: Snapshot | None,
                      notify: list[int], lang: str) -> str:
        """For the one person a new post tells it is their turn: what every other seat did
        since their own last move, a line per seat (bot/play/digest.py); else nothing (a
        chance to answer is told with the move that gave it)."""
        if self.digests is None or before is None or len(notify) != 1:
            return ""
        seat = row.seats.index(notify[0])
        if seat not in snap.waiting_for:
            return ""
        digest = await self.digests.since_last_action(row, seat, lang)
        return digest.text(lang)

    @staticmethod
    def _newly_waiting(row: GameRow, snap: Snapshot, before: Snapshot | None,
                       clicker: int | None) -> list[int]:
        """The people to notify: those the game now waits for and did not before this move,
        and those who just got a chance to act (e.g. an offer to answer); never the clicker,
        who is here."""
        waited = set() if before is None else set(before.waiting_for)
        seats = [s for s in snap.waiting_for if s not in waited]
        if before is not None:
            seats += [s for s in new_chances(before, snap, row) if s not in seats]
        return [row.seats[s] for s in seats
                if not is_ai(row.seats[s]) and row.seats[s] != clicker]

    def _turn_line(self, row: GameRow, snap: Snapshot, lang: str, clicker: int | None) -> str:
        """Whose turn it is, once; the clicker (here already) named without a mention."""
        return texts.turn_line(snap, row, lang, quiet=[clicker] if clicker else [],
                               plain=self.names.plain(row, lang))

    def _prompt_view(self, row: GameRow, snap: Snapshot, lang: str) -> discord.ui.View | None:
        return self._buttons_view(self.prompt_buttons, row, snap, lang,
                                  self.menus.turn_view(row, snap, lang))

    @staticmethod
    def _buttons_view(buttons: list[PromptButton], row: GameRow, snap: Snapshot, lang: str,
                      view: discord.ui.View | None = None) -> discord.ui.View | None:
        items = [item for button in buttons if (item := button(row, snap, lang)) is not None]
        if view is None and not items:
            return None
        view = view or Controls()
        for item in items:
            view.add_item(item)
        return view

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
