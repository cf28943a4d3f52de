"""One message catalogue for everything the bot says, in English and German.

Messages live in ``bot/locales/*.toml`` (one file per area, merged into one catalogue):

    [lobby.opened]
    en = "**{game}** lobby, hosted by {host}"
    de = "Lobby für **{game}**, eröffnet von {host}"

Ephemeral answers use the clicking user's Discord language (``interaction.locale``); public
messages use the server's (``guild.preferred_locale``). Slash-command names, descriptions and
option texts go through :class:`CatalogueTranslator` (discord.py's ``app_commands.Translator``)
with ``locale_str(english, key="...")``.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import discord
from discord import app_commands

from engine.core import words

LOCALES = Path(__file__).resolve().parent.parent / "locales"
LANGUAGES = ("en", "de")
DEFAULT = "en"


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
    template = texts.get(lang) or texts[DEFAULT]
    return template.format(**values) if values else template


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
        return catalogue().get(key, {}).get(lang)
