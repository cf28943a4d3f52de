"""Where things go: boxes computed from the numbers in ``layout``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from render.trepanation import layout as L

Box = L.Box


def _columns(count: int, index: int) -> tuple[int, int]:
    left = L.BOARD[0] + L.LABEL_W
    width = (L.BOARD[2] - left) / count
    return round(left + index * width), round(left + (index + 1) * width)


def column(time: str) -> tuple[int, int]:
    """Left and right edge of the column of hour ``time`` (day and night grids differ)."""
    if time in L.DAY_TIMES:
        return _columns(len(L.DAY_TIMES), L.DAY_TIMES.index(time))
    return _columns(len(L.NIGHT_TIMES), L.NIGHT_TIMES.index(time))


def grid_top(night: bool) -> int:
    """The top of the day grid's (or night grid's) row of hours."""
    return L.NIGHT_TOP if night else L.DAY_TOP


def row(index: int, top: int) -> tuple[int, int]:
    """Top and bottom of row ``index`` of the grid whose hour row starts at ``top``."""
    first = top + L.TIME_HEADER_H + L.ROW_GAP + index * (L.ROW_H + L.ROW_GAP)
    return first, first + L.ROW_H


def _cell(left: int, right: int, top: int, bottom: int) -> Box:
    gap = L.ROW_GAP // 2
    return left + gap, top, right - gap, bottom


def label(index: int, top: int) -> Box:
    """The label in front of row ``index`` of a grid (or of the travelling cards)."""
    first, last = row(index, top)
    return L.BOARD[0], first, L.BOARD[0] + L.LABEL_W - L.ROW_GAP, last


def travel_top() -> int:
    """The travelling cards' rows have no row of hours: each slot says its own."""
    return L.TRAVEL_TOP - L.TIME_HEADER_H - L.ROW_GAP


@dataclass(frozen=True)
class SlotSpot:
    box: Box
    location: dict[str, Any]
    slot: dict[str, Any]
    night: bool
    travelling: bool


def board_rows(view: dict[str, Any]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The board's day locations (one row each) and night locations (night grid)."""
    day = [loc for loc in view["locations"] if loc["kind"] not in ("night", "travelling")]
    night = [loc for loc in view["locations"] if loc["kind"] == "night"]
    return day, night


def night_rows(night: list[dict[str, Any]]) -> list[int]:
    """The row of each night location: the first whose hours it does not meet."""
    taken: list[set[str]] = []
    rows: list[int] = []
    for location in night:
        hours = {slot["time"] for slot in location["slots"]}
        index = next((i for i, used in enumerate(taken) if not used & hours), len(taken))
        if index == len(taken):
            taken.append(set())
        taken[index] |= hours
        rows.append(index)
    return rows


def travelling_rows(view: dict[str, Any]) -> list[dict[str, Any]]:
    cards = {loc.get("position"): loc for loc in view["locations"] if loc["kind"] == "travelling"}
    return [cards[p] for p in ("left", "right") if p in cards]


def spots(view: dict[str, Any], travelling: bool) -> list[SlotSpot]:
    """Every slot of the board (or of the two travelling cards) with its box."""
    found: list[SlotSpot] = []
    if travelling:
        for index, card in enumerate(travelling_rows(view)):
            top, bottom = row(index, travel_top())
            for n, slot in enumerate(card["slots"][: L.TRAVEL_SLOTS]):
                left, right = _columns(L.TRAVEL_SLOTS, n)
                found.append(SlotSpot(_cell(left, right, top, bottom), card, slot, False, True))
        return found
    day, night = board_rows(view)
    placed = [(i, loc, False) for i, loc in enumerate(day[: L.DAY_ROWS])]
    placed += [(r, loc, True) for r, loc in zip(night_rows(night), night, strict=True)
               if r < L.NIGHT_ROWS]
    for row_index, location, is_night in placed:
        top, bottom = row(row_index, grid_top(is_night))
        for slot in location["slots"]:
            hours = L.NIGHT_TIMES if is_night else L.DAY_TIMES
            if slot["time"] not in hours:
                continue  # a time the layout has no column for
            left, right = column(slot["time"])
            found.append(SlotSpot(_cell(left, right, top, bottom), location, slot, is_night,
                                  False))
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
    top += L.SECTION_TITLE_H + L.PRESS_LEGEND_H
    top += track_index * (L.PRESS_TRACK_H + L.PRESS_TRACK_GAP)
    width = (right - left) / steps
    return (
        round(left + step * width) + 2,
        top,
        round(left + (step + 1) * width) - 2,
        (top + L.PRESS_TRACK_H),
    )


def panel(index: int, count: int) -> Box:
    """Player ``index``'s panel: one a row, under the publication table."""
    top = L.PLAYERS_TOP + index * (L.PANEL_H + L.PANEL_GAP)
    return L.MARGIN, top, L.WIDTH - L.MARGIN, top + L.PANEL_H


def legend(count: int) -> Box:
    """The short forms and highlight colours, under the last panel."""
    top = panel(count - 1, count)[3] + 2 * L.GAP
    return L.MARGIN, top, L.WIDTH - L.MARGIN, top + L.LEGEND_LINES * L.LEGEND_LINE_H


def height(count: int) -> int:
    """The board's height with ``count`` players."""
    return legend(count)[3] + L.GAP
