"""Playing at a table: menus, moves and rounds; results recorded when a game ends; the
versions a failed post or a crash left out, posted before the next one."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.core.feature import Feature
from bot.play.buttons import PLAY_ITEMS
from bot.play.events import GameEnded
from bot.play.results import record_results

if TYPE_CHECKING:
    from bot.bot import TablehostBot


def _setup(bot: TablehostBot) -> None:
    async def record(event: GameEnded) -> None:
        await record_results(bot.store, event.row, event.final)

    bot.tables.bus.subscribe(GameEnded, record)
    bot.tables.announcer.gap = bot.catch_up


FEATURE = Feature("play", items=PLAY_ITEMS, setup=_setup)
