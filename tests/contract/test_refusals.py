"""An illegal action raises IllegalAction with a reason and changes nothing, in every game."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.protocol import IllegalAction
from engine.core.state import to_json
from tests.contract.sampling import Table, illegal_candidates, positions

MALFORMED: list[Any] = ["pass", None, {"no": "type"}, {"type": "no-such-move"}, {"type": None}]


def refuse(table: Table, state: dict, seat: Any, action: Any) -> None:
    before = to_json(state)
    with pytest.raises(IllegalAction) as refused:
        table.game.apply(state, seat, action)
    assert str(refused.value).strip(), f"refusal of {action!r} gives no reason"
    assert to_json(state) == before, f"refusing {action!r} for seat {seat!r} changed the state"


def test_illegal_actions_raise_illegal_action_and_change_nothing(table: Table) -> None:
    game = table.game
    for state in positions(table):
        acting = game.to_act(state)
        for seat in range(table.players):
            for action in [*MALFORMED, *illegal_candidates(table, state, seat)]:
                refuse(table, state, seat, action)
            if seat not in acting and acting:
                for action in game.legal_actions(state, acting[0])[:3]:
                    refuse(table, state, seat, action)
        for seat in (-1, table.players, "0", None):
            for action in game.legal_actions(state, acting[0])[:1] if acting else []:
                refuse(table, state, seat, action)


def test_seats_that_may_not_act_have_no_legal_actions(table: Table) -> None:
    game = table.game
    for state in positions(table):
        acting = game.to_act(state)
        assert game.is_over(state) == (not acting)
        assert set(game.waiting_for(state)) <= set(acting)
        for seat in range(table.players):
            legal = game.legal_actions(state, seat)
            assert bool(legal) == (seat in acting), f"seat {seat}, acting {acting}"
