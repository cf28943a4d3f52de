"""The parts of the picture that change only when a deck floods: the header bar, the legend,
the four decks with their rooms, doors and stairwells. Drawn once per set of flooded decks
and cached; every picture starts from a copy.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from render.common.shapes import mix, stamp
from render.common.text import line_height, paint, width, wrap
from render.doctor_lucky import geometry as G
from render.doctor_lucky import layout as L
from render.doctor_lucky.hull import hull, hull_mask, wave_points
from render.doctor_lucky.icons import arrow_head, top_hat
from render.doctor_lucky.words import say


def _room_fill(place: G.Place) -> L.Colour:
    return {G.CABIN: L.CABIN_BG, G.PASSAGE: L.PASSAGE_BG}.get(place.kind, L.STAIRS_BG)


def _draw_room(image: Image.Image, draw: ImageDraw.ImageDraw, place: G.Place) -> None:
    left, top, right, bottom = place.box
    draw.rectangle(place.box, fill=_room_fill(place), outline=L.ROOM_EDGE, width=L.ROOM_EDGE_W)
    name = G.short_name(place.room)
    if place.kind == G.CABIN:
        x = left + L.ROOM_PAD
        y = top + L.CABIN_TEXT_H / 2 + 1
        x += paint(image, (x, top + 2), str(place.room.number), L.ROOM_NUMBER, L.INK, True) + 6
        h = line_height(L.ROOM_NAME) - 2
        for n, text in enumerate(wrap(name, L.ROOM_NAME, int(right - x - L.ROOM_PAD), 2)):
            paint(image, (x, top + 4 + n * h), text, L.ROOM_NAME, L.INK)
    elif place.kind == G.PASSAGE:
        limit = L.PASSAGE_TEXT_W - 2 * L.ROOM_PAD
        lines = wrap(name, L.ROOM_NAME, limit, 2)
        h = line_height(L.ROOM_NAME) - 2
        y = (top + bottom) / 2 - h * len(lines) / 2
        for n, text in enumerate(lines):
            paint(image, (left + L.ROOM_PAD, y + n * h), text, L.ROOM_NAME, L.INK)
    else:
        _draw_stairs_text(image, draw, place, name)


def _draw_stairs_text(
    image: Image.Image, draw: ImageDraw.ImageDraw, place: G.Place, name: str
) -> None:
    left, top, right, _ = place.box
    mid = (left + right) / 2
    lines = wrap(name, L.ROOM_NAME, int(right - left - 2 * L.ROOM_PAD), 2, True)
    h = line_height(L.ROOM_NAME) - 2
    for n, text in enumerate(lines):
        paint(image, (mid, top + 5 + n * h), text, L.ROOM_NAME, L.INK, True, "mt")
    # Step lines under the name, then where the stairs lead.
    y = top + 8 + len(lines) * h
    for n in range(4):
        x0 = mid - 22 + n * 11
        draw.line((x0, y + 12 - n * 4, x0 + 11, y + 12 - n * 4), fill=L.STAIR_LINE, width=2)
        draw.line((x0 + 11, y + 12 - n * 4, x0 + 11, y + 8 - n * 4), fill=L.STAIR_LINE, width=2)
    keys = G.plan().deck_keys
    level = place.level
    leads = []
    if level > 0:
        leads.append((True, keys[level - 1]))
    if level < len(keys) - 1:
        leads.append((False, keys[level + 1]))
    y += 30
    x = mid - 24 * len(leads) + 6
    for up, deck in leads:
        arrow_head(draw, (x, y - 6 if up else y + 6), up, 7, L.INK)
        paint(image, (x + 9, y), deck, L.ROOM_NAME, L.INK, True, "lm")
        x += 48


def _draw_door(draw: ImageDraw.ImageDraw, door: G.Door) -> None:
    left, top, right, bottom = door.box
    draw.rectangle(door.box, fill=L.DOOR)
    if door.vertical:
        for y in (top, bottom):
            draw.line((left, y, right, y), fill=L.ROOM_EDGE, width=L.DOOR_JAMB)
    else:
        for x in (left, right):
            draw.line((x, top, x, bottom), fill=L.ROOM_EDGE, width=L.DOOR_JAMB)


def _draw_stairwell(draw: ImageDraw.ImageDraw, box: G.FBox, flooded: bool) -> None:
    left, top, right, bottom = box
    draw.rectangle(box, fill=L.WATER if flooded else L.STAIRS_BG, outline=L.ROOM_EDGE)
    y = top + L.STAIR_STEP
    while y < bottom - 2:
        draw.line((left + 2, y, right - 2, y), fill=L.WAVE if flooded else L.STAIR_LINE)
        y += L.STAIR_STEP


def _draw_deck_label(image: Image.Image, level: int, flooded: bool, lang: str) -> None:
    draw = ImageDraw.Draw(image)
    plan = G.plan()
    top = G.band_top(level)
    box = (L.DECK_LABEL_LEFT, top, L.DECK_LABEL_LEFT + L.DECK_LABEL_W, top + L.BAND_H)
    fill = mix(L.WATER, L.PANEL_BG, 0.45) if flooded else L.PANEL_BG
    draw.rounded_rectangle(box, radius=L.PANEL_RADIUS, fill=fill, outline=L.PANEL_EDGE)
    mid = (box[0] + box[2]) / 2
    y = top + 44
    key = plan.deck_keys[level]
    paint(image, (mid, y), key, L.DECK_LETTER, L.INK, True, "mm")
    lines = wrap(plan.deck_names[level], L.ROOM_NAME, L.DECK_LABEL_W - 8, 3)
    h = line_height(L.ROOM_NAME) - 2
    for n, text in enumerate(lines):
        paint(image, (mid, y + 36 + n * h), text, L.ROOM_NAME, L.INK, False, "mt")
    if flooded:
        half = width(key, L.DECK_LETTER, True) / 2 + 8
        draw.line((mid - half, y + 14, mid + half, y - 14), fill=L.STRIKE, width=5)
        notes = wrap(say("flooded", lang), L.ROOM_NAME, L.DECK_LABEL_W - 6, 2, True)
        for n, note in enumerate(notes):
            paint(image, (mid, top + L.BAND_H - 30 - (len(notes) - 1 - n) * h), note,
                  L.ROOM_NAME, L.STRIKE, True, "mm")


def _flood(image: Image.Image, level: int, lang: str) -> None:
    """Water over a flooded deck, waves, and a red line striking it out."""
    box = G.band_box(level)
    region = image.crop(box)
    water = Image.blend(region, Image.new("RGB", region.size, L.WATER), L.WATER_SHARE)
    draw = ImageDraw.Draw(water)
    w, h = region.size
    for n in range(1, 6):
        draw.line(wave_points(0, w, h * n / 6, 4), fill=L.WAVE, width=2)
    image.paste(water, box[:2], hull_mask())
    draw = ImageDraw.Draw(image)
    left, top, right, bottom = box
    draw.line((left + 30, bottom - 26, right - 70, top + 26), fill=L.STRIKE, width=7)
    text = say("flooded_banner", lang)
    tw = width(text, L.B_HEADING, True) + 24
    cx, cy = (left + right) / 2, (top + bottom) / 2
    draw.rounded_rectangle((cx - tw / 2, cy - 24, cx + tw / 2, cy + 24), radius=8, fill=L.STRIKE)
    paint(image, (cx, cy), text, L.B_HEADING, L.WHITE, True, "mm")


def _legend_items(lang: str) -> list[tuple[str, int, str]]:
    """(symbol, symbol width, words) for every legend entry."""
    return [("doctor", 26, say("legend.doctor", lang)), ("door", 26, say("legend.door", lang)),
            ("stairs", 20, say("legend.stairs", lang)), ("sight", 40, say("legend.sight", lang)),
            ("flooded", 26, say("legend.flooded", lang)), ("now", 26, say("legend.now", lang)),
            ("changed", 26, say("legend.changed", lang))]


def _legend_symbol(image: Image.Image, kind: str, x: float, mid: float) -> None:
    draw = ImageDraw.Draw(image)
    if kind == "doctor":
        stamp(image, top_hat(13), (x + 13, mid))
    elif kind == "door":
        draw.rectangle((x, mid - 7, x + 26, mid + 7), fill=L.DOOR, outline=L.ROOM_EDGE)
        draw.line((x + 13, mid - 10, x + 13, mid + 10), fill=L.HULL, width=6)
        draw.rectangle((x + 9, mid - 6, x + 17, mid + 6), fill=L.DOOR)
    elif kind == "stairs":
        _draw_stairwell(draw, (x, mid - 10, x + 20, mid + 10), False)
    elif kind == "sight":
        draw.line((x, mid, x + 40, mid), fill=L.WHITE, width=L.SIGHT_W + 2 * L.SIGHT_CASING)
        draw.line((x, mid, x + 40, mid), fill=L.SIGHT, width=L.SIGHT_W)
    elif kind in ("now", "changed"):
        fill = L.NOW_BG if kind == "now" else L.CHANGE_TINT
        edge = L.DOCTOR_BAND if kind == "now" else L.CHANGE
        draw.rounded_rectangle((x, mid - 10, x + 26, mid + 10), radius=5, fill=fill,
                               outline=edge, width=2)
    else:
        draw.rectangle((x, mid - 9, x + 26, mid + 9), fill=L.WATER)
        draw.line((x, mid + 9, x + 26, mid - 9), fill=L.STRIKE, width=3)


def _draw_legend(image: Image.Image, lang: str) -> None:
    """Stern and bow at the ends of the first row; the symbols flow over the rows between."""
    draw = ImageDraw.Draw(image)
    mid = L.LEGEND_TOP + L.LEGEND_ROW / 2
    draw.polygon([(L.HULL_LEFT, mid), (L.HULL_LEFT + 9, mid - 6), (L.HULL_LEFT + 9, mid + 6)],
                 fill=L.INK)
    stern_w = paint(image, (L.HULL_LEFT + 14, mid), say("legend.stern", lang), L.B_SMALL,
                    L.INK, True, "lm")
    right = L.HULL_RIGHT
    draw.polygon([(right, mid), (right - 9, mid - 6), (right - 9, mid + 6)], fill=L.INK)
    bow_w = paint(image, (right - 14, mid), say("legend.bow", lang), L.B_SMALL, L.INK, True,
                  "rm")
    first = L.HULL_LEFT + 14 + stern_w + 30
    last = right - 14 - bow_w - 30
    x, row = float(first), 0
    for kind, symbol_w, text in _legend_items(lang):
        item_w = symbol_w + 8 + width(text, L.B_SMALL)
        if x + item_w > last and x > first:
            x, row = float(first), row + 1
        centre = mid + row * L.LEGEND_ROW
        _legend_symbol(image, kind, x, centre)
        paint(image, (x + symbol_w + 8, centre), text, L.B_SMALL, L.INK, False, "lm")
        x += item_w + 28


def _draw_ship(image: Image.Image, flooded: frozenset[str], lang: str) -> None:
    draw = ImageDraw.Draw(image)
    plan = G.plan()
    for level, key in enumerate(plan.deck_keys):
        stamp_at = G.band_box(level)[:2]
        image.paste(hull(), stamp_at, hull())
        _draw_deck_label(image, level, key in flooded, lang)
    for place in plan.places.values():
        _draw_room(image, draw, place)
    for door in plan.doors.values():
        _draw_door(draw, door)
    for pair, box in plan.stair_links.items():
        decks = {plan.places[room].room.deck for room in pair}
        _draw_stairwell(draw, box, bool(decks & flooded))
    for level, key in enumerate(plan.deck_keys):
        if key in flooded:
            _flood(image, level, lang)


@lru_cache(maxsize=8)
def _background(flooded: frozenset[str], lang: str) -> Image.Image:
    image = Image.new("RGB", (L.WIDTH, L.HEIGHT), L.PAPER)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, L.WIDTH, L.HEADER_H), fill=L.HEADER_BG)
    paint(image, (L.HEADER_PAD, L.HEADER_ROW / 2 + 4), say("title", lang), L.B_TITLE, L.HEADER_INK,
          True, "lm")
    _draw_legend(image, lang)
    _draw_ship(image, flooded, lang)
    return image


def background(flooded: frozenset[str], lang: str = "en") -> Image.Image:
    """A fresh copy of the ship with the ``flooded`` decks under water, its words in
    ``lang``."""
    return _background(flooded, "de" if lang.lower().startswith("de") else "en").copy()
