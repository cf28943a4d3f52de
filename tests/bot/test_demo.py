"""`python -m bot --demo` and `python -m bot` without a token: the offline demo."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import discord

import bot.__main__ as entry
from bot.bot import TablehostBot
from engine.core import registry
from engine.core.registry import get_game
from render import drawable_games

ROOT = Path(__file__).resolve().parents[2]
PNG = b"\x89PNG\r\n\x1a\n"


def shipped_games() -> list[str]:
    """Games with pictures under engine/ (the tests register toy games of their own)."""
    return [key for key in drawable_games() if registry.entry(key).module.startswith("engine.")]


def run_bot(tmp_path: Path, *args: str, lang: str = "C.UTF-8") -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISCORD_TOKEN", "DATABASE_PATH")}
    env["PYTHONPATH"] = str(ROOT)
    env["LANG"] = lang  # the demo's default language comes from $LANG
    return subprocess.run([sys.executable, "-m", "bot", *args], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120, check=False)


def test_demo_writes_the_posted_pictures_and_prints_a_line_each(tmp_path):
    done = run_bot(tmp_path, "--demo", "--out", "pics", "--players", "2", "--seed", "3")
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    lines = done.stdout.strip().splitlines()
    files = sorted((tmp_path / "pics").iterdir())
    assert len(files) >= 3 and all(f.read_bytes().startswith(PNG) for f in files)
    assert lines[:-1] == [f"wrote pics/{f.name}" for f in files]
    assert files[-1].name.endswith("scores.png")  # the game was played to its end
    first_with_pictures = get_game(shipped_games()[0]).name  # the demo names no game
    assert lines[-1].startswith(f"result: {first_with_pictures} with 2 players (seed 3)")
    game = get_game(shipped_games()[0])
    # a ranking where the game has points, else who won in the game's own words
    assert ("1. " in lines[-1]) == game.traits.scored


def test_tablehost_without_a_token_says_so_in_one_line_then_plays_the_demo(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISCORD_TOKEN", "DATABASE_PATH")}
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run(
        [sys.executable, "-c", "import sys; from bot.__main__ import launch; sys.exit(launch())"],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    first, *rest = done.stdout.strip().splitlines()
    assert "DISCORD_TOKEN is not set" in first and ".env.example" in first
    assert rest and rest[-1].startswith("result: ")
    assert sorted(p.name for p in (tmp_path / "demo-output").iterdir())
    assert "Traceback" not in done.stderr


def test_demo_refuses_bad_arguments_in_one_line(tmp_path):
    done = run_bot(tmp_path, "--demo", "--game", "chess")
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "chess" in done.stderr


def test_a_rejected_token_still_exits_2(monkeypatch, capsys, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "MTIz.rejected")

    async def reject(self, token, *, reconnect=True):
        raise discord.LoginFailure("Improper token has been passed.")

    monkeypatch.setattr(TablehostBot, "start", reject)
    monkeypatch.setattr("discord.utils.setup_logging", lambda **kwargs: None)
    assert entry.main([]) == 2
    err = capsys.readouterr().err
    assert "rejected DISCORD_TOKEN" in err and err.count("\n") == 1
    assert not (tmp_path / "demo-output").exists()


def test_demo_plays_any_registered_game_named_with_game(tmp_path):
    done = run_bot(tmp_path, "--demo", "--out", "pics", "--game", "trepanation", "--seed", "2")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1].startswith("result: Trepanation with 2 players")
    help_text = run_bot(tmp_path, "--help").stdout
    assert all(key in help_text for key in shipped_games())


def test_demo_plays_in_the_language_of_lang(tmp_path):
    done = run_bot(tmp_path, "--demo", "--out", "pics", "--lang", "de", "--seed", "3")
    assert done.returncode == 0, done.stderr
    *files, result = done.stdout.strip().splitlines()
    game = get_game(shipped_games()[0])
    assert result.startswith(f"Ergebnis: {game.words.game_name('de')} mit 2 ")
    assert files and all(line.endswith(" geschrieben") for line in files)


def test_the_demo_language_defaults_to_lang_and_refuses_others_in_one_line(tmp_path,
                                                                            monkeypatch):
    monkeypatch.setenv("LANG", "de_AT.UTF-8")
    assert entry.demo_language(None) == "de"
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert entry.demo_language(None) == "en"
    monkeypatch.delenv("LANG")
    assert (entry.demo_language(None), entry.demo_language("de")) == ("en", "de")
    done = run_bot(tmp_path, "--demo", "--lang", "fr")
    assert done.returncode == 2 and done.stderr == "error: --lang must be de or en, not 'fr'\n"
    assert not (tmp_path / "demo-output").exists()
