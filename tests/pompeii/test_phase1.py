"""Setup and phase 1 on the outer track: one test per rule."""

import pytest

from engine.core.protocol import BadOptions, IllegalAction
from engine.pompeii.data import load
from engine.pompeii.game import GAME
from engine.pompeii.table import CITY

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
    all_colours = sorted(c.colour for c in load().citizens)
    for players in range(2, 9):
        state = GAME.setup(players, players)
        colours = [s["colour"] for s in state["seats"]]
        assert len(set(colours)) == players and set(colours) <= set(all_colours)
        view = GAME.view(state, None)
        houses = {c.colour: c.house for c in load().citizens}
        assert all(s["house"] == houses[s["colour"]] for s in view["seats"])
    assert {c.house for c in load().citizens} == {35, 34, 42, 36, 53, 23, 40, 38}
    for bad in (1, 9):
        with pytest.raises(BadOptions):
            GAME.setup(bad, 1)


def test_the_colour_draw_is_a_permutation_that_differs_between_seeds():
    all_colours = sorted(c.colour for c in load().citizens)
    draws = [[s["colour"] for s in GAME.setup(8, seed)["seats"]] for seed in range(12)]
    for drawn in draws:
        assert sorted(drawn) == all_colours  # every colour exactly once
    assert len({tuple(d) for d in draws}) >= 10  # seeds give different draws
    assert len({d[0] for d in draws}) >= 4  # seat 0 is not always the same citizen


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
    previous, this = data.fortuna[0], data.fortuna[1]
    behind, after, before_this = (data.spaces[previous - 1], data.spaces[previous + 1],
                                  data.spaces[this - 1])
    state = position()
    state["seats"][0]["pos"] = this - 6
    force_dice(state, 3, 3)
    act(state, {"type": "roll"})
    assert state["seats"][0]["pos"] == this
    offered = {a["card"] for a in GAME.legal_actions(state, 0) if a["type"] == "fortuna"}
    assert behind not in offered  # behind the previous FORTUNA: out of reach
    assert after in offered and before_this in offered
    give(state, 1, after)
    offered = {a["card"] for a in GAME.legal_actions(state, 0) if a["type"] == "fortuna"}
    assert after not in offered  # sold cards are not offered
    card = data.spaces[previous + 2]
    act(state, {"type": "fortuna", "card": card})
    assert state["owner"][card] == 0 and state["seats"][0]["pos"] == previous + 2


def test_the_first_fortuna_reaches_back_to_ingressus():
    data = load()
    first = data.fortuna[0]
    state = position()
    state["seats"][0]["pos"] = first - 4
    force_dice(state, 1, 3)
    act(state, {"type": "roll"})
    offered = {a["card"] for a in GAME.legal_actions(state, 0) if a["type"] == "fortuna"}
    assert data.spaces[1] in offered and data.spaces[first - 1] in offered
    assert data.spaces[first + 1] not in offered


def test_moving_back_by_one_die_at_the_start_of_any_turn_on_the_track():
    state = position()
    assert {"type": "back"} not in GAME.legal_actions(state, 0)  # on INGRESSUS: nowhere back
    force_dice(state, 5, 6)
    act(state, {"type": "roll"})
    assert {"type": "back"} not in GAME.legal_actions(state, 0)  # not in the same turn
    act(state, {"type": "end_turn"})
    act(state, {"type": "roll"}, seat=1)
    act(state, {"type": "end_turn"}, seat=1)
    act(state, {"type": "roll"}, seat=2)
    act(state, {"type": "end_turn"}, seat=2)
    assert {"type": "back"} in GAME.legal_actions(state, 0)  # the next turn
    force_dice(state, 4)
    events = act(state, {"type": "back"})
    assert state["seats"][0]["pos"] == 11 - 4
    assert [e["dice"] for e in events if e["type"] == "rolled"] == [[4]]
    act(state, {"type": "end_turn"})
    for seat in (1, 2):
        act(state, {"type": "roll"}, seat=seat)
        act(state, {"type": "end_turn"}, seat=seat)
    assert {"type": "back"} in GAME.legal_actions(state, 0)  # again, as long as he likes
    act(state, {"type": "roll"})
    with pytest.raises(IllegalAction, match="start of a turn"):
        act(state, {"type": "back"})


def test_going_back_never_goes_below_ingressus():
    state = position()
    state["seats"][0]["pos"] = 2
    force_dice(state, 6)
    act(state, {"type": "back"})
    assert state["seats"][0]["pos"] == 0


def test_moving_back_is_not_possible_in_the_city():
    state = position()
    state["seats"][0]["pos"] = 5
    state["seats"][0]["status"] = CITY
    state["seats"][0]["place"] = "q1"
    state["turn"] = {"stage": "vita"}
    assert GAME.legal_actions(state, 0) == [{"type": "draw"}]


def test_every_roll_is_an_event_with_the_dice():
    state = position()
    force_dice(state, 3, 5)
    events = act(state, {"type": "roll"})
    rolled = next(e for e in events if e["type"] == "rolled")
    assert rolled["dice"] == [3, 5] and rolled["total"] == 8
    names = ["Ann", "Bob", "Cy"]
    assert GAME.words.describe_event(rolled, names) == "Ann rolls 3 + 5 = 8."
    assert GAME.words.describe_event(rolled, names, "de") == "Ann würfelt 3 + 5 = 8."


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
    assert state["owner"][5] == 0 and state["seats"][2]["cash"] == 20000
    act(state, {"type": "refuse"}, seat=2)
    assert state["owner"][5] == 0 and state["seats"][0]["cash"] == 20000
    assert state["offer"] is None
    act(state, {"type": "offer", "card": 5, "buyer": 1, "price": 1200})
    act(state, {"type": "accept"}, seat=1)
    assert state["owner"][5] == 1
    assert [s["cash"] for s in state["seats"]] == [21200, 18800, 20000]
    assert GAME.to_act(state) == [0]


def test_an_open_offer_lets_the_buyer_answer_while_the_game_goes_on():
    state = position()
    give(state, 0, 5)
    act(state, {"type": "offer", "card": 5, "buyer": 2, "price": 1200})
    assert GAME.to_act(state) == [0, 2]  # the buyer may answer at any time
    assert GAME.waiting_for(state) == [0]  # but the game waits only for the player on turn
    assert GAME.legal_actions(state, 2) == [{"type": "accept"}, {"type": "refuse"}]
    assert {"type": "withdraw"} in GAME.legal_actions(state, 0)
    assert {"type": "roll"} in GAME.legal_actions(state, 0)  # the seller's turn goes on
    building, persons = building_and_guest(False)
    give(state, 0, building, persons[0])
    state["offer"]["standing"][0][1] = sorted(state["offer"]["standing"][0][1]
                                              + [building, persons[0]])
    act(state, {"type": "combine", "person": persons[0], "building": building})
    assert state["offer"] is not None  # combining moves neither cash, cards nor pawn
    act(state, {"type": "accept"}, seat=2)
    assert state["owner"][5] == 2 and state["seats"][0]["cash"] == 21200


@pytest.mark.parametrize("change", ["seller_rolls", "seller_sells", "buyer_rolls"])
def test_an_offer_lapses_when_the_sellers_or_buyers_position_changes(change):
    state = position()
    give(state, 0, 5, 6)
    act(state, {"type": "offer", "card": 5, "buyer": 1, "price": 1200})
    if change == "seller_rolls":
        events = act(state, {"type": "roll"})
    elif change == "seller_sells":
        events = act(state, {"type": "sell", "card": 6})
    else:
        state["turn"] = {"stage": "landed", "picture": True}  # the seller's roll is done
        act(state, {"type": "end_turn"})
        assert state["offer"] is not None and GAME.to_act(state) == [1, 0]
        events = act(state, {"type": "roll"}, seat=1)
    assert state["offer"] is None and state["owner"][5] == 0
    lapsed = [e for e in events if e["type"] == "offer_lapsed"]
    assert lapsed and lapsed[0]["card"] == 5
    assert "lapsed" in GAME.words.describe_event(lapsed[0], ["Ann", "Bob", "Cy"])
    with pytest.raises(IllegalAction):
        GAME.apply(state, 1, {"type": "accept"})


def test_the_seller_may_withdraw_an_open_offer_even_after_the_turn():
    state = position()
    give(state, 0, 5)
    act(state, {"type": "offer", "card": 5, "buyer": 2, "price": 1200})
    state["turn"] = {"stage": "landed", "picture": True}
    act(state, {"type": "end_turn"})
    assert state["offer"] is not None and GAME.to_act(state) == [1, 2, 0]
    assert GAME.waiting_for(state) == [1]
    assert GAME.legal_actions(state, 0) == [{"type": "withdraw"}]
    events = act(state, {"type": "withdraw"}, seat=0)
    assert state["offer"] is None and state["owner"][5] == 0
    assert events[0]["type"] == "withdrawn" and GAME.to_act(state) == [1]
    with pytest.raises(IllegalAction):
        GAME.apply(state, 2, {"type": "accept"})


def test_offers_name_prices_up_to_the_buyers_cash_and_are_limited_per_turn():
    state = position()
    give(state, 0, 5)
    state["seats"][1]["cash"] = 100
    prices = {a["price"] for a in GAME.legal_actions(state, 0)
              if a["type"] == "offer" and a["buyer"] == 1}
    assert all(p <= 100 for p in prices)
    for _ in range(load().rules.offers_per_turn):
        act(state, {"type": "offer", "card": 5, "buyer": 2, "price": load().cards[5].price})
        assert not any(a["type"] == "offer" for a in GAME.legal_actions(state, 0))
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
    last = load().rules.track_length - 1
    state["seats"][0]["pos"] = last
    assert {"type": "roll"} in GAME.legal_actions(state, 0)
    force_dice(state, 2)
    act(state, {"type": "back"})
    assert state["seats"][0]["pos"] == last - 2
    act(state, {"type": "end_turn"})
    assert GAME.to_act(state) == [1]
