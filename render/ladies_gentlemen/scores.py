"""The Ball: each Lady's wardrobe as counted (duplicates, a third designer and a Servant
lost for want of a dress marked), her Elegance sum, the winners, the Courtesan's outcome
and the tie-break."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

from engine.ladies_gentlemen.ball import elegance
from render.common.png import encode
from render.common.seats import Seats
from render.common.shapes import stamp
from render.common.text import fit_name, paint, width, wrap
from render.ladies_gentlemen import layout as L
from render.ladies_gentlemen import words as W
from render.ladies_gentlemen.legend import draw_legend, legend_height
from render.ladies_gentlemen.pieces import COURTESAN_BAND, card, gift_markers, team_colour
from render.ladies_gentlemen.starry import paint_stars

View = dict[str, Any]
SCALE = 1.0
NOTE_H = 28
LINE_H = 34  # one line of the stacked head of a Lady's block
MAX_HEIGHT = 4000


def _ladies(view: View) -> list[int]:
    seats = [2 * t for t in range(view["teams"])]
    return seats + ([view["courtesan"]] if view["courtesan"] is not None else [])


def _ranks(result: dict[str, Any]) -> dict[int, int]:
    return {line["seat"]: line.get("rank", 0) for line in result.get("scores", [])}


def _breakdowns(result: dict[str, Any]) -> dict[int, dict[str, int]]:
    return {line["seat"]: line.get("breakdown", {}) for line in result.get("scores", [])}


def draw_scores(view: View, result: dict[str, Any], names: Sequence[str] | None = None,
                lang: str = "en") -> bytes:
    seats = Seats(names, view["players"])
    return encode(score_image(view, result, seats, lang), L.PNG_COMPRESS_LEVEL, L.PNG_PALETTE)


def score_image(view: View, result: dict[str, Any], seats: Seats, lang: str) -> Image.Image:
    image = Image.new("RGB", (L.SCORE_WIDTH, MAX_HEIGHT), L.PAPER)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, L.SCORE_WIDTH, L.SCORE_TITLE_H), fill=L.HEADER_BG)
    paint(image, (L.HEADER_PAD, L.SCORE_TITLE_H / 2), W.say("ball.title", lang), L.TITLE,
          L.HEADER_INK, True, "lm")
    y = L.SCORE_TITLE_H + 18
    for line in wrap(W.summary(result, seats.names), L.LABEL, L.SCORE_WIDTH - 2 * L.MARGIN, 3,
                     True):
        paint(image, (L.MARGIN, y), line, L.LABEL, L.INK, True)
        y += 34
    y += 12
    outcome = view.get("result") or {}
    ranks = _ranks(result)
    order = sorted(_ladies(view), key=lambda s: (ranks.get(s, 99), s))
    winners = set(result.get("winners", []))
    for seat in order:
        y = _lady_block(image, view, outcome, result, seats, seat, seat in winners, y, lang)
        y += 8
    y = _footer(image, view, outcome, result, seats, y + 6, lang)
    room = L.SCORE_WIDTH - 2 * L.MARGIN
    draw_legend(image, (L.MARGIN, y + 6), room, lang)
    y += 6 + legend_height(lang, room)
    return image.crop((0, 0, L.SCORE_WIDTH, y + L.MARGIN))


def _lady_block(image: Image.Image, view: View, outcome: dict[str, Any],
                result: dict[str, Any], seats: Seats, seat: int, won: bool, top: int,
                lang: str) -> int:
    """Stacked so it reads on a phone: who she is and her total, her Gentleman and his
    money, how the total is made up, then her cards the whole width and what was lost."""
    data = W.data()
    owned = view["wardrobe"][seat]
    gossip = view["gossip"][seat]
    judged = elegance(data, owned, len(gossip) if isinstance(gossip, list) else int(gossip))
    score = outcome.get("scores", {}).get(str(seat), {})
    dropped = score.get("dropped", judged.dropped_designer)
    lost = score.get("lost_servant", judged.lost_servant)
    wardrobe = [c for c in owned if c in data.wardrobe]
    duplicates = [c for c in wardrobe if c not in judged.counted
                  and not (dropped and dropped in data.wardrobe[c].designers)]
    notes = []
    if duplicates:
        notes.append(W.say("ball.duplicate", lang))
    if dropped:
        notes.append(W.say("ball.dropped", lang, designer=dropped))
    if lost:
        notes.append(W.say("ball.lost_servant", lang, name=data.servants[lost].name))
    courtesan = seat == view["courtesan"]
    team = None if courtesan else seat // 2
    excluded = team is not None and outcome.get("scandal_team") == team
    left, right = L.MARGIN, L.SCORE_WIDTH - L.MARGIN
    inner_left = left + L.ROW_BAND_W + 14
    room = round(right - 14 - inner_left)
    note_lines = [part for note in notes for part in wrap(note, L.SMALL, room, 3)]
    per_line = L.SCORE_CARDS_PER_LINE
    lines = max(1, -(-len(owned) // per_line))
    card_h = round((L.CARD_H + L.CARD_GAP) * SCALE)
    made_of = len(wrap(_made_of(score, lang), L.SMALL, room, 2))
    head_h = (1 + (team is not None) + made_of + excluded) * LINE_H + 6
    height = 12 + head_h + lines * card_h + len(note_lines) * NOTE_H + 12
    fill = L.WINNER_BG if won else L.EXCLUDED_BG if excluded else L.PANEL_BG
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((left, top, right, top + height), radius=10, fill=fill,
                           outline=L.PANEL_EDGE)
    band = COURTESAN_BAND if team is None else team_colour(team)
    draw.rectangle((left, top + 6, left + L.ROW_BAND_W, top + height - 6), fill=band)
    total_w = _total(image, score, (right - 14, top + 12), lang)
    _who(image, view, result, seats, seat, team, score, (inner_left, top + 12),
         room - total_w - 16, excluded, lang)
    y = top + 12 + head_h
    markers = gift_markers(view, seat) if courtesan else [None] * len(owned)
    pitch = (L.CARD_W + L.CARD_GAP) * SCALE
    for i, key in enumerate(owned):
        x = inner_left + (i % per_line) * pitch
        counted = key in judged.counted or (key in data.servants and key != lost)
        card(image, (x, y + (i // per_line) * card_h), key, lang, SCALE, faded=not counted,
             marker=markers[i], named=True)
    y += lines * card_h + 2
    for part in note_lines:
        paint(image, (inner_left, y), part, L.SMALL, L.LOSS_INK, False)
        y += NOTE_H
    return top + height


def _who(image: Image.Image, view: View, result: dict[str, Any], seats: Seats, seat: int,
         team: int | None, score: dict[str, Any], xy: tuple[float, float], room: int,
         excluded: bool, lang: str) -> float:
    """Her place, token, name and role; her Gentleman, his money and the Courtesan's gifts
    under it; the scandal's exclusion. Returns the y under the last line."""
    x, y = xy
    ranks = _ranks(result)
    # The result ranks Ladies and Gentlemen together; the sheet counts the Ladies only.
    place = 1 + len({ranks.get(s, 99) for s in _ladies(view)
                     if ranks.get(s, 99) < ranks.get(seat, 99)})
    mid = y + LINE_H / 2
    x += paint(image, (x, mid), W.say("ball.rank", lang, rank=place), L.HEADING, L.INK, True,
               "lm") + 10
    stamp(image, seats.token(seat, 15), (x + 15, mid))
    x += 38
    role = W.role_name("courtesan" if team is None else "lady", lang)
    if team is not None:
        role = f"{role} · {W.team_label(team, lang)}"
    name_room = max(80, round(room - (x - xy[0]) - width(role, L.SMALL) - 12))
    x += paint(image, (x, mid), fit_name(seats.names[seat], L.LABEL, name_room, True), L.LABEL,
               L.INK, True, "lm") + 12
    paint(image, (x, mid), role, L.SMALL, L.MUTED, False, "lm")
    y += LINE_H
    x = xy[0] + 4
    if excluded:
        paint(image, (x, y + LINE_H / 2), W.say("ball.excluded", lang), L.SMALL, L.LOSS_INK,
              True, "lm")
        y += LINE_H
    made_of = wrap(_made_of(score, lang), L.SMALL, room, 2)
    if team is not None:
        y = _gentleman(image, view, result, seats, team, (x, y), room, lang)
    for part in made_of:
        paint(image, (x, y + LINE_H / 2), part, L.SMALL, L.MUTED, False, "lm")
        y += LINE_H
    return y


def _gentleman(image: Image.Image, view: View, result: dict[str, Any], seats: Seats,
               team: int, xy: tuple[float, float], room: int, lang: str) -> float:
    x, y = xy
    gent = 2 * team + 1
    mid = y + LINE_H / 2
    stamp(image, seats.token(gent, 12), (x + 12, mid))
    x += 32
    parts = _breakdowns(result).get(gent, {})
    money = parts.get("money", view["money"][team])
    extra = [W.say("ball.money", lang, amount=money)] if money is not None else []
    if "gifts" in parts:
        extra.append(W.say("ball.gifts", lang, points=parts["gifts"]))
    said = " · ".join(extra)
    name_room = max(80, round(room - (x - xy[0]) - width(said, L.SMALL) - 16))
    x += paint(image, (x, mid), fit_name(seats.names[gent], L.SMALL, name_room), L.SMALL,
               L.INK, False, "lm") + 16
    paint_stars(image, (x, mid), said, L.SMALL, L.MUTED, False, "lm")
    return y + LINE_H


def _total(image: Image.Image, score: dict[str, Any], xy: tuple[float, float],
           lang: str) -> int:
    """The total, right-aligned at ``xy``; returns its width."""
    return paint_stars(image, xy, W.say("ball.total", lang, points=score.get("total", 0)),
                       L.TITLE, L.INK, True, "rt")


def _made_of(score: dict[str, Any], lang: str) -> str:
    """How the total is made up: 'Wardrobe 19 · Servants +3 · Gossip -1'."""
    parts = [W.say("ball.wardrobe", lang, points=score.get("wardrobe", 0))]
    if score.get("servants"):
        parts.append(W.say("ball.servants", lang, points=score["servants"]))
    if score.get("gossip"):
        parts.append(W.say("ball.gossip", lang, points=score["gossip"]))
    return " · ".join(parts)


def _footer(image: Image.Image, view: View, outcome: dict[str, Any], result: dict[str, Any],
            seats: Seats, y: int, lang: str) -> int:
    lines = []
    if view["courtesan"] is not None:
        if outcome.get("courtesan_won"):
            patron = next(s for s in result.get("winners", []) if s != view["courtesan"])
            lines.append(W.say("ball.patron", lang, name=seats.names[patron]))
        elif outcome.get("scandal_team") is not None:
            lines.append(W.say("ball.scandal", lang,
                               team=W.team_label(outcome["scandal_team"], lang)))
        else:
            lines.append(W.say("ball.courtesan_middle", lang))
    lines += list(result.get("tiebreaks", []))
    for line in lines:
        for part in wrap(line, L.BODY, L.SCORE_WIDTH - 2 * L.MARGIN, 2):
            paint(image, (L.MARGIN, y), part, L.BODY, L.INK, False)
            y += 26
    return y
