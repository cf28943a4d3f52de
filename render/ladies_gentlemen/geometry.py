"""Where things go on the board: the boxes of the boutiques, the Stock Exchange's columns,
the team rows and the cards in them."""

from __future__ import annotations

from render.ladies_gentlemen import layout as L


def shop_boxes(teams: int) -> list[L.Box]:
    room = L.WIDTH - 2 * L.MARGIN - (teams - 1) * L.GAP
    w = min(L.SHOP_MAX_W, room // teams)
    top = L.SHOPS_TOP + L.SECTION_TITLE_H
    return [(L.MARGIN + i * (w + L.GAP), top, L.MARGIN + i * (w + L.GAP) + w, top + L.SHOP_H)
            for i in range(teams)]


def exchange_box() -> L.Box:
    return (L.MARGIN, L.EXCHANGE_TOP, L.WIDTH - L.MARGIN, L.EXCHANGE_TOP + L.EXCHANGE_H)


def market_origin() -> tuple[int, int]:
    return (L.MARGIN + L.SHOP_PAD, L.EXCHANGE_TOP + 40)


def contracts_origin() -> tuple[int, int]:
    return (L.MARGIN + L.SHOP_PAD + L.MARKET_W + 24, L.EXCHANGE_TOP + 40)


def stock_origin() -> tuple[int, int]:
    return (L.WIDTH - L.MARGIN - L.SHOP_PAD - L.STOCK_W, L.EXCHANGE_TOP + 40)


def card_lines(count: int, per_line: int = L.CARDS_PER_LINE) -> int:
    return min(L.CARD_LINES, max(1, -(-count // per_line)))


def row_height(cards: int) -> int:
    return L.ROW_HEAD_H + card_lines(cards) * (L.CARD_H + L.CARD_GAP) + L.ROW_PAD


def card_spots(count: int, left: float, top: float, per_line: int = L.CARDS_PER_LINE,
               lines: int = L.CARD_LINES, scale: float = 1.0) -> list[tuple[float, float]]:
    """Top-left corners for up to ``per_line * lines`` cards; the caller counts the rest."""
    pitch_x = (L.CARD_W + L.CARD_GAP) * scale
    pitch_y = (L.CARD_H + L.CARD_GAP) * scale
    return [(left + (i % per_line) * pitch_x, top + (i // per_line) * pitch_y)
            for i in range(min(count, per_line * lines))]
