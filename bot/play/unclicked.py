"""Moves nobody clicked: an AI seat's, a missed deadline's, an AI's free action.

They take the game's lock, check that the seat still faces the decision it was asked about,
choose among the snapshot's legal actions (an AI thinks off the event loop) and go through
the same commit and announcement as a click.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import discord

from bot.core.replies import Refusal
from bot.core.thinking import THINKING, Chooser, ThinkingStopped
from bot.play.announce import Announcer
from bot.play.commit import Committer
from bot.play.locks import GameLocks
from bot.play.rounds import RoundStarts
from bot.play.snapshots import Snapshot, Snapshots
from bot.storage.store import GameRow, GameStore
from engine.core.protocol import Action, Game, Seat, State
from engine.core.registry import get_game

__all__ = ["Chooser", "FreeChooser", "UnclickedMoves"]

# An AI seat's answer while the game is not waiting for it (``Agent.free_action``).
FreeChooser = Callable[[Game, State, Seat, list[Action]], Action | None]


class UnclickedMoves:
    def __init__(self, store: GameStore, locks: GameLocks, snapshots: Snapshots,
                 rounds: RoundStarts, committer: Committer, announcer: Announcer) -> None:
        self.store = store
        self.locks = locks
        self.snapshots = snapshots
        self.rounds = rounds
        self.committer = committer
        self.announcer = announcer
        # Per game, the version at which each AI seat was last asked for a free action
        # (versions only grow, so one entry per seat asks it once per version).
        self._free_asked: dict[int, dict[Seat, int]] = {}

    def forget(self, game_id: int) -> None:
        self._free_asked.pop(game_id, None)

    async def play_for(
        self, channel: discord.abc.Messageable, game_id: int, version: int, seat: Seat,
        choose: Chooser, *, opening: str = "",
    ) -> bool:
        """Play ``seat``'s decision with ``choose`` (an AI, a deadline) if the seat still faces
        the decision it faced at ``version`` (the same version, or the same round of
        simultaneous choices with its choice still missing); post it like a click's move.
        False when it moved on."""
        async with self.locks.holding(game_id):
            found = await self._running(game_id)
            if found is None:
                return False
            row, snap = found
            if not await self.rounds.still_deciding(row, snap, version, seat):
                return False
            try:  # AIs think off the event loop (bot/core/thinking.py)
                action = await THINKING.choose(choose, snap.game, snap.state, seat,
                                               list(snap.legal_actions(seat)))
            except ThinkingStopped:
                return False  # the bot is stopping; the AI moves again after the start
            return await self._play(channel, row, snap, seat, action, opening)

    async def play_free(
        self, channel: discord.abc.Messageable, game_id: int, version: int, seat: Seat,
        choose: FreeChooser,
    ) -> bool:
        """Ask ``choose`` for ``seat``'s free action at ``version`` (the seat may act but the
        game does not wait for it, e.g. an offer to answer) and play it like an AI's move.
        Asked at most once per seat and version; False when nothing was played."""
        async with self.locks.holding(game_id):
            found = await self._running(game_id)
            if found is None or found[0].version != version:
                return False
            asked = self._free_asked.setdefault(game_id, {})
            if asked.get(seat) == version:
                return False
            asked[seat] = version
            row, snap = found
            if seat not in snap.to_act or seat in snap.waiting_for:
                return False
            action = await asyncio.to_thread(
                choose, snap.game, snap.state, seat, list(snap.legal_actions(seat)))
            if action is None:
                return False
            return await self._play(channel, row, snap, seat, action, "")

    async def _running(self, game_id: int) -> tuple[GameRow, Snapshot] | None:
        row = await self.store.get(game_id)
        if row is None or row.status != "running":
            return None
        return row, await self.snapshots.get(row, get_game(row.game_key))

    async def _play(self, channel: discord.abc.Messageable, row: GameRow, snap: Snapshot,
                    seat: Seat, action: Action, opening: str) -> bool:
        try:
            done = await self.committer.commit(row, snap, seat, action)
        except Refusal:
            return False
        await self.announcer.announce(channel, row, done.after, done.events, before=snap,
                                      opening=opening, timers_written=done.timers_written)
        return True
