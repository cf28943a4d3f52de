"""PNG encoding of finished pictures."""

from __future__ import annotations

from io import BytesIO

from PIL import Image


def encode(image: Image.Image, compress_level: int) -> bytes:
    buffer = BytesIO()
    image.save(buffer, "PNG", compress_level=compress_level)
    return buffer.getvalue()
