"""What every feature's buttons and selects share: the id pieces and the check that one of
them really takes a click.

Every custom_id starts with ``th:`` and a letter naming its kind; each feature documents its
own grammar next to its DynamicItems (bot/play/buttons.py, bot/lobby/buttons.py, ...).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import discord

PREFIX = "th:"
# Numbers in ids and select values are ASCII digits only: Python's \d and int() also take
# other scripts' digits (a full-width "０" is 0), which no control of ours ever carries.
DIGIT = "[0-9]"
GAME = rf"(?P<game>{DIGIT}{{1,18}})"
VERSION = rf"(?P<version>{DIGIT}{{1,9}})"
# The row of paging, hand and watch buttons under a menu.
UTILITY_ROW = 4

DynamicItems = tuple[type[discord.ui.DynamicItem[Any]], ...]


def ascii_number(text: str, most_digits: int = 18, *, signed: bool = False) -> int | None:
    """``text`` as a number if it is 1 to ``most_digits`` ASCII digits (after a "-" when
    ``signed``: AI seats have negative ids), else None."""
    negative = signed and text.startswith("-")
    digits = text[1:] if negative else text
    if not (0 < len(digits) <= most_digits and digits.isascii() and digits.isdigit()):
        return None
    return -int(digits) if negative else int(digits)


def is_handled(custom_id: str, message: discord.Message | None,
               items: Iterable[type[discord.ui.DynamicItem[Any]]]) -> bool:
    """True when one of ``items`` will take this click: the id matches a template and really
    is on the message (discord.py silently drops it otherwise)."""
    if message is None:
        return False
    if not any(item.__discord_ui_compiled_template__.fullmatch(custom_id) for item in items):
        return False
    return any(
        getattr(component, "custom_id", None) == custom_id
        for row in message.components
        for component in getattr(row, "children", [row])
    )
