"""`python -m bot --demo --game pompeii`: a whole game between AI seats, pictures written."""

from __future__ import annotations

from tests.bot.test_demo import PNG, run_bot


def test_the_demo_plays_pompeii_with_four_players_and_writes_its_pictures(tmp_path):
    done = run_bot(tmp_path, "--demo", "--game", "pompeii", "--players", "4", "--seed", "1",
                   "--out", "pd")
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    lines = done.stdout.strip().splitlines()
    files = sorted((tmp_path / "pd").iterdir())
    assert lines[:-1] == [f"wrote pd/{f.name}" for f in files]
    assert all(f.read_bytes().startswith(PNG) for f in files)
    boards = [f for f in files if f.name.endswith("board.png")]
    # the start and the eruption: each turn is told in words (Traits.turn_pictures)
    assert len(boards) == 2
    assert files[-1].name.endswith("scores.png")
    assert lines[-1].startswith("result: Pompeii: The Last Days with 4 players (seed 1)")
    assert "1. " in lines[-1] and "not finished" not in lines[-1]
