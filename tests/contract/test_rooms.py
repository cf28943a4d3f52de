"""Every game has the same rooms: the same module name for the same role, in its engine, its
pictures and its tests (docs/adding-a-game.md shows the skeleton)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from engine.core.registry import entry, game_keys

ROOT = Path(__file__).resolve().parents[2]
ENGINE_ROOMS = ("__init__.py", "game.py", "words.py", "words.toml", "agents.py", "setup.py",
                "flow.py", "view.py", "hidden.py", "data.py", "help.toml", "README.md")
PICTURE_ROOMS = ("__init__.py", "board.py", "private.py", "scores.py", "words.py")
TEST_ROOMS = ("__init__.py", "conftest.py", "in_discord")
LONGEST_MODULE = 400  # lines


def shipped() -> list[str]:
    """The folders of the games that ship in engine/ (not the toy games of the tests)."""
    return sorted(entry(key).module.split(".")[1] for key in game_keys()
                  if entry(key).module.startswith("engine."))


@pytest.mark.parametrize("folder", shipped())
def test_every_game_has_the_same_rooms(folder: str) -> None:
    for rooms, where in ((ENGINE_ROOMS, "engine"), (PICTURE_ROOMS, "render"),
                         (TEST_ROOMS, "tests")):
        missing = [room for room in rooms if not (ROOT / where / folder / room).exists()]
        assert not missing, f"{where}/{folder} lacks {missing}"
    assert (ROOT / "engine" / folder / f"{folder}.toml").is_file(), "its one data file"


def test_four_games_ship() -> None:
    assert shipped() == ["doctor_lucky", "ladies_gentlemen", "pompeii", "trepanation"]


def test_no_module_of_the_engine_the_pictures_or_the_bot_is_over_400_lines() -> None:
    long = {path.relative_to(ROOT).as_posix(): lines
            for layer in ("engine", "render", "bot") for path in (ROOT / layer).rglob("*.py")
            if (lines := len(path.read_text(encoding="utf-8").splitlines())) > LONGEST_MODULE}
    assert not long, long


def imported_modules(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            found |= {node.module, *(f"{node.module}.{alias.name}" for alias in node.names)}
        elif isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
    return found


@pytest.mark.parametrize("folder", shipped())
def test_words_read_the_rules_and_never_the_other_way(folder: str) -> None:
    """Only the game module attaches the words; no rule module imports them, and neither
    the words nor a rule module imports the game module (no cycle to hide)."""
    game, words = f"engine.{folder}.game", f"engine.{folder}.words"
    for path in sorted((ROOT / "engine" / folder).glob("*.py")):
        if path.name in ("__init__.py", "game.py"):
            continue
        imports = imported_modules(path)
        assert game not in imports, f"{path.name} imports the game module"
        if path.name != "words.py":
            assert words not in imports, f"{path.name} (rules) imports the words"
