"""The public view: what it lists for every player and says about whose turn it is."""

import random

from engine.core.ai import RandomAgent
from engine.core.simulate import play
from engine.trepanation.game import GAME


def finished_game(players: int, seed: int) -> dict:
    state = GAME.setup(players, seed)
    play(GAME, state, [RandomAgent(seed * 10 + s) for s in range(players)])
    return state


def test_final_view_lists_every_player_with_the_simulator_fields():
    state = finished_game(5, 6)
    players = GAME.view(state, None)["players"]
    assert [p["seat"] for p in players] == [0, 1, 2, 3, 4]
    for entry in players:
        assert {"coins", "medicine", "equipment", "shills", "bribes", "fame_tokens", "shows",
                "press", "specializations"} <= set(entry)
        assert len(entry["shills"]) == 3 and set(entry["press"]) == {"tabloid", "specialized"}


def test_view_says_who_is_waiting_the_limits_and_which_slots_already_acted():
    state = GAME.setup(3, 1)
    view = GAME.view(state, None)
    assert view["waiting_for"] == {"seat": GAME.to_act(state)[0], "kind": "place"}
    assert view["limits"] == {"coin": 4, "medicine": 6, "equipment": 6}
    rng = random.Random(1)
    while state["phase"] != "action" or not state["acted"]:
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
    view = GAME.view(state, None)
    acted = {s["id"]: s["acted"] for loc in view["locations"] for s in loc["slots"]
             if s["acted"] is not None}
    assert acted == state["acted"] and all(s not in state["placements"] for s in acted)
