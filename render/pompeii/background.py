"""The parts of the board that never change: the header bar, the outer track with every
card's number, price and colour marks, FORTUNA and INGRESSUS, and the city plan with its
quarters, streets, green points, buildings, houses and gates. Drawn once per language and
cached; every picture starts from a copy."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine.pompeii.data import load
from render.common.text import fit, paint, width
from render.pompeii import geometry as G
from render.pompeii import layout as L
from render.pompeii.marks import colour_marks, house_shape, paint_upward
from render.pompeii.words import money, say


def _draw_fortuna(image: Image.Image, draw: ImageDraw.ImageDraw, space: G.Space,
                  lang: str) -> None:
    draw.rectangle(space.box, fill=L.FORTUNA_BG, outline=L.SPACE_EDGE)
    word = say("fortuna", lang)
    x, y = space.centre
    if space.side in (G.TOP, G.BOTTOM):
        paint_upward(image, (x, y), word, L.MICRO, L.FORTUNA_INK, True)
    else:
        limit = int(space.box[2] - space.box[0] - 4)
        paint(image, (x, y), fit(word, L.MICRO, limit, True), L.MICRO, L.FORTUNA_INK, True,
              "mm")


def _draw_ingressus(image: Image.Image, draw: ImageDraw.ImageDraw, space: G.Space,
                    lang: str) -> None:
    draw.rectangle(space.box, fill=L.INGRESSUS_BG, outline=L.SPACE_EDGE)
    x, y = space.centre
    limit = int(space.box[2] - space.box[0] - 6)
    paint(image, (x, y - 12), "0", L.SMALL, L.INGRESSUS_INK, True, "mm")
    size = L.MICRO
    while size > 9 and width(say("ingressus", lang), size, True) > limit:
        size -= 1
    paint(image, (x, y + 10), fit(say("ingressus", lang), size, limit, True), size,
          L.INGRESSUS_INK, True, "mm")


def _draw_card_space(image: Image.Image, draw: ImageDraw.ImageDraw, space: G.Space,
                     lang: str) -> None:
    card = load().cards[load().spaces[space.number]]
    fill = L.SPACE_BG if card.is_person else L.BUILDING_SPACE_BG
    draw.rectangle(space.box, fill=fill, outline=L.SPACE_EDGE)
    left, top, right, bottom = space.box
    price = money(card.price, lang, compact=True)
    if space.side in (G.LEFT, G.RIGHT):
        paint(image, (left + 5, top + 1), str(card.number), L.NUMBER, L.INK, True)
        paint(image, (left + 5, bottom - 1), price, L.PRICE, L.INK, False, "lb")
        side = 9
        length = len(card.colours) * (side + 2) - 2
        colour_marks(draw, right - 5 - side, (top + bottom) / 2 - length / 2, card.colours,
                     side, 2, vertical=True)
        return
    x = (left + right) / 2
    paint(image, (x, top + 3), str(card.number), L.NUMBER, L.INK, True, "mt")
    side = 9
    length = len(card.colours) * (side + 2) - 2
    colour_marks(draw, x - length / 2, (top + bottom) / 2 - 1, card.colours, side, 2)
    paint(image, (x, bottom - 2), price, L.PRICE, L.INK, False, "mb")


def _draw_track(image: Image.Image, lang: str) -> None:
    draw = ImageDraw.Draw(image)
    box = (L.BOARD_LEFT, L.BOARD_TOP, L.BOARD_LEFT + L.BOARD, L.BOARD_TOP + L.BOARD)
    draw.rectangle(box, fill=L.TRACK_BG, outline=L.SPACE_EDGE, width=2)
    fortuna = set(load().fortuna)
    for space in G.spaces():
        if space.number == 0:
            _draw_ingressus(image, draw, space, lang)
        elif space.number in fortuna:
            _draw_fortuna(image, draw, space, lang)
        else:
            _draw_card_space(image, draw, space, lang)
    inner = G.INNER - L.PAWN_LANE
    draw.rectangle((box[0] + inner, box[1] + inner, box[2] - inner, box[3] - inner),
                   fill=L.PAPER, outline=L.SPACE_EDGE, width=2)


def _draw_quarters(draw: ImageDraw.ImageDraw) -> None:
    cells = G.plan().cells
    for box in cells.values():
        draw.rectangle(box, fill=L.CITY_BG, outline=L.QUARTER_EDGE)
    spots = {(round(b[0]), round(b[1])) for b in cells.values()}
    w, h = G.CELL_W, G.CELL_H
    for left, top, right, bottom in cells.values():
        edges = {
            (round(left), round(top - h)): (left, top, right, top),
            (round(left), round(bottom)): (left, bottom, right, bottom),
            (round(left - w), round(top)): (left, top, left, bottom),
            (round(right), round(top)): (right, top, right, bottom),
        }
        for neighbour, line in edges.items():
            if not any(abs(neighbour[0] - x) <= 1 and abs(neighbour[1] - y) <= 1
                       for x, y in spots):
                draw.line(line, fill=L.WALL, width=5)


def _draw_streets(draw: ImageDraw.ImageDraw) -> None:
    plan = G.plan()
    for a, b in plan.streets:
        draw.line((plan.points[a], plan.points[b]), fill=L.STREET, width=L.STREET_W)
        # A green thread joins the points so they read as a way, not a row of letters.
        draw.line((plan.points[a], plan.points[b]), fill=L.GREEN_POINT, width=L.POINT_THREAD)
    for node, (x, y) in plan.points.items():
        if "~" in node:
            r = L.POINT_R
            draw.ellipse((x - r, y - r, x + r, y + r), fill=L.GREEN_POINT)


def _draw_crossroads(image: Image.Image, draw: ImageDraw.ImageDraw) -> None:
    plan = G.plan()
    for quarter in plan.cells:
        x, y = plan.points[f"q{quarter}"]
        r = L.CROSSROADS_R
        draw.ellipse((x - r, y - r, x + r, y + r), fill=L.GREEN_POINT, outline=L.WHITE)
        paint(image, (x, y), str(quarter), L.TINY, L.CROSSROADS_INK, True, "mm")


def _draw_buildings(image: Image.Image, draw: ImageDraw.ImageDraw) -> None:
    data = load()
    plan = G.plan()
    for card in data.cards.values():
        if card.is_person:
            continue
        draw.line((plan.points[f"q{card.quarter}"], plan.points[card.place]), fill=L.STREET,
                  width=4)
        box = G.building_box(card.place)
        mark = L.MARKS[card.colours[0]]
        draw.rectangle(box, fill=L.SPACE_BG, outline=L.BUILDING_EDGE, width=2)
        draw.rectangle((box[0] + 2, box[1] + 2, box[2] - 2, box[1] + 8), fill=mark)
        if card.public:  # columns along the bottom edge: a public building
            for n in range(4):
                x = box[0] + 7 + n * (L.BUILDING_W - 14) / 3
                draw.line((x, box[3] - 7, x, box[3] - 3), fill=L.BUILDING_EDGE, width=2)
        paint(image, ((box[0] + box[2]) / 2, box[1] + 10), str(card.number), L.NUMBER, L.INK,
              True, "mt")


def _draw_houses(image: Image.Image, draw: ImageDraw.ImageDraw) -> None:
    plan = G.plan()
    for citizen in load().citizens:
        quarter = load().node_quarter[citizen.place]
        draw.line((plan.points[f"q{quarter}"], plan.points[citizen.place]), fill=L.STREET,
                  width=4)
        box = G.building_box(citizen.place)
        house_shape(draw, box, L.HOUSE_BG, L.BUILDING_EDGE)
        paint(image, ((box[0] + box[2]) / 2, box[1] + 17), str(citizen.house), L.NUMBER,
              L.HOUSE_INK, True, "mt")


def _gate_box(x: float, y: float, across: bool) -> L.Box:
    w, h = (L.GATE_W, L.GATE_H) if across else (L.GATE_H, L.GATE_W)
    return (x - w / 2, y - h / 2, x + w / 2, y + h / 2)


def _label_fits(span: tuple[float, float], others: list[L.Box], across: bool) -> bool:
    """Whether a gate name spanning ``span`` (x along a top or bottom side, y along a left or
    right side) stays clear of the other gates on that side and inside the pawn lane."""
    low, high = span
    inner = G.INNER - L.PAWN_LANE
    if low < (L.BOARD_LEFT if across else L.BOARD_TOP) + inner:
        return False
    if high > (L.BOARD_LEFT if across else L.BOARD_TOP) + L.BOARD - inner:
        return False
    axis = (0, 2) if across else (1, 3)
    return all(high + L.GATE_LABEL_GAP < o[axis[0]] or low - L.GATE_LABEL_GAP > o[axis[1]]
               for o in others)


def _draw_gates(image: Image.Image, draw: ImageDraw.ImageDraw) -> None:
    """Each gate with its name beside it: after the gate (right of it, or above it on a left
    or right side) where that leaves the neighbouring gates clear, else before it."""
    plan = G.plan()
    boxes = {gate.index: _gate_box(*plan.points[gate.place],
                                   plan.gate_side[gate.index] in (G.TOP, G.BOTTOM))
             for gate in load().gates}
    for gate in load().gates:
        x, y = plan.points[gate.place]
        side = plan.gate_side[gate.index]
        across = side in (G.TOP, G.BOTTOM)
        box = boxes[gate.index]
        draw.rounded_rectangle(box, radius=5, fill=L.GATE_BG, outline=L.BUILDING_EDGE)
        arch = 7
        draw.ellipse((x - arch, y - arch, x + arch, y + arch), fill=L.PAPER)
        name = gate.name.split()[-1]
        long = width(name, L.GATE_TEXT, True)
        others = [b for i, b in boxes.items() if i != gate.index and plan.gate_side[i] == side]
        gap = L.GATE_LABEL_GAP
        if across:
            after = (box[2] + gap, box[2] + gap + long)
            if _label_fits(after, others, True):
                paint(image, (after[0], y), name, L.GATE_TEXT, L.INK, True, "lm")
            else:
                paint(image, (box[0] - gap, y), name, L.GATE_TEXT, L.INK, True, "rm")
            continue
        above = (box[1] - gap - long, box[1] - gap)
        centre = (above[0] + above[1]) / 2
        if not _label_fits(above, others, False):
            centre = box[3] + gap + long / 2
        paint_upward(image, (x, centre), name, L.GATE_TEXT, L.INK, True)


def _draw_city(image: Image.Image) -> None:
    draw = ImageDraw.Draw(image)
    _draw_quarters(draw)
    _draw_streets(draw)
    _draw_gates(image, draw)
    _draw_buildings(image, draw)
    _draw_houses(image, draw)
    _draw_crossroads(image, draw)


def _draw_header(image: Image.Image, lang: str) -> None:
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, L.WIDTH, L.HEADER_H), fill=L.HEADER_BG)
    paint(image, (L.HEADER_PAD, L.HEADER_ROW / 2 + 4), say("title", lang), L.HEADER_TITLE,
          L.HEADER_INK, True, "lm")


@lru_cache(maxsize=2)
def _background(lang: str) -> Image.Image:
    image = Image.new("RGB", (L.WIDTH, L.HEIGHT), L.PAPER)
    _draw_header(image, lang)
    _draw_track(image, lang)
    _draw_city(image)
    return image


def background(lang: str = "en") -> Image.Image:
    """A fresh copy of the empty board with its words in ``lang``."""
    return _background("de" if lang.lower().startswith("de") else "en").copy()



