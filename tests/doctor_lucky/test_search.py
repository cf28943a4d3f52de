"""The searching AI of Save Doctor Lucky (engine/doctor_lucky/agents.py, SearchAgent): which
moves it tries against the heuristic's."""

from __future__ import annotations

import random

from engine.core.protocol import Action
from engine.doctor_lucky import AGENTS, GAME
from engine.doctor_lucky.agents import (
    BoldPlanner,
    HeuristicAgent,
    ProbingAgent,
    SearchAgent,
)
from engine.doctor_lucky.data import FAIL, card_kind
from engine.doctor_lucky.inference import failure_caps, passed_empty

from .conftest import assert_cards_conserved, position, set_hand

PASS_SHARE = HeuristicAgent.pass_share


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


def attempt_with_passes() -> dict:
    """Seat 2 attempts a rescue worth 2 in the Pantry; seat 3, first to answer, passes
    holding no failure card, seat 0 holds the points to foil it."""
    state = position(pawns=["pantry", "captains_cabin", "pantry", "pantry"], doctor="pantry",
                     current=2)
    set_hand(state, 0, ["fail:2", "fail:1", "move:galley"])
    set_hand(state, 1, ["fail:1", "move:bridge", "move:lounge"])
    set_hand(state, 2, ["aid:ladle"])
    set_hand(state, 3, ["move:pantry", "aid:rope"])
    GAME.apply(state, 2, {"type": "rescue", "aid": "ladle"})
    GAME.apply(state, 3, {"type": "pass"})
    return state


def test_search_counts_a_reactor_who_passed_where_the_heuristic_plays_as_empty_handed() -> None:
    state = attempt_with_passes()
    view = GAME.view(state, 0)
    assert passed_empty(view, view["rescue"], PASS_SHARE) == [3]
    assert failure_caps(view, PASS_SHARE) == {3: 0}
    # Seat 3 itself learns nothing about itself from its own pass.
    assert failure_caps(GAME.view(state, 3), PASS_SHARE) == {}


def test_search_learns_nothing_from_a_pass_the_players_after_could_cover() -> None:
    """Where the players after a reactor probably hold enough points, the heuristic passes
    whatever it holds, so the pass tells nothing."""
    state = position(pawns=["pantry", "captains_cabin", "pantry", "pantry"], doctor="pantry",
                     current=2)
    set_hand(state, 0, [f"move:{room}" for room in ("galley", "bridge", "lounge", "gymnasium",
                                                      "mail_room", "boiler_room")])
    set_hand(state, 1, [f"move:{room}" for room in ("engine_room", "coal_bunker", "cargo_hold",
                                                      "barber_shop", "smoking_room")])
    set_hand(state, 3, ["fail:3"])
    GAME.apply(state, 2, {"type": "rescue", "aid": None})  # worth 1
    GAME.apply(state, 3, {"type": "pass"})
    view = GAME.view(state, 0)
    assert failure_caps(view, PASS_SHARE) == {}
    # Read later, when an attempt since has put failure points on the discard: they are
    # counted back, so the pass still tells nothing.
    since = [{"seat": 1, "points": 30, "cards": 20}]
    view["discard"]["failure_points"] += 30
    assert passed_empty(view, view["rescue"], PASS_SHARE, since) == []
    assert passed_empty(view, view["rescue"], PASS_SHARE) == [3]


def test_search_lets_an_empty_handed_reactor_draw_a_card_a_turn_since_the_attempt() -> None:
    state = attempt_with_passes()
    GAME.apply(state, 0, {"type": "fail", "points": 2})
    assert state["last_rescue"]["outcome"] == "foiled"
    view = GAME.view(state, 1)
    assert view["turn_number"] == view["last_rescue"]["turn"] + 1
    assert failure_caps(view, PASS_SHARE) == {3: 0}
    state["turn_number"] += 1  # a turn later: one card drawn at most
    assert failure_caps(GAME.view(state, 1), PASS_SHARE) == {3: 1}


def test_search_draws_no_failure_card_into_a_hand_known_to_hold_none() -> None:
    state = attempt_with_passes()
    view = GAME.view(state, 0)
    caps = failure_caps(view, PASS_SHARE)
    agent = SearchAgent(1)
    agent.caps = caps
    for world in range(40):
        drawn = agent.draw(GAME, state, 0, world)
        assert not any(card_kind(c) == FAIL for c in drawn["hands"][3])
        assert drawn["hands"][0] == state["hands"][0]
        assert [len(h) for h in drawn["hands"]] == [len(h) for h in state["hands"]]
        assert {k: len(p) for k, p in drawn["piles"].items()} == {
            k: len(p) for k, p in state["piles"].items()}
        assert_cards_conserved(drawn)
        assert drawn == agent.draw(GAME, state, 0, world)
    # Without the pass seat 3's two cards hold a failure card in some drawn positions.
    plain = [GAME.resample_hidden(state, 0, world)["hands"][3] for world in range(40)]
    assert any(card_kind(c) == FAIL for hand in plain for c in hand)


def test_search_tries_the_first_move_of_the_best_attempt_however_likely_it_is_foiled() -> None:
    """In turn starts of heuristic games where the heuristic's planning finds an attempt but
    its odds keep the searching seat's own policy from making it, the search tries the
    attempt's first move."""
    found = 0
    for seed in range(6):
        state = GAME.setup(4, seed)
        players = [HeuristicAgent(seed + s) for s in range(4)]
        while not GAME.is_over(state) and found < 3:
            seat = GAME.waiting_for(state)[0]
            legal = GAME.legal_actions(state, seat)
            if state["phase"] == "turn" and state["turn"]["mode"] == "start":
                view = GAME.view(state, seat)
                bold = BoldPlanner(1).rescue_plan(view, seat)
                if bold and not ProbingAgent(1).rescue_plan(view, seat):
                    found += 1
                    agent = SearchAgent(1)
                    agent.budget = 60
                    agent.choose(GAME, state, seat, legal)
                    tried = agent._candidates(legal[0], legal, random.Random(2))
                    assert bold[0] in [arm.action for arm in tried]
            GAME._apply(state, seat, players[seat].choose(GAME, state, seat, legal))
    assert found == 3
