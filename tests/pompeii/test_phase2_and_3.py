"""Vita Romana, the eruption, the end and the winner: one test per rule."""

import pytest

from engine.pompeii import city
from engine.pompeii.data import DataError, load, parse_text
from engine.pompeii.game import GAME
from engine.pompeii.table import place_of_client

from .conftest import act, eruption, force_dice, give, position


def vita_index(kind: str) -> int:
    return next(v.index for v in load().vita if v.kind == kind)


def in_city(state: dict, *seats: int) -> None:
    for seat in seats:
        info = state["seats"][seat]
        info["status"] = "city"
        info["place"] = load().citizen(info["colour"]).place
    state["turn"] = {"stage": "vita" if state["seats"][state["current"]]["status"] == "city"
                     else "start"}


def top(state: dict, index: int) -> None:
    state["vita"].remove(index)
    state["vita"].insert(0, index)


def person() -> int:
    return next(n for n, c in load().cards.items() if c.is_person)


def test_a_vita_romana_card_is_carried_out_and_put_under_the_deck():
    state = position()
    in_city(state, 0)
    goto = vita_index("goto")
    top(state, goto)
    act(state, {"type": "draw"})
    assert state["vita"][-1] == goto and len(state["vita"]) == 40
    assert state["seats"][0]["place"] == load().cards[load().vita[goto].card].place
    assert GAME.to_act(state) == [1]


def test_a_destination_taken_sends_the_pawn_to_the_nearest_free_green_dot():
    state = position()
    in_city(state, 0, 1)
    goto = vita_index("goto")
    target = load().cards[load().vita[goto].card].place
    state["seats"][1]["place"] = target
    top(state, goto)
    act(state, {"type": "draw"})
    place = state["seats"][0]["place"]
    assert place != target and place.startswith("q")
    assert city.distance(target, [place], ()) == 1


def test_money_moves_only_to_or_from_a_patron_who_is_in_the_city():
    data = load()
    pay = next(v for v in data.vita if v.kind == "pay")
    state = position()
    in_city(state, 0)
    give(state, 1, pay.card)
    top(state, pay.index)
    act(state, {"type": "draw"})
    assert [s["cash"] for s in state["seats"]] == [20000] * 3  # patron still on the track
    state = position()
    in_city(state, 0, 1)
    give(state, 1, pay.card)
    top(state, pay.index)
    act(state, {"type": "draw"})
    assert state["seats"][0]["cash"] == 20000 - pay.amount
    assert state["seats"][1]["cash"] == 20000 + pay.amount


def test_in_phase_2_you_sell_only_when_you_cannot_pay_a_card():
    data = load()
    pay = next(v for v in data.vita if v.kind == "pay")
    state = position()
    in_city(state, 0, 1)
    give(state, 1, pay.card)
    mine = next(n for n in data.cards if n != pay.card)
    give(state, 0, mine)
    assert GAME.legal_actions(state, 0) == [{"type": "draw"}]
    state["seats"][0]["cash"] = pay.amount - 50
    top(state, pay.index)
    act(state, {"type": "draw"})
    assert GAME.to_act(state) == [0] and state["debt"] is not None
    legal = GAME.legal_actions(state, 0)
    assert {"type": "pay"} not in legal and {"type": "sell", "card": mine} in legal
    act(state, {"type": "sell", "card": mine})
    act(state, {"type": "pay"})
    assert state["seats"][1]["cash"] == 20000 + pay.amount
    assert state["debt"] is None and GAME.to_act(state) == [1]


def test_ultima_die_ends_phase_2_and_players_still_on_the_track_are_out():
    state = position()
    in_city(state, 0)
    give(state, 0, person())
    top(state, vita_index("ultima"))
    events = act(state, {"type": "draw"})
    assert state["phase"] == "eruption"
    assert [s["status"] for s in state["seats"]] == ["city", "out", "out"]
    assert {"type": "phase", "phase": "eruption"} in events


def test_the_vesuvius_deck_has_57_quarters_5_calm_and_8_x2():
    deck = GAME.setup(2, 1)["vesuvius"]
    assert len(deck) == 70
    assert sorted(c for c in deck if c.startswith("q")) == sorted(f"q{n}" for n in range(1, 58))
    assert deck.count("calm") == 5 and deck.count("x2") == 8


def test_a_quarter_card_destroys_streets_buildings_and_kills_who_stands_there():
    data = load()
    state = eruption(2)
    building = next(n for n, c in data.cards.items() if not c.is_person)
    guest = next(n for n, c in data.cards.items()
                 if c.is_person and data.cards[building].colours[0] in c.colours)
    give(state, 1, building, guest)
    state["host"][guest] = building
    quarter = data.cards[building].quarter
    state["seats"][1]["place"] = f"q{quarter}"
    state["vesuvius"].insert(0, f"q{quarter}")
    act(state, {"type": "draw"})
    assert quarter in state["destroyed"]
    assert not state["seats"][1]["alive"]
    assert guest in state["lost"]
    assert city.path(None, [f"q{quarter}"], state["destroyed"]) is None


@pytest.mark.parametrize(("dice", "card", "points"), [
    ((2, 3), "calm", 5), ((4, 4), "calm", 20), ((2, 3), "x2", 10), ((6, 6), "x2", 40),
])
def test_a_double_moves_20_an_x2_card_doubles_and_both_make_40(dice, card, points):
    data = load()
    state = eruption(2)
    far = next(n for n, c in data.cards.items() if c.is_person)
    give(state, 0, far)
    state["seats"][0]["outside"] = True
    state["seats"][0]["place"] = None
    state["vesuvius"].insert(0, card)
    act(state, {"type": "draw"})
    force_dice(state, *dice)
    events = act(state, {"type": "rescue", "card": far})
    assert next(e for e in events if e["type"] == "rolled")["points"] == points


def shortest_routes(state: dict, seat: int = 0) -> list[dict]:
    """Walk the first route offered (the shortest to the nearest goal) while routes are
    asked for; the events."""
    events: list[dict] = []
    while state["turn"]["stage"] == "route":
        route = next(a for a in GAME.legal_actions(state, seat) if a["type"] == "route")
        events += act(state, route, seat)
    return events


def test_a_rescue_picks_up_the_client_and_carries_it_to_the_nearest_gate():
    data = load()
    state = eruption(2)
    client = person()
    give(state, 0, client)
    home = place_of_client(state, client)
    state["seats"][0]["place"] = home
    state["vesuvius"].insert(0, "calm")
    act(state, {"type": "draw"})
    force_dice(state, 6, 6)  # 20 points: enough to reach a gate from most places
    way = city.path(home, city.intact_gates(data, []), [])
    events = act(state, {"type": "rescue", "card": client})
    assert any(e["type"] == "picked_up" for e in events)
    events += shortest_routes(state)
    if len(way) <= 20:
        assert state["seats"][0]["saved"] == [client] and state["seats"][0]["outside"]
    else:
        assert state["seats"][0]["carrying"] == client


def test_with_points_left_after_a_rescue_you_name_the_next_client_and_go_back_in():
    data = load()
    state = eruption(2)
    first, second = [n for n, c in data.cards.items() if c.is_person][:2]
    give(state, 0, first, second)
    gate = data.gates[0]
    state["seats"][0]["place"] = f"q{gate.quarter}"
    state["host"][first] = None
    state["vesuvius"].insert(0, "x2")
    act(state, {"type": "draw"})
    force_dice(state, 6, 6)
    act(state, {"type": "rescue", "card": first})
    shortest_routes(state)
    assert first in state["seats"][0]["saved"]
    assert state["turn"]["stage"] == "onward"
    assert {"type": "rescue", "card": second} in GAME.legal_actions(state, 0)
    left = state["turn"]["points"]
    events = act(state, {"type": "rescue", "card": second})
    events += shortest_routes(state)
    assert not [e for e in events if e["type"] == "rolled"]  # the same roll goes on
    walked = sum(e["steps"] for e in events if e["type"] == "walked")
    info = state["seats"][0]
    assert 0 < walked <= left
    assert second in info["saved"] or info["carrying"] == second or walked == left


def test_a_dead_players_clients_can_be_saved_by_anyone_first_come():
    data = load()
    state = eruption(3)
    client = person()
    give(state, 1, client)
    assert {"type": "rescue", "card": client} not in GAME.legal_actions(
        {**state, "turn": {"stage": "plan"}}, 0)
    state["seats"][1]["alive"] = False
    state["vesuvius"].insert(0, "calm")
    act(state, {"type": "draw"})
    assert {"type": "rescue", "card": client} in GAME.legal_actions(state, 0)
    state["seats"][0]["place"] = place_of_client(state, client)
    force_dice(state, 1, 2)
    act(state, {"type": "rescue", "card": client})
    shortest_routes(state)
    assert state["seats"][0]["carrying"] == client or client in state["seats"][0]["saved"]
    del data


def test_the_game_ends_when_every_client_is_saved():
    state = eruption(2)
    client = person()
    give(state, 0, client)
    state["saved_cards"].append(client)
    state["seats"][0]["saved"].append(client)
    state["vesuvius"].insert(0, "calm")
    act(state, {"type": "draw"})
    assert GAME.is_over(state) and state["end_reason"] == "all_saved"


def test_the_game_ends_when_no_gate_can_be_reached():
    data = load()
    state = eruption(2)
    give(state, 0, person())
    for gate in data.gates[1:]:
        state["destroyed"].append(gate.quarter)
    state["vesuvius"].insert(0, f"q{data.gates[0].quarter}")
    act(state, {"type": "draw"})
    assert GAME.is_over(state) and state["end_reason"] == "cut_off"


def test_the_game_ends_when_the_last_player_dies():
    data = load()
    state = eruption(2)
    give(state, 0, person())
    state["seats"][1]["alive"] = False
    quarter = data.node_quarter[state["seats"][0]["place"]]
    state["vesuvius"].insert(0, f"q{quarter}")
    act(state, {"type": "draw"})
    assert GAME.is_over(state) and state["end_reason"] == "all_dead"


def test_the_winner_saved_the_most_value_even_after_death():
    data = load()
    state = eruption(3)
    persons = sorted((n for n, c in data.cards.items() if c.is_person),
                     key=lambda n: data.cards[n].price)
    state["seats"][0]["saved"] = [persons[-1]]
    state["seats"][0]["alive"] = False
    state["seats"][1]["saved"] = [persons[0]]
    state["phase"] = "over"
    result = GAME.result(state)
    assert result.winners == [0]
    assert "after death" in result.summary


def test_ties_are_broken_by_persons_saved_then_by_cash():
    data = load()
    persons = [n for n, c in data.cards.items() if c.is_person]
    price = {n: data.cards[n].price for n in persons}
    a, b, c = next((a, b, c) for a in persons for b in persons for c in persons
                   if a < b and c not in (a, b) and price[a] + price[b] == price[c])
    state = eruption(3)
    state["phase"] = "over"
    state["seats"][0]["saved"] = [c]
    state["seats"][1]["saved"] = [a, b]
    result = GAME.result(state)
    assert result.winners == [1] and result.tiebreaks
    state["seats"][1]["saved"] = [c]
    state["seats"][0]["saved"] = [a, b]
    state["seats"][2]["saved"] = [b, a]
    state["seats"][2]["cash"] += 1
    result = GAME.result(state)
    assert result.winners == [2] and result.tiebreaks


def test_the_loader_refuses_a_broken_data_file_with_a_clear_message():
    text = load.__wrapped__.__globals__["DATA_FILE"].read_text(encoding="utf-8")
    with pytest.raises(DataError, match="needs 108 spaces"):
        parse_text(text.replace("track_length = 107", "track_length = 108"))
    with pytest.raises(DataError, match="ULTIMA DIE"):
        parse_text(text.replace('kind = "ultima"', 'kind = "goto"\ncard = 2', 1))
    with pytest.raises(DataError, match="not valid TOML"):
        parse_text(text + "\n[[[")


def test_who_draws_the_quarter_they_stand_in_dies_and_others_may_save_their_clients():
    data = load()
    state = eruption(3)
    client = person()
    give(state, 0, client)
    quarter = data.node_quarter[state["seats"][0]["place"]]
    assert data.node_quarter[place_of_client(state, client)] == quarter
    other = next(n for n, c in data.cards.items() if c.is_person and n != client)
    give(state, 0, other)
    state["host"][other] = next(b for b, c in data.cards.items()
                                if not c.is_person and c.quarter != quarter
                                and c.colours[0] in data.cards[other].colours)
    state["vesuvius"].insert(0, f"q{quarter}")
    events = act(state, {"type": "draw"})
    assert {"type": "died", "seat": 0, "quarter": quarter} in events
    assert GAME.to_act(state) == [1]
    act(state, {"type": "draw"})
    assert {"type": "rescue", "card": other} in GAME.legal_actions(state, 1)


def test_a_picture_after_every_turn_on_the_track_and_in_the_eruption():
    state = position()
    act(state, {"type": "roll"})
    events = act(state, {"type": "end_turn"})
    assert {"type": "phase", "round": 1, "seat": 1} in events
    in_city(state, 1)
    state["turn"] = {"stage": "vita"}
    top(state, vita_index("goto"))
    events = act(state, {"type": "draw"}, seat=1)  # a Vita Romana turn: no new picture
    assert GAME.to_act(state) == [2] and not [e for e in events if e["type"] == "phase"]
    state = eruption(2)
    give(state, 0, person())
    state["vesuvius"].insert(0, "calm")
    act(state, {"type": "draw"})
    events = act(state, {"type": "wait"})
    assert [e for e in events if e["type"] == "phase"] == [
        {"type": "phase", "round": 1, "seat": 1}]
    assert GAME.words.describe_event(events[-1], ["Ann", "Bob"]) == (
        "Round 1: the next turn begins.")  # the turn line, not the log, names Bob


def test_the_summary_names_the_phase_each_player_is_in():
    state = position()
    in_city(state, 1)
    state["seats"][2]["status"] = "out"
    lines = GAME.words.summary(state, None, "en")
    assert lines[0] == "Round 1, phases 1-2"
    assert ", phase 1:" in lines[1] and ", phase 2:" in lines[2] and ", out:" in lines[3]
    assert ", Phase 1:" in GAME.words.summary(state, None, "de")[1]
    state = eruption(2)
    assert all(", phase 3:" in line for line in GAME.words.summary(state, 0, "en")[1:3])
    assert len(GAME.words.phase_label(state)) <= 40


def test_ultima_die_lies_within_the_deck_window_the_data_file_gives():
    low, high = load().rules.ultima_die_window
    ultima = vita_index("ultima")
    places = {GAME.setup(4, seed, {"ultima": "window"})["vita"].index(ultima) + 1
              for seed in range(200)}
    assert min(places) >= low and max(places) <= high
    assert len(places) > (high - low) // 2  # spread over the window, not one fixed place
