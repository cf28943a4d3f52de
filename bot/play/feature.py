"""Playing at a table: menus, moves and rounds."""

from bot.core.feature import Feature
from bot.play.buttons import PLAY_ITEMS

FEATURE = Feature("play", items=PLAY_ITEMS)
