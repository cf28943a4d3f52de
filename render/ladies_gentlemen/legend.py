"""The legend under the board and the score sheet: what the designer marks and every short
form a card or chip writes stand for, in the reader's language."""

from __future__ import annotations

from PIL import Image

from render.common.text import line_height, paint, wrap
from render.ladies_gentlemen import layout as L
from render.ladies_gentlemen import words as W

SIZE = L.BODY
MAX_LINES = 6


def legend_texts(lang: str) -> list[str]:
    data = W.data()
    marks = [W.say("legend.same", lang, short=W.designer_mark(d, lang))
             if W.designer_mark(d, lang) == d
             else W.say("legend.item", lang, short=W.designer_mark(d, lang), long=d)
             for d in data.designers]
    pairs = [(W.family_short(f, lang), W.family_name(f, lang)) for f in _families()]
    pairs.append((W.say("servant_short", lang), W.say("servant", lang)))
    pairs += [(W.resource_short(r, lang), W.resource_name(r, lang)) for r in data.resources]
    shorts = [W.say("legend.item", lang, short=short, long=long) for short, long in pairs
              if short.lower() != long.lower()]
    texts = [W.say("legend.designers", lang, marks=" · ".join(marks))]
    if shorts:
        texts.append(W.say("legend.shorts", lang, items=" · ".join(shorts)))
    return texts


def _families() -> list[str]:
    seen: list[str] = []
    for item in W.data().wardrobe.values():
        if item.family not in seen:
            seen.append(item.family)
    return seen


def legend_lines(lang: str, room: int) -> tuple[str, ...]:
    return tuple(line for text in legend_texts(lang) for line in wrap(text, SIZE, room, MAX_LINES))


def legend_height(lang: str, room: int) -> int:
    return len(legend_lines(lang, room)) * (line_height(SIZE) + 4) + 8


def draw_legend(image: Image.Image, xy: tuple[float, float], room: int, lang: str) -> None:
    x, y = xy
    for line in legend_lines(lang, room):
        paint(image, (x, y), line, SIZE, L.MUTED)
        y += line_height(SIZE) + 4
