"""The built-in players the clock puts at a seat: an AI seat's own agent, the game's default
AI for someone away or a missed deadline, and a deadline's fixed answer."""

from __future__ import annotations

from bot.core.seats import ai_kind, is_ai, stand_in
from bot.core.thinking import Mind
from bot.core.thinking import rebuild as make_agent
from bot.play.unclicked import Chooser
from bot.storage.clocks import AWAY
from bot.storage.store import GameRow
from engine.core.ai import Agent
from engine.core.protocol import Action, Game, Seat, State
from engine.core.search import SearchAgent


def timeout_chooser(action: Action) -> Chooser:
    def choose(game: Game, state: State, seat: Seat, legal: list[Action]) -> Action:
        return action
    return choose


def played_by_ai(game_key: str, user_id: int, kinds: dict[int, str]) -> str | None:
    """The agent playing this seat now: an AI seat's own, the table's stand-in for someone
    away, None for a person at the table."""
    if is_ai(user_id):
        return ai_kind(user_id, game_key, kinds)
    return stand_in(game_key, kinds) if kinds.get(user_id) == AWAY else None


def _seed(row: GameRow, seat: Seat) -> int:
    return (row.id * 1_000_003 + row.version * 101 + seat) % 2**31


class Agents:
    """Agents keep plans between moves, so each AI seat keeps its agent for the game."""

    def __init__(self) -> None:
        self._kept: dict[tuple[int, Seat, str], Agent] = {}

    def games(self) -> set[int]:
        return {game_id for game_id, _, _ in self._kept}

    def agent(self, row: GameRow, seat: Seat, kind: str) -> Agent:
        key = (row.id, seat, kind)
        if key not in self._kept:
            self._kept[key] = make_agent(row.game_key, kind, _seed(row, seat))
        return self._kept[key]

    def chooser(self, row: GameRow, seat: Seat, kind: str) -> Chooser:
        """The agent's ``choose``; a searching AI's as a :class:`Mind`, which thinks in a
        worker process (it keeps nothing between decisions, so a worker can rebuild it)."""
        agent = self.agent(row, seat, kind)
        if isinstance(agent, SearchAgent):
            return Mind(row.game_key, kind, agent.seed, agent)
        return agent.choose

    def forget(self, game_id: int) -> None:
        for key in [k for k in self._kept if k[0] == game_id]:
            del self._kept[key]
