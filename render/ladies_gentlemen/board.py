"""The public table: what changes during the game, drawn over the cached background."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

from render.common.seats import Seats
from render.common.shapes import mix, stamp
from render.common.text import fit, paint, width
from render.ladies_gentlemen import geometry as G
from render.ladies_gentlemen import layout as L
from render.ladies_gentlemen import words as W
from render.ladies_gentlemen.background import background
from render.ladies_gentlemen.pieces import (
    card,
    coin,
    number_token,
    resource_chip,
    stock_token,
    team_colour,
)

View = dict[str, Any]
COURTESAN_BAND: L.Colour = (60, 40, 70)


def board_image(view: View, names: Sequence[str] | None, previous: View | None,
                lang: str) -> Image.Image:
    seats = Seats(names, view["players"])
    rows = row_seats(view)
    heights = [G.row_height(max(len(view["wardrobe"][s]) for s in group)) for group in rows]
    height = L.TEAMS_TOP + sum(heights) + L.ROW_GAP * (len(rows) - 1) + L.MARGIN
    image = background(lang, view["teams"], view["market"], height)
    old = previous if previous and previous.get("players") == view["players"] else None
    draw_header(image, view, lang)
    draw_status(image, view, seats, lang)
    draw_boutiques(image, view, seats, lang)
    draw_exchange(image, view, lang)
    top = L.TEAMS_TOP
    for group, h in zip(rows, heights, strict=True):
        box = (L.MARGIN, top, L.WIDTH - L.MARGIN, top + h)
        if len(group) == 2:
            draw_team_row(image, view, old, seats, group[0] // 2, box, lang)
        else:
            draw_courtesan_row(image, view, old, seats, box, lang)
        top += h + L.ROW_GAP
    return image


def row_seats(view: View) -> list[list[int]]:
    """One row per team (Lady, Gentleman), then the Courtesan's."""
    rows = [[2 * t, 2 * t + 1] for t in range(view["teams"])]
    if view["courtesan"] is not None:
        rows.append([view["courtesan"]])
    return rows


def draw_header(image: Image.Image, view: View, lang: str) -> None:
    x = L.HEADER_PAD + width(W.say("title", lang), L.TITLE, True) + 28
    right = L.WIDTH - L.HEADER_PAD
    days = W.data().rules.days
    day = W.say("day", lang, day=min(view["day"], days), days=days)
    paint(image, (right, L.HEADER_H / 2), day, L.HEADING, L.HEADER_MUTED, True, "rm")
    room = round(right - width(day, L.HEADING, True) - 24 - x)
    phase = W.phase_label(view, lang)
    paint(image, (x, L.HEADER_H / 2 - 12), fit(phase, L.HEADING, room, True), L.HEADING,
          L.HEADER_INK, True, "lm")
    paint(image, (x, L.HEADER_H / 2 + 13), fit(W.step_text(view, lang), L.SMALL, room),
          L.SMALL, L.HEADER_MUTED, False, "lm")


def _seat_list(image: Image.Image, seats: Seats, group: list[int], x: float, y: float,
               right: float, with_names: bool) -> float:
    r = L.STATUS_TOKEN_R
    for seat in group:
        stamp(image, seats.token(seat, r), (x + r, y))
        x += 2 * r + 6
        if with_names:
            name = fit(seats.names[seat], L.SMALL, L.STATUS_NAME_W)
            x += paint(image, (x, y), name, L.SMALL, L.INK, False, "lm") + 14
    return x


def draw_status(image: Image.Image, view: View, seats: Seats, lang: str) -> None:
    """Who is still choosing and who has decided (never what), or who acts now."""
    if view["phase"] == "over":
        return
    y = L.STATUS_TOP + L.STATUS_H / 2
    right = L.WIDTH - L.MARGIN
    decided = list(view.get("decided", []))
    to_act = [s for s in view.get("to_act", []) if s not in decided]
    groups = [("to_act" if decided else "acting", to_act)]
    if decided:
        groups.append(("decided", decided))
    per_name = 2 * L.STATUS_TOKEN_R + 6 + L.STATUS_NAME_W + 14
    labels = sum(width(W.say(k, lang), L.SMALL, True) + 10 for k, _ in groups)
    named = labels + per_name * sum(len(g) for _, g in groups) + 30 < right - L.MARGIN
    x: float = L.MARGIN
    for key, group in groups:
        if not group:
            continue
        x += paint(image, (x, y), W.say(key, lang), L.SMALL, L.MUTED, True, "lm") + 10
        x = _seat_list(image, seats, group, x, y, right, named) + 20


def _visitors(view: View, index: int) -> list[int]:
    shop = view["boutiques"][index]
    if shop["order"]:
        return list(shop["order"])
    return [s for s, colour in enumerate(view["visits"]) if colour == shop["colour"]]


def draw_boutiques(image: Image.Image, view: View, seats: Seats, lang: str) -> None:
    draw = ImageDraw.Draw(image)
    for index, box in enumerate(G.shop_boxes(view["teams"])):
        shop = view["boutiques"][index]
        left, top, right, bottom = box
        x = left + L.SHOP_PAD
        y = top + L.SHOP_BAND_H + 16
        if shop["artisan"]:
            artisan = W.data().artisans[shop["artisan"]]
            what = W.say("ordered", lang, count=artisan.count,
                         type=W.type_name(artisan.type, lang))
            text = f"{W.say('artisan', lang)}: {what}"
        else:
            text = W.say("artisan_none", lang)
        room = round(right - left - 2 * L.SHOP_PAD)
        paint(image, (x, y), fit(text, L.SMALL, room), L.SMALL, L.INK, False, "lm")
        y += 18
        paint(image, (x, y), W.say("window", lang), L.TINY, L.MUTED, True)
        if shop["window"]:
            card(image, (x, y + 20), shop["window"], lang)
        else:
            draw.rounded_rectangle((x, y + 20, x + L.CARD_W, y + 20 + L.CARD_H), radius=6,
                                   outline=L.TAKEN_EDGE, width=2)
            paint(image, (x + L.CARD_W / 2, y + 20 + L.CARD_H / 2), W.say("window_none", lang),
                  L.TINY, L.FAINT, False, "mm")
        info_x = x + L.CARD_W + 14
        info_room = round(right - L.SHOP_PAD - info_x)
        paint(image, (info_x, y + 30), fit(W.say("in_shop", lang, count=shop["count"]), L.BODY,
                                           info_room, True), L.BODY, L.INK, True, "lm")
        if shop["order"] and not shop["open"]:
            paint(image, (info_x, y + 58), fit(W.say("closed", lang), L.SMALL, info_room),
                  L.SMALL, L.LOSS_INK, True, "lm")
        _draw_visitors(image, view, seats, index, (left, bottom - 30, right), lang)


def _draw_visitors(image: Image.Image, view: View, seats: Seats, index: int,
                   line: tuple[float, float, float], lang: str) -> None:
    left, y, right = line
    shop = view["boutiques"][index]
    x = left + L.SHOP_PAD
    x += paint(image, (x, y), W.say("visitors", lang), L.TINY, L.MUTED, True, "lm") + 10
    visitors = _visitors(view, index)
    if not visitors:
        secret = view["phase"] == "morning" and view["ladies_step"] != "ready"
        word = W.say("visits_secret" if secret else "no_visitors", lang)
        paint(image, (x, y), fit(word, L.TINY, round(right - x - 8)), L.TINY, L.FAINT, False,
              "lm")
        return
    draw = ImageDraw.Draw(image)
    r = L.SHOP_TOKEN_R
    turn = shop["order"][shop["turn"]] if shop["open"] and shop["turn"] is not None else None
    for seat in visitors:
        centre = (x + r, y)
        if seat == turn:
            draw.ellipse((centre[0] - r - 5, y - r - 5, centre[0] + r + 5, y + r + 5),
                         outline=L.TURN_RING, width=4)
        token = seats.token(seat, r)
        if seat in shop["stopped"]:
            token = _faded(token)
        stamp(image, token, centre)
        x += 2 * r + L.SHOP_TOKEN_GAP + 4
        if x > right - 2 * r:
            break


def _faded(token: Image.Image) -> Image.Image:
    faded = token.copy()
    alpha = faded.getchannel("A").point(lambda a: a * 35 // 100)
    faded.putalpha(alpha)
    return faded


def draw_exchange(image: Image.Image, view: View, lang: str) -> None:
    draw = ImageDraw.Draw(image)
    data = W.data()
    x0, y0 = G.contracts_origin()
    stock_left, stock_top = G.stock_origin()
    title = W.say("contracts", lang)
    tx = x0 + paint(image, (x0, y0), title, L.SMALL, L.MUTED, True)
    paint(image, (tx + 10, y0 + 1), W.say("contracts_left", lang, count=view["contract_pile"]),
          L.TINY, L.FAINT)
    right = stock_left - 24
    y = y0 + 38
    for slot in view["contracts"]:
        contract = data.contracts[slot["key"]]
        x: float = x0
        for need in contract.needs:
            x += resource_chip(image, (x, y), need, W.resource_short(need, lang), L.TINY) + 4
        x += 8
        x += paint(image, (x, y), W.say("proceeds", lang, amount=contract.proceeds), L.BODY,
                   L.INK, True, "lm") + 8
        if contract.premium:
            x += paint(image, (x, y), W.say("premium", lang, amount=contract.premium), L.TINY,
                       L.MUTED, False, "lm") + 8
        coins = slot["supplement"] // max(1, data.rules.supplement)
        if coins:
            for n in range(min(coins, 6)):
                coin(draw, (x + L.COIN_R + n * 9, y - n * 2))
            x += 2 * L.COIN_R + 9 * (min(coins, 6) - 1) + 6
            paint(image, (min(x, right - 50), y), W.say("supplement", lang,
                                                        amount=slot["supplement"]),
                  L.SMALL, (150, 110, 0), True, "lm")
        y += L.CONTRACT_ROW_H
    left = sum(1 for t in view["stock"] if t != "taken")
    paint(image, (stock_left, stock_top), W.say("stock", lang), L.SMALL, L.MUTED, True)
    paint(image, (stock_left + L.STOCK_W, stock_top + 1), W.say("stock_left", lang, count=left),
          L.SMALL, L.INK, True, "rt")
    size = L.STOCK_TOKEN
    for pos, token in enumerate(view["stock"]):
        col, row = pos % L.STOCK_PER_ROW, pos // L.STOCK_PER_ROW
        bx = stock_left + col * (size + 8)
        by = stock_top + 30 + row * (size + 8)
        stock_token(image, (bx, by, bx + size, by + size), token, pos, lang)


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
    name = fit(seats.names[seat], L.LABEL, max(60, room - role_w - 2 * r - 20), True)
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


def _new_from(view: View, old: View | None, seat: int) -> int | None:
    if old is None:
        return None
    before = len(old["wardrobe"][seat])
    return before if len(view["wardrobe"][seat]) > before else None


def draw_team_row(image: Image.Image, view: View, old: View | None, seats: Seats, team: int,
                  box: L.Box, lang: str) -> None:
    lady = 2 * team
    _row_frame(image, box, team_colour(team))
    left, top, right, bottom = box
    x = left + L.ROW_BAND_W + 12
    head_y = top + L.ROW_HEAD_H / 2 + 2
    lady_right = left + L.LADY_W
    counters = _lady_counters(view, lady, lang)
    counters_w = width(counters, L.SMALL)
    role = f"{W.role_name('lady', lang)} · {W.team_label(team, lang)}"
    _name_line(image, seats, lady, x, head_y, role, round(lady_right - x - counters_w - 20))
    paint(image, (lady_right - 14, head_y), counters, L.SMALL, L.MUTED, False, "rm")
    cards = view["wardrobe"][lady]
    if cards:
        _cards(image, cards, x, top + L.ROW_HEAD_H, lang, _new_from(view, old, lady))
    else:
        paint(image, (x, top + L.ROW_HEAD_H + 30), W.say("no_cards", lang), L.SMALL, L.FAINT)
    draw = ImageDraw.Draw(image)
    draw.line((lady_right, top + 10, lady_right, bottom - 10), fill=L.PANEL_EDGE, width=1)
    _gentleman(image, view, old, seats, team, (lady_right + 12, top, right - 12, bottom), lang)


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


def _gentleman(image: Image.Image, view: View, old: View | None, seats: Seats, team: int,
               box: L.Box, lang: str) -> None:
    left, top, right, bottom = box
    seat = 2 * team + 1
    head_y = top + L.ROW_HEAD_H / 2 + 2
    _name_line(image, seats, seat, left, head_y, W.role_name("gentleman", lang),
               round(right - left))
    changed = old is not None and (old["resources"][team] != view["resources"][team]
                                   or old["numbers"][team] != view["numbers"][team])
    if changed:
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
        paint(image, (x, y), W.say("no_resources", lang), L.SMALL, L.FAINT, False, "lm")
    chip_x: float = x
    for kind in sorted(held, key=list(W.data().resources).index):
        label = f"{held[kind]} {W.resource_short(kind, lang)}"
        chip_w = width(label, L.TINY, True) + 14
        if chip_x + chip_w > right:
            chip_x, y = x, y + L.RESOURCE_CHIP_H + 4
            if y > bottom - 10:
                break
        chip_x += resource_chip(image, (chip_x, y), kind, label, L.TINY) + 5


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


def gift_markers(view: View, seat: int) -> list[L.Colour | None]:
    """The colour of the team that paid each of the Courtesan's cards (None: her first
    Servant, which nobody gave)."""
    cards = view["wardrobe"][seat]
    markers: list[L.Colour | None] = [None] * len(cards)
    used: set[int] = set()
    for gift in view["gifts"]:
        for i, shown in enumerate(cards):
            if i not in used and i > 0 and _same_card(shown, gift["card"]):
                used.add(i)
                markers[i] = team_colour(gift["team"])
                break
    return markers


def _same_card(shown: str, gift: str) -> bool:
    data = W.data()
    servant = {shown in data.servants or shown == "servant", gift in data.servants
               or gift == "servant"}
    return shown == gift or servant == {True}


def draw_courtesan_row(image: Image.Image, view: View, old: View | None, seats: Seats,
                       box: L.Box, lang: str) -> None:
    seat = view["courtesan"]
    _row_frame(image, box, COURTESAN_BAND)
    left, top, right, bottom = box
    x = left + L.ROW_BAND_W + 12
    head_y = top + L.ROW_HEAD_H / 2 + 2
    lady_right = left + L.LADY_W
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
    _cards(image, cards, x, top + L.ROW_HEAD_H, lang, _new_from(view, old, seat),
           gift_markers(view, seat))
    draw = ImageDraw.Draw(image)
    draw.line((lady_right, top + 10, lady_right, bottom - 10), fill=L.PANEL_EDGE, width=1)
    gx = lady_right + 12
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
