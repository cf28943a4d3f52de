"""Rules help in our own words: the topics of a game's ``help.toml``, in English and German.

Each game package may hold a ``help.toml`` next to its rules (``engine/<package>/help.toml``)
with a list of ``[[topic]]`` tables: ``key`` (stable ASCII, used as the slash-command choice
value), ``title.en``/``title.de`` and ``text.en``/``text.de`` (Discord markdown). The first
topic is the overview. Pure data access: no Discord, no I/O beyond reading that file once.

A text names a button by placeholder, so the name is the label the reader sees: ``{word:<key>}``
a label of the game's ``words.toml`` (:func:`label_words`), ``{button:<key>}`` and
``{cmd:<command>}`` the bot's buttons and slash commands; the bot fills them in.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from importlib.util import find_spec
from pathlib import Path
from typing import Any

from engine.core import registry
from engine.core.catalogue import Messages, load_file

HELP_FILE = "help.toml"
WORDS_FILE = "words.toml"
LANGUAGES = ("en", "de")
OVERVIEW = "overview"

# Limits the tests hold every help file to (Discord: 25 choices; one embed comfortably).
MAX_TOPICS = 25
MAX_TITLE = 45
MAX_TEXT = 1500


@dataclass(frozen=True)
class HelpTopic:
    key: str
    titles: dict[str, str]
    texts: dict[str, str]

    def title(self, lang: str) -> str:
        return self.titles[language(lang)]

    def text(self, lang: str) -> str:
        return self.texts[language(lang)]


def language(lang: str | None) -> str:
    """``de`` for any German locale (``de``, ``de-DE`` ...), otherwise ``en``."""
    return "de" if lang and lang.lower().startswith("de") else "en"


def help_path(game_key: str) -> Path:
    """Where a game's help file lives: beside the module the registry loads the game from.

    The module is located without being imported, so asking for help never runs game code.
    Raises ``registry.UnknownGame`` for a key the registry does not know.
    """
    module = registry.entry(game_key).module
    spec = find_spec(module)
    if spec is None or spec.origin is None:
        raise FileNotFoundError(f"cannot locate module {module!r} of game {game_key!r}")
    return Path(spec.origin).parent / HELP_FILE


def has_help(game_key: str) -> bool:
    return help_path(game_key).is_file()


@cache
def label_words(game_key: str) -> Messages:
    """The game's words file (button and menu labels among them), read as data, so a help
    text's ``{word:<key>}`` shows the same label as the button; empty without one."""
    path = help_path(game_key).parent / WORDS_FILE
    return load_file(path) if path.is_file() else {}


def _parse(raw: dict[str, Any], source: Path) -> tuple[HelpTopic, ...]:
    entries = raw.get("topic")
    if not isinstance(entries, list) or not entries:
        raise ValueError(f"{source}: no [[topic]] tables")
    found: list[HelpTopic] = []
    for entry in entries:
        key = entry.get("key")
        titles = entry.get("title")
        texts = entry.get("text")
        if not isinstance(key, str) or not isinstance(titles, dict) or not isinstance(texts, dict):
            raise ValueError(f"{source}: every topic needs key, title.* and text.*")
        found.append(
            HelpTopic(
                key=key,
                titles={lang: str(titles[lang]).strip() for lang in titles},
                texts={lang: str(texts[lang]).strip() for lang in texts},
            )
        )
    return tuple(found)


@cache
def _load(game_key: str) -> tuple[HelpTopic, ...]:
    path = help_path(game_key)
    with path.open("rb") as fh:
        return _parse(tomllib.load(fh), path)


def topics(game_key: str) -> list[HelpTopic]:
    """The topics of a game in file order, overview first (cached after the first read)."""
    return list(_load(game_key))


def topic_keys(game_key: str) -> list[str]:
    return [topic.key for topic in _load(game_key)]


def help_text(game_key: str, topic: str | None, lang: str) -> tuple[str, str]:
    """(title, text) of ``topic`` (None: the overview) in the user's language.

    ``lang`` is a Discord locale: anything starting with ``de`` gives German, everything
    else English. An unknown topic raises ``KeyError`` naming the valid keys; an unknown
    game raises ``registry.UnknownGame``; a known game without a help file raises
    ``FileNotFoundError`` (see ``has_help``).
    """
    found = {entry.key: entry for entry in _load(game_key)}
    key = OVERVIEW if topic is None else topic
    if key not in found:
        valid = ", ".join(found)
        raise KeyError(f"no rules topic {key!r} for {game_key!r} (valid: {valid})")
    entry = found[key]
    return entry.title(lang), entry.text(lang)
