"""The heuristic AI plays fair and well; the simulator runs the game."""

import json
import random
import subprocess
import sys

from engine.core.ai import RandomAgent
from engine.core.registry import get_agents
from engine.core.simulate import agents_for, play
from engine.core.state import clone
from engine.doctor_lucky import AGENTS, GAME
from engine.doctor_lucky.agents import HeuristicAgent, ProbingAgent

from .conftest import position, set_hand


def test_registry_offers_random_heuristic_and_search():
    assert get_agents("doctor-lucky") == {"random": RandomAgent, "heuristic": HeuristicAgent,
                                          "search": AGENTS["search"]}
    # Its own seat probes more than the heuristic; it expects the others to play the heuristic.
    assert AGENTS["search"].policy is ProbingAgent
    assert AGENTS["search"].opponents is HeuristicAgent


def scramble_hidden(state: dict, seat: int, rng: random.Random) -> None:
    """Shuffle every card seat may not see among the other hands and the piles, keeping
    every count the same."""
    hidden = [c for s, h in enumerate(state["hands"]) if s != seat for c in h]
    hidden += [c for pile in state["piles"].values() for c in pile]
    rng.shuffle(hidden)
    for s, hand in enumerate(state["hands"]):
        if s != seat:
            state["hands"][s] = [hidden.pop() for _ in hand]
    for deck, pile in state["piles"].items():
        state["piles"][deck] = [hidden.pop() for _ in pile]


def test_heuristic_reads_hidden_information_only_through_the_view():
    rng = random.Random(3)
    checked = 0
    for seed in range(6):
        state = GAME.setup(4, seed)
        agents = [HeuristicAgent(seed * 10 + s) for s in range(4)]
        for _ in range(120):
            if GAME.is_over(state):
                break
            seat = GAME.to_act(state)[0]
            other = clone(state)
            scramble_hidden(other, seat, rng)
            assert GAME.view(other, seat) == GAME.view(state, seat)
            a = HeuristicAgent(99).choose(GAME, state, seat, GAME.legal_actions(state, seat))
            b = HeuristicAgent(99).choose(GAME, other, seat, GAME.legal_actions(other, seat))
            # Pass no longer depends on the others' hands: reactions compare too.
            assert GAME.legal_actions(other, seat) == GAME.legal_actions(state, seat)
            assert a == b
            checked += 1
            action = agents[seat].choose(GAME, state, seat, GAME.legal_actions(state, seat))
            GAME.apply(state, seat, action)
    assert checked > 100


def test_heuristic_beats_random_in_four_player_games():
    table = get_agents("doctor-lucky")
    ais = ["heuristic", "random", "random", "random"]
    wins = 0
    games = 40
    for seed in range(games):
        state = GAME.setup(4, 1000 + seed)
        play(GAME, state, agents_for(ais, table, 1000 + seed))
        wins += GAME.result(state).winners == [0]
    assert wins >= 0.7 * games


def test_heuristic_plays_only_legal_actions_at_every_table_size():
    for players in range(2, 8):
        state = GAME.setup(players, players)
        agents = [HeuristicAgent(s) for s in range(players)]
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            GAME.apply(state, seat, agents[seat].choose(GAME, state, seat,
                                                        GAME.legal_actions(state, seat)))


def test_simulator_runs_doctor_lucky_and_reports_sunk_games_without_winner(tmp_path):
    out = subprocess.run(
        [sys.executable, "-m", "engine", "simulate", "doctor-lucky", "--players", "4",
         "--games", "12", "--seed", "1", "--ai", "random,random,random,heuristic",
         "--dump-final", str(tmp_path)],
        capture_output=True, text=True, check=True,
    ).stdout.splitlines()
    lines = [json.loads(line) for line in out]
    games, summary = lines[:-1], lines[-1]
    assert len(games) == 12
    assert summary["end_reason"].keys() <= {"rescue", "sunk"}
    assert sum(summary["end_reason"].values()) == 12
    for game in games:
        assert game["winner"] == [] or len(game["winner"]) == 1
    final = json.loads((tmp_path / "0.json").read_text())
    assert "hand" not in final and final["game"] == "doctor-lucky"


def test_heuristic_saves_when_the_odds_are_good():
    state = position(pawns=["captains_cabin", "captains_cabin", "bridge", "bridge"],
                     doctor="captains_cabin")
    set_hand(state, 0, ["aid:whiskey", "aid:ladle"])
    action = HeuristicAgent(0).choose(GAME, state, 0, GAME.legal_actions(state, 0))
    assert action == {"type": "rescue", "aid": "whiskey"}


def test_heuristic_leaves_foiling_to_later_players_but_never_holds_back_when_last():
    state = position(pawns=["pantry", "pantry", "bridge", "bridge"], doctor="pantry")
    set_hand(state, 1, ["fail:1"])
    set_hand(state, 2, ["fail:1", "fail:2", "fail:1", "move:galley", "aid:rope"])
    set_hand(state, 3, ["fail:3", "fail:2", "fail:1", "fail:1", "move:bridge", "aid:ladle"])
    GAME.apply(state, 0, {"type": "rescue", "aid": None})
    agent = HeuristicAgent(0)
    assert agent.choose(GAME, state, 1, GAME.legal_actions(state, 1)) == {"type": "pass"}
    GAME.apply(state, 1, {"type": "pass"})
    GAME.apply(state, 2, {"type": "pass"})
    # Last in line: it must foil, and does so with its smallest card that is enough.
    assert agent.choose(GAME, state, 3, GAME.legal_actions(state, 3)) == {
        "type": "fail", "points": 1}
