"""The cheaper legality check (issue 24): ``Game.legal_of_type`` answers what the whole legal
list says about one type of action, and the trusted path checks an action against the list
it was chosen from, in every game."""

from __future__ import annotations

import pytest

from engine.core.protocol import Action, IllegalAction
from engine.core.state import clone, to_json
from tests.contract.sampling import Table, illegal_candidates, positions, sampled_games

STATES_PER_GAME = 200  # every state of a sampled game up to this many
NEAR_MISS_EVERY = 3  # near misses at every third of those states
# Field values no legal action holds, of every JSON kind (True equals 1 to ``in``).
ODD_VALUES = (None, -1, 0, 1, 99, 1.5, True, "", "x", [], {}, [0], {"x": 1})


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


def near_misses(legal: list[Action]) -> list[Action]:
    """Actions one field away from a legal one: each field swapped for another legal
    action's value of it or an odd value, dropped, or one field too many."""
    values: dict[str, list[object]] = {}
    for action in legal:
        for key, value in action.items():
            if value not in values.setdefault(key, []):
                values[key].append(value)
    found: list[Action] = [{"type": kind} for kind in values.get("type", [])]
    for action in legal[:40]:
        found.append({**action, "extra": 1})
        for key in action:
            found.append({k: v for k, v in action.items() if k != key})
            if key != "type":
                found += [{**action, key: value} for value in (*values[key], *ODD_VALUES)]
    return found


def test_is_legal_answers_as_the_legal_list_does(table: Table) -> None:
    game = table.game
    for played in sampled_games(table):
        state = game.setup(table.players, played.record.seed, played.record.options)
        for index, entry in enumerate(played.record.log[:STATES_PER_GAME]):
            if index % NEAR_MISS_EVERY == 0:
                for seat in range(table.players):
                    legal = game.legal_actions(state, seat)
                    tried = [*legal, *near_misses(legal), *illegal_candidates(table, state, seat)]
                    for action in (a for a in tried if "type" in a):  # as check_legal asks
                        assert game.is_legal(state, seat, action) == (action in legal), (
                            f"{table.id} seat {seat}: {action!r} after {index} actions")
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
