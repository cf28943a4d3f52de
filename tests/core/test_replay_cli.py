"""``python -m engine replay FILE``: a game record becomes the same final state again."""

import json
import subprocess
import sys

import pytest

from engine.core.ai import RandomAgent
from engine.core.record import GameRecord, LoggedAction
from engine.core.simulate import play
from engine.core.state import to_json
from engine.trepanation.game import GAME


def run(*args):
    return subprocess.run([sys.executable, "-m", "engine", *map(str, args)],
                          capture_output=True, text=True, check=False)


@pytest.fixture
def finished(tmp_path):
    state = GAME.setup(2, 21)
    played = play(GAME, state, [RandomAgent(1), RandomAgent(2)])
    record = GameRecord("trepanation", 2, 21, names=["Ada", "Bo"],
                        log=[LoggedAction(e["seat"], e["action"]) for e in played.log])
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record.to_json()))
    return path, state


def test_replay_rebuilds_the_identical_final_state(finished):
    import hashlib

    path, state = finished
    proc = run("replay", path)
    assert proc.returncode == 0, proc.stderr
    summary = json.loads(proc.stdout)
    assert summary["over"] is True and summary["actions"] > 50
    assert summary["state_sha256"] == hashlib.sha256(to_json(state).encode()).hexdigest()
    assert summary["result"]["winners"] == GAME.result(state).winners


@pytest.mark.parametrize("content,message", [
    (None, "no such file"),
    ("not json", "cannot read"),
    ("[1, 2]", "not a game record"),
    ('{"game": "trepanation"}', "not a game record"),
    ('{"game": "chess", "players": 2, "seed": 1, "log": []}', "unknown game"),
    ('{"game": "trepanation", "players": 2, "seed": 1, "log": [{"seat": 0, "action": '
     '{"type": "place", "slot": "moon@09:00"}}]}', "action 1 of the log is illegal"),
])
def test_replay_bad_files_one_line_exit_2(tmp_path, content, message):
    path = tmp_path / "record.json"
    if content is not None:
        path.write_text(content)
    proc = run("replay", path)
    assert proc.returncode == 2 and proc.stdout == ""
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and message in lines[0]
