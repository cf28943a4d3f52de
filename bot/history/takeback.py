"""Taking back your own last move alone, like Board Game Arena's in-turn undo. Grammar:

    th:t:<game>:<version>     take back the move that reached <version> (its mover only)

A person may take back their own last move without a vote while no other seat has acted
since (the last move standing in the log is theirs), the game goes on and the move revealed
nothing hidden or random (the rules decide: ``engine.core.takeback.may_take_back``; it
depends on public information only, so whether it is offered tells nobody a card).
``/game undo`` does it at once for the mover; the Take back button sits under the public
prompt (and may sit under the mover's own confirmation: ``take_back_button``) only where it
is possible (bot/play/takebacks.py). Everything else is the voted undo (bot/history/undo.py).

A take-back is logged exactly like a voted undo (an UNDO row, ``store.record_undo``, in one
transaction with the replayed snapshot), so replay, the catch-up after a crash and the log
export treat both alike. It is posted through the normal announcement, opened by who took
back what: the move's public lines, never its label (a label may name a hidden card).
"""

from __future__ import annotations

import asyncio
import re
from typing import Any

import discord

from bot.core import texts
from bot.core.client import bot_of
from bot.core.components import GAME, VERSION
from bot.core.i18n import DEFAULT, guild_lang, t, user_lang
from bot.core.replies import NoGameHere, Refusal, answers_refusals
from bot.history.undo_words import LastMove, last_move, public_lines
from bot.play.snapshots import Snapshot
from bot.play.tables import Tables
from bot.play.takebacks import TakeBack, TakeBacks, own_move
from bot.storage.store import GameRow, GameStore
from engine.core.record import GameRecord, LoggedAction, NotUndoable, replay
from engine.core.registry import get_game


def standing_record(row: GameRow, standing: list[tuple[int, LoggedAction]]) -> GameRecord:
    return GameRecord(row.game_key, len(row.seats), int(row.seed or 0), dict(row.options),
                      [entry for _, entry in standing])


async def next_offer(takebacks: TakeBacks, row: GameRow,
                     standing: list[tuple[int, LoggedAction]]) -> TakeBack | None:
    """After an undo (``row`` at its version, ``standing`` the moves that now stand): who may
    take back the move now standing last."""
    if not standing:
        return None
    seq, entry = standing[-1]
    user_id = own_move(row, entry.seat)
    if user_id is None or takebacks.not_own(row.id, seq):
        return None
    try:
        await asyncio.to_thread(last_move, standing_record(row, standing), seq)
    except NotUndoable:
        return None
    return TakeBack(row.version, entry.seat, user_id)


class OwnTakeBack:
    def __init__(self, store: GameStore, tables: Tables) -> None:
        self.store = store
        self.tables = tables

    @classmethod
    def of(cls, interaction: discord.Interaction[Any]) -> OwnTakeBack:
        bot = bot_of(interaction)
        return cls(bot.store, bot.tables)

    async def own_last_move(self, row: GameRow, user_id: int, lang: str
                            ) -> tuple[LastMove, list[tuple[int, LoggedAction]]]:
        """``user_id``'s own last move if they may take it back alone, with the moves that
        stand; else a Refusal saying why (nothing in it a player could not see)."""
        if row.status != "running":
            raise Refusal(t("history.undo.not_running", lang))
        standing = await self.store.standing_log(row.id)
        if not standing:
            raise Refusal(t("history.undo.no_move", lang))
        seq, entry = standing[-1]
        if row.seats[entry.seat] != user_id:
            raise Refusal(t("history.takeback.not_yours", lang))
        if own_move(row, entry.seat) is None or self.tables.takebacks.not_own(row.id, seq):
            raise Refusal(t("history.takeback.made_for_you", lang))
        try:
            move = await asyncio.to_thread(last_move, standing_record(row, standing), seq)
        except NotUndoable:
            raise Refusal(t("history.undo.not_undoable", lang)) from None
        return move, standing

    async def take_back(self, interaction: discord.Interaction[Any], row: GameRow,
                        move: LastMove, standing: list[tuple[int, LoggedAction]]) -> None:
        """Log the undo of ``move`` and post the game again; hold the game's lock."""
        lang = user_lang(interaction)
        game = get_game(row.game_key)
        before = await self.tables.snapshot(row, game)
        _, state, _ = await asyncio.to_thread(replay, move.shorter)
        if not await self.store.record_undo(row.id, expected_version=row.version,
                                            undoes=move.seq, state=state):
            raise Refusal(t("play.out_of_date", lang))
        row.version += 1
        after = self.tables.keep(row, game, state)
        self.tables.takebacks.after_undo(
            row.id, row.version, await next_offer(self.tables.takebacks, row, standing[:-1]))
        await self.tables.announcer.announce(
            interaction, row, after, (), before=before,
            opening=opening(row, before, move, interaction.user.id, guild_lang(interaction)))

    # --- /game undo on one's own last move ------------------------------------------------
    async def from_command(self, interaction: discord.Interaction[Any], row: GameRow) -> bool:
        """Take back the asker's own last move at once if they may; False: they may not
        (the voted undo takes over)."""
        user = interaction.user.id
        async with self.tables.locks.clicked(interaction, row.id):
            fresh = await self.store.get(row.id)
            if fresh is None:
                return False
            try:
                move, standing = await self.own_last_move(fresh, user, user_lang(interaction))
            except Refusal:
                return False
            await self.take_back(interaction, fresh, move, standing)
        return True

    # --- the Take back button ---------------------------------------------------------------
    @answers_refusals
    async def click(self, interaction: discord.Interaction[Any], game_id: int,
                    version: int) -> None:
        lang = user_lang(interaction)
        async with self.tables.locks.clicked(interaction, game_id):
            row = await self.store.get(game_id)
            if row is None or row.channel_id != interaction.channel_id:
                raise NoGameHere(t("history.not_here", lang))
            if row.status == "running" and row.version != version:
                raise Refusal(t("history.takeback.moved_on", lang))
            move, standing = await self.own_last_move(row, interaction.user.id, lang)
            await self.take_back(interaction, row, move, standing)


def opening(row: GameRow, before: Snapshot, move: LastMove, user_id: int, lang: str) -> str:
    """"<who> took back: <what the move did, as everyone saw it>"."""
    lines = public_lines(before.game, move.events, texts.seat_names(row, lang), lang)
    return t("history.takeback.done", lang, who=texts.mention(user_id, lang, row),
             move=" ".join(lines) or t("history.undo.move_unnamed", lang))


class TakeBackButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                     template=rf"th:t:{GAME}:{VERSION}"):
    def __init__(self, game_id: int, version: int, lang: str = DEFAULT) -> None:
        super().__init__(discord.ui.Button(
            label=t("history.takeback.button", lang), style=discord.ButtonStyle.secondary,
            custom_id=f"th:t:{game_id}:{version}",
        ))
        self.game_id, self.version = game_id, version

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str], /
                             ) -> TakeBackButton:
        return cls(int(match["game"]), int(match["version"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await OwnTakeBack.of(interaction).click(interaction, self.game_id, self.version)


def take_back_button(takebacks: TakeBacks, row: GameRow, snap: Snapshot,
                     lang: str = DEFAULT) -> TakeBackButton | None:
    """The Take back button for the game at ``snap`` (``row.version``), or None where its
    last move may not be taken back by the person who made it. Under the public prompt, and
    for the mover's own confirmation of the move."""
    offer = takebacks.offer(row, snap)
    return None if offer is None else TakeBackButton(row.id, offer.version, lang)


class TakeBackPromptButton:
    """``take_back_button`` as a ``PromptButton`` (bot/play/announce.py) of these tables."""

    def __init__(self, takebacks: TakeBacks) -> None:
        self.takebacks = takebacks

    def __call__(self, row: GameRow, snap: Snapshot, lang: str) -> TakeBackButton | None:
        return take_back_button(self.takebacks, row, snap, lang)
