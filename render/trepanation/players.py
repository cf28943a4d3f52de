"""One panel per player: name and colour, supplies, ageing tracks, press, shows, fame."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from render.common.shapes import mix, stamp, star, text_on
from render.common.text import fit, line_height, paint, width, wrap
from render.trepanation import geometry
from render.trepanation import layout as L
from render.trepanation.changes import Changes
from render.trepanation.palette import Seats
from render.trepanation.table import TYPE_TINY
from render.trepanation.widgets import mark_change, resource_square

View = dict[str, Any]
SUPPLIES = (("coins", "coin"), ("medicine", "medicine"), ("equipment", "equipment"))
SCORE_WORDS = {
    "shows": "shows",
    "press": "press",
    "specializations": "specialist",
    "fame_tokens": "tokens",
    "same_type": "same type",
    "sets": "sets",
    "resources": "supplies",
}


def draw_static(image: Image.Image, count: int) -> None:
    draw = ImageDraw.Draw(image)
    for index in range(count):
        draw.rounded_rectangle(
            geometry.panel(index, count),
            radius=L.PANEL_RADIUS,
            fill=L.PANEL_BG,
            outline=L.PANEL_EDGE,
        )


def draw_panels(image: Image.Image, view: View, seats: Seats, changes: Changes) -> None:
    draw = ImageDraw.Draw(image)
    count = len(view["players"])
    place = {seat: n for n, seat in enumerate(view["order"])}
    for player in view["players"]:
        seat = player["seat"]
        box = geometry.panel(seat, count)
        _panel(image, draw, box, player, seats, changes, place.get(seat, 0), view)


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
    name_room = right - pad - fame_w - L.PANEL_FAME_STAR_W - name_left
    ink = text_on(head_bg)
    paint(
        image,
        (name_left, head_mid - L.PANEL_NAME_OFFSET),
        fit(seats.names[seat], L.HEADING, name_room, True),
        L.HEADING,
        ink,
        True,
        "lm",
    )
    role = "1st player" if place == 0 else f"{place + 1}. in turn order"
    if view["phase"] == "scheduling":
        role += f" · {player['meeples_left']} to place"
    paint(
        image,
        (name_left, head_mid + L.PANEL_ROLE_OFFSET),
        fit(role, L.SMALL, name_room),
        L.SMALL,
        ink,
        False,
        "lm",
    )
    change = changes.delta(seat, "fame")
    fame_x = right - pad - fame_w
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
    if listing:
        new = max(0, changes.delta(seat, "shows"))
        _show_list(image, draw, (main_right + pad, y - L.PANEL_LINE_H / 2), box, player, new)
    x = left + pad
    for name, resource in SUPPLIES:
        x += resource_square(image, draw, (x, y), resource, L.RESOURCE_LETTERS[resource])
        x = _value(image, draw, (x + 6, y), str(player[name]), changes.delta(seat, name))
        x += L.SUPPLY_GAP
    if player["fame_tokens"] or changes.delta(seat, "fame_tokens"):
        x += resource_square(image, draw, (x, y), "fame", "F") + 6
        _value(image, draw, (x, y), str(player["fame_tokens"]), changes.delta(seat, "fame_tokens"))

    for label, key in (("Shills", "shills"), ("Bribes", "bribes")):
        y += L.PANEL_LINE_H
        _track(
            image,
            draw,
            (left + pad, y),
            label,
            player[key],
            (seat, key) in changes.tracks,
            changes.delta(seat, key),
        )

    y += L.PANEL_LINE_H
    x = left + pad + paint(image, (left + pad, y), "Press", L.BODY, L.MUTED, False, "lm") + 8
    for key, track in view["press_tracks"].items():
        short = "Tabloid" if key == "tabloid" else "Special."
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
    _types(
        image, draw, (left + pad, y), main_right, "Shows", player["shows_by_type"], changes, seat
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
            main_right,
            "Specialist",
            counts,
            changes,
            seat,
            spec=True,
        )
    else:
        paint(image, (left + pad, y), "Specialist", L.BODY, L.MUTED, False, "lm")
        paint(
            image, (left + pad + L.TYPES_LABEL_W, y), "no token yet", L.BODY, L.FAINT, False, "lm"
        )

    y += L.PANEL_LINE_H
    bonus = player["bonus_card"]["name"]
    paint(
        image,
        (left + pad, y),
        fit(f"Bonus card: {bonus}", L.SMALL, main_right - left - pad),
        L.SMALL,
        L.MUTED,
        False,
        "lm",
    )
    y += L.PANEL_LINE_H - 6
    parts = ", ".join(f"{SCORE_WORDS.get(k, k)} {v}" for k, v in player["score"].items() if v)
    step = line_height(L.SMALL) - 1
    for line in wrap(f"Fame from {parts or 'nothing yet'}", L.SMALL, main_right - left - pad, 2):
        paint(image, (left + pad, y - 8), line, L.SMALL, L.INK)
        y += step


def _show_list(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    box: L.Box,
    player: dict[str, Any],
    new: int,
) -> None:
    """The names of the shows performed, in as many columns as fit; the last ``new`` of
    them (performed since the previous picture) are highlighted."""
    x, y = xy
    _, _, right, bottom = box
    shows = player["shows"]
    draw.line((x - L.PANEL_PAD, y, x - L.PANEL_PAD, bottom - L.PANEL_PAD), fill=L.SLOT_EDGE)
    paint(image, (x, y), f"Shows performed ({len(shows)})", L.BODY, L.MUTED)
    if not shows:
        paint(image, (x, y + L.SHOW_LIST_LINE_H), "none yet", L.BODY, L.FAINT)
        return
    first = y + L.SHOW_LIST_LINE_H
    rows = max(1, int((bottom - L.PANEL_PAD - first) // L.SHOW_LIST_LINE_H))
    columns = max(1, int((right - L.PANEL_PAD - x) // L.SHOW_LIST_COLUMN_W))
    room = rows * columns
    shown = shows if len(shows) <= room else shows[: room - 1]
    for index, card in enumerate(shown):
        cx = x + (index // rows) * L.SHOW_LIST_COLUMN_W
        cy = first + (index % rows) * L.SHOW_LIST_LINE_H + L.SHOW_LIST_LINE_H / 2
        fill = L.TYPE_COLOURS.get(card["type"], L.MUTED)
        text = f"{card['name']} ({card['fame']})"
        if index >= len(shows) - new:
            label_w = width(
                fit(text, L.SMALL, L.SHOW_LIST_COLUMN_W - L.SHOW_LIST_TEXT_X - 7), L.SMALL
            )
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
            fit(text, L.SMALL, L.SHOW_LIST_COLUMN_W - L.SHOW_LIST_TEXT_X - 7),
            L.SMALL,
            L.INK,
            False,
            "lm",
        )
    if len(shown) < len(shows):
        index = len(shown)
        cx = x + (index // rows) * L.SHOW_LIST_COLUMN_W
        cy = first + (index % rows) * L.SHOW_LIST_LINE_H + L.SHOW_LIST_LINE_H / 2
        paint(
            image,
            (cx + L.SHOW_LIST_TEXT_X, cy),
            f"and {len(shows) - len(shown)} more",
            L.SMALL,
            L.MUTED,
            False,
            "lm",
        )


def _track(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    label: str,
    spaces: list[int],
    moved: bool,
    change: int,
) -> None:
    """The ageing track: one box per space, fresh tokens on the left."""
    x, y = xy
    paint(image, (x, y), label, L.BODY, L.MUTED, False, "lm")
    x += L.TRACK_LABEL_W
    resource = "shill" if label == "Shills" else "bribe"
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
    right: float,
    label: str,
    counts: dict[str, int],
    changes: Changes,
    seat: int,
    spec: bool = False,
) -> None:
    x, y = xy
    paint(image, (x, y), label, L.BODY, L.MUTED, False, "lm")
    x += L.TYPES_LABEL_W
    half = L.TYPE_CHIP_H / 2
    for kind, count in counts.items():
        fill = L.TYPE_COLOURS.get(kind, L.MUTED)
        if not count:
            fill = mix(fill, L.PANEL_BG, 0.7)
        text = f"{TYPE_TINY.get(kind, kind[:3])} {count}"
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
