"""Every game with pictures draws every position a whole game reaches, at every player count,
with the longest names Discord allows, in English and German: public, private and scores."""

from __future__ import annotations

import pytest

from engine.core.protocol import State
from engine.core.registry import default_agent, get_agents
from engine.core.simulate import agents_for
from engine.core.state import clone
from render import draw_board, draw_private, draw_scores, has_pictures
from tests.contract.sampling import Table, all_tables

PNG = b"\x89PNG\r\n\x1a\n"
PICTURES_PER_GAME = 6  # boards drawn per game, spread over the phases it went through
NAME_LENGTH = 32  # Discord's longest display name


def longest_names(players: int) -> list[str]:
    """Distinct 32-character names of wide letters, umlauts and no spaces to wrap at."""
    return [(f"{seat + 1}WMÄÖÜẞŴ" * 8)[:NAME_LENGTH] for seat in range(players)]


def phase_positions(table: Table, seed: int) -> tuple[list[State], State]:
    """The states at the start of every phase (or turn) of a game between the default AIs,
    and the final state."""
    game = table.game
    agents = agents_for([default_agent(table.key)] * table.players, get_agents(table.key), seed)
    state = game.setup(table.players, seed)
    starts = [clone(state)]
    while not game.is_over(state):
        seat = game.waiting_for(state)[0]
        events = game.apply(state, seat, agents[seat].choose(
            game, state, seat, game.legal_actions(state, seat)))
        if any(event["type"] == "phase" for event in events):
            starts.append(clone(state))
    return starts, state


def spread(items: list[State], count: int) -> list[State]:
    if len(items) <= count:
        return items
    return [items[round(i * (len(items) - 1) / (count - 1))] for i in range(count)]


DRAWN = [table for table in all_tables() if has_pictures(table.key)]


def draw_across_a_game(table: Table, names: list[str], lang: str, seed: int,
                       positions: int) -> None:
    """Draw every picture kind at ``positions`` states spread over a whole game: the public
    board (with what changed since the last one), every seat's private view with its choices,
    the score sheet and the final board. A listener (``render.common.text``) hears what."""
    game = table.game
    starts, final = phase_positions(table, seed=seed)
    previous = None
    for state in spread(starts, positions):
        public = game.view(state, None)
        draw_board(public, names, previous, lang)
        previous = public
        for seat in range(table.players):
            labels = [game.words.action_label(state, action, lang)
                      for action in game.legal_actions(state, seat)]
            draw_private(game.view(state, seat), names, lang, labels)
    draw_scores(game.view(final, None), game.result(final, lang).to_json(), names, lang)
    draw_board(game.view(final, None), names, previous, lang)


@pytest.mark.parametrize("drawn", DRAWN, ids=[table.id for table in DRAWN])
def test_every_phase_draws_with_the_longest_names_in_both_languages(drawn: Table) -> None:
    game = drawn.game
    names = longest_names(drawn.players)
    starts, final = phase_positions(drawn, seed=drawn.players)
    previous = None
    for number, state in enumerate(spread(starts, PICTURES_PER_GAME)):
        lang = ("en", "de")[number % 2]
        public = game.view(state, None)
        assert draw_board(public, names, previous, lang).startswith(PNG)
        previous = public
        for seat in game.waiting_for(state):
            labels = [game.words.action_label(state, action, lang)
                      for action in game.legal_actions(state, seat)]
            assert draw_private(game.view(state, seat), names, lang, labels).startswith(PNG)
    for lang in ("en", "de"):
        result = game.result(final, lang).to_json()
        assert draw_scores(game.view(final, None), result, names, lang).startswith(PNG)
        assert draw_board(game.view(final, None), names, previous, lang).startswith(PNG)
