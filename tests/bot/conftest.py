from __future__ import annotations

import pytest

from bot.bot import TablehostBot


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "tablehost.db"


@pytest.fixture
async def bots(db_path):
    """Makes bots on one database (a restart is a new bot); closes their connections after."""
    made: list[TablehostBot] = []

    def make() -> TablehostBot:
        made.append(TablehostBot(database_path=db_path, seed_source=lambda: 7))
        return made[-1]

    yield make
    for bot in made:
        if getattr(bot, "db", None) is not None:
            await bot.db.close()


@pytest.fixture
def simcord_bot(bots):
    return bots()
