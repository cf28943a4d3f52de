"""Skill ratings per game with openskill's Plackett-Luce model.

Each finished game moves the stored ratings of its people once, when its results are
recorded (bot/ratings/stored.py); ``rate`` works them out again from the results rows of a
game on a server, game by game in the order they ended (``python -m bot rerate``), so a
change to the model or to these rules re-rates the whole history. Each finished game is one
match: the people of one team (``team``)
play as one side, everybody else alone; a side's rank is its best member's rank, and equal
ranks are ties. AI seats have no results rows, so they are left out: the people of a game
are rated among themselves by the order they finished in. A game with one person (the
rest AI seats) counts as played but moves no rating.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from openskill.models import PlackettLuce, PlackettLuceRating

from bot.storage.results import ResultRow

MODEL = PlackettLuce()


@dataclass
class PlayerRating:
    user_id: int
    rating: PlackettLuceRating = field(default_factory=MODEL.rating)
    played: int = 0
    won: int = 0

    @property
    def ordinal(self) -> float:
        """The rating the leaderboard ranks by: mu - 3 sigma (a cautious estimate)."""
        return float(self.rating.ordinal())

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0


@dataclass(frozen=True)
class Change:
    before: float  # ordinal
    after: float

    @property
    def delta(self) -> float:
        return self.after - self.before


@dataclass
class RatingTable:
    players: dict[int, PlayerRating] = field(default_factory=dict)
    changes: dict[int, dict[int, Change]] = field(default_factory=dict)  # game -> user -> Δ

    def ranked(self) -> list[PlayerRating]:
        """Highest ordinal first; then more games, then the lower user id (stable)."""
        return sorted(self.players.values(),
                      key=lambda p: (-p.ordinal, -p.played, p.user_id))


def matches(rows: Iterable[ResultRow]) -> list[list[ResultRow]]:
    """The rows grouped by game, in the order given."""
    games: dict[int, list[ResultRow]] = {}
    for row in rows:
        games.setdefault(row.game_id, []).append(row)
    return list(games.values())


def sides(match: list[ResultRow]) -> list[list[ResultRow]]:
    """The match's sides: one per team, one per person without a team."""
    found: dict[tuple[str, int], list[ResultRow]] = {}
    for row in match:
        key = ("team", row.team) if row.team is not None else ("seat", row.seat)
        found.setdefault(key, []).append(row)
    return list(found.values())


def rate(rows: Iterable[ResultRow]) -> RatingTable:
    table = RatingTable()
    for match in matches(rows):
        rate_match(table, match)
    return table


def rate_match(table: RatingTable, match: list[ResultRow]) -> None:
    """One finished game's results move the ratings of its people in ``table`` (which
    holds at least their ratings before it) and note each change."""
    people = {row.user_id: row for row in match}  # a person in two seats counts once
    for user_id, row in people.items():
        player = table.players.setdefault(user_id, PlayerRating(user_id))
        player.played += 1
        player.won += row.won
    teams = [[row for row in side if people[row.user_id] is row] for side in sides(match)]
    teams = [side for side in teams if side]
    if len(teams) < 2:
        return
    before = {uid: table.players[uid].ordinal for uid in people}
    rated = MODEL.rate([[table.players[row.user_id].rating for row in side] for side in teams],
                       ranks=[min(row.rank for row in side) for side in teams])
    for side, new in zip(teams, rated, strict=True):
        for row, rating in zip(side, new, strict=True):
            table.players[row.user_id].rating = rating
    table.changes[match[0].game_id] = {
        uid: Change(before[uid], table.players[uid].ordinal) for uid in people}
