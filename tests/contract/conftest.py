"""Every registered game, the toy games of tests/conftest.py included, gets the whole suite.

A test that takes a ``table`` argument runs once per game and player count; one that takes
``game_key`` runs once per game.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.core.search import set_limits
from tests.contract.sampling import all_tables


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "table" in metafunc.fixturenames:
        params = [pytest.param(table, id=table.id)
                  for table in all_tables()]
        metafunc.parametrize("table", params)
    elif "game_key" in metafunc.fixturenames:
        keys = sorted({table.key for table in all_tables()})
        params = [pytest.param(key, id=key) for key in keys]
        metafunc.parametrize("game_key", params)


@pytest.fixture(autouse=True, scope="session")
def _short_searches() -> Iterator[None]:
    """The searching AI plays every contract check, with a budget of a few short playouts
    (its full budget is measured by bench/search_bench.py)."""
    set_limits(scale=0.01, horizon=12)
    yield
    set_limits()
