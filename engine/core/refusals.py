"""The engine's own refusals (a finished game, another seat's turn, unknown options) in both
languages: :func:`worded` gives the ``say(lang)`` that :class:`~engine.core.types.IllegalAction`
and :class:`~engine.core.types.BadOptions` carry, so the bot answers in the reader's language
and the command line in English."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from babel.lists import format_list

from engine.core.catalogue import Catalogue
from engine.core.types import Say, is_german

REFUSALS = Catalogue(Path(__file__).with_name("refusals.toml"))


def worded(key: str, **values: object) -> Say:
    """``refusal.<key>`` said in the language asked for. A value may itself depend on the
    language: a ``say(lang)`` callable (a game's name) or a sequence of words (joined as the
    language lists them, "a, b and c")."""

    def say(lang: str) -> str:
        locale = "de" if is_german(lang) else "en"
        said = {name: _in(value, locale) for name, value in values.items()}
        return REFUSALS.say(f"refusal.{key}", locale, **said)

    return say


def _in(value: object, locale: str) -> object:
    if callable(value):
        return value(locale)
    if isinstance(value, Sequence) and not isinstance(value, str):
        return format_list([str(item) for item in value], locale=locale)
    return value

