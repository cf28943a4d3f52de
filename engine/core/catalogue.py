"""Reading a words file: bilingual message files (TOML tables whose leaves are
``{en = "...", de = "..."}``) and the :class:`Catalogue` that says one message of one.

A message that counts something has a text per CLDR plural form, picked by Babel's plural
rules for the language from the number in its ``{count}`` placeholder (or the one its
``count`` entry names), which is written as the language writes numbers ("1.500"):

    [event.penalty]
    count = "points"
    en.one = "{who} takes {points} penalty point."
    en.other = "{who} takes {points} penalty points."
    de.one = "{who} bekommt {points} Strafpunkt."
    de.other = "{who} bekommt {points} Strafpunkte."

Such an entry reads as ``{"en": <other>, "en.one": ..., "en.other": ..., "#count": ...}``,
so code that only wants a language's text still finds it under the language.
"""

from __future__ import annotations

import tomllib
from functools import lru_cache
from pathlib import Path
from typing import Any, BinaryIO

from babel import Locale
from babel.numbers import format_decimal

Messages = dict[str, dict[str, str]]
COUNT = "#count"  # where an entry keeps the name of the placeholder it counts by


def _is_leaf(value: dict[str, Any]) -> bool:
    english = value.get("en")
    return isinstance(english, str) or (isinstance(english, dict)
                                        and isinstance(english.get("other"), str))


def _texts(value: dict[str, Any]) -> dict[str, str]:
    texts: dict[str, str] = {}
    for lang, text in value.items():
        if lang == "count":
            texts[COUNT] = str(text)
        elif isinstance(text, dict):  # plural forms: one, other (and few, many ...)
            texts[lang] = str(text["other"])
            texts.update({f"{lang}.{form}": str(said) for form, said in text.items()})
        else:
            texts[lang] = str(text)
    return texts


# Menus and log lines say the same small numbers over and over, and Babel works each out
# afresh (about 40 us a number); both answers depend on the number and language alone.
@lru_cache(maxsize=4096)
def plural_form(count: int, lang: str) -> str:
    """The CLDR plural form ("one", "other" ...) of ``count`` in ``lang``."""
    return str(Locale.parse(lang).plural_form(abs(count)))


@lru_cache(maxsize=4096)
def number(value: int, lang: str) -> str:
    """``value`` written as ``lang`` ("en", "de") writes whole numbers: "1,500", "1.500"."""
    return format_decimal(value, locale=lang)


def plural_forms(texts: dict[str, str], lang: str) -> dict[str, str]:
    """The plural forms of one entry in ``lang`` (empty for a message without)."""
    return {key.split(".", 1)[1]: text for key, text in texts.items()
            if key.startswith(lang + ".")}


def flatten(table: dict[str, Any], source: str, prefix: str = "", into: Messages | None = None,
            ) -> Messages:
    """Dotted keys -> {language: template}; a leaf table must have an English text."""
    found: Messages = {} if into is None else into
    for key, value in table.items():
        name = f"{prefix}.{key}" if prefix else key
        if isinstance(value, dict) and _is_leaf(value):
            found[name] = _texts(value)
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


def fill(messages: Messages, key: str, lang: str, values: dict[str, Any]) -> str:
    """Message ``key`` in ``lang`` ('de...' means German), placeholders filled in."""
    template, values = pick(messages[key], lang, values)
    return template.format(**values) if values else template


def pick(texts: dict[str, str], lang: str, values: dict[str, Any]
         ) -> tuple[str, dict[str, Any]]:
    """The template of one entry in ``lang`` ('de...' means German, else English) for
    ``values``: the plural form its count calls for, the count written as ``lang`` writes
    numbers."""
    lang = "de" if lang.lower().startswith("de") and "de" in texts else "en"
    template = texts[lang]
    by = texts.get(COUNT, "count")
    count = values.get(by)
    if f"{lang}.other" in texts and isinstance(count, int) and not isinstance(count, bool):
        template = texts.get(f"{lang}.{plural_form(count, lang)}", template)
        values = {**values, by: number(count, lang)}
    return template, values


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
