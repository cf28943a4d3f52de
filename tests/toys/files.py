"""The one header every toy game shares: its data file and its words file, read once."""

from __future__ import annotations

import tomllib
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

from engine.core.words import Catalogue

HERE = Path(__file__).parent


def toy_files(name: str) -> tuple[Callable[[], dict[str, Any]], Catalogue]:
    """``(data, words)`` of toy ``name``: ``data()`` reads ``<name>.toml`` on first use;
    ``words`` is the catalogue of ``<name>_words.toml``."""

    @cache
    def data() -> dict[str, Any]:
        with (HERE / f"{name}.toml").open("rb") as handle:
            return tomllib.load(handle)

    return data, Catalogue(HERE / f"{name}_words.toml")
