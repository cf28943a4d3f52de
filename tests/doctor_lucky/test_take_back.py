"""Taking back your own move: a step across the ship shows nothing; a move card played face
up may not be taken back."""

from tests.take_backs import answers


def test_a_step_may_be_taken_back_and_a_move_card_may_not():
    assert all(answers("doctor-lucky", 4, "step"))
    assert not any(answers("doctor-lucky", 4, "send"))
