"""A multi-frame Pillow image whose frames are made only when the encoder seeks to them.

Pillow's animated WebP and GIF writers walk a multi-frame image with ``seek``; handing them
this instead of a list of finished frames keeps one frame in memory at a time (200 boards
of 1600x1250 RGB would take over a gigabyte).
"""

from __future__ import annotations

from collections.abc import Callable

from PIL import Image


class FrameSequence(Image.Image):
    def __init__(self, make: Callable[[int], Image.Image], count: int) -> None:
        if count < 1:
            raise ValueError("an animation needs at least one frame")
        super().__init__()
        self._make = make
        self._count = count
        self._frame = 0
        self._show(0)

    @property
    def n_frames(self) -> int:
        return self._count

    @property
    def is_animated(self) -> bool:
        return self._count > 1

    def seek(self, frame: int) -> None:
        if not 0 <= frame < self._count:
            raise EOFError(f"no frame {frame}")
        if frame != self._frame:
            self._show(frame)

    def tell(self) -> int:
        return self._frame

    def _show(self, frame: int) -> None:
        image = self._make(frame)
        image.load()
        self.im = image.im
        self._mode = image.mode
        self._size = image.size
        self.palette = image.palette.copy() if image.palette else None
        self._frame = frame
