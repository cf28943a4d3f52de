"""Morning choices of the Ladies, the shopping drafts and the Gentlemen's business."""

import pytest

from engine.core.protocol import IllegalAction
from engine.ladies_gentlemen.afternoon import open_shops
from engine.ladies_gentlemen.data import load
from engine.ladies_gentlemen.game import GAME

from .conftest import choose_visits, finish_morning_ladies, finish_stock, first, to_the_shops

DATA = load()


def _cards(kind, n, servants=0):
    cards = [k for k, c in DATA.wardrobe.items() if c.type == kind][:n]
    return cards + sorted(DATA.servants)[:servants]


def test_artisan_choices_are_secret_until_all_are_in_then_stock_the_boutique():
    state = GAME.setup(4, 5)
    card = state["artisan_hands"][0][0]
    events = GAME.apply(state, 0, {"type": "artisan", "card": card})
    assert [e for e in events if "private" not in e] == [{"type": "decided", "seat": 0}]
    assert GAME.view(state, 2)["boutiques"][0]["artisan"] is None
    assert GAME.decided(state) == [0]
    GAME.apply(state, 2, first(state, 2, "artisan"))
    shop = state["boutiques"][0]
    art = DATA.artisans[card]
    assert shop["artisan"] == card and len(shop["cards"]) == art.count
    assert all(DATA.card_type(c) == art.type for c in shop["cards"])
    assert GAME.view(state, 0)["boutiques"][0]["cards"] is not None
    assert GAME.view(state, 2)["boutiques"][0]["cards"] is None
    assert state["ladies_step"] == "window"


def test_window_card_is_shown_to_everyone_and_visits_are_revealed_together():
    state = GAME.setup(4, 5)
    finish_morning_ladies(state)
    shop = state["boutiques"][0]
    assert shop["window"] in shop["cards"]
    assert GAME.view(state, None)["boutiques"][0]["window"] == shop["window"]
    finish_stock(state)
    GAME.apply(state, 0, first(state, 0, "visit", boutique="orange"))
    assert state["visits"] == [None] * 4 and GAME.decided(state) == [0]
    GAME.apply(state, 2, first(state, 2, "visit", boutique="orange"))
    assert state["visits"] == ["orange", None, "orange", None]


def test_ladies_choose_their_boutique_in_the_afternoon_after_every_number_is_found():
    state = GAME.setup(6, 4)
    finish_morning_ladies(state)
    assert state["ladies_step"] == "ready" and state["phase"] == "morning"
    assert all(a["type"] in ("stock", "stock_stop") for s in GAME.to_act(state)
               for a in GAME.legal_actions(state, s))
    finish_stock(state)
    assert state["phase"] == "afternoon" and state["ladies_step"] == "visit"
    assert None not in state["numbers"]  # she knows the order the Ladies will draft in
    assert GAME.to_act(state) == [0, 2, 4] and GAME.secret_round(state)
    assert GAME.view(state, None)["gents_step"] != "business"  # business waits for them
    choose_visits(state, {0: "green", 2: "green", 4: "green"})
    numbers = state["numbers"]
    assert state["boutiques"][2]["order"] == sorted([0, 2, 4], key=lambda s: numbers[s // 2])


def _to_afternoon(state, visits, numbers):
    to_the_shops(state, visits)
    for team, n in enumerate(numbers):
        state["numbers"][team] = n


def _reopen(state):
    open_shops(state, DATA)


def test_several_ladies_draft_in_their_gentlemens_number_order_one_card_at_a_time():
    state = GAME.setup(6, 5)
    _to_afternoon(state, {0: "blue", 2: "blue", 4: "blue"}, [3, 1, 2])
    state["boutiques"][0]["cards"] = _cards("jewellery", 5)
    _reopen(state)
    assert state["boutiques"][0]["order"] == [2, 4, 0]
    assert 2 in GAME.to_act(state) and 0 not in GAME.to_act(state)
    GAME.apply(state, 2, first(state, 2, "take"))
    assert 4 in GAME.to_act(state)
    GAME.apply(state, 4, {"type": "stop"})
    GAME.apply(state, 0, first(state, 0, "take"))
    assert 2 in GAME.to_act(state)  # round the table again, skipping the Lady who stopped
    assert len(state["purchases"][2]) == 1 and len(state["purchases"][0]) == 1


def test_the_courtesan_always_drafts_second():
    state = GAME.setup(5, 5)
    _to_afternoon(state, {0: "blue", 2: "blue", 4: "blue"}, [2, 1])
    state["boutiques"][0]["cards"] = _cards("jewellery", 5)
    _reopen(state)
    assert state["boutiques"][0]["order"] == [2, 4, 0]


def test_a_lady_alone_may_take_as_many_cards_as_she_likes_and_the_rest_go_back():
    state = GAME.setup(4, 5)
    _to_afternoon(state, {0: "blue", 2: "orange"}, [1, 2])
    state["boutiques"][0]["cards"] = _cards("clothing", 4)
    _reopen(state)
    for _ in range(3):
        GAME.apply(state, 0, first(state, 0, "take"))
    assert len(state["purchases"][0]) == 3
    pile = len(state["decks"]["clothing"])
    GAME.apply(state, 0, {"type": "stop"})
    assert len(state["decks"]["clothing"]) == pile + 1


def test_only_one_servant_per_visit():
    state = GAME.setup(4, 5)
    _to_afternoon(state, {0: "blue", 2: "orange"}, [1, 2])
    servants = sorted(DATA.servants)[:3]
    state["boutiques"][0]["cards"] = _cards("clothing", 0, servants=3)
    _reopen(state)
    GAME.apply(state, 0, {"type": "take", "card": servants[1]})
    assert GAME.legal_actions(state, 0) == [{"type": "stop"}]
    with pytest.raises(IllegalAction, match="one Servant"):
        GAME.apply(state, 0, {"type": "take", "card": servants[0]})


def test_servants_lie_open_in_the_shop_and_the_visitor_chooses_which():
    state = GAME.setup(6, 5)
    _to_afternoon(state, {0: "blue", 2: "blue", 4: "orange"}, [1, 2, 3])
    servants = sorted(DATA.servants)[:2]
    state["boutiques"][0]["cards"] = _cards("clothing", 0, servants=2)
    _reopen(state)
    offered = [a["card"] for a in GAME.legal_actions(state, 0) if a["type"] == "take"]
    assert offered == servants  # each by name, not "a Servant"
    assert GAME.view(state, 0)["boutiques"][0]["cards"] == servants
    assert GAME.view(state, 2)["boutiques"][0]["cards"] == servants  # the other visitor
    assert GAME.view(state, 4)["boutiques"][0]["cards"] is None  # elsewhere today
    name = DATA.servants[servants[1]].name
    label = GAME.words.action_label(state, {"type": "take", "card": servants[1]}, "en")
    assert name in label and "+" in label and "£200" in label  # her reward on the button
    events = GAME.apply(state, 0, {"type": "take", "card": servants[1]})
    took = next(e for e in events if e["type"] == "took_card")
    assert took["card"] == servants[1] and 4 not in took["private"]  # seen in the shop only
    assert GAME.view(state, 2)["boutiques"][0]["cards"] == servants[:1]
    assert GAME.view(state, 0)["purchases"][0] == [servants[1]]
    assert GAME.view(state, 1)["purchases"][0] == 1  # her Gentleman sees no card yet


def test_a_servant_in_the_window_is_shown_to_everyone_by_name():
    state = GAME.setup(4, 5)
    finish_morning_ladies(state)
    shop = state["boutiques"][0]
    spare = state["decks"]["servant"].pop(0)
    shop["cards"].append(spare)
    state["ladies_step"], state["picks"] = "window", [None] * 4
    offered = [a["card"] for a in GAME.legal_actions(state, 0)]
    assert spare in offered and "servant" not in offered
    GAME.apply(state, 0, {"type": "window", "card": spare})
    if state["ladies_step"] == "window":
        GAME.apply(state, 2, GAME.legal_actions(state, 2)[0])
    assert shop["window"] == spare
    for viewer in (None, 1, 2, 3):
        assert GAME.view(state, viewer)["boutiques"][0]["window"] == spare


def test_gentlemen_do_business_in_number_order_selling_at_the_market_price():
    state = GAME.setup(4, 5)
    _to_afternoon(state, {0: "blue", 2: "orange"}, [2, 1])
    _reopen(state)
    assert 3 in GAME.to_act(state) and 1 not in GAME.to_act(state)
    state["resources"][1] = {"tea": 2}
    money = state["money"][1]
    GAME.apply(state, 3, {"type": "sell", "resource": "tea"})
    assert state["money"][1] == money + DATA.markets[state["market"]]["tea"]
    assert state["resources"][1] == {"tea": 1}
    GAME.apply(state, 3, {"type": "done"})
    assert 1 in GAME.to_act(state)


def test_a_contract_pays_proceeds_premium_and_supplements_and_gold_is_the_joker():
    state = GAME.setup(4, 5)
    _to_afternoon(state, {0: "blue", 2: "orange"}, [1, 2])
    _reopen(state)
    slot = state["contracts"][0]
    slot["supplement"] = 300
    contract = DATA.contracts[slot["key"]]
    held = {}
    for kind in contract.needs[1:]:
        held[kind] = held.get(kind, 0) + 1
    held["gold"] = 1
    state["resources"][0] = held
    money = state["money"][0]
    GAME.apply(state, 1, {"type": "fulfil", "contract": slot["key"]})
    assert state["money"][0] == money + contract.proceeds + contract.premium + 300
    assert state["resources"][0] == {}
    assert slot["key"] in state["contract_used"]
