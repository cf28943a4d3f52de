"""Taking back your own move: a Gentleman selling a resource shows nothing; paying a bill
shows the card and that the money sufficed, so it may not be taken back."""

from tests.take_backs import answers


def test_selling_a_resource_may_be_taken_back_and_paying_a_bill_may_not():
    assert all(answers("ladies-gentlemen", 5, "sell"))
    assert not any(answers("ladies-gentlemen", 5, "pay"))
