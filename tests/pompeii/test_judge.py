"""The searching AI's judge of a Pompeii position cut short (engine/pompeii/judge.py)."""

from __future__ import annotations

import pytest

from engine.pompeii import city
from engine.pompeii.data import load
from engine.pompeii.game import GAME
from engine.pompeii.judge import (
    ERUPTION_BLOCK,
    LATE_BLOCK,
    TRACK_BLOCK,
    WEIGHTS,
    features,
    judge,
    rescues,
    stage,
    usable,
)
from engine.pompeii.table import place_of_client
from tests.pompeii.conftest import eruption, give


def test_judge_gives_every_seat_its_fair_share_at_the_start() -> None:
    state = GAME.setup(4, 1)
    assert [judge(state, seat) for seat in range(4)] == pytest.approx([0.25] * 4)
    assert sum(judge(eruption(3), seat) for seat in range(3)) == pytest.approx(1.0)


def test_judge_has_one_block_of_weights_per_stage() -> None:
    assert len(WEIGHTS) == TRACK_BLOCK + LATE_BLOCK + ERUPTION_BLOCK
    state = GAME.setup(4, 1)
    give(state, 0, card_priced(1000))
    blocks = [(0, TRACK_BLOCK), (TRACK_BLOCK, TRACK_BLOCK + LATE_BLOCK),
              (TRACK_BLOCK + LATE_BLOCK, len(WEIGHTS))]
    late = GAME.setup(4, 1)
    late["seats"][1]["pos"] = load().fortuna[-1] + 1
    for position, part in ((state, 0), (late, 1), (eruption(4), 2)):
        assert stage(position) == part
        for row in features(position):
            assert len(row) == len(WEIGHTS)
            assert not any(x for n, x in enumerate(row)
                           if not blocks[part][0] <= n < blocks[part][1])


def test_judge_favours_the_seat_that_saved_more_value_in_the_eruption() -> None:
    state = eruption(4)
    level = judge(state, 2)
    state["seats"][2]["saved"].append(card_priced(3600))
    assert judge(state, 2) > level + 0.3
    assert all(judge(state, seat) < judge(state, 2) for seat in (0, 1, 3))


def test_judge_favours_a_person_bought_on_the_outer_track() -> None:
    state = GAME.setup(4, 1)
    give(state, 0, card_priced(1000))
    assert judge(state, 0) > 0.25


def test_judge_in_the_eruption_values_a_client_by_the_way_to_her_and_out() -> None:
    state = eruption(2)
    client = next(n for n, c in load().cards.items() if c.is_person)
    give(state, 0, client)
    home = place_of_client(state, client)
    state["seats"][0]["place"] = home
    beside = rescues(state, 0)
    chance = judge(state, 0)
    far = max(load().crossroads, key=lambda q: city.distance(q, [home], []) or 0)
    state["seats"][0]["place"] = far
    assert 0 < rescues(state, 0) < beside < load().cards[client].price
    assert judge(state, 0) < chance
    state["seats"][0]["alive"] = False
    assert rescues(state, 0) == 0


def test_judge_in_the_eruption_counts_a_client_walled_in_for_nothing() -> None:
    data = load()
    state = eruption(2)
    client = next(n for n, c in data.cards.items() if c.is_person)
    give(state, 0, client)
    assert rescues(state, 0) > 0
    state["destroyed"] = [g.quarter for g in data.gates]
    assert rescues(state, 0) == 0


def test_judge_reads_positions_at_the_start_of_a_turn_only() -> None:
    state = GAME.setup(4, 1)
    assert usable(state)
    state["turn"] = {"stage": "moved"}
    assert not usable(state)
    state["turn"] = {"stage": "start"}
    state["offer"] = {"card": 1, "buyer": 1, "price": 700}
    assert not usable(state)


def card_priced(price: int) -> int:
    data = load()
    return min((n for n, c in data.cards.items() if c.is_person),
               key=lambda n: abs(data.cards[n].price - price))
