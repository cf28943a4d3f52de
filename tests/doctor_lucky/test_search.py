"""The searching AI of Save Doctor Lucky (engine/doctor_lucky/agents.py, SearchAgent): which
moves it tries against the heuristic's."""

from __future__ import annotations

import random

from engine.core.protocol import Action
from engine.doctor_lucky import AGENTS, GAME
from engine.doctor_lucky.agents import HeuristicAgent, ProbingAgent, SearchAgent

from .conftest import position, set_hand


def many_moves() -> tuple[dict, list[Action]]:
    """Seat 0 at the start of its turn in the Doctor's room, seen by seat 1, holding move
    cards enough for far more legal moves than the search tries."""
    state = position(pawns=["captains_cabin", "captains_cabin", "bridge", "bridge"],
                     doctor="captains_cabin")
    set_hand(state, 0, ["move:boiler_room", "move:galley", "move:bridge", "move:pantry",
                        "move:lounge", "aid:whiskey", "aid:ladle"])
    return state, GAME.legal_actions(state, 0)


def test_search_tries_every_rescue_and_drawing_snoop_before_move_cards() -> None:
    _, legal = many_moves()
    agent = SearchAgent(1)
    assert len(legal) > 3 * agent.width
    first = legal[0]
    tried = [arm.action for arm in agent._candidates(first, legal, random.Random(2))]
    wanted = [a for a in legal if a != first and (
        a["type"] == "rescue" or (a["type"] == "snoop" and a["draw"]))]
    assert len(tried) == agent.width
    assert all(a in tried for a in wanted)
    # The places left go to steps and move cards, drawn from the seed.
    assert any(a["type"] in ("step", "send") for a in tried)
    assert tried[0] == first


def test_search_tries_every_move_when_there_are_few() -> None:
    state, _ = many_moves()
    GAME.apply(state, 0, {"type": "rescue", "aid": None})
    legal = GAME.legal_actions(state, 1)
    tried = [arm.action for arm in SearchAgent(1)._candidates(legal[-1], legal,
                                                                random.Random(2))]
    assert sorted(map(str, tried)) == sorted(map(str, legal))


def test_search_is_the_registered_searching_ai() -> None:
    assert AGENTS["search"] is SearchAgent


def test_search_seat_probes_with_two_move_cards_where_the_heuristic_snoops() -> None:
    """In turn starts of heuristic games where the two differ, the searching seat's own policy
    attempts a rescue that takes two move cards and the heuristic does not attempt at all."""
    differ = 0
    for seed in range(8):
        state = GAME.setup(4, seed)
        players = [HeuristicAgent(seed + s) for s in range(4)]
        while not GAME.is_over(state):
            seat = GAME.waiting_for(state)[0]
            if state["phase"] == "turn" and state["turn"]["mode"] == "start":
                view = GAME.view(state, seat)
                probing = ProbingAgent(1).rescue_plan(view, seat)
                if probing != HeuristicAgent(1).rescue_plan(view, seat):
                    differ += 1
                    assert HeuristicAgent(1).rescue_plan(view, seat) == []
                    assert sum(a["type"] == "send" for a in probing) == 2
                    assert probing[-1]["type"] == "rescue"
            GAME._apply(state, seat, players[seat].choose(GAME, state, seat,
                                                          GAME.legal_actions(state, seat)))
    assert differ > 0
