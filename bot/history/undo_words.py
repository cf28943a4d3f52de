"""The moves of a game in words, and the last move with what it did: shared by /game log,
the voted undo (bot/history/undo.py) and taking back one's own move
(bot/history/takeback.py)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.core.protocol import Event, Game
from engine.core.record import GameRecord, replay, undo_last
from engine.core.state import clone, visible_events


def public_lines(game: Game, events: list[Event], names: Sequence[str], lang: str) -> list[str]:
    lines = (game.words.describe_event(e, names, lang)
             for e in visible_events(events, None))
    return [line for line in lines if line]


def moves_in_words(record: GameRecord, names: Sequence[str], lang: str) -> list[list[str]]:
    """The public lines of every standing move of ``record``, one list per move."""
    game, state, _ = replay(record, upto=0)
    moves: list[list[str]] = []
    for entry in record.log:
        events = game.apply(state, entry.seat, entry.action)
        moves.append(public_lines(game, events, names, lang))
    return moves


@dataclass(frozen=True)
class LastMove:
    seq: int  # its row in the action log
    shorter: GameRecord  # the record without it
    events: list[Event]


def last_move(record: GameRecord, seq: int) -> LastMove:
    """The last move of ``record`` if it may be taken back; raises ``NotUndoable``."""
    shorter = undo_last(record)
    game, before, _ = replay(shorter)
    last = record.log[-1]
    return LastMove(seq, shorter, game.apply(clone(before), last.seat, last.action))
