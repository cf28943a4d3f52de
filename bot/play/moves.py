"""Playing: clicks become engine actions, committed before anything is posted.

Per game, moves are serialized by a lock and checked against the version the button was
drawn for. The bot decides no rule: menus come from ``legal_actions`` and every move goes
through the engine, which refuses anything illegal.
"""

from __future__ import annotations

import asyncio
import logging
from collections import defaultdict
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Sequence
from contextlib import asynccontextmanager
from typing import Any, Protocol

import discord

from bot.core import texts
from bot.core.i18n import DEFAULT, guild_lang, t, user_lang
from bot.core.pictures import can_draw, draw_board, draw_private, draw_scores
from bot.core.replies import (
    NOT_AN_OPTION,
    OUT_OF_DATE,
    Refusal,
    answers_refusals,
    pings,
    replace,
    send,
)
from bot.core.seats import is_ai
from bot.play import buttons as controls
from bot.play.menus import Layout, MenuNode, Path, decode_path, layout_for
from bot.play.names import SeatNames
from bot.play.results import record_results
from bot.play.rounds import RoundStarts
from bot.play.snapshots import Snapshot
from bot.storage.store import GameRow, GameStore
from bot.storage.timer_rows import TimerPlan
from engine.core.position import Position
from engine.core.protocol import Action, Event, Game, IllegalAction, Seat, State, fill_names
from engine.core.registry import get_game
from engine.core.state import visible_events

log = logging.getLogger(__name__)

# Clicks being worked on at once beyond which a new click is acknowledged (deferred) before
# its work starts: one extra API call, but a burst of clicks never waits past Discord's 3 s.
BUSY_CLICKS = 8

Chooser = Callable[[Game, State, Seat, list[Action]], Action]
# An AI seat's answer while the game is not waiting for it (``Agent.free_action``).
FreeChooser = Callable[[Game, State, Seat, list[Action]], Action | None]


class TimerPlanner(Protocol):
    """The clock's part in a move (bot/clock/autoplay.py)."""

    async def plan(self, row: GameRow, after: Snapshot, round_start: int,
                   before: Snapshot | None = None, mover: Seat | None = None,
                   ) -> TimerPlan | None:
        """The timer changes to write with the move of ``mover`` from ``before`` to
        ``after``."""

    def committed(self, plan: TimerPlan) -> None:
        """The move and ``plan`` were committed."""


class TurnNotices(Protocol):
    """How people hear that it is their turn (bot/notify/notices.py)."""

    async def channel_pings(self, row: GameRow, user_ids: list[int]) -> list[int]:
        """Which of ``user_ids`` (whose turn begins) the prompt itself should mention."""

    async def prompt_posted(self, row: GameRow, snap: Snapshot,
                            message: discord.Message | None, turn_begins: list[int]) -> None:
        """The turn prompt ``message`` is out; ``turn_begins``: whose turn began with it."""


# A button for the public turn prompt: (game id, language) -> the item.
PromptItem = Callable[[int, str], discord.ui.Item[Any]]

# How long a move's answer may wait for its picture before posting without it (the picture
# then follows); Discord wants an answer within 3 s.
PICTURE_WAIT = 1.5


def labels_are_public(game: Game) -> bool:
    """May a seat's menu be shown to everyone? Only in a game without hidden information
    (declared in its traits): elsewhere even a first-level label can give a hand away."""
    return not game.traits.hidden_information


def first_choices(snap: Snapshot, seat: Seat, lang: str, names: Sequence[str]) -> list[str]:
    """The first-level labels of ``seat``'s menu when it may act now, else none."""
    if snap.over or seat not in snap.to_act:
        return []
    return [fill_names(child.label, names) for child in snap.menu(seat, lang).children]


async def send_table(
    interaction: discord.Interaction[Any], row: GameRow, position: Position, lang: str, *,
    intro: str | None = None, view: discord.ui.View | None = None,
) -> None:
    """Only to the clicker: where the game stands (whose turn, or the result) and the public
    picture of the table (the text board where a game has no picture)."""
    public = position.public_view
    lines = [texts.header(position, lang), *([intro] if intro else [])]
    if position.over:
        lines.append(texts.result_text(position, position.result(lang), row, lang))
    else:
        if position.teams:
            lines.append(texts.teams_text(position, texts.seat_names(row, lang), lang))
        lines.append(texts.turn_line(position, row, lang))
    picture = None
    if can_draw(public):
        await interaction.response.defer(ephemeral=True, thinking=True)
        picture = await draw_board(public, await names_for(interaction, row, lang), lang=lang)
    if picture is None:
        lines.append(texts.summary_text(position, None, texts.seat_names(row, lang), lang))
    await send(interaction, "\n".join(lines), ephemeral=True, view=view, file=picture)


async def names_for(interaction: discord.Interaction[Any], row: GameRow,
                    lang: str) -> list[str]:
    """The seats' plain names for a picture or file answering ``interaction``."""
    tables = getattr(interaction.client, "tables", None)
    if isinstance(tables, Tables):
        await tables.names.load(row.id)
        return tables.label_names(row, lang)
    return texts.plain_names(row, interaction.guild, lang)


def public_lang(target: discord.Interaction[Any] | discord.abc.Messageable) -> str:
    """The server's language, for what a click or a timer posts in the channel."""
    return guild_lang(getattr(target, "guild", None))


class Tables:
    def __init__(self, store: GameStore) -> None:
        self.store = store
        self.locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self.clicks_in_progress = 0
        self.rounds = RoundStarts(store)
        # Called after every posted move or start (bot/clock/autoplay.py: AI seats, deadlines)
        # with whether the move's transaction already wrote the game's timers.
        self.on_turn: Callable[[GameRow, Snapshot, bool], Awaitable[None]] | None = None
        # Works out the timer changes a move writes with it (bot/clock/autoplay.py).
        self.clock: TimerPlanner | None = None
        # The latest state of each game this process has seen (bot/play/snapshots.py).
        self.snapshots: dict[int, Snapshot] = {}
        # Seat names for the {p0}... of button and select labels (plain, not mentions: a
        # label cannot show one); bot/bot.py looks the players up in their server.
        self.names = SeatNames(store.seat_names)
        self.label_names: Callable[[GameRow, str], list[str]] = (
            lambda row, lang: texts.plain_names(row, None, lang, self.names.known(row.id)))
        # Called with a game's id when it ends or is aborted, to free per-game memory.
        self.on_forget: list[Callable[[int], None]] = []
        self._ended: set[int] = set()  # games whose lock goes once it is released
        # Buttons other features add under every public turn prompt (history: Watch).
        self.prompt_items: list[PromptItem] = []
        # Per game, the last version this process posted; a post of a later version first
        # posts the versions in between (bot/play/catchup.py ``fill``), so a move whose post
        # failed (the bot died after its commit) is not skipped by the next one.
        self.announced: dict[int, int] = {}
        # Per game, the version at which each AI seat was last asked for a free action
        # (versions only grow, so one entry per seat asks it once per version).
        self._free_asked: dict[int, dict[Seat, int]] = {}
        self.fill_gap: Callable[[discord.abc.Messageable, GameRow], Awaitable[int]] | None = None
        # Mentions, direct messages and reminders of turns (bot/notify).
        self.notices: TurnNotices | None = None
        # Lines under a final score sheet, (game, language) -> lines (bot/ratings).
        self.result_notes: list[Callable[[GameRow, str], Awaitable[list[str]]]] = []

    # --- loading and checking -------------------------------------------------------------
    async def snapshot(self, row: GameRow, game: Game) -> Snapshot:
        """The state at ``row.version``: kept from the last move or parsed once."""
        await self.names.load(row.id)
        snap = self.snapshots.get(row.id)
        if snap is None or snap.version != row.version or snap.game is not game:
            snap = Snapshot(game, await self.store.load_state(row), row.version)
            self.snapshots[row.id] = snap
        return snap

    def keep(self, row: GameRow, game: Game, state: State) -> Snapshot:
        """``state``, the game at ``row.version`` just written (a start, an undo), as the
        game's snapshot."""
        snap = Snapshot(game, state, row.version)
        self.snapshots[row.id] = snap
        return snap

    def forget(self, game_id: int) -> None:
        """Free what this process keeps for a game that ended or was aborted (its lock as
        soon as nobody holds it)."""
        self.snapshots.pop(game_id, None)
        self.names.forget(game_id)
        self.announced.pop(game_id, None)
        self._free_asked.pop(game_id, None)
        self.rounds.forget(game_id)
        for hook in self.on_forget:
            hook(game_id)
        self._ended.add(game_id)
        self._release(game_id)

    @asynccontextmanager
    async def holding(self, game_id: int) -> AsyncIterator[None]:
        """The game's lock, for work no click started (bot/play/catchup.py)."""
        try:
            async with self.locks[game_id]:
                yield
        finally:
            self._release(game_id)

    def _release(self, game_id: int) -> None:
        lock = self.locks.get(game_id)
        if game_id in self._ended and (lock is None or not lock.locked()):
            self.locks.pop(game_id, None)
            self._ended.discard(game_id)

    async def _game_here(self, interaction: discord.Interaction[Any], game_id: int) -> GameRow:
        row = await self.store.get(game_id)
        if row is None or row.channel_id != interaction.channel_id:
            raise Refusal("play.wrong_channel")
        return row

    @staticmethod
    def _require_running(row: GameRow) -> None:
        if row.status == "over":
            raise Refusal("play.over")
        if row.status == "aborted":
            raise Refusal("play.aborted")
        if row.status == "lobby":
            raise Refusal("play.not_started")

    @staticmethod
    def _seat(row: GameRow, user_id: int) -> Seat:
        seat = row.seat_of(user_id)
        if seat is None:
            raise Refusal("play.not_playing")
        return seat

    @asynccontextmanager
    async def _turn_lock(self, interaction: discord.Interaction[Any],
                         game_id: int) -> AsyncIterator[None]:
        lock = self.locks[game_id]
        busy = lock.locked() or self.clicks_in_progress >= BUSY_CLICKS
        if busy and not interaction.response.is_done():
            # Another move of this game is being applied, or many clicks arrived at once:
            # acknowledge now (Discord wants it within 3 s) and answer with a follow-up.
            await interaction.response.defer()
        self.clicks_in_progress += 1
        try:
            async with lock:
                yield
        finally:
            self.clicks_in_progress -= 1
            self._release(game_id)

    async def _load_turn(
        self, interaction: discord.Interaction[Any], game_id: int, version: int, fp: str = "",
    ) -> tuple[GameRow, Snapshot, Seat, bool] | None:
        """The game, state and seat of a click and whether its menu still stands; None
        after answering an out-of-date one. A control carrying the fingerprint ``fp`` of
        the menu it was drawn from stands while the clicker's menu has that fingerprint,
        whatever the version (another seat's free action or pick changed nothing in it).
        Without one (controls posted by an older bot), in a round of simultaneous choices a
        menu drawn earlier in the same round still counts."""
        row = await self._game_here(interaction, game_id)
        self._require_running(row)
        seat = self._seat(row, interaction.user.id)
        await self.names.seen(row.id, interaction.user)
        game = get_game(row.game_key)
        snap = await self.snapshot(row, game)
        exact = version == row.version
        if fp and version <= row.version:
            if seat in snap.to_act and snap.fingerprint(seat) == fp:
                return row, snap, seat, True
            if exact and seat in snap.to_act:
                raise Refusal("play.not_your_menu")
        if not exact and (fp or not await self._same_round(row, snap, version, seat)):
            await self._out_of_date(interaction, row, snap, seat)
            return None
        self._require_acting(interaction, row, snap, seat)
        return row, snap, seat, exact

    @staticmethod
    def _require_acting(interaction: discord.Interaction[Any], row: GameRow, snap: Snapshot,
                        seat: Seat) -> None:
        if seat in snap.to_act:
            return
        lang = user_lang(interaction)
        waiting = ", ".join(texts.mention(row.seats[s], lang, row) for s in snap.waiting_for)
        if not waiting:
            raise Refusal("play.not_your_turn_nobody")
        if seat in snap.decided:
            raise Refusal("play.already_decided", waiting=waiting)
        raise Refusal("play.not_your_turn", waiting=waiting)

    async def _same_round(self, row: GameRow, snap: Snapshot, version: int, seat: Seat) -> bool:
        if version > row.version or seat not in snap.to_act or not snap.in_round:
            return False
        return await self.rounds.start(row, snap) <= version

    # --- clicks -----------------------------------------------------------------------------
    @answers_refusals
    async def choose(
        self, interaction: discord.Interaction[Any], game_id: int, version: int, anchor: Path,
        values: list[str] | None = None, fp: str = "",
    ) -> None:
        async with self._turn_lock(interaction, game_id):
            loaded = await self._load_turn(interaction, game_id, version, fp)
            if loaded is None:
                return
            row, snap, seat, exact = loaded
            path = anchor
            if values is not None:
                relative = decode_path(values[0]) if len(values) == 1 else None
                if not relative:
                    raise Refusal(NOT_AN_OPTION)
                path = (*anchor, *relative)
            node = snap.menu(seat, user_lang(interaction)).walk(path)
            if node is None:
                raise Refusal(NOT_AN_OPTION)
            if node.action is None:
                await self._show_menu(interaction, row, snap, seat, node, path)
                return
            if not exact and await self.rounds.moved_since(row.id, version, seat):
                # the seat changed its own pick since: this menu's paths may mean otherwise
                await self._out_of_date(interaction, row, snap, seat)
                return
            await self._move(interaction, row, snap, seat, node)

    @answers_refusals
    async def page(
        self, interaction: discord.Interaction[Any], game_id: int, version: int, anchor: Path,
        page: int, fp: str = "",
    ) -> None:
        async with self._turn_lock(interaction, game_id):
            loaded = await self._load_turn(interaction, game_id, version, fp)
            if loaded is None:
                return
            row, snap, seat, _ = loaded
            node = snap.menu(seat, user_lang(interaction)).walk(anchor)
            if node is None or node.action is not None:
                raise Refusal(NOT_AN_OPTION)
            await self._show_menu(interaction, row, snap, seat, node, anchor, page=page)

    @answers_refusals
    async def open_menu(self, interaction: discord.Interaction[Any], game_id: int) -> None:
        """**Choose my move**: the clicker's own current menu, only to them, whenever they
        may act (on turn, or a free action such as a penalty at any time)."""
        row = await self._game_here(interaction, game_id)
        self._require_running(row)
        seat = self._seat(row, interaction.user.id)
        await self.names.seen(row.id, interaction.user)
        snap = await self.snapshot(row, get_game(row.game_key))
        self._require_acting(interaction, row, snap, seat)
        root = snap.menu(seat, user_lang(interaction))
        await self._show_menu(interaction, row, snap, seat, root, ())

    @answers_refusals
    async def show_hand(self, interaction: discord.Interaction[Any], game_id: int) -> None:
        """Only to the clicker: their own view in words, and its picture where the game has
        pictures (with the first-level choices of their menu when they may act)."""
        row = await self._game_here(interaction, game_id)
        if row.status in ("lobby", "aborted"):  # no hand yet, or none any more
            raise Refusal("play.not_started" if row.status == "lobby" else "play.aborted")
        seat = self._seat(row, interaction.user.id)
        snap = await self.snapshot(row, get_game(row.game_key))
        lang = user_lang(interaction)
        lines = [texts.header(snap, lang), t("play.your_view", lang),
                 texts.summary_text(snap, seat, texts.seat_names(row, lang), lang)]
        mine = snap.view(seat)
        picture = None
        if can_draw(mine):
            await interaction.response.defer(ephemeral=True, thinking=True)  # drawing follows
            names = self.label_names(row, lang)
            picture = await draw_private(mine, names, lang, first_choices(snap, seat, lang, names))
        await send(interaction, "\n".join(lines), ephemeral=True, file=picture)

    # --- menus ------------------------------------------------------------------------------
    def turn_view(self, row: GameRow, snap: Snapshot, lang: str) -> discord.ui.View:
        people = [seat for seat in snap.to_act if not is_ai(row.seats[seat])]
        if not people:
            return controls.hand_view(row.id, lang, row.version)  # AI seats move themselves
        # With hidden information even the first menu level can give a hand away (a
        # "Play an F-2 failure card" button says what you hold): choose in private then.
        # Several seats choosing at once always choose in private.
        waiting = snap.waiting_for
        if (len(waiting) != 1 or waiting[0] not in people or snap.in_round
                or not labels_are_public(snap.game)):
            return controls.open_menu_view(row.id, row.version, lang)
        layout = layout_for(snap.menu(waiting[0], lang), (), buttons=True, rich=True, lang=lang,
                            names=self.label_names(row, lang))
        # Others who may act now (a free action) choose theirs in private.
        return controls.menu_view(row.id, row.version, layout, hand=True, lang=lang,
                                  fp=snap.fingerprint(waiting[0]), open_menu=len(people) > 1)

    def own_menu(self, row: GameRow, snap: Snapshot, seat: Seat,
                 lang: str = DEFAULT) -> discord.ui.View:
        """``seat``'s own menu for an ephemeral message, in their language ``lang``."""
        layout = layout_for(snap.menu(seat, lang), (), buttons=True, rich=True, lang=lang,
                            names=self.label_names(row, lang))
        return controls.menu_view(row.id, row.version, layout, hand=True, lang=lang,
                                  fp=snap.fingerprint(seat))

    async def _show_menu(
        self, interaction: discord.Interaction[Any], row: GameRow, snap: Snapshot, seat: Seat,
        node: MenuNode, path: Path, *, page: int = 0,
    ) -> None:
        """The choices under ``node`` of ``seat``'s menu, only to the clicker (deeper levels
        may be private)."""
        lang = user_lang(interaction)
        names = self.label_names(row, lang)
        layout: Layout = layout_for(node, path, page=page, buttons=not path, rich=not path,
                                    lang=lang, names=names)
        view = controls.menu_view(row.id, row.version, layout, hand=False, lang=lang,
                                  fp=snap.fingerprint(seat))
        content = t("play.choose_one", lang,
                    label=fill_names(node.label, names) if node.label else snap.game.name)
        message = interaction.message
        if message is not None and message.flags.ephemeral:
            await replace(interaction, content, view=view)
        else:
            await send(interaction, content, ephemeral=True, view=view)

    async def _out_of_date(
        self, interaction: discord.Interaction[Any], row: GameRow, snap: Snapshot, seat: Seat,
    ) -> None:
        lang = user_lang(interaction)
        lines = [t(OUT_OF_DATE, lang), t("play.current_board", lang), texts.header(snap, lang)]
        if seat in snap.to_act:
            lines.append(t("play.your_turn_now", lang))
            view = self.own_menu(row, snap, seat, lang)
        else:
            lines.append(texts.turn_line(snap, row, lang))
            view = controls.hand_view(row.id, lang)
        lines.append(texts.summary_text(snap, None, texts.seat_names(row, lang), lang))
        await send(interaction, "\n".join(lines), ephemeral=True, view=view)

    # --- moves ------------------------------------------------------------------------------
    async def _move(
        self, interaction: discord.Interaction[Any], row: GameRow, snap: Snapshot, seat: Seat,
        node: MenuNode,
    ) -> None:
        assert node.action is not None
        after, events, planned = await self.commit_move(row, snap, seat, node.action)
        await self._announce(interaction, row, after, events, before=snap, planned=planned)
        if not after.over and seat in after.decided:
            await self._confirm_pick(interaction, row, snap, after, seat, node.action)

    async def _confirm_pick(
        self, interaction: discord.Interaction[Any], row: GameRow, before: Snapshot,
        after: Snapshot, seat: Seat, action: Action,
    ) -> None:
        """Only to the picker: what they chose, and their menu while they may change it."""
        lang = user_lang(interaction)
        label = before.game.words.action_label(before.state, action, lang)
        lines = [t("play.you_chose", lang, label=label)]
        view: discord.ui.View | None = None
        if seat in after.to_act:
            lines.append(t("play.may_change", lang))
            view = self.own_menu(row, after, seat, lang)
        await send(interaction, "\n".join(lines), ephemeral=True, view=view)

    async def commit_move(
        self, row: GameRow, snap: Snapshot, seat: Seat, action: Action,
    ) -> tuple[Snapshot, list[Event], bool]:
        """The one move path for clicks, AI seats and deadlines: ``action`` is one of
        ``snap``'s own legal actions for ``seat`` (played without asking the rules for the
        list again), then log row + snapshot (+ the game's timer changes) in one transaction
        that only succeeds at ``row.version``. Call it holding ``self.locks[row.id]``.
        Returns the new snapshot, the events and whether timers were planned with the move."""
        try:
            after, events = snap.play(seat, action)
        except IllegalAction as exc:
            raise Refusal("play.illegal", reason=str(exc)) from exc
        continues = seat in after.decided
        plan: TimerPlan | None = None
        planned = self.clock is not None and row.runs_itself
        if self.clock is not None and planned:
            start = await self.rounds.start(row, snap) if continues else after.version
            plan = await self.clock.plan(row, after, start, snap, seat)
        committed = await self.store.record_move(
            row.id, expected_version=row.version, seat=seat, action=action,
            state=after.state, over=after.over, timers=plan,
        )
        if not committed:  # aborted meanwhile, or another process moved the game on
            raise Refusal(OUT_OF_DATE)
        row.version += 1
        self.rounds.moved(row.id, row.version, continues)
        row.status = "over" if after.over else "running"
        self.snapshots[row.id] = after
        if self.clock is not None and plan is not None:
            self.clock.committed(plan)
        if after.over:
            await record_results(self.store, row, after)
        return after, events, planned

    async def play_for(
        self, channel: discord.abc.Messageable, game_id: int, version: int, seat: Seat,
        choose: Chooser, *, opening: str = "",
    ) -> bool:
        """Play ``seat``'s decision with ``choose`` (an AI, a deadline) if the seat still faces
        the decision it faced at ``version`` (the same version, or the same round of
        simultaneous choices with its choice still missing); post it like a click's move.
        False when it moved on."""
        try:
            return await self._play_for(channel, game_id, version, seat, choose, opening)
        finally:
            self._release(game_id)

    async def _play_for(
        self, channel: discord.abc.Messageable, game_id: int, version: int, seat: Seat,
        choose: Chooser, opening: str,
    ) -> bool:
        async with self.locks[game_id]:
            row = await self.store.get(game_id)
            if row is None or row.status != "running":
                return False
            snap = await self.snapshot(row, get_game(row.game_key))
            if not await self.rounds.still_deciding(row, snap, version, seat):
                return False
            action = await asyncio.to_thread(  # AIs think
                choose, snap.game, snap.state, seat, list(snap.legal_actions(seat)))
            try:
                after, events, planned = await self.commit_move(row, snap, seat, action)
            except Refusal:
                return False
            await self._announce(channel, row, after, events, before=snap, opening=opening,
                                 planned=planned)
            return True

    async def play_free(
        self, channel: discord.abc.Messageable, game_id: int, version: int, seat: Seat,
        choose: FreeChooser,
    ) -> bool:
        """Ask ``choose`` for ``seat``'s free action at ``version`` (the seat may act but the
        game does not wait for it, e.g. an offer to answer) and play it like an AI's move.
        Asked at most once per seat and version; False when nothing was played."""
        try:
            async with self.locks[game_id]:
                row = await self.store.get(game_id)
                if row is None or row.status != "running" or row.version != version:
                    return False
                asked = self._free_asked.setdefault(game_id, {})
                if asked.get(seat) == version:
                    return False
                asked[seat] = version
                snap = await self.snapshot(row, get_game(row.game_key))
                if seat not in snap.to_act or seat in snap.waiting_for:
                    return False
                action = await asyncio.to_thread(
                    choose, snap.game, snap.state, seat, list(snap.legal_actions(seat)))
                if action is None:
                    return False
                try:
                    after, events, planned = await self.commit_move(row, snap, seat, action)
                except Refusal:
                    return False
                await self._announce(channel, row, after, events, before=snap,
                                     planned=planned)
                return True
        finally:
            self._release(game_id)

    async def announce(
        self, interaction: discord.Interaction[Any] | discord.abc.Messageable, row: GameRow,
        snap: Snapshot, *, opening: str = "",
    ) -> None:
        """Post ``snap`` (a start, an undo: no events) and its turn prompt, as the answer to
        a click."""
        await self._announce(interaction, row, snap, [], opening=opening)

    async def announce_version(
        self, channel: discord.abc.Messageable, row: GameRow, snap: Snapshot,
        events: list[Event], *, before: Snapshot | None, opening: str = "",
        planned: bool = False,
        follow: bool = True,
    ) -> None:
        """Post version ``row.version`` (``snap``, reached with ``events`` from ``before``)
        like any move, late (bot/play/catchup.py); ``follow``: then let AI seats and clocks
        carry on (on_turn). Call it holding ``self.locks[row.id]``."""
        await self._announce(channel, row, snap, events, before=before, opening=opening,
                             planned=planned, follow=follow)

    async def _announce(
        self, interaction: discord.Interaction[Any] | discord.abc.Messageable, row: GameRow,
        snap: Snapshot, events: list[Event], *, before: Snapshot | None = None,
        opening: str = "", planned: bool = False, follow: bool = True,
    ) -> None:
        await self._post_gap(interaction, row)
        await self.names.load(row.id)
        lang = public_lang(interaction)
        names = texts.seat_names(row, lang)
        lines = [texts.header(snap, lang)]
        if opening:
            lines.append(opening)
        lines += texts.describe_events(snap.game, events, names, lang)
        public = visible_events(events, None)
        new_phase = before is None or any(e.get("type") in ("phase", "game_over") for e in public)
        over = snap.over
        public_view = snap.public_view
        result = snap.result(lang) if over else None
        picture_task: asyncio.Task[discord.File | None] | None = None
        if new_phase and can_draw(public_view):
            plain = self.label_names(row, lang)
            if result is not None:
                drawing = draw_scores(public_view, result.to_json(), plain, lang)
            else:
                previous = None if before is None else before.public_view
                drawing = draw_board(public_view, plain, previous, lang)
            picture_task = asyncio.create_task(drawing)
            if isinstance(interaction, discord.Interaction) and not interaction.response.is_done():
                await interaction.response.defer()  # drawing follows: acknowledge first
        picture = await _picture_in_time(picture_task)
        if new_phase:  # where the game stands, in words, beside (or instead of) the picture
            # (plain names: the summary names everyone, and only the players to act are
            # mentioned in a prompt)
            lines.append(texts.summary_text(snap, None, self.label_names(row, lang), lang))
        if result is not None:
            lines += ["", texts.result_text(snap, result, row, lang)]
            for note in self.result_notes:
                lines += await note(row, lang)
            view: discord.ui.View | None = None
            ping: list[int] = []
        else:
            lines.append(texts.turn_line(snap, row, lang))
            view = self.turn_view(row, snap, lang)
            for item in self.prompt_items:
                view.add_item(item(row.id, lang))
            # A round of simultaneous choices pings once, when it begins, not on every pick.
            ping = [] if snap.decided else [
                row.seats[s] for s in snap.waiting_for if not is_ai(row.seats[s])]
            if before is not None:
                chance = new_chances(before, snap, row)
                if chance:
                    lines.append(t("play.may_answer", lang, who=", ".join(
                        texts.mention(row.seats[s], lang, row) for s in chance)))
                    ping += [row.seats[s] for s in chance]
        turn_begins = ping
        if self.notices is not None and ping:
            ping = await self.notices.channel_pings(row, ping)
        message = await _post(interaction, "\n".join(lines), view=view, file=picture, ping=ping)
        if self.notices is not None and result is None:
            await self.notices.prompt_posted(row, snap, message, turn_begins)
        if row.version > 0:  # after the answer went out: a second, tiny commit
            await self.store.announcements.record(row.id, row.version)
        self.announced[row.id] = row.version
        if picture_task is not None and picture is None:
            late = await picture_task
            if late is not None:
                await _post(interaction, "", view=None, file=late, ping=())
        if over:
            self.forget(row.id)
        if self.on_turn is not None and follow:
            await self.on_turn(row, snap, planned)


    async def _post_gap(self, target: discord.Interaction[Any] | discord.abc.Messageable,
                        row: GameRow) -> None:
        """Before posting version ``row.version``: post the earlier versions nobody saw (a
        pick of a round committed just before the bot died, then another seat's pick of the
        same round). Free while this process posted the previous version itself."""
        if (self.fill_gap is None or row.version == 0
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
        await self.fill_gap(channel, row)


def new_chances(before: Position, after: Position, row: GameRow) -> list[Seat]:
    """The people who may act now without being waited for and could not before the move
    (e.g. a buyer who just got an offer): mentioned once, in this move's post."""
    earlier = set(before.to_act)
    return [seat for seat in after.to_act
            if seat not in after.waiting_for and seat not in earlier
            and not is_ai(row.seats[seat])]


async def _post(target: discord.Interaction[Any] | discord.abc.Messageable, content: str, *,
                view: discord.ui.View | None, file: discord.File | None,
                ping: Iterable[int]) -> discord.Message | None:
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
