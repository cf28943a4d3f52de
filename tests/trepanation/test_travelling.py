"""One test per travelling location card."""

from engine.trepanation.game import GAME
from tests.trepanation.conftest import empty_boards, new_game, play, set_row, start_actions, waiting


def at(card: str, time: str, seat: int = 0, players: int = 4, order=None, **boards):
    state = new_game(players, order=order or list(range(players)))
    empty_boards(state)
    for s, values in boards.items():
        state["boards"][int(s[1:])].update(values)
    other = "massage" if card != "massage" else "tram"
    start_actions(state, {f"{card}@{time}": seat}, left=card, right=other)
    return state


def test_good_deal_pay_a_coin_to_another_player_and_take_two_supplies():
    state = at("good_deal", "13:00", p0={"coin": 2}, p1={"medicine": 2, "equipment": 1})
    play(state, {"type": "steal", "target": 1}, {"type": "take", "resource": "medicine"},
         {"type": "take", "resource": "equipment"})
    assert state["boards"][0]["coin"] == 1 and state["boards"][1]["coin"] == 1
    assert (state["boards"][0]["medicine"], state["boards"][0]["equipment"]) == (1, 1)


def test_miraculous_tonics_two_medicines_and_a_shill():
    state = at("miraculous_tonics", "09:00")
    assert state["boards"][0]["medicine"] == 2 and state["boards"][0]["shill"] == [1, 0, 0]


def test_circus_show_earns_a_shill_afterwards():
    state = new_game(4)
    empty_boards(state)
    state["boards"][0]["coin"] = 2
    set_row(state, ["p1"])
    start_actions(state, {"circus@13:00": 0}, left="circus", right="massage")
    play(state, {"type": "perform", "card": "p1", "pay": {"coin": 2}})
    assert state["boards"][0]["shows"] == ["p1"] and state["boards"][0]["shill"] == [1, 0, 0]


def test_contacts_two_bribes_and_a_choice_of_equipment_or_medicine():
    state = at("contacts", "11:00")
    assert state["boards"][0]["bribe"] == [2, 0, 0]
    assert waiting(state) == "choose"
    play(state, {"type": "take", "option": 1})
    assert state["boards"][0]["medicine"] == 1 and state["boards"][0]["equipment"] == 0


def test_high_quality_scalpels_two_equipment_and_a_bribe():
    state = at("scalpels", "09:00")
    assert state["boards"][0]["equipment"] == 2 and state["boards"][0]["bribe"] == [1, 0, 0]


def test_a_good_pay_two_of_one_kind():
    state = at("good_pay", "11:00")
    options = GAME.legal_actions(state, 0)
    assert len(options) == 4
    play(state, {"type": "take", "option": 1})
    assert state["boards"][0]["shill"] == [2, 0, 0]


def test_travelling_study_one_step_then_a_coin():
    state = at("travel_study", "15:00")
    play(state, {"type": "advance", "track": "specialized", "pay": {}})
    assert state["boards"][0]["press"]["specialized"] == 1 and state["boards"][0]["coin"] == 1


def test_a_good_show_earns_a_coin_afterwards():
    state = new_game(4)
    empty_boards(state)
    state["boards"][0]["coin"] = 2
    set_row(state, ["p1"])
    start_actions(state, {"good_show@11:00": 0}, left="good_show", right="massage")
    play(state, {"type": "perform", "card": "p1", "pay": {"coin": 2}})
    assert state["boards"][0]["coin"] == 1


def test_tram_first_player_and_a_bribe():
    state = at("tram", "23:00", seat=2)
    assert state["order"] == [2, 0, 1, 3] and state["boards"][2]["bribe"] == [1, 0, 0]


def test_shows_renewed_replaces_every_show_and_gives_a_coin():
    state = new_game(4)
    empty_boards(state)
    before = list(state["row"])
    start_actions(state, {"shows_renewed@09:00": 0}, left="shows_renewed", right="massage")
    assert not set(before) & set(state["row"]) and None not in state["row"]
    assert set(before) <= set(state["show_discard"])
    assert state["boards"][0]["coin"] == 1


def test_alcohol_tank_two_shills_and_a_choice_of_equipment_or_medicine():
    state = at("alcohol_tank", "17:00")
    play(state, {"type": "take", "option": 0})
    assert state["boards"][0]["shill"] == [2, 0, 0] and state["boards"][0]["equipment"] == 1


def test_massage_first_player():
    state = at("massage", "15:00", seat=3, order=[0, 1, 2, 3])
    assert state["order"] == [3, 0, 1, 2]


def test_defamation_second_player_and_the_defamer_chooses_each_specific_token():
    state = new_game(4, order=[0, 1, 2, 3])
    empty_boards(state)
    state["boards"][0]["shill"] = [1, 0, 0]
    state["boards"][0]["bribe"] = [0, 1, 2]
    state["boards"][1]["shill"] = [0, 0, 2]
    start_actions(state, {"defamation@17:00": 3}, left="defamation", right="massage")
    assert state["order"] == [0, 3, 1, 2]
    # Seat 0 has tokens of both kinds on several spaces: the defamer picks the very token.
    assert GAME.to_act(state) == [3]
    assert GAME.legal_actions(state, 3) == [
        {"type": "defame", "target": 0, "resource": "shill", "space": 0},
        {"type": "defame", "target": 0, "resource": "bribe", "space": 1},
        {"type": "defame", "target": 0, "resource": "bribe", "space": 2},
    ]
    labels = [GAME.words.action_label(state, a) for a in GAME.legal_actions(state, 3)]
    assert labels[2] == "{p0} returns a bribe from space 3"
    assert len(set(labels)) == 3
    de = [GAME.words.action_label(state, a, "de") for a in GAME.legal_actions(state, 3)]
    assert de[2] == "{p0} gibt 1 Bestechung von Feld 3 ab" and len(set(de)) == 3
    play(state, {"type": "defame", "target": 0, "resource": "bribe", "space": 2})
    assert state["boards"][0]["bribe"] == [0, 1, 1] and state["boards"][0]["shill"] == [1, 0, 0]
    # Seat 1 has only shills on one space: a single possible token is taken without asking.
    assert state["boards"][1]["shill"] == [0, 0, 1]


def test_defamation_a_first_player_who_defames_moves_to_second():
    # Unlike the 7 Rooms Hostel, Defamation has no exception for the first player.
    state = new_game(4, order=[3, 0, 1, 2])
    empty_boards(state)
    start_actions(state, {"defamation@17:00": 3}, left="defamation", right="massage")
    assert state["order"] == [0, 3, 1, 2]


def test_market_one_exchange_per_slot():
    state = at("market", "09:00", p0={"coin": 2})
    options = GAME.legal_actions(state, 0)
    exchanges = [a for a in options if a["type"] == "exchange"]
    assert {"type": "pass"} in options and exchanges
    play(state, {"type": "exchange", "index": 2})  # 1 coin for 2 medicine
    assert state["boards"][0]["coin"] == 1 and state["boards"][0]["medicine"] == 2
    assert waiting(state) is None


def test_travelling_cards_are_the_fourteen_of_the_rulebook(rules):
    assert sorted(rules.travelling) == sorted([
        "good_deal", "miraculous_tonics", "circus", "contacts", "scalpels", "good_pay",
        "travel_study", "good_show", "tram", "shows_renewed", "alcohol_tank", "massage",
        "defamation", "market",
    ])
