"""The contract checks can fail: each broken variant of Toy Race is caught by its check, and
the honest one passes them all."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from engine.core.registry import register, unregister
from tests.contract import test_hidden_information as hidden
from tests.contract import test_refusals as refusals
from tests.contract import test_take_back as take_back
from tests.contract.sampling import Table

BROKEN = ("honest_toy", "label_leak", "refusal_leak", "messy_refusal", "peeking_ai",
          "quiet_play", "telling_take_back")


@pytest.fixture(autouse=True, scope="module")
def broken_games() -> Iterator[None]:
    for key in BROKEN:
        register(key, f"tests.contract.broken.{key}")
    yield
    for key in BROKEN:
        unregister(key)


HIDDEN_CHECKS: list[Callable[[Table], None]] = [
    hidden.test_resampled_hidden_information_leaves_the_viewers_view_unchanged,
    hidden.test_resampled_hidden_information_leaves_every_choice_label_and_menu_unchanged,
    hidden.test_resampled_hidden_information_leaves_every_refusal_text_unchanged,
    hidden.test_resampled_hidden_information_leaves_every_ai_choice_unchanged,
    hidden.test_resampling_changes_the_hidden_information_of_games_that_have_it,
    take_back.test_a_move_that_may_be_taken_back_showed_nobody_anything,
    take_back.test_whether_a_move_may_be_taken_back_tells_nobody_anything,
    take_back.test_every_game_that_hides_or_draws_has_moves_that_may_not_be_taken_back,
]


@pytest.mark.parametrize("check", HIDDEN_CHECKS, ids=lambda check: check.__name__[5:])
def test_a_game_that_redraws_hidden_cards_honestly_passes_the_hidden_information_checks(
        check: Callable[[Table], None]) -> None:
    check(Table("honest_toy", 3))


@pytest.mark.parametrize(("key", "check", "complaint"), [
    ("label_leak",
     hidden.test_resampled_hidden_information_leaves_every_choice_label_and_menu_unchanged,
     "next"),
    ("refusal_leak", hidden.test_resampled_hidden_information_leaves_every_refusal_text_unchanged,
     "top card"),
    ("peeking_ai", hidden.test_resampled_hidden_information_leaves_every_ai_choice_unchanged,
     "read hidden information"),
    ("messy_refusal", refusals.test_illegal_actions_raise_illegal_action_and_change_nothing,
     "changed the state"),
    ("quiet_play", take_back.test_a_move_that_may_be_taken_back_showed_nobody_anything,
     "showed None something hidden"),
    ("telling_take_back", take_back.test_whether_a_move_may_be_taken_back_tells_nobody_anything,
     "depends on what None cannot see"),
], ids=["label_leak", "refusal_leak", "peeking_ai", "messy_refusal", "quiet_play",
        "telling_take_back"])
def test_a_broken_game_fails_its_contract_check(key: str, check: Callable[[Table], None],
                                                complaint: str) -> None:
    with pytest.raises(AssertionError, match=complaint):
        check(Table(key, 3))
