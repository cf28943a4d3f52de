"""Small pieces drawn everywhere: wardrobe cards, resource chips, coins, Stock tokens, and
the colours that mark teams and the Courtesan's gifts."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from engine.ladies_gentlemen.data import SERVANT
from render.common.shapes import mix, text_on
from render.common.text import fit, paint, width
from render.ladies_gentlemen import layout as L
from render.ladies_gentlemen import words as W
from render.ladies_gentlemen.starry import paint_stars

View = dict[str, Any]


COURTESAN_BAND: L.Colour = (60, 40, 70)


def team_colour(team: int) -> L.Colour:
    return L.TEAM_COLOURS[W.data().boutiques[team].colour]


def colour_of(name: str) -> L.Colour:
    return L.TEAM_COLOURS[name]


def card(image: Image.Image, xy: tuple[float, float], key: str, lang: str, scale: float = 1.0,
         faded: bool = False, marker: L.Colour | None = None, outline: L.Colour | None = None,
         named: bool = False) -> None:
    """A wardrobe card (family, Elegance, designer marks, price) or a Servant, top left at
    ``xy``. ``marker`` paints a ribbon along the bottom (the team that paid a gift);
    ``named`` shows a Servant's name (only to the Lady who holds her)."""
    draw = ImageDraw.Draw(image)
    x, y = xy
    w, h = round(L.CARD_W * scale), round(L.CARD_H * scale)
    data = W.data()
    servant = key == SERVANT or key in data.servants
    kind = SERVANT if servant else data.wardrobe[key].type
    band = L.TYPE_COLOURS[kind]
    bg = L.CARD_BG
    if faded:
        band, bg = mix(band, L.PAPER, 0.6), mix(bg, L.PAPER, 0.5)
    edge = outline or L.CARD_EDGE
    draw.rounded_rectangle((x, y, x + w, y + h), radius=round(6 * scale), fill=bg, outline=edge,
                           width=3 if outline else 1)
    band_h = round(L.CARD_BAND * scale)
    draw.rounded_rectangle((x + 1, y + 1, x + w - 1, y + band_h), radius=round(5 * scale),
                           fill=band)
    family_size = round(L.CARD_FAMILY * scale)
    ink = L.FAINT if faded else L.INK
    if servant:
        label = fit(W.say("servant_short", lang), family_size, w - 6, True)
        paint(image, (x + w / 2, y + band_h / 2), label, family_size, text_on(band), True, "mm")
        if named and key in data.servants:
            name = data.servants[key].name
            size = family_size  # a long name is drawn smaller, never cut
            while size > round(L.CARD_MARK * scale) and width(name, size, True) > w - 6:
                size -= 1
            paint(image, (x + w / 2, y + h * 0.5), fit(name, size, w - 6, True), size, ink,
                  True, "mm")
        paint(image, (x + w / 2, y + h - 4 * scale),
              W.say("price", lang, price=data.rules.servant_price), round(L.CARD_PRICE * scale),
              L.MUTED, False, "mb")
    else:
        item = data.wardrobe[key]
        label = fit(W.family_short(item.family, lang), family_size, w - 6, True)
        paint(image, (x + w / 2, y + band_h / 2), label, family_size, text_on(band), True, "mm")
        stars = W.say("stars", lang, stars=item.elegance)
        paint_stars(image, (x + w / 2, y + band_h + 17 * scale), stars,
                    round(L.CARD_STARS * scale), ink, True, "mm")
        _marks(image, draw, item.designers, (x + w / 2, y + band_h + 46 * scale), scale, lang,
               faded)
        paint(image, (x + w / 2, y + h - 4 * scale), W.say("price", lang, price=item.price),
              round(L.CARD_PRICE * scale), L.MUTED, False, "mb")
    if marker is not None:
        draw.rectangle((x + 3, y + h - round(7 * scale), x + w - 3, y + h - 2), fill=marker)


def _marks(image: Image.Image, draw: ImageDraw.ImageDraw, designers: tuple[str, ...],
           centre: tuple[float, float], scale: float, lang: str, faded: bool) -> None:
    size = round(L.CARD_MARK * scale)
    labels = [W.designer_mark(d, lang) for d in designers]
    widths = [width(t, size, True) + 6 for t in labels]
    total = sum(widths) + 3 * max(0, len(labels) - 1)
    x = centre[0] - total / 2
    all_designers = W.data().designers
    for designer, label, w in zip(designers, labels, widths, strict=True):
        fill = L.DESIGNER_COLOURS[all_designers.index(designer) % len(L.DESIGNER_COLOURS)]
        if faded:
            fill = mix(fill, L.PAPER, 0.6)
        top, bottom = centre[1] - size * 0.7, centre[1] + size * 0.7
        draw.rounded_rectangle((x, top, x + w, bottom), radius=3, fill=fill)
        paint(image, (x + w / 2, centre[1]), label, size, L.WHITE, True, "mm")
        x += w + 3


def resource_chip(image: Image.Image, xy: tuple[float, float], kind: str, text: str,
                  size: int = L.SMALL, height: int = L.RESOURCE_CHIP_H) -> int:
    """A chip in the resource's colour with ``text``; left edge and vertical middle at
    ``xy``. Returns its width."""
    draw = ImageDraw.Draw(image)
    colour = L.RESOURCE_COLOURS[kind]
    # A light tint with dark ink reads at phone size; the colour is the stripe and the edge.
    fill = mix(colour, L.WHITE, L.CHIP_TINT)
    w = width(text, size, True) + 14 + L.CHIP_STRIPE
    x, y = xy
    top, bottom = y - height / 2, y + height / 2
    draw.rounded_rectangle((x, top, x + w, bottom), radius=6, fill=fill,
                           outline=mix(colour, L.INK, 0.35), width=2)
    draw.rounded_rectangle((x, top, x + L.CHIP_STRIPE + 4, bottom), radius=6, fill=colour,
                           outline=mix(colour, L.INK, 0.35), width=2)
    draw.rectangle((x + L.CHIP_STRIPE, top + 2, x + L.CHIP_STRIPE + 4, bottom - 2), fill=fill)
    paint(image, (x + L.CHIP_STRIPE + (w - L.CHIP_STRIPE) / 2, y), text, size, L.INK, True,
          "mm")
    return w


def coin(draw: ImageDraw.ImageDraw, centre: tuple[float, float], r: int = L.COIN_R) -> None:
    x, y = centre
    draw.ellipse((x - r, y - r, x + r, y + r), fill=L.COIN, outline=mix(L.COIN, L.INK, 0.5))
    draw.ellipse((x - r / 2, y - r / 2, x + r / 2, y + r / 2), outline=mix(L.COIN, L.INK, 0.3))


def stock_token(image: Image.Image, box: L.Box, token: str, pos: int, lang: str,
                size: int = L.TINY) -> None:
    """One Stock position: face down with its number, an empty place, or (to the Gentleman
    who saw it) the resource it hides."""
    draw = ImageDraw.Draw(image)
    if token == "taken":
        draw.rounded_rectangle(box, radius=6, outline=L.TAKEN_EDGE, width=2)
        return
    if token == "hidden":
        draw.rounded_rectangle(box, radius=6, fill=L.HIDDEN_TOKEN)
        centre = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
        paint(image, centre, str(pos + 1), size, L.WHITE, True, "mm")
        return
    fill = L.RESOURCE_COLOURS.get(token, L.HIDDEN_TOKEN)
    draw.rounded_rectangle(box, radius=6, fill=fill, outline=L.INK, width=2)
    label = fit(W.resource_short(token, lang), size - 2, round(box[2] - box[0] - 4), True) if (
        token in L.RESOURCE_COLOURS) else str(pos + 1)
    paint(image, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), label, size - 2,
          text_on(fill), True, "mm")


def number_token(image: Image.Image, centre: tuple[float, float], number: int | None,
                 radius: int = L.NUMBER_R, size: int = L.HEADING) -> None:
    """A Gentleman's number token (business and shopping order), or an empty ring."""
    draw = ImageDraw.Draw(image)
    x, y = centre
    box = (x - radius, y - radius, x + radius, y + radius)
    if number is None:
        draw.ellipse(box, outline=L.FAINT, width=2)
        return
    draw.ellipse(box, fill=L.CARD_BG, outline=L.INK, width=3)
    paint(image, centre, str(number), size, L.INK, True, "mm")


def gift_markers(view: View, seat: int) -> list[L.Colour | None]:
    """The colour of the team that paid each of the Courtesan's cards (None: her first
    Servant, which nobody gave)."""
    cards = view["wardrobe"][seat]
    markers: list[L.Colour | None] = [None] * len(cards)
    used: set[int] = set()
    for gift in view["gifts"]:
        for i, shown in enumerate(cards):
            if i not in used and i > 0 and _same_card(shown, gift["card"]):
                used.add(i)
                markers[i] = team_colour(gift["team"])
                break
    return markers


def _same_card(shown: str, gift: str) -> bool:
    data = W.data()
    servant = {shown in data.servants or shown == "servant", gift in data.servants
               or gift == "servant"}
    return shown == gift or servant == {True}
