"""One seat's own picture, read on a phone: what it may do now, then what only it knows.

A Lady sees her Servants with what they reward, her unpaid purchases and deposits, her
artisan cards, the cards of her boutique and of the one she visits, and her Gossip; a
Gentleman his money, number token, resources, the Stock tokens he saw and the bills before
him; the Courtesan her cards, gifts and the cards she still has to share out.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

from engine.core.protocol import fill_names
from engine.ladies_gentlemen.data import SERVANT
from engine.ladies_gentlemen.words import card_label
from render.common.png import encode
from render.common.seats import Seats
from render.common.shapes import stamp, text_on
from render.common.text import fit, paint, width, wrap
from render.ladies_gentlemen import layout as L
from render.ladies_gentlemen import words as W
from render.ladies_gentlemen.legend import legend_texts
from render.ladies_gentlemen.pieces import (
    COURTESAN_BAND,
    card,
    gift_markers,
    number_token,
    resource_chip,
    team_colour,
)
from render.ladies_gentlemen.starry import paint_stars

View = dict[str, Any]
PAD = L.PRIVATE_PAD
INNER = L.PRIVATE_WIDTH - 2 * PAD


class Sheet:
    """A tall canvas written from the top down; ``y`` is where the next line goes."""

    def __init__(self, lang: str) -> None:
        self.image = Image.new("RGB", (L.PRIVATE_WIDTH, L.PRIVATE_MAX_HEIGHT), L.PAPER)
        self.draw = ImageDraw.Draw(self.image)
        self.lang = lang
        self.y = L.PRIVATE_HEADER_H + L.PRIVATE_SECTION_GAP
        self.showed_cards = False

    def heading(self, text: str) -> None:
        self.y += 6
        paint(self.image, (PAD, self.y), fit(text, L.PRIVATE_HEADING, INNER, True),
              L.PRIVATE_HEADING, L.INK, True)
        self.y += L.PRIVATE_LINE_H + 2

    def line(self, text: str, colour: L.Colour = L.INK, size: int = L.PRIVATE_BODY,
             indent: int = 0, lines: int = 2, bold: bool = False) -> None:
        for part in wrap(text, size, INNER - indent, lines, bold):
            paint_stars(self.image, (PAD + indent, self.y), part, size, colour, bold)
            self.y += L.PRIVATE_LINE_H

    def cards(self, keys: list[str], markers: list[L.Colour | None] | None = None) -> None:
        self.showed_cards = self.showed_cards or bool(keys)
        scale = L.PRIVATE_CARD_SCALE
        pitch = (L.CARD_W + L.CARD_GAP) * scale
        per_line = max(1, int((INNER + L.CARD_GAP * scale) // pitch))
        for i, key in enumerate(keys):
            x = PAD + (i % per_line) * pitch
            y = self.y + (i // per_line) * (L.CARD_H + L.CARD_GAP) * scale
            card(self.image, (x, y), key, self.lang, scale,
                 marker=markers[i] if markers else None, named=True)
        lines = max(1, -(-len(keys) // per_line))
        self.y += round(lines * (L.CARD_H + L.CARD_GAP) * scale) + 4

    def gap(self) -> None:
        self.y += L.PRIVATE_SECTION_GAP

    def done(self) -> Image.Image:
        return self.image.crop((0, 0, L.PRIVATE_WIDTH, min(L.PRIVATE_MAX_HEIGHT,
                                                           self.y + PAD)))


def _role(view: View, seat: int | None) -> str:
    if seat is None:
        return "spectator"
    if seat == view["courtesan"]:
        return "courtesan"
    return "lady" if seat % 2 == 0 else "gentleman"


def _header(sheet: Sheet, view: View, seats: Seats, seat: int | None, lang: str) -> None:
    role = _role(view, seat)
    paired = seat is not None and role in ("lady", "gentleman")
    band = team_colour(seat // 2) if seat is not None and paired else COURTESAN_BAND
    image = sheet.image
    sheet.draw.rectangle((0, 0, L.PRIVATE_WIDTH, L.PRIVATE_HEADER_H), fill=L.HEADER_BG)
    sheet.draw.rectangle((0, L.PRIVATE_HEADER_H - 8, L.PRIVATE_WIDTH, L.PRIVATE_HEADER_H),
                         fill=band)
    x = PAD
    if seat is not None:
        r = L.PRIVATE_TOKEN_R
        stamp(image, seats.token(seat, r), (x + r, L.PRIVATE_HEADER_H / 2 - 4))
        x += 2 * r + 14
        title = seats.names[seat]
    else:
        title = W.say("private.spectator", lang)
    paint(image, (x, 12), fit(title, L.PRIVATE_TITLE, L.PRIVATE_WIDTH - x - PAD, True),
          L.PRIVATE_TITLE, L.HEADER_INK, True)
    if seat is not None and paired:
        sub = W.say("private.role", lang, role=W.role_name(role, lang),
                    team=W.team_label(seat // 2, lang))
    elif role == "courtesan":
        sub = W.say("private.courtesan", lang)
    else:
        sub = ""
    sub = " · ".join(p for p in (sub, W.phase_label(view, lang)) if p)
    paint(image, (x, 56), fit(sub, L.PRIVATE_SMALL, L.PRIVATE_WIDTH - x - PAD),
          L.PRIVATE_SMALL, L.HEADER_MUTED)


def _choices(sheet: Sheet, view: View, seats: Seats, choices: tuple[str, ...],
             lang: str) -> None:
    if choices:
        sheet.heading(W.say("private.choices", lang))
        for label in choices[:L.PRIVATE_CHOICES]:
            sheet.line(f"• {fill_names(label, seats.names)}", lines=L.PRIVATE_CHOICE_LINES)
        if len(choices) > L.PRIVATE_CHOICES:
            sheet.line(W.say("private.more", lang, count=len(choices) - L.PRIVATE_CHOICES),
                       L.MUTED)
        sheet.gap()
        return
    if view["phase"] == "over":
        return
    waiting = [s for s in view.get("to_act", []) if s not in view.get("decided", [])]
    names = ", ".join(seats.names[s] for s in waiting) or W.say("private.nobody", lang)
    sheet.line(W.say("private.waiting", lang, names=names), L.MUTED, L.PRIVATE_SMALL, lines=3)
    sheet.gap()


def _pick_text(view: View, seats: Seats, lang: str) -> str | None:
    pick = view.get("pick")
    data = W.data()
    if pick is None:
        return None
    if pick in data.artisans:
        artisan = data.artisans[pick]
        value = W.say("ordered", lang, count=artisan.count, type=W.type_name(artisan.type, lang))
    elif pick in data.wardrobe or pick == SERVANT or pick in data.servants:
        value = card_label(pick, lang)
    else:
        index = next((i for i, b in enumerate(view["boutiques"]) if b["colour"] == pick), None)
        value = W.boutique_name(index, lang) if index is not None else str(pick)
    return W.say("private.pick", lang, value=value)


def _servants(sheet: Sheet, cards: list[str], lang: str) -> None:
    data = W.data()
    staff = [c for c in cards if c in data.servants]
    if not staff:
        return
    sheet.heading(W.say("private.servants", lang))
    for key in staff:
        name = data.servants[key].name
        sheet.line(f"{name}: {W.servant_rule(key, lang)}", size=L.PRIVATE_SMALL)


def _gossip(sheet: Sheet, view: View, seat: int, lang: str) -> None:
    held = view["gossip"][seat]
    if not isinstance(held, list) or not held:
        return
    sheet.heading(W.say("private.gossip", lang))
    originals = view.get("originals") or []
    for key in held:
        text = W.gossip_rule(key, lang)
        if key not in originals:
            text += f" ({W.say('private.received', lang)})"
        sheet.line(f"• {text}", size=L.PRIVATE_SMALL)


def _shops(sheet: Sheet, view: View, seat: int, lang: str) -> None:
    seen: set[int] = set()
    if seat != view["courtesan"]:
        shop = view["boutiques"][seat // 2]
        if shop["cards"]:
            sheet.heading(f"{W.say('private.shop', lang)} · {W.boutique_name(seat // 2, lang)}")
            sheet.cards(list(shop["cards"]))
        seen.add(seat // 2)
    visit = view["visits"][seat]
    index = next((i for i, b in enumerate(view["boutiques"]) if b["colour"] == visit), None)
    if index is not None and index not in seen and view["boutiques"][index]["cards"]:
        sheet.heading(f"{W.say('private.visited', lang)} · {W.boutique_name(index, lang)}")
        sheet.cards(list(view["boutiques"][index]["cards"]))


def _list_of(view: View, key: str, seat: int) -> list[str]:
    value = view[key][seat] if isinstance(view[key], list) and len(view[key]) == view[
        "players"] else view[key]
    return list(value) if isinstance(value, list) else []


def _lady(sheet: Sheet, view: View, seats: Seats, seat: int, lang: str) -> None:
    cards = view["wardrobe"][seat]
    sheet.heading(W.say("private.wardrobe", lang))
    if cards:
        markers = gift_markers(view, seat) if seat == view["courtesan"] else None
        sheet.cards(cards, markers)
    else:
        sheet.line(W.say("private.nothing", lang), L.FAINT)
    _servants(sheet, cards, lang)
    purchases = _list_of(view, "purchases", seat)
    if purchases:
        sheet.heading(W.say("private.purchases", lang))
        sheet.cards(purchases)
    deposits = _list_of(view, "deposits", seat)
    if deposits:
        sheet.heading(W.say("private.deposits", lang))
        sheet.cards(deposits)
    if seat == view["courtesan"]:
        for key, word in (("to_share", "to_share"), ("carried", "carried"),
                          ("refused_courtesan", "refused")):
            held = view[key] if isinstance(view[key], list) else []
            if held:
                sheet.heading(W.say(f"private.{word}", lang))
                sheet.cards(list(held))
    hand = view.get("artisan_hand") or []
    if hand:
        sheet.heading(W.say("private.artisans", lang))
        _artisans(sheet, hand, lang)
    _shops(sheet, view, seat, lang)
    _gossip(sheet, view, seat, lang)


def _artisans(sheet: Sheet, hand: list[str], lang: str) -> None:
    data = W.data()
    x: float = PAD
    h = 44
    for key in hand:
        artisan = data.artisans[key]
        label = W.say("private.artisan_card", lang, count=artisan.count,
                      type=W.type_name(artisan.type, lang))
        w = width(label, L.PRIVATE_SMALL, True) + 24
        if x + w > L.PRIVATE_WIDTH - PAD:
            x, sheet.y = PAD, sheet.y + h + 8
        fill = L.TYPE_COLOURS[artisan.type]
        sheet.draw.rounded_rectangle((x, sheet.y, x + w, sheet.y + h), radius=8, fill=fill)
        paint(sheet.image, (x + w / 2, sheet.y + h / 2), label, L.PRIVATE_SMALL, text_on(fill),
              True, "mm")
        x += w + 10
    sheet.y += h + 12


def _gentleman(sheet: Sheet, view: View, seats: Seats, seat: int, lang: str) -> None:
    team = seat // 2
    image = sheet.image
    money = view["money"][team]
    if money is not None:
        sheet.line(W.say("private.money", lang, amount=money), bold=True)
    number = view["numbers"][team]
    r = 30
    number_token(image, (PAD + r, sheet.y + r), number, r, L.PRIVATE_HEADING)
    text = (W.say("private.number", lang, number=number) if number is not None
            else W.say("private.no_number", lang))
    paint(image, (PAD + 2 * r + 14, sheet.y + r), fit(text, L.PRIVATE_BODY, INNER - 2 * r - 14),
          L.PRIVATE_BODY, L.INK, False, "lm")
    sheet.y += 2 * r + 12
    pick = view.get("stock_pick")
    if pick is not None:
        sheet.line(W.say("private.stock_stop", lang) if pick < 0
                   else W.say("private.stock_pick", lang, pos=pick + 1), L.MUTED)
    if view["phase"] == "morning" and view["options"].get("stock") != "live":
        teams = " › ".join(W.team_label(t, lang) for t in view["clash_order"])
        sheet.line(W.say("clash_order", lang, teams=teams), L.MUTED, L.PRIVATE_SMALL)
    held = view["resources"][team]
    sheet.heading(W.say("private.resources", lang))
    if held:
        x: float = PAD
        for kind in sorted(held, key=list(W.data().resources).index):
            label = W.held(kind, held[kind], lang)
            if x + width(label, L.PRIVATE_SMALL, True) + 14 > L.PRIVATE_WIDTH - PAD:
                x, sheet.y = PAD, sheet.y + 46
            x += resource_chip(image, (x, sheet.y + 20), kind, label, L.PRIVATE_SMALL, 40) + 10
        sheet.y += 52
    else:
        sheet.line(W.say("private.nothing", lang), L.FAINT)
    known = [(pos, t) for pos, t in enumerate(view["stock"]) if t not in ("hidden", "taken")]
    if known:
        sheet.heading(W.say("private.known", lang))
        x = PAD
        for pos, token in known:
            label = W.say("private.known_token", lang, pos=pos + 1,
                          resource=W.resource_name(token, lang))
            if x + width(label, L.PRIVATE_SMALL, True) + 14 > L.PRIVATE_WIDTH - PAD:
                x, sheet.y = PAD, sheet.y + 46
            x += resource_chip(image, (x, sheet.y + 20), token, label, L.PRIVATE_SMALL, 40) + 10
        sheet.y += 52
    bills = view["presented"][team]
    if isinstance(bills, list) and bills:
        sheet.heading(W.say("private.bills", lang))
        sheet.cards([b["card"] for b in bills])
        words = [W.say(f"private.bill_{b['from']}", lang) for b in bills]
        sheet.line(" · ".join(f"{n + 1}. {w}" for n, w in enumerate(words)), L.MUTED,
                   L.PRIVATE_SMALL, lines=3)
    deposits = _list_of(view, "deposits", seat - 1)
    if deposits:
        sheet.heading(W.say("private.deposits", lang))
        sheet.cards(deposits)


def private_image(view: View, seats: Seats, lang: str, choices: tuple[str, ...]) -> Image.Image:
    seat = view["viewer"]
    sheet = Sheet(lang)
    _header(sheet, view, seats, seat, lang)
    _choices(sheet, view, seats, choices, lang)
    pick = _pick_text(view, seats, lang)
    if pick:
        sheet.line(pick, L.MUTED, L.PRIVATE_SMALL)
        sheet.gap()
    role = _role(view, seat)
    if role in ("lady", "courtesan"):
        _lady(sheet, view, seats, seat, lang)
    elif role == "gentleman":
        _gentleman(sheet, view, seats, seat, lang)
    if sheet.showed_cards:  # what the designer marks on them stand for
        sheet.gap()
        for text in legend_texts(lang):
            sheet.line(text, L.MUTED, L.PRIVATE_SMALL, lines=4)
    return sheet.done()


def draw_private(view: View, names: Sequence[str] | None = None, lang: str = "en",
                 choices: Sequence[str] = (), previous: View | None = None) -> bytes:
    """One seat's own view (``view["viewer"]``) and ``choices``, the labels of what it may do
    now; without choices it says who the table is waiting for."""
    seats = Seats(names, view["players"])
    return encode(private_image(view, seats, lang, tuple(choices)), L.PNG_COMPRESS_LEVEL,
                  L.PNG_PALETTE)
