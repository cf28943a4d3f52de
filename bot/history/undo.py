"""Taking back the last move: ``/game undo`` asks the other players, and all must agree;
on one's own last move that may be taken back alone it does so at once
(bot/history/takeback.py).

The engine decides what may be taken back (``engine.core.record.undo_last`` refuses a move
that ended the game or revealed hidden information or a random draw). The log stays the
truth: the undo is a row of its own (``store.record_undo``), the snapshot is replayed from
the moves that stand, and both are committed in one transaction with the version bump, like
any move. A request is tied to the version it was made at, so it lapses as soon as the game
moves on; votes are kept in ``undo_votes`` so the buttons work after a restart, and where
the request was posted in ``undo_requests``, so that it is marked lapsed at once
(bot/history/undo_lapse.py). AI seats count as agreeing.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
from typing import Any

import discord

from bot.core import texts
from bot.core.client import bot_of
from bot.core.components import GAME, VERSION, Controls
from bot.core.i18n import DEFAULT, guild_lang, t, user_lang
from bot.core.replies import NoGameHere, Refusal, answers_refusals, replace, send
from bot.history.takeback import OwnTakeBack, next_offer
from bot.history.undo_words import LastMove, last_move, public_lines
from bot.play.results import human_seats
from bot.play.tables import Tables
from bot.storage.store import GameRow, GameStore
from bot.storage.undo_votes import OpenRequest, Vote
from engine.core.protocol import Game
from engine.core.record import NotUndoable, replay
from engine.core.registry import get_game


# --- requests and votes --------------------------------------------------------------------
class UndoRequests:
    def __init__(self, store: GameStore, tables: Tables) -> None:
        self.store = store
        self.tables = tables

    @classmethod
    def of(cls, interaction: discord.Interaction[Any]) -> UndoRequests:
        bot = bot_of(interaction)
        return cls(bot.store, bot.tables)

    async def _last_move(self, row: GameRow, lang: str) -> LastMove:
        standing = await self.store.standing_log(row.id)
        if not standing:
            raise Refusal(t("history.undo.no_move", lang))
        record = await self.store.record(row)
        try:
            return await asyncio.to_thread(last_move, record, standing[-1][0])
        except NotUndoable:
            raise Refusal(t("history.undo.not_undoable", lang)) from None

    async def _votes(self, game_id: int, version: int) -> list[Vote]:
        return await self.store.undo_votes.of_request(game_id, version)

    async def _add_vote(self, row: GameRow, user_id: int, *, agree: bool,
                        requester: bool = False) -> bool:
        """False when this person already voted on this request."""
        return await self.store.undo_votes.add(row.id, row.version, user_id, agree=agree,
                                               requester=requester)

    @staticmethod
    def _voters(row: GameRow, requester: int) -> list[int]:
        return sorted({uid for uid in human_seats(row).values() if uid != requester})

    # --- /game undo ---------------------------------------------------------------------
    @answers_refusals
    async def request(self, interaction: discord.Interaction[Any]) -> None:
        lang = user_lang(interaction)
        row = await self.store.open_in_channel(interaction.channel_id or 0)
        if row is None:
            raise NoGameHere(t("history.no_game", lang))
        if row.status != "running":
            raise Refusal(t("history.undo.not_running", lang))
        user = interaction.user.id
        if user not in human_seats(row).values():
            raise Refusal(t("history.undo.not_a_player", lang))
        if await OwnTakeBack(self.store, self.tables).from_command(interaction, row):
            return  # their own move: taken back at once, no vote
        move = await self._last_move(row, lang)
        if await self._votes(row.id, row.version):
            raise Refusal(t("history.undo.already_asked", lang))
        if not await self._add_vote(row, user, agree=True, requester=True):
            raise Refusal(t("history.undo.already_asked", lang))
        voters = self._voters(row, user)
        if not voters:  # everybody else is an AI
            await self._apply(interaction, row.id, row.version)
            return
        public = guild_lang(interaction)
        game = get_game(row.game_key)
        content = self._request_text(row, game, move, user, voters, [], public)
        message = await send(interaction, content, ephemeral=False, ping=voters,
                             view=undo_vote_view(row.id, row.version, public))
        if message is None:
            with contextlib.suppress(discord.HTTPException):
                message = await interaction.original_response()
        if message is not None:
            await self.store.undo_votes.opened(OpenRequest(
                row.id, row.version, user, message.channel.id, message.id))

    @staticmethod
    def _request_text(row: GameRow, game: Game, move: LastMove, requester: int,
                      voters: list[int], agreed: list[int], lang: str) -> str:
        lines = public_lines(game, move.events, texts.seat_names(row, lang), lang)
        text = t("history.undo.request", lang, who=texts.mention(requester),
                 move="\n".join(f"> {line}" for line in lines)
                 or t("history.undo.move_unnamed", lang),
                 voters=" ".join(texts.mention(uid) for uid in voters))
        if agreed:
            names = ", ".join(texts.mention(uid) for uid in agreed)
            text += "\n" + t("history.undo.agreed_so_far", lang, names=names)
        return text

    # --- the Agree / Refuse buttons -----------------------------------------------------
    @answers_refusals
    async def vote(self, interaction: discord.Interaction[Any], game_id: int, version: int,
                   agree: bool) -> None:
        lang = user_lang(interaction)
        row = await self.store.get(game_id)
        if row is None or row.channel_id != interaction.channel_id:
            raise Refusal(t("history.not_here", lang))
        votes = await self._votes(game_id, version)
        requester = next((v.user_id for v in votes if v.requester), None)
        if (row.status != "running" or row.version != version or requester is None
                or any(not v.agree for v in votes)):
            raise Refusal(t("history.undo.lapsed", lang))
        user = interaction.user.id
        voters = self._voters(row, requester)
        if user not in voters:
            raise Refusal(t("history.undo.not_a_voter", lang))
        if not await self._add_vote(row, user, agree=agree):
            raise Refusal(t("history.undo.already_voted", lang))
        public = guild_lang(interaction)
        if not agree:
            await self.store.undo_votes.closed(game_id, version)
            await replace(interaction, t("history.undo.refused", public,
                                         who=texts.mention(user)), view=None)
            return
        agreed = [v.user_id for v in votes if v.agree and v.user_id in voters] + [user]
        if set(voters) <= set(agreed):
            await self._apply(interaction, game_id, version)
            return
        move = await self._last_move(row, public)
        content = self._request_text(row, get_game(row.game_key), move, requester, voters,
                                     agreed, public)
        await replace(interaction, content,
                      view=undo_vote_view(game_id, version, public))

    async def _apply(self, interaction: discord.Interaction[Any], game_id: int,
                     version: int) -> None:
        """Take the move back (if the game is still where the request found it) and post
        the board again."""
        lang = user_lang(interaction)
        async with self.tables.locks[game_id]:
            row = await self.store.get(game_id)
            if row is None or row.status != "running" or row.version != version:
                raise Refusal(t("history.undo.lapsed", lang))
            move = await self._last_move(row, lang)
            game, state, _ = await asyncio.to_thread(replay, move.shorter)
            if not await self.store.record_undo(row.id, expected_version=version,
                                                undoes=move.seq, state=state):
                raise Refusal(t("history.undo.lapsed", lang))
            await self.store.undo_votes.closed(game_id, version)  # done, not lapsed
            row.version += 1
            standing = await self.store.standing_log(row.id)
            takebacks = self.tables.takebacks
            takebacks.after_undo(row.id, row.version, await next_offer(takebacks, row, standing))
            vote_message = interaction.message
            await self.tables.announcer.announce(
                interaction, row, self.tables.keep(row, game, state),
                opening=t("history.undo.done", guild_lang(interaction)))
        if vote_message is not None and not vote_message.flags.ephemeral:
            with contextlib.suppress(discord.HTTPException):
                await vote_message.edit(view=None)


class UndoVoteButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                     template=rf"th:u:{GAME}:{VERSION}:(?P<answer>yes|no)"):
    def __init__(self, game_id: int, version: int, answer: str, lang: str = DEFAULT) -> None:
        yes = answer == "yes"
        super().__init__(discord.ui.Button(
            label=t("history.undo.agree" if yes else "history.undo.refuse", lang),
            style=discord.ButtonStyle.success if yes else discord.ButtonStyle.danger,
            custom_id=f"th:u:{game_id}:{version}:{answer}",
        ))
        self.game_id, self.version, self.answer = game_id, version, answer

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str], /
                             ) -> UndoVoteButton:
        return cls(int(match["game"]), int(match["version"]), match["answer"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await UndoRequests.of(interaction).vote(interaction, self.game_id, self.version,
                                                self.answer == "yes")


def undo_vote_view(game_id: int, version: int, lang: str = DEFAULT) -> discord.ui.View:
    view = Controls()
    view.add_item(UndoVoteButton(game_id, version, "yes", lang))
    view.add_item(UndoVoteButton(game_id, version, "no", lang))
    return view
