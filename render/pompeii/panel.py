"""The header line and the side panel: every player's phase, place, cash and clients, the
last Vita Romana and Vesuvius cards, an open offer or debt, and a legend."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from engine.pompeii.data import load
from render.common.seats import Seats
from render.common.shapes import mix, stamp
from render.common.text import fit, paint, width, wrap
from render.pompeii import layout as L
from render.pompeii.background import title_width
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
LEFT, TOP, RIGHT, BOTTOM = L.PANEL
INNER = int(RIGHT - LEFT - 2 * L.PANEL_PAD)


def draw_header(image: Image.Image, view: View, seats: Seats, lang: str) -> None:
    mid = L.HEADER_H / 2
    x = L.HEADER_PAD + title_width(lang) + 28
    phase = phase_text(view, lang)
    acting = acting_seat(view)
    room = L.WIDTH - L.HEADER_PAD - x
    if acting is None:
        paint(image, (x, mid), fit(phase, L.HEADING, room), L.HEADING, L.HEADER_MUTED, False,
              "lm")
        return
    phase = fit(phase, L.HEADING, room // 2)
    x += paint(image, (x, mid), phase, L.HEADING, L.HEADER_MUTED, False, "lm") + 24
    stamp(image, seats.token(acting, L.HEADER_TOKEN_R), (x + L.HEADER_TOKEN_R, mid))
    x += 2 * L.HEADER_TOKEN_R + 10
    room = int(L.WIDTH - L.HEADER_PAD - x)
    rest = width(say("to_act", lang, who=""), L.HEADING, True)
    name = fit(seats.names[acting], L.HEADING, room - rest, True)
    paint(image, (x, mid), fit(say("to_act", lang, who=name), L.HEADING, room, True),
          L.HEADING, L.HEADER_INK, True, "lm")


def _title(image: Image.Image, y: float, text: str) -> float:
    paint(image, (LEFT + L.PANEL_PAD, y), fit(text, L.HEADING, INNER, True), L.HEADING, L.INK,
          True)
    return y + L.SECTION_TITLE_H


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


def _draw_player(image: Image.Image, view: View, seats: Seats, seat: int, y: float,
                 lang: str) -> float:
    info = view["seats"][seat]
    draw = ImageDraw.Draw(image)
    height = L.LINE_H + 3 * L.SMALL_LINE_H + 6
    if seat == acting_seat(view):
        draw.rounded_rectangle((LEFT + 4, y - 3, RIGHT - 4, y + height - 2), radius=8,
                               fill=mix(L.NOW_BG, L.PANEL_BG, 0.45))
    x = LEFT + L.PANEL_PAD
    r = L.PLAYER_TOKEN_R
    stamp(image, seats.token(seat, r), (x + r, y + L.LINE_H / 2 + 1))
    cash = money(info["cash"], lang)
    cash_w = width(cash, L.LABEL, True)
    paint(image, (RIGHT - L.PANEL_PAD, y + 1), cash, L.LABEL, L.INK, True, "rt")
    name_x = x + 2 * r + 8
    limit = int(RIGHT - L.PANEL_PAD - cash_w - 10 - name_x)
    paint(image, (name_x, y), fit(seats.names[seat], L.LABEL, limit, True), L.LABEL, L.INK, True)
    y += L.LINE_H + 2
    citizen = say("citizen", lang, citizen=info["citizen"], house=info["house"])
    paint(image, (name_x, y), fit(citizen, L.SMALL, int(RIGHT - L.PANEL_PAD - name_x)), L.SMALL,
          L.MUTED)
    y += L.SMALL_LINE_H
    status = status_text(info, lang)
    if info["carrying"] is not None:
        status = say("carrying", lang, status=status, card=info["carrying"])
    paint(image, (name_x, y), fit(status, L.SMALL, int(RIGHT - L.PANEL_PAD - name_x)), L.SMALL,
          _status_colour(info))
    y += L.SMALL_LINE_H
    paint(image, (name_x, y), fit(_persons_line(view, seat, lang), L.SMALL,
                                  int(RIGHT - L.PANEL_PAD - name_x)), L.SMALL, L.INK)
    return y + L.SMALL_LINE_H + L.PLAYER_GAP


def _note(image: Image.Image, y: float, text: str, colour: L.Colour, most: int = 2) -> float:
    for line in wrap(text, L.SMALL, INNER, most):
        paint(image, (LEFT + L.PANEL_PAD, y), line, L.SMALL, colour)
        y += L.SMALL_LINE_H
    return y + 4


def _draw_cards(image: Image.Image, view: View, names: list[str], y: float, lang: str) -> float:
    y = _title(image, y, say("table_title", lang))
    if view["phase"] == "life":
        y = _note(image, y, say("vita_drawn", lang, count=view["vita_drawn"]), L.MUTED, 1)
    if view["last_vita"] is not None:
        y = _note(image, y, say("last_vita", lang, card=vita_words(view["last_vita"], lang)),
                  L.INK)
    if view["phase"] != "life":
        last = view["last_vesuvius"]
        text = say("vesuvius_left", lang, left=view["vesuvius_left"])
        if last is not None:
            text = say("vesuvius_last", lang, left=view["vesuvius_left"],
                       card=vesuvius_words(last, lang))
        y = _note(image, y, text, L.LAVA)
        y = _note(image, y, say("buried", lang, count=len(view["destroyed"])), L.MUTED, 1)
    if view.get("end_reason"):
        reason = game_say(f"reason.{view['end_reason']}", lang)
        y = _note(image, y, game_say("event.game_over", lang, reason=reason), L.INK, 3)
    offer = view.get("offer")
    if offer:
        y = _note(image, y, game_say(
            "summary.offer", lang, seller=name_of(names, offer["seller"]),
            buyer=name_of(names, offer["buyer"]), card=card_words(offer["card"], lang),
            price=money(offer["price"], lang)), L.INK, 3)
    debt = view.get("debt")
    if debt:
        y = _note(image, y, game_say("summary.debt", lang, who=name_of(names, debt["seat"]),
                                     amount=money(debt["amount"], lang)), L.DEAD_INK)
    return y


def _legend_row(image: Image.Image, y: float, col: int, text: str) -> tuple[float, float]:
    half = INNER // 2
    x = LEFT + L.PANEL_PAD + col * half
    paint(image, (x + 30, y + 11), fit(text, L.TINY, half - 34), L.TINY, L.MUTED, False, "lm")
    return x, y


def _draw_legend(image: Image.Image, seats: Seats, lang: str) -> None:
    draw = ImageDraw.Draw(image)
    rows = 4
    y0 = BOTTOM - L.PANEL_PAD - rows * 26 - 4
    draw.line((LEFT + 8, y0 - 8, RIGHT - 8, y0 - 8), fill=L.PANEL_EDGE)
    items = ["legend_sold", "legend_building", "legend_public", "legend_house",
             "legend_point", "legend_lava", "legend_route", "legend_marks"]
    for n, key in enumerate(items):
        x, y = _legend_row(image, y0 + (n // 2) * 26, n % 2, say(key, lang))
        cx, cy = x + 12, y + 11
        if key == "legend_sold":
            stamp(image, seats.token(0, 10), (cx, cy))
        elif key == "legend_building":
            draw.rectangle((cx - 10, cy - 9, cx + 10, cy + 9), fill=L.BUILDING_SPACE_BG,
                           outline=L.SPACE_EDGE)
        elif key == "legend_public":
            draw.rectangle((cx - 10, cy - 9, cx + 10, cy + 9), fill=L.SPACE_BG,
                           outline=L.BUILDING_EDGE)
            for i in range(3):
                draw.line((cx - 6 + 6 * i, cy + 2, cx - 6 + 6 * i, cy + 7), fill=L.BUILDING_EDGE,
                          width=2)
        elif key == "legend_house":
            house_shape(draw, (cx - 9, cy - 10, cx + 9, cy + 9), L.HOUSE_BG, L.BUILDING_EDGE)
        elif key == "legend_point":
            draw.ellipse((cx - 9, cy - 9, cx + 9, cy + 9), fill=L.GREEN_POINT)
        elif key == "legend_lava":
            draw.rectangle((cx - 10, cy - 9, cx + 10, cy + 9), fill=L.LAVA)
            draw.line((cx - 8, cy + 4, cx + 8, cy - 4), fill=L.LAVA_LINE, width=2)
        elif key == "legend_route":
            draw.line((cx - 11, cy, cx + 11, cy), fill=L.WHITE, width=10)
            draw.line((cx - 11, cy, cx + 11, cy), fill=seats.colour(1), width=5)
        else:
            colour_marks(draw, cx - 11, cy - 3, ("red", "white", "green"), 6, 2)


def draw_panel(image: Image.Image, view: View, seats: Seats, lang: str) -> None:
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle(L.PANEL, radius=L.PANEL_RADIUS, fill=L.PANEL_BG, outline=L.PANEL_EDGE)
    y = _title(image, TOP + L.PANEL_PAD, say("players_title", lang))
    for seat in range(len(view["seats"])):
        y = _draw_player(image, view, seats, seat, y, lang)
    y += 4
    draw.line((LEFT + 8, y, RIGHT - 8, y), fill=L.PANEL_EDGE)
    _draw_cards(image, view, seats.names, y + 8, lang)
    _draw_legend(image, seats, lang)

