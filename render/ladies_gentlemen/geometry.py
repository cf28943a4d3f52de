"""Where things go on the board: the boxes of the boutiques, the Stock Exchange's columns,
the team rows and the cards in them."""

from __future__ import annotations

from render.ladies_gentlemen import layout as L


def shops_per_line(teams: int) -> int:
    return 2 if teams in (2, 4) else 3


def shop_boxes(teams: int) -> list[L.Box]:
    per_line = shops_per_line(teams)
    room = L.WIDTH - 2 * L.MARGIN - (per_line - 1) * L.GAP
    w = min(L.SHOP_MAX_W, room // per_line)
    top = L.SHOPS_TOP + L.SECTION_TITLE_H
    boxes: list[L.Box] = []
    for i in range(teams):
        x = L.MARGIN + (i % per_line) * (w + L.GAP)
        y = top + (i // per_line) * (L.SHOP_H + L.GAP)
        boxes.append((x, y, x + w, y + L.SHOP_H))
    return boxes


def exchange_top(teams: int) -> int:
    lines = -(-teams // shops_per_line(teams))
    return L.SHOPS_TOP + L.SECTION_TITLE_H + lines * (L.SHOP_H + L.GAP)


def teams_top(teams: int) -> int:
    return exchange_top(teams) + L.EXCHANGE_H + L.GAP


def exchange_box(teams: int) -> L.Box:
    top = exchange_top(teams)
    return (L.MARGIN, top, L.WIDTH - L.MARGIN, top + L.EXCHANGE_H)


def market_origin(teams: int) -> tuple[int, int]:
    return (L.MARGIN + L.SHOP_PAD, exchange_top(teams) + 46)


def contracts_origin(teams: int) -> tuple[int, int]:
    return (L.MARGIN + L.SHOP_PAD, exchange_top(teams) + L.EXCHANGE_UPPER_H)


def stock_origin(teams: int) -> tuple[int, int]:
    return (L.WIDTH - L.MARGIN - L.SHOP_PAD - L.STOCK_W, exchange_top(teams) + 46)


def card_lines(count: int, per_line: int = L.CARDS_PER_LINE) -> int:
    return min(L.CARD_LINES, max(1, -(-count // per_line)))


def row_height(cards: int) -> int:
    return L.ROW_HEAD_H + card_lines(cards) * (L.CARD_H + L.CARD_GAP) + L.ROW_PAD + L.GENT_H


def card_spots(count: int, left: float, top: float, per_line: int = L.CARDS_PER_LINE,
               lines: int = L.CARD_LINES, scale: float = 1.0) -> list[tuple[float, float]]:
    """Top-left corners for up to ``per_line * lines`` cards; the caller counts the rest."""
    pitch_x = (L.CARD_W + L.CARD_GAP) * scale
    pitch_y = (L.CARD_H + L.CARD_GAP) * scale
    return [(left + (i % per_line) * pitch_x, top + (i // per_line) * pitch_y)
            for i in range(min(count, per_line * lines))]
