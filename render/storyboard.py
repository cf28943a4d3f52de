"""Which moments of a recorded game become frames of its animated replay, and their pictures.

A moment is a number of logged moves: the position after that many moves is drawn. The
frames are the start, every move whose events begin a phase (or turn) and the game's end,
as for the still pictures of ``python -m render replay``. A game with fewer than
:data:`MIN_PHASES` or more than :data:`MAX_PHASES` phase events is sampled instead: one
move per round of play (``players`` moves), thinned evenly when there are still too many.

Every board is drawn from the public view (``game.view(state, None)``) and captioned with
the public phase label; only the score sheet of a finished game, always the last scene,
shows what the end of the game reveals.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from engine.core.protocol import Game, IllegalAction, State
from engine.core.record import GameRecord
from engine.core.registry import get_game
from render import NoRenderer, draw_board, draw_scores, has_pictures

PICTURE_EVENTS = frozenset({"phase", "game_over"})  # a new phase or turn began, the game ended
MIN_PHASES = 4  # fewer phase events than this: the game's phases are too long to show it
MAX_PHASES = 200  # more than this: phases are too short to be worth a frame each
MAX_FRAMES = 200  # frames of one replay, the score sheet included

Progress = Callable[[int, int], None]
View = dict[str, Any]


@dataclass(frozen=True)
class Scene:
    """One frame before it is composed: a PNG and its caption."""

    picture: bytes
    caption: str
    is_scores: bool = False


def _no_progress(done: int, total: int) -> None:
    return None


def phase_caption(game: Game, state: State, lang: str) -> str:
    """The game's phase label in ``lang``."""
    return str(game.words.phase_label(state, lang))


def _result(game: Game, state: State, lang: str) -> dict[str, Any]:
    return game.result(state, lang).to_json()


def drawable_game(record: GameRecord) -> Game:
    """The record's game; :class:`NoRenderer` when it has no pictures (an unknown game
    raises the registry's ``UnknownGame``)."""
    game = get_game(record.game)
    if not has_pictures(record.game):
        raise NoRenderer(record.game)
    return game


def _setup(game: Game, record: GameRecord) -> State:
    return game.setup(record.players, record.seed, record.options)


def _apply(game: Game, state: State, record: GameRecord, index: int) -> list[dict[str, Any]]:
    entry = record.log[index]
    try:
        return game.apply(state, entry.seat, entry.action)
    except IllegalAction as exc:
        raise IllegalAction(f"action {index + 1} of the log is illegal: {exc}") from exc


def thin(moments: Sequence[int], count: int) -> list[int]:
    """``count`` of ``moments`` spread evenly, the first and last always among them."""
    if len(moments) <= count:
        return list(moments)
    if count <= 1:
        return [moments[-1]]
    last = len(moments) - 1
    return [moments[round(i * last / (count - 1))] for i in range(count)]


@dataclass(frozen=True)
class Plan:
    moments: list[int]  # move counts after which a board is drawn, 0 the start
    over: bool  # the log ends the game: the score sheet follows the last board


def plan(game: Game, record: GameRecord, max_frames: int = MAX_FRAMES) -> Plan:
    """Which positions to draw: at most ``max_frames`` frames with the score sheet of a
    finished game. Replays the whole log first, so an illegal action is refused before
    any drawing."""
    state = _setup(game, record)
    phases: list[int] = [0]
    phase_events = 0
    for index in range(len(record.log)):
        kinds = {event["type"] for event in _apply(game, state, record, index)}
        phase_events += "phase" in kinds
        if kinds & PICTURE_EVENTS:
            phases.append(index + 1)
    moves = len(record.log)
    if MIN_PHASES <= phase_events <= MAX_PHASES:
        chosen = phases
    else:
        chosen = sorted({*range(0, moves + 1, max(1, record.players)), moves})
    over = game.is_over(state)
    return Plan(thin(chosen, max(1, max_frames - over)), over)


def draw_scene(game: Game, state: State, names: Sequence[str] | None, previous: View | None,
               lang: str) -> tuple[Scene, View]:
    """The public board of ``state`` with its caption, and the view it was drawn from
    (the ``previous`` of the next scene). Reads the state only through the public view and
    the phase label, so nothing hidden can reach the frame."""
    view = game.view(state, None)
    return Scene(draw_board(view, names, previous, lang), phase_caption(game, state, lang)), view


def draw_scenes(record: GameRecord, lang: str = "en", max_frames: int = MAX_FRAMES,
                progress: Progress = _no_progress) -> list[Scene]:
    """Every scene of the replay in order; the score sheet last if the game is over.
    ``progress(done, total)`` is called after each picture."""
    if max_frames < 2:
        raise ValueError(f"a replay needs at least 2 frames, not {max_frames}")
    game = drawable_game(record)
    chosen = plan(game, record, max_frames)
    state = _setup(game, record)
    total = len(chosen.moments) + chosen.over
    names = record.names or None
    scenes: list[Scene] = []
    previous: View | None = None
    applied = 0
    for moment in chosen.moments:
        while applied < moment:
            _apply(game, state, record, applied)
            applied += 1
        scene, previous = draw_scene(game, state, names, previous, lang)
        scenes.append(scene)
        progress(len(scenes), total)
    if chosen.over:
        while applied < len(record.log):
            _apply(game, state, record, applied)
            applied += 1
        picture = draw_scores(game.view(state, None), _result(game, state, lang), names, lang)
        scenes.append(Scene(picture, phase_caption(game, state, lang), is_scores=True))
        progress(len(scenes), total)
    return scenes

