"""Say it once, in every registered game: whose turn it is once per post (the bot's turn line,
never the game's summary or log lines again), AI seats never told it is their turn, the
winner said once, and no score column where a game has no scores.

Each game is played once at four seats (or its nearest count), two of them people and two AI
seats, and every move is looked at: the texts the bot posts are built from what it builds
them from (bot/core/texts.py and the game's words).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from bot.core import texts
from bot.core.i18n import t
from bot.storage.store import GameRow
from engine.core.ai import RandomAgent
from engine.core.position import Position
from engine.core.protocol import Event, Game, Seat, fill_names
from engine.core.registry import get_game
from engine.core.state import clone
from tests.contract.sampling import LANGS

PEOPLE = (501, 502, 503, 504, 505)
# A seat's stand-in name: unique, so counting it counts how often the seat is named.
TOKEN = re.compile(r"\[(\d+)\]")


@dataclass
class Move:
    mover: Seat
    events: list[Event]
    after: Position


@dataclass
class Played:
    row: GameRow
    moves: list[Move]

    @property
    def final(self) -> Position:
        return self.moves[-1].after


def seats_for(game: Game) -> list[int]:
    """Four seats (or the game's nearest count): people and AI seats taking turns."""
    count = min(max(4, game.min_players), game.max_players)
    return [PEOPLE[n // 2] if n % 2 == 0 else -(n // 2 + 1) for n in range(count)]


@cache
def played(game_key: str, seed: int = 11) -> Played:
    game = get_game(game_key)
    seats = seats_for(game)
    row = GameRow(id=1, guild_id=1, channel_id=1, game_key=game_key, status="running",
                  host_id=PEOPLE[0], seats=seats, max_players=len(seats), options={},
                  seed=seed, state_json=None, version=0)
    state = game.setup(len(seats), seed)
    agents = [RandomAgent(seed * 7 + seat) for seat in range(len(seats))]
    moves = [Move(-1, [], Position(game, clone(state)))]
    while not game.is_over(state):
        assert len(moves) < 5000, f"{game_key}: no end"
        seat = game.waiting_for(state)[0]
        action = agents[seat].choose(game, state, seat, game.legal_actions(state, seat))
        events = game.apply(state, seat, action)
        moves.append(Move(seat, events, Position(game, clone(state))))
    return Played(row, moves)


def tokens(count: int) -> list[str]:
    return [f"[{seat}]" for seat in range(count)]


def named(text: str) -> set[int]:
    return {int(seat) for seat in TOKEN.findall(text)}


def shape(text: str) -> str:
    """A line with the seats and figures taken out: lines of one template share a shape."""
    return re.sub(r"\d+", "#", TOKEN.sub("[p]", text))


def acting(position: Position) -> set[Seat]:
    return set(position.waiting_for or position.to_act)


def only_ever_names_the_seats_to_act(lines: Sequence[tuple[str, set[Seat]]],
                                     seats: int) -> list[str]:
    """The summary templates among ``lines`` (a text and the seats to act beside it) that
    follow the turn around: shown three times at least, naming different seats, and each
    time exactly the seats to act (a list of every seat singles nobody out)."""
    found: dict[str, list[tuple[frozenset[Seat], bool]]] = defaultdict(list)
    for text, to_act in lines:
        if named(text) and len(named(text)) < seats:
            found[shape(text)].append((frozenset(named(text)), named(text) == to_act))
    return [template for template, seen in found.items()
            if len(seen) > 2 and len({who for who, _ in seen}) > 1
            and all(exact for _, exact in seen)]


def opens_a_turn(event: Event) -> bool:
    """A log line of a new turn or phase (``phase``, ``reaction_turn`` ...), not of a turn
    ending."""
    kind = str(event.get("type", ""))
    return kind == "phase" or (kind.endswith("turn") and not kind.startswith("end"))


def test_turn_post_names_whose_turn_once(game_key: str) -> None:
    """The turn line names the seats to act; the game's summary and the log line that opens
    a turn or a phase never say whose turn it is again, in English and German."""
    game = get_game(game_key)
    record = played(game_key)
    names = tokens(len(record.row.seats))
    for lang in LANGS:
        summary_lines: list[tuple[str, set[Seat]]] = []
        for move in record.moves:
            position = move.after
            if position.over or position.decided:
                continue
            to_act = acting(position)
            summary_lines += [(fill_names(line, names), to_act)
                              for line in game.words.summary(position.state, None, lang)]
            for event in filter(opens_a_turn, move.events):
                line = game.words.describe_event(event, names, lang)
                assert not named(line) & to_act, line
        assert not only_ever_names_the_seats_to_act(summary_lines, len(names)), lang


def test_the_turn_line_names_each_seat_to_act_once_and_nobody_else(game_key: str) -> None:
    record = played(game_key)
    row = record.row
    for lang in LANGS:
        for move in record.moves:
            position = move.after
            if position.over:
                continue
            line = texts.turn_line(position, row, lang)
            shown = {*position.waiting_for, *position.decided} if position.decided else acting(
                position)
            for seat, user in enumerate(row.seats):
                mention = texts.mention(user, lang, row)
                assert line.count(mention) == (1 if seat in shown else 0), (line, seat)


ADDRESSING = ("play.your_turn", "play.your_move_private", "play.your_move_private_one",
              "play.each_may_move", "play.each_may_move_one")


def test_ai_seats_are_never_told_its_their_turn(game_key: str) -> None:
    """An AI seat is waited for ("Waiting for Heuristic bot 2 (AI)."); only people are
    addressed ("<@ann>, it's your turn."), and a turn of AI seats alone addresses nobody."""
    record = played(game_key)
    row = record.row
    for lang in LANGS:
        # What follows the names of those addressed: ", it's your turn." ...
        addressing = [t(key, lang, who="\0").split("\0")[1] for key in ADDRESSING]
        for move in record.moves:
            position = move.after
            if position.over or position.decided:
                continue
            line = texts.turn_line(position, row, lang)
            spoken = [line.index(words) for words in addressing if words in line]
            people = [s for s in acting(position) if row.seats[s] > 0]
            assert bool(spoken) == bool(people), line
            for seat in acting(position):
                if row.seats[seat] > 0:
                    continue
                # "Heuristic bot 2 (AI)", or "(AI, Team 2)" in a team game
                name = t("play.ai_seat", lang, name=texts.mention(row.seats[seat], lang, row))
                name = name[:-1]
                assert name in line, line
                assert not spoken or line.index(name) > min(spoken), line


def declarations(text: str, winners: Sequence[Seat], marks: Sequence[str], lang: str) -> int:
    """How often ``text`` says who won: its trophies, and the lines naming a winner (by
    ``marks``, a seat's name) that are neither a ranking line ("2. A: 9") nor a tie-break."""
    tiebreak = t("play.tiebreaks", lang, tiebreaks="")
    said = text.count("🏆")
    for line in text.splitlines():
        if re.match(r"\d+\. ", line) or line.startswith(tiebreak):
            continue
        said += any(marks[seat] in line for seat in winners)
    return said


def test_result_names_the_winner_once(game_key: str) -> None:
    """The result says who won once; the summary shown beside it and the game-over log line
    do not say it again."""
    record = played(game_key)
    game, final, row = get_game(game_key), record.final, record.row
    names = tokens(len(row.seats))
    for lang in LANGS:
        result = final.result(lang)
        marks = texts.seat_names(row, lang)
        text = texts.result_text(final, result, row, lang)
        if result.winners:
            assert declarations(text, result.winners, marks, lang) == 1, text
        summary = [fill_names(line, names)
                   for line in game.words.summary(final.state, None, lang)]
        if result.summary:
            assert fill_names(result.summary, names) not in summary
        alone = [line for line in summary
                 if result.winners and named(line) == set(result.winners)]
        others = [line for line in summary if named(line) and named(line) != set(result.winners)
                  and len(named(line)) == len(result.winners)]
        assert not alone or others, f"the summary names the winner again: {alone}"
        for event in record.moves[-1].events:
            if event.get("type") == "game_over":
                line = game.words.describe_event(event, names, lang)
                assert not named(line) & set(result.winners), line


def test_no_score_column_where_the_game_has_no_scores(game_key: str) -> None:
    """A game without scores (``traits.scored`` False) keeps no breakdown part that only
    marks the winner, and its result text ranks no totals."""
    record = played(game_key)
    game, final = get_game(game_key), record.final
    if game.traits.scored:
        return
    result = final.result()
    for part in (result.scores[0].breakdown if result.scores else {}):
        marks = {line.seat: line.breakdown[part] for line in result.scores}
        assert marks != {seat: int(seat in result.winners) for seat in marks}, part
    for lang in LANGS:
        text = texts.result_text(final, final.result(lang), record.row, lang)
        assert not re.search(r"^\d+\. ", text, re.MULTILINE), text
        assert "🏆" not in text


def test_header_and_summary_name_the_phase_once(game_key: str) -> None:
    """The header names the phase; the summary beside it does not repeat it, and a finished
    game's header says "Game over" where its result follows."""
    record = played(game_key)
    game, row = get_game(game_key), record.row
    names = tokens(len(row.seats))
    for lang in LANGS:
        for move in record.moves[:: max(1, len(record.moves) // 40)] + record.moves[-1:]:
            position = move.after
            header = texts.header(position, lang)
            summary = texts.summary_text(position, None, names, lang)
            phase = game.words.phase_label(position.state, lang)
            if position.over:
                assert header.endswith(t("play.game_over", lang))
            assert f"{header}\n{summary}".count(phase) <= 1, (header, summary)
