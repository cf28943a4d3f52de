"""Every built-in AI finishes games at every player count, playing only legal moves."""

from __future__ import annotations

from engine.core.ai import Agent
from engine.core.registry import get_agents
from tests.contract.sampling import MAX_ACTIONS, Table

GAMES_PER_AI = 2


def finish(table: Table, agents: list[Agent], seed: int) -> int:
    game = table.game
    state = game.setup(table.players, seed)
    actions = 0
    while not game.is_over(state):
        assert actions < MAX_ACTIONS, f"{table.id}: no end after {MAX_ACTIONS} actions"
        seat = game.waiting_for(state)[0]
        legal = game.legal_actions(state, seat)
        action = agents[seat].choose(game, state, seat, legal)
        assert action in legal, f"{type(agents[seat]).__name__} chose {action!r}"
        game.apply(state, seat, action)
        actions += 1
    result = game.result(state)
    assert sorted(line.seat for line in result.scores) == list(range(table.players))
    return actions


def test_every_ai_finishes_games_at_every_player_count(table: Table) -> None:
    table_of_agents = get_agents(table.key)
    for name, agent in table_of_agents.items():
        for game_no in range(GAMES_PER_AI):
            seed = 100 * table.players + game_no
            assert finish(table, [agent(seed + s) for s in range(table.players)], seed) > 0, name


def test_every_ai_finishes_games_against_the_other_ais(table: Table) -> None:
    kinds = list(get_agents(table.key).values())
    seed = 7 * table.players
    mixed = [kinds[seat % len(kinds)](seed + seat) for seat in range(table.players)]
    assert finish(table, mixed, seed) > 0
