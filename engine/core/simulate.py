"""Play complete games between built-in agents (the simulator and the benchmarks use it)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from engine.core.ai import Agent
from engine.core.protocol import Action, Game, Result, Seat, State

MAX_ACTIONS = 100_000


class RunawayGame(RuntimeError):
    """A game that did not end within MAX_ACTIONS: a bug in the rules or an agent."""


@dataclass
class PlayedGame:
    state: State
    log: list[dict[str, Any]] = field(default_factory=list)

    @property
    def actions(self) -> int:
        return len(self.log)


def play(game: Game, state: State, agents: list[Agent]) -> PlayedGame:
    """Let ``agents`` (one per seat) play ``state`` to the end; mutates ``state``."""
    played = PlayedGame(state)
    while not game.is_over(state):
        seats = game.waiting_for(state)  # the seats the game waits for, not bystanders
        if not seats:
            raise RunawayGame(f"{game.key}: nobody is waited for but the game is not over")
        seat = seats[0]
        legal = game.legal_actions(state, seat)
        action: Action = agents[seat].choose(game, state, seat, legal)
        game.apply(state, seat, action, legal)  # the trusted path: taken from the list
        played.log.append({"seat": seat, "action": action})
        if len(played.log) > MAX_ACTIONS:
            raise RunawayGame(f"{game.key}: no end after {MAX_ACTIONS} actions")
    return played


def winners_by_ai(result: Result, ais: list[str]) -> set[str]:
    return {ais[seat] for seat in result.winners}


@dataclass
class Tally:
    """Aggregates for the simulator's summary line."""

    games: int = 0
    actions: int = 0
    appearances: Counter[str] = field(default_factory=Counter)
    wins: Counter[str] = field(default_factory=Counter)
    usage: dict[str, Counter[str]] = field(default_factory=dict)
    no_winner: int = 0
    # Wins by place in the starting turn order (1 = first); a shared win counts a share.
    start_wins: dict[int, float] = field(default_factory=dict)

    def add(self, game: Game, played: PlayedGame, result: Result, ais: list[str]) -> None:
        self.games += 1
        order = game.start_order(played.state)
        for seat in result.winners:
            place = order.index(seat) + 1
            self.start_wins[place] = self.start_wins.get(place, 0.0) + 1 / len(result.winners)
        self.actions += played.actions
        for ai in set(ais):
            self.appearances[ai] += 1
        for ai in winners_by_ai(result, ais):
            self.wins[ai] += 1
        if not result.winners:
            self.no_winner += 1
        for group, counts in game.usage_stats(played.state).items():
            self.usage.setdefault(group, Counter()).update(counts)

    def win_rates(self) -> dict[str, float]:
        return {ai: round(self.wins[ai] / n, 4) for ai, n in sorted(self.appearances.items())}

    def start_position_rates(self, players: int) -> dict[str, float]:
        """Share of games won from each starting place ("1" = first in turn order)."""
        wins = self.start_wins
        return {
            str(place): round(wins.get(place, 0.0) / self.games, 4) if self.games else 0.0
            for place in range(1, players + 1)
        }


def score_lines(result: Result, ais: list[str]) -> list[dict[str, Any]]:
    return [
        {
            "seat": line.seat,
            "ai": ais[line.seat],
            "total": line.total,
            "rank": line.rank,
            "breakdown": line.breakdown,
        }
        for line in sorted(result.scores, key=lambda s: s.seat)
    ]


def agents_for(names: list[str], table: dict[str, type[Agent]], seed: int) -> list[Agent]:
    return [table[name](seed * 1009 + seat) for seat, name in enumerate(names)]


def seats_of(result: Result) -> list[Seat]:
    return sorted(result.winners)
