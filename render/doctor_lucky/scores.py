"""The result sheet: who saved Doctor Lucky (or that the ship sank), a line per player with
the winner marked and the penalties where they count (the game has no points, so no score
column), and how the last rescue attempt went."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

from engine.core.protocol import fill_names
from engine.doctor_lucky import GAME
from engine.doctor_lucky.words import counted, result_summary
from render.common.png import encode
from render.common.seats import Seats
from render.common.shapes import mix, stamp
from render.common.text import fit, fit_name, paint, wrap
from render.doctor_lucky import layout as L
from render.doctor_lucky.pieces import outcome_words
from render.doctor_lucky.words import rescue_lines, say

SHEET_W = 1000
TITLE_H = 72
BANNER_H = 72
BANNER_LINE_H = 40
ROW_H = 54
HEAD_H = 46
NAME_W = 420
NOTE_LINE_H = 34


def _heading(part: str, lang: str) -> str:
    if part == "place":
        return say("sheet.place", lang)
    return GAME.words.score_part_label(part, lang)


def _notes(view: dict[str, Any], seats: Seats, lang: str) -> list[tuple[str, bool]]:
    flooded = ", ".join(view["flooded"]) or say("sheet.none", lang)
    notes = [(say("sheet.summary", lang, turns=counted("turns", view.get("turn_number", 0), lang),
                  flooded=flooded, cards=counted("cards", view["discard"]["cards"], lang)),
              False)]
    rescue = view.get("last_rescue")
    if rescue is None:
        notes.append((say("sheet.no_rescue", lang), False))
        return notes
    notes.append((say("sheet.last_rescue", lang), True))
    notes += rescue_lines(rescue, seats.names, lang)
    outcome, _ = outcome_words(rescue, lang)
    notes.append((outcome[0].upper() + outcome[1:], True))
    return notes


def draw_result_sheet(
    view: dict[str, Any], result: dict[str, Any], seats: Seats, lang: str = "en"
) -> Image.Image:
    lines: list[dict[str, Any]] = result["scores"]
    parts = list(lines[0]["breakdown"]) if lines else []
    winners = set(result.get("winners", []))
    limit = SHEET_W - 2 * L.MARGIN - 20
    notes = [(part, bold) for line, bold in _notes(view, seats, lang)
             for part in wrap(line, L.B_SMALL, limit, 4, bold)]
    # The loser's prize has its cell in the table, so the banner says who saved the Doctor
    # alone; a long sentence wraps.
    loser = view.get("loser")
    summary = fill_names(result.get("summary", "") if loser is None or not winners
                         else result_summary(min(winners), lang), seats.names)
    banner_lines = wrap(summary, L.B_HEADING, SHEET_W - 4 * L.MARGIN, 3, True)
    banner_h = max(BANNER_H, 24 + len(banner_lines) * BANNER_LINE_H)
    table_top = TITLE_H + L.MARGIN + banner_h + L.GAP
    table_bottom = table_top + HEAD_H + len(lines) * ROW_H
    height = table_bottom + L.MARGIN + len(notes) * NOTE_LINE_H + 2 * L.MARGIN
    image = Image.new("RGB", (SHEET_W, height), L.PAPER)
    draw = ImageDraw.Draw(image)

    draw.rectangle((0, 0, SHEET_W, TITLE_H), fill=L.HEADER_BG)
    x = L.MARGIN + paint(image, (L.MARGIN, TITLE_H / 2), say("title", lang), L.B_TITLE,
                         L.HEADER_INK, True, "lm")
    paint(image, (x + L.HEADER_SPACE, TITLE_H / 2), say("sheet.result", lang), L.B_HEADING,
          L.HEADER_INK, False, "lm")

    banner = (L.MARGIN, TITLE_H + L.MARGIN, SHEET_W - L.MARGIN, TITLE_H + L.MARGIN + banner_h)
    draw.rounded_rectangle(banner, radius=L.PANEL_RADIUS,
                           fill=L.SAVED if winners else L.SUNK_BG)
    first = (banner[1] + banner[3]) / 2 - (len(banner_lines) - 1) * BANNER_LINE_H / 2
    for n, part in enumerate(banner_lines):
        paint(image, (SHEET_W / 2, first + n * BANNER_LINE_H), part, L.B_HEADING, L.WHITE, True,
              "mm")

    draw.rounded_rectangle((L.MARGIN, table_top, SHEET_W - L.MARGIN, table_bottom),
                           radius=L.PANEL_RADIUS, fill=L.PANEL_BG, outline=L.PANEL_EDGE)
    columns = [*parts, "place"]
    col_w = (SHEET_W - 2 * L.MARGIN - NAME_W) / len(columns)
    for n, part in enumerate(columns):
        centre = L.MARGIN + NAME_W + (n + 0.5) * col_w
        heading = fit(_heading(part, lang), L.B_SMALL, int(col_w) - 8, True)
        paint(image, (centre, table_top + HEAD_H / 2), heading, L.B_SMALL, L.INK, True, "mm")
    for index, line in enumerate(lines):
        seat = line["seat"]
        top = table_top + HEAD_H + index * ROW_H
        mid = top + ROW_H / 2
        won = seat in winners
        if won:
            draw.rectangle((L.MARGIN + 1, top, SHEET_W - L.MARGIN - 1, top + ROW_H),
                           fill=mix(L.SAVED, L.PANEL_BG, 0.75))
        draw.line((L.MARGIN, top, SHEET_W - L.MARGIN, top), fill=L.PANEL_EDGE)
        stamp(image, seats.token(seat, L.PLAYER_TOKEN_R + 1), (L.MARGIN + 26, mid))
        name = fit_name(seats.names[seat], L.B_BODY, NAME_W - 60, True)
        paint(image, (L.MARGIN + 50, mid), name, L.B_BODY, L.INK, True, "lm")
        for n, part in enumerate(columns):
            centre = L.MARGIN + NAME_W + (n + 0.5) * col_w
            if part == "place":
                cell = say("sheet.winner", lang) if won else (
                    say("sheet.no_winner", lang) if not winners else
                    say("sheet.loser_prize", lang) if seat == loser else "")
            else:
                cell = str(int(line["breakdown"].get(part, 0)))
            cell = fit(cell, L.B_SMALL, int(col_w) - 8, won)
            paint(image, (centre, mid), cell, L.B_SMALL, L.INK, won, "mm")

    y = table_bottom + L.MARGIN
    draw.rounded_rectangle(
        (L.MARGIN, y - 6, SHEET_W - L.MARGIN, y + len(notes) * NOTE_LINE_H + 6),
        radius=L.PANEL_RADIUS, fill=L.PANEL_BG, outline=L.PANEL_EDGE,
    )
    for note, bold in notes:
        paint(image, (L.MARGIN + 12, y), note, L.B_SMALL, L.INK, bold)
        y += NOTE_LINE_H
    return image


def draw_scores(
    view: dict[str, Any], result: dict[str, Any], names: Sequence[str] | None = None,
    lang: str = "en",
) -> bytes:
    sheet = draw_result_sheet(view, result, Seats(names, view["players"]), lang)
    return encode(sheet, L.PNG_COMPRESS_LEVEL, L.PNG_PALETTE)
