"""The seam to render/: pictures of the table, of the final scores and of one seat's own
view, drawn off the event loop, in the language of whoever will read them.

Drawing and PNG encoding run in a pool of worker processes (``PICTURES``, started by the bot
with ``PICTURE_WORKERS`` workers): a picture is a pure function of one viewer's view, so
its arguments pickle, and a drawing never holds the event loop's interpreter lock while
clicks wait. With no workers (the tests, which watch what render/ is asked) pictures are
drawn on a thread of this process.

render/ exposes ``draw_board(view, names, previous, lang)``, ``draw_scores(view, result,
names, lang)`` and ``draw_private(view, names, lang, choices, previous)`` returning PNG
bytes for every game with a ``render/<folder>/`` (found by the view's ``"game"`` key). For
any other game (or if drawing fails) callers show the game's summary in words instead.
Public posts are drawn in the server's language, answers only the clicker sees in the
clicker's. Names are plain display names: a picture cannot show mentions.
"""

from __future__ import annotations

import asyncio
import importlib
import io
import logging
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from multiprocessing import get_context
from types import ModuleType
from typing import Any

import discord

from engine.core.registry import render_module

log = logging.getLogger(__name__)

View = dict[str, Any]


def _draw_in_worker(module: str, kind: str, args: tuple[Any, ...]) -> tuple[bytes, float]:
    """In a worker process: the PNG of ``module.kind(*args)`` and the CPU seconds it took."""
    started = time.process_time()
    data: bytes = getattr(importlib.import_module(module), kind)(*args)
    return data, time.process_time() - started


def _draw_here(kind: str, args: tuple[Any, ...]) -> tuple[bytes, float]:
    started = time.thread_time()
    render = importlib.import_module("render")
    data: bytes = getattr(render, kind)(*args)
    return data, time.thread_time() - started


class PicturePool:
    """Where pictures are drawn: worker processes, or a thread here (no workers)."""

    def __init__(self) -> None:
        self.workers = 0
        self._pool: ProcessPoolExecutor | None = None
        self._running: set[asyncio.Future[Any]] = set()
        self.drawn = 0  # pictures drawn, and the CPU seconds they took (bench/bot_bench.py)
        self.cpu_seconds = 0.0
        self.rebuilt = 0  # pools replaced after a worker died
        self.work = _draw_in_worker  # (the tests put a worker that dies here)

    def start(self, workers: int) -> None:
        """Draw in ``workers`` processes from now on (0: on a thread of this process)."""
        if workers != self.workers:
            self.stop()
            self.workers = workers

    def stop(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    async def draw(self, game: str, kind: str, *args: Any) -> bytes:
        """``render.<kind>(*args)`` for ``game``'s pictures, off the event loop. A worker
        that died (killed, out of memory) breaks its pool: the pool is replaced and the
        picture drawn once more, so one lost worker does not turn every later picture into
        words until a restart."""
        try:
            data, seconds = await self._draw_once(game, kind, args)
        except BrokenProcessPool:
            log.warning("a picture worker process died; drawing again in a new one")
            data, seconds = await self._draw_once(game, kind, args)
        self.drawn += 1
        self.cpu_seconds += seconds
        return data

    async def _draw_once(self, game: str, kind: str,
                         args: tuple[Any, ...]) -> tuple[bytes, float]:
        loop = asyncio.get_running_loop()
        future: asyncio.Future[tuple[bytes, float]]
        pool = None
        if self.workers == 0:
            future = loop.run_in_executor(None, _draw_here, kind, args)
        else:
            if self._pool is None:  # spawned: no copy of the bot's loop, threads or sockets
                self._pool = ProcessPoolExecutor(self.workers, mp_context=get_context("spawn"))
            pool = self._pool
            module = render_module(game)
            if module is None:
                raise LookupError(f"no pictures for {game!r}")
            future = loop.run_in_executor(pool, self.work, module, kind, args)
        self._running.add(future)
        try:
            return await future
        except BrokenProcessPool:
            if pool is not None and pool is self._pool:  # (every picture it broke lands here)
                self._pool = None
                self.rebuilt += 1
                pool.shutdown(wait=False, cancel_futures=True)
            raise
        finally:
            self._running.discard(future)

    async def idle(self) -> None:
        """Wait until every picture asked for is drawn."""
        while self._running:
            await asyncio.wait(set(self._running))


PICTURES = PicturePool()


def _render() -> ModuleType | None:
    try:
        return importlib.import_module("render")
    except ImportError:
        return None


def can_draw(view: Any) -> bool:
    """Whether render/ has pictures for the game this view belongs to."""
    render = _render()
    if render is None or not isinstance(view, dict):
        return False
    return bool(render.has_pictures(str(view.get("game"))))


async def _attach(what: str, filename: str, kind: str, view: View,
                  *args: Any) -> discord.File | None:
    try:
        data = await PICTURES.draw(str(view["game"]), kind, view, *args)
    except Exception:
        log.warning("drawing the %s failed; posting text instead", what, exc_info=True)
        return None
    return discord.File(io.BytesIO(data), filename=filename)


async def draw_board(view: View, names: Sequence[str], previous: View | None = None,
                     lang: str = "en") -> discord.File | None:
    """The public table as an attachment, or None when there is no picture to post."""
    render = _render()
    if render is None or not can_draw(view):
        return None
    return await _attach(f"{view['game']} board", "board.png", "draw_board",
                         view, list(names) or None, previous, lang)


async def draw_scores(view: View, result: dict[str, Any], names: Sequence[str],
                      lang: str = "en") -> discord.File | None:
    """The final score sheet (``result`` is ``Result.to_json()``) as an attachment."""
    render = _render()
    if render is None or not can_draw(view):
        return None
    return await _attach(f"{view['game']} scores", "scores.png", "draw_scores",
                         view, result, list(names) or None, lang)


async def draw_private(view: View, names: Sequence[str], lang: str = "en",
                       choices: Sequence[str] = (), previous: View | None = None,
                       ) -> discord.File | None:
    """One seat's own view (``game.view(state, seat)``) with ``choices``, the first-level
    labels of what it may do now, as an attachment for that seat alone; what changed since
    ``previous`` (a public view: the table right after the seat's own last action) is
    marked."""
    render = _render()
    if render is None or not can_draw(view):
        return None
    return await _attach(f"{view['game']} private view", "mine.png", "draw_private",
                         view, list(names) or None, lang, list(choices), previous)
