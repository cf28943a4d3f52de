"""Which moves belong to the round of simultaneous choices being played (bot/play/rounds.py)."""

from __future__ import annotations

from bot.play.rounds import continues_round, round_start_of
from bot.storage.store import UNDO, UNDO_SEAT, GameRow
from engine.core.position import Position
from engine.core.record import LoggedAction
from tests.toys.race import GAME as SEQUENTIAL
from tests.toys.sealed import GAME as SEALED


def row(players: int, key: str = "toy_sealed", options: dict | None = None) -> GameRow:
    return GameRow(id=1, guild_id=None, channel_id=1, game_key=key, status="running",
                   host_id=1, seats=list(range(1, players + 1)), max_players=players,
                   options=options or {}, seed=4, state_json=None, version=0)


def bid(seat: int, amount: int) -> LoggedAction:
    return LoggedAction(seat, {"type": "bid", "amount": amount})


def logged(*entries: LoggedAction) -> list[tuple[int, LoggedAction]]:
    return [(seq, entry) for seq, entry in enumerate(entries, start=1)]


def test_a_pick_continues_the_round_and_the_last_pick_begins_the_next():
    state = SEALED.setup(3, 4)
    assert Position(SEALED, state).in_round
    SEALED.apply(state, 1, {"type": "bid", "amount": 1})
    assert continues_round(Position(SEALED, state), 1)
    SEALED.apply(state, 0, {"type": "bid", "amount": 1})
    SEALED.apply(state, 2, {"type": "bid", "amount": 1})
    assert not continues_round(Position(SEALED, state), 2)


def test_the_round_start_is_the_move_that_resolved_the_last_round():
    rows = logged(bid(0, 1), bid(1, 2), bid(2, 3), bid(2, 1), bid(0, 2), bid(0, 3))
    assert round_start_of(SEALED, row(3), rows[:2]) == 0
    assert round_start_of(SEALED, row(3), rows[:3]) == 3
    assert round_start_of(SEALED, row(3), rows) == 3  # changed picks stay in the round


def test_an_undo_begins_a_new_round():
    rows = [*logged(bid(0, 1), bid(1, 2)),
            (3, LoggedAction(UNDO_SEAT, {"type": UNDO, "undoes": 2})), (4, bid(2, 4))]
    assert round_start_of(SEALED, row(3), rows) == 3


def test_every_move_of_a_sequential_game_begins_a_round():
    state = SEQUENTIAL.setup(2, 4)
    first = SEQUENTIAL.legal_actions(state, 0)[0]
    SEQUENTIAL.apply(state, 0, first)
    position = Position(SEQUENTIAL, state)
    assert not position.in_round and not continues_round(position, 0)
    second = SEQUENTIAL.legal_actions(state, 1)[0]
    rows = logged(LoggedAction(0, first), LoggedAction(1, second))
    assert round_start_of(SEQUENTIAL, row(2, "toy"), rows) == 2
