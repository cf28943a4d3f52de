"""A game record: what a game was set up with plus its action log.

The log is the truth (as in the 18xx engine): replaying a record rebuilds the state exactly,
so a stored snapshot is only a cache of it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.core.protocol import Action, Event, Game, IllegalAction, Seat, State
from engine.core.registry import get_game
from engine.core.takeback import may_take_back


@dataclass
class LoggedAction:
    seat: Seat
    action: Action

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "action": self.action}


@dataclass
class GameRecord:
    game: str
    players: int
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    log: list[LoggedAction] = field(default_factory=list)
    names: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "players": self.players,
            "seed": self.seed,
            "options": dict(self.options),
            "names": list(self.names),
            "log": [entry.to_json() for entry in self.log],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameRecord:
        try:
            return cls(
                game=str(data["game"]),
                players=int(data["players"]),
                seed=int(data["seed"]),
                options=dict(data.get("options") or {}),
                log=[LoggedAction(int(e["seat"]), dict(e["action"])) for e in data["log"]],
                names=[str(n) for n in data.get("names") or []],
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"not a game record: {exc}") from exc


def replay(record: GameRecord, upto: int | None = None) -> tuple[Game, State, list[Event]]:
    """Rebuild the state after the first ``upto`` logged actions (all by default).

    Every action is checked as it is applied, so a tampered log is refused with the
    position of the first illegal action.
    """
    game = get_game(record.game)
    state = game.setup(record.players, record.seed, record.options)
    events: list[Event] = []
    for index, entry in enumerate(record.log[:upto]):
        try:
            events.extend(game.apply(state, entry.seat, entry.action))
        except IllegalAction as exc:
            raise IllegalAction(f"action {index + 1} of the log is illegal: {exc}") from exc
    return game, state, events


class NotUndoable(ValueError):
    """The last move may not be taken back."""


def undo_last(record: GameRecord) -> GameRecord:
    """The record without its last action, replayed to prove the rest still holds.

    Refused when the last action ended the game or revealed hidden information or
    randomness (``engine.core.takeback.may_take_back``): taking it back would let a player
    try again knowing what comes.
    """
    if not record.log:
        raise NotUndoable("there is no move to take back")
    shorter = GameRecord(record.game, record.players, record.seed, dict(record.options),
                         record.log[:-1], list(record.names))
    game, before, _ = replay(shorter)
    last = record.log[-1]
    if not may_take_back(game, before, last.seat, last.action):
        raise NotUndoable("the last move ended the game or revealed hidden information or a"
                          " random draw")
    return shorter
