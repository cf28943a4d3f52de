"""Pictures drawn in worker processes (bot/core/pictures.py), and which events start a phase
worth one (Traits.turn_pictures)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import render
from bot.core.pictures import PicturePool, _draw_in_worker
from bot.play.announce import starts_phase
from bot.play.snapshots import Snapshot
from engine.core.registry import get_game


async def test_a_worker_process_draws_the_same_board_as_this_process():
    game = get_game("trepanation")
    view = game.view(game.setup(3, 5), None)
    pool = PicturePool()
    pool.start(1)
    try:
        drawn = await pool.draw("trepanation", "draw_board", view, ["A", "B", "C"], None, "de")
    finally:
        pool.stop()
    assert drawn == render.draw_board(view, ["A", "B", "C"], None, "de")
    assert pool.drawn == 1 and pool.cpu_seconds > 0


DIES = "TABLEHOST_TEST_PICTURE_WORKER_DIES"  # a file: while it exists, a drawing worker dies


def _dies_once(module: str, kind: str, args: tuple[Any, ...]) -> tuple[bytes, float]:
    marker = os.environ.get(DIES, "")
    if marker and os.path.exists(marker):
        os.remove(marker)
        os._exit(1)
    return _draw_in_worker(module, kind, args)


async def test_a_picture_worker_that_dies_is_replaced_and_the_picture_still_drawn(
        tmp_path: Path, monkeypatch: Any) -> None:
    marker = tmp_path / "die"
    marker.touch()
    monkeypatch.setenv(DIES, str(marker))  # (spawned workers inherit the environment)
    game = get_game("trepanation")
    view = game.view(game.setup(3, 5), None)
    pool = PicturePool()
    pool.work = _dies_once
    pool.start(1)
    try:
        drawn = await pool.draw("trepanation", "draw_board", view, ["A", "B", "C"], None, "en")
        again = await pool.draw("trepanation", "draw_board", view, ["A", "B", "C"], None, "en")
    finally:
        pool.stop()
    assert not marker.exists() and pool.rebuilt == 1
    assert drawn == again == render.draw_board(view, ["A", "B", "C"], None, "en")
    assert pool.drawn == 2


def snapshot(key: str) -> Snapshot:
    game = get_game(key)
    return Snapshot(game, game.setup(game.min_players, 3), 0)


def test_a_turn_gets_a_picture_only_where_the_game_wants_turn_pictures():
    turn = {"type": "phase", "turn": 4, "seat": 1}
    assert not starts_phase(snapshot("doctor-lucky"), [turn])
    assert not starts_phase(snapshot("pompeii"), [{"type": "phase", "round": 2, "seat": 0}])
    assert starts_phase(snapshot("pompeii"), [{"type": "phase", "phase": "eruption"}])
    assert starts_phase(snapshot("doctor-lucky"), [turn, {"type": "game_over"}])
    assert starts_phase(snapshot("trepanation"), [{"type": "phase", "phase": "action",
                                                   "day": 2}])
    assert not starts_phase(snapshot("trepanation"), [{"type": "phase", "phase": "action",
                                                       "private": [0]}])
