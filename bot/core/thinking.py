"""Where AI seats think: a searching AI's decision in a pool of worker processes, so the
event loop (answering every other table's clicks) never waits for its interpreter lock.

A :class:`Mind` names an agent a worker can rebuild: its choice is a pure function of the
game, the agent's kind and seed, the position and the search limits (the searching AI keeps
nothing between decisions), so the worker gets exactly those, the state as plain JSON, and
sends back the action, which is matched to the same action of the caller's legal list. The
pool (``THINKING``, started by the bot with ``THINKING_WORKERS`` workers) is spawned: no copy
of the bot's loop, threads or sockets. Every other chooser (the cheap AIs, which keep their
randomness between moves, and a deadline's fixed answer) runs on a thread as before, and so
does everything with no workers (the tests, tiny hosts).

A worker that dies (killed, out of memory) breaks the pool: it is rebuilt and the decision
asked once more; a second failure is raised to the caller, like any AI that fails. Stopping
the bot ends the workers at once: a decision cut off is not played, and the AI moves again
after the next start.
"""

from __future__ import annotations

import asyncio
import logging
import os
import time
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from multiprocessing import get_context
from typing import Any

from engine.core.ai import Agent
from engine.core.protocol import Action, Game, Seat, State
from engine.core.registry import default_agent, entry, game_keys, get_agents, get_game, register
from engine.core.search import LIMITS, set_limits
from engine.core.state import from_json, to_json

log = logging.getLogger(__name__)

# (game, state, seat, legal actions) -> the action to play (``Agent.choose``).
Chooser = Callable[[Game, State, Seat, list[Action]], Action]


class ThinkingStopped(Exception):
    """The bot is stopping: the decision was cut off and is not played."""


@dataclass(frozen=True)
class Mind:
    """An agent a worker process can rebuild: the game's ``kind`` with ``seed``. Called
    here, it is that agent's ``choose``."""

    game_key: str
    kind: str
    seed: int
    agent: Agent

    def __call__(self, game: Game, state: State, seat: Seat, legal: list[Action]) -> Action:
        return self.agent.choose(game, state, seat, legal)


def rebuild(game_key: str, kind: str, seed: int) -> Agent:
    """The game's built-in player ``kind`` (its default AI when it has no such player)."""
    agents = get_agents(game_key)
    return agents.get(kind, agents[default_agent(game_key)])(seed)


# Niceness a worker adds to its own: where the machine's cores are all busy, a click's work
# in the bot's process goes before a search, which has seconds to spare.
WORKER_NICENESS = 5


def _lower_priority() -> None:
    """In a new worker process."""
    os.nice(WORKER_NICENESS)


def _warm_up() -> int:
    """In a new worker process: load every game, so the first decision does not wait for it."""
    return len(game_keys())


def _think_in_worker(module: str, game_key: str, kind: str, seed: int, state_json: str,
                     seat: Seat, legal_json: str, scale: float,
                     horizon: int | None) -> tuple[str, float]:
    """In a worker process: the chosen action as JSON and the CPU seconds it took."""
    if game_key not in game_keys():  # a game registered at run time (the tests' toys)
        register(game_key, module)
    set_limits(scale, horizon)
    started = time.process_time()
    action = rebuild(game_key, kind, seed).choose(
        get_game(game_key), from_json(state_json), seat, from_json(legal_json))
    return to_json(action), time.process_time() - started


class ThinkingPool:
    """Where AIs think: worker processes for a :class:`Mind`, else a thread here."""

    def __init__(self) -> None:
        self.workers = 0
        self._pool: ProcessPoolExecutor | None = None
        self.stopping = False
        self.rebuilt = 0  # pools rebuilt after a worker died
        self.asked = 0  # decisions sent to workers; made there, and the CPU seconds they took
        self.decided = 0
        self.cpu_seconds = 0.0
        self.work = _think_in_worker  # (the tests put a worker that dies here)
        self._warming: Future[int] | None = None

    def start(self, workers: int) -> None:
        """Think in ``workers`` processes from now on (0: on a thread of this process); the
        workers start now and load the games."""
        self.stopping = False
        if workers != self.workers:
            self._end(self._pool)
            self.workers = workers
        if self.workers and self._pool is None:
            self._warming = self._open().submit(_warm_up)

    async def ready(self) -> None:
        """Wait until the workers have started and loaded the games."""
        if self._warming is not None:
            await asyncio.wrap_future(self._warming)

    def _open(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(self.workers, mp_context=get_context("spawn"),
                                             initializer=_lower_priority)
        return self._pool

    def stop(self) -> None:
        """End the workers, cutting off the decisions they are making."""
        self.stopping = True
        self._end(self._pool)

    def _end(self, pool: ProcessPoolExecutor | None) -> None:
        if pool is None:
            return
        if pool is self._pool:
            self._pool = None
        processes = list((getattr(pool, "_processes", None) or {}).values())
        pool.shutdown(wait=False, cancel_futures=True)
        for process in processes:  # a search may run for seconds: no waiting for it
            process.terminate()

    async def choose(self, choose: Chooser, game: Game, state: State, seat: Seat,
                     legal: list[Action]) -> Action:
        """``choose(game, state, seat, legal)``, off the event loop."""
        if self.workers == 0 or not isinstance(choose, Mind):
            return await asyncio.to_thread(choose, game, state, seat, legal)
        if self.stopping:
            raise ThinkingStopped
        args = (entry(choose.game_key).module, choose.game_key, choose.kind, choose.seed,
                to_json(state), seat, to_json(legal), LIMITS.scale, LIMITS.horizon)
        try:
            chosen = await self._ask(args)
        except BrokenProcessPool:
            if self.stopping:
                raise ThinkingStopped from None
            log.warning("an AI's worker process died; thinking again in a new one")
            try:
                chosen = await self._ask(args)
            except BrokenProcessPool:
                if self.stopping:
                    raise ThinkingStopped from None
                log.error("%s %s: the worker process died twice on one decision",
                          choose.game_key, choose.kind)
                raise
        for action in legal:  # the caller's own copy of the action
            if to_json(action) == chosen:
                return action
        raise ValueError(f"{choose.game_key} {choose.kind}: the worker chose {chosen}, "
                         "which is not among the legal actions")

    async def _ask(self, args: tuple[Any, ...]) -> str:
        if self.stopping:
            raise ThinkingStopped
        pool = self._open()
        self.asked += 1
        try:
            future: Future[tuple[str, float]] = pool.submit(self.work, *args)
            chosen, seconds = await asyncio.wrap_future(future)
        except BrokenProcessPool:
            if pool is self._pool:  # (every decision it broke comes here: rebuild once)
                self.rebuilt += 1
                self._end(pool)
            raise
        except RuntimeError:  # submitted after a stop began
            if self.stopping:
                raise ThinkingStopped from None
            raise
        self.decided += 1
        self.cpu_seconds += seconds
        return chosen


THINKING = ThinkingPool()
