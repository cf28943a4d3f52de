"""The cards of one hand: grouped by kind the way a player holds them, and each drawn as a
card that names its room or bonus, its value and what it does."""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from engine.doctor_lucky.data import AID, FAIL, MOVE, card_arg, card_kind, load
from render.common.shapes import mix, text_on
from render.common.text import fit, line_height, paint, width, wrap
from render.doctor_lucky import layout as L
from render.doctor_lucky.geometry import short_name
from render.doctor_lucky.words import counted, room_words, say

KINDS = (MOVE, AID, FAIL)
OTHER = "other"
FBox = tuple[float, float, float, float]


@dataclass(frozen=True)
class Held:
    """One card of the hand, or several identical ones stacked."""

    code: str
    count: int

    @property
    def kind(self) -> str:
        kind = card_kind(self.code)
        return kind if kind in KINDS else OTHER


def _order(code: str) -> tuple[int, int, str]:
    """Move cards by deck (A on top) then room number; aid cards by name; failure cards by
    points."""
    data = load()
    kind, arg = card_kind(code), card_arg(code) if ":" in code else ""
    if kind == MOVE and arg in data.rooms:
        room = data.rooms[arg]
        number = room.number if room.number is not None else 99
        return (data.deck(room.deck).level, number, room.name)
    if kind == AID and arg in data.aids:
        return (0, 0, data.aids[arg].name)
    if kind == FAIL and arg.isdigit():
        return (0, int(arg), "")
    return (9, 0, code)


def grouped(hand: list[str]) -> dict[str, list[Held]]:
    """The hand by kind (move, aid, failure, anything else), identical cards stacked."""
    groups: dict[str, list[Held]] = {}
    for code in sorted(set(hand), key=_order):
        held = Held(code, hand.count(code))
        groups.setdefault(held.kind, []).append(held)
    return {kind: groups[kind] for kind in (*KINDS, OTHER) if kind in groups}


def card_height(kind: str) -> int:
    """How tall a card of ``kind`` is drawn."""
    band = L.HAND_HEADING + 14
    body = {
        MOVE: 2 * L.HAND_LINE + L.HAND_SMALL_LINE,
        AID: L.HAND_SMALL_LINE + 2 * L.HAND_LINE,
        FAIL: L.HAND_BIG + 2 * L.HAND_SMALL_LINE - band,
    }.get(kind, 2 * L.HAND_LINE)
    return band + body + 2 * L.HAND_CARD_PAD


def _band(
    image: Image.Image, box: FBox, fill: L.Colour, left_text: str, right_text: str = ""
) -> float:
    """The coloured top of a card with a title (and a note on the right); returns its
    bottom."""
    draw = ImageDraw.Draw(image)
    left, top, right, _ = box
    bottom = top + L.HAND_HEADING + 14
    draw.rounded_rectangle((left, top, right, bottom), radius=L.HAND_CARD_RADIUS, fill=fill)
    draw.rectangle((left, bottom - L.HAND_CARD_RADIUS, right, bottom), fill=fill)
    ink = text_on(fill)
    mid = (top + bottom) / 2
    pad = L.HAND_CARD_PAD
    note_w = 0
    if right_text:
        note_w = paint(image, (right - pad, mid), right_text, L.HAND_SMALL, ink, True, "rm")
    room = int(right - left - 2 * pad - note_w - (8 if note_w else 0))
    paint(image, (left + pad, mid), fit(left_text, L.HAND_HEADING, room, True), L.HAND_HEADING,
          ink, True, "lm")
    return bottom


def _lines(
    image: Image.Image, x: float, y: float, text: str, size: int, step: int, limit: int,
    most: int, colour: L.Colour, bold: bool = False,
) -> float:
    """Wrapped text from (x, y); returns the y below it."""
    for line in wrap(text, size, limit, most, bold):
        paint(image, (x, y), line, size, colour, bold)
        y += step
    return y


def _move(image: Image.Image, box: FBox, arg: str, lang: str) -> None:
    data = load()
    room = data.rooms.get(arg)
    left, _, right, _ = box
    pad = L.HAND_CARD_PAD
    limit = int(right - left - 2 * pad)
    if room is None:
        _band(image, box, L.OTHER_BAND, arg)
        return
    deck = data.deck(room.deck)
    if room.number is None:  # the stairs: no number, the deck on top
        title, name, corner = say("hand.deck", lang, deck=room.deck), room.name, ""
    else:
        title = say("room", lang, number=room.number, name="").strip()
        name, corner = short_name(room), room.deck
    y = _band(image, box, L.DECK_COLOURS.get(room.deck, L.OTHER_BAND), title, corner)
    y = _lines(image, left + pad, y + pad, name, L.HAND_BODY, L.HAND_LINE, limit, 2, L.INK,
               True)
    steps = deck.steps
    note = say("hand.steps_none", lang) if steps == 0 else counted(
        "hand.steps", steps, lang)
    bottom = box[3] - pad - L.HAND_SMALL_LINE
    paint(image, (left + pad, bottom), fit(note, L.HAND_SMALL, limit), L.HAND_SMALL, L.MUTED)


def _aid(image: Image.Image, box: FBox, arg: str, lang: str) -> None:
    card = load().aids.get(arg)
    left, _, right, _ = box
    pad = L.HAND_CARD_PAD
    if card is None:
        _band(image, box, L.OTHER_BAND, arg)
        return
    y = _band(image, box, L.AID_BAND, card.name, str(card.value))
    limit = int(right - left - 2 * pad)
    paint(image, (left + pad, y + pad), fit(say("hand.worth", lang, value=card.value),
                                           L.HAND_SMALL, limit), L.HAND_SMALL, L.MUTED)
    bonus = say("hand.bonus", lang, bonus=card.bonus_value,
                room=room_words(card.bonus_room, lang))
    _lines(image, left + pad, y + pad + L.HAND_SMALL_LINE, bonus, L.HAND_BODY, L.HAND_LINE,
           limit, 2, L.AID_BAND, True)


def _failure(image: Image.Image, box: FBox, arg: str, lang: str) -> None:
    left, top, right, _ = box
    pad = L.HAND_CARD_PAD
    points = int(arg) if arg.isdigit() else 0
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((left + 4, top + 4, right - 4, top + L.HAND_BIG + 12),
                           radius=L.HAND_CARD_RADIUS - 2, fill=L.FAIL_BAND)
    paint(image, ((left + right) / 2, top + 8 + L.HAND_BIG / 2), f"F-{arg}", L.HAND_BIG,
          L.WHITE, True, "mm")
    effect = counted("hand.foils", points, lang)
    _lines(image, left + pad, top + L.HAND_BIG + 18, effect, L.HAND_SMALL, L.HAND_SMALL_LINE,
           int(right - left - 2 * pad), 2, L.INK)


def draw_card(image: Image.Image, box: FBox, held: Held, lang: str) -> None:
    """One card (or a stack of identical ones, marked with how many) inside ``box``."""
    draw = ImageDraw.Draw(image)
    shadow = mix(L.PANEL_EDGE, L.PAPER, 0.3)
    if held.count > 1:  # the cards behind
        for n in (2, 1):
            draw.rounded_rectangle(tuple(v + 4 * n for v in box), radius=L.HAND_CARD_RADIUS,
                                   fill=L.CARD_BG, outline=shadow, width=2)
    draw.rounded_rectangle(box, radius=L.HAND_CARD_RADIUS, fill=L.CARD_BG, outline=L.MUTED,
                           width=2)
    arg = card_arg(held.code) if ":" in held.code else held.code
    if held.kind == MOVE:
        _move(image, box, arg, lang)
    elif held.kind == AID:
        _aid(image, box, arg, lang)
    elif held.kind == FAIL:
        _failure(image, box, arg, lang)
    else:
        _band(image, box, L.OTHER_BAND, arg)
    if held.count > 1:
        _count_badge(image, box, held.count)


def _count_badge(image: Image.Image, box: FBox, count: int) -> None:
    draw = ImageDraw.Draw(image)
    text = f"×{count}"
    w = width(text, L.HAND_BODY, True) + 18
    h = line_height(L.HAND_BODY) + 6
    right, top = box[2] + 6, box[1] - 8  # on the card's top corner, clear of its text
    draw.rounded_rectangle((right - w, top, right, top + h), radius=h / 2, fill=L.INK,
                           outline=L.WHITE, width=2)
    paint(image, (right - w / 2, top + h / 2), text, L.HAND_BODY, L.WHITE, True, "mm")
