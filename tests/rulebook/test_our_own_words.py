"""Nothing the project says copies the rulebooks: no run of eight words from any rulebook in
any game's words, help, data notes or docs, nor in the bot's messages. Runs against the
committed fingerprints (tests/rulebook/runs.py), so it needs no rulebook to run."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from tests.rulebook.runs import known, made_from, rulebooks, runs

ROOT = Path(__file__).resolve().parents[2]
SOURCES = sorted(
    [*ROOT.glob("engine/*/*.toml"), *ROOT.glob("bot/locales/*.toml"), *ROOT.glob("*.md"),
     *ROOT.glob("docs/*.md"), *ROOT.glob("engine/*/README.md")]
)


def strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [text for item in value.values() for text in strings(item)]
    if isinstance(value, list):
        return [text for item in value for text in strings(item)]
    return []


def texts_of(path: Path) -> list[str]:
    """A words, help or data file's every string; a Markdown file whole."""
    if path.suffix == ".toml":
        with path.open("rb") as handle:
            return strings(tomllib.load(handle))
    return [path.read_text(encoding="utf-8")]


def test_the_fingerprints_are_those_of_the_rulebooks_at_hand() -> None:
    books = rulebooks()
    assert known(), "tests/rulebook/rulebook_runs.txt is empty"
    if books:  # where ../shared/rules is at hand, the committed file must match it
        assert made_from(books) == sorted(known()), "run python -m tests.rulebook.runs"


def test_every_text_source_is_found() -> None:
    names = {path.relative_to(ROOT).as_posix() for path in SOURCES}
    assert "README.md" in names and "bot/locales/play.toml" in names
    assert {"engine/pompeii/help.toml", "engine/trepanation/words.toml"} <= names


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_no_eight_word_run_from_a_rulebook(path: Path) -> None:
    book = known()
    copied = sorted({run for text in texts_of(path)
                     for print_, run in runs(text).items() if print_ in book})
    assert not copied, copied
