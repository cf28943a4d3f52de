"""The Stock Exchange: the open contracts and the face-down Stock."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from render.common.text import paint
from render.ladies_gentlemen import geometry as G
from render.ladies_gentlemen import layout as L
from render.ladies_gentlemen import words as W
from render.ladies_gentlemen.pieces import coin, resource_chip, stock_token

View = dict[str, Any]


def draw_exchange(image: Image.Image, view: View, lang: str) -> None:
    draw = ImageDraw.Draw(image)
    data = W.data()
    x0, y0 = G.contracts_origin(view["teams"])
    stock_left, stock_top = G.stock_origin(view["teams"])
    title = W.say("contracts", lang)
    tx = x0 + paint(image, (x0, y0), title, L.SMALL, L.MUTED, True)
    paint(image, (tx + 10, y0 + 1), W.say("contracts_left", lang, count=view["contract_pile"]),
          L.SMALL, L.MUTED)
    right = L.WIDTH - L.MARGIN - L.SHOP_PAD
    y = y0 + 50
    for slot in view["contracts"]:
        contract = data.contracts[slot["key"]]
        x: float = x0
        for need in contract.needs:
            x += resource_chip(image, (x, y), need, W.resource_short(need, lang), L.SMALL) + 4
        x += 8
        x += paint(image, (x, y), W.say("proceeds", lang, amount=contract.proceeds), L.BODY,
                   L.INK, True, "lm") + 8
        if contract.premium:
            x += paint(image, (x, y), W.say("premium", lang, amount=contract.premium), L.TINY,
                       L.MUTED, False, "lm") + 8
        coins = slot["supplement"] // max(1, data.rules.supplement)
        if coins:
            for n in range(min(coins, 6)):
                coin(draw, (x + L.COIN_R + n * 9, y - n * 2))
            x += 2 * L.COIN_R + 9 * (min(coins, 6) - 1) + 6
            paint(image, (min(x, right - 50), y), W.say("supplement", lang,
                                                        amount=slot["supplement"]),
                  L.SMALL, (150, 110, 0), True, "lm")
        y += L.CONTRACT_ROW_H
    left = sum(1 for t in view["stock"] if t != "taken")
    paint(image, (stock_left, stock_top), W.say("stock", lang), L.SMALL, L.MUTED, True)
    paint(image, (stock_left + L.STOCK_W, stock_top + 1), W.say("stock_left", lang, count=left),
          L.SMALL, L.INK, True, "rt")
    size = L.STOCK_TOKEN
    for pos, token in enumerate(view["stock"]):
        col, row = pos % L.STOCK_PER_ROW, pos // L.STOCK_PER_ROW
        bx = stock_left + col * (size + 8)
        by = stock_top + 30 + row * (size + 8)
        stock_token(image, (bx, by, bx + size, by + size), token, pos, lang)
    draw_clash_order(image, view, lang)


def draw_clash_order(image: Image.Image, view: View, lang: str) -> None:
    """The sealed Stock's clash order today, under the market and the Stock."""
    if view["options"].get("stock") == "live" or view["phase"] != "morning":
        return
    x0, _ = G.market_origin(view["teams"])
    y = G.exchange_top(view["teams"]) + L.EXCHANGE_UPPER_H - L.CLASH_LINE_H / 2 - 4
    teams = " › ".join(W.team_label(t, lang) for t in view["clash_order"])
    paint(image, (x0, y), W.say("clash_order", lang, teams=teams), L.SMALL, L.INK, False, "lm")
