"""Hidden information really is hidden: redrawing what a viewer cannot see
(``Game.resample_hidden``) changes nothing that viewer is shown, offered, told or advised."""

from __future__ import annotations

from functools import cache
from typing import Any

from bot.play.menus import build_menu
from engine.core.protocol import Game, IllegalAction, Seat, State
from engine.core.registry import get_agents
from engine.core.state import clone, to_json
from tests.contract.sampling import (
    LANGS,
    Table,
    ask,
    illegal_candidates,
    menu_structure,
    positions,
    viewers,
)

SEEDS = (1, 2)


@cache
def resampled(table: Table) -> list[tuple[int, State, Seat | None, State]]:
    """(position number, state, viewer, state with the viewer's unknowns redrawn) for every
    sampled position, viewer and seed; checks on the way that resampling leaves the original
    alone."""
    game, found = table.game, []
    for index, state in enumerate(positions(table)):
        for viewer in viewers(game, state):
            for seed in SEEDS:
                before = to_json(state)
                other = game.resample_hidden(state, viewer, seed)
                assert to_json(state) == before, "resample_hidden changed the given state"
                found.append((index, state, viewer, other))
    return found


@cache
def original_menu(table: Table, index: int, seat: Seat, lang: str) -> Any:
    """The menu of sampled position ``index``, built once for every resampled copy."""
    return menu_structure(build_menu(table.game, positions(table)[index], seat, lang))


def refusal(game: Game, state: State, seat: Seat, action: Any) -> str:
    try:
        game.apply(clone(state), seat, action)
    except IllegalAction as refused:
        return str(refused)
    raise AssertionError(f"{action!r} was accepted for seat {seat}")


def without_viewer(view: Any) -> Any:
    return {k: v for k, v in view.items() if k != "viewer"} if isinstance(view, dict) else view


def test_resampled_hidden_information_leaves_the_viewers_view_unchanged(table: Table) -> None:
    game = table.game
    for _, state, viewer, other in resampled(table):
        assert to_json(game.view(other, viewer)) == to_json(game.view(state, viewer)), viewer
        assert game.to_act(other) == game.to_act(state)
        assert game.waiting_for(other) == game.waiting_for(state)
        assert game.decided(other) == game.decided(state)
        assert game.is_over(other) == game.is_over(state)


def test_resampled_hidden_information_leaves_the_viewers_summary_unchanged(
        table: Table) -> None:
    game = table.game
    for _, state, viewer, other in resampled(table):
        for lang in LANGS:
            summary = game.words.summary
            assert summary(other, viewer, lang) == summary(state, viewer, lang)


def test_resampled_hidden_information_leaves_every_choice_label_and_menu_unchanged(
        table: Table) -> None:
    game = table.game
    for index, state, viewer, other in resampled(table):
        if viewer is None:
            continue
        legal = game.legal_actions(state, viewer)
        assert game.legal_actions(other, viewer) == legal, f"seat {viewer}"
        for lang in LANGS:
            for action in legal:
                assert (ask(game, "action_label", lang, other, action)
                        == ask(game, "action_label", lang, state, action)), action
                assert (ask(game, "action_path", lang, other, action)
                        == ask(game, "action_path", lang, state, action)), action
            if legal:
                assert (menu_structure(build_menu(game, other, viewer, lang))
                        == original_menu(table, index, viewer, lang))


def test_resampled_hidden_information_leaves_every_refusal_text_unchanged(
        table: Table) -> None:
    game = table.game
    for _, state, viewer, other in resampled(table):
        if viewer is None or game.is_over(state):
            continue
        for action in illegal_candidates(table, state, viewer)[:6]:
            assert refusal(game, other, viewer, action) == refusal(game, state, viewer, action)
            assert (game.words.explain_illegal(other, viewer, action)
                    == game.words.explain_illegal(state, viewer, action)), action


def test_resampled_hidden_information_leaves_every_ai_choice_unchanged(table: Table) -> None:
    game = table.game
    agents = get_agents(table.key)
    for _, state, viewer, other in resampled(table):
        if viewer is None or viewer not in game.to_act(state):
            continue
        legal = game.legal_actions(state, viewer)
        for name, agent in agents.items():
            before = to_json(state)
            chosen = agent(7).choose(game, state, viewer, legal)
            assert to_json(state) == before, f"the {name} AI changed the state it was given"
            again = agent(7).choose(game, other, viewer, game.legal_actions(other, viewer))
            assert again == chosen, f"the {name} AI of seat {viewer} read hidden information"


def test_resampling_reads_nothing_the_viewer_cannot_see(table: Table) -> None:
    """A searching AI plays out positions drawn with ``resample_hidden`` from its seat's
    point of view: the drawn position must depend on what that seat sees and the seed alone,
    not on where the unseen cards really lie, or its choice would."""
    game = table.game
    for _, state, viewer, other in resampled(table):
        for seed in (5, 6):
            assert (to_json(game.resample_hidden(other, viewer, seed))
                    == to_json(game.resample_hidden(state, viewer, seed))), (
                f"seat {viewer}: resample_hidden drew from the hidden arrangement")


def test_resampling_changes_the_hidden_information_of_games_that_have_it(
        table: Table) -> None:
    """Otherwise the checks above prove nothing: a game whose seats see more than the public
    must redraw something besides the random generator's seed."""
    game = table.game
    hidden = changed = False
    for _, state, viewer, other in resampled(table):
        if viewer is not None and without_viewer(game.view(state, viewer)) != without_viewer(
                game.view(state, None)):
            hidden = True
        rest = {k: v for k, v in state.items() if k != "rng"}
        if to_json(rest) != to_json({k: v for k, v in other.items() if k != "rng"}):
            changed = True
    assert changed or not hidden, "seats see more than the public, but nothing was redrawn"
