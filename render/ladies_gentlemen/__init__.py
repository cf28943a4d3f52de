"""Pictures of Ladies & Gentlemen: the public table after every phase (boutiques, the Stock
Exchange, each team's Lady and Gentleman, the Courtesan), one seat's own view, and the
Ball's score sheet, every word in the reader's language."""

from render.ladies_gentlemen.board import draw_board
from render.ladies_gentlemen.private import draw_private
from render.ladies_gentlemen.scores import draw_scores

__all__ = ["draw_board", "draw_private", "draw_scores"]
