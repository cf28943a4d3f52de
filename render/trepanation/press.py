"""The publication table and the legend that spells out every short form of the board."""


from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from engine.trepanation import GAME
from render.common.shapes import stamp, star
from render.common.text import line_height, paint, width
from render.trepanation import geometry
from render.trepanation import layout as L
from render.trepanation.changes import Changes
from render.trepanation.palette import Seats
from render.trepanation.widgets import resource_square, snug
from render.trepanation.words import (
    cost_text,
    letter,
    pic,
    resource_word,
    track_name,
    type_name,
    type_short,
)

View = dict[str, Any]


# --- publication table --------------------------------------------------------------------


def press_legend(lang: str) -> str:
    """'Costs: S shill, B bribe, M medicine, E equipment' in ``lang``."""
    parts = [f"{letter(r, lang)} {resource_word(r, 1, lang)}" for r in L.PRESS_COST_RESOURCES]
    return pic("costs", lang, list=", ".join(parts))


def draw_press_static(image: Image.Image, view: View, lang: str) -> None:
    draw = ImageDraw.Draw(image)
    left, top, right, bottom = L.PRESS
    title = GAME.words.score_part_label("press", lang)  # "Publication table", as on the score sheet
    paint(image, (left, top + 2), title, L.HEADING, L.INK, True)
    size, (legend,) = snug(press_legend(lang), L.SMALL, right - left)
    paint(image, (left, top + L.SECTION_TITLE_H), legend, size, L.MUTED)
    for index, (key, track) in enumerate(view["press_tracks"].items()):
        steps = len(track["fame"])
        first = geometry.press_cell(index, 0, steps)
        label = track_name(key, lang)
        if any(width(word, L.LABEL, True) > L.PRESS_LABEL_W - 8 for word in label.split()):
            label = pic(f"track_short.{key}", lang)
        size, lines = snug(label, L.LABEL, L.PRESS_LABEL_W - 8, 2, True)
        step = line_height(size)
        y = (first[1] + first[3]) / 2 - step * len(lines) / 2
        for line in lines:
            paint(image, (left, y), line, size, L.INK, True)
            y += step
        for position, fame in enumerate(track["fame"]):
            box = geometry.press_cell(index, position, steps)
            draw.rounded_rectangle(box, radius=6, fill=L.SLOT_BG, outline=L.SLOT_EDGE)
            fame_y = box[1] + L.PRESS_FAME_Y
            stamp(image, star(L.PRESS_STAR_R, L.STAR), (box[0] + L.PRESS_STAR_X, fame_y))
            paint(image, (box[0] + L.PRESS_FAME_X, fame_y), str(fame), L.LABEL, L.INK, True,
                  "lm")
            cost = track["costs"][position - 1] if position > 0 else None
            text = pic("start", lang) if cost is None else cost_text(cost, lang)
            size, (text,) = snug(text, L.SMALL, box[2] - box[0] - 6)
            paint(image, (box[0] + 5, box[1] + L.PRESS_COST_Y), text, size, L.MUTED, False, "lm")
            if position in track["coin_on"]:
                coin = letter("coin", lang)  # two letters in German: the square widens
                mark_w = max(L.PRESS_MARK, width(coin, L.PRESS_MARK_FONT, True) + 6)
                resource_square(image, draw, (box[2] - 4 - mark_w, fame_y), "coin", coin,
                                L.PRESS_MARK, L.PRESS_MARK_FONT)
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
                paint(image, (mark_x, fame_y), letter("token", lang), L.PRESS_MARK_FONT,
                      L.HEADER_INK, True, "mm")
    marks = pic("press_marks", lang, coin=letter("coin", lang), token=letter("token", lang))
    size, (marks,) = snug(marks, L.SMALL, right - left)
    paint(
        image,
        (left, bottom - 2),
        marks,
        size,
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


# --- legend -------------------------------------------------------------------------------


def legend_lines(lang: str) -> list[str]:
    """What every short form on the board stands for, then what the highlight colours mean."""
    resources = [(letter(r, lang), resource_word(r, 1, lang))
                 for r in ("coin", "medicine", "equipment", "shill", "bribe")]
    resources += [(letter("fame", lang), pic("legend.fame_token", lang)),
                  (letter("token", lang), pic("legend.token", lang))]
    kinds = [("/".join(dict.fromkeys(s for s in (type_short(k, lang, True), type_short(k, lang))
                                     if s != type_name(k, lang))), type_name(k, lang))
             for k in L.TYPE_COLOURS]
    tracks = [(pic(f"track_short.{k}", lang), track_name(k, lang))
              for k in ("tabloid", "specialized")]
    listed = " · ".join(f"{short} = {long}" for short, long in [*resources, *kinds, *tracks])
    return [pic("legend.letters", lang, list=listed), pic("legend.highlight", lang)]


def draw_legend(image: Image.Image, lang: str, count: int) -> None:
    left, top, right, _ = geometry.legend(count)
    letters, highlight = legend_lines(lang)
    size, lines = snug(letters, L.SMALL, right - left, L.LEGEND_LINES - 1)
    y = top
    for line in lines:
        paint(image, (left, y), line, size, L.MUTED)
        y += L.LEGEND_LINE_H
    size, lines = snug(highlight, L.SMALL, right - left, L.LEGEND_LINES - len(lines), True)
    for line in lines:
        paint(image, (left, y), line, size, L.INK, True)
        y += L.LEGEND_LINE_H
