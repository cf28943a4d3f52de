"""The header (day, phase, turn order), the info strip (day track, suitcase, decks,
specialization tokens) and the show row (the publication table and the legend:
render/trepanation/press.py)."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from render.common.shapes import mix, stamp, star, text_on
from render.common.text import fit_name, line_height, paint, width
from render.trepanation import geometry
from render.trepanation import layout as L
from render.trepanation.changes import Changes
from render.trepanation.palette import Seats
from render.trepanation.turn import seat_to_act
from render.trepanation.widgets import badge, resource_square, snug
from render.trepanation.words import (
    letter,
    phase_text,
    pic,
    resource_word,
    type_name,
    type_short,
)

View = dict[str, Any]
# The info strip tries these in turn until it fits: full words first, then shorter ones.
INFO_STYLES = (
    ("decks", "spec_pool", False),
    ("decks_short", "spec_pool", False),
    ("decks_short", "spec_pool_short", True),
    ("decks_tiny", "spec_pool_short", True),
)


# --- header --------------------------------------------------------------------------------


def draw_header_static(image: Image.Image) -> None:
    draw = ImageDraw.Draw(image)
    draw.rectangle(L.HEADER, fill=L.HEADER_BG)
    mid = L.HEADER[1] + L.HEADER_ROW / 2
    paint(image, (L.HEADER_PAD, mid), L.GAME_TITLE, L.TITLE, L.HEADER_INK, True, "lm")


def draw_header(
    image: Image.Image, view: View, seats: Seats, changes: Changes, lang: str
) -> None:
    draw = ImageDraw.Draw(image)
    mid = L.HEADER[1] + L.HEADER_ROW / 2
    x = L.HEADER_PAD + width(L.GAME_TITLE, L.TITLE, True) + L.HEADER_SPACE
    size, (phase,) = snug(phase_text(view, lang), L.HEADING,
                          L.HEADER[2] - L.HEADER_PAD - x, 1, True)
    paint(image, (x, mid), phase, size, L.HEADER_INK, True, "lm")
    # The turn order fills the second row; every name gets the same room.
    mid = L.HEADER[1] + 1.5 * L.HEADER_ROW
    acting = seat_to_act(view)
    order: list[int] = view["order"]
    label = pic("turn_order_new" if changes.order else "turn_order", lang)
    size, lines = snug(label, L.BODY, L.LABEL_W - L.HEADER_PAD, 2)
    for n, line in enumerate(lines):
        paint(image, (L.HEADER_PAD, mid + (n - (len(lines) - 1) / 2) * line_height(size)),
              line, size, L.HEADER_INK, False, "lm")
    start = L.LABEL_W
    room = min(L.ORDER_ROOM, (L.HEADER[2] - L.HEADER_PAD - start) // len(order))
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
        name = fit_name(seats.names[seat], L.LABEL, name_room, bold=True)
        paint(image, (name_left, mid - L.ORDER_LINE_OFFSET), name, L.LABEL, ink, True, "lm")
        place_text = pic("first_player", lang) if place == 0 else pic("nth", lang, n=place + 1)
        if seat == acting:
            place_text = pic("to_place" if view["phase"] == "scheduling" else "to_act", lang)
        size, (place_text,) = snug(place_text, L.SMALL, name_room)
        paint(
            image,
            (name_left, mid + L.ORDER_LINE_OFFSET + 3),
            place_text,
            size,
            ink if ink == L.INK else L.HEADER_MUTED,
            False,
            "lm",
        )


# --- info strip ---------------------------------------------------------------------------


def draw_info_static(image: Image.Image, view: View) -> None:
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle(L.INFO, radius=8, fill=L.PANEL_BG, outline=L.PANEL_EDGE)


def draw_info(image: Image.Image, view: View, changes: Changes, lang: str) -> None:
    """The day track, suitcase, decks and specialization tokens, in the widest words that
    fit; the last style drops whatever still would not fit rather than overflow."""
    _, top, right, bottom = L.INFO
    band = (0, top, L.WIDTH, bottom)  # a style that ran over also drew past the strip
    saved = image.crop(band)
    for number, style in enumerate(INFO_STYLES):
        last = number == len(INFO_STYLES) - 1
        if _info(image, view, changes, lang, style, last) <= right - L.INFO_PAD or last:
            return
        image.paste(saved, (0, top))


def _info(
    image: Image.Image,
    view: View,
    changes: Changes,
    lang: str,
    style: tuple[str, str, bool],
    clip: bool,
) -> int:
    """Draw the strip in one ``style``; returns the x where it ended. With ``clip`` it
    stops before anything that would cross the right edge."""
    decks_key, pool_key, tiny = style
    draw = ImageDraw.Draw(image)
    left, top, right, _ = L.INFO
    bottom = top + L.INFO_ROW_H  # the first row: days and suitcase; decks and tokens under it
    end = right - L.INFO_PAD
    mid = (top + bottom) / 2
    x = left + L.INFO_PAD
    x += paint(image, (x, mid), pic("days", lang), L.LABEL, L.INK, True, "lm") + L.INFO_LABEL_GAP
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
            text = f"{count}{letter(resource, lang)}"
            if entry["moved"]:  # its token went into the suitcase: show where it was, struck
                draw.line(
                    (x + L.DAY_TOKEN_X, mid + 12, x + L.DAY_BOX_W - 8, mid - 12),
                    fill=L.FAINT,
                    width=2,
                )
                paint(image, (x + L.DAY_TOKEN_X, mid), text, L.SMALL, L.FAINT, True, "lm")
            else:
                resource_square(image, draw, (x + L.DAY_TOKEN_X, mid), resource, text)
        x += L.DAY_BOX_W + L.DAY_BOX_GAP
    x += L.INFO_SECTION_GAP
    items = [(r, f"{n}{letter(r, lang)}") for r, n in view["suitcase"].items() if n]
    label = pic("suitcase", lang)
    span = sum(max(L.COST_SQUARE, width(t, L.SMALL, True) + 6) + 6 for _, t in items)
    span = max(span, width(pic("empty", lang), L.BODY) + 6)
    wrapped = x + width(label, L.LABEL, True) + L.INFO_LABEL_GAP + span > end
    if wrapped:  # a full suitcase opens the second row
        x, mid = left + L.INFO_PAD, mid + L.INFO_ROW_H
        top, bottom = top + L.INFO_ROW_H, bottom + L.INFO_ROW_H
    x += paint(image, (x, mid), label, L.LABEL, L.INK, True, "lm")
    x += L.INFO_LABEL_GAP
    if changes.suitcase:
        draw.rounded_rectangle(
            (x - 5, top + 8, x + max(L.SUITCASE_MIN_W, span), bottom - 8),
            radius=6,
            fill=L.CHANGE_TINT,
        )
    if not items:
        x += paint(image, (x, mid), pic("empty", lang), L.BODY, L.MUTED, False, "lm") + 6
    for resource, text in items:
        x += resource_square(image, draw, (x, mid), resource, text) + 6
    if wrapped:
        x += L.INFO_SECTION_GAP
    else:
        x, mid = left + L.INFO_PAD, mid + L.INFO_ROW_H
    decks = pic(
        decks_key,
        lang,
        deck=view["show_deck"],
        discard=view["show_discard"],
        travel=view["travel_deck"],
    )
    if not clip or x + width(decks, L.BODY) <= end:
        x += paint(image, (x, mid), decks, L.BODY, L.MUTED, False, "lm") + L.INFO_SECTION_GAP
    label = pic(pool_key, lang)
    if clip and x + width(label, L.LABEL, True) > end:
        return x
    x += paint(image, (x, mid), label, L.LABEL, L.INK, True, "lm") + L.INFO_LABEL_GAP
    for kind, count in view["specialization_pool"].items():
        fill = L.TYPE_COLOURS.get(kind, L.MUTED)
        text = f"{type_short(kind, lang, tiny)} {count}"
        w = width(text, L.SMALL, True) + 2 * L.CHIP_PAD
        if clip and x + w > end:
            break
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
    return x - 6


# --- show row -----------------------------------------------------------------------------


def draw_show_row_static(image: Image.Image, lang: str) -> None:
    left, top, right, _ = L.SHOW_ROW
    x = left + paint(image, (left, top + 2), pic("show_row", lang), L.HEADING, L.INK, True)
    size, (note,) = snug(pic("show_row_note", lang), L.SMALL, right - x - L.INFO_PAD)
    paint(image, (x + L.INFO_PAD, top + 5), note, size, L.MUTED)


def draw_show_row(image: Image.Image, view: View, changes: Changes, lang: str) -> None:
    draw = ImageDraw.Draw(image)
    for index, card in enumerate(view["show_row"][: L.CARD_SLOTS]):
        box = geometry.card(index)
        if card is None:
            draw.rounded_rectangle(box, radius=L.CARD_RADIUS, outline=L.FAINT, width=2)
            paint(
                image,
                ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2),
                pic("empty", lang),
                L.LABEL,
                L.MUTED,
                False,
                "mm",
            )
            continue
        _show_card(image, draw, box, card, card["key"] in changes.show_cards, lang)


def _show_card(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    box: L.Box,
    card: dict[str, Any],
    new: bool,
    lang: str,
) -> None:
    left, top, right, bottom = box
    inner = right - left - 2 * L.CARD_PAD
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
    size, (type_text,) = snug(_longest_fitting(kind, lang, inner), L.SMALL, inner, 1, True)
    paint(
        image,
        ((left + right) / 2, top + L.CARD_TYPE_H / 2),
        type_text,
        size,
        text_on(fill),
        True,
        "mm",
    )
    y = top + L.CARD_TYPE_H + 6
    step = line_height(L.BODY) - 1
    size, lines = snug(card["name"], L.BODY, inner, L.CARD_NAME_LINES, True)
    for line in lines:
        paint(image, (left + 6, y), line, size, L.INK, True)
        y += line_height(size) - 1
    y = top + L.CARD_TYPE_H + 6 + L.CARD_NAME_LINES * step + 4
    fame_y = y + L.CARD_FAME_H / 2
    stamp(image, star(L.CARD_STAR_R, L.STAR), (left + L.CARD_PAD + L.CARD_STAR_R, fame_y))
    fame_x = left + L.CARD_PAD + 2 * L.CARD_STAR_R + 6
    fame_w = paint(image, (fame_x, fame_y), str(card["fame"]), L.BIG_NUMBER, L.INK, True, "lm")
    paint(image, (fame_x + fame_w + 4, fame_y + 3), pic("fame", lang), L.SMALL, L.MUTED, False,
          "lm")
    y += L.CARD_FAME_H + 10
    text_x = left + 6 + L.COST_SQUARE + 6
    for resource, count in card["cost"].items():
        resource_square(image, draw, (left + 6, y), resource, str(count))
        size, (word,) = snug(resource_word(resource, count, lang), L.SMALL,
                             right - L.CARD_PAD - text_x)
        paint(image, (text_x, y), word, size, L.INK, False, "lm")
        y += L.COST_LINE_H
    if new:
        badge(image, draw, (right - 5, bottom - line_height(L.SMALL) - 5), pic("new", lang))


def _longest_fitting(kind: str, lang: str, room: int) -> str:
    """The type's full name on a card's title bar, or its short name when that is too wide."""
    full = type_name(kind, lang)
    return full if width(full, L.SMALL, True) <= room else type_short(kind, lang)
