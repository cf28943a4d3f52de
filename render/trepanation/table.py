"""The header (day, phase, turn order), the info strip (day track, suitcase, decks,
specialization tokens), the show row and the publication table."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from render.common.shapes import mix, stamp, star, text_on
from render.common.text import fit, line_height, paint, width, wrap
from render.trepanation import geometry
from render.trepanation import layout as L
from render.trepanation.changes import Changes
from render.trepanation.palette import Seats
from render.trepanation.turn import seat_to_act
from render.trepanation.widgets import badge, resource_square

View = dict[str, Any]
PHASE_WORDS = {"update": "Update", "scheduling": "Scheduling", "action": "Actions", "over": ""}
TYPE_SHORT = {
    "pharmacology": "Pharm",
    "psychology": "Psych",
    "traumatology": "Trauma",
    "surgery": "Surgery",
}
TYPE_TINY = {"pharmacology": "Pha", "psychology": "Psy", "traumatology": "Tra", "surgery": "Sur"}
PRESS_LEGEND = "Costs: S shill, B bribe, M medicine, E equipment"


def phase_text(view: View) -> str:
    if view["phase"] == "over":
        return "Game over"
    text = f"Day {view['day']} of {view['days']} · {PHASE_WORDS.get(view['phase'], view['phase'])}"
    if view["phase"] == "action" and view.get("time"):
        text += f" at {view['time']}"
    return text


# --- header --------------------------------------------------------------------------------


def draw_header_static(image: Image.Image) -> None:
    draw = ImageDraw.Draw(image)
    draw.rectangle(L.HEADER, fill=L.HEADER_BG)
    mid = (L.HEADER[1] + L.HEADER[3]) / 2
    paint(image, (L.HEADER_PAD, mid), "TREPANATION", L.TITLE, L.HEADER_INK, True, "lm")


def draw_header(image: Image.Image, view: View, seats: Seats, changes: Changes) -> None:
    draw = ImageDraw.Draw(image)
    mid = (L.HEADER[1] + L.HEADER[3]) / 2
    x = L.HEADER_PAD + width("TREPANATION", L.TITLE, True) + L.HEADER_SPACE
    paint(image, (x, mid), phase_text(view), L.HEADING, L.HEADER_INK, True, "lm")
    x += width(phase_text(view), L.HEADING, True) + L.HEADER_SPACE
    acting = seat_to_act(view)
    order: list[int] = view["order"]
    # The turn order runs right-aligned; every name gets the same room.
    room = min(L.ORDER_ROOM, (L.HEADER[2] - L.HEADER_PAD - x - L.ORDER_LABEL_W) // len(order))
    label = "Turn order" if not changes.order else "Turn order (new)"
    right = L.HEADER[2] - L.HEADER_PAD
    start = right - len(order) * room
    paint(image, (start - L.ORDER_NAME_GAP, mid), label, L.BODY, L.HEADER_MUTED, False, "rm")
    for place, seat in enumerate(order):
        cell_left = start + place * room
        if seat == acting:
            draw.rounded_rectangle(
                (
                    cell_left - 2,
                    mid - L.ORDER_HIGHLIGHT_H / 2,
                    cell_left + room - 6,
                    mid + L.ORDER_HIGHLIGHT_H / 2,
                ),
                radius=8,
                fill=L.NOW_BG,
            )
        stamp(image, seats.token(seat, L.ORDER_TOKEN_R), (cell_left + 4 + L.ORDER_TOKEN_R, mid))
        ink = L.INK if seat == acting else L.HEADER_INK
        name_left = cell_left + 2 * L.ORDER_TOKEN_R + L.ORDER_NAME_GAP
        name_room = room - 2 * L.ORDER_TOKEN_R - L.ORDER_NAME_GAP - L.ORDER_NAME_END
        name = fit(seats.names[seat], L.BODY, name_room, bold=place == 0)
        paint(image, (name_left, mid - L.ORDER_LINE_OFFSET), name, L.BODY, ink, place == 0, "lm")
        place_text = "1st player" if place == 0 else f"{place + 1}."
        if seat == acting:
            place_text = "to place" if view["phase"] == "scheduling" else "to act"
        paint(
            image,
            (name_left, mid + L.ORDER_LINE_OFFSET + 2),
            place_text,
            L.SMALL,
            ink if ink == L.INK else L.HEADER_MUTED,
            False,
            "lm",
        )


# --- info strip ---------------------------------------------------------------------------


def draw_info_static(image: Image.Image, view: View) -> None:
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle(L.INFO, radius=8, fill=L.PANEL_BG, outline=L.PANEL_EDGE)


def draw_info(image: Image.Image, view: View, changes: Changes) -> None:
    draw = ImageDraw.Draw(image)
    left, top, right, bottom = L.INFO
    mid = (top + bottom) / 2
    x = left + L.INFO_PAD
    x += paint(image, (x, mid), "Days", L.LABEL, L.INK, True, "lm") + L.INFO_LABEL_GAP
    for entry in view["day_track"]:
        box = (x, top + 6, x + L.DAY_BOX_W, bottom - 6)
        current = entry["day"] == view["day"] and view["phase"] != "over"
        fill = L.NOW_BG if current else (L.PAST_SHADE if entry["moved"] else L.SLOT_BG)
        outline = L.CHANGE if current and changes.day else L.SLOT_EDGE
        draw.rounded_rectangle(
            box, radius=6, fill=fill, outline=outline, width=3 if current and changes.day else 1
        )
        paint(image, (x + 6, mid), str(entry["day"]), L.HEADING, L.INK, True, "lm")
        for resource, count in entry["token"].items():
            letter = f"{count}{L.RESOURCE_LETTERS.get(resource, '?')}"
            if entry["moved"]:  # its token went into the suitcase: show where it was, struck
                draw.line(
                    (x + L.DAY_TOKEN_X, mid + 9, x + L.DAY_BOX_W - 8, mid - 9),
                    fill=L.FAINT,
                    width=2,
                )
                paint(image, (x + L.DAY_TOKEN_X, mid), letter, L.SMALL, L.FAINT, True, "lm")
            else:
                resource_square(image, draw, (x + L.DAY_TOKEN_X, mid), resource, letter)
        x += L.DAY_BOX_W + L.DAY_BOX_GAP
    x += L.INFO_SECTION_GAP
    x += paint(image, (x, mid), "Suitcase", L.LABEL, L.INK, True, "lm") + L.INFO_LABEL_GAP
    items = [(r, f"{n}{L.RESOURCE_LETTERS.get(r, '?')}") for r, n in view["suitcase"].items() if n]
    if changes.suitcase:
        span = sum(max(L.COST_SQUARE, width(t, L.SMALL, True) + 6) + 6 for _, t in items)
        draw.rounded_rectangle(
            (x - 5, top + 8, x + max(L.SUITCASE_MIN_W, span), bottom - 8),
            radius=6,
            fill=L.CHANGE_TINT,
        )
    if not items:
        x += paint(image, (x, mid), "empty", L.BODY, L.MUTED, False, "lm") + 6
    for resource, text in items:
        x += resource_square(image, draw, (x, mid), resource, text) + 6
    x += L.INFO_SECTION_GAP
    decks = (
        f"Show deck {view['show_deck']} · discard {view['show_discard']}"
        f" · travelling deck {view['travel_deck']}"
    )
    x += paint(image, (x, mid), decks, L.BODY, L.MUTED, False, "lm") + L.INFO_SECTION_GAP
    x += paint(image, (x, mid), "Specialist tokens", L.LABEL, L.INK, True, "lm") + L.INFO_LABEL_GAP
    for kind, count in view["specialization_pool"].items():
        fill = L.TYPE_COLOURS.get(kind, L.MUTED)
        text = f"{TYPE_SHORT.get(kind, kind)} {count}"
        w = width(text, L.SMALL, True) + 2 * L.CHIP_PAD
        half = L.CHIP_H / 2
        if kind in changes.spec_pool:
            draw.rounded_rectangle(
                (x - 3, mid - half - 4, x + w + 3, mid + half + 4), radius=7, fill=L.CHANGE
            )
        if count == 0:
            fill = mix(fill, L.PANEL_BG, 0.6)
        draw.rounded_rectangle((x, mid - half, x + w, mid + half), radius=5, fill=fill)
        paint(image, (x + w / 2, mid), text, L.SMALL, text_on(fill), True, "mm")
        x += w + 6
    if x > right:  # pragma: no cover - a layout mistake, caught in review of the picture
        raise ValueError("info strip overflows")


# --- show row -----------------------------------------------------------------------------


def draw_show_row_static(image: Image.Image) -> None:
    left, top, _, _ = L.SHOW_ROW
    x = left + paint(image, (left, top + 2), "Show row", L.HEADING, L.INK, True)
    paint(
        image,
        (x + L.INFO_PAD, top + 5),
        "the rightmost card leaves at the start of each day",
        L.SMALL,
        L.MUTED,
    )


def draw_show_row(image: Image.Image, view: View, changes: Changes) -> None:
    draw = ImageDraw.Draw(image)
    for index, card in enumerate(view["show_row"][: L.CARD_SLOTS]):
        box = geometry.card(index)
        if card is None:
            draw.rounded_rectangle(box, radius=L.CARD_RADIUS, outline=L.FAINT, width=2)
            paint(
                image,
                ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2),
                "empty",
                L.BODY,
                L.FAINT,
                False,
                "mm",
            )
            continue
        _show_card(image, draw, box, card, card["key"] in changes.show_cards)


def _show_card(
    image: Image.Image, draw: ImageDraw.ImageDraw, box: L.Box, card: dict[str, Any], new: bool
) -> None:
    left, top, right, bottom = box
    if new:
        draw.rounded_rectangle(
            (left - 3, top - 3, right + 3, bottom + 3), radius=L.CARD_RADIUS + 2, fill=L.CHANGE
        )
    draw.rounded_rectangle(box, radius=L.CARD_RADIUS, fill=L.PANEL_BG, outline=L.PANEL_EDGE)
    kind = card["type"]
    fill = L.TYPE_COLOURS.get(kind, L.MUTED)
    draw.rounded_rectangle((left, top, right, top + L.CARD_TYPE_H), radius=L.CARD_RADIUS, fill=fill)
    draw.rectangle(
        (left, top + L.CARD_TYPE_H - L.CARD_RADIUS, right, top + L.CARD_TYPE_H), fill=fill
    )
    paint(
        image,
        ((left + right) / 2, top + L.CARD_TYPE_H / 2),
        kind.capitalize(),
        L.SMALL,
        text_on(fill),
        True,
        "mm",
    )
    y = top + L.CARD_TYPE_H + 6
    step = line_height(L.BODY) - 1
    for line in wrap(card["name"], L.BODY, right - left - 2 * L.CARD_PAD, L.CARD_NAME_LINES, True):
        paint(image, (left + 6, y), line, L.BODY, L.INK, True)
        y += step
    y = top + L.CARD_TYPE_H + 6 + L.CARD_NAME_LINES * step + 4
    fame_y = y + L.CARD_FAME_H / 2
    stamp(image, star(L.CARD_STAR_R, L.STAR), (left + L.CARD_PAD + L.CARD_STAR_R, fame_y))
    fame_x = left + L.CARD_PAD + 2 * L.CARD_STAR_R + 6
    fame_w = paint(image, (fame_x, fame_y), str(card["fame"]), L.BIG_NUMBER, L.INK, True, "lm")
    paint(image, (fame_x + fame_w + 4, fame_y + 3), "fame", L.SMALL, L.MUTED, False, "lm")
    y += L.CARD_FAME_H + 10
    for resource, count in card["cost"].items():
        resource_square(image, draw, (left + 6, y), resource, str(count))
        paint(image, (left + 6 + L.COST_SQUARE + 6, y), resource, L.SMALL, L.INK, False, "lm")
        y += L.COST_LINE_H
    if new:
        badge(image, draw, (right - 5, bottom - line_height(L.SMALL) - 5), "NEW")


# --- publication table --------------------------------------------------------------------


def _cost_text(cost: dict[str, int]) -> str:
    if not cost:
        return "free"
    return "+".join(
        f"{n if n > 1 else ''}{L.PRESS_COST_LETTERS.get(r, r[:1].upper())}" for r, n in cost.items()
    )


def draw_press_static(image: Image.Image, view: View) -> None:
    draw = ImageDraw.Draw(image)
    left, top, right, bottom = L.PRESS
    paint(image, (left, top + 2), "Publication table", L.HEADING, L.INK, True)
    paint(image, (right, top + 5), PRESS_LEGEND, L.SMALL, L.MUTED, False, "rt")
    for index, track in enumerate(view["press_tracks"].values()):
        steps = len(track["fame"])
        first = geometry.press_cell(index, 0, steps)
        lines = wrap(track["name"], L.LABEL, L.PRESS_LABEL_W - 8, 2, True)
        step = line_height(L.LABEL)
        y = (first[1] + first[3]) / 2 - step * len(lines) / 2
        for line in lines:
            paint(image, (left, y), line, L.LABEL, L.INK, True)
            y += step
        for position, fame in enumerate(track["fame"]):
            box = geometry.press_cell(index, position, steps)
            draw.rounded_rectangle(box, radius=6, fill=L.SLOT_BG, outline=L.SLOT_EDGE)
            fame_y = box[1] + L.PRESS_FAME_Y
            stamp(image, star(L.PRESS_STAR_R, L.STAR), (box[0] + 11, fame_y))
            paint(image, (box[0] + 21, fame_y), str(fame), L.LABEL, L.INK, True, "lm")
            cost = track["costs"][position - 1] if position > 0 else None
            text = "start" if cost is None else _cost_text(cost)
            paint(image, (box[0] + 5, box[1] + L.PRESS_COST_Y), text, L.SMALL, L.MUTED, False, "lm")
            if position in track["coin_on"]:
                resource_square(
                    image, draw, (box[2] - 4 - L.PRESS_MARK, fame_y), "coin", "C", L.PRESS_MARK
                )
            if position in track["specialization_on"]:
                draw.rounded_rectangle(
                    (
                        box[2] - 4 - L.PRESS_MARK,
                        fame_y - L.PRESS_MARK / 2,
                        box[2] - 4,
                        fame_y + L.PRESS_MARK / 2,
                    ),
                    radius=4,
                    fill=L.HEADER_BG,
                )
                mark_x = box[2] - 4 - L.PRESS_MARK / 2
                paint(image, (mark_x, fame_y), "T", L.SMALL, L.HEADER_INK, True, "mm")
    legend_y = bottom - 2
    paint(
        image,
        (left, legend_y),
        "C: +1 coin on reaching it · T: take a specialist token",
        L.SMALL,
        L.MUTED,
        False,
        "lb",
    )


def draw_press(image: Image.Image, view: View, seats: Seats, changes: Changes) -> None:
    draw = ImageDraw.Draw(image)
    r = L.PRESS_TOKEN_R
    for index, (key, track) in enumerate(view["press_tracks"].items()):
        steps = len(track["fame"])
        by_step: dict[int, list[int]] = {}
        for player in view["players"]:
            by_step.setdefault(int(player["press"].get(key, 0)), []).append(player["seat"])
        for position, present in by_step.items():
            box = geometry.press_cell(index, min(position, steps - 1), steps)
            per_row = L.PRESS_TOKENS_PER_ROW
            span = box[2] - box[0]
            for n, seat in enumerate(present):
                col, line = n % per_row, n // per_row
                cx = box[0] + span * (col + 0.5) / per_row
                cy = box[1] + L.PRESS_TOKENS_Y + line * (2 * r + 2)
                if changes.delta(seat, f"press.{key}"):
                    draw.ellipse((cx - r - 4, cy - r - 4, cx + r + 4, cy + r + 4), fill=L.CHANGE)
                stamp(image, seats.token(seat, r), (cx, cy))
