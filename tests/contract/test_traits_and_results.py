"""What a game declares about itself holds in play: its traits, its teams in the result, its
fallback for a missed deadline, and the names of its built-in players."""

from __future__ import annotations

from engine.core.position import Position
from engine.core.protocol import Game, Seat, State
from engine.core.registry import get_agents
from tests.contract.sampling import LANGS, Table, positions, sampled_games


def test_a_game_declared_without_simultaneous_rounds_never_has_one(table: Table) -> None:
    game = table.game
    if game.traits.simultaneous:
        return
    for state in positions(table):
        position = Position(game, state)
        assert not position.secret_round and not position.decided


def test_a_team_game_declares_teams_and_names_them_in_its_result(table: Table) -> None:
    game = table.game
    for played in sampled_games(table):
        teams = game.teams(played.final)
        assert bool(teams) == game.traits.teams
        for lang in LANGS:
            assert game.result(played.final, lang).teams == teams


def test_the_deadline_fallback_is_a_legal_action_or_none(table: Table) -> None:
    game = table.game
    for state in positions(table):
        for seat in game.waiting_for(state):
            fallback = game.timeout_action(state, seat)
            assert fallback is None or fallback in game.legal_actions(state, seat), fallback


def test_every_built_in_player_has_a_name_in_english_and_german(game_key: str) -> None:
    for name, agent in get_agents(game_key).items():
        assert set(agent.titles) == set(LANGS), name  # none falls back to its key
        assert all(agent.title(lang) for lang in LANGS), name


def a_pick_waits_for_the_others(game: Game, state: State, seats: list[Seat]) -> bool:
    """What a round of secret choices does: someone has already decided, or a trial pick (the
    first waiting seat's first choice, on a copy) leaves its picker among those who decided."""
    if game.decided(state):
        return True
    legal = game.legal_actions(state, seats[0])
    if not legal:
        return False
    after, _ = Position(game, state).step(seats[0], legal[0])
    return seats[0] in after.decided


def test_the_declared_secret_round_is_what_a_pick_does(table: Table) -> None:
    """``Game.secret_round`` is declared; at every position of the sampled games it agrees
    with what a pick really does (how the bot once had to find it out)."""
    game = table.game
    for played in sampled_games(table):
        state = game.setup(table.players, played.record.seed, played.record.options)
        for entry in played.record.log:
            seats = game.waiting_for(state) or game.to_act(state)
            assert Position(game, state).secret_round == a_pick_waits_for_the_others(
                game, state, seats), f"after {game.words.phase_label(state)}"
            game.apply(state, entry.seat, entry.action)
