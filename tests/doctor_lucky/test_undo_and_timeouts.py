"""Taking moves back never un-shows a card; a timed-out seat makes the neutral move."""

from __future__ import annotations

import pytest

from engine.core.ai import RandomAgent
from engine.core.protocol import Action
from engine.core.record import GameRecord, LoggedAction, NotUndoable, undo_last
from engine.core.state import clone
from engine.doctor_lucky.agents import HeuristicAgent
from engine.doctor_lucky.game import GAME

from .conftest import act, position, set_hand

FAR = "bridge"


def shows_a_card(action: Action) -> bool:
    """A move that puts a card from a hand face up on the table (or draws one)."""
    kind = action["type"]
    return (kind in ("send", "fail") or (kind == "rescue" and action["aid"] is not None)
            or (kind == "snoop" and action["draw"]))


def played_record(players: int, seed: int) -> GameRecord:
    state = GAME.setup(players, seed)
    agents = [HeuristicAgent(seed + s) if s % 2 else RandomAgent(seed + s)
              for s in range(players)]
    log: list[LoggedAction] = []
    while not GAME.is_over(state):
        seat = GAME.waiting_for(state)[0]
        action = agents[seat].choose(GAME, state, seat, GAME.legal_actions(state, seat))
        GAME.apply(state, seat, action)
        log.append(LoggedAction(seat, action))
    return GameRecord("doctor-lucky", players, seed, {}, log)


def cut(record: GameRecord, length: int) -> GameRecord:
    return GameRecord(record.game, record.players, record.seed, dict(record.options),
                      record.log[:length])


@pytest.mark.parametrize("seed", [3, 4])
def test_a_face_up_card_play_cannot_be_undone(seed):
    record = played_record(4, seed)
    kinds: set[str] = set()
    for index, entry in enumerate(record.log[:-1]):  # the last move ended the game
        prefix = cut(record, index + 1)
        if shows_a_card(entry.action):
            with pytest.raises(NotUndoable, match="revealed"):
                undo_last(prefix)
            kinds.add(entry.action["type"])
        else:
            assert undo_last(prefix).log == prefix.log[:-1]
    assert {"send", "fail", "rescue"} <= kinds


@pytest.mark.parametrize("seed", [3, 4])
def test_undo_never_reaches_back_past_a_card_shown_in_a_rescue_attempt(seed):
    # Taking back move after move always stops at the last card that was shown: nothing
    # before it in the same rescue attempt (nor earlier) can be taken back.
    record = played_record(4, seed)
    ends = [i + 1 for i, e in enumerate(record.log[:-1]) if e.action["type"] == "pass"]
    assert ends
    for end in ends:
        shorter = cut(record, end)
        while True:
            try:
                shorter = undo_last(shorter)
            except NotUndoable:
                break
        assert shows_a_card(shorter.log[-1].action)
        assert not any(shows_a_card(e.action) for e in record.log[len(shorter.log):end])


def test_face_up_plays_raise_the_reveals_counter_and_an_unaided_attempt_does_not():
    state = position(pawns=["pantry", "pantry", FAR, FAR], doctor="pantry")
    set_hand(state, 1, ["fail:1"])
    before = clone(state)
    events = act(state, {"type": "rescue", "aid": None})
    assert not GAME.reveals(before, state, events)
    before = clone(state)
    events = act(state, {"type": "fail", "points": 1}, seat=1)
    assert GAME.reveals(before, state, events)
    assert state["reveals"] == before["reveals"] + 1


def test_timeout_in_a_reaction_round_passes():
    state = position(pawns=["pantry", "pantry", FAR, FAR], doctor="pantry")
    set_hand(state, 1, ["fail:3"])
    act(state, {"type": "rescue", "aid": None})
    assert GAME.timeout_action(state, 1) == {"type": "pass"}


def test_timeout_of_the_last_reactor_plays_the_card_the_rules_force():
    state = position(pawns=["pantry", "pantry", FAR, FAR], doctor="pantry")
    set_hand(state, 0, ["aid:ladle"])
    set_hand(state, 3, ["fail:1", "fail:2", "fail:3"])
    act(state, {"type": "rescue", "aid": "ladle"})
    act(state, {"type": "pass"}, seat=1)
    act(state, {"type": "pass"}, seat=2)
    assert GAME.timeout_action(state, 3) == {"type": "fail", "points": 2}


def test_timeout_on_a_turn_stays_and_draws_or_ends_an_active_turn():
    state = position(pawns=["galley", FAR, FAR, FAR], doctor="smoking_room")
    assert GAME.timeout_action(state, 0) == {"type": "snoop", "room": "galley", "draw": True}
    act(state, {"type": "step", "room": "pantry"})
    assert GAME.timeout_action(state, 0) == {"type": "end_turn"}


def test_timeout_of_a_seat_not_waited_for_is_nothing():
    state = position(pawns=["galley", FAR, FAR, FAR], doctor="smoking_room",
                     options={"penalties": "on"})
    assert 2 in GAME.to_act(state)
    assert GAME.timeout_action(state, 2) is None


def test_timeout_action_is_always_legal():
    record = played_record(5, 9)
    state = GAME.setup(5, 9)
    for entry in record.log:
        for seat in GAME.waiting_for(state):
            action = GAME.timeout_action(state, seat)
            assert action is None or action in GAME.legal_actions(state, seat)
        GAME.apply(state, entry.seat, entry.action)
