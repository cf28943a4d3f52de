"""Every registered game, the bot tests' toy games included, gets the whole contract suite.

A test that takes a ``table`` argument runs once per game and player count; one that takes
``game_key`` runs once per game.
"""

from __future__ import annotations

import pytest

from engine.core.registry import register

# The bot tests' toy games are games too (registered here as well, so the set of games does
# not depend on which test folders run first): the menus and AIs the bot tests rely on must keep
# the same promises as the real games.
register("toy", "tests.bot.toy_game")
register("toy_open", "tests.bot.toy_open_game")
register("toy_pass", "tests.bot.test_deadlines")  # also registered there, by that module

from tests.contract.sampling import all_tables, known_gap  # noqa: E402  (after registering)


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    check = metafunc.function.__name__
    if "table" in metafunc.fixturenames:
        params = [pytest.param(table, id=table.id, marks=known_gap(table.key, check))
                  for table in all_tables()]
        metafunc.parametrize("table", params)
    elif "game_key" in metafunc.fixturenames:
        keys = sorted({table.key for table in all_tables()})
        params = [pytest.param(key, id=key, marks=known_gap(key, check)) for key in keys]
        metafunc.parametrize("game_key", params)
