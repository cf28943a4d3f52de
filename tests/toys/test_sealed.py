"""The rules of Sealed Bids, the toy simultaneous game, checked on the engine alone."""

from __future__ import annotations

import pytest

from engine.core.ai import RandomAgent
from engine.core.position import Position
from engine.core.protocol import IllegalAction
from engine.core.state import visible_events
from tests.toys.sealed import GAME, GreedyBidder, data


def bid(amount: int) -> dict[str, object]:
    return {"type": "bid", "amount": amount}


def test_every_seat_acts_at_once_and_nobody_has_decided_at_the_start():
    state = GAME.setup(3, seed=1)
    assert GAME.to_act(state) == [0, 1, 2] == GAME.waiting_for(state)
    assert GAME.decided(state) == []
    start = int(data()["start_coins"])
    assert GAME.legal_actions(state, 0) == [bid(a) for a in range(start + 1)]


def test_a_bid_is_private_to_its_bidder_and_the_table_only_learns_who_decided():
    state = GAME.setup(3, seed=1)
    events = GAME.apply(state, 1, bid(4))
    public = visible_events(events, None)
    assert public == [{"type": "decided", "seat": 1}]
    assert {"type": "bid", "seat": 1, "amount": 4, "private": [1]} in visible_events(events, 1)
    assert visible_events(events, 0) == public
    assert GAME.decided(state) == [1] and GAME.waiting_for(state) == [0, 2]


def test_the_view_hides_pending_bids_except_ones_own():
    state = GAME.setup(3, seed=1)
    GAME.apply(state, 1, bid(4))
    public = GAME.view(state, None)
    assert public["decided"] == [1] and "my_bid" not in public
    assert GAME.view(GAME.resample_hidden(state, None, 9), None) == public
    assert GAME.view(state, 1)["my_bid"] == 4 and GAME.view(state, 0)["my_bid"] is None


def test_a_bid_may_be_changed_to_another_amount_while_others_think():
    state = GAME.setup(3, seed=1, options={"change": "yes"})
    GAME.apply(state, 0, bid(2))
    assert 0 in GAME.to_act(state) and 0 not in GAME.waiting_for(state)
    assert bid(2) not in GAME.legal_actions(state, 0)
    with pytest.raises(IllegalAction, match="already your bid"):
        GAME.apply(state, 0, bid(2))
    events = GAME.apply(state, 0, bid(5))
    assert visible_events(events, None) == [{"type": "changed", "seat": 0}]
    assert GAME.view(state, 0)["my_bid"] == 5


def test_without_the_change_option_a_bid_is_final():
    state = GAME.setup(3, seed=1, options={"change": "no"})
    GAME.apply(state, 0, bid(2))
    assert GAME.to_act(state) == [1, 2] and GAME.legal_actions(state, 0) == []
    with pytest.raises(IllegalAction, match="cannot be changed"):
        GAME.apply(state, 0, bid(3))
    assert GAME.view(state, 0)["my_bid"] == 2


def test_the_bids_take_effect_together_when_the_last_one_is_in():
    state = GAME.setup(3, seed=1)
    prize = state["prize"]
    GAME.apply(state, 0, bid(1))
    GAME.apply(state, 2, bid(3))
    assert state["points"] == [0, 0, 0]  # nothing happens before the last bid
    events = GAME.apply(state, 1, bid(2))
    public = visible_events(events, None)
    assert {"type": "reveal", "bids": [1, 2, 3]} in public
    assert {"type": "won", "seat": 2, "prize": prize, "paid": 3} in public
    assert state["points"] == [0, 0, prize] and state["coins"][2] == data()["start_coins"] - 3
    assert GAME.decided(state) == [] and GAME.to_act(state) == [0, 1, 2]
    assert any(e["type"] == "phase" for e in public)


def test_equal_highest_bids_win_nothing_and_pay_nothing():
    state = GAME.setup(2, seed=3)
    GAME.apply(state, 0, bid(4))
    prize = state["prize"]
    events = GAME.apply(state, 1, bid(4))
    assert {"type": "tie", "prize": prize} in events
    assert not any(e["type"] == "won" for e in events)
    assert state["points"] == [0, 0] and state["coins"] == [data()["start_coins"]] * 2


def test_the_game_ends_after_its_rounds_and_ranks_prizes_then_coins():
    state = GAME.setup(2, seed=5, options={"rounds": "2"})
    GAME.apply(state, 0, bid(1))
    GAME.apply(state, 1, bid(0))  # seat 0 wins round 1 for 1 coin
    first = state["points"][0]
    GAME.apply(state, 0, bid(0))
    events = GAME.apply(state, 1, bid(1))  # seat 1 wins round 2 for 1 coin
    assert events[-1] == {"type": "game_over"} and GAME.is_over(state)
    assert GAME.to_act(state) == [] == GAME.waiting_for(state) == GAME.decided(state)
    result = GAME.result(state)
    second = state["points"][1]
    expected = 0 if first > second else 1 if second > first else None
    if expected is None:
        assert sorted(result.winners) == [0, 1] and len(result.tiebreaks) == 2
    else:
        assert result.winners == [expected]
    assert [line.breakdown["coins"] for line in result.scores] == [5, 5]


def test_resample_hidden_redraws_other_pending_bids_but_never_the_viewers_own():
    state = GAME.setup(4, seed=2)
    for seat, amount in ((0, 3), (1, 6), (2, 1)):
        GAME.apply(state, seat, bid(amount))
    seen = {GAME.resample_hidden(state, 0, seed)["bids"][1] for seed in range(30)}
    assert len(seen) > 1
    for seed in range(30):
        copy = GAME.resample_hidden(state, 0, seed)
        assert GAME.view(copy, 0) == GAME.view(state, 0)
        assert copy["bids"][0] == 3 and copy["bids"][3] is None


def test_a_decision_never_depends_on_hidden_bids():
    state = GAME.setup(3, seed=4)
    GAME.apply(state, 1, bid(6))
    for agent in (GreedyBidder(1), RandomAgent(1)):
        legal = GAME.legal_actions(state, 0)
        choices = {str(type(agent)(1).choose(GAME, GAME.resample_hidden(state, 0, s), 0, legal))
                   for s in range(10)}
        assert len(choices) == 1


def test_every_text_has_english_and_german():
    state = GAME.setup(2, seed=1)
    played, events = Position(GAME, state).step(0, bid(1))
    after = played.state
    for lang in ("en", "de"):
        assert GAME.words.phase_label(state, lang) and GAME.words.summary(after, 0, lang)
        assert all(GAME.words.describe_event(e, ["A", "B"], lang) for e in events)
        assert GAME.words.action_label(state, bid(2), lang)
    label = GAME.words.action_label
    assert label(state, bid(2), "de") != label(state, bid(2), "en")


def test_a_whole_game_between_ai_seats_finishes():
    for players in range(2, 7):
        state = GAME.setup(players, seed=players)
        agents = [GreedyBidder(s) for s in range(players)]
        for _ in range(100):
            if GAME.is_over(state):
                break
            seat = GAME.waiting_for(state)[0]
            GAME.apply(state, seat, agents[seat].choose(GAME, state, seat,
                                                        GAME.legal_actions(state, seat)))
        assert GAME.is_over(state) and GAME.result(state).scores


def test_a_seat_without_coins_that_bid_nothing_has_no_other_bid_to_change_to():
    state = GAME.setup(2, seed=1, options={"change": "yes"})
    state["coins"][0] = 0
    GAME.apply(state, 0, bid(0))
    assert GAME.legal_actions(state, 0) == [] and GAME.to_act(state) == [1]
    with pytest.raises(IllegalAction, match="it is not your turn"):
        GAME.apply(state, 0, bid(0))


def test_a_seat_that_is_no_whole_number_is_refused_without_a_crash():
    state = GAME.setup(2, seed=1, options={"change": "no"})
    GAME.apply(state, 0, bid(1))
    for seat in ("0", None, -1, 2):
        with pytest.raises(IllegalAction, match="no seat"):
            GAME.apply(state, seat, bid(1))  # type: ignore[arg-type]
