"""Every number of the Trepanation picture: canvas, regions, sizes, fonts and colours.

Coordinates are pixels on the full canvas, (x, y) from the top left. Change the look here;
the drawing modules hold no numbers of their own. The board is a portrait read on a phone
(shown about 800 px wide): the day's hours in one grid, the night's in a second, the
travelling cards, show row and publication table under them and one player panel a row;
its height grows with the number of players (``geometry.height``).
"""

from __future__ import annotations

from render.common import highlight

Colour = tuple[int, int, int]
Box = tuple[int, int, int, int]  # left, top, right, bottom

# --- canvas -------------------------------------------------------------------------------
WIDTH = 1120
MARGIN = 16
GAP = 10
PNG_COMPRESS_LEVEL = 2  # deflate (ISA-L) 0-3: 3 costs four times 2 for no smaller file
PNG_PALETTE = True  # 256 colours: a third of the size, half the encoding time
PNG_SAMPLE_STEP = 6  # the palette from one pixel in 36: half the time of one in 16, as close
PNG_MODE = "P" if PNG_PALETTE else "RGB"

# --- regions ------------------------------------------------------------------------------
# Top to bottom: header (title and phase; turn order), info strip (two rows), the day grid,
# the night grid, the travelling cards, show row, publication table, then one panel per
# player and the legend (geometry.panel, geometry.legend).
HEADER_ROW = 60
HEADER: Box = (0, 0, WIDTH, 2 * HEADER_ROW + 4)
INFO_ROW_H = 54
INFO: Box = (MARGIN, HEADER[3] + GAP, WIDTH - MARGIN, HEADER[3] + GAP + 2 * INFO_ROW_H)
ROW_H = 84
ROW_GAP = 4
TIME_HEADER_H = 38
DAY_ROWS = 6  # the day locations, one row each
NIGHT_ROWS = 2  # night locations packed into rows where their hours do not meet
TRAVEL_ROWS = 2
BLOCK_GAP = 14  # between the day grid, the night grid and the travelling cards
DAY_TOP = INFO[3] + GAP + 4
NIGHT_TOP = DAY_TOP + TIME_HEADER_H + DAY_ROWS * (ROW_H + ROW_GAP) + BLOCK_GAP
TRAVEL_TOP = NIGHT_TOP + TIME_HEADER_H + NIGHT_ROWS * (ROW_H + ROW_GAP) + BLOCK_GAP
BOARD: Box = (MARGIN, DAY_TOP, WIDTH - MARGIN, TRAVEL_TOP + TRAVEL_ROWS * (ROW_H + ROW_GAP))
SECTION_TITLE_H = 40
SHOW_ROW: Box = (MARGIN, BOARD[3] + 2 * GAP, WIDTH - MARGIN, BOARD[3] + 2 * GAP + 320)
PRESS: Box = (MARGIN, SHOW_ROW[3] + 2 * GAP, WIDTH - MARGIN, SHOW_ROW[3] + 2 * GAP + 334)
PLAYERS_TOP = PRESS[3] + 2 * GAP
PANEL_H = 326
LEGEND_LINE_H = 32
LEGEND_LINES = 5  # the short forms wrap into up to four lines, then the highlight colours

# --- fonts (pixel sizes of the Noto Sans font) ---------------------------------------------
# The board's type is read at about 70% on a phone: what a player needs at a glance (whose
# turn, the phase and hour, the scores) is 26 px or more, the rest 22 px or more.
TITLE = 36
HEADING = 28
LABEL = 26
BODY = 24
SMALL = 22
BIG_NUMBER = 36
TOKEN_LETTER = 17
# The score sheet keeps its own, smaller type (it reads on a phone as it is).
SCORE_TITLE_FONT = 30
SCORE_HEADING = 20
SCORE_LABEL = 17
SCORE_BODY = 16
SCORE_BIG = 28

# --- colours ------------------------------------------------------------------------------
PAPER: Colour = (244, 238, 226)
INK: Colour = (28, 26, 30)
MUTED: Colour = (96, 90, 86)
FAINT: Colour = (160, 152, 142)
WHITE: Colour = (255, 255, 255)
HEADER_BG: Colour = (46, 30, 36)
HEADER_INK: Colour = (250, 242, 226)
HEADER_MUTED: Colour = (205, 186, 170)
PANEL_BG: Colour = (255, 252, 246)
PANEL_EDGE: Colour = (190, 178, 162)
SLOT_BG: Colour = (255, 253, 248)
SLOT_EDGE: Colour = (206, 196, 182)
NIGHT_BG: Colour = (38, 44, 74)
NIGHT_INK: Colour = (226, 230, 250)
NIGHT_SLOT_BG: Colour = (62, 70, 110)
NIGHT_SLOT_EDGE: Colour = (98, 108, 156)
TRAVEL_BG: Colour = (232, 222, 204)
CLOSED_INK: Colour = (200, 40, 40)
CLOSED_SHADE: Colour = (120, 118, 130)
PAST_SHADE: Colour = (214, 206, 194)
# Yellow marks whose turn it is (and now: the day, the hour); sky blue marks what changed
# since the previous picture (engine/trepanation/README.md, "Highlight colours").
NOW_BG: Colour = (255, 214, 92)
NOW_TINT: Colour = (255, 240, 176)
CHANGE: Colour = highlight.CHANGE  # the same in every game
CHANGE_TINT: Colour = highlight.CHANGE_TINT
GAIN_INK: Colour = (20, 120, 50)
LOSS_INK: Colour = (190, 30, 30)

# Okabe-Ito colour-blind safe palette; each seat also has its own token shape and letter.
PLAYER_COLOURS: tuple[Colour, ...] = (
    (213, 94, 0),  # vermillion
    (0, 114, 178),  # blue
    (0, 158, 115),  # bluish green
    (240, 228, 66),  # yellow
    (204, 121, 167),  # reddish purple
)
PLAYER_SHAPES = ("circle", "square", "diamond", "triangle", "hexagon")
TINT_STRENGTH = 0.32  # how much of a player's colour fills a slot they stand on
ACTED_TINT = 0.12  # a slot whose worker already acted this phase: a faint tint ...
ACTED_TOKEN_ALPHA = 0.4  # ... and a faded token

RESOURCE_COLOURS: dict[str, Colour] = {
    "coin": (222, 170, 30),
    "medicine": (52, 150, 84),
    "equipment": (104, 118, 134),
    "shill": (128, 90, 170),
    "bribe": (168, 84, 44),
    "fame": (40, 40, 40),
}
TYPE_COLOURS: dict[str, Colour] = {
    "pharmacology": (46, 139, 87),
    "psychology": (106, 76, 156),
    "traumatology": (196, 112, 24),
    "surgery": (176, 36, 48),
}
STAR: Colour = (232, 170, 0)

# --- header -------------------------------------------------------------------------------
GAME_TITLE = "TREPANATION"  # the game's name, the same in every language
HEADER_PAD = 18
ORDER_TOKEN_R = 17
HEADER_SPACE = 24  # between the title and the phase
ORDER_ROOM = 320  # most room per name in the turn order
ORDER_HIGHLIGHT_H = 58
ORDER_NAME_GAP = 8  # token to name
ORDER_NAME_END = 10  # name to the next token
ORDER_LINE_OFFSET = 13  # name above, place below the middle of the turn order's row

# --- info strip (day track, suitcase, decks, specialization pool) ------------------------
DAY_BOX_W = 96
DAY_BOX_GAP = 6
CHIP_H = 34
CHIP_PAD = 8
INFO_PAD = 12
INFO_LABEL_GAP = 10
INFO_SECTION_GAP = 20
DAY_TOKEN_X = 34  # day box: the token's left edge
SUITCASE_MIN_W = 50

# --- action board ------------------------------------------------------------------------
DAY_TIMES = ("09:00", "11:00", "13:00", "15:00", "17:00")
NIGHT_TIMES = ("19:00", "21:00", "23:00", "24:00")
TIMES = DAY_TIMES + NIGHT_TIMES
LABEL_W = 196
TRAVEL_SLOTS = 2  # a travelling card has one or two slots, side by side
CELL_PAD = 5
CELL_RADIUS = 6
CELL_TOKEN_R = 15
CELL_TEXT_RESERVE = 30  # room kept on the right of a slot's text for the occupant token
NIGHT_TITLE = 22
SLOT_LINES = 3
CLOSED_HATCH_STEP = 12
CLOSED_HATCH_WIDTH = 3
CLOSED_HATCH: Colour = (154, 152, 161)
CLOSED_LABEL_H = 28

# --- show row -----------------------------------------------------------------------------
CARD_GAP = 8
CARD_RADIUS = 8
CARD_TYPE_H = 34
CARD_NAME_LINES = 2
CARD_PAD = 6
CARD_STAR_R = 15
CARD_FAME_H = 42
CARD_SLOTS = 7  # card width is set by the largest row (5 players)
COST_SQUARE = 28
COST_LINE_H = 32

# --- publication table -------------------------------------------------------------------
PRESS_LABEL_W = 150
PRESS_TRACK_H = 104
PRESS_TRACK_GAP = 6
PRESS_TOKEN_R = 11
PRESS_TOKENS_PER_ROW = 3
PRESS_FAME_Y = 17  # from the top of a step's box: the fame, the cost, the tokens
PRESS_COST_Y = 44
PRESS_TOKENS_Y = 72
PRESS_STAR_R = 10
PRESS_STAR_X = 14  # from a step's left edge: the star's middle, then the fame
PRESS_FAME_X = 27
PRESS_MARK = 26  # the coin / specialization mark in a step's corner
PRESS_MARK_FONT = 18  # its letter (spelled out under the table)
PRESS_LEGEND_H = 34  # the costs' legend under the title
PRESS_COST_RESOURCES = ("shill", "bribe", "medicine", "equipment")  # explained in the legend

# --- player panels -----------------------------------------------------------------------
PANEL_GAP = 10
PANEL_PAD = 12
PANEL_HEADER_H = 56
PANEL_TOKEN_R = 18
PANEL_LINE_H = 34
PANEL_RADIUS = 10
PANEL_HEADER_TINT = 0.55  # share of the player's colour in their panel's title bar
PANEL_NAME_GAP = 8
PANEL_NAME_OFFSET = 11  # name above, turn order below the middle of the title bar
PANEL_ROLE_OFFSET = 14
PANEL_NAME_W = 420  # the name and turn order; the bonus card follows in the title bar
PANEL_STAR_R = 15
PANEL_FAME_STAR_W = 40  # room for the star left of the fame total
SUPPLY_GAP = 14
VALUE_MARK_H = 32  # the tint behind a changed number
DELTA_GAP = 8
PRESS_OF_W = 38  # room for "/8" after a press position
TYPE_CHIP_H = 30
TYPE_CHIP_PAD = 6
SHOW_LIST_TEXT_X = 18
TRACK_BOX_W = 38
LABEL_GAP = 10  # a row's label to its boxes or chips
PANEL_MAIN_W = 560  # the main column; the shows performed are listed beside it
PANEL_LIST_MIN_W = 500
SHOW_LIST_LINE_H = 33
SHOW_LIST_COLUMN_W = 250

# --- score sheet --------------------------------------------------------------------------
SCORE_WIDTH = 1200
SCORE_TITLE_H = 70
SCORE_ROW_H = 44
SCORE_LABEL_W = 320
SCORE_HEADER_H = 72
SCORE_FOOT_LINE_H = 28
SCORE_FOOT_TITLE_H = 34
SCORE_NOTE_INDENT = 20
SCORE_TOKEN_Y = 22  # in a player's column head: the token, then the name
SCORE_NAME_Y = 52
SCORE_TOTAL_SHIFT = 12  # the total sits a little left of the column's middle, after a star
SCORE_TOKEN_R = 15
SCORE_STAR_R = 12
SCORE_PAD = 10
SCORE_STRIPE: Colour = (246, 241, 230)
WINNER_BG: Colour = (250, 234, 192)

# --- one seat's own picture (read on a phone: about half size, so big type) -------------
PRIVATE_WIDTH = 760
PRIVATE_MAX_HEIGHT = 4000  # drawn on this tall a canvas, then cut to what was used
PRIVATE_PAD = 24
PRIVATE_HEADER_H = 104
PRIVATE_TITLE = 34
PRIVATE_HEADING = 30
PRIVATE_BODY = 27
PRIVATE_SMALL = 24
PRIVATE_TOKEN_R = 26
PRIVATE_STAR_R = 20
PRIVATE_LINE_H = 40
PRIVATE_SECTION_GAP = 18
PRIVATE_SQUARE = 34
PRIVATE_TRACK_BOX = 52
PRIVATE_CHIP_H = 36
PRIVATE_CHOICES = 8  # choices listed; the rest are counted
PRIVATE_CHOICE_LINES = 2
PRIVATE_SHOWS = 10  # shows listed by name; the rest are counted
PRIVATE_LABEL_W = 230  # the words before a row of boxes
