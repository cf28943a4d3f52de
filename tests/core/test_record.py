"""Game records: replay, undo by replaying without the last move."""

import pytest

from engine.core.record import GameRecord, LoggedAction, NotUndoable, replay, undo_last
from engine.trepanation.game import GAME


def record_after(players: int, seed: int, moves: int) -> GameRecord:
    record = GameRecord("trepanation", players, seed, names=[f"P{i}" for i in range(players)])
    state = GAME.setup(players, seed)
    for _ in range(moves):
        seat = GAME.to_act(state)[0]
        action = GAME.legal_actions(state, seat)[0]
        GAME.apply(state, seat, action)
        record.log.append(LoggedAction(seat, action))
    return record


def test_record_round_trips_through_json():
    record = record_after(3, 4, 10)
    assert GameRecord.from_json(record.to_json()) == record


def test_record_from_bad_json_is_refused_with_a_clear_message():
    with pytest.raises(ValueError, match="not a game record"):
        GameRecord.from_json({"game": "trepanation"})


def test_undo_a_placement_replays_the_log_without_it():
    record = record_after(3, 4, 5)
    shorter = undo_last(record)
    assert len(shorter.log) == 4
    _, state, _ = replay(shorter)
    assert len(state["placements"]) == 4


def test_undo_refused_when_the_move_revealed_a_hidden_card():
    # Play until a move draws a show card (a replacement or a new day's refill).
    state = GAME.setup(4, 2)
    record = GameRecord("trepanation", 4, 2)
    while True:
        seat = GAME.to_act(state)[0]
        before = state["reveals"]
        action = GAME.legal_actions(state, seat)[0]
        GAME.apply(state, seat, action)
        record.log.append(LoggedAction(seat, action))
        if state["reveals"] != before:
            break
    with pytest.raises(NotUndoable, match="revealed"):
        undo_last(record)


def test_undo_with_an_empty_log_is_refused():
    with pytest.raises(NotUndoable, match="no move"):
        undo_last(GameRecord("trepanation", 2, 1))
