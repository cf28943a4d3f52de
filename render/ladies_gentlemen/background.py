"""The parts of the board that stay the same all game, drawn once and cached: the header
bar and title, the section titles, the boutiques' frames and names, and the Stock
Exchange's panel with the Current Market (one card for the whole game)."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from render.common.shapes import text_on
from render.common.text import fit, paint, width
from render.ladies_gentlemen import geometry as G
from render.ladies_gentlemen import layout as L
from render.ladies_gentlemen import words as W
from render.ladies_gentlemen.pieces import resource_chip, team_colour


def _header(image: Image.Image, lang: str) -> None:
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, L.WIDTH, L.HEADER_H), fill=L.HEADER_BG)
    paint(image, (L.HEADER_PAD, L.HEADER_LINE_1), W.say("title", lang), L.TITLE, L.HEADER_INK,
          True, "lm")


def _boutiques(image: Image.Image, teams: int, lang: str) -> None:
    draw = ImageDraw.Draw(image)
    paint(image, (L.MARGIN, L.SHOPS_TOP + 2), W.say("boutiques", lang), L.HEADING, L.INK, True)
    for index, box in enumerate(G.shop_boxes(teams)):
        left, top, right, _ = box
        fill = team_colour(index)
        draw.rounded_rectangle(box, radius=10, fill=L.PANEL_BG, outline=L.PANEL_EDGE)
        draw.rounded_rectangle((left, top, right, top + L.SHOP_BAND_H), radius=10, fill=fill)
        draw.rectangle((left, top + L.SHOP_BAND_H - 10, right, top + L.SHOP_BAND_H), fill=fill)
        team = W.team_label(index, lang)
        team_w = width(team, L.SHOP_TEAM, True)
        name_room = round(right - left - 3 * L.SHOP_PAD - team_w)
        name = W.boutique_name(index, lang)
        size = L.HEADING if width(name, L.HEADING, True) <= name_room else L.LABEL
        paint(image, (left + L.SHOP_PAD, top + L.SHOP_BAND_H / 2),
              fit(name, size, name_room, True), size, text_on(fill), True, "lm")
        paint(image, (right - L.SHOP_PAD, top + L.SHOP_BAND_H / 2), team, L.SHOP_TEAM,
              text_on(fill), True, "rm")


def _exchange(image: Image.Image, teams: int, market: str, lang: str) -> None:
    draw = ImageDraw.Draw(image)
    box = G.exchange_box(teams)
    draw.rounded_rectangle(box, radius=10, fill=L.EXCHANGE_BG, outline=L.PANEL_EDGE)
    left, top, _, _ = box
    paint(image, (left + L.SHOP_PAD, top + 6), W.say("exchange", lang), L.HEADING, L.INK, True)
    market_left, market_top = G.market_origin(teams)
    paint(image, (market_left, market_top), W.say("market", lang), L.SMALL, L.MUTED, True)
    prices = W.data().markets[market]
    for n, (kind, price) in enumerate(prices.items()):
        x = market_left + (n % 2) * (L.MARKET_W // 2)
        y = market_top + 46 + (n // 2) * (L.RESOURCE_CHIP_H + 10)
        chip = resource_chip(image, (x, y), kind, W.resource_short(kind, lang), L.SMALL)
        paint(image, (x + chip + 6, y), W.say("price", lang, price=price), L.SMALL, L.INK, True,
              "lm")
    contracts_left, contracts_top = G.contracts_origin(teams)
    draw.line((contracts_left, contracts_top - 12, box[2] - 12, contracts_top - 12),
              fill=L.PANEL_EDGE, width=1)
    stock_left, stock_top = G.stock_origin(teams)
    draw.line((stock_left - 12, stock_top, stock_left - 12, contracts_top - 24),
              fill=L.PANEL_EDGE, width=1)


@lru_cache(maxsize=16)
def _top(lang: str, teams: int, market: str) -> Image.Image:
    image = Image.new("RGB", (L.WIDTH, G.teams_top(teams)), L.PAPER)
    _header(image, lang)
    _boutiques(image, teams, lang)
    _exchange(image, teams, market, lang)
    return image


def background(lang: str, teams: int, market: str, height: int) -> Image.Image:
    """A fresh canvas ``height`` tall with the cached top of the board pasted in."""
    image = Image.new("RGB", (L.WIDTH, height), L.PAPER)
    image.paste(_top("de" if lang.lower().startswith("de") else "en", teams, market), (0, 0))
    return image
