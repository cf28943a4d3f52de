"""Pictures of Pompeii: The Last Days: the board (outer track round the city plan) after
every turn, one player's own view, and the final table, every word in the reader's
language."""

from render.pompeii.board import draw_board
from render.pompeii.private import draw_private
from render.pompeii.scores import draw_scores

__all__ = ["draw_board", "draw_private", "draw_scores"]
