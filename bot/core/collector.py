"""Full garbage collections while no click is being handled.

CPython collects its oldest generation by itself whenever enough young objects survived
into it, in the middle of whatever the loop is doing; a full collection walks every object
not frozen, and on a busy bot that is a pause of a few hundred milliseconds in a click's
answer (docs/benchmarks.md, issue 24). Once the bot has started, ``Collector`` takes the
oldest generation's collections over (the young ones stay automatic):

- when no click has been handled for ``quiet`` seconds and at least ``young`` young
  collections have moved survivors into the oldest generation since its last collection;
- on a bot never quiet that long, at the first moment no click is in flight once ``pile``
  young collections did so, or ``every`` seconds passed with any;
- but, except for ``every``, only once the objects that reached the oldest generation since
  the last full collection are ``share`` of those that survived it. This is CPython's own
  rule (``long_lived_pending`` in its gcmodule.c): a full collection walks the whole heap,
  so collecting after a fixed amount of allocation would cost more per move the more the
  bot holds, while this keeps the cost per allocation the same whatever the heap's size.

So cyclic garbage is still freed, in pauses that fall between clicks. Stopping gives
CPython its own threshold back.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import time
from dataclasses import dataclass
from typing import Any

from bot.core.stopping import InFlight

log = logging.getLogger(__name__)

# A threshold the count of young collections never reaches: CPython never starts a full
# collection by itself (it compares with ">", and the count is a C int).
NEVER = 2**31 - 1


@dataclass(frozen=True)
class CollectorPolicy:
    quiet: float = 1.0  # seconds without a click before the bot collects
    young: int = 10  # young collections into the oldest generation worth a quiet collection
    pile: int = 100  # ... that make it collect at the next moment free of clicks
    every: float = 300.0  # seconds after which any of them do
    share: float = 0.25  # new objects in the oldest generation, per survivor, worth a walk
    # The youngest generation's threshold: CPython 3.13's default (3.11's is 700, which
    # here means a young collection every few hundred allocations of a click).
    threshold: int = 2000


class Collector:
    def __init__(self, in_flight: InFlight, policy: CollectorPolicy) -> None:
        self.in_flight = in_flight
        self.policy = policy
        self.full_collections = 0  # the ones this collector ran
        self._loop: asyncio.AbstractEventLoop | None = None
        self._quiet: asyncio.TimerHandle | None = None
        self._due = False  # a full collection waits for the next moment free of clicks
        # (perf_counter: the in-memory Discord of the tests turns time.monotonic virtual)
        self._last = 0.0
        self._survivors = 0  # objects in the oldest generation after the last full collection
        self._wait = 0  # young collections into it before it is counted again

    @property
    def running(self) -> bool:
        return self._loop is not None

    def start(self) -> None:
        if self._loop is not None:
            return
        self._loop = asyncio.get_running_loop()
        self._last = time.perf_counter()
        self._survivors = len(gc.get_objects(generation=2))
        _take_over(self)
        gc.callbacks.append(self._heard)
        self.in_flight.watch(self._clicks)
        if not self.in_flight.busy:
            self._arm()

    def stop(self) -> None:
        if self._loop is None:
            return
        self._loop = None
        self.in_flight.unwatch(self._clicks)
        gc.callbacks.remove(self._heard)
        if self._quiet is not None:
            self._quiet.cancel()
            self._quiet = None
        _give_back(self)

    def _clicks(self, busy: bool) -> None:
        """The first click started (``busy``) or the last one finished."""
        if busy:
            if self._quiet is not None:
                self._quiet.cancel()
                self._quiet = None
            return
        if self._due and self._loop is not None:
            self._loop.call_soon(self._collect_if_free)
        self._arm()

    def _arm(self) -> None:
        if self._loop is not None and self._quiet is None:
            self._quiet = self._loop.call_later(self.policy.quiet, self._when_quiet)

    def _when_quiet(self) -> None:
        self._quiet = None
        if gc.get_count()[2] >= max(self.policy.young, self._wait):
            self._collect_if_free()

    def _heard(self, phase: str, info: dict[str, Any]) -> None:
        # Runs inside a collection, on whichever thread allocated (the database driver's
        # too): it only decides, and hands the collection to the loop.
        if phase != "stop" or info["generation"] != 1 or self._due or self._loop is None:
            return
        if self._loop.is_closed():  # the bot was dropped without being closed
            self.stop()
            return
        piled = gc.get_count()[2]
        if (piled >= max(self.policy.pile, self._wait)
                or time.perf_counter() - self._last >= self.policy.every):
            self._due = True
            if not self.in_flight.busy:
                self._loop.call_soon_threadsafe(self._collect_if_free)

    def _collect_if_free(self) -> None:
        if self._loop is None or self.in_flight.busy:
            return  # the next moment free of clicks (``_clicks``) tries again
        self._due = False
        started = time.perf_counter()
        if started - self._last < self.policy.every and not self._worth_it():
            return
        self._last = started
        found = gc.collect()
        self._survivors = len(gc.get_objects(generation=2))
        self._wait = 0
        self.full_collections += 1
        log.debug("full collection: %d unreachable objects in %.0f ms", found,
                  (time.perf_counter() - started) * 1000)

    def _worth_it(self) -> bool:
        """Whether the oldest generation grew by ``share`` of its survivors since the last
        full collection. Counting it walks the heap's list, so it is counted only where a
        collection is otherwise due; when it falls short, not again before twice as many
        young collections have moved objects into it."""
        grown = max(0, len(gc.get_objects(generation=2)) - self._survivors)
        if grown >= self.policy.share * self._survivors:
            return True
        self._wait = 2 * max(1, gc.get_count()[2])
        return False


# The threshold is the process's, and tests and benches run several bots in one process:
# CPython's own comes back when the last collector stops.
_running: list[Collector] = []
_saved: list[tuple[int, int, int]] = []


def _take_over(collector: Collector) -> None:
    if not _running:
        _saved[:] = [gc.get_threshold()]
        _, second, _ = _saved[0]
        gc.set_threshold(collector.policy.threshold, second, NEVER)
    _running.append(collector)


def _give_back(collector: Collector) -> None:
    _running.remove(collector)
    if not _running and _saved:
        gc.set_threshold(*_saved.pop())
