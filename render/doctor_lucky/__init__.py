"""Pictures of Save Doctor Lucky: the ship after every turn, one player's hand, and the result
sheet, every word in the reader's language."""

from render.doctor_lucky.board import draw_board
from render.doctor_lucky.private import draw_private
from render.doctor_lucky.scores import draw_scores

__all__ = ["draw_board", "draw_private", "draw_scores"]
