"""A clean stop (SIGTERM from systemd or a container runtime): clicks that arrive once the bot
is stopping are refused with a clear message, and the bot waits for the clicks it is already
working on, so every move it commits is also posted before the database closes."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from contextlib import contextmanager


class InFlight:
    def __init__(self) -> None:
        self.stopping = False
        self._count = 0
        self._idle = asyncio.Event()
        self._idle.set()

    @contextmanager
    def click(self) -> Iterator[None]:
        self._count += 1
        self._idle.clear()
        try:
            yield
        finally:
            self._count -= 1
            if not self._count:
                self._idle.set()

    async def stop(self, grace: float) -> bool:
        """Take no more clicks; wait up to ``grace`` seconds for those in flight (True when
        they all finished)."""
        self.stopping = True
        try:
            await asyncio.wait_for(self._idle.wait(), grace)
        except TimeoutError:
            return False
        return True
