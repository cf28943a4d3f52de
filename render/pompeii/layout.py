"""Every number of the Pompeii pictures: canvas, regions, sizes, fonts and colours.

The board is drawn as printed: the outer track runs round a square, the city plan sits
inside the ring, and the panel that lists the players lies under the board in large type, so
the picture is narrow enough to read on a phone (shown 800 px wide). Coordinates are pixels on
the full canvas, (x, y) from the top left.
"""

from __future__ import annotations

from render.common import highlight

Colour = tuple[int, int, int]
Box = tuple[float, float, float, float]  # left, top, right, bottom

# --- canvas ---------------------------------------------------------------------------------
MARGIN = 14
PNG_COMPRESS_LEVEL = 2  # deflate (ISA-L) 0-3, as for Trepanation
PNG_PALETTE = True
PNG_MODE = "P" if PNG_PALETTE else "RGB"

# --- fonts (pixel sizes of Noto Sans) -------------------------------------------------------
SMALL = 15
TINY = 13
MICRO = 12
NUMBER = 18  # card numbers on the track and on the city's buildings and houses
PRICE = 13

# --- header: the title, then the phase and whose turn it is ---------------------------------
HEADER_H = 124
HEADER_PAD = 18
HEADER_TOKEN_R = 20
HEADER_TITLE = 40
HEADER_LINE = 34
HEADER_ROW = 56  # the height of the title row

# --- the board: the outer track as a square ring --------------------------------------------
BOARD_LEFT = MARGIN
BOARD_TOP = HEADER_H + 12
BOARD = 1180  # side of the square
RING = 70  # depth of the track
WIDTH = BOARD_LEFT + BOARD + MARGIN
HEIGHT = BOARD_TOP + BOARD + MARGIN  # the board without the panel under it
TRACK_SIDES = (26, 26, 26, 25)  # spaces between the corners: top, right, bottom, left
TRACK_TOKEN_R = 14  # an owner's mark on a sold space
PAWN_LANE = 36  # the strip inside the ring where the pawns on the track stand
PAWN_R = 16
CELL_PAD = 3

# --- the city plan inside the ring ----------------------------------------------------------
GATE_ROOM = 46  # space left round the city for the gates
CITY_ROWS = 7
CITY_COLS = 9
CROSSROADS_R = 12
POINT_R = 5
POINT_THREAD = 3  # the green line between the points of a street
STREET_W = 7
BUILDING_W = 44
BUILDING_H = 46
BUILDING_INSET = 4  # from the corner of the quarter
GUEST_R = 9
CITY_PAWN_R = 19
GATE_W = 40
GATE_H = 26
GATE_TEXT = 30
GATE_LABEL_GAP = 6
ROUTE_W = 6
ROUTE_CASING = 3
LAVA_SHARE = 0.58
OUTSIDE_R = 13  # pawns that left the city, in a row under the plan

# --- the panel under the board --------------------------------------------------------------
PANEL_LEFT = MARGIN
PANEL_RIGHT = WIDTH - MARGIN
PANEL_PAD = 16
PANEL_RADIUS = 10
PANEL_COLUMNS = 2  # players side by side
PANEL_GAP = 20
PANEL_TITLE = 34
PANEL_NAME = 30
PANEL_TEXT = 27
PANEL_LINE = 36
SECTION_TITLE_H = 50
PLAYER_TOKEN_R = 20
PLAYER_GAP = 14
LEGEND_TEXT = 26
LEGEND_ROW = 40
LEGEND_ICON = 15  # half the side of a legend sample

# --- colours --------------------------------------------------------------------------------
PAPER: Colour = (236, 228, 210)
INK: Colour = (30, 28, 26)
MUTED: Colour = (96, 90, 82)
FAINT: Colour = (168, 160, 148)
WHITE: Colour = (255, 255, 255)
HEADER_BG: Colour = (92, 38, 28)
HEADER_INK: Colour = (250, 240, 224)
HEADER_MUTED: Colour = (226, 196, 170)
PANEL_BG: Colour = (252, 249, 242)
PANEL_EDGE: Colour = (190, 178, 158)
TRACK_BG: Colour = (214, 196, 160)
SPACE_BG: Colour = (250, 244, 230)
SOLD_BG: Colour = (222, 216, 204)
BUILDING_SPACE_BG: Colour = (214, 224, 236)
SPACE_EDGE: Colour = (120, 100, 74)
FORTUNA_BG: Colour = (236, 190, 60)
FORTUNA_INK: Colour = (96, 56, 0)
INGRESSUS_BG: Colour = (70, 110, 70)
INGRESSUS_INK: Colour = (255, 255, 255)
CITY_BG: Colour = (230, 216, 188)
QUARTER_EDGE: Colour = (204, 188, 158)
WALL: Colour = (120, 96, 70)
STREET: Colour = (196, 178, 146)
GREEN_POINT: Colour = (52, 140, 70)
CROSSROADS_INK: Colour = (255, 255, 255)
BUILDING_EDGE: Colour = (70, 56, 40)
HOUSE_BG: Colour = (176, 126, 92)
HOUSE_INK: Colour = (255, 255, 255)
GATE_BG: Colour = (130, 110, 88)
GATE_INK: Colour = (255, 255, 255)
LAVA: Colour = (196, 52, 20)
LAVA_LINE: Colour = (255, 170, 40)
ASH: Colour = (60, 36, 30)
NOW_BG: Colour = (255, 214, 92)
# Yellow is whose turn it is; magenta marks what changed since the last picture.
CHANGE: Colour = highlight.CHANGE  # the same in every game
TRACK_CHANGE_W = 4  # the magenta edge of a track space that changed
DEAD_INK: Colour = (170, 30, 30)
SAVED_INK: Colour = (22, 120, 60)

# The colour marks on the cards (person cards carry one to three, buildings one).
MARKS: dict[str, Colour] = {
    "red": (206, 42, 36),
    "blue": (36, 90, 190),
    "white": (250, 250, 250),
    "brown": (128, 78, 40),
    "green": (40, 146, 64),
    "yellow": (242, 204, 40),
}
MARK_EDGE: Colour = (40, 36, 32)

# The pawn colours of the eight citizens (drawn blind at the start): a seat's token, pawn and
# walked way are drawn in the colour its words name ("Ann (green, Julius Polybius)").
PAWNS: dict[str, Colour] = {
    "green": (40, 150, 60),
    "red": (212, 40, 36),
    "white": (248, 248, 248),
    "yellow": (246, 212, 40),
    "black": (34, 34, 34),
    "blue": (36, 92, 204),
    "violet": (132, 62, 172),
    "orange": (242, 132, 20),
}

# --- the score sheet: one block per player, stacked, in large type ---------------------------
SCORE_WIDTH = 880  # narrow enough to read on a phone without zooming
SCORE_TITLE = 36
SCORE_NAME = 30
SCORE_TEXT = 26
SCORE_LINE = 40
SCORE_TEXT_LINE = 34
SCORE_INDENT = 134  # from the margin to the names: place and token sit left of it
SCORE_TOKEN_R = 20

# --- the private picture: one player's own view, read on a phone ------------------------------
HAND_WIDTH = 720
HAND_MARGIN = 20
HAND_GAP = 14
HAND_TITLE = 32
HAND_HEADING = 30
HAND_BODY = 28
HAND_SMALL = 26
HAND_LINE = 36
HAND_SMALL_LINE = 33
HAND_HEADER_H = 76
HAND_TOKEN_R = 22
HAND_CARD_RADIUS = 10
HAND_MARK = 18  # side of a colour-mark square
HAND_CHOICES_SHOWN = 10
CHOICE_BG: Colour = (240, 232, 214)
CHOICE_EDGE: Colour = (170, 130, 90)
WAIT_BG: Colour = (222, 216, 206)
