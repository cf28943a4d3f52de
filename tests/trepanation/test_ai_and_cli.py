"""The built-in players and the simulator's command line."""

import json
import subprocess
import sys

import pytest

from engine.cli import main
from engine.core.registry import get_agents
from engine.core.simulate import agents_for, play
from engine.trepanation.game import GAME


def test_heuristic_beats_random_in_at_least_80_percent_of_four_player_games():
    table = get_agents("trepanation")
    wins = 0
    games = 60
    for seed in range(games):
        state = GAME.setup(4, 500 + seed)
        play(GAME, state, agents_for(["heuristic", "random", "random", "random"], table, seed))
        wins += 0 in GAME.result(state).winners
    assert wins / games >= 0.8


def test_heuristic_only_chooses_legal_actions_for_every_player_count():
    table = get_agents("trepanation")
    for players in (2, 3, 4, 5):
        state = GAME.setup(players, players)
        agents = agents_for(["heuristic"] * players, table, players)
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            GAME.apply(state, seat, agents[seat].choose(GAME, state, seat,
                                                        GAME.legal_actions(state, seat)))


def run_cli(capsys, *args):
    code = main(list(args))
    out = capsys.readouterr().out.strip().splitlines()
    return code, [json.loads(line) for line in out]


def test_simulate_prints_one_line_per_game_and_a_summary(capsys, tmp_path):
    code, lines = run_cli(capsys, "simulate", "trepanation", "--players", "3", "--games", "4",
                          "--seed", "7", "--ai", "heuristic,random,random",
                          "--dump-final", str(tmp_path))
    assert code == 0 and len(lines) == 5
    games, summary = lines[:4], lines[4]
    assert [g["seed"] for g in games] == [7, 8, 9, 10]
    for g in games:
        assert g["players"] == 3 and g["ais"] == ["heuristic", "random", "random"]
        assert g["winner"] and g["actions"] > 0
        assert [s["seat"] for s in g["scores"]] == [0, 1, 2]
        assert all(s["total"] == sum(s["breakdown"].values()) for s in g["scores"])
    assert summary["summary"] is True and summary["games"] == 4
    assert set(summary["win_rate_by_ai"]) == {"heuristic", "random"}
    assert summary["location_use"] and sum(summary["show_type_use"].values()) > 0
    dumped = sorted(p.name for p in tmp_path.iterdir())
    assert dumped == ["0.json", "1.json", "2.json", "3.json"]
    final = json.loads((tmp_path / "0.json").read_text())
    assert len(final["players"]) == 3 and "coins" in final["players"][0]


def test_simulate_replays_identically_from_the_same_seed(capsys):
    _, first = run_cli(capsys, "simulate", "trepanation", "--players", "4", "--seed", "3")
    _, second = run_cli(capsys, "simulate", "trepanation", "--players", "4", "--seed", "3")
    assert first[0] == second[0]


@pytest.mark.parametrize("args,message", [
    (["simulate", "chess", "--players", "2"], "unknown game"),
    (["simulate", "trepanation", "--players", "9"], "2 to 5 players"),
    (["simulate", "trepanation", "--players", "3", "--ai", "heuristic,random"], "lists 2 AIs"),
    (["simulate", "trepanation", "--players", "3", "--ai", "genius"], "unknown AI"),
    (["simulate", "trepanation", "--players", "three"], "invalid int"),
    (["simulate", "trepanation", "--players", "3", "--games", "0"], "at least 1"),
    (["frobnicate"], "invalid choice"),
])
def test_simulate_bad_arguments_one_line_exit_2(args, message):
    proc = subprocess.run([sys.executable, "-m", "engine", *args], capture_output=True,
                          text=True, check=False)
    assert proc.returncode == 2
    assert proc.stdout == ""
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and message in lines[0]
