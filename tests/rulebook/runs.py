"""Fingerprints of the rulebooks' eight-word runs, so the guard against copied sentences runs
wherever the tests run, CI included, without the rulebook texts in the repository.

Each line of ``rulebook_runs.txt`` is the first 12 hex digits of the BLAKE2b hash of one run
of eight words (lowercased, punctuation dropped) that occurs in a rulebook of
``../shared/rules``. The hashes say which runs exist, never what they say.
Remake the file after a rulebook changes: ``python -m tests.rulebook.runs``.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable
from pathlib import Path

RUN = 8  # words in a row that count as copied
HERE = Path(__file__).parent
FINGERPRINTS = HERE / "rulebook_runs.txt"
# ../shared beside the checkout, or one level higher for a worktree
RULES_DIRS = [parent / "shared" / "rules" for parent in HERE.resolve().parents[2:4]]


def words(text: str) -> list[str]:
    """Lowercased words with punctuation and markdown stripped (digits kept)."""
    return re.findall(r"[^\W_]+", text.lower())


def fingerprint(run: Iterable[str]) -> str:
    return hashlib.blake2b(" ".join(run).encode(), digest_size=6).hexdigest()


def runs(text: str, n: int = RUN) -> dict[str, str]:
    """Every run of ``n`` words in ``text``: fingerprint -> the run in words."""
    found = words(text)
    return {fingerprint(found[i:i + n]): " ".join(found[i:i + n])
            for i in range(len(found) - n + 1)}


def rulebooks() -> list[Path]:
    """The rulebook texts, where ``../shared/rules`` is at hand; else none."""
    for folder in RULES_DIRS:
        if folder.is_dir():
            return sorted(path for path in folder.iterdir() if path.is_file())
    return []


def made_from(books: list[Path]) -> list[str]:
    found: set[str] = set()
    for path in books:
        found |= set(runs(path.read_text(encoding="utf-8")))
    return sorted(found)


def known() -> frozenset[str]:
    return frozenset(line for line in FINGERPRINTS.read_text().split() if line)


if __name__ == "__main__":
    books = rulebooks()
    if not books:
        raise SystemExit("no rulebooks found in ../shared/rules")
    FINGERPRINTS.write_text("\n".join(made_from(books)) + "\n")
    print(f"{FINGERPRINTS}: runs of {len(books)} rulebooks")
