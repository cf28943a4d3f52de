"""Pictures of every phase of a recorded game (``python -m engine replay --images``).

Kept apart from the rules: it is the one place in engine/ that draws, through render/.
"""

from __future__ import annotations

import json
from pathlib import Path

from engine.core.record import GameRecord
from engine.core.registry import get_game


def write_phase_images(record: GameRecord, folder: Path, names: list[str]) -> list[Path]:
    """Replay ``record`` and write the public picture at the start of every phase and the
    score sheet at the end. Returns the files written, in order."""
    import render

    game = get_game(record.game)
    state = game.setup(record.players, record.seed, record.options)
    folder.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    previous: dict | None = None

    def snapshot() -> None:
        nonlocal previous
        view = game.view(state, None)
        path = folder / f"{len(written):03d}-{_slug(game.phase_label(state))}.png"
        path.write_bytes(render.draw_board(view, names, previous))
        written.append(path)
        previous = view

    snapshot()
    for entry in record.log:
        events = game.apply(state, entry.seat, entry.action)
        if any(e["type"] == "phase" for e in events):
            snapshot()
    if game.is_over(state):
        path = folder / f"{len(written):03d}-scores.png"
        result = json.loads(json.dumps(game.result(state).to_json()))
        path.write_bytes(render.draw_scores(game.view(state, None), result, names))
        written.append(path)
    return written


def _slug(text: str) -> str:
    return "".join(c if c.isalnum() else "-" for c in text.lower()).strip("-")
