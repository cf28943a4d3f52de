"""The table's rows: each team's Lady (wardrobe, unpaid purchases, deposits) beside her
Gentleman (number, money, resources, bills), and the Courtesan's row with her gifts."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from render.common.seats import Seats
from render.common.shapes import mix, stamp
from render.common.text import fit, fit_name, paint, width
from render.ladies_gentlemen import geometry as G
from render.ladies_gentlemen import layout as L
from render.ladies_gentlemen import words as W
from render.ladies_gentlemen.changes import Changes
from render.ladies_gentlemen.pieces import (
    COURTESAN_BAND,
    card,
    gift_markers,
    number_token,
    resource_chip,
    team_colour,
)

View = dict[str, Any]


def _row_frame(image: Image.Image, box: L.Box, band: L.Colour, changed: bool = False) -> None:
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle(box, radius=10, fill=L.PANEL_BG,
                           outline=L.CHANGE if changed else L.PANEL_EDGE,
                           width=3 if changed else 1)
    left, top, _, bottom = box
    draw.rounded_rectangle((left, top, left + L.ROW_BAND_W + 6, bottom), radius=10, fill=band)
    draw.rectangle((left + L.ROW_BAND_W, top, left + L.ROW_BAND_W + 6, bottom), fill=L.PANEL_BG)


def _name_line(image: Image.Image, seats: Seats, seat: int, x: float, y: float, role: str,
               room: int) -> float:
    r = L.ROW_TOKEN_R
    stamp(image, seats.token(seat, r), (x + r, y))
    x += 2 * r + 8
    role_w = width(role, L.SMALL)
    name = fit_name(seats.names[seat], L.LABEL, max(60, room - role_w - 2 * r - 20), True)
    x += paint(image, (x, y), name, L.LABEL, L.INK, True, "lm") + 10
    return x + paint(image, (x, y), role, L.SMALL, L.MUTED, False, "lm")


def _count(value: Any) -> int:
    return len(value) if isinstance(value, list) else int(value or 0)


def _cards(image: Image.Image, cards: list[str], left: float, top: float, lang: str,
           new_from: int | None, markers: list[L.Colour | None] | None = None) -> None:
    spots = G.card_spots(len(cards), left, top)
    shown = len(spots)
    if shown < len(cards):
        shown -= 1  # the last spot counts the rest
    for i in range(shown):
        outline = L.CHANGE if new_from is not None and i >= new_from else None
        card(image, spots[i], cards[i], lang, marker=markers[i] if markers else None,
             outline=outline)
    if shown < len(cards):
        x, y = spots[shown]
        paint(image, (x + L.CARD_W / 2, y + L.CARD_H / 2), f"+{len(cards) - shown}", L.HEADING,
              L.MUTED, True, "mm")


def draw_team_row(image: Image.Image, view: View, changes: Changes, seats: Seats, team: int,
                  box: L.Box, lang: str) -> None:
    lady = 2 * team
    _row_frame(image, box, team_colour(team))
    left, top, right, bottom = box
    x = left + L.ROW_BAND_W + 12
    head_y = top + L.ROW_HEAD_H / 2 + 2
    lady_right = right
    lady_bottom = bottom - L.GENT_H
    counters = _lady_counters(view, lady, lang)
    counters_w = width(counters, L.SMALL)
    role = f"{W.role_name('lady', lang)} · {W.team_label(team, lang)}"
    _name_line(image, seats, lady, x, head_y, role, round(lady_right - x - counters_w - 20))
    paint(image, (lady_right - 14, head_y), counters, L.SMALL, L.MUTED, False, "rm")
    cards = view["wardrobe"][lady]
    if cards:
        _cards(image, cards, x, top + L.ROW_HEAD_H, lang, changes.new_from(lady))
    else:
        paint(image, (x, top + L.ROW_HEAD_H + 30), W.say("no_cards", lang), L.SMALL, L.MUTED)
    draw = ImageDraw.Draw(image)
    draw.line((x, lady_bottom, right - 12, lady_bottom), fill=L.PANEL_EDGE, width=1)
    _gentleman(image, view, changes, seats, team, (x, lady_bottom, right - 12, bottom), lang)


def _lady_counters(view: View, seat: int, lang: str) -> str:
    parts = []
    unpaid = _count(view["purchases"][seat])
    if unpaid:
        parts.append(W.say("unpaid", lang, count=unpaid))
    deposits = _count(view["deposits"][seat])
    if deposits:
        parts.append(W.say("deposits", lang, count=deposits))
    if view["options"].get("gossip") == "on":
        parts.append(W.say("gossip", lang, count=_count(view["gossip"][seat])))
    return " · ".join(parts)


def _gentleman(image: Image.Image, view: View, changes: Changes, seats: Seats, team: int,
               box: L.Box, lang: str) -> None:
    left, top, right, bottom = box
    seat = 2 * team + 1
    head_y = top + L.ROW_HEAD_H / 2 + 2
    _name_line(image, seats, seat, left, head_y, W.role_name("gentleman", lang),
               round(right - left))
    if team in changes.gentlemen:
        ImageDraw.Draw(image).rounded_rectangle(
            (left - 4, top + L.ROW_HEAD_H - 2, right + 4, top + L.ROW_HEAD_H + 2 * L.NUMBER_R + 8),
            radius=8, fill=L.CHANGE_TINT)
    cx, cy = left + L.NUMBER_R + 2, top + L.ROW_HEAD_H + L.NUMBER_R + 4
    paint(image, (cx, cy + L.NUMBER_R + 2), W.say("number", lang), L.TINY, L.MUTED, True, "mt")
    number_token(image, (cx, cy), view["numbers"][team])
    x = cx + L.NUMBER_R + 14
    money = view["money"][team]
    text = W.say("money", lang, amount=money) if money is not None else W.say("money_hidden",
                                                                             lang)
    x_money = x + paint(image, (x, cy - 14), text, L.BODY, L.INK, True, "lm") + 16
    extra = _bills_text(view, team, lang)
    if extra:
        paint(image, (x_money, cy - 14), fit(extra, L.SMALL, round(right - x_money)), L.SMALL,
              L.MUTED, False, "lm")
    held = view["resources"][team]
    y = cy + 16
    if not held:
        paint(image, (x, y), W.say("no_resources", lang), L.SMALL, L.MUTED, False, "lm")
    chip_x: float = x
    for kind in sorted(held, key=list(W.data().resources).index):
        label = W.held(kind, held[kind], lang)
        chip_w = width(label, L.SMALL, True) + 14
        if chip_x + chip_w > right:
            chip_x, y = x, y + L.RESOURCE_CHIP_H + 4
            if y > bottom - 10:
                break
        chip_x += resource_chip(image, (chip_x, y), kind, label, L.SMALL) + 5


def _bills_text(view: View, team: int, lang: str) -> str:
    if view["phase"] != "evening" or view["evening_step"] != "bills":
        return ""
    bills = _count(view["presented"][team])
    granted = view["granted"][team]
    parts = [W.say("bills", lang, count=bills)] if bills else []
    if view["courtesan"] is not None and (granted["lady"] or granted["courtesan"]):
        parts.append(W.say("granted", lang, lady=granted["lady"],
                           courtesan=granted["courtesan"]))
    return " · ".join(parts)


def draw_courtesan_row(image: Image.Image, view: View, changes: Changes, seats: Seats,
                       box: L.Box, lang: str) -> None:
    seat = view["courtesan"]
    _row_frame(image, box, COURTESAN_BAND)
    left, top, right, bottom = box
    x = left + L.ROW_BAND_W + 12
    head_y = top + L.ROW_HEAD_H / 2 + 2
    lady_right = right
    lady_bottom = bottom - L.GENT_H
    held = {"to_share": view["to_share"], "carried": view["carried"],
            "refused": view["refused_courtesan"]}
    parts = [W.say(key, lang, count=_count(v)) for key, v in held.items() if _count(v)]
    if view["options"].get("gossip") == "on":
        parts.append(W.say("gossip", lang, count=_count(view["gossip"][seat])))
    counters = " · ".join(parts)
    counters_w = width(counters, L.SMALL)
    _name_line(image, seats, seat, x, head_y, W.role_name("courtesan", lang),
               round(lady_right - x - counters_w - 20))
    paint(image, (lady_right - 14, head_y), counters, L.SMALL, L.MUTED, False, "rm")
    cards = view["wardrobe"][seat]
    _cards(image, cards, x, top + L.ROW_HEAD_H, lang, changes.new_from(seat),
           gift_markers(view, seat))
    draw = ImageDraw.Draw(image)
    draw.line((x, lady_bottom, right - 12, lady_bottom), fill=L.PANEL_EDGE, width=1)
    gx = x
    top = lady_bottom
    paint(image, (gx, top + L.ROW_HEAD_H / 2 + 2),
          fit(W.say("gift_legend", lang), L.SMALL, round(right - gx - 10)), L.SMALL, L.MUTED,
          False, "lm")
    y = top + L.ROW_HEAD_H + 16
    counts = [sum(1 for g in view["gifts"] if g["team"] == t) for t in range(view["teams"])]
    cx = gx
    for team, n in enumerate(counts):
        fill = team_colour(team)
        label = f"{W.team_label(team, lang)}: {n}"
        w = width(label, L.SMALL, True) + 16
        if cx + w > right - 10:
            cx, y = gx, y + 34
        draw.rounded_rectangle((cx, y - 13, cx + w, y + 13), radius=6,
                               fill=mix(fill, L.PANEL_BG, 0.75), outline=fill, width=2)
        paint(image, (cx + w / 2, y), label, L.SMALL, L.INK, True, "mm")
        cx += w + 8
