"""One player's own picture, made to be read on a phone: whose turn it is, where the player's
pawn and Doctor Lucky are, the hand by kind, what the player may do now, and where everyone
stands. It draws only the viewer's view: its own cards and the public table."""

from __future__ import annotations

from collections.abc import Sequence
from math import ceil
from typing import Any

from PIL import Image, ImageDraw

from engine.core.protocol import fill_names
from engine.doctor_lucky.data import MOVE
from render.common.png import encode
from render.common.seats import Seats
from render.common.shapes import stamp
from render.common.text import fit, fit_name, paint, width, wrap
from render.doctor_lucky import layout as L
from render.doctor_lucky.hand import Held, card_height, draw_card, grouped
from render.doctor_lucky.icons import top_hat
from render.doctor_lucky.words import (
    acting_seat,
    counted,
    doctor_next,
    name_of,
    outcome,
    room_words,
    say,
)

View = dict[str, Any]
W = L.HAND_WIDTH
M = L.HAND_MARGIN
INNER = W - 2 * M
KIND_WORDS = {"move": "hand.move", "aid": "hand.aid", "fail": "hand.fail"}
KIND_INK = {"move": L.HEADER_BG, "aid": L.AID_BAND, "fail": L.FAIL_BAND}


def _viewer(view: View) -> int | None:
    seat = view.get("viewer")
    return seat if isinstance(seat, int) and 0 <= seat < view["players"] else None


def _text(
    image: Image.Image, x: float, y: float, text: str, size: int, step: int, limit: int,
    most: int, colour: L.Colour, bold: bool = False,
) -> float:
    for line in wrap(text, size, limit, most, bold):
        paint(image, (x, y), line, size, colour, bold)
        y += step
    return y


def _header(image: Image.Image, view: View, seats: Seats, lang: str) -> float:
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, W, L.HAND_HEADER_H), fill=L.HEADER_BG)
    turn = say("turn", lang, turn=view.get("turn_number", 0))
    turn_w = paint(image, (W - M, 10), turn, L.HAND_SMALL, L.HEADER_MUTED, True, "rt")
    title = fit(say("title", lang), L.HAND_SMALL, INNER - turn_w - 12, True)
    paint(image, (M, 10), title, L.HAND_SMALL, L.HEADER_MUTED, True)
    seat = _viewer(view)
    mid = 10 + L.HAND_SMALL_LINE + (L.HAND_HEADER_H - 10 - L.HAND_SMALL_LINE) / 2
    x = M
    if seat is not None:
        stamp(image, seats.token(seat, L.HAND_TOKEN_R), (x + L.HAND_TOKEN_R, mid))
        x += 2 * L.HAND_TOKEN_R + 12
        name = fit_name(seats.names[seat], L.HAND_TITLE, W - M - x, True)
        paint(image, (x, mid), name, L.HAND_TITLE, L.HEADER_INK, True, "lm")
    return L.HAND_HEADER_H + L.HAND_GAP


def _status(image: Image.Image, view: View, seats: Seats, lang: str, y: float) -> float:
    """A banner: the player's turn, whose turn it is instead, or how the game ended."""
    ended = outcome(view, seats.names, lang)
    seat = acting_seat(view)
    reaction = view.get("rescue") is not None
    if ended is not None:
        fill, text = (L.SAVED if view.get("winner") is not None else L.SUNK_BG), ended
    elif seat is not None and seat == _viewer(view):
        fill, text = L.NOW_BG, say("hand.your_foil" if reaction else "hand.your_turn", lang)
    elif seat is not None:
        fill = L.WAIT_BG
        text = say("hand.wait_foil" if reaction else "hand.wait_move", lang,
                   who=name_of(seats.names, seat))
    else:
        fill, text = L.WAIT_BG, say("turn", lang, turn=view.get("turn_number", 0))
    ink = L.WHITE if ended is not None else L.INK
    lines = wrap(text, L.HAND_HEADING, INNER - 32, 2, True)
    height = 20 + len(lines) * (L.HAND_HEADING + 8)
    ImageDraw.Draw(image).rounded_rectangle((M, y, W - M, y + height), radius=14, fill=fill)
    for n, line in enumerate(lines):
        paint(image, (M + 16, y + 12 + n * (L.HAND_HEADING + 8)), line, L.HAND_HEADING, ink,
              True)
    return y + height + L.HAND_GAP


def _in_play(view: View) -> str | None:
    """The room of the move card being played this turn, if the view names one."""
    card = (view.get("turn") or {}).get("card")
    if not isinstance(card, str) or not card:
        return None
    kind, _, room = card.partition(":")
    return room if room and kind == MOVE else card


def _where(image: Image.Image, view: View, seats: Seats, lang: str, y: float) -> float:
    """The player's room and Doctor Lucky's, and the move card in play."""
    draw = ImageDraw.Draw(image)
    top = y
    y += 14
    x = M + 16 + 2 * L.HAND_ICON_R + 14
    limit = W - M - 16 - x
    seat = _viewer(view)
    rows: list[tuple[Image.Image, str, str | None]] = []
    if seat is not None:
        mine = say("hand.you_are", lang, room=room_words(view["pawns"][seat], lang))
        rows.append((seats.token(seat, L.HAND_ICON_R), mine, None))
    doctor = say("doctor_in", lang, room=room_words(view["doctor"], lang))
    after = None
    if view["phase"] != "over":
        after = say("doctor_next", lang, room=room_words(doctor_next(view), lang))
    rows.append((top_hat(round(L.HAND_ICON_R * L.DOCTOR_SCALE)), doctor, after))
    # Lines are laid out first: the box behind them must be drawn before the text.
    marks: list[tuple[float, Image.Image]] = []
    lines: list[tuple[float, str, int, L.Colour, bool]] = []
    for icon, text, note in rows:
        marks.append((y + L.HAND_LINE / 2, icon))
        for line in wrap(text, L.HAND_BODY, limit, 2, True):
            lines.append((y, line, L.HAND_BODY, L.INK, True))
            y += L.HAND_LINE
        if note:
            for line in wrap(note, L.HAND_SMALL, limit, 2):
                lines.append((y, line, L.HAND_SMALL, L.MUTED, False))
                y += L.HAND_SMALL_LINE
        y += 10
    together = seat is not None and view["pawns"][seat] == view["doctor"]
    card = _in_play(view)
    notes = []
    if together and view["phase"] != "over":
        notes.append(say("hand.doctor_with_you", lang))
    if card is not None:
        notes.append(say("hand.in_play", lang, card=room_words(card, lang)))
    pills = []
    for note in notes:
        text = fit(note, L.HAND_BODY, INNER - 52, True)
        pills.append((y, text))
        y += L.HAND_LINE + 16
    bottom = y + 4
    draw.rounded_rectangle((M, top, W - M, bottom), radius=14, fill=L.PANEL_BG,
                           outline=L.PANEL_EDGE, width=2)
    for centre_y, icon in marks:
        stamp(image, icon, (M + 16 + L.HAND_ICON_R, centre_y))
    for line_y, line, size, colour, bold in lines:
        paint(image, (x, line_y), line, size, colour, bold)
    for pill_y, text in pills:
        w = width(text, L.HAND_BODY, True) + 24
        draw.rounded_rectangle((M + 16, pill_y, M + 16 + w, pill_y + L.HAND_LINE + 8),
                               radius=10, fill=L.NOW_BG)
        paint(image, (M + 28, pill_y + 4), text, L.HAND_BODY, L.INK, True)
    return bottom + L.HAND_GAP


def _heading(image: Image.Image, text: str, y: float, colour: L.Colour = L.INK) -> float:
    paint(image, (M, y), fit(text, L.HAND_HEADING, INNER, True), L.HAND_HEADING, colour, True)
    return y + L.HAND_HEADING + 14


def _hand(image: Image.Image, view: View, lang: str, y: float) -> float:
    if _viewer(view) is None:
        return y
    hand = [card for card in view.get("hand") or [] if isinstance(card, str)]
    y = _heading(image, f"{say('hand.title', lang)} · {counted('card_count', len(hand), lang)}",
                 y)
    if not hand:
        paint(image, (M, y), say("hand.empty", lang), L.HAND_BODY, L.MUTED)
        return y + L.HAND_LINE + L.HAND_GAP
    for kind, cards in grouped(hand).items():
        title = say(KIND_WORDS[kind], lang) if kind in KIND_WORDS else ""
        count = sum(held.count for held in cards)
        colour = KIND_INK.get(kind, L.INK)
        paint(image, (M, y), f"{title} ({count})" if title else str(count), L.HAND_BODY, colour,
              True)
        y += L.HAND_LINE + 2
        if kind == MOVE:
            y = _text(image, M, y, say("hand.send", lang), L.HAND_SMALL, L.HAND_SMALL_LINE,
                      INNER, 2, L.MUTED)
        y = _grid(image, cards, kind, lang, y + 6) + 8
    return y + L.HAND_GAP


def _grid(image: Image.Image, cards: list[Held], kind: str, lang: str, y: float) -> float:
    """Cards in rows that wrap; returns the y below the last row."""
    columns = L.HAND_COLUMNS.get(kind, 2)
    gap = L.HAND_GAP
    card_w = (INNER - (columns - 1) * gap - 8) / columns  # 8: room for a stack's back cards
    card_h = card_height(kind)
    for n, held in enumerate(cards):
        row, col = divmod(n, columns)
        left = M + col * (card_w + gap)
        top = y + row * (card_h + gap)
        draw_card(image, (left, top, left + card_w, top + card_h), held, lang)
    rows = ceil(len(cards) / columns)
    return y + rows * (card_h + gap)


def _choices(
    image: Image.Image, choices: Sequence[str], seats: Seats, lang: str, y: float
) -> float:
    draw = ImageDraw.Draw(image)
    y = _heading(image, say("hand.choices", lang), y)
    if not choices:
        y = _text(image, M, y, say("hand.no_choices", lang), L.HAND_BODY, L.HAND_LINE, INNER,
                  2, L.MUTED)
        return y + L.HAND_GAP
    for label in choices[: L.HAND_CHOICES_SHOWN]:
        text = fill_names(str(label), seats.names)
        lines = wrap(text, L.HAND_BODY, INNER - 32, 2, True)
        height = 14 + len(lines) * L.HAND_LINE
        draw.rounded_rectangle((M, y, W - M, y + height), radius=12, fill=L.CHOICE_BG,
                               outline=L.CHOICE_EDGE, width=2)
        _text(image, M + 16, y + 7, text, L.HAND_BODY, L.HAND_LINE, INNER - 32, 2, L.INK, True)
        y += height + 8
    hidden = len(choices) - L.HAND_CHOICES_SHOWN
    if hidden > 0:
        paint(image, (M + 16, y), say("hand.more_choices", lang, count=hidden), L.HAND_BODY,
              L.MUTED)
        y += L.HAND_LINE
    return y + L.HAND_GAP


def _table(image: Image.Image, view: View, seats: Seats, lang: str, y: float) -> float:
    """Every player's room and hand size, the viewer and the acting player marked."""
    draw = ImageDraw.Draw(image)
    y = _heading(image, say("hand.table", lang), y)
    me = _viewer(view)
    acting = acting_seat(view)
    counts = view.get("hand_counts") or []
    r = L.HAND_TOKEN_R - 4
    count_x = W - M - 12
    room_x = M + INNER * 0.52
    for seat in range(view["players"]):
        mid = y + L.HAND_TABLE_ROW / 2
        if seat == acting:
            fill: L.Colour | None = L.NOW_BG
        elif seat == me:
            fill = L.YOU_BG
        else:
            fill = None
        if fill is not None:
            draw.rounded_rectangle((M, y + 2, W - M, y + L.HAND_TABLE_ROW - 2), radius=10,
                                   fill=fill)
        stamp(image, seats.token(seat, r), (M + 10 + r, mid))
        name_x = M + 2 * r + 22
        you = f" ({say('hand.you', lang)})" if seat == me else ""
        room_for_name = int(room_x - name_x - 10 - width(you, L.HAND_SMALL, True))
        name = fit_name(seats.names[seat], L.HAND_SMALL, room_for_name, True) + you
        paint(image, (name_x, mid), name, L.HAND_SMALL, L.INK, True, "lm")
        shown = str(counts[seat]) if seat < len(counts) else "?"
        count_w = paint(image, (count_x, mid), shown, L.HAND_BODY, L.INK, True, "rm")
        card_x = count_x - count_w - 8 - L.HAND_CARD_PAD * 2
        draw.rounded_rectangle((card_x, mid - 14, card_x + 20, mid + 14), radius=3,
                               fill=L.CARD_BG, outline=L.MUTED, width=2)
        room = room_words(view["pawns"][seat], lang, numbered=False)
        lines = wrap(room, L.HAND_SMALL, int(card_x - room_x - 10), 2)
        for n, line in enumerate(lines):
            line_mid = mid + (n - (len(lines) - 1) / 2) * L.HAND_SMALL_LINE
            paint(image, (room_x, line_mid), line, L.HAND_SMALL, L.MUTED, False, "lm")
        y += L.HAND_TABLE_ROW
    return y + L.HAND_GAP


def _height_bound(view: View, choices: Sequence[str]) -> int:
    """More than the picture can need, so nothing is cut off before the final crop."""
    hand = [card for card in view.get("hand") or [] if isinstance(card, str)]
    cards = sum(ceil(len(group) / L.HAND_COLUMNS.get(kind, 2)) * (card_height(kind) + 80)
                for kind, group in grouped(hand).items())
    shown = min(len(choices), L.HAND_CHOICES_SHOWN) + 1
    return 1200 + cards + shown * 90 + view["players"] * L.HAND_TABLE_ROW


def private_image(
    view: View, seats: Seats, lang: str, choices: Sequence[str] = ()
) -> Image.Image:
    image = Image.new("RGB", (W, _height_bound(view, choices)), L.PAPER)
    y = _header(image, view, seats, lang)
    y = _status(image, view, seats, lang, y)
    y = _where(image, view, seats, lang, y)
    y = _hand(image, view, lang, y)
    y = _choices(image, choices, seats, lang, y)
    y = _table(image, view, seats, lang, y)
    return image.crop((0, 0, W, ceil(y + M - L.HAND_GAP)))


def draw_private(
    view: View, names: Sequence[str] | None = None, lang: str = "en",
    choices: Sequence[str] = (), previous: View | None = None,
) -> bytes:
    """One seat's own picture: its hand by kind, where its pawn and Doctor Lucky are, where
    everyone stands, and ``choices`` (what it may do now; empty: not its turn)."""
    image = private_image(view, Seats(names, view["players"]), lang, tuple(choices))
    return encode(image, L.PNG_COMPRESS_LEVEL, L.PNG_PALETTE)
