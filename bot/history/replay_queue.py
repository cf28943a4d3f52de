"""One animated replay drawn at a time per process, off the event loop.

Drawing 200 boards and encoding them takes seconds of CPU; it runs in a worker thread
(``asyncio.to_thread``: Pillow's drawing and encoding release the interpreter lock for most
of that time, so the bot keeps answering, see bench/replay_loop_bench.py) and one at a
time, first come first served, so two requests never share the CPU and the memory. A request
that has to wait learns how many are ahead of it.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")


@dataclass
class Progress:
    """Pictures drawn so far of the running job, written by the worker thread."""

    done: int = 0
    total: int = 0

    def update(self, done: int, total: int) -> None:
        self.done, self.total = done, total


class ReplayQueue:
    def __init__(self) -> None:
        self._lock = asyncio.Lock()  # fair: waiters get it in the order they asked
        self._waiting = 0  # jobs asked for and not finished, the running one included
        self._guard = threading.Lock()

    @property
    def ahead(self) -> int:
        """How many jobs a request made now would wait for."""
        return self._waiting

    async def run(self, work: Callable[[Progress], T], progress: Progress,
                  started: Callable[[], None] | None = None) -> T:
        """Run ``work(progress)`` in a worker thread once every earlier job is done;
        ``started`` is called when its turn comes."""
        self._waiting += 1
        try:
            async with self._lock:
                if started is not None:
                    started()
                return await asyncio.to_thread(work, progress)
        finally:
            self._waiting -= 1
