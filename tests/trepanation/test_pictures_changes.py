import copy

from render.trepanation.changes import NONE, diff
from tests.render.helpers import GAME, state_after


def test_no_previous_means_nothing_changed():
    view = GAME.view(state_after(4, seed=1, actions=3), None)
    assert diff(view, None) == NONE
    assert diff(view, copy.deepcopy(view)) == NONE


def test_a_placed_worker_and_a_gained_coin_are_changes():
    before = GAME.view(state_after(4, seed=1, actions=0), None)
    after = copy.deepcopy(before)
    slot = after["locations"][0]["slots"][1]
    slot["occupant"] = 2
    after["players"][3]["coins"] += 2
    after["players"][1]["shills"][0] += 1
    changes = diff(after, before)
    assert changes.slots == {slot["id"]}
    assert changes.delta(3, "coins") == 2
    assert changes.delta(1, "shills") == 1
    assert (1, "shills") in changes.tracks
    assert changes.delta(0, "coins") == 0


def test_new_show_cards_and_travelling_cards_are_changes():
    before = GAME.view(state_after(3, seed=4, actions=0), None)
    after = copy.deepcopy(before)
    after["show_row"][0] = {**after["show_row"][0], "key": "zz"}
    after["travelling"]["left"] = "somewhere_else"
    changes = diff(after, before)
    assert changes.show_cards == {"zz"}
    assert changes.travelling == {"left"}
