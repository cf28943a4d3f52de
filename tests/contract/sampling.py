"""Sampled positions of every registered game, shared by the contract tests.

Each table (game and player count) plays a couple of seeded random games, one with the
default options and one with every option at its last choice, and keeps every k-th position
of each. The games are played once per test session.
"""

from __future__ import annotations

import inspect
import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from engine.core.ai import RandomAgent
from engine.core.protocol import Action, Event, Game, Seat, State
from engine.core.record import GameRecord, LoggedAction
from engine.core.registry import game_keys, get_game
from engine.core.state import clone, to_json

POSITIONS_PER_GAME = 10
BYSTANDER_SHARE = 0.05
MAX_ACTIONS = 5000  # no game of ours comes near; a game that does has a loop
LANGS = ("en", "de")
NAMES = ("Ada", "Bert", "Cleo", "Dora", "Emil", "Fritz", "Gabi", "Hugo", "Ines", "Jan")

@dataclass(frozen=True)
class Table:
    key: str
    players: int

    @property
    def id(self) -> str:
        return f"{self.key}-{self.players}p"

    @property
    def game(self) -> Game:
        return get_game(self.key)


def all_tables() -> list[Table]:
    tables = []
    for key in game_keys():
        game = get_game(key)
        tables += [Table(key, n) for n in range(game.min_players, game.max_players + 1)]
    return tables


@dataclass
class SampledGame:
    record: GameRecord
    positions: list[State] = field(default_factory=list)  # setup first, final position last
    moves: list[int] = field(default_factory=list)  # how many logged actions led to each
    events: list[Event] = field(default_factory=list)

    @property
    def final(self) -> State:
        return self.positions[-1]


def option_variants(game: Game) -> list[dict[str, str]]:
    """The default options, and every option at its last choice (when that differs)."""
    last = {spec.key: spec.choices[-1] for spec in game.options}
    defaults = {spec.key: spec.default for spec in game.options}
    return [{}, last] if last != defaults else [{}, {}]


def play_random(table: Table, seed: int, options: dict[str, str]) -> SampledGame:
    game = table.game
    state = game.setup(table.players, seed, options)
    record = GameRecord(table.key, table.players, seed, dict(options))
    picker = random.Random(seed)
    agents = [RandomAgent(seed * 31 + seat) for seat in range(table.players)]
    history: list[State] = [clone(state)]
    events: list[Event] = []
    while not game.is_over(state):
        assert len(record.log) < MAX_ACTIONS, f"{table.id}: no end after {MAX_ACTIONS} actions"
        # Mostly the seats the game waits for; now and then a bystander's free action (a
        # penalty, an answer to an offer), which could otherwise go on for ever.
        waiting = game.waiting_for(state)
        bystanders = [s for s in game.to_act(state) if s not in waiting]
        seat = picker.choice(bystanders if bystanders and picker.random() < BYSTANDER_SHARE
                             else waiting)
        legal = game.legal_actions(state, seat)
        assert legal, f"{table.id}: seat {seat} is to act but has no legal action"
        action = agents[seat].choose(game, state, seat, legal)
        events += game.apply(state, seat, action)
        record.log.append(LoggedAction(seat, action))
        history.append(clone(state))
    step = max(1, len(history) // POSITIONS_PER_GAME)
    moves = sorted({*range(0, len(history), step), len(history) - 1})
    return SampledGame(record, [history[i] for i in moves], moves, events)


@cache
def sampled_games(table: Table) -> tuple[SampledGame, ...]:
    variants = option_variants(table.game)
    return tuple(play_random(table, 1000 * table.players + index, options)
                 for index, options in enumerate(variants))


def positions(table: Table) -> list[State]:
    return [state for played in sampled_games(table) for state in played.positions]


def viewers(game: Game, state: State) -> list[Seat | None]:
    return [None, *range(game.players(state))]


# Every method of a game's words (and the result, whose texts it words); each takes ``lang``.
TEXT_METHODS = ("action_label", "action_path", "describe_event", "phase_label", "summary",
                "explain_illegal", "score_part_label", "score_text", "option_label",
                "option_help", "team_label", "seat_roles")


def text_method(game: Game, method: str) -> Callable[..., Any]:
    call: Callable[..., Any] = (getattr(game, method) if method == "result"
                                else getattr(game.words, method))
    return call


def takes_lang(game: Game, method: str) -> bool:
    """Whether a text method has a ``lang`` parameter."""
    return "lang" in inspect.signature(text_method(game, method)).parameters


def ask(game: Game, method: str, lang: str, *args: Any) -> Any:
    """A text method (or the result) in ``lang``."""
    return text_method(game, method)(*args, lang=lang)


def same(a: Any, b: Any) -> bool:
    return to_json(a) == to_json(b)


def menu_structure(node: Any) -> Any:
    """A menu tree as plain data: labels, actions and children, in order."""
    return [node.label, node.action, [menu_structure(child) for child in node.children]]


SEAT_PLACEHOLDER = re.compile(r"\{p\d+\}")
LEFTOVER_PLACEHOLDER = re.compile(r"\{[^{}]*\}")
MESSAGE_KEY = re.compile(r"^[a-z0-9_]+(\.[a-z0-9_]+)+$")


def text_problem(text: object, seats_allowed: bool) -> str | None:
    """What is wrong with a player-facing text, or None: empty, a message key instead of
    words, an unfilled placeholder, a Python repr."""
    if not isinstance(text, str) or not text.strip():
        return f"empty or not text: {text!r}"
    rest = SEAT_PLACEHOLDER.sub("", text) if seats_allowed else text
    if LEFTOVER_PLACEHOLDER.search(rest):
        return f"unfilled placeholder in {text!r}"
    if MESSAGE_KEY.match(text.strip()):
        return f"a message key, not words: {text!r}"
    if "None" in text.split() or "{'" in text or "['" in text:
        return f"Python data in a text: {text!r}"
    return None


def illegal_candidates(table: Table, state: State, seat: Seat) -> list[Action]:
    """Actions ``seat`` may not take now: other seats' legal actions here and legal actions
    from other positions of the same games, never one of ``seat``'s own."""
    game = table.game
    legal = game.legal_actions(state, seat) if not game.is_over(state) else []
    found: list[Action] = []
    pool = [a for other in game.to_act(state) if other != seat
            for a in game.legal_actions(state, other)]
    for played in sampled_games(table):
        for index, other in enumerate(played.record.log):
            if index % 7 == 0:
                pool.append(other.action)
    for action in pool:
        if action not in legal and action not in found:
            found.append(action)
    return found[:12]


def names_for(players: int) -> Sequence[str]:
    return NAMES[:players]
