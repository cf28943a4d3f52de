"""One seat's own picture, read on a phone: its choices (or whose turn it is), workers,
supplies with their limits, ageing tracks, press steps, bonus card, shows and fame."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

from engine.core.protocol import fill_names
from engine.trepanation import GAME
from engine.trepanation.phrases import pay_text
from render.common.png import encode
from render.common.shapes import mix, stamp, star, text_on
from render.common.text import fit_name, line_height, paint, width
from render.trepanation import layout as L
from render.trepanation.palette import Seats
from render.trepanation.turn import seat_to_act
from render.trepanation.widgets import snug
from render.trepanation.words import (
    letter,
    phase_text,
    pic,
    resource_word,
    track_name,
    type_name,
)

View = dict[str, Any]
SUPPLIES = (("coins", "coin"), ("medicine", "medicine"), ("equipment", "equipment"))


class Sheet:
    """A tall canvas written top to bottom; ``y`` is where the next line goes."""

    def __init__(self) -> None:
        self.image = Image.new("RGB", (L.PRIVATE_WIDTH, L.PRIVATE_MAX_HEIGHT), L.PAPER)
        self.draw = ImageDraw.Draw(self.image)
        self.left = L.PRIVATE_PAD
        self.right = L.PRIVATE_WIDTH - L.PRIVATE_PAD
        self.y = 0

    def room(self, lines: int = 1) -> bool:
        return self.y + lines * L.PRIVATE_LINE_H < L.PRIVATE_MAX_HEIGHT - L.PRIVATE_PAD

    def heading(self, text: str) -> None:
        self.y += L.PRIVATE_SECTION_GAP
        self.draw.line((self.left, self.y, self.right, self.y), fill=L.PANEL_EDGE, width=2)
        self.y += 8
        size, lines = snug(text, L.PRIVATE_HEADING, self.right - self.left, 2, True)
        for line in lines:
            paint(self.image, (self.left, self.y), line, size, L.INK, True)
            self.y += line_height(size)
        self.y += 6

    def text(self, text: str, ink: L.Colour = L.INK, size: int = L.PRIVATE_BODY,
             indent: int = 0, lines: int = 2, bold: bool = False) -> None:
        step = line_height(size)
        size, wrapped = snug(text, size, self.right - self.left - indent, lines, bold)
        for line in wrapped:
            paint(self.image, (self.left + indent, self.y), line, size, ink, bold)
            self.y += step

    def square(self, x: float, resource: str, label: str) -> float:
        """A resource square at ``x`` on the current line; returns the x after it."""
        fill = L.RESOURCE_COLOURS.get(resource, L.MUTED)
        mid = self.y + L.PRIVATE_LINE_H / 2
        w = max(L.PRIVATE_SQUARE, width(label, L.PRIVATE_SMALL, True) + 10)
        half = L.PRIVATE_SQUARE / 2
        self.draw.rounded_rectangle((x, mid - half, x + w, mid + half), radius=6, fill=fill)
        paint(self.image, (x + w / 2, mid), label, L.PRIVATE_SMALL, text_on(fill), True, "mm")
        return x + w


def draw_private(
    view: View, names: Sequence[str] | None = None, lang: str = "en",
    choices: Sequence[str] = (), previous: View | None = None,
) -> bytes:
    """One seat's own view (``view["viewer"]``) with ``choices``, the labels of what it may
    do now; without choices it says whose turn it is instead."""
    image = draw_private_sheet(view, names, lang, choices)
    return encode(image, L.PNG_COMPRESS_LEVEL, L.PNG_PALETTE,
                  L.PNG_SAMPLE_STEP)


def draw_private_sheet(
    view: View, names: Sequence[str] | None, lang: str, choices: Sequence[str]
) -> Image.Image:
    seat = int(view["viewer"]) if view.get("viewer") is not None else 0
    seats = Seats(names, len(view["players"]))
    player = view["players"][seat]
    sheet = Sheet()
    _header(sheet, view, seats, seat, lang)
    _turn(sheet, view, seats, seat, lang, choices)
    _workers(sheet, view, player, lang)
    _supplies(sheet, view, player, lang)
    _ageing(sheet, player, lang)
    _press(sheet, view, player, lang)
    _bonus(sheet, player, lang)
    _shows(sheet, player, lang)
    _fame(sheet, player, lang)
    return sheet.image.crop((0, 0, L.PRIVATE_WIDTH, sheet.y + L.PRIVATE_PAD))


def _header(sheet: Sheet, view: View, seats: Seats, seat: int, lang: str) -> None:
    fill = mix(L.PANEL_BG, seats.colour(seat), L.PANEL_HEADER_TINT)
    sheet.draw.rectangle((0, 0, L.PRIVATE_WIDTH, L.PRIVATE_HEADER_H), fill=fill)
    ink = text_on(fill)
    r = L.PRIVATE_TOKEN_R
    mid = L.PRIVATE_HEADER_H / 2
    stamp(sheet.image, seats.token(seat, r), (sheet.left + r, mid))
    total = str(sum(view["players"][seat]["score"].values()))
    total_w = width(total, L.PRIVATE_TITLE, True)
    star_x = sheet.right - total_w - L.PRIVATE_STAR_R - 8
    stamp(sheet.image, star(L.PRIVATE_STAR_R, L.STAR), (star_x, mid))
    paint(sheet.image, (sheet.right, mid), total, L.PRIVATE_TITLE, ink, True, "rm")
    x = sheet.left + 2 * r + 14
    room = star_x - L.PRIVATE_STAR_R - 12 - x
    name = fit_name(seats.names[seat], L.PRIVATE_TITLE, room, True)
    paint(sheet.image, (x, mid - 2), name, L.PRIVATE_TITLE, ink, True, "lb")
    size, (phase,) = snug(phase_text(view, lang), L.PRIVATE_SMALL, room)
    paint(sheet.image, (x, mid + 4), phase, size, ink, False, "lt")
    sheet.y = L.PRIVATE_HEADER_H + 4


def _turn(
    sheet: Sheet, view: View, seats: Seats, seat: int, lang: str, choices: Sequence[str]
) -> None:
    if not choices:
        sheet.y += L.PRIVATE_SECTION_GAP
        acting = seat_to_act(view)
        if acting is None:
            text = pic("private.nobody", lang)
        else:
            doing = pic("private.doing.place" if view["phase"] == "scheduling"
                        else "private.doing.act", lang)
            text = pic("private.waiting", lang, name=seats.names[acting], doing=doing)
        sheet.text(text, L.MUTED)
        return
    top = sheet.y + L.PRIVATE_SECTION_GAP
    shown = list(choices[: L.PRIVATE_CHOICES])
    if len(choices) > len(shown) + 1:
        shown = shown[:-1]
    lines = [
        snug(fill_names(c, seats.names), L.PRIVATE_BODY,
             sheet.right - sheet.left - 2 * L.PRIVATE_PAD - 20, L.PRIVATE_CHOICE_LINES,
             smallest=L.PRIVATE_BODY)[1]
        for c in shown
    ]
    step = line_height(L.PRIVATE_BODY)
    height = (line_height(L.PRIVATE_HEADING) + 12 + sum(len(c) for c in lines) * step
              + len(lines) * 6 + (step if len(choices) > len(shown) else 0) + 16)
    sheet.draw.rounded_rectangle(
        (sheet.left - 8, top, sheet.right + 8, top + height), radius=12, fill=L.NOW_TINT,
        outline=L.NOW_BG, width=3,
    )
    sheet.y = top + 8
    paint(sheet.image, (sheet.left + 8, sheet.y), pic("private.choices", lang),
          L.PRIVATE_HEADING, L.INK, True)
    sheet.y += line_height(L.PRIVATE_HEADING) + 4
    for number, wrapped in enumerate(lines, 1):
        paint(sheet.image, (sheet.left + 8, sheet.y), f"{number}.", L.PRIVATE_BODY, L.MUTED, True)
        for line in wrapped:
            paint(sheet.image, (sheet.left + 48, sheet.y), line, L.PRIVATE_BODY, L.INK)
            sheet.y += step
        sheet.y += 6
    if len(choices) > len(shown):
        more = pic("private.more_choices", lang, n=len(choices) - len(shown))
        paint(sheet.image, (sheet.left + 48, sheet.y), more, L.PRIVATE_BODY, L.MUTED)
        sheet.y += step
    sheet.y = top + height


def _workers(sheet: Sheet, view: View, player: dict[str, Any], lang: str) -> None:
    seat = player["seat"]
    sheet.heading(pic("private.workers", lang))
    if view["phase"] in ("update", "scheduling") or player["meeples_left"]:
        sheet.text(pic("private.workers_left", lang, n=player["meeples_left"]))
    placed = [
        (slot["time"], location["name"], slot.get("occupant") is None)
        for location in view["locations"]
        for slot in location["slots"]
        if seat in (slot.get("occupant"), slot.get("acted"))
    ]
    if not placed and not player["meeples_left"]:
        sheet.text(pic("private.no_workers", lang), L.MUTED)
    for time, name, done in sorted(placed):
        if not sheet.room():
            return
        ink = L.FAINT if done else L.INK
        x = sheet.left + paint(sheet.image, (sheet.left, sheet.y), time, L.PRIVATE_BODY, ink, True)
        suffix = f" ({pic('private.acted', lang)})" if done else ""
        room = sheet.right - x - 14
        size, (text,) = snug(name + suffix, L.PRIVATE_BODY, room)
        paint(sheet.image, (x + 14, sheet.y), text, size, ink)
        sheet.y += line_height(L.PRIVATE_BODY)


def _supplies(sheet: Sheet, view: View, player: dict[str, Any], lang: str) -> None:
    sheet.heading(pic("private.supplies", lang))
    limits = view.get("limits", {})
    for key, resource in SUPPLIES:  # one a line, the resource named in full beside its letter
        x = sheet.square(sheet.left, resource, letter(resource, lang)) + 10
        mid = sheet.y + L.PRIVATE_LINE_H / 2
        word = f"{resource_word(resource, 2, lang)}: "
        x += paint(sheet.image, (x, mid), word, L.PRIVATE_BODY, L.INK, False, "lm")
        x += paint(sheet.image, (x, mid), str(player[key]), L.PRIVATE_HEADING, L.INK, True, "lm")
        if resource in limits:
            limit = pic("private.limit", lang, n=limits[resource])
            paint(sheet.image, (x + 12, mid), limit, L.PRIVATE_SMALL, L.MUTED, False, "lm")
        sheet.y += L.PRIVATE_LINE_H + 4
    x = sheet.square(sheet.left, "fame", letter("fame", lang)) + 10
    text = f"{pic('private.fame_tokens', lang)}: {player['fame_tokens']}"
    paint(sheet.image, (x, sheet.y + L.PRIVATE_LINE_H / 2), text, L.PRIVATE_BODY, L.INK,
          False, "lm")
    sheet.y += L.PRIVATE_LINE_H


def _ageing(sheet: Sheet, player: dict[str, Any], lang: str) -> None:
    sheet.heading(pic("private.ageing", lang))
    box = L.PRIVATE_TRACK_BOX
    for key, resource, word in (("shills", "shill", "shills"), ("bribes", "bribe", "bribes")):
        mid = sheet.y + L.PRIVATE_LINE_H / 2
        size, (label,) = snug(pic(word, lang), L.PRIVATE_BODY, L.PRIVATE_LABEL_W - 10)
        paint(sheet.image, (sheet.left, mid), label, size, L.MUTED, False, "lm")
        x = sheet.left + L.PRIVATE_LABEL_W
        fill = L.RESOURCE_COLOURS[resource]
        half = (L.PRIVATE_LINE_H - 2) / 2
        for count in player[key]:
            box_fill = fill if count else L.SLOT_BG
            sheet.draw.rounded_rectangle((x, mid - half, x + box, mid + half), radius=6,
                                         fill=box_fill, outline=mix(fill, L.WHITE, 0.3), width=2)
            ink = text_on(box_fill) if count else L.FAINT
            paint(sheet.image, (x + box / 2, mid), str(count), L.PRIVATE_HEADING, ink, True, "mm")
            x += box + 8
        total = f"= {sum(player[key])}"
        paint(sheet.image, (x + 8, mid), total, L.PRIVATE_HEADING, L.INK, True, "lm")
        sheet.y += L.PRIVATE_LINE_H + 6


def _press(sheet: Sheet, view: View, player: dict[str, Any], lang: str) -> None:
    sheet.heading(GAME.words.score_part_label("press", lang))
    for key, track in view["press_tracks"].items():
        step = int(player["press"].get(key, 0))
        last = len(track["fame"]) - 1
        where = pic("private.step", lang, n=step, max=last)
        sheet.text(f"{track_name(key, lang)}: {where}", bold=True, lines=1)
        if step < last:
            cost = pay_text(track["costs"][step], lang)
            text = pic("private.next_step", lang, cost=cost, fame=track["fame"][step + 1])
        else:
            text = pic("private.track_done", lang)
        sheet.text(text, L.MUTED, L.PRIVATE_SMALL, indent=20, lines=1)


def _bonus(sheet: Sheet, player: dict[str, Any], lang: str) -> None:
    card = player["bonus_card"]
    sheet.heading(f"{pic('private.bonus', lang)}: {card['name']}")
    ladder = " · ".join(
        f"{n}: {fame}" for n, fame in enumerate(card["same_type"]) if n and fame
    )
    sheet.text(pic("private.same_type", lang, list=ladder), size=L.PRIVATE_SMALL)
    sheet.text(pic("private.set", lang, fame=card["set"]), size=L.PRIVATE_SMALL)


def _chips(sheet: Sheet, counts: dict[str, int], lang: str) -> None:
    x = sheet.left
    mid = sheet.y + L.PRIVATE_LINE_H / 2
    half = L.PRIVATE_CHIP_H / 2
    for kind, count in counts.items():
        fill = L.TYPE_COLOURS.get(kind, L.MUTED)
        if not count:
            fill = mix(fill, L.PANEL_BG, 0.7)
        text = f"{type_name(kind, lang)} {count}"
        w = width(text, L.PRIVATE_SMALL, True) + 16
        if x + w > sheet.right and x > sheet.left:  # the next line
            x = sheet.left
            sheet.y += L.PRIVATE_CHIP_H + 8
            mid = sheet.y + L.PRIVATE_LINE_H / 2
        sheet.draw.rounded_rectangle((x, mid - half, x + w, mid + half), radius=8, fill=fill)
        paint(sheet.image, (x + w / 2, mid), text, L.PRIVATE_SMALL, text_on(fill), True, "mm")
        x += w + 8
    sheet.y += L.PRIVATE_LINE_H + 4


def _shows(sheet: Sheet, player: dict[str, Any], lang: str) -> None:
    shows = player["shows"]
    sheet.heading(pic("private.shows", lang, n=len(shows)))
    _chips(sheet, player["shows_by_type"], lang)
    listed = shows if len(shows) <= L.PRIVATE_SHOWS else shows[: L.PRIVATE_SHOWS - 1]
    for card in listed:
        fill = L.TYPE_COLOURS.get(card["type"], L.MUTED)
        mid = sheet.y + line_height(L.PRIVATE_SMALL) / 2
        sheet.draw.rounded_rectangle((sheet.left, mid - 10, sheet.left + 8, mid + 10), radius=3,
                                     fill=fill)
        sheet.text(f"{card['name']} ({card['fame']})", size=L.PRIVATE_SMALL, indent=18, lines=1)
    if len(listed) < len(shows):
        sheet.text(pic("and_more", lang, n=len(shows) - len(listed)), L.MUTED, L.PRIVATE_SMALL,
                   indent=18, lines=1)
    counts: dict[str, int] = {}
    for kind in player["specializations"]:
        counts[kind] = counts.get(kind, 0) + 1
    sheet.heading(pic("private.specializations", lang))
    if counts:
        _chips(sheet, counts, lang)
    else:
        sheet.text(pic("no_token", lang), L.MUTED)


def _fame(sheet: Sheet, player: dict[str, Any], lang: str) -> None:
    total = sum(player["score"].values())
    sheet.heading(pic("private.fame", lang, total=total))
    for part, value in player["score"].items():
        if value:
            label = GAME.words.score_part_label(part, lang)
            sheet.text(f"{label}: {value}", size=L.PRIVATE_SMALL, lines=1)
