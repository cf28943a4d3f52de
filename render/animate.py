"""An animated replay of a whole recorded game: one frame per phase (or turn), the public
board under a caption in the reader's language, the score sheet last.

:func:`animate_record` is pure (no files, no network): it returns the animation's bytes as
WebP (lossless, animated) or GIF, no larger than ``limit_bytes``. When the first encoding is
too large, frames are scaled down (to :data:`MIN_READABLE_SCALE` at first), then frames are
skipped evenly (the first and the last, the score sheet, always stay), and only then scaled
further; :class:`ReplayTooLarge` when even two frames of :data:`MIN_WIDTH` pixels do not fit.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from io import BytesIO
from math import floor, sqrt

from PIL import Image

from engine.core.record import GameRecord
from render.common.png import palette_of
from render.filmstrip import canvas_size, compose, scaled, scaled_size
from render.frame_sequence import FrameSequence
from render.storyboard import MAX_FRAMES, Progress, Scene, draw_scenes, thin

FORMATS = ("webp", "gif")
DEFAULT_LIMIT = 10 * 1024 * 1024  # Discord's attachment limit for most servers
FRAME_MS = 1200
LAST_FRAME_MS = 5000  # time to read the score sheet before the animation starts again
MIN_READABLE_SCALE = 0.6  # below this the board's small text blurs: skip frames first
MIN_WIDTH = 160  # px: no frame is made narrower than this
MAX_ATTEMPTS = 12
HEADROOM = 0.92  # aim this far under the limit, since size is not exactly proportional
WEBP_OPTIONS = {"lossless": True, "method": 1, "quality": 50}  # measured: size against time


class ReplayTooLarge(ValueError):
    """Even the smallest animation allowed is larger than the size limit."""


@dataclass(frozen=True)
class AnimatedReplay:
    data: bytes
    format: str  # "webp" or "gif"
    frame_count: int
    size: tuple[int, int]  # width, height in pixels
    scale: float  # of the full-size pictures, 1.0 when not shrunk
    skipped: int  # frames left out to fit the limit

    @property
    def byte_size(self) -> int:
        return len(self.data)


def _ignore(done: int, total: int) -> None:
    return None


def animate_record(
    record: GameRecord, lang: str = "en", limit_bytes: int = DEFAULT_LIMIT, fmt: str = "webp",
    progress: Progress = _ignore, max_frames: int = MAX_FRAMES,
) -> AnimatedReplay:
    """The animated replay of ``record`` in ``lang``, at most ``limit_bytes`` long.

    ``progress(done, total)`` is called after each picture is drawn (the slow part; the
    encoding follows the last call). Raises the registry's ``UnknownGame``,
    ``render.NoRenderer`` for a game without pictures, ``IllegalAction`` for a log that
    does not replay, ``ValueError`` for a bad format, limit or frame count, and
    :class:`ReplayTooLarge`.
    """
    if fmt not in FORMATS:
        raise ValueError(f"format must be one of {', '.join(FORMATS)}, not {fmt!r}")
    if limit_bytes <= 0:
        raise ValueError(f"the size limit must be a positive number of bytes, not {limit_bytes}")
    scenes = draw_scenes(record, lang, max_frames, progress)
    return fit(scenes, limit_bytes, fmt)


def fit(scenes: Sequence[Scene], limit_bytes: int, fmt: str) -> AnimatedReplay:
    """Encode ``scenes``, shrinking and skipping until the result fits ``limit_bytes``."""
    full = canvas_size([Image.open(BytesIO(scene.picture)).size for scene in scenes])
    count, scale = len(scenes), 1.0
    for _ in range(MAX_ATTEMPTS):
        kept = [scenes[i] for i in thin(range(len(scenes)), count)]
        size = scaled_size(full, scale)
        data = encode(kept, full, scale, fmt)
        if len(data) <= limit_bytes:
            return AnimatedReplay(data, fmt, len(kept), size, scale, len(scenes) - len(kept))
        count, scale = _smaller(count, scale, HEADROOM * limit_bytes / len(data))
        if scale * full[0] < MIN_WIDTH:
            break
    raise ReplayTooLarge(
        f"the replay does not fit in {limit_bytes} bytes: its smallest try was {len(data)} "
        f"bytes ({len(kept)} frames of {size[0]}x{size[1]} px)")


def _smaller(count: int, scale: float, ratio: float) -> tuple[int, float]:
    """The next frame count and scale, for an encoding ``ratio`` times as large as the
    last; the size grows about with the frames' count times their area."""
    budget = count * scale * scale * ratio  # in full-size frames
    if budget / count >= MIN_READABLE_SCALE**2:
        return count, sqrt(budget / count)
    readable = min(scale, MIN_READABLE_SCALE)
    fewer = max(2, floor(budget / readable**2))
    if fewer < count:
        return fewer, readable
    return count, sqrt(budget / count)


def durations(count: int) -> list[int]:
    return [FRAME_MS] * (count - 1) + [LAST_FRAME_MS]


def encode(scenes: Sequence[Scene], full: tuple[int, int], scale: float, fmt: str) -> bytes:
    def frame(index: int) -> Image.Image:
        image = scaled(compose(scenes[index], index + 1, len(scenes), full), scale)
        if fmt == "gif":
            return image.quantize(palette=palette_of(image), dither=Image.Dither.NONE)
        return image

    sequence = FrameSequence(frame, len(scenes))
    out = BytesIO()
    if fmt == "gif":
        sequence.save(out, "GIF", save_all=True, duration=durations(len(scenes)), loop=0)
    else:
        sequence.save(out, "WEBP", save_all=True, duration=durations(len(scenes)), loop=0,
                      **WEBP_OPTIONS)
    return out.getvalue()
