"""Every resource a cost in the data file names can be paid; anything else is refused."""

import tomllib

import pytest

from engine.trepanation import supplies
from engine.trepanation.data import DATA_FILE, DataError, parse
from tests.trepanation.conftest import empty_boards, new_game


def raw_data() -> dict:
    with DATA_FILE.open("rb") as handle:
        return tomllib.load(handle)


def test_a_coin_in_a_show_cost_must_be_paid_with_a_coin():
    raw = raw_data()
    raw["shows"][0]["cost"] = {"medicine": 1, "coin": 1}
    rules = parse(raw)
    key = raw["shows"][0]["key"]
    state = new_game(4)
    empty_boards(state)
    board = state["boards"][0]
    board["medicine"] = 1
    assert supplies.payment_options(board, rules.shows[key].cost) == []
    assert not supplies.can_afford(board, rules.shows[key].cost)
    board["coin"] = 2
    options = supplies.payment_options(board, rules.shows[key].cost)
    assert options == [{"medicine": 1, "coin": 1}, {"coin": 2}]
    supplies.pay(board, options[0])
    assert (board["coin"], board["medicine"]) == (1, 0)


def test_a_coin_in_a_press_cost_must_be_paid_with_a_coin():
    raw = raw_data()
    raw["press"]["tabloid"]["costs"][2] = {"coin": 1}
    rules = parse(raw)
    state = new_game(4)
    empty_boards(state)
    board = state["boards"][0]
    board["shill"] = [3, 0, 0]
    assert supplies.payment_options(board, rules.press["tabloid"].costs[2]) == []
    board["coin"] = 1
    assert supplies.payment_options(board, rules.press["tabloid"].costs[2]) == [{"coin": 1}]


@pytest.mark.parametrize(("where", "entry"), [
    (lambda raw: raw["shows"][3].__setitem__("cost", {"fame": 1}), "show card 'p4' cost"),
    (lambda raw: raw["press"]["specialized"]["costs"][4].update(gold=1),
     "press track 'specialized' cost of step 5"),
    (lambda raw: raw["market"]["exchanges"][0].__setitem__("pay", {"shills": 2}),
     "market exchange 1 pay"),
    (lambda raw: raw["travelling"][1]["slots"][0]["gain"].update(skill=1),
     "location 'miraculous_tonics' slot '09:00' gain"),
])
def test_loader_refuses_a_resource_nobody_can_pay_naming_file_entry_and_allowed(where, entry):
    raw = raw_data()
    where(raw)
    with pytest.raises(DataError) as refused:
        parse(raw)
    message = str(refused.value)
    assert message.startswith("trepanation.toml: ") and entry in message
    assert "allowed there: coin, medicine, equipment, shill, bribe" in message


def test_loader_refuses_a_count_that_is_not_a_whole_number():
    raw = raw_data()
    raw["shows"][0]["cost"] = {"medicine": 0}
    with pytest.raises(DataError, match="show card 'p1' cost gives medicine = 0"):
        parse(raw)


def test_every_cost_in_the_shipped_data_file_is_payable(rules):
    names = {r for card in rules.shows.values() for r in card.cost}
    names |= {r for track in rules.press.values() for cost in track.costs for r in cost}
    names |= {r for exchange in rules.exchanges for r in exchange.pay}
    assert names <= set(supplies.COST_ORDER) | {"coin"}
