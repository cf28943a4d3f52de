import pytest

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
