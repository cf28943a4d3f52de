from __future__ import annotations

import pytest

from bot.bot import TablehostBot
from engine.core.registry import register

register("toy", "tests.bot.toy_game")
register("toy_open", "tests.bot.toy_open_game")


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "tablehost.db"


@pytest.fixture
def simcord_bot(db_path):
    return TablehostBot(database_path=db_path, seed_source=lambda: 7)
