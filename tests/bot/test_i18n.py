"""The message catalogue: every message in both languages, every key the code uses exists."""

import re
import string
from pathlib import Path

import discord
import pytest

from bot.core.i18n import LANGUAGES, MissingMessage, catalogue, language, t

BOT = Path(__file__).resolve().parents[2] / "bot"
KEY_USE = re.compile(r"""\b(?:t|cmd)\(\s*(?:[^,()]*,\s*)?["']([a-z0-9_.]+)["']""")


def test_every_message_has_every_language():
    for key, texts in catalogue().items():
        for lang in LANGUAGES:
            assert texts.get(lang, "").strip(), f"{key} has no {lang} text"


def test_languages_use_the_same_placeholders():
    fields = string.Formatter()
    for key, texts in catalogue().items():
        names = [{f for _, f, _, _ in fields.parse(texts[lang]) if f} for lang in LANGUAGES]
        assert all(n == names[0] for n in names), f"{key} placeholders differ: {names}"


def test_every_key_used_in_the_code_exists():
    used = set()
    for path in BOT.rglob("*.py"):
        used |= set(KEY_USE.findall(path.read_text(encoding="utf-8")))
    missing = sorted(k for k in used if k not in catalogue())
    assert not missing, f"keys used but not in bot/locales: {missing}"


@pytest.mark.parametrize("locale,lang", [
    (discord.Locale.german, "de"), ("de", "de"), (discord.Locale.american_english, "en"),
    (discord.Locale.french, "en"), (None, "en"),
])
def test_language_follows_the_discord_locale(locale, lang):
    assert language(locale) == lang


def test_t_fills_placeholders_and_refuses_unknown_keys():
    assert t("common.yes", "de") == "Ja"
    with pytest.raises(MissingMessage):
        t("no.such.message")
