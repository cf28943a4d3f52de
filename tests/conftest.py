"""The toy games of the tests, registered once for every test folder.

They live outside engine/ (they are not offered to players), so the registry learns of them
here; the contract suite then holds them to the same promises as the real games.
"""

from __future__ import annotations

from engine.core.registry import register
from tests.database import backend, both_backends, database_url, postgres_server
from tests.locales import german, speaks

TOY_GAMES = {
    "toy": ("tests.toys.race", None),
    "toy_open": ("tests.toys.open", None),
    "toy_pass": ("tests.toys.passing", None),
    "toy_sealed": ("tests.toys.sealed", None),
    "toy_team": ("tests.toys.team", None),
    "toy_market": ("tests.toys.market", None),
    "toy_pics": ("tests.toys.pictured", "tests.toys.pictures"),
}

for key, (module, pictures) in TOY_GAMES.items():
    register(key, module, pictures)

__all__ = ["backend", "database_url", "german", "postgres_server", "speaks"]


def pytest_configure(config) -> None:
    config.addinivalue_line(
        "markers", "both_backends: run the test once on SQLite and once on PostgreSQL")


def pytest_generate_tests(metafunc) -> None:
    both_backends(metafunc)
