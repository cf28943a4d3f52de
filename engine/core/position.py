"""One state of one game, with every question about it answered once.

A click, its announcement, the turn prompt, the clock and the texts all look at the same
state. A :class:`Position` asks the rules each question the first time it is wanted and
keeps the answer: whose move it is, whom the game waits for, who has decided, whether it
is over or in a round of secret choices, the teams, the public view, each seat's view and
legal actions. :meth:`Position.play` applies an action taken from its own legal list
without asking the rules for that list again.

A position is read-only: the state it wraps must not be changed while it is in use.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property, partial
from typing import Any

from engine.core.protocol import Action, Event, Game, IllegalAction, Result, Seat, State
from engine.core.refusals import worded
from engine.core.state import clone


class Position:
    def __init__(self, game: Game, state: State) -> None:
        self.game = game
        self.state = state
        self._views: dict[Seat, dict[str, Any]] = {}
        self._legal: dict[Seat, list[Action]] = {}
        self._results: dict[str, Result] = {}

    @cached_property
    def to_act(self) -> list[Seat]:
        return list(self.game.to_act(self.state))

    @cached_property
    def waiting_for(self) -> list[Seat]:
        return list(self.game.waiting_for(self.state))

    @cached_property
    def decided(self) -> list[Seat]:
        return list(self.game.decided(self.state))

    @cached_property
    def over(self) -> bool:
        return self.game.is_over(self.state)

    @cached_property
    def secret_round(self) -> bool:
        """Whether the seats choose now in a round of secret choices (declared by the
        game: ``Game.secret_round``)."""
        return not self.over and self.game.secret_round(self.state)

    @property
    def in_round(self) -> bool:
        """Several seats choosing at once (or some have chosen and others not yet)."""
        return len(self.waiting_for) > 1 or bool(self.decided)

    @cached_property
    def teams(self) -> list[list[Seat]]:
        return [list(team) for team in self.game.teams(self.state)]

    @cached_property
    def public_view(self) -> dict[str, Any]:
        return self.game.view(self.state, None)

    def view(self, seat: Seat | None) -> dict[str, Any]:
        """What ``seat`` may see (``None``: the public)."""
        if seat is None:
            return self.public_view
        if seat not in self._views:
            self._views[seat] = self.game.view(self.state, seat)
        return self._views[seat]

    def legal_actions(self, seat: Seat) -> list[Action]:
        """Every legal action of ``seat`` now (none for a seat not to act)."""
        if seat not in self._legal:
            self._legal[seat] = (list(self.game.legal_actions(self.state, seat))
                                 if seat in self.to_act else [])
        return self._legal[seat]

    def result(self, lang: str = "en") -> Result:
        """The final result in ``lang``; only once over."""
        if lang not in self._results:
            self._results[lang] = self.game.result(self.state, lang)
        return self._results[lang]

    def play(self, seat: Seat, action: Action) -> tuple[Position, list[Event]]:
        """The position after ``seat`` plays ``action``, one of this position's own legal
        actions for that seat (checked by membership, the list is not asked for again), and
        the events it produced. This position's state is left as it was."""
        if self.over:
            raise IllegalAction(worded("game_over"))
        if seat not in self.to_act:
            raise IllegalAction(worded("not_your_turn"))
        if action not in self.legal_actions(seat):
            raise IllegalAction(partial(self.game.words.explain_illegal, self.state, seat, action))
        return self._played(seat, action, self.game._apply)

    def step(self, seat: Seat, action: Action) -> tuple[Position, list[Event]]:
        """Like :meth:`play` for an action from anywhere: the rules check it first."""
        return self._played(seat, action, self.game.apply)

    def _played(self, seat: Seat, action: Action,
                apply: Callable[[State, Seat, Action], list[Event]],
                ) -> tuple[Position, list[Event]]:
        state = clone(self.state)
        events = apply(state, seat, action)
        return Position(self.game, state), events
