"""The action log is the truth and a state is plain JSON, for every game."""

from __future__ import annotations

import json

import pytest

from engine.core.protocol import IllegalAction
from engine.core.record import GameRecord, LoggedAction, replay
from engine.core.state import clone, from_json, to_json
from tests.contract.sampling import Table, sampled_games


def test_replaying_the_action_log_rebuilds_the_identical_state(table: Table) -> None:
    for played in sampled_games(table):
        stored = GameRecord.from_json(json.loads(json.dumps(played.record.to_json())))
        _, rebuilt, events = replay(stored)
        assert to_json(rebuilt) == to_json(played.final)
        assert to_json(events) == to_json(played.events)
        for moves, state in zip(played.moves, played.positions, strict=True):
            _, midway, _ = replay(stored, upto=moves)
            assert to_json(midway) == to_json(state), f"after {moves} actions"


def test_a_tampered_log_is_refused_at_its_first_illegal_action(table: Table) -> None:
    played = sampled_games(table)[0]
    stored = GameRecord.from_json(played.record.to_json())
    middle = len(stored.log) // 2
    stored.log[middle] = LoggedAction(stored.log[middle].seat, {"type": "no such move"})
    with pytest.raises(IllegalAction, match=f"action {middle + 1} of the log"):
        replay(stored)


def test_state_round_trips_through_json_unchanged_at_every_sampled_position(
        table: Table) -> None:
    game = table.game
    for played in sampled_games(table):
        for state in played.positions:
            # Tuples, sets or non-string keys would not come back equal.
            assert json.loads(json.dumps(state)) == state
            loaded = from_json(to_json(state))
            assert to_json(loaded) == to_json(state)
            if game.is_over(state):
                continue
            seat = game.waiting_for(state)[0]
            assert game.legal_actions(loaded, seat) == game.legal_actions(state, seat)
            action = game.legal_actions(state, seat)[-1]
            original = clone(state)
            assert game.apply(loaded, seat, action) == game.apply(original, seat, action)
            assert to_json(loaded) == to_json(original)
