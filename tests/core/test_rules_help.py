"""The rules help texts of /rules: complete, within Discord's limits, and in our own words."""

from __future__ import annotations

import re

import pytest

from engine.core import registry, rules_help
from engine.core.registry import UnknownGame
from engine.core.rules_help import (
    MAX_TEXT,
    MAX_TITLE,
    MAX_TOPICS,
    HelpTopic,
    help_text,
    topics,
)

GAMES_WITH_HELP = [key for key in registry.game_keys() if rules_help.has_help(key)]


def words(text: str) -> list[str]:
    """Lowercased words with punctuation and markdown stripped (digits kept)."""
    return re.findall(r"[^\W_]+", text.lower())


def test_shipped_games_have_help() -> None:
    assert "trepanation" in GAMES_WITH_HELP
    assert "doctor-lucky" in GAMES_WITH_HELP


@pytest.mark.parametrize("game", GAMES_WITH_HELP)
def test_overview_first_and_topic_count(game: str) -> None:
    found = topics(game)
    assert found[0].key == "overview"
    assert 2 <= len(found) <= MAX_TOPICS


@pytest.mark.parametrize("game", GAMES_WITH_HELP)
def test_keys_unique_ascii(game: str) -> None:
    keys = [topic.key for topic in topics(game)]
    assert len(keys) == len(set(keys))
    for key in keys:
        assert re.fullmatch(r"[a-z][a-z0-9_]*", key), key
        assert len(key) <= 100  # Discord choice value limit


@pytest.mark.parametrize("game", GAMES_WITH_HELP)
def test_every_topic_in_both_languages_within_limits(game: str) -> None:
    for topic in topics(game):
        assert set(topic.titles) == {"en", "de"}, topic.key
        assert set(topic.texts) == {"en", "de"}, topic.key
        for lang in ("en", "de"):
            title, text = topic.titles[lang], topic.texts[lang]
            assert title and text, (topic.key, lang)
            assert len(title) <= MAX_TITLE, (topic.key, lang, len(title))
            assert len(text) <= MAX_TEXT, (topic.key, lang, len(text))
        assert topic.texts["en"] != topic.texts["de"], topic.key


@pytest.mark.parametrize("game", GAMES_WITH_HELP)
def test_german_texts_are_german(game: str) -> None:
    # A cheap guard against an English text pasted into the German slot.
    for topic in topics(game):
        german = set(words(topic.texts["de"]))
        assert german & {"du", "dich", "dir", "dein", "deine", "und", "der", "die", "das"}, (
            topic.key
        )


@pytest.mark.parametrize("game", GAMES_WITH_HELP)
def test_help_text_defaults_to_the_overview(game: str) -> None:
    first = topics(game)[0]
    assert help_text(game, None, "en") == (first.titles["en"], first.texts["en"])
    assert help_text(game, "overview", "en-US") == help_text(game, None, "en")


@pytest.mark.parametrize("game", GAMES_WITH_HELP)
def test_language_selection(game: str) -> None:
    topic = topics(game)[-1]
    german = (topic.titles["de"], topic.texts["de"])
    english = (topic.titles["en"], topic.texts["en"])
    assert help_text(game, topic.key, "de") == german
    assert help_text(game, topic.key, "de-DE") == german
    assert help_text(game, topic.key, "DE") == german
    for lang in ("en", "en-GB", "en-US", "fr", "", "nl"):
        assert help_text(game, topic.key, lang) == english


@pytest.mark.parametrize("game", GAMES_WITH_HELP)
def test_unknown_topic_lists_valid_keys(game: str) -> None:
    with pytest.raises(KeyError) as caught:
        help_text(game, "no_such_topic", "en")
    message = str(caught.value)
    assert "no_such_topic" in message
    for topic in topics(game):
        assert topic.key in message


def test_unknown_game() -> None:
    with pytest.raises(UnknownGame):
        help_text("no-such-game", None, "en")
    with pytest.raises(UnknownGame):
        topics("no-such-game")


def test_topics_are_cached_and_copied() -> None:
    first = topics("trepanation")
    first.clear()
    again = topics("trepanation")
    assert again and isinstance(again[0], HelpTopic)
    assert rules_help._load("trepanation") is rules_help._load("trepanation")


def test_help_file_lives_beside_the_game_module() -> None:
    assert rules_help.help_path("trepanation").parent.name == "trepanation"
    assert rules_help.help_path("doctor-lucky").parent.name == "doctor_lucky"


def test_trepanation_names_every_location_and_travelling_card() -> None:
    from engine.trepanation.data import rules

    data = rules()
    english = "\n".join(t.titles["en"] + "\n" + t.texts["en"] for t in topics("trepanation"))
    names = {
        location.name for side in data.boards.values() for location in side
    } | {card.name for card in data.travelling.values()}
    missing = sorted(name for name in names if name.lower() not in english.lower())
    assert not missing, missing


def test_trepanation_names_every_bonus_card_and_show_type() -> None:
    from engine.trepanation.data import rules

    data = rules()
    english = "\n".join(t.texts["en"] for t in topics("trepanation")).lower()
    for card in data.bonus_cards.values():
        assert card.name.lower() in english, card.name
    for kind in data.spec_types:
        assert kind in english, kind


def _topic(game: str, key: str) -> HelpTopic:
    return next(topic for topic in topics(game) if topic.key == key)


def test_doctor_lucky_aid_cards_match_the_data_file() -> None:
    from engine.doctor_lucky.data import load

    data = load()
    for lang in ("en", "de"):
        text = _topic("doctor-lucky", "aid_cards").texts[lang]
        for aid in data.aids.values():
            room = data.rooms[aid.bonus_room].name
            entry = f"{aid.value}/{aid.bonus_value} {room}"
            assert re.search(rf"{re.escape(aid.name)}( \([^)]*\))? {re.escape(entry)}", text), (
                lang,
                aid.name,
                entry,
            )
            assert (f"{aid.name} (2 " in text) == (aid.count == 2), (lang, aid.name)
        assert len(re.findall(r"\d/\d", text)) == len(data.aids)


def test_doctor_lucky_card_mix_and_hands_match_the_data_file() -> None:
    from engine.doctor_lucky.data import load

    data = load()
    failure = _topic("doctor-lucky", "failure").texts["en"]
    counts = data.failure_counts
    assert f"{sum(counts.values())} of them" in failure
    for points, count in counts.items():
        assert f"{count} F-{points}" in failure, (points, count)
    moves = _topic("doctor-lucky", "move_cards").texts["en"]
    assert f"({len(data.move_rooms)} cards;" in moves
    steps = ", ".join(f"{d.key} {d.steps}" for d in reversed(data.decks))
    assert steps.replace("A 0", "A none").replace("D 3", "D 3 steps") in moves
    setup = _topic("doctor-lucky", "setup").texts["en"]
    assert f"**{data.rules.hand_size} cards**" in setup
    assert f"**{data.rules.hand_size_small}**" in setup
    ship_text = _topic("doctor-lucky", "ship").texts["en"]
    for deck in data.decks:
        assert f"{deck.name} ({deck.key})" in ship_text, deck.name
