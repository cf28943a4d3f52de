"""The end-of-game score sheet: every scoring part per player, totals, ranks, tie-breaks."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

from engine.core.protocol import fill_names
from engine.trepanation import GAME
from render.common.png import encode
from render.common.shapes import mix, stamp, star
from render.common.text import fit_name, line_height, paint
from render.trepanation import layout as L
from render.trepanation.palette import Seats
from render.trepanation.widgets import snug
from render.trepanation.words import ordinal, pic


def draw_scores(
    view: dict[str, Any], result: dict[str, Any], names: Sequence[str] | None = None,
    lang: str = "en",
) -> bytes:
    seats = Seats(names, len(view["players"]))
    image = draw_score_sheet(view, result, seats, lang)
    return encode(image, L.PNG_COMPRESS_LEVEL, L.PNG_PALETTE,
                  L.PNG_SAMPLE_STEP)


def draw_score_sheet(
    view: dict[str, Any], result: dict[str, Any], seats: Seats, lang: str = "en"
) -> Image.Image:
    """The sheet in ``lang``; the summary and tie-break sentences are the result's own (the
    engine wrote them in the language it was asked for)."""
    lines: list[dict[str, Any]] = result["scores"]
    parts = list(lines[0]["breakdown"]) if lines else []
    tiebreaks = [fill_names(text, seats.names) for text in result.get("tiebreaks", [])]
    notes = tiebreaks or [pic("no_tiebreaks", lang)]
    table_top = L.SCORE_TITLE_H + L.MARGIN
    rows = len(parts) + 2  # the parts, the total, the rank
    table_bottom = table_top + L.SCORE_HEADER_H + rows * L.SCORE_ROW_H
    wrapped = [
        line
        for note in notes
        for line in snug(note, L.SCORE_BODY,
                         L.SCORE_WIDTH - 2 * L.MARGIN - L.SCORE_NOTE_INDENT, 99)[1]
    ]
    height = (
        table_bottom + L.MARGIN + L.SCORE_FOOT_TITLE_H + len(wrapped) * L.SCORE_FOOT_LINE_H
    ) + L.MARGIN
    image = Image.new("RGB", (L.SCORE_WIDTH, height), L.PAPER)
    draw = ImageDraw.Draw(image)

    draw.rectangle((0, 0, L.SCORE_WIDTH, L.SCORE_TITLE_H), fill=L.HEADER_BG)
    mid = L.SCORE_TITLE_H / 2
    x = L.MARGIN + paint(image, (L.MARGIN, mid), L.GAME_TITLE, L.SCORE_TITLE_FONT,
                         L.HEADER_INK, True, "lm")
    title = pic("final_scores", lang)
    summary = fill_names(result.get("summary", ""), seats.names)
    size, heads = snug(f"{title} · {summary}" if summary else title, L.SCORE_HEADING,
                       L.SCORE_WIDTH - x - L.HEADER_SPACE - L.MARGIN, 2, True)
    step = line_height(size)
    for number, heading in enumerate(heads):
        paint(image, (x + L.HEADER_SPACE, mid + (number - len(heads) / 2) * step), heading, size,
              L.HEADER_INK, True, "lt")

    left = L.MARGIN + L.SCORE_LABEL_W
    column = (L.SCORE_WIDTH - L.MARGIN - left) / max(1, len(lines))
    draw.rounded_rectangle(
        (L.MARGIN, table_top, L.SCORE_WIDTH - L.MARGIN, table_bottom),
        radius=L.PANEL_RADIUS,
        fill=L.PANEL_BG,
        outline=L.PANEL_EDGE,
    )
    winners = set(result.get("winners", []))
    for index, line in enumerate(lines):
        seat = line["seat"]
        x0 = left + index * column
        if seat in winners:
            draw.rectangle(
                (x0 + 2, table_top + 2, x0 + column - 2, table_bottom - 2),
                fill=L.WINNER_BG,
            )
        head = (x0, table_top, x0 + column, table_top + L.SCORE_HEADER_H)
        draw.rectangle(
            (head[0] + 2, head[1] + 2, head[2] - 2, head[3]),
            fill=mix(L.PANEL_BG, seats.colour(seat), L.PANEL_HEADER_TINT),
        )
        token_y = head[1] + L.SCORE_TOKEN_Y
        stamp(image, seats.token(seat, L.SCORE_TOKEN_R), (x0 + column / 2, token_y))
        name = fit_name(seats.names[seat], L.SCORE_LABEL, round(column) - 2 * L.SCORE_PAD, True)
        name_y = head[1] + L.SCORE_NAME_Y
        paint(image, (x0 + column / 2, name_y), name, L.SCORE_LABEL, L.INK, True, "mm")
    y = table_top + L.SCORE_HEADER_H
    rows_text = [(GAME.words.score_part_label(p, lang), p) for p in parts]
    total_label, place_label = pic("total", lang), pic("place", lang)
    for row_index, (label, part) in enumerate([*rows_text, (total_label, ""), (place_label, "")]):
        top = y + row_index * L.SCORE_ROW_H
        row_mid = top + L.SCORE_ROW_H / 2
        total_row = row_index == len(rows_text)
        if row_index % 2 == 1 or total_row:
            draw.rectangle(
                (L.MARGIN + 1, top, left, top + L.SCORE_ROW_H),
                fill=L.PAST_SHADE if total_row else L.SCORE_STRIPE,
            )
        draw.line((L.MARGIN + 1, top, L.SCORE_WIDTH - L.MARGIN - 1, top), fill=L.SLOT_EDGE)
        size, (label,) = snug(label, L.SCORE_HEADING if total_row else L.SCORE_BODY,
                              L.SCORE_LABEL_W - L.INFO_PAD, 1, total_row)
        paint(
            image,
            (L.MARGIN + L.INFO_PAD, row_mid),
            label,
            size,
            L.INK,
            total_row,
            "lm",
        )
        for index, line in enumerate(lines):
            cx = left + (index + 0.5) * column
            if part:
                value = int(line["breakdown"].get(part, 0))
                paint(
                    image,
                    (cx, row_mid),
                    str(value),
                    L.SCORE_HEADING,
                    L.INK if value else L.FAINT,
                    value > 0,
                    "mm",
                )
            elif total_row:
                star_x = cx - L.SCORE_TOTAL_SHIFT - L.SCORE_STAR_R - 6
                stamp(image, star(L.SCORE_STAR_R, L.STAR), (star_x, row_mid))
                total = str(line["total"])
                paint(
                    image,
                    (cx - L.SCORE_TOTAL_SHIFT, row_mid),
                    total,
                    L.SCORE_BIG,
                    L.INK,
                    True,
                    "lm",
                )
            else:
                rank = int(line.get("rank", index + 1))
                text = pic("winner", lang) if line["seat"] in winners else ordinal(rank, lang)
                paint(image, (cx, row_mid), text, L.SCORE_HEADING, L.INK, True, "mm")

    y = table_bottom + L.MARGIN
    paint(image, (L.MARGIN, y), pic("tiebreaks", lang), L.SCORE_HEADING, L.INK, True)
    y += L.SCORE_FOOT_TITLE_H
    step = L.SCORE_FOOT_LINE_H
    for text in wrapped:
        paint(
            image,
            (L.MARGIN + L.SCORE_NOTE_INDENT, y + (step - line_height(L.SCORE_BODY)) / 2),
            text,
            L.SCORE_BODY,
            L.MUTED if not tiebreaks else L.INK,
        )
        y += step
    return image
