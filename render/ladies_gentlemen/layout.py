"""Every number of the Ladies & Gentlemen pictures: canvas, regions, sizes, fonts, colours.

The board is a portrait picture that reads on a phone, top to bottom as the table does: the
header with the day and step, who is still choosing, the boutiques (one per team colour, two
or three a line), the Stock Exchange (market and Stock, the contracts under them), then one
row per team (the Lady, her Gentleman under her) and the Courtesan's row. Coordinates are
pixels on the full canvas, (x, y) from the top left.
"""

from __future__ import annotations

from render.common import highlight

Colour = tuple[int, int, int]
Box = tuple[float, float, float, float]  # left, top, right, bottom

# --- canvas ---------------------------------------------------------------------------------
WIDTH = 1000
MARGIN = 16
GAP = 12
PNG_COMPRESS_LEVEL = 2  # deflate (ISA-L) 0-3, as for Trepanation
PNG_PALETTE = True
# (The palette from png.py's one pixel in 16: one in 36 read 78%, not 81%, of a board on a
# phone.)
PNG_MODE = "P" if PNG_PALETTE else "RGB"

# --- fonts (pixel sizes of Noto Sans) -------------------------------------------------------
TITLE = 32
HEADING = 27
LABEL = 24
BODY = 23
SMALL = 22
TINY = 20
CARD_FAMILY = 19
CARD_STARS = 27
CARD_MARK = 18
CARD_PRICE = 17
CARD_BAND = 25  # the family band on top of a card

# --- header and status strip -----------------------------------------------------------------
HEADER_H = 100
HEADER_LINE_1 = 30  # middle of the title line
HEADER_LINE_2 = 74  # middle of the phase line
HEADER_PAD = 18
STATUS_TOP = HEADER_H
STATUS_H = 50
STATUS_TOKEN_R = 14
STATUS_NAME_W = 190  # most room per name in the status strip

# --- boutiques ------------------------------------------------------------------------------
SHOPS_TOP = STATUS_TOP + STATUS_H + 6
SECTION_TITLE_H = 38
SHOP_H = 262
SHOP_MAX_W = 480
SHOP_BAND_H = 40
SHOP_TEAM = 18  # the team's name beside the boutique's in its band
SHOP_PAD = 10
SHOP_TOKEN_R = 15
SHOP_TOKEN_GAP = 6

# --- Stock Exchange -------------------------------------------------------------------------
EXCHANGE_H = 522
EXCHANGE_UPPER_H = 274  # market and Stock, the clash order; the contracts below
CLASH_LINE_H = 34
MARKET_W = 460
STOCK_W = 480
RESOURCE_CHIP_H = 34
CHIP_TINT = 0.78  # a resource chip's fill: its colour mixed this far towards white
CHIP_STRIPE = 10  # the resource's colour at a chip's left
CONTRACT_ROW_H = 44
COIN_R = 11
STOCK_TOKEN = 40
STOCK_PER_ROW = 10

# --- team rows ------------------------------------------------------------------------------
ROW_HEAD_H = 42
ROW_PAD = 10
ROW_GAP = 8
ROW_BAND_W = 10
GENT_H = 124  # the Gentleman's part of a team row, under his Lady's cards
ROW_TOKEN_R = 15
NUMBER_R = 24
CARD_W = 96
CARD_H = 110
CARD_GAP = 6
CARDS_PER_LINE = 9
CARD_LINES = 3  # most lines of cards in a row; more cards are counted

# --- score sheet ----------------------------------------------------------------------------
SCORE_WIDTH = 1000
SCORE_TITLE_H = 72
SCORE_ROW_PAD = 12
SCORE_CARDS_PER_LINE = 9

# --- one seat's own picture (read on a phone: big type) -------------------------------------
PRIVATE_WIDTH = 720
PRIVATE_MAX_HEIGHT = 4000  # drawn on this tall a canvas, then cut to what was used
PRIVATE_PAD = 22
PRIVATE_HEADER_H = 96
PRIVATE_TITLE = 32
PRIVATE_HEADING = 26
PRIVATE_BODY = 24
PRIVATE_SMALL = 21
PRIVATE_TOKEN_R = 26
PRIVATE_LINE_H = 36
PRIVATE_SECTION_GAP = 16
PRIVATE_CARD_SCALE = 1.15
PRIVATE_CHOICES = 10  # choices listed; the rest are counted
PRIVATE_CHOICE_LINES = 2

# --- colours --------------------------------------------------------------------------------
PAPER: Colour = (244, 238, 228)
INK: Colour = (30, 26, 32)
MUTED: Colour = (100, 92, 96)
FAINT: Colour = (170, 162, 160)
WHITE: Colour = (255, 255, 255)
HEADER_BG: Colour = (52, 30, 58)
HEADER_INK: Colour = (250, 240, 230)
HEADER_MUTED: Colour = (210, 190, 200)
PANEL_BG: Colour = (255, 252, 248)
PANEL_EDGE: Colour = (196, 182, 178)
EXCHANGE_BG: Colour = (238, 242, 236)
# Yellow marks whose turn it is (as in every game); turquoise what changed since the last
# picture (engine/ladies_gentlemen/README.md, "Pictures").
CHANGE: Colour = highlight.CHANGE  # the same in every game
CHANGE_TINT: Colour = highlight.CHANGE_TINT
TURN_RING: Colour = (255, 190, 0)
WINNER_BG: Colour = (250, 232, 186)
EXCLUDED_BG: Colour = (228, 220, 220)
LOSS_INK: Colour = (180, 30, 30)
GAIN_INK: Colour = (20, 120, 50)
HIDDEN_TOKEN: Colour = (70, 62, 80)
TAKEN_EDGE: Colour = (190, 182, 176)
COIN: Colour = (214, 170, 40)
SERVANT_CARD: Colour = (120, 118, 132)
CARD_BG: Colour = (255, 253, 250)
CARD_EDGE: Colour = (150, 140, 140)

TEAM_COLOURS: dict[str, Colour] = {  # the boutiques' colours, named in the data file
    "blue": (38, 96, 178),
    "orange": (232, 132, 30),
    "green": (36, 140, 72),
    "red": (192, 38, 48),
    "pink": (226, 112, 168),
}
TYPE_COLOURS: dict[str, Colour] = {
    "clothing": (142, 52, 92),
    "accessories": (40, 110, 140),
    "jewellery": (176, 132, 20),
    "servant": SERVANT_CARD,
}
DESIGNER_COLOURS: tuple[Colour, ...] = ((86, 40, 130), (24, 104, 66), (170, 72, 24))
RESOURCE_COLOURS: dict[str, Colour] = {
    "coal": (58, 56, 60),
    "cotton": (226, 226, 236),
    "gems": (150, 40, 130),
    "wheat": (206, 160, 86),
    "tea": (58, 128, 60),
    "gold": (246, 204, 30),
}
