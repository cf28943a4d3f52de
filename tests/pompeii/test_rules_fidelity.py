"""Issue 25 (Pompeii): the rulebook's own words, one test per rule paragraph touched."""

from engine.pompeii.data import load
from engine.pompeii.game import GAME

from .conftest import act, eruption, give


def walled_in_patron_with_a_client_others_can_reach() -> tuple[dict, int, int]:
    """Seat 0 stands at its house with every quarter round it buried (no gate in reach) and
    owns a client in a building that seat 1, outside the walls, can reach."""
    data = load()
    state = eruption(2)
    home = data.node_quarter[state["seats"][0]["place"]]
    around = {data.node_quarter[m] for n, q in data.node_quarter.items() if q == home
              for m in data.edges[n]} - {home}
    state["destroyed"] = sorted(around)
    outside = state["seats"][1]
    outside["outside"], outside["place"] = True, None
    client = next(n for n, c in data.cards.items() if c.is_person)
    building = next(b for b, c in sorted(data.cards.items()) if not c.is_person
                    and c.quarter not in around and c.quarter != home
                    and c.colours[0] in data.cards[client].colours)
    give(state, 0, client, building)
    state["host"][client] = building
    return state, home, client


def test_the_game_goes_on_while_a_walled_in_patron_lives_and_his_client_can_be_reached():
    state, home, client = walled_in_patron_with_a_client_others_can_reach()
    state["vesuvius"].insert(0, "calm")
    act(state, {"type": "draw"})
    assert not GAME.is_over(state)
    assert GAME.legal_actions(state, 0) == [{"type": "wait"}]
    act(state, {"type": "wait"})
    state["vesuvius"].insert(0, f"q{home}")
    events = act(state, {"type": "draw"}, seat=1)
    assert {"type": "died", "seat": 0, "quarter": home} in events
    assert not GAME.is_over(state)
    assert {"type": "rescue", "card": client} in GAME.legal_actions(state, 1)


def test_the_game_ends_cut_off_once_no_rescue_is_possible_any_more():
    state, home, client = walled_in_patron_with_a_client_others_can_reach()
    gates = [g.quarter for g in load().gates]
    assert not {home, load().cards[state["host"][client]].quarter} & set(gates)
    state["destroyed"] = sorted(set(state["destroyed"]) | set(gates[1:]))
    state["vesuvius"].insert(0, f"q{gates[0]}")
    act(state, {"type": "draw"})
    assert GAME.is_over(state) and state["end_reason"] == "cut_off"
    assert state["seats"][0]["alive"]  # the walled-in patron lives, but no gate stands
