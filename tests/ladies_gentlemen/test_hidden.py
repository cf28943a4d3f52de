"""What a seat cannot see is redrawn: the piles, other teams' money, other Ladies' Servants."""

from __future__ import annotations

from engine.ladies_gentlemen.game import GAME


def test_resampling_redraws_piles_money_and_other_ladies_servants_but_not_ones_own():
    state = GAME.setup(6, 8)
    other = GAME.resample_hidden(state, 0, 99)
    assert other["decks"] != state["decks"]
    assert other["money"][0] == state["money"][0] or other["money"][1:] != state["money"][1:]
    assert other["wardrobe"][2] != state["wardrobe"][2] or other["wardrobe"][4] != (
        state["wardrobe"][4])
    assert other["wardrobe"][0] == state["wardrobe"][0]
