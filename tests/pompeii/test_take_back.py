"""Taking back your own move: offering a card to another player shows nothing; a roll of
the dice may not be taken back."""

from tests.take_backs import answers


def test_an_offer_may_be_taken_back_and_a_roll_may_not():
    assert all(answers("pompeii", 4, "offer"))
    assert not any(answers("pompeii", 4, "roll"))
