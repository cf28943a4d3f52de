"""The boutiques: each one's artisan order, window card, stock count and visitors."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from render.common.seats import Seats
from render.common.shapes import stamp
from render.common.text import fit, paint
from render.ladies_gentlemen import geometry as G
from render.ladies_gentlemen import layout as L
from render.ladies_gentlemen import words as W
from render.ladies_gentlemen.pieces import card

View = dict[str, Any]


def _visitors(view: View, index: int) -> list[int]:
    shop = view["boutiques"][index]
    if shop["order"]:
        return list(shop["order"])
    return [s for s, colour in enumerate(view["visits"]) if colour == shop["colour"]]


def draw_boutiques(image: Image.Image, view: View, seats: Seats, lang: str) -> None:
    draw = ImageDraw.Draw(image)
    for index, box in enumerate(G.shop_boxes(view["teams"])):
        shop = view["boutiques"][index]
        left, top, right, bottom = box
        x = left + L.SHOP_PAD
        y = top + L.SHOP_BAND_H + 16
        if shop["artisan"]:
            artisan = W.data().artisans[shop["artisan"]]
            what = W.say("ordered", lang, count=artisan.count,
                         type=W.type_name(artisan.type, lang))
            text = f"{W.say('artisan', lang)}: {what}"
        else:
            text = W.say("artisan_none", lang)
        room = round(right - left - 2 * L.SHOP_PAD)
        paint(image, (x, y), fit(text, L.SMALL, room), L.SMALL, L.INK, False, "lm")
        y += 18
        paint(image, (x, y), W.say("window", lang), L.TINY, L.MUTED, True)
        if shop["window"]:
            card(image, (x, y + 26), shop["window"], lang, named=True)
        else:
            draw.rounded_rectangle((x, y + 26, x + L.CARD_W, y + 26 + L.CARD_H), radius=6,
                                   outline=L.TAKEN_EDGE, width=2)
            paint(image, (x + L.CARD_W / 2, y + 26 + L.CARD_H / 2), W.say("window_none", lang),
                  L.TINY, L.MUTED, False, "mm")
        info_x = x + L.CARD_W + 14
        info_room = round(right - L.SHOP_PAD - info_x)
        paint(image, (info_x, y + 30), fit(W.say("in_shop", lang, count=shop["count"]), L.BODY,
                                           info_room, True), L.BODY, L.INK, True, "lm")
        if shop["order"] and not shop["open"]:
            paint(image, (info_x, y + 58), fit(W.say("closed", lang), L.SMALL, info_room),
                  L.SMALL, L.LOSS_INK, True, "lm")
        _draw_visitors(image, view, seats, index, (left, bottom - 30, right), lang)


def _draw_visitors(image: Image.Image, view: View, seats: Seats, index: int,
                   line: tuple[float, float, float], lang: str) -> None:
    left, y, right = line
    shop = view["boutiques"][index]
    x = left + L.SHOP_PAD
    x += paint(image, (x, y), W.say("visitors", lang), L.TINY, L.MUTED, True, "lm") + 10
    visitors = _visitors(view, index)
    if not visitors:
        secret = view["phase"] == "morning" or view["ladies_step"] == "visit"
        word = W.say("visits_secret" if secret else "no_visitors", lang)
        paint(image, (x, y), fit(word, L.SMALL, round(right - x - 8)), L.SMALL, L.MUTED, False,
              "lm")
        return
    draw = ImageDraw.Draw(image)
    r = L.SHOP_TOKEN_R
    turn = shop["order"][shop["turn"]] if shop["open"] and shop["turn"] is not None else None
    for seat in visitors:
        centre = (x + r, y)
        if seat == turn:
            draw.ellipse((centre[0] - r - 5, y - r - 5, centre[0] + r + 5, y + r + 5),
                         outline=L.TURN_RING, width=4)
        token = seats.token(seat, r)
        if seat in shop["stopped"]:
            token = _faded(token)
        stamp(image, token, centre)
        x += 2 * r + L.SHOP_TOKEN_GAP + 4
        if x > right - 2 * r:
            break


def _faded(token: Image.Image) -> Image.Image:
    faded = token.copy()
    alpha = faded.getchannel("A").point(lambda a: a * 35 // 100)
    faded.putalpha(alpha)
    return faded
