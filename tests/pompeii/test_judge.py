"""The searching AI's judge of a Pompeii position cut short (engine/pompeii/judge.py)."""

from __future__ import annotations

import pytest

from engine.pompeii import city
from engine.pompeii.data import load
from engine.pompeii.game import GAME
from engine.pompeii.judge import WEIGHTS, cut, features, judge, reach, rescues, usable, worth
from engine.pompeii.table import place_of_client
from tests.pompeii.conftest import eruption, give


def test_judge_gives_every_seat_its_fair_share_at_the_start_of_the_eruption() -> None:
    state = eruption(4)
    assert [judge(state, seat) for seat in range(4)] == pytest.approx([0.25] * 4)
    assert all(len(row) == len(WEIGHTS) for row in features(state))


def test_judge_favours_the_seat_that_saved_more_value() -> None:
    state = eruption(4)
    state["seats"][2]["saved"].append(card_priced(3600))
    assert judge(state, 2) > 0.6
    assert all(judge(state, seat) < 0.2 for seat in (0, 1, 3))


def test_judge_counts_a_person_still_in_the_city_for_less_than_a_saved_one() -> None:
    state = eruption(4)
    person = card_priced(1000)
    give(state, 0, person)
    inside = judge(state, 0)
    state["seats"][0]["saved"].append(person)
    state["saved_cards"].append(person)
    assert 0.25 < inside < judge(state, 0)


def test_judge_counts_cash_on_the_outer_track_for_a_share_of_persons_bought() -> None:
    state = GAME.setup(4, 1)
    state["seats"][0]["cash"] += 1000
    richer = judge(state, 0)
    assert richer > 0.5
    state["seats"][0]["cash"] -= 1000
    state["owner"][card_priced(1000)] = 0
    assert judge(state, 0) > richer  # a person is the way to a saved one, coins only buy her


def test_judge_counts_a_pawn_further_from_the_entry_with_fewer_cards_left_for_less() -> None:
    state = GAME.setup(4, 1)
    state["owner"][card_priced(1000)] = 0
    state["seats"][1]["status"] = "city"  # draws a Vita Romana card a round
    state["vita_drawn"] = 10
    state["seats"][0]["pos"] = 90
    near, near_chance, near_judged = worth(state, 0), reach(state, 0), judge(state, 0)
    state["seats"][0]["pos"] = 60
    far, far_chance = worth(state, 0), reach(state, 0)
    assert 0 < far_chance < near_chance < 1
    assert 0 < far < near and judge(state, 0) < near_judged
    state["vita_drawn"] = 30
    assert reach(state, 0) < far_chance and worth(state, 0) < far


def test_judge_counts_a_pawn_ahead_of_all_with_nobody_in_the_city_as_nearly_sure_to_get_in(
        ) -> None:
    state = GAME.setup(4, 1)
    state["seats"][0]["pos"] = 30
    assert reach(state, 0) > 0.99  # nobody is likely to draw a Vita Romana card before it
    state["seats"][1]["pos"] = 40
    assert reach(state, 0) < reach(state, 1)  # one who gets there first may draw one
    state["seats"][1]["status"] = "city"
    assert reach(state, 0) < 0.9


def test_judge_counts_a_pawn_before_the_window_in_full_and_one_left_outside_for_nothing(
        ) -> None:
    state = GAME.setup(4, 1)
    state["seats"][0]["pos"] = 30
    state["seats"][1]["status"] = "city"
    state["options"] = {"ultima": "window"}
    assert reach(state, 0) == 1  # ULTIMA DIE cannot lie among the next cards drawn
    state["owner"][card_priced(1000)] = 0
    state["seats"][0]["status"] = "out"
    assert reach(state, 0) == 0 and worth(state, 0) == 0


def test_judge_in_the_eruption_values_a_client_by_the_way_to_her_and_out() -> None:
    state = eruption(2)
    client = next(n for n, c in load().cards.items() if c.is_person)
    give(state, 0, client)
    home = place_of_client(state, client)
    state["seats"][0]["place"] = home
    beside, chance = rescues(state, 0), judge(state, 0)
    far = max(load().crossroads, key=lambda q: city.distance(q, [home], []) or 0)
    state["seats"][0]["place"] = far
    assert 0 < rescues(state, 0) < beside < load().cards[client].price
    assert 0.5 < judge(state, 0) < chance
    state["seats"][0]["alive"] = False
    assert rescues(state, 0) == 0 and judge(state, 0) < 0.5


def test_judge_in_the_eruption_counts_a_client_walled_in_for_nothing() -> None:
    data = load()
    state = eruption(2)
    client = next(n for n, c in data.cards.items() if c.is_person)
    give(state, 0, client)
    assert rescues(state, 0) > 0
    state["destroyed"] = [g.quarter for g in data.gates]
    assert rescues(state, 0) == 0


def test_judge_learns_from_and_cuts_eruption_playouts_at_the_start_of_a_turn() -> None:
    state = eruption(2)
    assert usable(state) and cut(state)
    state["turn"] = {"stage": "plan", "x2": False}
    assert not usable(state) and not cut(state)
    track = GAME.setup(4, 1)
    track["turn"] = {"stage": "rolled"}
    assert cut(track) and not usable(track)


def card_priced(price: int) -> int:
    data = load()
    return min((n for n, c in data.cards.items() if c.is_person),
               key=lambda n: abs(data.cards[n].price - price))
