"""Loading and checking a click: the game is here and running, the clicker sits at it, and
the menu the control was drawn from still stands.

Nothing is changed here; a click that fails a check is refused (bot/core/replies.py) or
answered with the current board.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import discord

from bot.core import texts
from bot.core.i18n import user_lang
from bot.core.replies import Refusal
from bot.play.clicker_menus import ClickerMenus
from bot.play.names import SeatNames
from bot.play.rounds import RoundStarts
from bot.play.snapshots import Snapshot, Snapshots
from bot.storage.store import GameRow, GameStore
from engine.core.protocol import Seat
from engine.core.registry import get_game


@dataclass(frozen=True)
class Turn:
    """A click's game, at the version it is now, and the clicker's seat. ``exact``: the
    control was drawn at this very version (or from this very menu)."""

    row: GameRow
    snap: Snapshot
    seat: Seat
    exact: bool


class ClickLoading:
    def __init__(self, store: GameStore, snapshots: Snapshots, names: SeatNames,
                 rounds: RoundStarts, menus: ClickerMenus) -> None:
        self.store = store
        self.snapshots = snapshots
        self.names = names
        self.rounds = rounds
        self.menus = menus

    async def game_here(self, interaction: discord.Interaction[Any], game_id: int) -> GameRow:
        row = await self.store.get(game_id)
        if row is None or row.channel_id != interaction.channel_id:
            raise Refusal("play.wrong_channel")
        return row

    @staticmethod
    def require_running(row: GameRow) -> None:
        if row.status == "over":
            raise Refusal("play.over")
        if row.status == "aborted":
            raise Refusal("play.aborted")
        if row.status == "lobby":
            raise Refusal("play.not_started")

    @staticmethod
    def seat_of(row: GameRow, user_id: int) -> Seat:
        seat = row.seat_of(user_id)
        if seat is None:
            raise Refusal("play.not_playing")
        return seat

    async def player(self, interaction: discord.Interaction[Any],
                     game_id: int) -> tuple[GameRow, Snapshot, Seat]:
        """A running game here, its snapshot and the clicker's seat at it."""
        row = await self.game_here(interaction, game_id)
        self.require_running(row)
        seat = self.seat_of(row, interaction.user.id)
        await self.names.seen(row.id, interaction.user)
        return row, await self.snapshots.get(row, get_game(row.game_key)), seat

    async def turn(self, interaction: discord.Interaction[Any], game_id: int, version: int,
                   fp: str = "") -> Turn | None:
        """The click's turn if its menu still stands; None after answering an out-of-date
        one. A control carrying the fingerprint ``fp`` of the menu it was drawn from stands
        while the clicker's menu has that fingerprint, whatever the version (another seat's
        free action or pick changed nothing in it). Without one (controls posted by an older
        bot), in a round of simultaneous choices a menu drawn earlier in the same round
        still counts. A refusal says what is wrong: a version the game never reached,
        another seat's menu, a secret choice already made; a menu that no longer stands is
        answered as out of date, with the board as it is now."""
        row, snap, seat = await self.player(interaction, game_id)
        if version > row.version:  # versions only grow: no such board was ever shown
            raise Refusal("play.later_version")
        exact = version == row.version
        if fp:
            if seat in snap.to_act and snap.fingerprint(seat) == fp:
                return Turn(row, snap, seat, True)
            if ((exact and seat in snap.to_act)
                    or any(snap.fingerprint(s) == fp for s in snap.to_act if s != seat)):
                raise Refusal("play.not_your_menu")
        if not exact and seat in snap.decided and seat not in snap.to_act:
            self.require_acting(interaction, row, snap, seat)  # a second secret choice
        if not exact and (fp or not await self._same_round(row, snap, version, seat)):
            await self.menus.out_of_date(interaction, row, snap, seat)
            return None
        self.require_acting(interaction, row, snap, seat)
        return Turn(row, snap, seat, exact)

    @staticmethod
    def require_acting(interaction: discord.Interaction[Any], row: GameRow, snap: Snapshot,
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
