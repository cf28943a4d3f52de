"""The cheaper legality check (issue 24): ``Game.legal_of_type`` answers what the whole legal
list says about one type of action, and the trusted path checks an action against the list
it was chosen from, in every game."""

from __future__ import annotations

import pytest

from engine.core.protocol import IllegalAction
from engine.core.state import clone, to_json
from tests.contract.sampling import Table, positions, sampled_games

STATES_PER_GAME = 200  # every state of a sampled game up to this many


def test_legal_of_type_lists_the_legal_actions_of_that_type(table: Table) -> None:
    game = table.game
    for played in sampled_games(table):
        state = game.setup(table.players, played.record.seed, played.record.options)
        for entry in played.record.log[:STATES_PER_GAME]:
            for seat in range(table.players):
                legal = game.legal_actions(state, seat)
                for kind in {action["type"] for action in legal} | {"no-such-move"}:
                    assert game.legal_of_type(state, seat, kind) == [
                        action for action in legal if action["type"] == kind
                    ], f"{table.id} seat {seat}, {kind!r} after {to_json(entry.action)}"
            game.apply(state, entry.seat, entry.action)


def test_the_trusted_path_takes_an_action_from_the_list_it_came_from(table: Table) -> None:
    game = table.game
    for state in positions(table):
        for seat in game.waiting_for(state):
            legal = game.legal_actions(state, seat)
            chosen = legal[-1]
            trusted, checked = clone(state), clone(state)
            assert (game.apply(trusted, seat, chosen, legal)
                    == game.apply(checked, seat, chosen)), table.id
            assert to_json(trusted) == to_json(checked), table.id


def test_the_trusted_path_refuses_an_action_missing_from_its_list(table: Table) -> None:
    game = table.game
    for state in positions(table):
        for seat in game.waiting_for(state):
            legal = game.legal_actions(state, seat)
            before = to_json(state)
            with pytest.raises(IllegalAction) as refused:
                game.apply(state, seat, legal[0], legal[1:])
            assert str(refused.value).strip()
            assert to_json(state) == before
