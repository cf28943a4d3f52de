"""The toy games of the tests, registered once for every test folder.

They live outside engine/ (they are not offered to players), so the registry learns of them
here; the contract suite then holds them to the same promises as the real games.
"""

from __future__ import annotations

from engine.core.registry import register
from tests.database import backend, both_backends, database_url, postgres_server
from tests.locales import speaks

TOY_GAMES = {
    "toy": ("tests.bot.toy_game", None),
    "toy_open": ("tests.bot.toy_open_game", None),
    "toy_pass": ("tests.bot.test_deadlines", None),
    "toy_sealed": ("tests.bot.toy_sealed_game", None),
    "toy_team": ("tests.bot.toy_team_game", None),
    "toy_market": ("tests.bot.toy_market_game", None),
    "toy_pics": ("tests.bot.toy_pictured_game", "tests.bot.toy_pictures"),
}

for key, (module, pictures) in TOY_GAMES.items():
    register(key, module, pictures)

__all__ = ["backend", "database_url", "postgres_server", "speaks"]


def pytest_configure(config) -> None:
    config.addinivalue_line(
        "markers", "both_backends: run the test once on SQLite and once on PostgreSQL")


def pytest_generate_tests(metafunc) -> None:
    both_backends(metafunc)
