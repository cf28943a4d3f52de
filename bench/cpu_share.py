"""Whose CPU it is: a sampler that splits the main thread's CPU time between the bot and
what only a bench runs (the in-memory Discord, simcord, and the bench's own players).

A profiling timer (``ITIMER_PROF``) signals every ``interval`` seconds of the process's CPU
time; the handler runs on the main thread at its next bytecode and looks at the frame it
interrupted. From the innermost frame outwards, a frame in simcord's package or in the
bench's own files (``bench/``, ``tests/``) reached before any of the bot's or discord.py's
makes the sample theirs; the bot's code the bench calls itself (the driver reading the game
from the bot's store) is theirs too. The bot's or discord.py's code called by simcord (an
event delivered, a callback run) or by the event loop is the bot's (the walk stops where the
loop calls a callback: what runs the loop, a bench's ``asyncio.run``, is not its caller).
engine/ and render/ frames decide nothing: they count for their caller (a bench player's, or
the bot's), so the bench's own label look-ups and AI choices are not the bot's. A main
thread waiting in ``select`` is idle. A young collection runs inside whatever allocated when
it fell due, and its time lands on the first Python frame after it, a collector's callback
(the bot's ``Collector`` and the bench's ``GcPauses``): the walk skips those callbacks, so the
collection counts for the code that allocated. Each sample weighs the main thread's CPU time since
the sample before. The bot's share of the main thread's CPU time (``time.thread_time``) is
its CPU:

    with CpuShare() as share:
        ...
    share.bot_seconds

Why a signal and not a sampling thread (as until 2026-11-27): a thread sees the main thread
only when that lets go of the GIL, first of all at a blocking call (``os.urandom`` in every
discord.py view, the loop's self-pipe, a socket), so its samples land on those calls with
all the CPU time since the sample before. Most such calls are the bot's: in a known split
(``python bench/cpu_share.py``) a thread sampler gave the bot 98% of the time where it had
10%. The signal lands where the CPU time runs out, whatever the code does.

The process's other threads run only the bot's work (simcord and the benches run on the
main thread): aiosqlite's thread runs every SQLite statement (the bench's own reads too, so
``threads`` keeps it apart), ``asyncio.to_thread`` work runs in the loop's executor. Their
CPU time is read from each thread's own clock; what the process spent beyond the threads
seen at the end (threads that ended meanwhile) counts as ``ended``.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import signal
import sys
import threading
import time
from collections.abc import Iterable
from pathlib import Path
from types import CodeType, FrameType, TracebackType
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
BENCH = (str(ROOT / "bench") + "/", str(ROOT / "tests") + "/")
BOT = (str(ROOT / "bot") + "/",)
IDLE = ("select", "poll", "epoll", "_run_once")
LOOP_CALLBACK = "asyncio/events.py"  # Handle._run: where the loop calls a callback
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
        self._simcord = _simcord_root()
        self._main = threading.main_thread().ident
        self._last = 0.0
        self._handler: Any = None
        self._gc_callbacks: set[CodeType] = set()

    def __enter__(self) -> CpuShare:
        if threading.current_thread() is not threading.main_thread():
            raise RuntimeError("CpuShare samples the main thread and must run on it")
        self._cpu = self._last = time.thread_time()
        self._process = time.process_time()
        self._clocks = _thread_clocks(self._skipped())
        self._handler = signal.signal(signal.SIGPROF, self._tick)
        signal.setitimer(signal.ITIMER_PROF, self.interval, self.interval)
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        signal.setitimer(signal.ITIMER_PROF, 0, 0)
        signal.signal(signal.SIGPROF, self._handler)
        self.thread_seconds = time.thread_time() - self._cpu
        clocks = _thread_clocks(self._skipped())
        process = time.process_time() - self._process
        for ident, (name, seconds) in clocks.items():
            spent = seconds - self._clocks.get(ident, (name, 0.0))[1]
            self.threads["sqlite" if SQLITE_THREAD in name else "other"] += spent
        self.threads["ended"] = max(0.0, process - self.thread_seconds
                                    - sum(self.threads.values()))

    def _skipped(self) -> set[int | None]:
        return {self._main}

    def _tick(self, signum: int, frame: FrameType | None) -> None:
        now = time.thread_time()
        spent, self._last = now - self._last, now
        if frame is not None:
            self._gc_callbacks = _codes(gc.callbacks)  # (the bench's own come after __enter__)
            self.samples[self._owner(frame)] += spent

    def _owner(self, frame: FrameType) -> str:
        if frame.f_code.co_name in IDLE and frame.f_code.co_filename.endswith(
                ("selectors.py", "base_events.py")):
            return "idle"
        current: FrameType | None = frame
        bot = False
        while current is not None:
            code = current.f_code
            name = code.co_filename
            if code in self._gc_callbacks:
                bot = False  # what the callback did is the collection's: whoever allocated
            elif name.startswith(self._simcord):
                return "bot" if bot else "bench"  # (the in-memory Discord feeding the bot)
            if name.startswith(BENCH):
                return "bench"  # (and the bot's code the bench calls itself: its reads)
            if name.startswith(BOT) or "/discord/" in name:
                bot = True
            elif code.co_name == "_run" and name.endswith(LOOP_CALLBACK):
                break  # a callback of the loop: what runs the loop is no caller of it
            # engine/, render/ and the rest decide nothing: the walk goes on to the caller.
            current = current.f_back
        return "bot"  # the bot's, or the event loop's own work for the bot's tasks

    @property
    def bot_share(self) -> float:
        busy = self.samples["bot"] + self.samples["bench"]
        return self.samples["bot"] / busy if busy else 0.0

    @property
    def bot_seconds(self) -> float:
        return self.thread_seconds * self.bot_share


def _codes(functions: Iterable[Any]) -> set[CodeType]:
    """The code objects of ``functions`` (bound methods' too)."""
    found = set()
    for function in functions:
        code = getattr(getattr(function, "__func__", function), "__code__", None)
        if isinstance(code, CodeType):
            found.add(code)
    return found


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


# The known split: the event loop runs the bench's work and the bot's by turns, as loop
# callbacks; the bot's step ends in a call that lets go of the GIL (os.urandom, as every
# discord.py view makes). The steps are compiled with file names under bench/ and bot/, so
# the sampler tells them apart; their timer with a name of neither.
_SPLIT = """
import os
def step(n):
    s = 0
    for i in range(n):
        s += i
    if RELEASE:
        os.urandom(16)
    return s
"""
_TIMER = """
import time
def timed(step, n, spent, key):
    started = time.thread_time()
    step(n)
    spent[key] += time.thread_time() - started
"""


def _compiled(source: str, file: str, name: str, **values: Any) -> Any:
    space: dict[str, Any] = dict(values)
    exec(compile(source, file, "exec"), space)
    return space[name]


def known_split(bench_steps: int, bot_steps: int, seconds: float = 2.0) -> tuple[float, float]:
    """(the bot's true share of the main thread's CPU, the share CpuShare samples)."""
    bench = _compiled(_SPLIT, str(ROOT / "bench" / "_known_split.py"), "step", RELEASE=False)
    bot = _compiled(_SPLIT, str(ROOT / "bot" / "_known_split.py"), "step", RELEASE=True)
    timed = _compiled(_TIMER, "<known split>", "timed")
    spent = {"bench": 0.0, "bot": 0.0}
    loop = asyncio.new_event_loop()

    def turn(end: float) -> None:
        if time.thread_time() >= end:
            loop.stop()
            return
        loop.call_soon(timed, bench, bench_steps, spent, "bench")
        loop.call_soon(timed, bot, bot_steps, spent, "bot")
        loop.call_soon(turn, end)

    with CpuShare() as share:
        loop.call_soon(turn, time.thread_time() + seconds)
        loop.run_forever()
    loop.close()
    return spent["bot"] / (spent["bot"] + spent["bench"]), share.bot_share


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    for bench_steps, bot_steps in ((20_000, 2_000), (2_000, 2_000), (200_000, 5_000)):
        true, sampled = known_split(bench_steps, bot_steps)
        print(f"bench {bench_steps:>7,} steps, bot {bot_steps:>5,} steps: the bot's true share "
              f"{true:.3f}, sampled {sampled:.3f}")
