"""``python -m engine replay FILE --animate OUT`` cannot draw (the engine never imports
render/), so it names the command that does, in one line, exit code 2."""

from __future__ import annotations

import subprocess
import sys

import pytest

from engine.cli import main


@pytest.mark.parametrize(("flag", "render_flag"), [("--animate", "--animate"),
                                                   ("--images", "--out")])
def test_engine_replay_drawing_flags_name_the_render_command(capsys, flag, render_flag):
    with pytest.raises(SystemExit) as stopped:
        main(["replay", "game.json", flag, "out.webp"])
    assert stopped.value.code == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0
    assert f"python -m render replay game.json {render_flag} out.webp" in err


def test_the_engine_never_imports_render():
    code = "import sys, engine.cli, engine.core.record; print('render' in sys.modules)"
    shown = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                           check=True)
    assert shown.stdout.strip() == "False"
