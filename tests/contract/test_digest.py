"""What you missed, for every game: one line per other seat that moved since the reader's
last action, in English and German, named after that seat, and built from public events
alone (engine/core/digest.py, each game's ``Words.digest_line``)."""

from __future__ import annotations

from functools import cache

from engine.core.digest import PublicMove, lines, public_move, seats_in_order
from engine.core.protocol import Event, Seat
from tests.contract.sampling import (
    LANGS,
    SampledGame,
    Table,
    names_for,
    sampled_games,
    text_problem,
)

CUTS = 4  # places in each sampled game where a reader comes back


@cache
def played_moves(table: Table, index: int) -> tuple[tuple[Seat, tuple[Event, ...]], ...]:
    """Every move of a sampled game with all its events, private ones included."""
    played: SampledGame = sampled_games(table)[index]
    game, record = table.game, played.record
    state = game.setup(record.players, record.seed, record.options)
    return tuple((entry.seat, tuple(game.apply(state, entry.seat, entry.action)))
                 for entry in record.log)


def comebacks(table: Table) -> list[tuple[list[PublicMove], Seat]]:
    """(the moves since the reader's last one, the reader) at a few places of each game."""
    found = []
    for index in range(len(sampled_games(table))):
        moves = [public_move(seat, events) for seat, events in played_moves(table, index)]
        for cut in range(len(moves) // CUTS, len(moves) + 1, max(1, len(moves) // CUTS)):
            history = moves[:cut]
            for reader in range(table.players):
                last = max((i for i, move in enumerate(history) if move.seat == reader),
                           default=-1)
                found.append((history[last + 1:], reader))
    return found


def scrambled(events: tuple[Event, ...]) -> list[Event]:
    """The events with everything a private one says changed, and one private event more."""
    out: list[Event] = []
    for event in events:
        if "private" in event:
            event = {key: value if key in ("type", "private", "seat") else "Zebra-42"
                     for key, value in event.items()}
        out.append(event)
    return [*out, {"type": "secret", "card": "Zebra-42", "private": [0]}]


def test_digest_has_one_line_per_other_seat_that_moved(table: Table):
    game, names = table.game, names_for(table.players)
    for since, reader in comebacks(table):
        movers = seats_in_order(since, reader)
        assert reader not in movers
        for lang in LANGS:
            said = lines(game.words, since, reader, names, lang)
            assert len(said) == len(movers), (table.id, lang, said)
            for seat, line in zip(movers, said, strict=True):
                assert line.startswith(names[seat]), (table.id, lang, line)
                assert text_problem(line, seats_allowed=False) is None, (table.id, line)


def test_digest_reads_public_events_only(table: Table):
    game, names = table.game, names_for(table.players)
    for index in range(len(sampled_games(table))):
        moves = played_moves(table, index)
        if not any("private" in event for _, events in moves for event in events):
            continue
        honest = [public_move(seat, events) for seat, events in moves]
        swapped = [public_move(seat, scrambled(events)) for seat, events in moves]
        for reader in range(table.players):
            for lang in LANGS:
                shown = lines(game.words, honest, reader, names, lang)
                assert lines(game.words, swapped, reader, names, lang) == shown
                assert not any("Zebra-42" in line for line in shown)
