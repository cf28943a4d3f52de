"""Where things go: boxes computed from the numbers in ``layout``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from render.trepanation import layout as L

Box = L.Box


def column(index: int) -> tuple[int, int]:
    """Left and right edge of time column ``index`` on the action board."""
    left = L.BOARD[0] + L.LABEL_W
    width = (L.BOARD[2] - left) / len(L.TIMES)
    return round(left + index * width), round(left + (index + 1) * width)


def row(index: int) -> tuple[int, int]:
    """Top and bottom of board row ``index``; rows past DAY_ROWS are travelling cards."""
    top = L.BOARD[1] + L.TIME_HEADER_H + L.ROW_GAP + index * (L.ROW_H + L.ROW_GAP)
    if index >= L.DAY_ROWS:
        top += L.TRAVEL_SEPARATOR
    return top, top + L.ROW_H


def cell(row_index: int, time_index: int) -> Box:
    left, right = column(time_index)
    top, bottom = row(row_index)
    gap = L.ROW_GAP // 2
    return left + gap, top, right - gap, bottom


def label(row_index: int) -> Box:
    top, bottom = row(row_index)
    return L.BOARD[0], top, L.BOARD[0] + L.LABEL_W - L.ROW_GAP, bottom


@dataclass(frozen=True)
class SlotSpot:
    box: Box
    location: dict[str, Any]
    slot: dict[str, Any]
    night: bool
    travelling: bool


def board_rows(view: dict[str, Any]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The board's day locations (one row each) and night locations (night columns)."""
    day = [loc for loc in view["locations"] if loc["kind"] not in ("night", "travelling")]
    night = [loc for loc in view["locations"] if loc["kind"] == "night"]
    return day, night


def travelling_rows(view: dict[str, Any]) -> list[dict[str, Any]]:
    cards = {loc.get("position"): loc for loc in view["locations"] if loc["kind"] == "travelling"}
    return [cards[p] for p in ("left", "right") if p in cards]


def spots(view: dict[str, Any], travelling: bool) -> list[SlotSpot]:
    """Every slot of the board (or of the two travelling cards) with its box."""
    found: list[SlotSpot] = []
    if travelling:
        placed = [(L.DAY_ROWS + i, loc) for i, loc in enumerate(travelling_rows(view))]
    else:
        day, night = board_rows(view)
        placed = [(i, loc) for i, loc in enumerate(day[: L.DAY_ROWS])]
        placed += [(i, loc) for i, loc in enumerate(night[: L.DAY_ROWS])]
    for row_index, location in placed:
        for slot in location["slots"]:
            if slot["time"] not in L.TIMES:
                continue  # a time the layout has no column for
            time_index = L.TIMES.index(slot["time"])
            found.append(
                SlotSpot(
                    box=cell(row_index, time_index),
                    location=location,
                    slot=slot,
                    night=location["kind"] == "night",
                    travelling=travelling,
                )
            )
    return found


def card(index: int) -> Box:
    left, top, right, bottom = L.SHOW_ROW
    top += L.SECTION_TITLE_H
    width = (right - left - (L.CARD_SLOTS - 1) * L.CARD_GAP) / L.CARD_SLOTS
    x = left + index * (width + L.CARD_GAP)
    return round(x), top, round(x + width), bottom


def press_cell(track_index: int, step: int, steps: int) -> Box:
    left, top, right, _ = L.PRESS
    left += L.PRESS_LABEL_W
    top += L.SECTION_TITLE_H + track_index * (L.PRESS_TRACK_H + L.PRESS_TRACK_GAP)
    width = (right - left) / steps
    return (
        round(left + step * width) + 2,
        top,
        round(left + (step + 1) * width) - 2,
        (top + L.PRESS_TRACK_H),
    )


def panel(index: int, count: int) -> Box:
    left, top, right, bottom = L.PLAYERS
    width = (right - left - (count - 1) * L.PANEL_GAP) / count
    x = left + index * (width + L.PANEL_GAP)
    return round(x), top, round(x + width), bottom
