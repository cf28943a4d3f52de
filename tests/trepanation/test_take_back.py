"""Taking back your own move: placing a worker shows nothing; a move that brings a show card
to light (a replacement) may not be taken back."""

from tests.take_backs import answers


def test_a_placement_may_be_taken_back_and_a_replacement_may_not():
    assert all(answers("trepanation", 3, "place"))
    assert not any(answers("trepanation", 3, "replace"))
