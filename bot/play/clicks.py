"""The clicks of play, from the button callbacks (bot/play/buttons.py) down the road: load
and check the click, show the clicker a menu or commit the move it chose, announce it.

The bot decides no rule: menus come from the snapshot's legal actions and every move is
played by the engine, which refuses anything else.
"""

from __future__ import annotations

import logging
from typing import Any

import discord

from bot.core.client import bot_of
from bot.core.i18n import user_lang
from bot.core.replies import NOT_AN_OPTION, Refusal, answers_refusals
from bot.play.announce import Announcer
from bot.play.click_loading import ClickLoading, Turn
from bot.play.clicker_menus import ClickerMenus
from bot.play.commit import Committer
from bot.play.locks import GameLocks
from bot.play.menus import MenuNode, Path, decode_path
from bot.play.names import SeatNames
from bot.play.rounds import RoundStarts
from bot.play.snapshots import Snapshots
from bot.play.table_view import send_hand
from bot.storage.errors import DatabaseBusy
from engine.core.registry import get_game

log = logging.getLogger(__name__)


class Clicks:
    def __init__(self, locks: GameLocks, loading: ClickLoading, menus: ClickerMenus,
                 committer: Committer, announcer: Announcer, snapshots: Snapshots,
                 names: SeatNames, rounds: RoundStarts) -> None:
        self.locks = locks
        self.loading = loading
        self.menus = menus
        self.committer = committer
        self.announcer = announcer
        self.snapshots = snapshots
        self.names = names
        self.rounds = rounds

    @answers_refusals
    async def choose(
        self, interaction: discord.Interaction[Any], game_id: int, version: int, anchor: Path,
        values: list[str] | None = None, fp: str = "",
    ) -> None:
        """A menu button (``anchor``) or a select's option under it (``values``)."""
        async with self.locks.clicked(interaction, game_id):
            turn = await self.loading.turn(interaction, game_id, version, fp)
            if turn is None:
                return
            path = anchor
            if values is not None:
                relative = decode_path(values[0]) if len(values) == 1 else None
                if not relative:
                    raise Refusal(NOT_AN_OPTION)
                path = (*anchor, *relative)
            node = turn.snap.menu(turn.seat, user_lang(interaction)).walk(path)
            if node is None:
                raise Refusal(NOT_AN_OPTION)
            if node.action is None:
                await self.menus.show(interaction, turn.row, turn.snap, turn.seat, node, path)
                return
            if not turn.exact and await self.rounds.moved_since(game_id, version, turn.seat):
                # the seat changed its own pick since: this menu's paths may mean otherwise
                await self.menus.out_of_date(interaction, turn.row, turn.snap, turn.seat)
                return
            await self._move(interaction, turn, node)

    @answers_refusals
    async def page(
        self, interaction: discord.Interaction[Any], game_id: int, version: int, anchor: Path,
        page: int, fp: str = "",
    ) -> None:
        async with self.locks.clicked(interaction, game_id):
            turn = await self.loading.turn(interaction, game_id, version, fp)
            if turn is None:
                return
            node = turn.snap.menu(turn.seat, user_lang(interaction)).walk(anchor)
            if node is None or node.action is not None:
                raise Refusal(NOT_AN_OPTION)
            await self.menus.show(interaction, turn.row, turn.snap, turn.seat, node, anchor,
                                  page=page)

    @answers_refusals
    async def open_menu(self, interaction: discord.Interaction[Any], game_id: int) -> None:
        """**Choose my move**: the clicker's own current menu, only to them, whenever they
        may act (on turn, or a free action such as a penalty at any time)."""
        row, snap, seat = await self.loading.player(interaction, game_id)
        self.loading.require_acting(interaction, row, snap, seat)
        root = snap.menu(seat, user_lang(interaction))
        await self.menus.show(interaction, row, snap, seat, root, ())

    @answers_refusals
    async def show_hand(self, interaction: discord.Interaction[Any], game_id: int) -> None:
        """**My hand / my board**: the clicker's own view, only to them."""
        row = await self.loading.game_here(interaction, game_id)
        if row.status in ("lobby", "aborted"):  # no hand yet, or none any more
            raise Refusal("play.not_started" if row.status == "lobby" else "play.aborted")
        seat = self.loading.seat_of(row, interaction.user.id)
        snap = await self.snapshots.get(row, get_game(row.game_key))
        lang = user_lang(interaction)
        missed = await bot_of(interaction).tables.digests.since_last_action(row, seat, lang)
        await send_hand(interaction, row, snap, seat, lang, self.names, missed)

    async def _move(self, interaction: discord.Interaction[Any], turn: Turn,
                    node: MenuNode) -> None:
        assert node.action is not None
        done = await self.committer.commit(turn.row, turn.snap, turn.seat, node.action)
        if self.locks.clicks_in_progress > 1 and not interaction.response.is_done():
            # Other clicks are being worked on: the move is saved, so say so now rather than
            # after its post is built while their work runs between each step of it.
            await interaction.response.defer()
        try:
            await self.announcer.announce(interaction, turn.row, done.after, done.events,
                                          before=turn.snap, timers_written=done.timers_written,
                                          answered=True)
        except DatabaseBusy:
            # The move is saved, so it must not be answered as "could not be done": only a
            # write after it waited too long (the record that its post is out). The catch-up
            # at the next reconnect or start finds the post, or posts it.
            log.warning("move %s of game %s saved; recording its post waited too long",
                        turn.row.version, turn.row.id)
            return
        if done.after.over:
            return
        # The turn post was edited, not answered; or the click was only acknowledged (other
        # clicks were being worked on) on the clicker's private menu, which still shows it.
        acknowledged = (interaction.response.type
                        is discord.InteractionResponseType.deferred_message_update)
        private = interaction.message is not None and interaction.message.flags.ephemeral
        if not interaction.response.is_done() or (acknowledged and private):
            await self.menus.after_move(interaction, turn.row, turn.snap, done.after,
                                        turn.seat, node.action)
        elif turn.seat in done.after.decided:
            await self.menus.confirm_pick(interaction, turn.row, turn.snap, done.after,
                                          turn.seat, node.action)
