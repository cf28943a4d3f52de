"""Whose CPU it is: a sampler that splits the main thread's CPU time between the bot and
what only a bench runs (the in-memory Discord, simcord, and the bench's own players).

Every ``interval`` seconds a background thread looks at the main thread's stack. From the
innermost frame outwards, the first frame in simcord's package or in the bench's own files
(``bench/``, ``tests/``) makes the sample theirs; a frame of the bot or discord.py reached
first makes it the bot's. engine/ and render/ frames decide nothing: they count for their
caller (a bench player's, or the bot's), so the bench's own label look-ups and AI choices are
not the bot's. A main thread waiting in ``select`` is idle. The bot's share of the main
thread's CPU time (``time.thread_time``) is its CPU:

    with CpuShare() as share:
        ...
    share.bot_seconds
"""

from __future__ import annotations

import contextlib
import sys
import threading
import time
from pathlib import Path
from types import FrameType, TracebackType

ROOT = Path(__file__).resolve().parents[1]
BENCH = (str(ROOT / "bench") + "/", str(ROOT / "tests") + "/")
BOT = (str(ROOT / "bot") + "/",)
IDLE = ("select", "poll", "epoll", "_run_once")


def _simcord_root() -> str:
    import simcord

    return str(Path(simcord.__file__).resolve().parent) + "/"


class CpuShare:
    def __init__(self, interval: float = 0.0005) -> None:
        self.interval = interval
        self.samples = {"bot": 0, "bench": 0, "idle": 0}
        self.thread_seconds = 0.0
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
        self._sampler.start()
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.thread_seconds = time.thread_time() - self._cpu
        self._stop.set()
        self._sampler.join()
        sys.setswitchinterval(self._switch)

    def _run(self) -> None:
        while not self._stop.wait(self.interval):
            frame = sys._current_frames().get(self._main or 0)
            if frame is None:
                continue
            with contextlib.suppress(AttributeError):  # the walk raced the main thread
                self.samples[self._owner(frame)] += 1

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
