"""Pictures of Trepanation: the table after each phase, one seat's own view, and the final
score sheet, each in the reader's language."""

from render.trepanation.board import draw_board
from render.trepanation.private import draw_private
from render.trepanation.scores import draw_scores

__all__ = ["draw_board", "draw_private", "draw_scores"]
