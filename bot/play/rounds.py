"""Rounds of simultaneous choices: which moves belong to the round being played now.

When several seats choose at once, every pick moves the game's version on, yet a seat that
has not picked yet still faces the same decision: its open private menu, its deadline and an
AI's pending pick must stay valid. A round goes on while every move since it began was a pick
that left its picker among the seats that have decided (``Game.decided``); the move that
resolves the round (or any other move, or an undo) starts a new one. A sequential game's
every move starts a new round, so there the round is exactly the version.

The version a round began at is kept per game in memory and, after a restart or an undo,
found again by replaying the log once (only while some seat has already chosen).
"""

from __future__ import annotations

import asyncio

from bot.storage.store import UNDO_SEAT, GameRow, GameStore, standing_moves
from engine.core.position import Position
from engine.core.protocol import Game, Seat
from engine.core.record import LoggedAction


def continues_round(after: Position, seat: Seat) -> bool:
    """Whether ``seat``'s move, giving ``after``, was a pick in a round still being chosen."""
    return seat in after.decided


def round_start_of(game: Game, row: GameRow, rows: list[tuple[int, LoggedAction]]) -> int:
    """The version the current round began at, from the whole log (undo rows included)."""
    players = len(row.seats)
    seed = int(row.seed or 0)
    position = Position(game, game.setup(players, seed, row.options))
    start = 0
    for index, (seq, entry) in enumerate(rows):
        if entry.seat == UNDO_SEAT:  # the state is the replay of the moves that stand
            start = seq
            position = Position(game, game.setup(players, seed, row.options))
            for _, kept in standing_moves(rows[: index + 1]):
                position, _ = position.step(kept.seat, kept.action)
            continue
        position, _ = position.step(entry.seat, entry.action)
        if not continues_round(position, entry.seat):
            start = seq
    return start


class RoundStarts:
    """Per game: (version known, version the round began at)."""

    def __init__(self, store: GameStore) -> None:
        self.store = store
        self._known: dict[int, tuple[int, int]] = {}

    async def start(self, row: GameRow, position: Position) -> int:
        """The version the round being chosen in ``position`` (the game at ``row.version``)
        began at."""
        known = self._known.get(row.id)
        if known is not None and known[0] == row.version:
            return known[1]
        if not position.decided:  # nobody has chosen yet: the last move began the round
            self._known[row.id] = (row.version, row.version)
            return row.version
        rows = await self.store.log_rows(row.id)
        start = await asyncio.to_thread(round_start_of, position.game, row, rows)
        self._known[row.id] = (row.version, start)
        return start

    def moved(self, game_id: int, version: int, continues: bool) -> None:
        """Record the move that made ``version`` (the game's new version)."""
        known = self._known.get(game_id)
        if not continues:
            self._known[game_id] = (version, version)
        elif known is not None and known[0] == version - 1:
            self._known[game_id] = (version, known[1])
        else:
            self._known.pop(game_id, None)  # found again from the log when asked

    def forget(self, game_id: int) -> None:
        self._known.pop(game_id, None)

    async def moved_since(self, game_id: int, version: int, seat: Seat) -> bool:
        """Whether ``seat`` itself moved after ``version`` (its old menu may mean otherwise)."""
        return await self.store.moved_since(game_id, version, seat)

    async def still_deciding(self, row: GameRow, position: Position, version: int,
                             seat: Seat) -> bool:
        """Whether a decision ``seat`` faced at ``version`` is still the one it faces now
        (``position``): the same version, or the same round with the seat's choice still
        missing (for timers and AI seats; a click checks ``to_act`` instead, as a pick may be
        changed)."""
        if seat not in position.waiting_for or version > row.version:
            return False
        return version == row.version or await self.start(row, position) <= version
