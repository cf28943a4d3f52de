"""Setup and phase 1 on the outer track: one test per rule."""

import pytest

from engine.core.protocol import BadOptions, IllegalAction
from engine.pompeii.data import load
from engine.pompeii.game import GAME
from engine.pompeii.track import fortuna_range

from .conftest import act, force_dice, give, position


def building_and_guest(public: bool) -> tuple[int, list[int]]:
    data = load()
    for b, card in data.cards.items():
        if not card.is_person and card.public == public:
            fits = [p for p, c in data.cards.items()
                    if c.is_person and card.colours[0] in c.colours]
            if len(fits) >= 4:
                return b, fits
    raise AssertionError("no building")


def test_two_to_eight_players_draw_a_colour_and_become_its_citizen():
    for players in range(2, 9):
        state = GAME.setup(players, players)
        colours = [s["colour"] for s in state["seats"]]
        assert len(set(colours)) == players
        view = GAME.view(state, None)
        houses = {c.colour: c.house for c in load().citizens}
        assert all(s["house"] == houses[s["colour"]] for s in view["seats"])
    assert {c.house for c in load().citizens} == {35, 34, 42, 36, 53, 23, 40, 38}
    for bad in (1, 9):
        with pytest.raises(BadOptions):
            GAME.setup(bad, 1)
    assert {tuple(s["colour"] for s in GAME.setup(8, seed)["seats"]) for seed in range(5)} != 1


def test_starting_capital_depends_on_the_player_count():
    expected = {2: 25000, 3: 20000, 4: 15000, 5: 12000, 6: 10000, 7: 8500, 8: 7500}
    for players, cash in expected.items():
        assert [s["cash"] for s in GAME.setup(players, 1)["seats"]] == [cash] * players


def test_roll_two_dice_and_move_forward_that_many_spaces():
    state = position()
    force_dice(state, 3, 4)
    act(state, {"type": "roll"})
    assert state["seats"][0]["pos"] == 7


def test_landing_on_an_unsold_card_lets_you_buy_it_at_its_price():
    state = position()
    force_dice(state, 3, 4)
    act(state, {"type": "roll"})
    card = load().spaces[7]
    act(state, {"type": "buy", "card": card})
    assert state["owner"][card] == 0
    assert state["seats"][0]["cash"] == 20000 - load().cards[card].price


def test_landing_on_a_sold_card_lets_you_move_on_to_the_next_free_space():
    state = position()
    give(state, 1, load().spaces[7], load().spaces[8])
    force_dice(state, 3, 4)
    act(state, {"type": "roll"})
    assert {"type": "buy", "card": load().spaces[7]} not in GAME.legal_actions(state, 0)
    act(state, {"type": "move_on"})
    assert state["seats"][0]["pos"] == 9
    act(state, {"type": "buy", "card": load().spaces[9]})
    assert state["owner"][load().spaces[9]] == 0


def test_fortuna_buys_an_unsold_card_back_to_the_previous_fortuna_and_moves_there():
    data = load()
    second = data.fortuna[1]
    state = position()
    state["seats"][0]["pos"] = second - 6
    force_dice(state, 3, 3)
    act(state, {"type": "roll"})
    offered = {a["card"] for a in GAME.legal_actions(state, 0) if a["type"] == "fortuna"}
    reach = {data.spaces[s] for s in fortuna_range(second)}
    assert offered and offered <= reach
    assert data.spaces[data.fortuna[0] - 1] not in offered
    card = data.spaces[data.fortuna[0] + 2]
    act(state, {"type": "fortuna", "card": card})
    assert state["owner"][card] == 0 and state["seats"][0]["pos"] == data.fortuna[0] + 2


def test_the_first_fortuna_reaches_back_to_ingressus():
    first = load().fortuna[0]
    assert list(fortuna_range(first)) == list(range(1, first))


def test_moving_back_by_one_die_only_on_a_later_turn_of_phase_1():
    state = position()
    assert {"type": "back"} not in GAME.legal_actions(state, 0)
    state["seats"][0]["pos"] = 30
    force_dice(state, 4)
    act(state, {"type": "back"})
    assert state["seats"][0]["pos"] == 26


def test_selling_to_the_bank_pays_half_rounded_up_to_the_next_50():
    data = load()
    card = next(n for n, c in data.cards.items() if (c.price // 2) % 50)
    state = position()
    give(state, 0, card)
    act(state, {"type": "sell", "card": card})
    half = data.cards[card].price / 2
    assert state["seats"][0]["cash"] == 20000 + (int(half // 50) + 1) * 50
    assert state["owner"][card] is None


def test_selling_to_a_player_happens_only_when_the_buyer_accepts():
    state = position()
    give(state, 0, 5)
    act(state, {"type": "offer", "card": 5, "buyer": 2, "price": 1200})
    assert GAME.to_act(state) == [2] and state["owner"][5] == 0
    act(state, {"type": "refuse"}, seat=2)
    assert state["owner"][5] == 0 and state["seats"][0]["cash"] == 20000
    act(state, {"type": "offer", "card": 5, "buyer": 1, "price": 1200})
    act(state, {"type": "accept"}, seat=1)
    assert state["owner"][5] == 1
    assert [s["cash"] for s in state["seats"]] == [21200, 18800, 20000]
    assert GAME.to_act(state) == [0]


def test_offers_name_prices_up_to_the_buyers_cash_and_are_limited_per_turn():
    state = position()
    give(state, 0, 5)
    state["seats"][1]["cash"] = 100
    prices = {a["price"] for a in GAME.legal_actions(state, 0)
              if a["type"] == "offer" and a["buyer"] == 1}
    assert all(p <= 100 for p in prices)
    for _ in range(load().rules.offers_per_turn):
        act(state, {"type": "offer", "card": 5, "buyer": 2, "price": load().cards[5].price})
        act(state, {"type": "refuse"}, seat=2)
    assert not any(a["type"] == "offer" for a in GAME.legal_actions(state, 0))


@pytest.mark.parametrize("public", [True, False])
def test_combining_by_colour_marks_public_houses_3_private_2(public):
    building, persons = building_and_guest(public)
    state = position()
    give(state, 0, building, *persons[:4])
    for person in persons[:4]:
        action = {"type": "combine", "person": person, "building": building}
        if person in persons[: 3 if public else 2]:
            act(state, action)
        else:
            assert action not in GAME.legal_actions(state, 0)
    data = load()
    wrong = next(p for p, c in data.cards.items()
                 if c.is_person and data.cards[building].colours[0] not in c.colours)
    give(state, 0, wrong)
    with pytest.raises(IllegalAction):
        act(state, {"type": "combine", "person": wrong, "building": building})


def test_entering_the_city_needs_a_combination_and_the_last_fortuna_behind():
    building, persons = building_and_guest(False)
    state = position()
    give(state, 0, building, persons[0])
    state["seats"][0]["pos"] = load().fortuna[-1] + 1
    assert {"type": "enter"} not in GAME.legal_actions(state, 0)
    act(state, {"type": "combine", "person": persons[0], "building": building})
    state["seats"][0]["pos"] = load().fortuna[-1]
    assert {"type": "enter"} not in GAME.legal_actions(state, 0)
    state["seats"][0]["pos"] = load().fortuna[-1] + 1
    act(state, {"type": "enter"})
    info = state["seats"][0]
    assert info["status"] == "city"
    assert info["place"] == f"house{load().citizen(info['colour']).house}"


def test_a_player_may_stay_on_the_track_while_everyone_else_is_in_the_city():
    state = position()
    for seat in (1, 2):
        state["seats"][seat]["status"] = "city"
        state["seats"][seat]["place"] = "q1"
    state["seats"][0]["pos"] = load().rules.track_length - 1
    act(state, {"type": "end_turn"}) if state["turn"]["stage"] != "start" else None
    assert {"type": "roll"} in GAME.legal_actions(state, 0)
    force_dice(state, 2)
    act(state, {"type": "back"})
    act(state, {"type": "end_turn"})
    assert GAME.to_act(state) == [1]
