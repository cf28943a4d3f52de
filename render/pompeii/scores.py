"""The final table: every player's saved persons (value, count, which), cash for the
tie-break, fate (survived, died, hero after death, left behind), places and tie-breaks."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PIL import Image, ImageDraw

from engine.core.protocol import fill_names
from render.common.png import encode
from render.common.seats import Seats
from render.common.shapes import mix, stamp, star
from render.common.text import fit_name, paint, wrap
from render.pompeii import layout as L
from render.pompeii.words import card_words, money, say, table_seats

View = dict[str, Any]
MANY = 99  # lines a text may wrap to: nothing here is cut


def fate(info: dict[str, Any], winner: bool, lang: str) -> tuple[str, L.Colour]:
    if info["status"] == "out":
        return say("fate_out", lang), L.MUTED
    if not info["alive"]:
        return (say("fate_hero_dead", lang), L.DEAD_INK) if winner else (
            say("fate_dead", lang), L.DEAD_INK)
    return say("fate_alive", lang), L.SAVED_INK


def draw_scores(view: View, result: dict[str, Any], names: Sequence[str] | None = None,
                lang: str = "en") -> bytes:
    seats = table_seats(view, names)
    return encode(draw_result_sheet(view, result, seats, lang), L.PNG_COMPRESS_LEVEL,
                  L.PNG_PALETTE)


def _block(view: View, line: dict[str, Any], seats: Seats, winner: bool, lang: str
           ) -> tuple[float, Callable[[Image.Image, float, int], None]]:
    """One player's rows: place, token, name and value; persons, cash and fate; whom they
    saved, by name. Returns the height and how to draw it at a top and row number."""
    seat = line["seat"]
    info = view["seats"][seat]
    parts = line.get("breakdown", {})
    fate_text, fate_colour = fate(info, winner, lang)
    facts = say("score_facts", lang, persons=parts.get("saved_persons", len(info["saved"])),
                cash=money(parts.get("cash", info["cash"]), lang))
    saved = ", ".join(card_words(n, lang) for n in info["saved"]) or say("none_saved", lang)
    left = L.MARGIN + L.SCORE_INDENT
    limit = L.SCORE_WIDTH - L.MARGIN - 12 - left
    fact_lines = wrap(facts, L.SCORE_TEXT, limit, MANY)
    fate_lines = wrap(fate_text, L.SCORE_TEXT, limit, MANY, True)
    saved_lines = wrap(saved, L.SCORE_TEXT, limit, MANY)
    count = len(fact_lines) + len(fate_lines) + len(saved_lines)
    height = 12 + L.SCORE_LINE + 4 + count * L.SCORE_TEXT_LINE + 10

    def draw(image: Image.Image, top: float, row: int) -> None:
        fill = mix(L.SAVED_INK, L.PANEL_BG, 0.8) if winner else (
            L.PANEL_BG if row % 2 == 0 else L.PAPER)
        ImageDraw.Draw(image).rectangle((L.MARGIN, top, L.SCORE_WIDTH - L.MARGIN,
                                         top + height - 2), fill=fill)
        mid = top + 12 + L.SCORE_LINE / 2
        x = L.MARGIN + 8
        if winner:
            stamp(image, star(16, L.NOW_BG), (x + 16, mid))
        paint(image, (x + (34 if winner else 0), mid), f"{line.get('rank', row + 1)}.",
              L.SCORE_NAME, L.INK, True, "lm")
        r = L.SCORE_TOKEN_R
        stamp(image, seats.token(seat, r), (left - r - 12, mid))
        value = money(parts.get("saved_value", line.get("total", 0)), lang)
        value_w = paint(image, (L.SCORE_WIDTH - L.MARGIN - 12, mid), value, L.SCORE_NAME, L.INK,
                        True, "rm")
        paint(image, (left, mid), fit_name(seats.names[seat], L.SCORE_NAME,
                                           limit - value_w - 16, True),
              L.SCORE_NAME, L.INK, True, "lm")
        y = top + 12 + L.SCORE_LINE + 4
        for texts, colour, bold in ((fate_lines, fate_colour, True), (fact_lines, L.INK, False),
                                    (saved_lines, L.INK, False)):
            for text in texts:
                paint(image, (left, y), text, L.SCORE_TEXT, colour, bold)
                y += L.SCORE_TEXT_LINE
    return height, draw


def draw_result_sheet(view: View, result: dict[str, Any], seats: Seats, lang: str
                      ) -> Image.Image:
    lines: list[dict[str, Any]] = result.get("scores", [])
    winners = set(result.get("winners", []))
    notes = [fill_names(t, seats.names) for t in result.get("tiebreaks", [])]
    summary = fill_names(result.get("summary", ""), seats.names)
    inner = L.SCORE_WIDTH - 2 * L.MARGIN
    wrapped = [(line, n == 0) for n, note in enumerate(n for n in [summary, *notes] if n)
               for line in wrap(note, L.SCORE_TEXT, inner, MANY, n == 0)]
    title = wrap(say("title", lang), L.SCORE_TITLE, inner, MANY, True)
    subtitle = wrap(say("final_table", lang), L.SCORE_TEXT, inner, MANY)
    title_h = 16 + len(title) * (L.SCORE_TITLE + 10) + len(subtitle) * L.SCORE_TEXT_LINE + 10
    blocks = [_block(view, line, seats, line["seat"] in winners, lang) for line in lines]
    table_top = title_h + L.MARGIN
    table_bottom = table_top + sum(h for h, _ in blocks)
    height = table_bottom + L.MARGIN + len(wrapped) * L.SCORE_TEXT_LINE + L.MARGIN
    image = Image.new("RGB", (L.SCORE_WIDTH, round(height)), L.PAPER)
    ImageDraw.Draw(image).rectangle((0, 0, L.SCORE_WIDTH, title_h), fill=L.HEADER_BG)
    y = 14.0
    for text in title:
        paint(image, (L.MARGIN, y), text, L.SCORE_TITLE, L.HEADER_INK, True)
        y += L.SCORE_TITLE + 10
    for text in subtitle:
        paint(image, (L.MARGIN, y), text, L.SCORE_TEXT, L.HEADER_INK)
        y += L.SCORE_TEXT_LINE
    y = table_top
    for row, (block_h, draw) in enumerate(blocks):
        draw(image, y, row)
        y += block_h
    y = table_bottom + L.MARGIN
    for text, bold in wrapped:
        paint(image, (L.MARGIN, y), text, L.SCORE_TEXT, L.INK, bold)
        y += L.SCORE_TEXT_LINE
    return image
