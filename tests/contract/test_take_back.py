"""A move its mover may take back alone (``engine.core.takeback.may_take_back``) truly
revealed nothing, and whether it may be taken back tells nobody anything: the Take back
button sits under a public prompt, and the mover's own confirmation may carry it too.

What a viewer sees of a move is its view afterwards and the move's events shown to it (the
action itself stays private: a refused card is named to its mover only). A move revealed
nothing to a viewer when, however the cards the viewer cannot see lie
(``Game.resample_hidden``), the mover could have made a move the viewer could not tell
apart from it."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from engine.core.position import Position
from engine.core.protocol import Action, Game, Seat, State
from engine.core.state import clone, to_json, visible_events
from engine.core.takeback import may_take_back, revealed_nothing
from tests.contract.sampling import Table, sampled_games, viewers

SEEDS = (1, 2)
OTHER_MOVES = 3  # besides the move played, this many legal moves of each position


@cache
def moves(table: Table) -> tuple[tuple[State, Seat, Action], ...]:
    """(state, seat, action): the move played at each sampled position and a few other legal
    moves there, spread over the legal list."""
    game, found = table.game, []
    for played in sampled_games(table):
        for state, done in zip(played.positions, played.moves, strict=True):
            if done == len(played.record.log):
                continue
            entry = played.record.log[done]
            found.append((state, entry.seat, entry.action))
            for seat in game.to_act(state):
                legal = game.legal_actions(state, seat)
                step = max(1, len(legal) // OTHER_MOVES)
                found += [(state, seat, a) for a in legal[::step][:OTHER_MOVES]
                          if a != entry.action]
    return tuple(found)


def seen(game: Game, state: State, seat: Seat, action: Action, viewer: Seat | None) -> str:
    """What ``viewer`` sees of ``seat`` playing ``action`` from ``state``."""
    after = clone(state)
    events = game.apply(after, seat, action)
    return to_json([game.view(after, viewer), visible_events(events, viewer)])


def alike(game: Game, other: State, seat: Seat, viewer: Seat | None, looked: str,
          first: Action) -> Iterator[Action]:
    """The legal moves of ``seat`` in ``other`` that ``viewer`` could not tell from the move
    it saw (``looked``), ``first`` tried first."""
    legal = game.legal_actions(other, seat)
    for action in sorted(legal, key=lambda a: a != first):
        if seen(game, other, seat, action, viewer) == looked:
            yield action


def test_a_move_that_may_be_taken_back_showed_nobody_anything(table: Table) -> None:
    game = table.game
    for state, seat, action in moves(table):
        before = to_json(state)
        if not may_take_back(game, state, seat, action):
            continue
        assert to_json(state) == before, "may_take_back changed the state it was given"
        after = clone(state)
        game.apply(after, seat, action)
        assert after["rng"]["draws"] == state["rng"]["draws"], (
            f"{action} of seat {seat} drew randomness but may be taken back")
        for viewer in viewers(game, state):
            looked = seen(game, state, seat, action, viewer)
            for seed in SEEDS:
                other = game.resample_hidden(state, viewer, seed)
                assert next(alike(game, other, seat, viewer, looked, action), None), (
                    f"{action} of seat {seat} may be taken back but showed {viewer} "
                    "something hidden")


def test_a_committed_move_revealed_nothing_exactly_when_it_may_be_taken_back(
        table: Table) -> None:
    """The bot asks ``revealed_nothing`` of the states and events its commit worked out
    (the trusted path from the legal list): the same answer as the checked replay."""
    game = table.game
    for state, seat, action in moves(table):
        after, events = Position(game, state).play(seat, action)
        before = to_json(state)
        assert revealed_nothing(game, state, after.state, events) == may_take_back(
            game, state, seat, action)
        assert to_json(state) == before


def test_whether_a_move_may_be_taken_back_tells_nobody_anything(table: Table) -> None:
    """Every move the public (or the mover) could not tell from the one played gets the
    same answer, however the cards they cannot see lie."""
    game = table.game
    for state, seat, action in moves(table):
        answer = may_take_back(game, state, seat, action)
        for viewer in (None, seat):
            looked = seen(game, state, seat, action, viewer)
            for seed in SEEDS:
                other = game.resample_hidden(state, viewer, seed)
                for twin in alike(game, other, seat, viewer, looked, action):
                    assert may_take_back(game, other, seat, twin) == answer, (
                        f"whether {action} of seat {seat} may be taken back depends on what "
                        f"{viewer} cannot see")


def test_every_game_that_hides_or_draws_has_moves_that_may_not_be_taken_back(
        table: Table) -> None:
    """Otherwise the checks above would pass a game that allows every take-back: a game
    that draws or deals must call some of its sampled moves (that go on) revealing."""
    game = table.game
    draws = any(played.final["rng"]["draws"] > played.positions[0]["rng"]["draws"]
                for played in sampled_games(table))
    if not (draws or game.traits.hidden_information):
        return
    for state, seat, action in moves(table):
        after = clone(state)
        events = game.apply(after, seat, action)
        if not game.is_over(after) and game.reveals(state, after, events):
            return
    raise AssertionError("no sampled move reveals anything")
