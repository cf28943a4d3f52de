"""A clean stop (SIGTERM from systemd or a container runtime): clicks that arrive once the bot
is stopping are refused with a clear message, and the bot waits for the clicks it is already
working on, so every move it commits is also posted before the database closes."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator
from contextlib import contextmanager


class InFlight:
    def __init__(self) -> None:
        self.stopping = False
        self._count = 0
        self._idle = asyncio.Event()
        self._idle.set()
        # Told when the first click starts (True) and when the last one finishes (False).
        self._watchers: list[Callable[[bool], None]] = []

    @property
    def busy(self) -> bool:
        return self._count > 0

    def watch(self, watcher: Callable[[bool], None]) -> None:
        self._watchers.append(watcher)

    def unwatch(self, watcher: Callable[[bool], None]) -> None:
        self._watchers.remove(watcher)

    @contextmanager
    def click(self) -> Iterator[None]:
        self._count += 1
        if self._count == 1:
            self._idle.clear()
            self._tell(True)
        try:
            yield
        finally:
            self._count -= 1
            if not self._count:
                self._idle.set()
                self._tell(False)

    def _tell(self, busy: bool) -> None:
        for watcher in list(self._watchers):
            watcher(busy)

    async def stop(self, grace: float) -> bool:
        """Take no more clicks; wait up to ``grace`` seconds for those in flight (True when
        they all finished)."""
        self.stopping = True
        try:
            await asyncio.wait_for(self._idle.wait(), grace)
        except TimeoutError:
            return False
        return True
