"""Whose CPU it is: a sampler that splits the main thread's CPU time between the bot and
what only a bench runs (the in-memory Discord, simcord, and the bench's own players).

Every ``interval`` seconds a background thread looks at the main thread's stack. From the
innermost frame outwards, the first frame in simcord's package or in the bench's own files
(``bench/``, ``tests/``) makes the sample theirs; a frame of the bot or discord.py reached
first makes it the bot's. engine/ and render/ frames decide nothing: they count for their
caller (a bench player's, or the bot's), so the bench's own label look-ups and AI choices are
not the bot's. A main thread waiting in ``select`` is idle. Each sample weighs the main
thread's CPU time since the sample before, so time blocked in a system call weighs nothing.
The bot's share of the main thread's CPU time (``time.thread_time``) is its CPU:

    with CpuShare() as share:
        ...
    share.bot_seconds

The process's other threads run only the bot's work (simcord and the benches run on the
main thread): aiosqlite's thread runs every SQLite statement (the bench's own reads too, so
``threads`` keeps it apart), ``asyncio.to_thread`` work runs in the loop's executor. Their
CPU time is read from each thread's own clock; what the process spent beyond the threads
seen at the end (threads that ended meanwhile) counts as ``ended``. The sampler's own thread
is left out.
"""

from __future__ import annotations

import contextlib
import sys
import threading
import time
from collections.abc import Iterable
from pathlib import Path
from types import FrameType, TracebackType

ROOT = Path(__file__).resolve().parents[1]
BENCH = (str(ROOT / "bench") + "/", str(ROOT / "tests") + "/")
BOT = (str(ROOT / "bot") + "/",)
IDLE = ("select", "poll", "epoll", "_run_once")
SQLITE_THREAD = "_connection_worker_thread"  # aiosqlite's thread function, in its name


def _simcord_root() -> str:
    import simcord

    return str(Path(simcord.__file__).resolve().parent) + "/"


class CpuShare:
    def __init__(self, interval: float = 0.0005) -> None:
        self.interval = interval
        self.samples = {"bot": 0.0, "bench": 0.0, "idle": 0.0}  # CPU seconds
        self.thread_seconds = 0.0
        # The other threads' CPU seconds: "sqlite" (aiosqlite's threads), "other" (the
        # loop's executor and the rest), "ended" (threads gone before the end)
        self.threads = {"sqlite": 0.0, "other": 0.0, "ended": 0.0}
        self._sampler_seconds = 0.0
        self._simcord = _simcord_root()
        self._main = threading.main_thread().ident
        self._stop = threading.Event()
        self._sampler = threading.Thread(target=self._run, daemon=True)

    def __enter__(self) -> CpuShare:
        # The sampler only sees the main thread when it lets go of the GIL: at a blocking
        # call (os.urandom in every discord.py view, a socket read) or after the switch
        # interval (5 ms by default). With the default, the samples pile up on those calls;
        # a switch interval as short as the sampling interval makes a sample land near where
        # the main thread is at that moment. (Much shorter, the main thread takes the GIL
        # back while the sampler walks its stack, and the walk reads frames being changed.)
        self._switch = sys.getswitchinterval()
        sys.setswitchinterval(self.interval)
        self._cpu = time.thread_time()
        self._process = time.process_time()
        self._sampler.start()
        self._clocks = _thread_clocks(self._skipped())
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.thread_seconds = time.thread_time() - self._cpu
        clocks = _thread_clocks(self._skipped())
        self._stop.set()
        self._sampler.join()
        process = time.process_time() - self._process
        sys.setswitchinterval(self._switch)
        for ident, (name, seconds) in clocks.items():
            spent = seconds - self._clocks.get(ident, (name, 0.0))[1]
            self.threads["sqlite" if SQLITE_THREAD in name else "other"] += spent
        self.threads["ended"] = max(0.0, process - self.thread_seconds - self._sampler_seconds
                                    - sum(self.threads.values()))

    def _skipped(self) -> set[int | None]:
        return {self._main, self._sampler.ident}

    def _run(self) -> None:
        started = time.thread_time()
        # Each sample weighs the main thread's CPU time since the one before: counted by
        # wall-clock samples, a main thread blocked in a socket's send (PostgreSQL's server
        # taking the core) looked busy, and SQLite's hand-overs, waiting in select, idle.
        clock = time.pthread_getcpuclockid(self._main or 0)
        last = time.clock_gettime(clock)
        while not self._stop.wait(self.interval):
            frame = sys._current_frames().get(self._main or 0)
            now = time.clock_gettime(clock)
            spent, last = now - last, now
            if frame is None:
                continue
            with contextlib.suppress(AttributeError):  # the walk raced the main thread
                self.samples[self._owner(frame)] += spent
        self._sampler_seconds = time.thread_time() - started

    def _owner(self, frame: FrameType) -> str:
        if frame.f_code.co_name in IDLE and frame.f_code.co_filename.endswith(
                ("selectors.py", "base_events.py")):
            return "idle"
        current: FrameType | None = frame
        while current is not None:
            name = current.f_code.co_filename
            if name.startswith(self._simcord) or name.startswith(BENCH):
                return "bench"
            if name.startswith(BOT) or "/discord/" in name:
                return "bot"
            # engine/ and render/ decide nothing: the walk goes on to their caller.
            current = current.f_back
        return "bot"  # the event loop's own work for the bot's tasks

    @property
    def bot_share(self) -> float:
        busy = self.samples["bot"] + self.samples["bench"]
        return self.samples["bot"] / busy if busy else 0.0

    @property
    def bot_seconds(self) -> float:
        return self.thread_seconds * self.bot_share


def _thread_clocks(skipped: Iterable[int | None]) -> dict[int, tuple[str, float]]:
    """Each running thread's name and CPU seconds, but those ``skipped``."""
    found: dict[int, tuple[str, float]] = {}
    for thread in threading.enumerate():
        if thread.ident is None or thread.ident in skipped:
            continue
        with contextlib.suppress(OSError):  # the thread ended meanwhile
            clock = time.pthread_getcpuclockid(thread.ident)
            found[thread.ident] = (thread.name, time.clock_gettime(clock))
    return found
