from __future__ import annotations

from typing import Any

import pytest

from bot.bot import TablehostBot
from tests.bot.driver import Driver


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "tablehost.db"


@pytest.fixture
async def bots(database_url):
    """Makes bots on one database (a restart is a new bot); closes their connections after."""
    made: list[TablehostBot] = []

    def make(**options: Any) -> TablehostBot:
        made.append(TablehostBot(database_url=database_url, seed_source=lambda: 7, **options))
        return made[-1]

    yield make
    for bot in made:
        if getattr(bot, "sql", None) is not None:
            await bot.sql.close()


@pytest.fixture
def simcord_bot(bots, request):
    """The test's bot; ``request.param`` (indirect parametrization) gives its options."""
    return bots(**getattr(request, "param", {}))


@pytest.fixture
def table(simcord_env: Any) -> Driver:
    """Ann and Ben in a server's "games" channel, driven through the real bot (a test file
    may define its own ``table``)."""
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    members = [guild.add_member(simcord_env.create_user(name)) for name in ("ann", "ben")]
    return Driver(simcord_env, channel, members)
