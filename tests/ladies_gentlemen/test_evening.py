"""Evening: the Courtesan shares out, bills are paid, deposited or refused, window offers,
the end of the day."""

import pytest

from engine.core.protocol import IllegalAction
from engine.ladies_gentlemen import flow
from engine.ladies_gentlemen.data import load
from engine.ladies_gentlemen.game import GAME

DATA = load()
W = sorted(DATA.wardrobe)


def evening(players=4, purchases=None, options=None, day=1, window=None):
    """A game at the start of an evening with the given unpaid purchases per seat."""
    state = GAME.setup(players, 21, options or {})
    state["day"] = day
    state.update(phase="afternoon", ladies_step="ready", gents_step="business")
    state["numbers"] = list(range(1, state["teams"] + 1))
    state["business_turn"] = state["teams"]
    for seat, cards in (purchases or {}).items():
        for card in cards:
            for pile in state["decks"].values():
                if card in pile:
                    pile.remove(card)
        state["purchases"][seat] = list(cards)
    for seat in range(0, players - 1, 2):
        state["visits"][seat] = state["boutiques"][0]["colour"]
    state["boutiques"][0]["order"] = [0]
    if window is not None:
        team, card = window
        state["decks"][DATA.card_type(card)].remove(card)
        state["boutiques"][team].update(cards=[card], window=card, order=[])
    state["money"] = [5000] * state["teams"]
    flow.advance(state, DATA)
    return state


def test_each_card_is_refused_paid_face_up_or_held_with_a_deposit():
    state = evening(purchases={0: W[:3]})
    assert state["evening_step"] == "bills" and GAME.to_act(state) == [1]
    money = state["money"][0]
    GAME.apply(state, 1, {"type": "pay", "card": W[0]})
    GAME.apply(state, 1, {"type": "deposit", "card": W[1]})
    GAME.apply(state, 1, {"type": "refuse", "card": W[2]})
    assert state["money"][0] == money - DATA.price(W[0]) - 100
    assert W[0] in state["wardrobe"][0] and W[0] in GAME.view(state, None)["wardrobe"][0]
    assert state["deposits"][0] == [W[1]]
    assert W[2] in state["decks"][DATA.card_type(W[2])]


def test_a_deposited_card_comes_back_the_next_evening():
    state = evening(purchases={0: [W[0]]})
    GAME.apply(state, 1, {"type": "deposit", "card": W[0]})
    assert state["day"] == 2 and state["deposits"][0] == [W[0]]
    assert GAME.view(state, 1)["deposits"][0] == [W[0]]
    assert GAME.view(state, 2)["deposits"][0] == 1
    state.update(phase="afternoon", ladies_step="ready", gents_step="business",
                 business_turn=2, numbers=[1, 2])
    flow.advance(state, DATA)
    assert state["presented"][0][0] == {"card": W[0], "from": "lady"}


def test_no_deposit_on_the_last_day_and_no_paying_without_money():
    state = evening(purchases={0: [W[0]]}, day=6)
    state["money"][0] = 50
    assert [a["type"] for a in GAME.legal_actions(state, 1)] == ["refuse"]
    with pytest.raises(IllegalAction, match="cannot afford"):
        GAME.apply(state, 1, {"type": "pay", "card": W[0]})


def test_an_unvisited_boutique_offers_its_window_card_at_half_price_rounded_up():
    card = next(k for k in W if DATA.wardrobe[k].price % 200)
    state = evening(window=(1, card))
    assert GAME.to_act(state) == [3]
    half = -(-DATA.wardrobe[card].price // 200) * 100
    assert {"type": "buy_window", "card": card} in GAME.legal_actions(state, 3)
    money = state["money"][1]
    GAME.apply(state, 3, {"type": "buy_window", "card": card})
    assert state["money"][1] == money - half and card in state["wardrobe"][2]


def test_the_courtesan_shares_her_purchases_out_before_the_bills():
    state = evening(players=5, purchases={4: W[:2]})
    assert state["evening_step"] == "share" and GAME.to_act(state) == [4]
    GAME.apply(state, 4, {"type": "give_card", "card": W[0], "to": 1})
    GAME.apply(state, 4, {"type": "give_card", "card": W[1], "to": 3})
    assert state["evening_step"] == "bills"
    assert state["presented"][0] == [{"card": W[0], "from": "courtesan"}]


def test_a_gentleman_grants_his_lady_at_least_as_many_purchases_as_the_courtesan():
    state = evening(players=5, purchases={0: [W[2]], 4: W[:2]})
    GAME.apply(state, 4, {"type": "give_card", "card": W[0], "to": 1})
    GAME.apply(state, 4, {"type": "give_card", "card": W[1], "to": 1})
    state["money"][0] = 10000
    GAME.apply(state, 1, {"type": "pay", "card": W[2]})
    GAME.apply(state, 1, {"type": "pay", "card": W[0]})
    assert state["gifts"] == [{"card": W[0], "team": 0}]
    assert [a["type"] for a in GAME.legal_actions(state, 1)] == ["refuse"]
    with pytest.raises(IllegalAction, match="at least as many"):
        GAME.apply(state, 1, {"type": "pay", "card": W[1]})


def test_courtesan_cards_cannot_take_a_deposit():
    state = evening(players=5, purchases={4: [W[0]]})
    GAME.apply(state, 4, {"type": "give_card", "card": W[0], "to": 1})
    assert {a["type"] for a in GAME.legal_actions(state, 1)} == {"refuse"}


def test_the_courtesan_keeps_at_most_three_unpaid_cards_overnight():
    state = evening(players=5, purchases={4: W[:5]})
    for card in W[:5]:
        GAME.apply(state, 4, {"type": "give_card", "card": card, "to": 1})
    for card in W[:5]:
        GAME.apply(state, 1, {"type": "refuse", "card": card})
    assert state["evening_step"] == "carry" and GAME.to_act(state) == [4]
    GAME.apply(state, 4, {"type": "drop", "card": W[0]})
    GAME.apply(state, 4, {"type": "drop", "card": W[1]})
    assert state["day"] == 2 and state["carried"] == W[2:5]


def test_the_courtesan_discards_her_unpaid_cards_at_the_end():
    state = evening(players=5, purchases={4: W[:5]}, day=6)
    for card in W[:5]:
        GAME.apply(state, 4, {"type": "give_card", "card": card, "to": 3})
    for card in W[:5]:
        GAME.apply(state, 3, {"type": "refuse", "card": card})
    assert GAME.is_over(state) and state["carried"] == []


def test_end_of_round_refills_stock_replaces_contracts_and_adds_supplements():
    state = evening()
    assert state["day"] == 2  # nothing to pay for: the evening waits for no one
    state = evening(purchases={0: [W[0]]})
    kept = state["contracts"][0]["key"]
    gone = state["contracts"][1]
    state["contracts"].remove(gone)
    state["stock"] = [None] * len(state["stock"])
    for seat in (0, 2):  # as if each Lady had ordered with one of her artisan cards
        state["artisan_discard"].append(state["artisan_hands"][seat].pop())
    GAME.apply(state, 1, {"type": "refuse", "card": W[0]})
    assert state["day"] == 2 and state["phase"] == "morning"
    assert len(state["contracts"]) == 2
    assert state["contracts"][0] == {"key": kept, "supplement": 100}
    assert state["contracts"][1]["supplement"] == 0
    assert len([t for t in state["stock"] if t]) == 2 * 5 + 2
    assert all(len(state["artisan_hands"][s]) == 3 for s in (0, 2))


def test_a_refused_payment_explains_the_bill_only_to_the_gentleman_settling_it():
    state = evening(purchases={0: [W[0]]})
    state["money"][0] = 50
    attempt = {"type": "pay", "card": W[0]}
    assert "cannot afford" in GAME.words.explain_illegal(state, 1, attempt)
    told = {seat: GAME.words.explain_illegal(state, seat, attempt) for seat in (0, 2, 3)}
    state["money"][0] = 5000
    assert {seat: GAME.words.explain_illegal(state, seat, attempt) for seat in (0, 2, 3)} == told
    assert not any("afford" in reason for reason in told.values())
