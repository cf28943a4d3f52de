"""The header (title, phase, whose turn) and the panel under the board: every player's
phase, place, cash and clients, the last Vita Romana and Vesuvius cards, an open offer or
debt, and a legend. Long texts wrap; only display names are shortened (``fit_name``)."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from engine.pompeii.data import load
from render.common.seats import Seats
from render.common.shapes import mix, stamp
from render.common.text import fit_name, paint, width, wrap
from render.pompeii import layout as L
from render.pompeii.marks import colour_marks, house_shape
from render.pompeii.words import (
    acting_seat,
    card_words,
    game_say,
    money,
    name_of,
    phase_text,
    saved_value,
    say,
    status_text,
    vesuvius_words,
    vita_words,
)

View = dict[str, Any]
LEFT, RIGHT = L.PANEL_LEFT, L.PANEL_RIGHT
INNER = int(RIGHT - LEFT - 2 * L.PANEL_PAD)
COLUMN = (INNER - (L.PANEL_COLUMNS - 1) * L.PANEL_GAP) // L.PANEL_COLUMNS
MANY = 99  # lines a text may wrap to: nothing here is cut
LEGEND = ("legend_turn", "legend_changed", "legend_route", "legend_sold", "legend_building",
          "legend_public", "legend_house", "legend_marks", "legend_point", "legend_lava")


class Pen:
    """Draws on ``image``; without one it only measures (the panel's height comes first)."""

    def __init__(self, image: Image.Image | None) -> None:
        self.image = image

    def text(self, xy: tuple[float, float], text: str, size: int, colour: L.Colour,
             bold: bool = False, anchor: str = "lt") -> None:
        if self.image is not None:
            paint(self.image, xy, text, size, colour, bold, anchor)

    def lines(self, x: float, y: float, text: str, limit: int, colour: L.Colour,
              size: int = L.PANEL_TEXT, bold: bool = False) -> float:
        """``text`` wrapped to ``limit`` pixels from (x, y); returns the y under it."""
        for line in wrap(text, size, limit, MANY, bold):
            self.text((x, y), line, size, colour, bold)
            y += L.PANEL_LINE
        return y


def draw_header(image: Image.Image, view: View, seats: Seats, lang: str) -> None:
    """The second header row (the background drew the title): the phase and whose turn."""
    mid = L.HEADER_H - 36
    size = L.HEADER_LINE
    x = L.HEADER_PAD + paint(image, (L.HEADER_PAD, mid), phase_text(view, lang), size,
                             L.HEADER_MUTED, False, "lm") + 28
    acting = acting_seat(view)
    if acting is None:
        return
    stamp(image, seats.token(acting, L.HEADER_TOKEN_R), (x + L.HEADER_TOKEN_R, mid))
    x += 2 * L.HEADER_TOKEN_R + 12
    room = int(L.WIDTH - L.HEADER_PAD - x) - width(say("to_act", lang, who=""), size, True)
    name = fit_name(seats.names[acting], size, room, True)
    paint(image, (x, mid), say("to_act", lang, who=name), size, L.HEADER_INK, True, "lm")


def _title(pen: Pen, y: float, text: str) -> float:
    y = pen.lines(LEFT + L.PANEL_PAD, y, text, INNER, L.INK, L.PANEL_TITLE, True)
    return y + L.SECTION_TITLE_H - L.PANEL_LINE


def _persons_line(view: View, seat: int, lang: str) -> str:
    info = view["seats"][seat]
    if view["phase"] == "life":
        cards = load().cards
        persons = [n for n in info["cards"] if cards[n].is_person]
        housed = sum(1 for n in persons if view["host"][n] is not None)
        return say("cards_line", lang, persons=len(persons),
                   buildings=len(info["cards"]) - len(persons), housed=housed)
    waiting = sum(1 for n in view["clients"] if view["owner"][int(n)] == seat)
    return say("rescue_line", lang, waiting=waiting, saved=len(info["saved"]),
               value=money(saved_value(info), lang))


def _status_colour(info: dict[str, Any]) -> L.Colour:
    if info["status"] == "out" or not info["alive"]:
        return L.DEAD_INK
    if info["outside"]:
        return L.SAVED_INK
    return L.INK


def _player(pen: Pen, view: View, seats: Seats, seat: int, x: float, y: float,
            lang: str) -> float:
    info = view["seats"][seat]
    r = L.PLAYER_TOKEN_R
    if pen.image is not None:
        stamp(pen.image, seats.token(seat, r), (x + r, y + L.PANEL_LINE / 2))
    cash = money(info["cash"], lang)
    pen.text((x + COLUMN, y + 1), cash, L.PANEL_NAME, L.INK, True, "rt")
    name_x = x + 2 * r + 10
    room = int(x + COLUMN - width(cash, L.PANEL_NAME, True) - 14 - name_x)
    pen.text((name_x, y - 2), fit_name(seats.names[seat], L.PANEL_NAME, room, True),
             L.PANEL_NAME, L.INK, True)
    y += L.PANEL_LINE + 4
    limit = int(x + COLUMN - name_x)
    citizen = say("citizen", lang, colour=game_say(f"colour.{info['colour']}", lang),
                  citizen=info["citizen"], house=info["house"])
    y = pen.lines(name_x, y, citizen, limit, L.MUTED)
    status = status_text(info, lang)
    if info["carrying"] is not None:
        status = say("carrying", lang, status=status, card=card_words(info["carrying"], lang))
    y = pen.lines(name_x, y, status, limit, _status_colour(info))
    return pen.lines(name_x, y, _persons_line(view, seat, lang), limit, L.INK)


def _players(pen: Pen, view: View, seats: Seats, y: float, lang: str) -> float:
    y = _title(pen, y, say("players_title", lang))
    count = len(view["seats"])
    acting = acting_seat(view)
    for first in range(0, count, L.PANEL_COLUMNS):
        row = range(first, min(count, first + L.PANEL_COLUMNS))
        lefts = [LEFT + L.PANEL_PAD + n * (COLUMN + L.PANEL_GAP) for n in range(len(row))]
        bottom = max(_player(Pen(None), view, seats, seat, left, y, lang)
                     for seat, left in zip(row, lefts, strict=True))
        for seat, left in zip(row, lefts, strict=True):
            if seat == acting and pen.image is not None:
                ImageDraw.Draw(pen.image).rounded_rectangle(
                    (left - 8, y - 6, left + COLUMN + 8, bottom + 4), radius=8,
                    fill=mix(L.NOW_BG, L.PANEL_BG, 0.45))
            _player(pen, view, seats, seat, left, y, lang)
        y = bottom + L.PLAYER_GAP
    return y


def _note(pen: Pen, y: float, text: str, colour: L.Colour) -> float:
    return pen.lines(LEFT + L.PANEL_PAD, y, text, INNER, colour) + 6


def _cards(pen: Pen, view: View, names: list[str], y: float, lang: str) -> float:
    y = _title(pen, y, say("table_title", lang))
    if view["phase"] == "life":
        y = _note(pen, y, say("vita_drawn", lang, count=view["vita_drawn"]), L.INK)
    if view["last_vita"] is not None:
        y = _note(pen, y, say("last_vita", lang, card=vita_words(view["last_vita"], lang)),
                  L.INK)
    if view["phase"] != "life":
        last = view["last_vesuvius"]
        text = say("vesuvius_left", lang, left=view["vesuvius_left"])
        if last is not None:
            text = say("vesuvius_last", lang, left=view["vesuvius_left"],
                       card=vesuvius_words(last, lang))
        y = _note(pen, y, text, L.LAVA)
        y = _note(pen, y, say("buried", lang, count=len(view["destroyed"])), L.INK)
    if view.get("end_reason"):
        reason = game_say(f"reason.{view['end_reason']}", lang)
        y = _note(pen, y, game_say("event.game_over", lang, reason=reason), L.INK)
    offer = view.get("offer")
    if offer:
        y = _note(pen, y, game_say(
            "summary.offer", lang, seller=name_of(names, offer["seller"]),
            buyer=name_of(names, offer["buyer"]), card=card_words(offer["card"], lang),
            price=money(offer["price"], lang)), L.INK)
    debt = view.get("debt")
    if debt:
        y = _note(pen, y, game_say("summary.debt", lang, who=name_of(names, debt["seat"]),
                                   amount=money(debt["amount"], lang)), L.DEAD_INK)
    return y


def _sample(image: Image.Image, key: str, seats: Seats, cx: float, cy: float) -> None:
    """The legend's drawn sample of ``key`` centred on (cx, cy)."""
    draw = ImageDraw.Draw(image)
    s = L.LEGEND_ICON
    if key == "legend_turn":
        draw.ellipse((cx - s, cy - s, cx + s, cy + s), fill=L.NOW_BG, outline=L.BUILDING_EDGE)
    elif key == "legend_changed":
        draw.rectangle((cx - s, cy - s, cx + s, cy + s), fill=L.SPACE_BG, outline=L.CHANGE,
                       width=L.TRACK_CHANGE_W)
    elif key == "legend_route":
        count = min(3, len(seats.names))
        step = 2 * s / count
        for n in range(count):
            x0 = cx - s + n * step
            draw.line((x0, cy, x0 + step, cy), fill=L.INK, width=12)
            draw.line((x0, cy, x0 + step, cy), fill=seats.colour(n), width=7)
    elif key == "legend_sold":
        stamp(image, seats.token(0, s - 2), (cx, cy))
    elif key == "legend_building":
        draw.rectangle((cx - s, cy - s, cx + s, cy + s), fill=L.BUILDING_SPACE_BG,
                       outline=L.SPACE_EDGE)
    elif key == "legend_public":
        draw.rectangle((cx - s, cy - s, cx + s, cy + s), fill=L.SPACE_BG, outline=L.BUILDING_EDGE)
        for i in range(3):
            x = cx - 8 + 8 * i
            draw.line((x, cy + 3, x, cy + 10), fill=L.BUILDING_EDGE, width=2)
    elif key == "legend_house":
        house_shape(draw, (cx - s + 2, cy - s, cx + s - 2, cy + s), L.HOUSE_BG, L.BUILDING_EDGE)
    elif key == "legend_point":
        draw.ellipse((cx - 11, cy - 11, cx + 11, cy + 11), fill=L.GREEN_POINT)
    elif key == "legend_lava":
        draw.rectangle((cx - s, cy - s, cx + s, cy + s), fill=L.LAVA)
        draw.line((cx - s + 2, cy + 5, cx + s - 2, cy - 5), fill=L.LAVA_LINE, width=3)
    else:
        colour_marks(draw, cx - s, cy - 4, ("red", "white", "green"), 8, 3)


def _legend(pen: Pen, seats: Seats, y: float, lang: str) -> float:
    if pen.image is not None:
        ImageDraw.Draw(pen.image).line((LEFT + 8, y, RIGHT - 8, y), fill=L.PANEL_EDGE)
    y += 14
    icon = 2 * L.LEGEND_ICON + 14
    limit = COLUMN - icon
    for first in range(0, len(LEGEND), L.PANEL_COLUMNS):
        bottom = y
        for col, key in enumerate(LEGEND[first: first + L.PANEL_COLUMNS]):
            x = LEFT + L.PANEL_PAD + col * (COLUMN + L.PANEL_GAP)
            if pen.image is not None:
                _sample(pen.image, key, seats, x + L.LEGEND_ICON + 2, y + L.PANEL_LINE / 2)
            end = pen.lines(x + icon, y, say(key, lang), limit, L.INK, L.LEGEND_TEXT)
            bottom = max(bottom, end)
        y = bottom + L.LEGEND_ROW - L.PANEL_LINE
    return y


def _panel(pen: Pen, view: View, seats: Seats, top: float, lang: str) -> float:
    y = _players(pen, view, seats, top + L.PANEL_PAD, lang)
    if pen.image is not None:
        ImageDraw.Draw(pen.image).line((LEFT + 8, y, RIGHT - 8, y), fill=L.PANEL_EDGE)
    y = _cards(pen, view, seats.names, y + 12, lang)
    return _legend(pen, seats, y + 4, lang) + L.PANEL_PAD


def panel_height(view: View, seats: Seats, lang: str) -> int:
    """How tall the panel is for this view (it grows with the players and the notes)."""
    return round(_panel(Pen(None), view, seats, 0, lang))


def draw_panel(image: Image.Image, view: View, seats: Seats, top: float, lang: str) -> None:
    """The panel under the board, from ``top`` to the bottom margin of ``image``."""
    ImageDraw.Draw(image).rounded_rectangle(
        (LEFT, top, RIGHT, image.height - L.MARGIN), radius=L.PANEL_RADIUS, fill=L.PANEL_BG,
        outline=L.PANEL_EDGE)
    _panel(Pen(image), view, seats, top, lang)
