"""Which moves their mover may take back alone (an in-turn undo, as on Board Game Arena).

A move may be taken back without asking anyone while nobody else has acted since (the bot
checks that in its log), the game goes on after it (a result, once out, stands) and the
move revealed nothing: it drew nothing from the random generator and brought no hidden card
to light, to anyone (``Game.reveals``, the rule verb each game may sharpen). A voted undo
(``engine.core.record.undo_last``) follows the same rule, since taking back a shown card
would let its mover try again knowing what comes.

Whether a take-back is offered is shown to everyone, so the answer may depend on public
information only. tests/contract/test_take_back.py proves it for every game at sampled
positions: for every state that differs only in what the public cannot see, the same move
gets the same answer, and a move called revealing nothing leaves every seat's view (and the
public's) the same however the hidden cards lie, so it truly showed nobody anything.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.protocol import Action, Event, Game, Seat, State
from engine.core.state import clone


def may_take_back(game: Game, before: State, seat: Seat, action: Action) -> bool:
    """Whether ``seat``'s move ``action`` from ``before`` (a legal move) may be taken back:
    the game did not end with it and it revealed nothing hidden or random. ``before`` is
    left unchanged."""
    after = clone(before)
    events = game.apply(after, seat, action)
    return revealed_nothing(game, before, after, events)


def revealed_nothing(game: Game, before: State, after: State, events: Sequence[Event]) -> bool:
    """:func:`may_take_back` for a move already played from ``before`` to ``after`` with
    ``events`` (the bot's commit has them): neither state is changed."""
    return not game.is_over(after) and not game.reveals(before, after, list(events))
