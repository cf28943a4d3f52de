"""The /rules texts are our own words, and every words.toml entry is in both languages."""

import re
from pathlib import Path

import pytest

from engine.core.rules_help import topics
from engine.pompeii.data import load
from engine.pompeii.text import catalogue

NAME = "pompeji-die-letzten-tage.de.txt"
# ../shared beside the checkout, or one level higher for a worktree
RULEBOOK = next((p / "shared" / "rules" / NAME for p in Path(__file__).resolve().parents[3:5]
                 if (p / "shared" / "rules" / NAME).is_file()), Path(NAME))


def runs(text: str, n: int = 8) -> set[tuple[str, ...]]:
    found = re.findall(r"[^\W_]+", text.lower())
    return {tuple(found[i: i + n]) for i in range(len(found) - n + 1)}


def test_help_topics_do_not_copy_eight_words_from_the_rulebook():
    if not RULEBOOK.is_file():
        pytest.skip("the shared rulebook is not available")
    book = runs(RULEBOOK.read_text(encoding="utf-8"))
    for topic in topics("pompeii"):
        for lang in ("en", "de"):
            assert not runs(topic.titles[lang] + " " + topic.texts[lang]) & book, topic.key


def test_help_has_an_overview_and_both_languages():
    found = topics("pompeii")
    assert found[0].key == "overview"
    for topic in found:
        assert set(topic.texts) == {"en", "de"} and topic.texts["en"] != topic.texts["de"]


def test_every_message_has_english_and_german_with_the_same_placeholders():
    for key, texts in catalogue().items():
        assert set(texts) == {"en", "de"}, key
        holes = [sorted(re.findall(r"\{[^{}]*\}", texts[lang])) for lang in ("en", "de")]
        assert holes[0] == holes[1], key


def test_the_help_tells_where_ultima_die_may_lie_as_the_data_file_places_it():
    low, high = load().rules.ultima_die_window
    vita = next(t for t in topics("pompeii") if t.key == "vita_romana")
    assert f"{low}nd" in vita.texts["en"] and f"{high}th" in vita.texts["en"]
    assert f"{low}." in vita.texts["de"] and f"{high}." in vita.texts["de"]
