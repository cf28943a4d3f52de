import json

import pytest

from engine.core.ai import RandomAgent
from engine.core.record import GameRecord, LoggedAction
from engine.core.simulate import play
from engine.trepanation import GAME
from render.cli import main
from tests.render.helpers import png


def test_demo_writes_every_phase_and_the_score_sheet(tmp_path, capsys):
    assert (
        main(
            [
                "demo",
                "--game",
                "trepanation",
                "--players",
                "2",
                "--seed",
                "4",
                "--out",
                str(tmp_path / "out"),
            ]
        )
        == 0
    )
    printed = capsys.readouterr().out.splitlines()
    files = sorted((tmp_path / "out").glob("*.png"))
    assert [str(f) for f in files] == printed
    # day 1 scheduling, then action + scheduling for days 1-5, action of day 6, over, scores
    assert len(files) == 1 + 6 * 2 + 1
    assert files[-1].name.endswith("scores.png")
    for file in files:
        png(file.read_bytes())


@pytest.mark.parametrize(
    "argv",
    [
        [],
        ["demo"],
        ["demo", "--game", "trepanation", "--players", "x", "--out", "o"],
        ["demo", "--game", "trepanation", "--players", "9", "--out", "o"],
        ["demo", "--game", "nosuchgame", "--players", "3", "--out", "o"],
        ["paint", "--game", "trepanation"],
    ],
)
def test_bad_arguments_exit_2_with_one_line(argv, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1
    assert not list(tmp_path.iterdir())


def test_replay_draws_every_phase_and_the_score_sheet_of_a_record(tmp_path, capsys):
    state = GAME.setup(2, 21)
    played = play(GAME, state, [RandomAgent(1), RandomAgent(2)])
    record = GameRecord("trepanation", 2, 21, names=["Ada", "Bo"],
                        log=[LoggedAction(e["seat"], e["action"]) for e in played.log])
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record.to_json()))
    out = tmp_path / "pictures"
    assert main(["replay", str(path), "--lang", "de", "--out", str(out)]) == 0
    files = sorted(p.name for p in out.iterdir())
    assert capsys.readouterr().out.splitlines() == [str(out / name) for name in files]
    # 6 days x (scheduling + action), the final board, then the score sheet.
    assert len(files) == 14 and files[-1].endswith("scores.png")
    for name in files:
        png((out / name).read_bytes())
