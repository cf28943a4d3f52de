"""What you missed: what every other seat did since a person's own last action, one line per
seat in their language, and the public board as it stood right after that action (the
pictures mark what changed since).

The action log is the truth: a person's last action is their last standing move (an undone
one does not count; none at all: since the game began). Older positions are rebuilt from
the log, never from stored pictures, and only public events are read, so the digest tells
what the table showed and nothing a seat kept hidden (engine/core/digest.py words it).

Rebuilding is kept cheap: per game this process keeps one :class:`Timeline` (the state at
the last version it saw, the public events of every standing move, and each seat's board
after its last move). A later version steps the kept state on by the new log rows only; an
undo among them rebuilds the game from its log once. The timeline is freed with the game's
other memory (``GameForgotten``).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.core.i18n import t
from bot.play.events import MoveCommitted
from bot.play.names import SeatNames
from bot.storage.store import UNDO, UNDO_SEAT, GameRow, GameStore, standing_moves
from engine.core import digest as words
from engine.core.position import Position
from engine.core.protocol import Event, Game, Seat, State, clip
from engine.core.record import LoggedAction
from engine.core.registry import get_game
from engine.core.state import clone
from engine.core.words import PublicMove

log = logging.getLogger(__name__)

View = dict[str, Any]
LogRows = list[tuple[int, LoggedAction]]

# A digest line longer than this is cut, and the lines stop before they pass ``TEXT_MAX``
# (a message holds 2,000 characters with everything else in it).
LINE_MAX = 240
TEXT_MAX = 1000


@dataclass(frozen=True, eq=False)
class Digest:
    """What a seat missed: one line per other seat that moved since its last action, and
    the public view right after that action (the start of the game if it has not acted;
    None for a spectator). The view is worked out only when asked for (a picture wants it,
    a turn notice's text does not): ``board`` is that view or the position it comes from."""

    lines: list[str]
    board: View | Position | None
    since_start: bool = False

    @property
    def board_before(self) -> View | None:
        return self.board.public_view if isinstance(self.board, Position) else self.board

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Digest) and (
            (self.lines, self.board_before, self.since_start)
            == (other.lines, other.board_before, other.since_start))

    __hash__ = None  # type: ignore[assignment]

    def text(self, lang: str) -> str:
        """The lines under a heading ("Since your last move:"), or "" when nobody moved;
        lines past ``TEXT_MAX`` characters are counted instead ("and 2 more players")."""
        if not self.lines:
            return ""
        shown = [t("digest.since_start" if self.since_start else "digest.since_yours", lang)]
        size = len(shown[0])
        for index, line in enumerate(self.lines):
            item = t("digest.line", lang, line=line)
            size += len(item) + 1
            if size > TEXT_MAX:
                rest = len(self.lines) - index
                key = "digest.more_seats_one" if rest == 1 else "digest.more_seats_many"
                shown.append(t(key, lang, count=rest))
                break
            shown.append(item)
        return "\n".join(shown)


NOTHING = Digest([], None)


@dataclass
class Timeline:
    """One game's standing moves up to ``version``: their public events, the state after
    the last, and every seat's public board right after its own last move."""

    game: Game
    version: int
    state: State
    start_board: View
    moves: list[PublicMove] = field(default_factory=list)
    last: dict[Seat, int] = field(default_factory=dict)  # seat -> index of its last move
    # the board right after a seat's last move: a view, or the position it is drawn from
    board_after: dict[Seat, View | Position] = field(default_factory=dict)
    _shared: bool = False  # ``state`` is a snapshot's: never changed in place

    @classmethod
    def build(cls, game: Game, row: GameRow, rows: LogRows, version: int) -> Timeline:
        """From the log rows up to ``version`` (undo rows included)."""
        standing = [entry for _, entry in standing_moves(rows)]
        state = game.setup(len(row.seats), int(row.seed or 0), dict(row.options))
        timeline = cls(game, version, state, game.view(state, None))
        # Only a seat's last move needs the board after it: find those before replaying.
        last = {entry.seat: index for index, entry in enumerate(standing)}
        for index, entry in enumerate(standing):
            timeline._play(entry, board=last[entry.seat] == index)
        return timeline

    def extend(self, rows: LogRows) -> bool:
        """Step on by log rows after ``version``; False (nothing changed) when they hold an
        undo, which only a rebuild follows."""
        if any(entry.seat == UNDO_SEAT and entry.action.get("type") == UNDO
               for _, entry in rows):
            return False
        for seq, entry in rows:
            self._play(entry, board=True)
            self.version = seq
        return True

    def step(self, version: int, seat: Seat, events: Sequence[Event], after: Position) -> None:
        """Step on by the move just committed, from what its commit worked out (the state
        after it, its events, the public board): no rule is asked again. The state is the
        snapshot's own, so it is copied before log rows step it on in place."""
        self.state, self._shared = after.state, True
        self.moves.append(words.public_move(seat, list(events)))
        self.last[seat] = len(self.moves) - 1
        # The view only once a picture asks for it; a bare position, not the snapshot with
        # its menus, is what waits for that.
        drawn = vars(after).get("public_view")  # (the snapshot's cached view, if worked out)
        self.board_after[seat] = drawn if drawn is not None else Position(after.game,
                                                                          after.state)
        self.version = version

    def _play(self, entry: LoggedAction, *, board: bool) -> None:
        if self._shared:
            self.state, self._shared = clone(self.state), False
        events = self.game.apply(self.state, entry.seat, entry.action)
        self.moves.append(words.public_move(entry.seat, events))
        self.last[entry.seat] = len(self.moves) - 1
        if board:
            self.board_after[entry.seat] = self.game.view(self.state, None)

    def since(self, seat: Seat) -> tuple[list[PublicMove], View | Position, bool]:
        """The moves after ``seat``'s last one, the board right after it, and whether it has
        not moved yet."""
        index = self.last.get(seat)
        if index is None:
            return list(self.moves), self.start_board, True
        return self.moves[index + 1:], self.board_after[seat], False


class Digests:
    def __init__(self, store: GameStore, names: SeatNames) -> None:
        self.store = store
        self.names = names
        self._kept: dict[int, Timeline] = {}
        self._locks: dict[int, asyncio.Lock] = {}
        self._committed: dict[int, MoveCommitted] = {}  # each game's last move

    def on_commit(self, event: MoveCommitted) -> None:
        """Keep the move just committed, so a timeline one version behind steps on with it
        without reading the log or asking the rules."""
        self._committed[event.row.id] = event

    async def since_last_action(self, row: GameRow, seat: Seat | None, lang: str) -> Digest:
        """What ``seat`` missed at ``row.version``: nothing for a spectator (``None``), a
        game not started, or a log that does not replay (logged, never raised)."""
        if seat is None or row.status not in ("running", "over") or row.version == 0:
            return NOTHING
        try:
            game, (moves, board, since_start) = await self._since(row, seat)
        except Exception:  # a nicety: it never keeps a hand or a notice from showing
            log.exception("game %s: could not rebuild what seat %s missed", row.id, seat)
            return NOTHING
        names = await self.names.loaded_plain(row, lang)
        lines = [clip(line, LINE_MAX)
                 for line in words.lines(game.words, moves, seat, names, lang)]
        return Digest(lines, board, since_start)

    async def _since(self, row: GameRow,
                     seat: Seat) -> tuple[Game, tuple[list[PublicMove], View | Position, bool]]:
        async with self._locks.setdefault(row.id, asyncio.Lock()):
            timeline = await self._timeline(row)
            return timeline.game, timeline.since(seat)

    async def _timeline(self, row: GameRow) -> Timeline:
        """The game's timeline at ``row.version``: kept, stepped on, or rebuilt (the caller
        holds the game's lock)."""
        game = get_game(row.game_key)
        kept = self._kept.pop(row.id, None)  # put back only once it is whole
        if kept is not None and kept.game is game and kept.version == row.version:
            self._kept[row.id] = kept
            return kept
        if kept is not None and kept.game is game and kept.version < row.version:
            last = self._committed.get(row.id)
            if last is not None and last.after.version == row.version == kept.version + 1:
                kept.step(row.version, last.seat, last.events, last.after)
                extended = True
            else:
                rows = await self.store.log_rows_between(row.id, kept.version, row.version)
                extended = await asyncio.to_thread(kept.extend, rows)
            if extended:
                self._kept[row.id] = kept
                return kept
        rows = await self.store.log_rows_between(row.id, 0, row.version)
        built = await asyncio.to_thread(Timeline.build, game, row, rows, row.version)
        # A row read before a later move was seen: the later timeline stays the one kept.
        later = kept is not None and kept.game is game and kept.version > row.version
        self._kept[row.id] = kept if later and kept is not None else built
        return built

    def forget(self, game_id: int) -> None:
        self._kept.pop(game_id, None)
        self._locks.pop(game_id, None)
        self._committed.pop(game_id, None)
