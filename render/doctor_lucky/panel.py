"""The header, the piles beside the decks and the panel under the ship (two columns): the
turn and the players' rooms and hand sizes on the left, the draw piles and the last rescue
attempt on the right."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from engine.doctor_lucky.words import counted
from render.common.seats import Seats
from render.common.shapes import mix, stamp, text_on
from render.common.text import fit, fit_name, paint, width, wrap
from render.doctor_lucky import geometry as G
from render.doctor_lucky import layout as L
from render.doctor_lucky import words
from render.doctor_lucky.changes import Changes
from render.doctor_lucky.icons import card, top_hat
from render.doctor_lucky.pieces import outcome_words

View = dict[str, Any]
Draw = ImageDraw.ImageDraw
Column = tuple[int, int]  # left, right
NAME_LIMIT = 330  # a display name longer than this is shortened (the only text that is)


def delta_text(change: int) -> str:
    return f"+{change}" if change > 0 else str(change)


def _delta(image: Image.Image, xy: tuple[float, float], change: int) -> None:
    if change:
        ink = L.GAIN_INK if change > 0 else L.LOSS_INK
        paint(image, xy, delta_text(change), L.B_SMALL, ink, True, "lm")


def _section(
    draw: Draw, image: Image.Image, column: Column, top: float, height: float, title: str
) -> float:
    """A panel box with a title; returns the y where its content starts."""
    left, right = column
    draw.rounded_rectangle((left, top, right, top + height), radius=L.PANEL_RADIUS,
                           fill=L.PANEL_BG, outline=L.PANEL_EDGE)
    paint(image, (left + L.PANEL_PAD, top + 8), title, L.B_LABEL, L.INK, True)
    return top + L.SECTION_TITLE_H


def _lines(
    image: Image.Image, x: float, y: float, text: str, size: int, limit: int,
    colour: L.Colour, bold: bool = False, step: int = L.LINE_H,
) -> float:
    """Wrapped text from (x, y); returns the y under it."""
    for part in wrap(text, size, limit, 4, bold):
        paint(image, (x, y), part, size, colour, bold)
        y += step
    return y


def short_names(seats: Seats) -> list[str]:
    return [fit_name(name, L.B_BODY, NAME_LIMIT, True) for name in seats.names]


# --- header -------------------------------------------------------------------------------


def _pile_note(view: View, lang: str) -> str:
    deck = view.get("draw_deck")
    if view["phase"] == "over":
        return words.counted("cards_played", view["discard"]["cards"], lang)
    left = next((d["pile"] for d in view["decks"] if d["key"] == deck), None)
    if left is None:
        return words.say("nothing_to_draw", lang)
    return words.counted("draws_from", left, lang, deck=deck)


def draw_header(image: Image.Image, view: View, seats: Seats, lang: str) -> None:
    """The title and the draw pile on the first row, whose turn it is on the second."""
    right = L.WIDTH - L.HEADER_PAD
    x = L.HEADER_PAD + width(words.say("title", lang), L.B_TITLE, True) + L.HEADER_SPACE
    note = fit(_pile_note(view, lang), L.B_SMALL, right - x)
    paint(image, (right, L.HEADER_ROW / 2 + 4), note, L.B_SMALL, L.HEADER_INK, False, "rm")
    status = fit(words.status(view, short_names(seats), lang), L.B_HEADING,
                 right - L.HEADER_PAD, True)
    paint(image, (L.HEADER_PAD, L.HEADER_ROW * 1.5), status, L.B_HEADING, L.HEADER_INK, True,
          "lm")


# --- the pile beside each deck -----------------------------------------------------------


def draw_deck_piles(image: Image.Image, view: View, changes: Changes, lang: str) -> None:
    draw = ImageDraw.Draw(image)
    for level, deck in enumerate(view["decks"]):
        if deck["key"] in changes.floods:
            top = G.band_top(level)
            draw.rounded_rectangle(
                (L.DECK_LABEL_LEFT, top, L.DECK_LABEL_LEFT + L.DECK_LABEL_W, top + L.BAND_H),
                radius=L.PANEL_RADIUS, outline=L.CHANGE, width=4,
            )
        if deck["flooded"]:
            continue
        mid_x = L.DECK_LABEL_LEFT + L.DECK_LABEL_W / 2
        y = G.band_top(level) + L.BAND_H - 62
        drawing = deck["key"] == view.get("draw_deck")
        if drawing:
            draw.rounded_rectangle(
                (L.DECK_LABEL_LEFT + 4, y - 22, L.DECK_LABEL_LEFT + L.DECK_LABEL_W - 4, y + 56),
                radius=7, fill=L.NOW_BG,
            )
        for n in range(3):  # a little stack of cards
            card(draw, mid_x - 30 + n * 2, y - n * 2, L.CARD_BG)
        count_w = paint(image, (mid_x - 8, y), str(deck["pile"]), L.B_LABEL, L.INK, True, "lm")
        note = words.say("draw_here" if drawing else "pile", lang)
        for n, part in enumerate(wrap(note, L.ROOM_NAME, L.DECK_LABEL_W - 10, 2, drawing)):
            paint(image, (mid_x, y + 30 + n * 24), part, L.ROOM_NAME,
                  L.INK, drawing, "mm")
        change = changes.piles.get(deck["key"], 0)
        if change:
            _delta(image, (mid_x - 8 + count_w + 1, y), change)


# --- the panel ----------------------------------------------------------------------------


def _status(
    image: Image.Image, draw: Draw, view: View, seats: Seats, column: Column, top: float,
    lang: str,
) -> float:
    """Whose turn (or how the game ended), where Doctor Lucky is and goes, and his route."""
    left, right = column
    over = view["phase"] == "over"
    title = words.say("game_over", lang) if over else words.say(
        "turn", lang, turn=view.get("turn_number", 0))
    x = left + L.PANEL_PAD
    names = short_names(seats)
    ended = words.outcome(view, names, lang)
    seat = words.acting_seat(view)
    token = ended is None and seat is not None and 0 <= seat < len(names)
    banner = ended if ended is not None else (
        f"{names[seat]} {words.say('may_foil' if view.get('rescue') else 'to_move', lang)}"
        if token and seat is not None else None)
    text_x = x + (2 * L.PLAYER_TOKEN_R + 12 if token else 8)
    banner_lines = wrap(banner, L.B_BODY, int(right - L.PANEL_PAD - text_x), 2, True) \
        if banner else ()
    limit = int(right - L.PANEL_PAD - x - 44)
    where = wrap(words.say("doctor_in", lang, room=words.room_words(view["doctor"], lang)),
                 L.B_BODY, limit, 2, True)
    after = () if over else wrap(
        words.say("doctor_next", lang, room=words.room_words(words.doctor_next(view), lang)),
        L.B_SMALL, limit, 2)
    banner_h = 10 + 36 * len(banner_lines) if banner_lines else 0
    route_h = 2 * (L.ROUTE_CHIP + L.ROUTE_GAP)
    height = (L.SECTION_TITLE_H + banner_h + 10 + 36 * (len(where) + len(after)) + 10
              + route_h + 6)
    y = _section(draw, image, column, top, height, title)
    if banner_lines:
        row = (x - 4, y, right - L.PANEL_PAD + 4, y + banner_h)
        fill = L.NOW_BG if ended is None else (
            L.SAVED if view.get("winner") is not None else L.SUNK_BG)
        draw.rounded_rectangle(row, radius=8, fill=fill)
        if token and seat is not None:
            stamp(image, seats.token(seat, L.PLAYER_TOKEN_R), (x + L.PLAYER_TOKEN_R + 2, y + 23))
        ink = L.INK if ended is None else L.WHITE
        for n, part in enumerate(banner_lines):
            paint(image, (text_x, y + 23 + 36 * n), part, L.B_BODY, ink, True, "lm")
    y += banner_h + 10
    stamp(image, top_hat(16), (x + 16, y + 18))
    for part in where:
        paint(image, (x + 44, y), part, L.B_BODY, L.INK, True)
        y += 36
    for part in after:
        paint(image, (x + 44, y), part, L.B_SMALL, L.INK)
        y += 36
    _route(image, draw, view, x, y + 10)
    return top + height + L.SECTION_GAP


def _route(image: Image.Image, draw: Draw, view: View, left: float, top: float) -> None:
    """Doctor Lucky's route as numbered chips: where he is, where he goes next, and the
    rooms lost to the water."""
    here = view["doctor"]
    after = words.doctor_next(view) if view["phase"] != "over" else None
    flooded = set(view["flooded"])
    step = L.ROUTE_CHIP + L.ROUTE_GAP
    for n, room in enumerate(words.route()):
        row, col = divmod(n, L.ROUTE_PER_ROW)
        x, y = left + col * step, top + row * step
        box = (x, y, x + L.ROUTE_CHIP, y + L.ROUTE_CHIP)
        if room.key == here:
            draw.rounded_rectangle(box, radius=5, fill=L.DOCTOR, outline=L.DOCTOR_BAND, width=2)
            ink = L.DOCTOR_BAND
        elif room.deck in flooded:
            draw.rounded_rectangle(box, radius=5, fill=mix(L.WATER, L.PANEL_BG, 0.4))
            ink = L.WHITE
        else:
            edge, line = (L.DOCTOR, 3) if room.key == after else (L.PANEL_EDGE, 1)
            draw.rounded_rectangle(box, radius=5, fill=L.CABIN_BG, outline=edge, width=line)
            ink = L.INK
        paint(image, (x + L.ROUTE_CHIP / 2, y + L.ROUTE_CHIP / 2), str(n), L.ROOM_NAME, ink,
              True, "mm")


def _players(
    image: Image.Image, draw: Draw, view: View, seats: Seats, changes: Changes,
    column: Column, top: float, lang: str,
) -> float:
    """A player a row: token, name and hand size on the first line, the room on the second."""
    left, right = column
    count = view["players"]
    height = L.SECTION_TITLE_H + count * L.PLAYER_ROW_H + 10
    y = _section(draw, image, column, top, height, words.say("players", lang))
    penalties = bool(view.get("penalty_rules"))
    hand_x = right - L.PANEL_PAD - (150 if penalties else 70)
    paint(image, (hand_x + 60, top + 12), words.say("cards", lang), L.B_SMALL, L.INK, False,
          "rt")
    if penalties:
        paint(image, (right - L.PANEL_PAD, top + 12), words.say("penalties", lang), L.B_SMALL,
              L.INK, False, "rt")
    acting = set(view.get("to_act") or [])
    name_x = left + L.PANEL_PAD + 2 * L.PLAYER_TOKEN_R + 10
    names = short_names(seats)
    for seat in range(count):
        first = y + 18
        second = y + 50
        row = (left + 4, y + 1, right - 4, y + L.PLAYER_ROW_H - 1)
        if seat in acting:
            draw.rounded_rectangle(row, radius=6, fill=L.NOW_BG)
        elif seat == view.get("winner"):
            draw.rounded_rectangle(row, radius=6, fill=mix(L.SAVED, L.PANEL_BG, 0.7))
        stamp(image, seats.token(seat, L.PLAYER_TOKEN_R),
              (left + L.PANEL_PAD + L.PLAYER_TOKEN_R + 1, first))
        name = fit_name(names[seat], L.B_BODY, hand_x - name_x - 10, True)
        paint(image, (name_x, first), name, L.B_BODY, L.INK, True, "lm")
        where = fit(words.room_words(view["pawns"][seat], lang, numbered=False), L.B_SMALL,
                    int(right - L.PANEL_PAD - name_x))
        if seat in changes.moved:
            w = width(where, L.B_SMALL)
            draw.rounded_rectangle((name_x - 4, second - 15, name_x + w + 4, second + 15),
                                   radius=4, fill=L.CHANGE_TINT)
        paint(image, (name_x, second), where, L.B_SMALL, L.INK, False, "lm")
        card(draw, hand_x, first, L.CARD_BG)
        count_x = hand_x + L.HAND_CARD[0] + 6
        shown = str(view["hand_counts"][seat])
        paint(image, (count_x, first), shown, L.B_LABEL, L.INK, True, "lm")
        _delta(image, (count_x + width(shown, L.B_LABEL, True) + 4, first), changes.hand(seat))
        if penalties:
            pen_x = right - L.PANEL_PAD - 30
            paint(image, (pen_x, first), str(view["penalties"][seat]), L.B_LABEL, L.INK, True,
                  "rm")
            _delta(image, (pen_x + 3, first), changes.penalties.get(seat, 0))
        y += L.PLAYER_ROW_H
    return top + height + L.SECTION_GAP


def _piles(
    image: Image.Image, draw: Draw, view: View, changes: Changes, column: Column, top: float,
    lang: str,
) -> float:
    left, right = column
    x = left + L.PANEL_PAD
    limit = int(right - L.PANEL_PAD - x)
    discard = view["discard"]
    played = words.say("played_cards", lang, cards=discard.get("cards", 0),
                       failure=counted("failure_cards", discard.get("failure", 0), lang),
                       points=counted("points", discard.get("failure_points", 0), lang))
    played_lines = wrap(played, L.B_SMALL, limit, 3)
    hint_lines = wrap(words.say("lowest_deck", lang), L.B_SMALL, limit, 2)
    height = (L.SECTION_TITLE_H + len(hint_lines) * L.LINE_H + len(view["decks"]) * L.PILE_ROW_H
              + len(played_lines) * L.LINE_H + 14)
    y = _section(draw, image, column, top, height, words.say("draw_piles", lang))
    for part in hint_lines:
        paint(image, (x, y), part, L.B_SMALL, L.INK)
        y += L.LINE_H
    for deck in view["decks"]:
        mid = y + L.PILE_ROW_H / 2
        chip = (x, mid - L.PILE_CHIP / 2, x + L.PILE_CHIP, mid + L.PILE_CHIP / 2)
        fill = L.WATER if deck["flooded"] else L.HULL
        draw.rounded_rectangle(chip, radius=4, fill=fill)
        paint(image, (x + L.PILE_CHIP / 2, mid), deck["key"], L.B_SMALL, text_on(fill), True,
              "mm")
        name_w = paint(image, (x + L.PILE_CHIP + 14, mid), deck["name"], L.B_BODY,
                       L.FAINT if deck["flooded"] else L.INK, False, "lm")
        bar_x = x + L.PILE_CHIP + 14 + max(name_w, 170) + 12
        if deck["flooded"]:
            draw.line((x + L.PILE_CHIP + 6, mid, x + L.PILE_CHIP + 10 + name_w, mid),
                      fill=L.STRIKE, width=3)
            note = words.say("flooded_now" if deck["key"] in changes.floods else "flooded",
                             lang)
            note = fit(note, L.B_BODY, int(right - L.PANEL_PAD - bar_x), True)
            paint(image, (bar_x, mid), note, L.B_BODY, L.STRIKE, True, "lm")
        else:
            share = min(1.0, deck["pile"] / L.PILE_FULL)
            draw.rounded_rectangle((bar_x, mid - 7, bar_x + L.PILE_BAR_W, mid + 7), radius=4,
                                   fill=mix(L.HULL, L.PANEL_BG, 0.8))
            if share > 0:
                draw.rounded_rectangle(
                    (bar_x, mid - 7, bar_x + max(8, L.PILE_BAR_W * share), mid + 7),
                    radius=4, fill=L.HULL,
                )
            count_x = bar_x + L.PILE_BAR_W + 10
            shown = str(deck["pile"])
            shown_w = paint(image, (count_x, mid), shown, L.B_LABEL, L.INK, True, "lm")
            _delta(image, (count_x + shown_w + 4, mid), changes.piles.get(deck["key"], 0))
            if deck["key"] == view.get("draw_deck"):
                tag = words.say("draw_here", lang)
                tw = width(tag, L.B_SMALL, True) + 14
                draw.rounded_rectangle((right - L.PANEL_PAD - tw, mid - 16,
                                        right - L.PANEL_PAD, mid + 16), radius=5,
                                       fill=L.DRAW_MARK)
                paint(image, (right - L.PANEL_PAD - tw / 2, mid), tag, L.B_SMALL, L.WHITE, True,
                      "mm")
        y += L.PILE_ROW_H
    y += 4
    for part in played_lines:
        paint(image, (x, y), part, L.B_SMALL, L.INK)
        y += L.LINE_H
    return top + height + L.SECTION_GAP


def _rescue(
    image: Image.Image, draw: Draw, view: View, seats: Seats, changes: Changes,
    column: Column, top: float, lang: str,
) -> float:
    left, right = column
    rescue = view.get("rescue") or view.get("last_rescue")
    pending = view.get("rescue") is not None
    title = words.say("rescue_pending" if pending else "rescue_last", lang)
    x = left + L.PANEL_PAD
    limit = int(right - x - L.PANEL_PAD)
    if rescue is None:
        empty = wrap(words.say("no_rescue", lang), L.B_BODY, limit, 3)
        bottom = top + L.SECTION_TITLE_H + len(empty) * L.LINE_H + 14
        y = _section(draw, image, column, top, bottom - top, title)
        _lines(image, x, y + 4, words.say("no_rescue", lang), L.B_BODY, limit, L.INK)
        return bottom
    indent = 2 * L.PLAYER_TOKEN_R + 8
    lines: list[tuple[str, bool, int]] = []
    for n, (text, bold) in enumerate(words.rescue_lines(rescue, short_names(seats), lang)):
        shift = indent if n == 0 else 0
        for part in wrap(text, L.B_SMALL, limit - shift, L.RESCUE_LINES, bold):
            lines.append((part, bold, shift))
            shift = 0
    outcome, colour = outcome_words(rescue, lang)
    if rescue.get("outcome") == "rescued":
        outcome = words.say("is_saved", lang)
    badges = wrap(outcome, L.B_BODY, limit - 20, 2, True)
    bottom = top + L.SECTION_TITLE_H + 14 + len(lines) * L.LINE_H + len(badges) * 44 + 10
    y = _section(draw, image, column, top, bottom - top, title)
    if changes.compared and changes.rescue_new:
        tag = words.say("new", lang)
        tw = width(tag, L.B_SMALL, True) + 14
        tag_box = (right - L.PANEL_PAD - tw, top + 8, right - L.PANEL_PAD, top + 40)
        draw.rounded_rectangle(tag_box, radius=5, fill=L.CHANGE)
        paint(image, (tag_box[0] + tw / 2, top + 24), tag, L.B_SMALL, L.INK, True, "mm")
    if rescue.get("seat") in range(len(seats.names)):
        stamp(image, seats.token(rescue["seat"], L.PLAYER_TOKEN_R),
              (x + L.PLAYER_TOKEN_R, y + 20))
    for part, bold, shift in lines:
        paint(image, (x + shift, y + 4), part, L.B_SMALL, L.INK, bold)
        y += L.LINE_H
    y += 10
    for part in badges:
        w = width(part, L.B_BODY, True) + 20
        draw.rounded_rectangle((x, y, x + w, y + 40), radius=8, fill=colour)
        paint(image, (x + w / 2, y + 20), part, L.B_BODY, L.WHITE, True, "mm")
        y += 44
    return bottom


def draw_panel(
    image: Image.Image, view: View, seats: Seats, changes: Changes, lang: str = "en"
) -> int:
    """The panel in two columns under the ship; returns the y under its lower column."""
    draw = ImageDraw.Draw(image)
    first, second = L.PANEL_COLUMNS
    y = _status(image, draw, view, seats, first, L.PANEL_TOP, lang)
    left_bottom = _players(image, draw, view, seats, changes, first, y, lang)
    y = _piles(image, draw, view, changes, second, L.PANEL_TOP, lang)
    right_bottom = _rescue(image, draw, view, seats, changes, second, y, lang)
    return int(max(left_bottom, right_bottom))
