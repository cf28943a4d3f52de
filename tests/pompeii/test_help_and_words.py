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
        assert {"en", "de"} <= set(texts), key
        said = [text for name, text in texts.items() if name.split(".")[0] in ("en", "de")]
        holes = {tuple(sorted(re.findall(r"\{[^{}]*\}", text))) for text in said}
        assert len(holes) == 1, key  # plural forms too have the same placeholders


def test_the_help_tells_where_ultima_die_may_lie_as_the_data_file_places_it():
    low, high = load().rules.ultima_die_window
    vita = next(t for t in topics("pompeii") if t.key == "vita_romana")
    assert f"{low} to {high}" in vita.texts["en"] and f"{low} bis {high}" in vita.texts["de"]
    assert "{word:option.ultima.value.window}" in vita.texts["en"]
