"""Seats, teams, starting position, and the Stock Exchange in both modes."""

import pytest

from engine.core.protocol import IllegalAction
from engine.ladies_gentlemen import morning
from engine.ladies_gentlemen.data import GOLD, load
from engine.ladies_gentlemen.game import GAME
from engine.ladies_gentlemen.table import role

from .conftest import finish_morning_ladies, finish_stock, stock


def test_seats_pair_up_as_lady_and_gentleman_with_the_courtesan_last():
    state = GAME.setup(7, 1)
    assert [role(state, s) for s in range(7)] == ["lady", "gentleman"] * 3 + ["courtesan"]
    assert GAME.teams(state) == [[0, 1], [2, 3], [4, 5]]
    assert GAME.teams(GAME.setup(10, 1))[-1] == [8, 9]


def test_team_labels_are_the_five_colours_in_both_languages():
    state = GAME.setup(10, 1)
    assert [GAME.words.team_label(state, t) for t in range(5)] == [
        "Team blue", "Team orange", "Team green", "Team red", "Team pink"]
    assert GAME.words.team_label(state, 2, "de") == "Team Grün"


@pytest.mark.parametrize("players,money,contracts",
                         [(4, 500, 2), (6, 500, 3), (10, 500, 5), (5, 1500, 3), (7, 1200, 4),
                          (9, 1000, 4)])
def test_starting_money_and_contracts_depend_on_the_table(players, money, contracts):
    state = GAME.setup(players, 4)
    assert state["money"] == [money] * (players // 2)
    assert len(state["contracts"]) == contracts


def test_each_gentleman_starts_with_one_resource_worth_100_never_gold():
    data = load()
    for seed in range(20):
        state = GAME.setup(6, seed)
        prices = data.markets[state["market"]]
        for held in state["resources"]:
            [(kind, n)] = held.items()
            assert n == 1 and kind != GOLD and prices[kind] == 100


def test_the_stock_holds_five_resources_per_gentleman_and_the_number_tokens():
    state = GAME.setup(8, 2)
    numbers = sorted(t for t in state["stock"] if t.startswith("n"))
    assert numbers == ["n1", "n2", "n3", "n4"]
    assert len(state["stock"]) == 4 * 5 + 4


def test_each_lady_and_the_courtesan_hold_a_secret_servant_and_artisan_cards():
    state = GAME.setup(5, 2)
    data = load()
    for seat in (0, 2, 4):
        assert len(state["wardrobe"][seat]) == 1 and state["wardrobe"][seat][0] in data.servants
        assert GAME.view(state, 1)["wardrobe"][seat] == ["servant"]
        assert GAME.view(state, seat)["wardrobe"][seat] == state["wardrobe"][seat]
    assert [len(state["artisan_hands"][s]) for s in (0, 2, 4)] == [3, 3, 0]


def _stock(state, tokens):
    state["stock"] = list(tokens)
    state["stock_known"] = [{} for _ in range(state["teams"])]


def test_sealed_stock_picks_take_effect_together_in_the_rotating_priority_order():
    state = GAME.setup(4, 3)
    _stock(state, ["n1", "coal", "n2", "tea"])
    state["stock_order"] = [1, 0]
    GAME.apply(state, 1, stock(state, 1, 0))
    assert state["numbers"] == [None, None] and GAME.decided(state) == [1]
    assert GAME.view(state, 3)["stock_pick"] is None
    events = GAME.apply(state, 3, stock(state, 3, 0))
    assert state["numbers"] == [None, 1]  # team 1 (seat 3) goes first on day 1
    assert any(e["type"] == "stock_lost" and e["seat"] == 1 for e in events)
    assert GAME.to_act(state) == [0, 1, 2]


def test_sealed_stock_priority_moves_on_each_day():
    state = GAME.setup(4, 3)
    state["day"] = 2
    _stock(state, ["n1", "coal", "n2", "tea"])
    state["stock_order"] = [1, 0]
    GAME.apply(state, 1, stock(state, 1, 0))
    GAME.apply(state, 3, stock(state, 3, 0))
    assert state["numbers"] == [1, None]


def test_a_number_token_ends_picking_and_at_most_three_resources_are_kept():
    state = GAME.setup(4, 3, {"stock": "live"})
    _stock(state, ["coal", "tea", "gems", "wheat", "n1", "n2"])
    state["resources"][0] = {}
    for pos in range(4):
        GAME.apply(state, 1, stock(state, 1, pos))
    assert state["resources"][0] == {"coal": 1, "tea": 1, "gems": 1}
    assert state["stock"][3] == "wheat"  # put back face down, remembered by him alone
    assert GAME.view(state, 1)["stock"][3] == "wheat"
    assert GAME.view(state, 3)["stock"][3] == "hidden"
    GAME.apply(state, 1, stock(state, 1, 4))
    assert state["numbers"][0] == 1 and 1 not in GAME.to_act(state)


def test_live_stock_lets_every_gentleman_pick_and_the_first_pick_wins():
    state = GAME.setup(6, 3, {"stock": "live"})
    assert {1, 3, 5} <= set(GAME.to_act(state))
    assert GAME.decided(state) == []
    pos = state["stock"].index("n1")
    GAME.apply(state, 3, stock(state, 3, pos))
    assert state["numbers"][1] == 1
    with pytest.raises(IllegalAction, match="already been taken"):
        GAME.apply(state, 1, {"type": "stock", "pos": pos, "keep": True})


def test_the_afternoon_starts_when_the_windows_are_shown_and_every_gentleman_has_a_number():
    state = GAME.setup(6, 9)
    finish_morning_ladies(state)
    assert state["phase"] == "morning"
    finish_stock(state)
    assert state["phase"] == "afternoon"
    assert sorted(state["numbers"]) == [1, 2, 3]


def test_live_stock_gives_each_pending_pick_the_data_files_few_seconds():
    seconds = load().rules.live_pick_seconds
    state = GAME.setup(6, 3, {"stock": "live"})
    assert 0 < seconds <= 15
    assert [GAME.decision_seconds(state, s) for s in range(6)] == [None, seconds] * 3
    GAME.apply(state, 3, stock(state, 3, state["stock"].index("n2")))
    assert GAME.decision_seconds(state, 3) is None  # he has his number
    assert GAME.decision_seconds(state, 1) == seconds
    sealed = GAME.setup(6, 3)
    assert [GAME.decision_seconds(sealed, s) for s in range(6)] == [None] * 6


def test_a_live_gentleman_who_stops_searching_takes_the_highest_number_left():
    state = GAME.setup(6, 3, {"stock": "live"})
    GAME.apply(state, 5, stock(state, 5, state["stock"].index("n3")))
    held = dict(state["resources"][0])
    pos = state["stock"].index("n2")
    events = GAME.apply(state, 1, {"type": "stock_stop"})
    assert state["numbers"][0] == 2 and state["stock"][pos] is None
    assert state["resources"][0] == held
    assert events[0] == {"type": "stock_stopped", "seat": 1, "pos": pos, "number": 2}
    assert 1 not in GAME.to_act(state)
    assert GAME.words.describe_event(events[0], ["A", "B"], "de").startswith("B beendet die Suche")


def test_a_sealed_gentleman_may_stop_searching_and_stops_in_the_clash_order():
    state = GAME.setup(4, 3)
    _stock(state, ["n1", "coal", "n2", "tea"])
    assert {"type": "stock_stop"} in GAME.legal_actions(state, 1)
    GAME.apply(state, 1, {"type": "stock_stop"})
    assert state["numbers"] == [None, None] and GAME.decided(state) == [1]  # still secret
    GAME.apply(state, 3, stock(state, 3, 2))
    first_team = morning.clash_order(state)[0]
    if first_team == 0:  # he stops first and takes the highest number; orange's 2 is gone
        assert state["numbers"] == [2, None]
    else:  # team orange takes 2 first; he is left with 1
        assert state["numbers"] == [1, 2]


def test_a_missed_sealed_pick_is_made_by_the_ai_not_a_stop():
    state = GAME.setup(4, 3)
    assert GAME.timeout_action(state, 1) is None


def test_the_stock_offers_only_tokens_he_has_not_seen_and_says_what_a_find_brings():
    state = GAME.setup(4, 3, {"stock": "live"})
    _stock(state, ["coal", "tea", "gems", "wheat", "n1", "coal", "n2", "tea"])
    fresh = GAME.words.action_label(state, stock(state, 1, 0), "en")
    assert "unseen; a resource is yours" in fresh
    for pos in (0, 1, 2, 3):  # three kept (his limit today), the wheat seen and put back
        GAME.apply(state, 1, stock(state, 1, pos))
    assert state["kept_today"][0] == 3 and state["stock"][3] == "wheat"
    offered = [a["pos"] for a in GAME.legal_actions(state, 1) if a["type"] == "stock"]
    assert offered == [4, 5, 6, 7]  # not the wheat he saw
    assert [a["pos"] for a in GAME.legal_actions(state, 3) if a["type"] == "stock"] == [
        3, 4, 5, 6, 7]  # the other Gentleman has not seen it
    label = GAME.words.action_label(state, stock(state, 1, 4), "en")
    assert "only a number helps now" in label
    assert "nur eine Zahl" in GAME.words.action_label(state, stock(state, 1, 4), "de")


def test_the_clash_order_is_public_and_moves_on_each_day():
    state = GAME.setup(6, 3)
    order = GAME.view(state, None)["clash_order"]
    assert sorted(order) == [0, 1, 2] and GAME.view(state, 1)["clash_order"] == order
    state["day"] = 2
    assert GAME.view(state, None)["clash_order"] == order[1:] + order[:1]


def test_a_live_pick_that_runs_out_of_time_stops_the_search():
    state = GAME.setup(4, 3, {"stock": "live"})
    assert GAME.timeout_action(state, 1) == {"type": "stock_stop"}
    GAME.apply(state, 1, GAME.timeout_action(state, 1))
    assert state["numbers"][0] == 2
    assert GAME.timeout_action(GAME.setup(4, 3), 1) is None  # sealed: the default AI picks


@pytest.mark.parametrize("players", range(4, 11))
def test_seat_roles_follow_the_seat_order_setup_uses(players):
    roles = GAME.words.seat_roles(players, {"gossip": "on"})
    state = GAME.setup(players, 17)
    assert len(roles) == players
    for seat, label in enumerate(roles):
        kind = role(state, seat)
        assert label.startswith(kind.capitalize())
        if kind != "courtesan":
            assert label.endswith(GAME.words.team_label(state, seat // 2))
    assert roles == GAME.words.seat_roles(players, None)


def test_seat_roles_name_the_roles_in_german_and_are_empty_for_a_wrong_count():
    assert GAME.words.seat_roles(5, None, "de") == [
        "Lady, Team Blau", "Gentleman, Team Blau", "Lady, Team Orange",
        "Gentleman, Team Orange", "Kurtisane"]
    assert GAME.words.seat_roles(3, None) == [] and GAME.words.seat_roles(11, None) == []
