"""One player's own picture, made to be read on a phone: cash, phase and place, the person
and building cards held with prices and colour marks, which persons live in which building,
the clients in the city and those saved, and what the player may do now."""

from __future__ import annotations

from collections.abc import Sequence
from math import ceil
from typing import Any

from PIL import Image, ImageDraw

from engine.core.protocol import fill_names
from engine.pompeii.data import Card, load
from render.common.png import encode
from render.common.seats import Seats
from render.common.shapes import stamp
from render.common.text import fit_name, paint, wrap
from render.pompeii import layout as L
from render.pompeii.marks import colour_marks
from render.pompeii.words import (
    acting_seat,
    card_words,
    game_say,
    money,
    phase_text,
    place_words,
    saved_value,
    say,
    status_text,
    table_seats,
)

View = dict[str, Any]
W = L.HAND_WIDTH
M = L.HAND_MARGIN
INNER = W - 2 * M
CARD_W = (INNER - L.HAND_GAP) // 2
MOST_CARDS = 20  # per kind; more are counted, not drawn
MANY = 99  # lines a text may wrap to: nothing here is cut


def _viewer(view: View) -> int | None:
    seat = view.get("viewer")
    return seat if isinstance(seat, int) and 0 <= seat < len(view["seats"]) else None


class Sheet:
    """A growing list of drawing steps: the height is known before the image is made."""

    def __init__(self) -> None:
        self.steps: list[tuple[float, Any]] = []
        self.y = 0.0

    def add(self, height: float, step: Any) -> None:
        self.steps.append((self.y, step))
        self.y += height

    def image(self) -> Image.Image:
        image = Image.new("RGB", (W, ceil(self.y + M)), L.PAPER)
        for top, step in self.steps:
            step(image, top)
        return image


def _heading(sheet: Sheet, text: str) -> None:
    def step(image: Image.Image, top: float) -> None:
        for n, line in enumerate(lines):
            paint(image, (M, top + 8 + n * L.HAND_LINE), line, L.HAND_HEADING, L.HEADER_BG,
                  True)
    lines = wrap(text, L.HAND_HEADING, INNER, MANY, True)
    sheet.add(L.HAND_HEADING + 20 + (len(lines) - 1) * L.HAND_LINE, step)


def _lines(sheet: Sheet, texts: list[tuple[str, L.Colour]], size: int, step_h: int,
           most: int = MANY) -> None:
    for text, colour in texts:
        lines = wrap(text, size, INNER, most)

        def step(image: Image.Image, top: float, lines: tuple[str, ...] = lines,
                 colour: L.Colour = colour) -> None:
            for n, line in enumerate(lines):
                paint(image, (M, top + n * step_h), line, size, colour)
        sheet.add(len(lines) * step_h, step)


def _header(sheet: Sheet, view: View, seats: Seats, seat: int | None, lang: str) -> None:
    def step(image: Image.Image, top: float) -> None:
        draw = ImageDraw.Draw(image)
        draw.rectangle((0, top, W, top + L.HAND_HEADER_H), fill=L.HEADER_BG)
        mid = top + L.HAND_HEADER_H / 2
        if seat is None:
            paint(image, (M, mid), say("title", lang), L.HAND_TITLE, L.HEADER_INK, True, "lm")
            return
        info = view["seats"][seat]
        r = L.HAND_TOKEN_R
        stamp(image, seats.token(seat, r), (M + r, mid))
        cash = money(info["cash"], lang)
        cash_w = paint(image, (W - M, mid), cash, L.HAND_TITLE, L.HEADER_INK, True, "rm")
        x = M + 2 * r + 12
        paint(image, (x, mid), fit_name(seats.names[seat], L.HAND_TITLE, W - M - cash_w - 16 - x,
                                        True), L.HAND_TITLE, L.HEADER_INK, True, "lm")
    sheet.add(L.HAND_HEADER_H + 10, step)


def _card_texts(view: View, card: Card, lang: str) -> list[tuple[tuple[str, ...], bool]]:
    """The lines of a card's box: its name (bold), then what it costs and who lives where."""
    limit = CARD_W - 26 - L.HAND_MARK
    second, third = _card_lines(view, card, lang)
    texts = [(card_words(card.number, lang), True), (second, False), (third, False)]
    return [(wrap(text, L.HAND_SMALL, limit, MANY, bold), bold) for text, bold in texts]


def _card_box(image: Image.Image, box: tuple[float, float, float, float], card: Card,
              texts: list[tuple[tuple[str, ...], bool]]) -> None:
    draw = ImageDraw.Draw(image)
    left, top = box[0], box[1]
    fill = L.SPACE_BG if card.is_person else L.BUILDING_SPACE_BG
    draw.rounded_rectangle(box, radius=L.HAND_CARD_RADIUS, fill=fill, outline=L.SPACE_EDGE,
                           width=2)
    side = L.HAND_MARK
    colour_marks(draw, left + 10, top + 10, card.colours, side, 4, vertical=True)
    x = left + 18 + side
    y = top + 6
    for lines, bold in texts:
        for line in lines:
            paint(image, (x, y), line, L.HAND_SMALL, L.INK, bold)
            y += L.HAND_SMALL_LINE


def _cards(sheet: Sheet, view: View, seat: int, kind_person: bool, lang: str) -> None:
    data = load()
    numbers = [n for n in view["seats"][seat]["cards"] if data.cards[n].is_person == kind_person]
    if kind_person:
        numbers = [n for n in numbers if n not in view["saved_cards"] and n not in view["lost"]]
    _heading(sheet, say("persons_title" if kind_person else "buildings_title", lang,
                        count=len(numbers)))
    if not numbers:
        _lines(sheet, [(say("none", lang), L.INK)], L.HAND_SMALL, L.HAND_SMALL_LINE)
        return
    shown = numbers[:MOST_CARDS]
    for row in range(ceil(len(shown) / 2)):
        pair = [data.cards[n] for n in shown[2 * row: 2 * row + 2]]
        texts = [_card_texts(view, card, lang) for card in pair]
        height = max(sum(len(lines) for lines, _ in t) for t in texts) * L.HAND_SMALL_LINE + 14

        def step(image: Image.Image, top: float, pair: list[Card] = pair,
                 texts: list[list[tuple[tuple[str, ...], bool]]] = texts,
                 height: int = height) -> None:
            for col, card in enumerate(pair):
                left = M + col * (CARD_W + L.HAND_GAP)
                _card_box(image, (left, top, left + CARD_W, top + height), card, texts[col])
        sheet.add(height + 8, step)
    if len(numbers) > len(shown):
        _lines(sheet, [(say("more", lang, count=len(numbers) - len(shown)), L.INK)],
               L.HAND_SMALL, L.HAND_SMALL_LINE)


def _names(numbers: Sequence[int], lang: str) -> str:
    return ", ".join(card_words(n, lang) for n in numbers)


def _card_lines(view: View, card: Card, lang: str) -> tuple[str, str]:
    price = money(card.price, lang)
    data = load()
    if card.is_person:
        host = view["host"][card.number]
        third = say("housed_in", lang, building=card_words(host, lang)) if host is not None \
            else say("not_housed", lang)
        place = view["clients"].get(str(card.number))
        if place is not None:
            third = place_words(place, lang)
        return price, third
    gone = set(view["saved_cards"]) | set(view["lost"])
    guests = [n for n, h in enumerate(view["host"]) if h == card.number and n not in gone]
    room = data.capacity(card)
    kind = say("public" if card.public else "private", lang)
    second = say("building_line", lang, price=price, kind=kind, used=len(guests), room=room)
    third = say("guests", lang, guests=_names(guests, lang)) if guests else say("empty", lang)
    return second, third


def _clients(sheet: Sheet, view: View, seat: int, lang: str) -> None:
    info = view["seats"][seat]
    _heading(sheet, say("clients_title", lang))
    lines: list[tuple[str, L.Colour]] = []
    if info["carrying"] is not None:
        lines.append((say("carrying_now", lang, card=card_words(info["carrying"], lang)),
                      L.INK))
    waiting = sorted(int(n) for n in view["clients"] if view["owner"][int(n)] == seat
                     and int(n) != info["carrying"])
    lines.append((say("waiting_count", lang, count=len(waiting)), L.INK))
    saved = _names(info["saved"], lang) or say("none", lang)
    lines.append((say("saved_list", lang, value=money(saved_value(info), lang), cards=saved),
                  L.SAVED_INK))
    lost = [n for n in view["lost"] if view["owner"][n] == seat]
    if lost:
        lines.append((say("lost_list", lang, cards=_names(lost, lang)),
                      L.DEAD_INK))
    _lines(sheet, lines, L.HAND_SMALL, L.HAND_SMALL_LINE)


def _choices(sheet: Sheet, view: View, seats: Seats, seat: int | None, choices: tuple[str, ...],
             lang: str) -> None:
    if not choices:
        acting = acting_seat(view)
        if view["phase"] == "over":
            text = game_say("phase.over", lang)
        elif acting is None:
            text = say("not_your_turn", lang)
        else:
            text = say("waiting_for", lang, who=seats.names[acting])

        lines = wrap(text, L.HAND_BODY, INNER - 20, MANY)
        box_h = len(lines) * L.HAND_LINE + 17

        def wait(image: Image.Image, top: float) -> None:
            ImageDraw.Draw(image).rounded_rectangle((M, top, W - M, top + box_h), radius=10,
                                                    fill=L.WAIT_BG)
            for n, line in enumerate(lines):
                paint(image, (W / 2, top + 8 + n * L.HAND_LINE), line, L.HAND_BODY, L.INK,
                      False, "mt")
        sheet.add(L.HAND_GAP, lambda image, top: None)
        sheet.add(box_h, wait)
        return
    _heading(sheet, say("choices_title", lang))
    shown = choices[: L.HAND_CHOICES_SHOWN]
    for label in shown:
        text = fill_names(label, seats.names)
        lines = wrap(text, L.HAND_SMALL, INNER - 24, MANY)
        height = len(lines) * L.HAND_SMALL_LINE + 14

        def step(image: Image.Image, top: float, lines: tuple[str, ...] = lines,
                 height: int = height) -> None:
            ImageDraw.Draw(image).rounded_rectangle(
                (M, top, W - M, top + height), radius=8, fill=L.CHOICE_BG, outline=L.CHOICE_EDGE)
            for n, line in enumerate(lines):
                paint(image, (M + 12, top + 6 + n * L.HAND_SMALL_LINE), line, L.HAND_SMALL,
                      L.INK)
        sheet.add(height + 6, step)
    if len(choices) > len(shown):
        _lines(sheet, [(say("more_choices", lang, count=len(choices) - len(shown)), L.INK)],
               L.HAND_SMALL, L.HAND_SMALL_LINE)


def private_image(view: View, seats: Seats, lang: str, choices: tuple[str, ...]
                  ) -> Image.Image:
    seat = _viewer(view)
    sheet = Sheet()
    _header(sheet, view, seats, seat, lang)
    lines = [(phase_text(view, lang), L.INK)]
    if seat is not None:
        info = view["seats"][seat]
        lines.append((say("citizen", lang, colour=game_say(f"colour.{info['colour']}", lang),
                          citizen=info["citizen"], house=info["house"]), L.INK))
        lines.append((status_text(info, lang), L.DEAD_INK if info["status"] == "out"
                      or not info["alive"] else L.INK))
    _lines(sheet, lines, L.HAND_BODY, L.HAND_LINE)
    if seat is not None:
        _cards(sheet, view, seat, True, lang)
        _cards(sheet, view, seat, False, lang)
        if view["phase"] != "life":
            _clients(sheet, view, seat, lang)
    _choices(sheet, view, seats, seat, choices, lang)
    return sheet.image()


def draw_private(view: View, names: Sequence[str] | None = None, lang: str = "en",
                 choices: Sequence[str] = (), previous: View | None = None) -> bytes:
    """One seat's own picture: its cards and combinations, cash, phase and place, its
    clients in the city and saved, and ``choices`` (what it may do now; empty: not its
    turn)."""
    seats = table_seats(view, names)
    return encode(private_image(view, seats, lang, tuple(choices)), L.PNG_COMPRESS_LEVEL,
                  L.PNG_PALETTE)

