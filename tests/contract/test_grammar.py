"""Issue 22, point 5: grammar by a library, not by hand. Every message of the bot's catalogue
and of every game's words file, in both languages, and every text the engines produce at the
sampled positions is swept for hand-made plurals ("point(s)", "Letzte(r)"), a "1" before a
plural noun ("1 games": a message that counts needs CLDR plural forms, see
engine/core/catalogue.py) and English words inside German texts."""

from __future__ import annotations

import re
import string
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.core.i18n import catalogue as bot_catalogue
from engine.core.catalogue import COUNT, Messages, load_file, plural_forms
from engine.core.registry import get_game
from engine.trepanation.data import DATA_FILE, load
from tests.contract.sampling import Table, ask, positions, viewers
from tests.contract.test_languages import texts_of

ROOT = Path(__file__).resolve().parents[2]
WORDS_FILES = sorted((ROOT / "engine").glob("*/words.toml")) + sorted(
    (ROOT / "engine" / "core").glob("*.toml"))

HANDMADE = re.compile(r"\w\((?:s|e|r|n|en|es|in|innen)\)")
PLURAL_NOUNS = (
    "games|points|cards|moves|players|rounds|turns|days|hours|minutes|penalties|votes|seats|"
    "times|workers|coins|Spiele|Partien|Punkte|Karten|Züge|Runden|Tage|Stunden|Minuten|"
    "Strafpunkte|Stimmen|Plätze|Arbeiter|Münzen|Fehlschlagpunkte")
ONE_PLURAL = re.compile(rf"(?<![\d.,])\b1 (?:{PLURAL_NOUNS})\b")
ENGLISH = re.compile(r"\b(?:the|and|your|you|with|press|player|players|turn|game|games|"
                     r"points|cards|still|needed)\b")
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
# Games whose words still break a rule, each with why (strict: fixing one makes it pass).
# Words files by the game's folder, sampled texts by its registry key.
XFAIL_WORDS: dict[str, str] = {}
XFAIL_TEXTS: dict[str, str] = {}


def printed_names() -> tuple[str, ...]:
    """Names that stay as printed on the components (docs/playing.md, "Names that stay as
    printed"): Trepanation's shows, printed in English only, read the same in German."""
    return tuple(sorted((show.name for show in load(DATA_FILE).shows.values()),
                        key=len, reverse=True))


PRINTED = printed_names()


def problems(text: str, lang: str) -> list[str]:
    found = [f"hand-made plural {m.group(0)!r}" for m in HANDMADE.finditer(text)]
    found += [f"{m.group(0)!r}" for m in ONE_PLURAL.finditer(text)]
    if lang == "de":
        plain = PLACEHOLDER.sub("", text)
        for name in PRINTED:
            plain = plain.replace(name, "")
        found += [f"English {m.group(0)!r} in German" for m in ENGLISH.finditer(plain)]
    return found


def filled(template: str, number: str) -> str:
    """``template`` with every placeholder given ``number``: how a count reads."""
    names = {name for _, name, _, _ in string.Formatter().parse(template) if name}
    return PLACEHOLDER.sub(lambda m: number if m.group(0)[1:-1] in names else m.group(0),
                           template)


def sweep(messages: Messages) -> Iterator[str]:
    """Every problem of every message, in both languages, as "key [lang]: problem"."""
    for key, texts in messages.items():
        for lang in ("en", "de"):
            forms = plural_forms(texts, lang)
            if forms:
                counted = [(forms.get("one", ""), "1"), (forms["other"], "2")]
            elif key.endswith("_many") and key[:-5] + "_one" in messages:
                counted = [(texts.get(lang, ""), "2")]  # the plural of a _one/_many pair
            else:
                counted = [(texts.get(lang, ""), "1")]
            for template, number in counted:
                for problem in problems(filled(template, number), lang):
                    yield f"{key} [{lang}]: {problem}"
            if forms and COUNT not in texts and "{count}" not in texts[lang]:
                yield f"{key} [{lang}]: plural forms but no {{count}} (nor a count entry)"


def test_the_sweep_finds_what_it_is_for():
    assert problems("2 failure point(s)", "en") and problems("der als Letzte(r)", "de")
    assert problems("1 games", "en") and problems("noch 1 Punkte nötig", "de")
    assert problems("Drück Snoop, the button", "de")
    assert not problems("1 game, 2 games, 1.500 Punkte", "en")
    assert list(sweep({"x": {"en": "{n} games played", "de": "{n} Spiele gespielt"}}))
    assert not list(sweep({"x": {"en": "{count} games", "en.one": "{count} game",
                                 "en.other": "{count} games", "de": "{count} Spiele",
                                 "de.one": "{count} Spiel", "de.other": "{count} Spiele"}}))


def test_the_bots_catalogue_has_no_hand_made_grammar():
    found = list(sweep(bot_catalogue()))
    assert not found, "\n".join(found)


@pytest.mark.parametrize("path", WORDS_FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_words_file_has_no_hand_made_grammar(path: Path, request: pytest.FixtureRequest):
    if path.parent.name in XFAIL_WORDS:
        request.applymarker(pytest.mark.xfail(reason=XFAIL_WORDS[path.parent.name],
                                              strict=True))
    found = list(sweep(load_file(path)))
    assert not found, "\n".join(found)


def engine_texts(table: Table) -> Iterator[tuple[str, str]]:
    """(language, text) of every text the sampled games showed, summaries included."""
    for pairs in texts_of(table).kinds.values():
        for en, de in pairs:
            yield "en", en
            yield "de", de
    game = table.game
    for state in positions(table):
        for viewer in viewers(game, state):
            for lang in ("en", "de"):
                for line in ask(game, "summary", lang, state, viewer):
                    yield lang, line


def test_engine_texts_at_sampled_positions_have_no_hand_made_grammar(
        table: Table, request: pytest.FixtureRequest) -> None:
    if table.key in XFAIL_TEXTS:
        request.applymarker(pytest.mark.xfail(reason=XFAIL_TEXTS[table.key], strict=True))
    found = sorted({f"[{lang}] {problem} in {text!r}" for lang, text in engine_texts(table)
                    for problem in problems(text, lang)})
    assert not found, "\n".join(found[:20])


def test_every_game_is_swept():
    assert {p.parent.name for p in WORDS_FILES} >= {
        get_game(key).__module__.split(".")[1] for key in ("doctor-lucky", "pompeii")}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_duration_the_bot_shows_is_said_by_babel(lang: str) -> None:
    """Clock settings, time left and time waited: CLDR units and plurals, no "1 days"."""
    from bot.core.durations import format_duration
    from bot.mine.overview import waited

    seconds = [60, 90 * 60, 3600, 86400, 2 * 86400, 86400 + 3600, 30 * 86400, 61, 3 * 3600 + 60]
    said = [format_duration(s, lang) for s in seconds] + [waited(s, lang) for s in seconds]
    found = [f"{text!r}: {problem}" for text in said for problem in problems(text, lang)]
    assert not found, "\n".join(found)
    singular = {"en": ("1 minute", "1 hour", "1 day"), "de": ("1 Minute", "1 Stunde", "1 Tag")}
    assert [format_duration(s, lang) for s in (60, 3600, 86400)] == list(singular[lang])
    assert format_duration(90 * 60, lang) == ("90 minutes" if lang == "en" else "90 Minuten")
