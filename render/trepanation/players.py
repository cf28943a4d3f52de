"""One panel per player: name and colour, supplies, ageing tracks, press, shows, fame."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from render.common.shapes import mix, stamp, star, text_on
from render.common.text import fit_name, line_height, paint, width
from render.trepanation import geometry
from render.trepanation import layout as L
from render.trepanation.changes import Changes
from render.trepanation.palette import Seats
from render.trepanation.widgets import mark_change, resource_square, snug
from render.trepanation.words import letter, pic, type_short

View = dict[str, Any]
SUPPLIES = (("coins", "coin"), ("medicine", "medicine"), ("equipment", "equipment"))


def draw_static(image: Image.Image, count: int) -> None:
    draw = ImageDraw.Draw(image)
    for index in range(count):
        draw.rounded_rectangle(
            geometry.panel(index, count),
            radius=L.PANEL_RADIUS,
            fill=L.PANEL_BG,
            outline=L.PANEL_EDGE,
        )


def draw_panels(
    image: Image.Image, view: View, seats: Seats, changes: Changes, lang: str
) -> None:
    draw = ImageDraw.Draw(image)
    count = len(view["players"])
    place = {seat: n for n, seat in enumerate(view["order"])}
    for player in view["players"]:
        seat = player["seat"]
        box = geometry.panel(seat, count)
        _panel(image, draw, box, player, seats, changes, place.get(seat, 0), view, lang)


def _value(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    change: int,
    size: int = L.HEADING,
) -> float:
    """A number (vertically centred on ``xy``), tinted with its change; returns the x after."""
    x, y = xy
    w = width(text, size, True)
    if change:
        half = L.VALUE_MARK_H / 2
        mark_change(image, draw, (x, y - half, x + w, y + half), change)
    paint(image, (x, y), text, size, L.INK, True, "lm")
    return x + w + (width(f"{change:+d}", L.SMALL, True) + L.DELTA_GAP if change else 0)


def _panel(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    box: L.Box,
    player: dict[str, Any],
    seats: Seats,
    changes: Changes,
    place: int,
    view: View,
    lang: str,
) -> None:
    seat = player["seat"]
    left, top, right, _ = box
    pad = L.PANEL_PAD
    head_bg = mix(L.PANEL_BG, seats.colour(seat), L.PANEL_HEADER_TINT)
    draw.rounded_rectangle(
        (left, top, right, top + L.PANEL_HEADER_H + L.PANEL_RADIUS),
        radius=L.PANEL_RADIUS,
        fill=head_bg,
    )
    draw.rectangle(
        (left + 1, top + L.PANEL_HEADER_H, right - 1, top + L.PANEL_HEADER_H + L.PANEL_RADIUS),
        fill=L.PANEL_BG,
    )
    head_mid = top + L.PANEL_HEADER_H / 2 + 1
    stamp(image, seats.token(seat, L.PANEL_TOKEN_R), (left + pad + L.PANEL_TOKEN_R, head_mid))
    fame = sum(player["score"].values())
    fame_text = str(fame)
    fame_w = width(fame_text, L.BIG_NUMBER, True)
    name_left = left + pad + 2 * L.PANEL_TOKEN_R + L.PANEL_NAME_GAP
    name_room = left + L.PANEL_NAME_W - name_left
    ink = text_on(head_bg)
    paint(
        image,
        (name_left, head_mid - L.PANEL_NAME_OFFSET),
        fit_name(seats.names[seat], L.LABEL, name_room, True),
        L.LABEL,
        ink,
        True,
        "lm",
    )
    role = pic("first_player", lang) if place == 0 else pic("in_order", lang, n=place + 1)
    if view["phase"] == "scheduling":
        role += " · " + pic("left_to_place", lang, n=player["meeples_left"])
    size, (role,) = snug(role, L.SMALL, name_room)
    paint(
        image,
        (name_left, head_mid + L.PANEL_ROLE_OFFSET),
        role,
        size,
        ink,
        False,
        "lm",
    )
    change = changes.delta(seat, "fame")
    fame_x = right - pad - fame_w
    bonus_left = left + L.PANEL_NAME_W + pad
    bonus_room = fame_x - L.PANEL_FAME_STAR_W - pad - bonus_left
    size, lines = snug(pic("bonus_card", lang, name=player["bonus_card"]["name"]), L.SMALL,
                       bonus_room, 2)
    for n, line in enumerate(lines):
        paint(image, (bonus_left, head_mid + (n - (len(lines) - 1) / 2) * (line_height(size) - 4)),
              line, size, ink, False, "lm")
    if change:
        draw.rounded_rectangle(
            (fame_x - L.PANEL_FAME_STAR_W + 6, top + 4, right - 4, top + L.PANEL_HEADER_H - 2),
            radius=6,
            fill=L.CHANGE,
        )
    stamp(image, star(L.PANEL_STAR_R, L.STAR), (fame_x - L.PANEL_STAR_R - 2, head_mid))
    paint(image, (fame_x, head_mid), fame_text, L.BIG_NUMBER, L.INK, True, "lm")

    y = top + L.PANEL_HEADER_H + L.PANEL_RADIUS - 2 + L.PANEL_LINE_H / 2
    # A wide panel (2-4 players) also lists the shows performed in a column on the right.
    listing = right - left >= L.PANEL_LIST_MIN_W
    main_right = left + L.PANEL_MAIN_W if listing else right - pad
    if listing:  # beside the main column, above the last line (where the fame comes from)
        new = max(0, changes.delta(seat, "shows"))
        top_left = (main_right + pad, y - L.PANEL_LINE_H / 2)
        list_box = (left, top, right, box[3] - L.PANEL_LINE_H)
        _show_list(image, draw, top_left, list_box, player, new, lang)
    x: float = left + pad
    for name, resource in SUPPLIES:
        x += resource_square(image, draw, (x, y), resource, letter(resource, lang))
        x = _value(image, draw, (x + 6, y), str(player[name]), changes.delta(seat, name))
        x += L.SUPPLY_GAP
    if player["fame_tokens"] or changes.delta(seat, "fame_tokens"):
        x += resource_square(image, draw, (x, y), "fame", letter("fame", lang)) + 6
        _value(image, draw, (x, y), str(player["fame_tokens"]), changes.delta(seat, "fame_tokens"))

    tracks = (("shill", pic("shills", lang)), ("bribe", pic("bribes", lang)))
    label_w = max(width(label, L.BODY) for _, label in tracks) + L.LABEL_GAP
    for resource, label in tracks:
        key = f"{resource}s"
        y += L.PANEL_LINE_H
        _track(
            image,
            draw,
            (left + pad, y),
            (label, label_w, resource),
            player[key],
            (seat, key) in changes.tracks,
            changes.delta(seat, key),
        )

    y += L.PANEL_LINE_H
    x = left + pad + paint(image, (left + pad, y), pic("press", lang), L.BODY, L.MUTED, False,
                           "lm") + 8
    for key, track in view["press_tracks"].items():
        short = pic(f"track_short.{key}", lang)
        x += paint(image, (x, y), short, L.BODY, L.INK, False, "lm") + 5
        x = (
            _value(
                image,
                draw,
                (x, y),
                str(player["press"][key]),
                changes.delta(seat, f"press.{key}"),
                L.LABEL,
            )
            + 6
        )
        paint(image, (x - 2, y), f"/{len(track['fame']) - 1}", L.SMALL, L.MUTED, False, "lm")
        x += L.PRESS_OF_W

    y += L.PANEL_LINE_H
    types_label_w = max(
        width(pic(word, lang), L.BODY) for word in ("shows", "specialist")
    ) + L.LABEL_GAP
    _types(
        image,
        draw,
        (left + pad, y),
        (main_right, types_label_w),
        pic("shows", lang),
        player["shows_by_type"],
        (changes, seat, lang),
    )
    y += L.PANEL_LINE_H
    counts: dict[str, int] = {}
    for kind in player["specializations"]:
        counts[kind] = counts.get(kind, 0) + 1
    if counts:
        _types(
            image,
            draw,
            (left + pad, y),
            (main_right, types_label_w),
            pic("specialist", lang),
            counts,
            (changes, seat, lang),
            spec=True,
        )
    else:
        paint(image, (left + pad, y), pic("specialist", lang), L.BODY, L.MUTED, False, "lm")
        size, (none,) = snug(pic("no_token", lang), L.BODY, main_right - left - pad - types_label_w)
        paint(image, (left + pad + types_label_w, y), none, size, L.FAINT, False, "lm")

    y += L.PANEL_LINE_H
    parts = ", ".join(
        f"{pic(f'part_short.{k}', lang)} {v}" for k, v in player["score"].items() if v
    )
    fame_from = pic("fame_from", lang, parts=parts or pic("nothing_yet", lang))
    size, lines = snug(fame_from, L.BODY, right - left - 2 * pad, 2, smallest=L.SMALL)
    y -= (len(lines) - 1) * line_height(size) / 2
    for line in lines:
        paint(image, (left + pad, y), line, size, L.INK, False, "lm")
        y += line_height(size) - 2


def _show_list(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    box: L.Box,
    player: dict[str, Any],
    new: int,
    lang: str,
) -> None:
    """The names of the shows performed, in as many columns as fit; the last ``new`` of
    them (performed since the previous picture) are highlighted."""
    x, y = xy
    _, _, right, bottom = box
    shows = player["shows"]
    draw.line((x - L.PANEL_PAD, y, x - L.PANEL_PAD, bottom - L.PANEL_PAD), fill=L.SLOT_EDGE)
    paint(image, (x, y), pic("shows_performed", lang, n=len(shows)), L.BODY, L.MUTED)
    if not shows:
        paint(image, (x, y + L.SHOW_LIST_LINE_H), pic("none_yet", lang), L.BODY, L.FAINT)
        return
    first = y + L.SHOW_LIST_LINE_H
    rows = max(1, int((bottom - L.PANEL_PAD - first) // L.SHOW_LIST_LINE_H))
    space = right - L.PANEL_PAD - x
    columns = max(1, int(space // L.SHOW_LIST_COLUMN_W))
    room = rows * columns
    shown = shows if len(shows) <= room else shows[: room - 1]
    # As few columns as the list needs, each as wide as the room allows.
    column_w = space / max(1, min(columns, -(-(len(shown) + (shown != shows)) // rows)))
    for index, card in enumerate(shown):
        cx = x + (index // rows) * column_w
        cy = first + (index % rows) * L.SHOW_LIST_LINE_H + L.SHOW_LIST_LINE_H / 2
        fill = L.TYPE_COLOURS.get(card["type"], L.MUTED)
        size, (text,) = snug(f"{card['name']} ({card['fame']})", L.BODY,
                             column_w - L.SHOW_LIST_TEXT_X - 7)
        if index >= len(shows) - new:
            label_w = width(text, size)
            draw.rounded_rectangle(
                (
                    cx + 8,
                    cy - L.SHOW_LIST_LINE_H / 2,
                    cx + 14 + label_w,
                    cy + L.SHOW_LIST_LINE_H / 2,
                ),
                radius=4,
                fill=L.CHANGE_TINT,
            )
        draw.rounded_rectangle((cx, cy - 8, cx + 6, cy + 8), radius=2, fill=fill)
        paint(
            image,
            (cx + L.SHOW_LIST_TEXT_X, cy),
            text,
            size,
            L.INK,
            False,
            "lm",
        )
    if len(shown) < len(shows):
        index = len(shown)
        cx = x + (index // rows) * column_w
        cy = first + (index % rows) * L.SHOW_LIST_LINE_H + L.SHOW_LIST_LINE_H / 2
        paint(
            image,
            (cx + L.SHOW_LIST_TEXT_X, cy),
            pic("and_more", lang, n=len(shows) - len(shown)),
            L.SMALL,
            L.MUTED,
            False,
            "lm",
        )


def _track(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    label: tuple[str, int, str],
    spaces: list[int],
    moved: bool,
    change: int,
) -> None:
    """The ageing track: one box per space, fresh tokens on the left. ``label`` is the
    word, the room kept for it, and the resource (its colour)."""
    x, y = xy
    text, label_w, resource = label
    paint(image, (x, y), text, L.BODY, L.MUTED, False, "lm")
    x += label_w
    fill = L.RESOURCE_COLOURS[resource]
    half = (L.PANEL_LINE_H - 4) / 2
    if moved:
        draw.rounded_rectangle(
            (x - 4, y - half - 2, x + len(spaces) * (L.TRACK_BOX_W + 4) + 2, y + half + 2),
            radius=6,
            fill=L.CHANGE_TINT,
        )
    for count in spaces:
        box_fill = fill if count else L.SLOT_BG
        draw.rounded_rectangle(
            (x, y - half, x + L.TRACK_BOX_W, y + half),
            radius=4,
            fill=box_fill,
            outline=mix(fill, L.WHITE, 0.3),
        )
        paint(
            image,
            (x + L.TRACK_BOX_W / 2, y),
            str(count),
            L.LABEL,
            text_on(box_fill) if count else L.FAINT,
            True,
            "mm",
        )
        x += L.TRACK_BOX_W + 4
    total = sum(spaces)
    x += paint(image, (x + 6, y), f"= {total}", L.BODY, L.INK, True, "lm") + L.SUPPLY_GAP - 2
    if change:
        paint(
            image,
            (x, y),
            f"{change:+d}",
            L.SMALL,
            L.GAIN_INK if change > 0 else L.LOSS_INK,
            True,
            "lm",
        )


def _types(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    room: tuple[float, int],
    label: str,
    counts: dict[str, int],
    who: tuple[Changes, int, str],
    spec: bool = False,
) -> None:
    """Type chips after ``label``; ``room`` is the right edge and the label's width,
    ``who`` the changes, seat and language."""
    x, y = xy
    right, label_w = room
    changes, seat, lang = who
    paint(image, (x, y), label, L.BODY, L.MUTED, False, "lm")
    x += label_w
    half = L.TYPE_CHIP_H / 2
    for kind, count in counts.items():
        fill = L.TYPE_COLOURS.get(kind, L.MUTED)
        if not count:
            fill = mix(fill, L.PANEL_BG, 0.7)
        text = f"{type_short(kind, lang, tiny=True)} {count}"
        w = width(text, L.SMALL, True) + 2 * L.TYPE_CHIP_PAD
        if x + w > right:
            break
        changed = (not spec and changes.delta(seat, f"type.{kind}")) or (
            spec and changes.delta(seat, "specializations")
        )
        if changed:
            draw.rounded_rectangle(
                (x - 3, y - half - 3, x + w + 3, y + half + 3), radius=6, fill=L.CHANGE
            )
        draw.rounded_rectangle((x, y - half, x + w, y + half), radius=5, fill=fill)
        paint(image, (x + w / 2, y), text, L.SMALL, text_on(fill), True, "mm")
        x += w + 5
