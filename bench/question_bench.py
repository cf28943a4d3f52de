"""How often the bot asks the rules each question about a state, per accepted move.

Every registered game is played through the real bot on the in-memory Discord (simcord),
on SQLite, by clicking what the bot offers (tests/bot/driver.py); every seat is a person, so
only clicks move the game. The game's rule methods are wrapped with counters that count
only while the bot handles a click, and only the calls the bot makes (a rule method that
asks another, or the game's words asking the rules, is the game's own business). For each
game it prints, per accepted move, the mean and the most calls of each question (``view``
per viewer, ``legal_actions`` per seat), how often a move went through the rules' own
check (``checked``: ``Game.apply`` or ``check_legal``, which work the legal list out again)
instead of being played from the position's list, and the most times one question was
asked about one state (states are told apart by their content, so a state parsed again
counts as the same). Not part of the tests:

    .venv/bin/python bench/question_bench.py                 # every registered game
    .venv/bin/python bench/question_bench.py --toys          # the tests' toy games too
    .venv/bin/python bench/question_bench.py --game toy --toys --why
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import threading
import traceback
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import wraps
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from anywhere


from bench.games import add_game_arguments, chosen_games, players_for
from bench.in_memory import bot_with_people
from engine.core.protocol import Game
from engine.core.registry import get_game
from engine.core.state import to_json
from tests.bot.driver import GAME_OVER, Driver

QUESTIONS = ("to_act", "waiting_for", "decided", "is_over", "teams", "view", "legal_actions",
             "secret_round", "result")
# Asked once per argument and state: each viewer's view, each seat's legal actions (a seat
# may be shown its menu of two states in one move: the one it picks from, and the next one
# while it may still change its pick).
PER_ARGUMENT = ("view", "legal_actions")
# A move applied through ``Game.apply`` or ``engine.core.protocol.step`` (both call
# ``check_legal``) works out again the legal list the menu came from.
CHECKED = ("apply", "check_legal")
CHECKED_COLUMN = "checked"
# Every other rule method is wrapped too, only so that what it asks is not counted.
OTHER_RULES = ("_apply", "setup", "timeout_action", "decision_seconds",
               "players", "resample_hidden", "start_order", "reveals", "usage_stats")


class Asked:
    """Counts the questions the bot asks one game object while ``on``."""

    def __init__(self, game: Game, why: bool = False) -> None:
        self.on = False
        self.why = why
        self.calls: Counter[str] = Counter()
        self.per_state: Counter[tuple[str, str, Any]] = Counter()
        self.places: dict[tuple[str, str, Any], list[str]] = {}
        self._inside = threading.local()
        for name in (*QUESTIONS, *CHECKED, *OTHER_RULES):
            self._wrap(game, name, counted=name not in OTHER_RULES)
        words = game.words
        for name in dir(type(words)):
            if not name.startswith("_") and callable(getattr(words, name)):
                self._wrap(words, name, counted=False)

    def _wrap(self, owner: Any, name: str, *, counted: bool) -> None:
        method = getattr(owner, name)

        @wraps(method)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            depth = getattr(self._inside, "depth", 0)
            if counted and self.on and depth == 0:
                self._count(name, args)
            self._inside.depth = depth + 1
            try:
                return method(*args, **kwargs)
            finally:
                self._inside.depth = depth

        setattr(owner, name, wrapper)

    def _count(self, name: str, args: tuple[Any, ...]) -> None:
        state = args[0] if args else None
        argument = args[1] if name in PER_ARGUMENT and len(args) > 1 else None
        name = CHECKED_COLUMN if name in CHECKED else name
        self.calls[name] += 1
        key = (name, to_json(state), argument)
        self.per_state[key] += 1
        if self.why:
            self.places.setdefault(key, []).append(_caller())

    def take(self) -> Move:
        """What was counted since the last take."""
        move = Move(Counter(self.calls), Counter(self.per_state),
                    [place for key, places in self.places.items()
                     if self.per_state[key] > 1 for place in places])
        self.calls.clear()
        self.per_state.clear()
        self.places.clear()
        return move


def _caller() -> str:
    """The bot's line that asked (the innermost frame under bot/)."""
    frames = [f for f in traceback.extract_stack() if "/bot/" in f.filename]
    if not frames:
        return "?"
    frame = frames[-1]
    return f"{frame.filename.split('/bot/', 1)[1]}:{frame.lineno} {frame.name}"


@dataclass
class Move:
    calls: Counter[str]
    per_state: Counter[tuple[str, str, Any]]
    places: list[str]

    def figure(self, name: str) -> int:
        """Calls of ``name`` in this move; for ``view`` and legal actions the most for one
        argument and state."""
        if name in PER_ARGUMENT:
            return max((n for (q, _, _), n in self.per_state.items() if q == name), default=0)
        return self.calls[name]

    @property
    def same_state_most(self) -> int:
        return max(self.per_state.values(), default=0)


@dataclass
class Report:
    game: str
    players: int
    moves: list[Move] = field(default_factory=list)
    finished: bool = False
    error: str = ""

    def line(self) -> str:
        if self.error:
            return f"{self.game:<18} failed: {self.error}"
        cells = []
        for name in (*QUESTIONS, CHECKED_COLUMN):
            figures = [m.figure(name) for m in self.moves] or [0]
            cells.append(f"{sum(figures) / len(figures):.2f}/{max(figures)}")
        repeats = max((m.same_state_most for m in self.moves), default=0)
        end = "over" if self.finished else "cut"
        return (f"{self.game:<18} {self.players:>2} {len(self.moves):>5} {end:<4} "
                + " ".join(f"{c:>{max(len(q), 9)}}" for c, q in
                           zip(cells, (*QUESTIONS, CHECKED_COLUMN), strict=True))
                + f" {repeats:>6}")

    @property
    def ok(self) -> bool:
        if self.error:
            return False
        return all(m.figure(q) <= 1 for m in self.moves for q in QUESTIONS) and all(
            m.calls[CHECKED_COLUMN] == 0 for m in self.moves)


def header() -> str:
    names = " ".join(f"{q:>{max(len(q), 9)}}" for q in (*QUESTIONS, CHECKED_COLUMN))
    return f"{'game':<18} {'n':>2} {'moves':>5} {'end':<4} {names} {'repeat':>6}"


class CountingDriver(Driver):
    """Counts only while the bot handles one of its clicks."""

    asked: Asked | None = None

    async def _click(self, member: Any, message: Any, **kwargs: Any) -> Any:
        return await self._counted(lambda: super(CountingDriver, self)._click(
            member, message, **kwargs))

    async def _select(self, member: Any, message: Any, select: Any, value: str) -> Any:
        return await self._counted(lambda: super(CountingDriver, self)._select(
            member, message, select, value))

    async def _counted(self, click: Callable[[], Any]) -> Any:
        assert self.asked is not None
        self.asked.on = True
        try:
            return await click()
        finally:
            self.asked.on = False


async def play(key: str, players: int, moves: int, seed: int, why: bool) -> Report:
    report = Report(key, players)
    game = get_game(key)
    asked = Asked(game, why)
    async with bot_with_people(players, seed) as (_, env, guild, people):
        driver = CountingDriver(env, guild.create_text_channel("table"), people)
        driver.asked = asked
        await driver.open_and_start(key)
        for _ in range(moves):
            shown, _ = await driver.play_move()
            report.moves.append(asked.take())
            if any(words in shown.content for words in GAME_OVER):
                report.finished = True
                break
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_game_arguments(parser, players=3)
    parser.add_argument("--moves", type=int, default=200, help="stop each game after this many")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--toys", action="store_true",
                        help="register the tests' toy games first (tests/conftest.py)")
    parser.add_argument("--why", action="store_true",
                        help="name the bot's lines that asked a question twice")
    args = parser.parse_args(argv)
    if args.toys:
        import tests.conftest  # noqa: F401  (registers the toy games)
    print(header())
    reports = []
    for key in chosen_games(args.game):
        try:
            report = asyncio.run(play(key, players_for(key, args.players), args.moves,
                                      args.seed, args.why))
        except Exception as exc:  # a game being converted must not stop the others
            report = Report(key, players_for(key, args.players),
                            error=f"{type(exc).__name__}: {exc}"[:200])
        reports.append(report)
        print(report.line(), flush=True)
        if args.why:
            for place, count in Counter(p for m in report.moves for p in m.places).items():
                print(f"    asked again ({count}x): {place}")
    print("cells: mean/most calls per accepted move (view per viewer and state, legal_actions "
          "per seat and state); repeat: most times one question was asked about one state")
    return 0 if all(r.ok for r in reports) else 1


if __name__ == "__main__":
    sys.exit(main())
