"""The heuristic player: how it answers offers made to it while the game goes on."""

from engine.pompeii.agents import HeuristicAgent
from engine.pompeii.data import load
from engine.pompeii.game import GAME

from .conftest import act, give, position


def person_for_a_building() -> tuple[int, int]:
    """A person and a building it may live in."""
    data = load()
    for building, card in data.cards.items():
        if card.is_person:
            continue
        for person, guest in data.cards.items():
            if guest.is_person and card.colours[0] in guest.colours:
                return person, building
    raise AssertionError("no person fits a building")


def offered(price_percent: int) -> tuple[dict, int]:
    """Seat 0 (on turn) offers seat 1 a person that fits seat 1's building, at
    ``price_percent`` of its price; returns the state and the person."""
    state = position()
    person, building = person_for_a_building()
    give(state, 0, person)
    give(state, 1, building)
    price = next(a["price"] for a in GAME.legal_actions(state, 0)
                 if a["type"] == "offer" and a["buyer"] == 1 and a["card"] == person
                 and a["price"] * 100 == load().cards[person].price * price_percent)
    act(state, {"type": "offer", "card": person, "buyer": 1, "price": price})
    assert 1 in GAME.to_act(state) and 1 not in GAME.waiting_for(state)
    return state, person


def answer(state: dict, seat: int) -> dict | None:
    return HeuristicAgent(3).free_action(GAME, state, seat, GAME.legal_actions(state, seat))


def test_an_ai_buyer_accepts_a_bargain_offered_while_it_is_not_on_turn():
    state, person = offered(50)
    assert answer(state, 1) == {"type": "accept"}
    GAME.apply(state, 1, {"type": "accept"})
    assert state["owner"][person] == 1


def test_an_ai_buyer_declines_an_overpriced_offer():
    state, _ = offered(200)
    assert answer(state, 1) == {"type": "refuse"}


def short_of_money(state: dict) -> None:
    state["seats"][1]["cash"] = state["offer"]["price"] + 100
    state["offer"]["standing"][1][0] = state["seats"][1]["cash"]


def test_an_ai_buyer_spends_its_last_coins_only_on_its_first_combination():
    state, person = offered(50)
    short_of_money(state)
    assert answer(state, 1) == {"type": "accept"}  # without a combination it cannot enter
    state, person = offered(50)
    data = load()
    home = next(b for b, c in data.cards.items() if not c.is_person and state["owner"][b] is None
                and any(data.cards[p].is_person and c.colours[0] in data.cards[p].colours
                        and state["owner"][p] is None and p != person for p in data.cards))
    guest = next(p for p, c in data.cards.items() if c.is_person and p != person
                 and state["owner"][p] is None and data.cards[home].colours[0] in c.colours)
    give(state, 1, home, guest)
    state["host"][guest] = home
    state["offer"]["standing"][1][1] = sorted(state["offer"]["standing"][1][1] + [home, guest])
    short_of_money(state)
    assert answer(state, 1) == {"type": "refuse"}  # it keeps money for Vita Romana


def test_an_ai_seat_with_no_offer_to_answer_takes_no_free_action():
    state, _ = offered(50)
    assert answer(state, 0) is None  # the seller leaves its own offer open
    assert answer(state, 2) is None  # a bystander has nothing to answer
    act(state, {"type": "refuse"}, seat=1)
    assert answer(state, 1) is None


def test_an_ai_buyers_answer_depends_only_on_what_it_may_see():
    for percent in (50, 200):
        state, _ = offered(percent)
        chosen = answer(state, 1)
        for seed in range(5):
            other = GAME.resample_hidden(state, 1, seed)
            assert answer(other, 1) == chosen
