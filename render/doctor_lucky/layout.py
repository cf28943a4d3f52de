"""Every number of the Save Doctor Lucky picture: canvas, regions, sizes, fonts and colours.

Coordinates are pixels on the full canvas, (x, y) from the top left. The ship is drawn as
four deck plans stacked A (top) to D (bottom), each seen from above with the stern on the
left and the bow on the right, on the grid of the data file (three rows, six columns).
"""

from __future__ import annotations

from render.common import highlight

Colour = tuple[int, int, int]
Box = tuple[int, int, int, int]  # left, top, right, bottom

# --- canvas -------------------------------------------------------------------------------
# Portrait for a phone: the ship on top, the panel in two columns under it, so the picture is
# about 1,200 px wide and its words still read when it is shown 800 px wide.
MARGIN = 16
GAP = 12
PNG_COMPRESS_LEVEL = 2  # deflate (ISA-L) 0-3, as for Trepanation
PNG_PALETTE = True  # 256 colours, as for Trepanation
PNG_MODE = "P" if PNG_PALETTE else "RGB"

# --- fonts of the result sheet (pixel sizes of Noto Sans) -----------------------------------
TITLE = 28
HEADING = 20
LABEL = 17
BODY = 16
SMALL = 14
TINY = 12

# --- fonts of the ship picture: large enough to read at two thirds of full size -------------
B_TITLE = 34
B_HEADING = 30
B_LABEL = 27
B_BODY = 26
B_SMALL = 24
ROOM_NAME = 24
ROOM_NUMBER = 30
DECK_LETTER = 46

# --- header -------------------------------------------------------------------------------
HEADER_ROW = 50  # title and piles on the first row, whose turn on the second
HEADER_H = 2 * HEADER_ROW + 6
HEADER_PAD = 18
HEADER_SPACE = 26
HEADER_TOKEN_R = 14

# --- the ship -----------------------------------------------------------------------------
LEGEND_TOP = HEADER_H + 6
LEGEND_ROW = 36
LEGEND_H = 3 * LEGEND_ROW
DECK_LABEL_LEFT = MARGIN
DECK_LABEL_W = 100
HULL_LEFT = DECK_LABEL_LEFT + DECK_LABEL_W + 6  # the stern's outer edge
STERN_CAP = 26  # rounded stern before column 0
COL_WIDTHS = (116, 190, 190, 190, 190, 116)  # columns 0 (stern) .. 5 (bow)
BOW_TIP = 62  # pointed bow after column 5
ROW_HEIGHTS = (112, 66, 112)  # port cabins, centre line, starboard cabins
HULL_PAD = 10  # hull wall around the rooms
BAND_H = HULL_PAD * 2 + sum(ROW_HEIGHTS)
BAND_GAP = 28  # between decks: the stairwells run through it
DECKS_TOP = LEGEND_TOP + LEGEND_H + 8
COLS_LEFT = HULL_LEFT + STERN_CAP
COLS_RIGHT = COLS_LEFT + sum(COL_WIDTHS)
HULL_RIGHT = COLS_RIGHT + BOW_TIP
SHIP_BOTTOM = DECKS_TOP + 4 * BAND_H + 3 * BAND_GAP
WIDTH = HULL_RIGHT + MARGIN
HULL_EDGE_W = 3
HULL_SUPERSAMPLE = 4

ROOM_INSET = 3  # half the wall between two rooms
ROOM_EDGE_W = 1
DOOR_W = 28  # the opening in a wall
DOOR_JAMB = 3  # the dark ticks either side of an opening
STAIR_LINK_W = 40  # the stairwell drawn between two decks
STAIR_STEP = 6  # distance of the step lines in a stairwell
ROOM_PAD = 7
CABIN_TEXT_H = 70  # numbered rooms: number and name (two lines) on top, pawns below
PASSAGE_TEXT_W = 150  # passages: name on the left, pawns to the right
STAIRS_TEXT_H = 100  # stairs: name and the decks they lead to on top

# --- pieces ---------------------------------------------------------------------------------
TOKEN_R = 15  # largest token radius in a room
TOKEN_R_MIN = 8
TOKEN_GAP = 6
DOCTOR_SCALE = 1.25  # the doctor's hat is a little bigger than a pawn
GHOST_ALPHA = 0.38  # a moved piece's old place
HALO_W = 3
ARROW_HEAD = 12
SIGHT_W = 6
SIGHT_CASING = 4  # white edge each side of the sight line
SIGHT_DASH = (16, 10)
STALE_SIGHT_W = 3
OTHER_SIGHT_W = 3  # the lines of the witnesses the view does not draw
EYE_R = 11
BADGE_H = 32  # the outcome tag on the rescue room's top wall
BADGE_OVERLAP = 6  # how far it reaches into the room

# --- the panel under the ship: two columns ------------------------------------------------
PANEL_TOP = SHIP_BOTTOM + GAP
PANEL_COLUMNS: tuple[tuple[int, int], tuple[int, int]] = (
    (MARGIN, (WIDTH - GAP) // 2), ((WIDTH + GAP) // 2, WIDTH - MARGIN))
PANEL_PAD = 14
PANEL_RADIUS = 10
SECTION_GAP = 12
SECTION_TITLE_H = 46
ROUTE_CHIP = 40  # Doctor Lucky's route: one numbered chip per room
ROUTE_GAP = 5
ROUTE_PER_ROW = 12
STATUS_H = SECTION_TITLE_H + 82 + 10 + 4 * 36 + 10 + 2 * (ROUTE_CHIP + ROUTE_GAP) + 6  # most
PLAYER_ROW_H = 68  # name on the first line, room on the second
PLAYER_TOKEN_R = 15
PILE_ROW_H = 42
PILE_CHIP = 30
PILE_BAR_W = 92
PILE_FULL = 18  # a pile bar is full at this many cards
LINE_H = 33
HAND_CARD = (18, 26)  # the little card drawn before a hand count
MOST_PLAYERS = 7
PANEL_H = STATUS_H + SECTION_GAP + SECTION_TITLE_H + MOST_PLAYERS * PLAYER_ROW_H + 10
# The canvas: room for the taller column at its longest; the picture is cropped under the panel.
HEIGHT = PANEL_TOP + PANEL_H + 400 + MARGIN
RESCUE_LINES = 14

# --- colours --------------------------------------------------------------------------------
PAPER: Colour = (238, 236, 230)
INK: Colour = (26, 28, 34)
MUTED: Colour = (92, 94, 102)
FAINT: Colour = (160, 160, 166)
WHITE: Colour = (255, 255, 255)
HEADER_BG: Colour = (24, 38, 64)
HEADER_INK: Colour = (240, 244, 252)
HEADER_MUTED: Colour = (172, 186, 210)
PANEL_BG: Colour = (252, 251, 248)
PANEL_EDGE: Colour = (186, 184, 178)
HULL: Colour = (98, 82, 66)  # walls
HULL_EDGE: Colour = (36, 42, 60)
DECK_PLANKS: Colour = (190, 166, 128)
CABIN_BG: Colour = (252, 248, 238)
PASSAGE_BG: Colour = (232, 224, 208)
STAIRS_BG: Colour = (214, 200, 176)
STAIR_LINE: Colour = (160, 140, 112)
ROOM_EDGE: Colour = (70, 58, 46)
DOOR: Colour = (242, 234, 218)
WATER: Colour = (86, 150, 210)
WATER_SHARE = 0.62  # how much water covers a flooded deck
WAVE: Colour = (222, 238, 252)
STRIKE: Colour = (196, 32, 40)
# Yellow marks whose turn it is (the acting player); pink marks what changed since the
# picture the reader saw last (moved pieces, changed counts, a new rescue, a deck just flooded).
NOW_BG: Colour = (255, 214, 92)
CHANGE: Colour = highlight.CHANGE  # the same in every game
CHANGE_TINT: Colour = highlight.CHANGE_TINT
YOU_BG: Colour = (224, 230, 242)  # the reader's own row in the private picture
GAIN_INK: Colour = (20, 120, 50)
LOSS_INK: Colour = (190, 30, 30)
DOCTOR: Colour = (22, 22, 26)
DOCTOR_BAND: Colour = (226, 170, 30)
SIGHT: Colour = (112, 44, 168)
SAVED: Colour = (22, 128, 64)
FOILED: Colour = (190, 36, 44)
SUNK_BG: Colour = (46, 92, 150)
CARD_BG: Colour = (250, 246, 236)
DRAW_MARK: Colour = (24, 38, 64)

# --- the private picture: one player's hand, read on a phone ---------------------------------
# About 720 px wide so a phone shows it at roughly half size: the fonts below become 12-18 px.
HAND_WIDTH = 720
HAND_MARGIN = 20
HAND_GAP = 14
HAND_TITLE = 34
HAND_HEADING = 30
HAND_BODY = 27
HAND_SMALL = 24
HAND_BIG = 44  # a card's value
HAND_HEADER_H = 76
HAND_TOKEN_R = 22
HAND_ICON_R = 20
HAND_LINE = 33  # line step for HAND_BODY
HAND_SMALL_LINE = 29  # line step for HAND_SMALL
HAND_CARD_PAD = 12
HAND_CARD_RADIUS = 12
HAND_COLUMNS = {"move": 3, "aid": 2, "fail": 3}  # cards per row, by kind
HAND_CHOICES_SHOWN = 8
HAND_TABLE_ROW = 62  # room for a room name on two lines
DECK_COLOURS: dict[str, Colour] = {  # the move cards' band, by deck of the room
    "A": (58, 104, 168),
    "B": (46, 134, 110),
    "C": (176, 112, 40),
    "D": (150, 62, 62),
}
AID_BAND: Colour = (40, 120, 70)
FAIL_BAND: Colour = (176, 36, 48)
OTHER_BAND: Colour = (92, 94, 102)
WAIT_BG: Colour = (214, 218, 226)
CHOICE_BG: Colour = (232, 238, 250)
CHOICE_EDGE: Colour = (120, 140, 190)
