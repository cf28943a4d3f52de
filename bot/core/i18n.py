"""One message catalogue for everything the bot says, in English and German.

Messages live in ``bot/locales/*.toml`` (one file per area, merged into one catalogue):

    [lobby.opened]
    en = "**{game}** lobby, hosted by {host}"
    de = "Lobby für **{game}**, eröffnet von {host}"

Ephemeral answers use the clicking user's Discord language (``interaction.locale``); public
messages use the server's (``guild.preferred_locale``). Slash-command names, descriptions and
option texts go through :class:`CatalogueTranslator` (discord.py's ``app_commands.Translator``)
with ``locale_str(english, key="...")``.

A text that names a slash command or a button says so with a placeholder, so the name is the
one the reader's client shows: ``{cmd:game status}`` becomes `` `/spiel status` `` in German
(from the same catalogue keys the translator gives Discord), ``{button:play.button.my_hand}``
the label of that button; :func:`t` fills them in every message, :func:`fill_mentions` in
other texts (the games' rules help).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from functools import cache
from pathlib import Path
from typing import Any

import discord
from discord import app_commands

from engine.core import words
from engine.core.catalogue import pick
from engine.core.registry import UnknownGame, get_game

LOCALES = Path(__file__).resolve().parent.parent / "locales"
LANGUAGES = ("en", "de")
DEFAULT = "en"

# Every slash command a text may name, by its English path: the catalogue keys of its words.
# tests/bot/test_command_mentions.py holds this to the commands the bot registers.
COMMANDS: dict[str, tuple[str, ...]] = {
    "game": ("cmd.game.name",),
    **{f"game {sub}": ("cmd.game.name", key) for sub, key in {
        "new": "cmd.game.new.name",
        "join": "cmd.game.join.name",
        "leave": "cmd.game.leave.name",
        "start": "cmd.game.start.name",
        "status": "cmd.game.status.name",
        "abort": "cmd.game.abort.name",
        "undo": "history.cmd.undo",
        "log": "history.cmd.log",
        "export": "history.cmd.export",
        "replay": "replay.cmd.name",
        "addbot": "clock.cmd.addbot_name",
        "away": "clock.cmd.away_name",
        "back": "clock.cmd.back_name",
        "mine": "mine.cmd.name",
    }.items()},
    "stats": ("community.cmd.stats",),
    "leaderboard": ("community.cmd.leaderboard",),
    "rules": ("community.cmd.rules",),
    "notify": ("notify.cmd.name",),
}
MENTION_ARG = re.compile(r"\{[a-z_0-9]*\}")
GAME_NAME = re.compile(r"games\.([a-z0-9_-]+)\.name")
MENTION = re.compile(r"\{(cmd|button|word):([a-z0-9_. -]+)\}")


class MissingMessage(KeyError):
    def __str__(self) -> str:
        return f"no message {self.args[0]!r} in the catalogue"


@cache
def catalogue() -> dict[str, dict[str, str]]:
    """Every message: key -> {language: text}."""
    messages: dict[str, dict[str, str]] = {}
    for path in sorted(LOCALES.glob("*.toml")):
        found = words.load_file(path)
        clash = set(found) & set(messages)
        if clash:
            raise ValueError(f"{path.name} repeats message keys: {', '.join(sorted(clash))}")
        messages.update(found)
    return messages


class InLanguage:
    """A message value said in the reader's language, for a message whose language is not
    known yet (a :class:`~bot.core.replies.Refusal` raised before it is answered):
    ``Refusal("lobby.too_few", game=InLanguage(game.words.game_name))``."""

    def __init__(self, say: Callable[[str], str]) -> None:
        self.say = say

    def __str__(self) -> str:
        return self.say(DEFAULT)


def language(locale: discord.Locale | str | None) -> str:
    """Our language for a Discord locale: German for any 'de' locale, else English."""
    text = str(getattr(locale, "value", locale) or "")
    return "de" if text.lower().startswith("de") else DEFAULT


def t(key: str, lang: str = DEFAULT, /, **values: Any) -> str:
    """The message ``key`` in ``lang`` with ``{placeholders}`` filled in."""
    try:
        texts = catalogue()[key]
    except KeyError:
        raise MissingMessage(key) from None
    said = {name: value.say(lang) if isinstance(value, InLanguage) else value
            for name, value in values.items()}
    template, said = pick(texts, lang if lang in texts else DEFAULT, said)
    template = fill_mentions(template, lang)
    return template.format(**said) if said else template


def command_mention(path: str, lang: str = DEFAULT) -> str:
    """A slash command as the reader's client shows it: ``game status`` -> `` `/spiel status` ``
    in German. A path not in :data:`COMMANDS` raises ``KeyError``."""
    return "`/" + " ".join(t(key, lang) for key in COMMANDS[path]) + "`"


def fill_mentions(text: str, lang: str = DEFAULT,
                  words: Mapping[str, Mapping[str, str]] | None = None) -> str:
    """``text`` with ``{cmd:<path>}``, ``{button:<catalogue key>}`` and, given a game's
    ``words``, ``{word:<key>}`` (a label from the game's words file; its own placeholders
    shown as "…") replaced by what the reader sees in ``lang``."""
    def one(found: re.Match[str]) -> str:
        kind, name = found.group(1), found.group(2)
        if kind == "cmd":
            return command_mention(name, lang)
        if kind == "button":
            return t(name, lang)
        if words is None:
            raise KeyError(f"{found.group(0)} needs the game's words")
        texts = words[name]
        template = texts.get(language(lang)) or texts[DEFAULT]
        return MENTION_ARG.sub("…", template)

    return MENTION.sub(one, text) if "{" in text else text


def user_lang(interaction: discord.Interaction[Any]) -> str:
    """For ephemeral answers: the language of the person who clicked."""
    return language(interaction.locale)


def guild_lang(source: discord.Interaction[Any] | discord.Guild | None) -> str:
    """For public messages: the server's language."""
    if isinstance(source, discord.Interaction):
        source = source.guild
    return language(source.preferred_locale if source is not None else None)


def cmd(english: str, key: str) -> app_commands.locale_str:
    """A slash-command text that the translator looks up under ``key``."""
    return app_commands.locale_str(english, key=key)


class CatalogueTranslator(app_commands.Translator):
    """Gives Discord the German names and descriptions of our slash commands."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        key = string.extras.get("key")
        lang = language(locale)
        if key is None or lang == DEFAULT:
            return None
        game = GAME_NAME.fullmatch(key)
        if game is not None:  # a game's name in the /game new and /rules choices
            try:
                return get_game(game.group(1)).words.game_name(lang)
            except UnknownGame:
                return None
        return catalogue().get(key, {}).get(lang)
