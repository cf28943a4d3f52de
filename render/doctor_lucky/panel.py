"""The header line, the piles beside the decks and the side panel: the turn, the players'
rooms and hand sizes, the draw piles, and the last rescue attempt."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from render.common.seats import Seats
from render.common.shapes import mix, stamp, text_on
from render.common.text import fit, paint, width, wrap
from render.doctor_lucky import geometry as G
from render.doctor_lucky import layout as L
from render.doctor_lucky import words
from render.doctor_lucky.changes import Changes
from render.doctor_lucky.icons import card, top_hat
from render.doctor_lucky.pieces import outcome_words

View = dict[str, Any]
Draw = ImageDraw.ImageDraw


def delta_text(change: int) -> str:
    return f"+{change}" if change > 0 else str(change)


def _delta(image: Image.Image, xy: tuple[float, float], change: int) -> None:
    if change:
        ink = L.GAIN_INK if change > 0 else L.LOSS_INK
        paint(image, xy, delta_text(change), L.SMALL, ink, True, "lm")


def _section(draw: Draw, image: Image.Image, top: float, height: float, title: str) -> float:
    """A panel box with a title; returns the y where its content starts."""
    left, _, right, _ = L.PANEL
    draw.rounded_rectangle((left, top, right, top + height), radius=L.PANEL_RADIUS,
                           fill=L.PANEL_BG, outline=L.PANEL_EDGE)
    paint(image, (left + L.PANEL_PAD, top + 8), title, L.LABEL, L.INK, True)
    return top + L.SECTION_TITLE_H


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
    mid = L.HEADER_H / 2
    right = L.WIDTH - L.HEADER_PAD
    x = L.HEADER_PAD + width(words.say("title", lang), L.TITLE, True) + L.HEADER_SPACE
    note = fit(_pile_note(view, lang), L.BODY, (right - x) // 2)
    note_w = paint(image, (right, mid), note, L.BODY, L.HEADER_MUTED, False, "rm")
    room = right - note_w - L.HEADER_SPACE - x
    status = fit(words.status(view, seats.names, lang), L.HEADING, room, True)
    paint(image, (x, mid), status, L.HEADING, L.HEADER_INK, True, "lm")


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
        y = G.band_top(level) + L.BAND_H - 44
        drawing = deck["key"] == view.get("draw_deck")
        if drawing:
            draw.rounded_rectangle(
                (L.DECK_LABEL_LEFT + 5, y - 20, L.DECK_LABEL_LEFT + L.DECK_LABEL_W - 5, y + 36),
                radius=7, fill=L.NOW_BG,
            )
        for n in range(3):  # a little stack of cards
            card(draw, mid_x - 28 + n * 2, y - n * 2, L.CARD_BG)
        paint(image, (mid_x - 2, y), str(deck["pile"]), L.LABEL, L.INK, True, "lm")
        note = fit(words.say("draw_here" if drawing else "pile", lang), L.TINY,
                   L.DECK_LABEL_W - 12, drawing)
        paint(image, (mid_x, y + 24), note, L.TINY, L.INK if drawing else L.MUTED, drawing, "mm")
        change = changes.piles.get(deck["key"], 0)
        if change:
            _delta(image, (mid_x + 8 + width(str(deck["pile"]), L.LABEL, True), y), change)


# --- side panel ---------------------------------------------------------------------------


def _status(
    image: Image.Image, draw: Draw, view: View, seats: Seats, top: float, lang: str
) -> float:
    left, _, right, _ = L.PANEL
    over = view["phase"] == "over"
    title = words.say("game_over", lang) if over else words.say(
        "turn", lang, turn=view.get("turn_number", 0))
    y = _section(draw, image, top, L.STATUS_H, title)
    x = left + L.PANEL_PAD
    ended = words.outcome(view, seats.names, lang)
    seat = words.acting_seat(view)
    row = (x - 4, y, right - L.PANEL_PAD + 4, y + 38)
    if ended is not None:
        fill = L.SAVED if view.get("winner") is not None else L.SUNK_BG
        draw.rounded_rectangle(row, radius=8, fill=fill)
        text = fit(ended, L.LABEL, int(row[2] - row[0] - 16), True)
        paint(image, ((row[0] + row[2]) / 2, y + 19), text, L.LABEL, L.WHITE, True, "mm")
    elif seat is not None and 0 <= seat < len(seats.names):
        draw.rounded_rectangle(row, radius=8, fill=L.NOW_BG)
        stamp(image, seats.token(seat, L.PLAYER_TOKEN_R), (x + L.PLAYER_TOKEN_R + 2, y + 19))
        doing = words.say("may_foil" if view.get("rescue") else "to_move", lang)
        name_x = x + 2 * L.PLAYER_TOKEN_R + 12
        doing_w = width(doing, L.BODY) + 8
        name = fit(seats.names[seat], L.LABEL, int(row[2] - name_x - doing_w - 8), True)
        name_w = paint(image, (name_x, y + 19), name, L.LABEL, L.INK, True, "lm")
        paint(image, (name_x + name_w + 8, y + 19), doing, L.BODY, L.INK, False, "lm")
    y += 46
    stamp(image, top_hat(14), (x + 15, y + 14))
    where = fit(words.say("doctor_in", lang, room=words.room_words(view["doctor"], lang)),
                L.BODY, int(right - x - 48), True)
    paint(image, (x + 38, y + 3), where, L.BODY, L.INK, True)
    if not over:
        nxt = fit(words.say("doctor_next", lang,
                            room=words.room_words(words.doctor_next(view), lang)),
                  L.SMALL, int(right - x - 48))
        paint(image, (x + 38, y + 23), nxt, L.SMALL, L.MUTED)
    _route(image, draw, view, x, y + 48)
    return top + L.STATUS_H + L.SECTION_GAP


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
        number = str(n)
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
        paint(image, (x + L.ROUTE_CHIP / 2, y + L.ROUTE_CHIP / 2), number, L.SMALL, ink, True,
              "mm")


def _players(
    image: Image.Image, draw: Draw, view: View, seats: Seats, changes: Changes, top: float,
    lang: str,
) -> float:
    left, _, right, _ = L.PANEL
    count = view["players"]
    height = L.SECTION_TITLE_H + count * L.PLAYER_ROW_H + 8
    y = _section(draw, image, top, height, words.say("players", lang))
    penalties = bool(view.get("penalty_rules"))
    hand_x = right - L.PANEL_PAD - (112 if penalties else 62)
    paint(image, (hand_x + 50, top + 11), words.say("cards", lang), L.SMALL, L.MUTED, False,
          "rt")
    if penalties:
        paint(image, (right - L.PANEL_PAD, top + 11), words.say("penalties", lang), L.SMALL,
              L.MUTED, False, "rt")
    acting = set(view.get("to_act") or [])
    name_x = left + L.PANEL_PAD + 2 * L.PLAYER_TOKEN_R + 10
    room_x = name_x + 112
    for seat in range(count):
        mid = y + L.PLAYER_ROW_H / 2
        row = (left + 4, y + 1, right - 4, y + L.PLAYER_ROW_H - 1)
        if seat in acting:
            draw.rounded_rectangle(row, radius=6, fill=L.NOW_BG)
        elif seat == view.get("winner"):
            draw.rounded_rectangle(row, radius=6, fill=mix(L.SAVED, L.PANEL_BG, 0.7))
        stamp(image, seats.token(seat, L.PLAYER_TOKEN_R),
              (left + L.PANEL_PAD + L.PLAYER_TOKEN_R + 1, mid))
        name = fit(seats.names[seat], L.BODY, room_x - name_x - 8, True)
        paint(image, (name_x, mid), name, L.BODY, L.INK, True, "lm")
        where = fit(words.room_words(view["pawns"][seat], lang, numbered=False), L.SMALL,
                    hand_x - room_x - 8)
        if seat in changes.moved:
            w = width(where, L.SMALL)
            draw.rounded_rectangle((room_x - 4, mid - 11, room_x + w + 4, mid + 11), radius=4,
                                   fill=L.CHANGE_TINT)
        paint(image, (room_x, mid), where, L.SMALL, L.MUTED if seat not in acting else L.INK,
              False, "lm")
        card(draw, hand_x, mid, L.CARD_BG)
        count_x = hand_x + L.HAND_CARD[0] + 6
        shown = str(view["hand_counts"][seat])
        paint(image, (count_x, mid), shown, L.LABEL, L.INK, True, "lm")
        _delta(image, (count_x + width(shown, L.LABEL, True) + 4, mid), changes.hand(seat))
        if penalties:
            pen_x = right - L.PANEL_PAD - 16
            paint(image, (pen_x, mid), str(view["penalties"][seat]), L.LABEL, L.INK, True, "rm")
            _delta(image, (pen_x + 3, mid), changes.penalties.get(seat, 0))
        y += L.PLAYER_ROW_H
    return top + height + L.SECTION_GAP


def _piles(
    image: Image.Image, draw: Draw, view: View, changes: Changes, top: float, lang: str
) -> float:
    left, _, right, _ = L.PANEL
    height = L.SECTION_TITLE_H + (len(view["decks"]) + 1) * L.PILE_ROW_H + 12
    title = words.say("draw_piles", lang)
    y = _section(draw, image, top, height, title)
    hint_room = int(right - left - 2 * L.PANEL_PAD - width(title, L.LABEL, True) - 16)
    paint(image, (right - L.PANEL_PAD, top + 11), fit(words.say("lowest_deck", lang), L.TINY,
          hint_room), L.TINY, L.MUTED, False, "rt")
    x = left + L.PANEL_PAD
    for deck in view["decks"]:
        mid = y + L.PILE_ROW_H / 2
        chip = (x, mid - L.PILE_CHIP / 2, x + L.PILE_CHIP, mid + L.PILE_CHIP / 2)
        fill = L.WATER if deck["flooded"] else L.HULL
        draw.rounded_rectangle(chip, radius=4, fill=fill)
        paint(image, (x + L.PILE_CHIP / 2, mid), deck["key"], L.SMALL, text_on(fill), True, "mm")
        name_w = paint(image, (x + L.PILE_CHIP + 8, mid), deck["name"], L.BODY,
                       L.FAINT if deck["flooded"] else L.INK, False, "lm")
        bar_x = x + 150
        if deck["flooded"]:
            draw.line((x + L.PILE_CHIP + 6, mid, x + L.PILE_CHIP + 10 + name_w, mid),
                      fill=L.STRIKE, width=2)
            note = words.say("flooded_now" if deck["key"] in changes.floods else "flooded",
                             lang)
            note = fit(note, L.BODY, int(right - L.PANEL_PAD - bar_x), True)
            paint(image, (bar_x, mid), note, L.BODY, L.STRIKE, True, "lm")
        else:
            share = min(1.0, deck["pile"] / L.PILE_FULL)
            draw.rounded_rectangle((bar_x, mid - 6, bar_x + L.PILE_BAR_W, mid + 6), radius=4,
                                   fill=mix(L.HULL, L.PANEL_BG, 0.8))
            if share > 0:
                draw.rounded_rectangle(
                    (bar_x, mid - 6, bar_x + max(8, L.PILE_BAR_W * share), mid + 6),
                    radius=4, fill=L.HULL,
                )
            count_x = bar_x + L.PILE_BAR_W + 10
            shown = str(deck["pile"])
            paint(image, (count_x, mid), shown, L.LABEL, L.INK, True, "lm")
            _delta(image, (count_x + width(shown, L.LABEL, True) + 4, mid),
                   changes.piles.get(deck["key"], 0))
            if deck["key"] == view.get("draw_deck"):
                tag = words.say("draw_here", lang)
                tw = width(tag, L.SMALL, True) + 12
                draw.rounded_rectangle((right - L.PANEL_PAD - tw, mid - 10,
                                        right - L.PANEL_PAD, mid + 10), radius=5,
                                       fill=L.DRAW_MARK)
                paint(image, (right - L.PANEL_PAD - tw / 2, mid), tag, L.SMALL, L.WHITE, True,
                      "mm")
        y += L.PILE_ROW_H
    discard = view["discard"]
    text = words.say("played_cards", lang, cards=discard.get("cards", 0),
                     failure=discard.get("failure", 0), points=discard.get("failure_points", 0))
    paint(image, (x, y + L.PILE_ROW_H / 2), fit(text, L.SMALL, right - x - L.PANEL_PAD),
          L.SMALL, L.MUTED, False, "lm")
    return top + height + L.SECTION_GAP


def rescue_lines(
    rescue: dict[str, Any], names: list[str], lang: str
) -> list[tuple[str, bool]]:
    """The last rescue attempt in words, as (line, bold) pairs."""
    def who(seat: Any) -> str:
        return words.name_of(names, seat)

    lines = [
        (words.say("rescue_who", lang, who=who(rescue.get("seat")),
                   room=words.room_words(rescue["room"], lang)), True),
        (words.aid_words(rescue.get("aid"), rescue.get("value", 0), lang), False),
    ]
    witness = rescue.get("witness")
    others = [who(s) for s in rescue.get("witnesses", []) if s != witness]
    if witness is not None:
        line = rescue.get("sight_line") or []
        if len(line) <= 1:
            seen = words.say("seen_here", lang, who=who(witness))
        else:
            seen = words.say("seen_from", lang, who=who(witness),
                             room=words.room_words(line[0], lang))
        if others:
            seen = words.say("seen_also", lang, seen=seen, others=", ".join(others))
        lines.append((seen, False))
    plays = rescue.get("plays", [])
    if plays:
        played = "; ".join(
            words.say("play", lang, who=who(p.get("seat")),
                      points=words.counted("points", p.get("points", 0), lang),
                      cards=words.counted("card_count", p.get("cards", 0), lang))
            for p in plays
        )
        lines.append((words.say("failure_played", lang, plays=played), False))
    else:
        lines.append((words.say("no_failure_played", lang), False))
    if rescue.get("outcome") == "pending" and "waiting_for" in rescue:
        lines.append((words.say("waiting_for", lang, who=who(rescue["waiting_for"]),
                                needed=rescue.get("needed", 0)), True))
    return lines


def _rescue(
    image: Image.Image, draw: Draw, view: View, seats: Seats, changes: Changes, top: float,
    lang: str,
) -> float:
    left, _, right, bottom = L.PANEL
    rescue = view.get("rescue") or view.get("last_rescue")
    pending = view.get("rescue") is not None
    title = words.say("rescue_pending" if pending else "rescue_last", lang)
    y = _section(draw, image, top, bottom - top, title)
    x = left + L.PANEL_PAD
    limit = int(right - x - L.PANEL_PAD)
    if rescue is None:
        paint(image, (x, y + 4), words.say("no_rescue", lang), L.BODY, L.MUTED)
        return bottom
    if changes.compared and changes.rescue_new:
        tag = words.say("new", lang)
        tw = width(tag, L.SMALL, True) + 14
        tag_box = (right - L.PANEL_PAD - tw, top + 8, right - L.PANEL_PAD, top + 28)
        draw.rounded_rectangle(tag_box, radius=5, fill=L.CHANGE)
        paint(image, (tag_box[0] + tw / 2, top + 18), tag, L.SMALL, L.INK, True, "mm")
    if rescue.get("seat") in range(len(seats.names)):
        stamp(image, seats.token(rescue["seat"], L.PLAYER_TOKEN_R),
              (x + L.PLAYER_TOKEN_R, y + 14))
    indent = 2 * L.PLAYER_TOKEN_R + 8
    h = L.LINE_H
    used = 0
    for n, (text, bold) in enumerate(rescue_lines(rescue, seats.names, lang)):
        shift = indent if n == 0 else 0
        for part in wrap(text, L.BODY, limit - shift, 3, bold):
            if used >= L.RESCUE_LINES:
                break
            paint(image, (x + shift, y + 4 + used * h), part, L.BODY, L.INK if bold else L.MUTED,
                  bold)
            used += 1
            shift = 0
    text, colour = outcome_words(rescue, lang)
    if rescue.get("outcome") == "rescued":
        text = words.say("is_saved", lang)
    text = fit(text, L.LABEL, limit - 20, True)
    y += 10 + used * h
    w = width(text, L.LABEL, True) + 20
    draw.rounded_rectangle((x, y, x + w, y + 30), radius=8, fill=colour)
    paint(image, (x + w / 2, y + 15), text, L.LABEL, L.WHITE, True, "mm")
    return bottom


def draw_panel(
    image: Image.Image, view: View, seats: Seats, changes: Changes, lang: str = "en"
) -> None:
    draw = ImageDraw.Draw(image)
    y: float = L.PANEL[1]
    y = _status(image, draw, view, seats, y, lang)
    y = _players(image, draw, view, seats, changes, y, lang)
    y = _piles(image, draw, view, changes, y, lang)
    _rescue(image, draw, view, seats, changes, y, lang)
