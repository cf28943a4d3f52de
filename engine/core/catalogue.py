"""Reading a words file: bilingual message files (TOML tables whose leaves are
``{en = "...", de = "..."}``) and the :class:`Catalogue` that says one message of one."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any, BinaryIO

Messages = dict[str, dict[str, str]]


def flatten(table: dict[str, Any], source: str, prefix: str = "", into: Messages | None = None,
            ) -> Messages:
    """Dotted keys -> {language: template}; a leaf table must have an English text."""
    found: Messages = {} if into is None else into
    for key, value in table.items():
        name = f"{prefix}.{key}" if prefix else key
        if isinstance(value, dict) and isinstance(value.get("en"), str):
            found[name] = {lang: str(text) for lang, text in value.items()}
        elif isinstance(value, dict):
            flatten(value, source, name, found)
        else:
            raise ValueError(f"{source}: {name} needs 'en' and 'de' texts")
    return found


def load(handle: BinaryIO, source: str) -> Messages:
    return flatten(tomllib.load(handle), source)


def load_file(path: Path) -> Messages:
    with path.open("rb") as handle:
        return load(handle, path.name)


def fill(messages: Messages, key: str, lang: str, values: dict[str, object]) -> str:
    """Message ``key`` in ``lang`` ('de...' means German), placeholders filled in."""
    texts = messages[key]
    template = texts["de"] if lang.lower().startswith("de") and "de" in texts else texts["en"]
    return template.format(**values) if values else template


class Catalogue:
    """One words file, read on first use: ``messages()`` gives every message and
    ``say(key, lang, **values)`` one message in ``lang`` with its placeholders filled."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._messages: Messages | None = None

    def messages(self) -> Messages:
        if self._messages is None:
            self._messages = load_file(self.path)
        return self._messages

    def say(self, key: str, lang: str | None = "en", **values: object) -> str:
        german = bool(lang) and str(lang).lower().startswith("de")
        return fill(self.messages(), key, "de" if german else "en", values)
