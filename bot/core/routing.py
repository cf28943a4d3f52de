"""Clicks on the features' controls, routed by custom_id to the DynamicItem whose template
it matches.

discord.py routes a DynamicItem's click itself (``add_dynamic_items``), but first it builds
a View of the clicked message: an item object for every button, select and option on it,
per click, only to find the one clicked (about a twentieth of the bot's CPU per move in
Ladies & Gentlemen, whose menus are full). The click's own data names the control, so the
router builds only that one, from the id alone, and calls the item's callback as discord.py
would. A click whose id matches no template, or is not on the message it came from (forged:
Discord only sends ids it was given), is refused by the caller.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable
from typing import Any

import discord

log = logging.getLogger(__name__)

Item = type[discord.ui.DynamicItem[Any]]
BUTTON = discord.ComponentType.button.value
SELECT = discord.ComponentType.select.value


def chosen_values(interaction: discord.Interaction[Any]) -> list[str]:
    """The options a select's click chose (none for a button)."""
    data: dict[str, Any] = dict(interaction.data or {})
    return [str(value) for value in data.get("values", [])]


class Router:
    def __init__(self, items: Iterable[Item]) -> None:
        self.items = list(items)

    def find(self, custom_id: str,
             message: discord.Message | None) -> tuple[Item, re.Match[str]] | None:
        """The item taking ``custom_id`` and the template's match, if the id really is on
        the clicked ``message``."""
        if message is None:
            return None
        for item in self.items:
            match = item.__discord_ui_compiled_template__.fullmatch(custom_id)
            if match is not None:
                break
        else:
            return None
        on_message = any(getattr(component, "custom_id", None) == custom_id
                         for row in message.components
                         for component in getattr(row, "children", [row]))
        return (item, match) if on_message else None

    async def route(self, interaction: discord.Interaction[Any]) -> bool:
        """Run the click's item; False when no item takes it."""
        data: dict[str, Any] = dict(interaction.data or {})
        custom_id = str(data.get("custom_id", ""))
        found = self.find(custom_id, interaction.message)
        if found is None:
            return False
        kind, match = found
        clicked: discord.ui.Item[Any] = (
            discord.ui.Select(custom_id=custom_id) if data.get("component_type") == SELECT
            else discord.ui.Button(custom_id=custom_id))
        try:
            item = await kind.from_custom_id(interaction, clicked, match)
            if await item.interaction_check(interaction):
                await item.callback(interaction)
        except Exception:  # (the callbacks answer their own refusals: this is a bug)
            log.exception("click on %r failed", custom_id[:100])
        return True
