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


# --- controls sent as Discord's payload ---------------------------------------------------
Payload = dict[str, Any]
ROWS = 5
ROW_WIDTH = 5  # a button takes 1 of a row's 5, a select all of it
MOST_CONTROLS = 25
PRIMARY = discord.ButtonStyle.primary.value
SECONDARY = discord.ButtonStyle.secondary.value


def button_payload(custom_id: str, label: str, style: int) -> Payload:
    """A button as ``discord.ui.Button(...).to_component_dict()`` gives it."""
    payload: Payload = {"type": 2, "style": style, "disabled": False}
    if label:
        payload["label"] = label
    payload["custom_id"] = custom_id
    return payload


def select_payload(custom_id: str, placeholder: str,
                   options: Iterable[tuple[str, str]]) -> Payload:
    """A select of (value, label) ``options``, as ``discord.ui.Select(...)`` gives it."""
    payload: Payload = {"type": 3, "custom_id": custom_id, "min_values": 1, "max_values": 1,
                        "disabled": False, "required": True}
    if placeholder:
        payload["placeholder"] = placeholder
    payload["options"] = [{"label": label, "value": value, "default": False}
                          for value, label in options]
    return payload


class Controls(discord.ui.View):
    """A message's buttons and selects kept as the payload Discord is sent, for controls
    that are all DynamicItems.

    A DynamicItem's click is routed by its custom_id (bot/core/routing.py), so the message
    needs no View listening for it. A View of items builds an object per control
    and per option, is stored per message, and an ephemeral one starts a 15-minute timeout
    task: per click, for menus nobody listens to. Controls never listen (finished from the
    start, so discord.py neither stores them nor starts a timer); ``add_item`` places
    another feature's item as a View would (its row, else the first row with room)."""

    def __init__(self) -> None:
        super().__init__(timeout=None)
        self._placed: list[tuple[int, Payload]] = []
        self._widths = [0] * ROWS

    def add(self, payload: Payload, row: int | None = None) -> Controls:
        """One control's payload (:func:`button_payload`, :func:`select_payload`) in ``row``,
        else in the first row with room; ValueError where it does not fit."""
        width = ROW_WIDTH if payload["type"] == 3 else 1
        if len(self._placed) >= MOST_CONTROLS:
            raise ValueError("maximum number of children exceeded")
        if row is None:
            row = next((r for r, used in enumerate(self._widths) if used + width <= ROW_WIDTH),
                       None)
            if row is None:
                raise ValueError("could not find open space for item")
        elif self._widths[row] + width > ROW_WIDTH:
            raise ValueError(f"item would not fit at row {row}")
        self._widths[row] += width
        self._placed.append((row, payload))
        return self

    def add_item(self, item: discord.ui.Item[Any]) -> Controls:
        if not isinstance(item, discord.ui.DynamicItem):  # its callback would never be called
            raise TypeError(f"{type(item).__name__} is not a DynamicItem")
        return self.add(item.to_component_dict(), item.row)

    def to_components(self) -> list[dict[str, Any]]:
        rows: dict[int, list[Payload]] = {}
        for row, payload in sorted(self._placed, key=lambda placed: placed[0]):
            rows.setdefault(row, []).append(payload)
        return [{"type": 1, "components": row} for row in rows.values()]

    def is_finished(self) -> bool:
        return True

    def is_dispatchable(self) -> bool:
        return False
