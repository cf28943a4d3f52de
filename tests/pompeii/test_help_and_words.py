"""The /rules help of Pompeii, and every words.toml entry is in both languages."""

import re

from engine.core.rules_help import topics
from engine.pompeii.data import load
from engine.pompeii.words import catalogue


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
