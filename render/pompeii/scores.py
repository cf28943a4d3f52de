"""The final table: every player's saved persons (value, count, which), cash for the
tie-break, fate (survived, died, hero after death, left behind), places and tie-breaks."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

from engine.core.protocol import fill_names
from render.common.png import encode
from render.common.seats import Seats
from render.common.shapes import mix, stamp, star
from render.common.text import fit, paint, wrap
from render.pompeii import layout as L
from render.pompeii.words import money, say

View = dict[str, Any]
NOTE_LINE = 26


def fate(info: dict[str, Any], winner: bool, lang: str) -> tuple[str, L.Colour]:
    if info["status"] == "out":
        return say("fate_out", lang), L.MUTED
    if not info["alive"]:
        return (say("fate_hero_dead", lang), L.DEAD_INK) if winner else (
            say("fate_dead", lang), L.DEAD_INK)
    return say("fate_alive", lang), L.SAVED_INK


def _column_lefts() -> list[int]:
    lefts, x = [], L.MARGIN
    for w in L.SCORE_COLUMNS:
        lefts.append(x)
        x += w
    return lefts


def draw_scores(view: View, result: dict[str, Any], names: Sequence[str] | None = None,
                lang: str = "en") -> bytes:
    seats = Seats(names, len(view["seats"]))
    return encode(draw_result_sheet(view, result, seats, lang), L.PNG_COMPRESS_LEVEL,
                  L.PNG_PALETTE)


def draw_result_sheet(view: View, result: dict[str, Any], seats: Seats, lang: str
                      ) -> Image.Image:
    lines: list[dict[str, Any]] = result.get("scores", [])
    winners = set(result.get("winners", []))
    notes = [fill_names(t, seats.names) for t in result.get("tiebreaks", [])]
    summary = fill_names(result.get("summary", ""), seats.names)
    inner = L.SCORE_WIDTH - 2 * L.MARGIN
    wrapped = [line for note in [summary, *notes] if note
               for line in wrap(note, L.BODY, inner, 3)]
    table_top = L.SCORE_TITLE_H + L.MARGIN
    table_bottom = table_top + L.SCORE_HEADER_H + len(lines) * L.SCORE_ROW_H
    height = table_bottom + L.MARGIN + len(wrapped) * NOTE_LINE + L.MARGIN
    image = Image.new("RGB", (L.SCORE_WIDTH, height), L.PAPER)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, L.SCORE_WIDTH, L.SCORE_TITLE_H), fill=L.HEADER_BG)
    mid = L.SCORE_TITLE_H / 2
    x = L.MARGIN + paint(image, (L.MARGIN, mid), say("title", lang), L.TITLE, L.HEADER_INK,
                         True, "lm")
    paint(image, (x + 24, mid), fit(say("final_table", lang), L.HEADING,
                                    L.SCORE_WIDTH - x - 24 - L.MARGIN), L.HEADING,
          L.HEADER_MUTED, False, "lm")
    lefts = _column_lefts()
    heads = ["col_place", "col_player", "col_value", "col_persons", "col_cash", "col_fate"]
    y = table_top + L.SCORE_HEADER_H / 2
    for n, key in enumerate(heads):
        text = fit(say(key, lang), L.SMALL, L.SCORE_COLUMNS[n] - 10, True)
        if n in (2, 3, 4):
            paint(image, (lefts[n] + L.SCORE_COLUMNS[n] - 12, y), text, L.SMALL, L.MUTED, True,
                  "rm")
        else:
            paint(image, (lefts[n] + 6, y), text, L.SMALL, L.MUTED, True, "lm")
    top = table_top + L.SCORE_HEADER_H
    for row, line in enumerate(lines):
        _draw_row(image, draw, view, line, seats, row, top + row * L.SCORE_ROW_H,
                  line["seat"] in winners, lang)
    y = table_bottom + L.MARGIN
    for n, text in enumerate(wrapped):
        paint(image, (L.MARGIN, y), text, L.BODY, L.INK, n == 0)
        y += NOTE_LINE
    return image


def _draw_row(image: Image.Image, draw: ImageDraw.ImageDraw, view: View, line: dict[str, Any],
              seats: Seats, row: int, top: float, winner: bool, lang: str) -> None:
    seat = line["seat"]
    info = view["seats"][seat]
    parts = line.get("breakdown", {})
    fill = mix(L.NOW_BG, L.PANEL_BG, 0.4) if winner else (L.PANEL_BG if row % 2 == 0
                                                          else L.PAPER)
    draw.rectangle((L.MARGIN, top, L.SCORE_WIDTH - L.MARGIN, top + L.SCORE_ROW_H - 2), fill=fill)
    lefts = _column_lefts()
    mid = top + L.SCORE_ROW_H / 2
    place_x = lefts[0] + 20
    if winner:
        stamp(image, star(16, L.NOW_BG), (place_x, mid))
    paint(image, (place_x + (20 if winner else 0), mid), f"{line.get('rank', row + 1)}.",
          L.HEADING, L.INK, True, "lm")
    x = lefts[1] + 6
    stamp(image, seats.token(seat, 15), (x + 15, mid))
    limit = L.SCORE_COLUMNS[1] - 48
    paint(image, (x + 38, top + 5), fit(seats.names[seat], L.LABEL, limit, True), L.LABEL, L.INK,
          True)
    saved = ", ".join(f"#{n}" for n in info["saved"]) or say("none_saved", lang)
    paint(image, (x + 38, top + 30), fit(saved, L.TINY, limit), L.TINY, L.MUTED)
    values = [money(parts.get("saved_value", line.get("total", 0)), lang),
              str(parts.get("saved_persons", len(info["saved"]))),
              money(parts.get("cash", info["cash"]), lang)]
    for n, text in enumerate(values, start=2):
        paint(image, (lefts[n] + L.SCORE_COLUMNS[n] - 12, mid), text, L.LABEL, L.INK, n == 2,
              "rm")
    text, colour = fate(info, winner, lang)
    paint(image, (lefts[5] + 6, mid), fit(text, L.SMALL, L.SCORE_COLUMNS[5] - 8, True), L.SMALL,
          colour, True, "lm")
