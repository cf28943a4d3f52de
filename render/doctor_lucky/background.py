"""The parts of the picture that change only when a deck floods: the header bar, the legend,
the four decks with their rooms, doors and stairwells. Drawn once per set of flooded decks
and cached; every picture starts from a copy.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from render.common.shapes import mix, stamp
from render.common.text import fit, line_height, paint, width, wrap
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
        x += paint(image, (x, y), str(place.room.number), L.ROOM_NUMBER, L.INK, True, "lm") + 6
        lines = wrap(name, L.SMALL, int(right - x - L.ROOM_PAD), 1)
        paint(image, (x, y + 1), lines[0], L.SMALL, L.MUTED, False, "lm")
    elif place.kind == G.PASSAGE:
        limit = L.PASSAGE_TEXT_W - 2 * L.ROOM_PAD
        lines = wrap(name, L.SMALL, limit, 2)
        h = line_height(L.SMALL)
        y = (top + bottom) / 2 - h * len(lines) / 2
        for n, text in enumerate(lines):
            paint(image, (left + L.ROOM_PAD, y + n * h), text, L.SMALL, L.MUTED)
    else:
        _draw_stairs_text(image, draw, place, name)


def _draw_stairs_text(
    image: Image.Image, draw: ImageDraw.ImageDraw, place: G.Place, name: str
) -> None:
    left, top, right, _ = place.box
    mid = (left + right) / 2
    lines = wrap(name, L.SMALL, int(right - left - 2 * L.ROOM_PAD), 2)
    h = line_height(L.SMALL)
    for n, text in enumerate(lines):
        paint(image, (mid, top + 5 + n * h), text, L.SMALL, L.INK, True, "mt")
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
    y += 24
    x = mid - 20 * len(leads) + 6
    for up, deck in leads:
        arrow_head(draw, (x, y - 5 if up else y + 5), up, 6, L.MUTED)
        paint(image, (x + 7, y), deck, L.SMALL, L.MUTED, True, "lm")
        x += 40


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
    lines = wrap(plan.deck_names[level], L.SMALL, L.DECK_LABEL_W - 10, 3)
    h = line_height(L.SMALL)
    for n, text in enumerate(lines):
        paint(image, (mid, y + 32 + n * h), text, L.SMALL, L.MUTED, False, "mt")
    if flooded:
        half = width(key, L.DECK_LETTER, True) / 2 + 8
        draw.line((mid - half, y + 14, mid + half, y - 14), fill=L.STRIKE, width=5)
        note = fit(say("flooded", lang), L.SMALL, L.DECK_LABEL_W - 6, True)
        paint(image, (mid, top + L.BAND_H - 30), note, L.SMALL, L.STRIKE, True, "mm")


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
    tw = width(text, L.HEADING, True) + 24
    cx, cy = (left + right) / 2, (top + bottom) / 2
    draw.rounded_rectangle((cx - tw / 2, cy - 18, cx + tw / 2, cy + 18), radius=8, fill=L.STRIKE)
    paint(image, (cx, cy), text, L.HEADING, L.WHITE, True, "mm")


def _draw_legend(image: Image.Image, lang: str) -> None:
    draw = ImageDraw.Draw(image)
    mid = L.LEGEND_TOP + L.LEGEND_H / 2
    draw.polygon([(L.HULL_LEFT, mid), (L.HULL_LEFT + 9, mid - 6), (L.HULL_LEFT + 9, mid + 6)],
                 fill=L.MUTED)
    paint(image, (L.HULL_LEFT + 14, mid), say("legend.stern", lang), L.BODY, L.MUTED, True, "lm")
    right = L.HULL_RIGHT
    draw.polygon([(right, mid), (right - 9, mid - 6), (right - 9, mid + 6)], fill=L.MUTED)
    paint(image, (right - 14, mid), say("legend.bow", lang), L.BODY, L.MUTED, True, "rm")
    x = L.HULL_LEFT + 130.0
    stamp(image, top_hat(12), (x + 12, mid))
    x += 30 + paint(image, (x + 30, mid), say("legend.doctor", lang), L.SMALL, L.INK, False,
                    "lm") + 26
    draw.rectangle((x, mid - 7, x + 26, mid + 7), fill=L.DOOR, outline=L.ROOM_EDGE)
    draw.line((x + 13, mid - 10, x + 13, mid + 10), fill=L.HULL, width=6)
    draw.rectangle((x + 9, mid - 6, x + 17, mid + 6), fill=L.DOOR)
    x += 34 + paint(image, (x + 34, mid), say("legend.door", lang), L.SMALL, L.INK, False,
                    "lm") + 26
    _draw_stairwell(draw, (x, mid - 10, x + 20, mid + 10), False)
    x += 28 + paint(image, (x + 28, mid), say("legend.stairs", lang), L.SMALL, L.INK, False, "lm")
    x += 26
    draw.line((x, mid, x + 40, mid), fill=L.WHITE, width=L.SIGHT_W + 2 * L.SIGHT_CASING)
    draw.line((x, mid, x + 40, mid), fill=L.SIGHT, width=L.SIGHT_W)
    x += 48 + paint(image, (x + 48, mid), say("legend.sight", lang), L.SMALL, L.INK,
                    False, "lm") + 26
    draw.rectangle((x, mid - 9, x + 26, mid + 9), fill=L.WATER)
    draw.line((x, mid + 9, x + 26, mid - 9), fill=L.STRIKE, width=3)
    paint(image, (x + 34, mid), say("legend.flooded", lang), L.SMALL, L.INK, False, "lm")


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
    draw.rectangle(L.HEADER, fill=L.HEADER_BG)
    paint(image, (L.HEADER_PAD, L.HEADER_H / 2), say("title", lang), L.TITLE, L.HEADER_INK,
          True, "lm")
    _draw_legend(image, lang)
    _draw_ship(image, flooded, lang)
    return image


def background(flooded: frozenset[str], lang: str = "en") -> Image.Image:
    """A fresh copy of the ship with the ``flooded`` decks under water, its words in
    ``lang``."""
    return _background(flooded, "de" if lang.lower().startswith("de") else "en").copy()
