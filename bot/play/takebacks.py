"""Whose last move may be taken back by its mover alone, as the prompt, the clock and the
take-back itself see it (an in-turn undo, as on Board Game Arena).

Per game this process remembers the last move committed (from ``MoveCommitted``): the
snapshot before it, its seat and action, and whether a person made it themselves. A move an
AI seat made, or the game's AI for someone away, or a missed deadline (committed inside
``unclicked``), is nobody's own. ``offer(row, snap)`` answers for the game at ``snap``: the
seat and person who may take back the move that reached ``snap``, or None. The rules decide
whether the move revealed anything (``engine.core.takeback.revealed_nothing``, asked of the
commit's own states and events once per move and only when a prompt or the clock wants to
know).

An undo leaves an earlier move standing last; the undo's code tells the new answer
(``after_undo``). After a restart nothing is remembered: no Take back button until the next
move, while ``/game undo`` still finds the move in the log.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from bot.core.seats import is_ai
from bot.play.events import MoveCommitted
from bot.play.snapshots import Snapshot
from bot.storage.store import GameRow
from engine.core.protocol import Event, Seat, State
from engine.core.takeback import revealed_nothing


@dataclass(frozen=True)
class TakeBack:
    """The move that reached ``version`` may be taken back by ``user_id`` at ``seat``."""

    version: int
    seat: Seat
    user_id: int


@dataclass
class _Last:
    version: int
    seat: Seat
    user_id: int
    before: State | None  # None: the answer is known
    after: State | None
    events: tuple[Event, ...]
    answer: bool | None = None


def own_move(row: GameRow, seat: Seat) -> int | None:
    """The person who may call ``seat``'s moves their own: not an AI seat, nor someone away
    (the game's AI plays for them)."""
    return None if row.played_by_bot(seat) else row.seats[seat]


class TakeBacks:
    def __init__(self) -> None:
        self._last: dict[int, _Last] = {}
        self._unclicked: Counter[tuple[int, Seat]] = Counter()
        # Per game, the log rows (seqs) of moves made for a person by no click of theirs.
        self._not_own: dict[int, set[int]] = {}

    @contextmanager
    def unclicked(self, game_id: int, seat: Seat) -> Iterator[None]:
        """Moves of ``seat`` committed meanwhile were made by nobody's click (a deadline, the
        AI of someone away): nobody may take them back alone."""
        key = (game_id, seat)
        self._unclicked[key] += 1
        try:
            yield
        finally:
            self._unclicked[key] -= 1
            if not self._unclicked[key]:
                del self._unclicked[key]

    def on_commit(self, event: MoveCommitted) -> None:
        row, version = event.row, event.after.version
        user_id = own_move(row, event.seat)
        person = not is_ai(row.seats[event.seat])
        if person and (user_id is None or self._unclicked[(row.id, event.seat)]):
            # Made for a person (away, or by the clock): still not theirs once they are back.
            self._not_own.setdefault(row.id, set()).add(version)  # the move's log row
            user_id = None
        if user_id is None or event.after.over:
            self._last.pop(row.id, None)
            return
        self._last[row.id] = _Last(version, event.seat, user_id, event.before.state,
                                   event.after.state, event.events)

    def not_own(self, game_id: int, seq: int) -> bool:
        """Whether log row ``seq`` is a move made for a person without their click."""
        return seq in self._not_own.get(game_id, ())

    def after_undo(self, game_id: int, version: int, offer: TakeBack | None) -> None:
        """An undo reached ``version``; ``offer``: who may take back the move now standing
        last, as the undo found it."""
        if offer is None:
            self._last.pop(game_id, None)
        else:
            self._last[game_id] = _Last(version, offer.seat, offer.user_id, None, None, (),
                                        answer=True)

    def offer(self, row: GameRow, snap: Snapshot) -> TakeBack | None:
        """Who may take back the move that reached ``snap`` (the game at ``row.version``)."""
        last = self._last.get(row.id)
        if (last is None or last.version != snap.version or row.status != "running"
                or snap.over or own_move(row, last.seat) is None):
            return None
        if last.answer is None and last.before is not None and last.after is not None:
            last.answer = revealed_nothing(snap.game, last.before, last.after, last.events)
            last.before = last.after = None
        return TakeBack(last.version, last.seat, last.user_id) if last.answer else None

    def forget(self, game_id: int) -> None:
        self._last.pop(game_id, None)
        self._not_own.pop(game_id, None)
