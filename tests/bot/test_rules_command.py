"""/rules game:<choice> [topic]: an ephemeral embed in the asker's Discord language."""

from __future__ import annotations

import pytest

from bot.core.i18n import fill_mentions
from engine.core.rules_help import help_text, label_words, topics
from tests.bot.driver import answer


@pytest.fixture
def member(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    return guild.add_member(simcord_env.create_user("ann")), channel


async def test_rules_overview_and_a_topic_in_english(member):
    ann, channel = member
    shown = answer(await ann.slash(channel, "rules", game="trepanation"))
    assert shown.ephemeral
    (embed,) = shown.embeds
    title, text = help_text("trepanation", None, "en")
    text = fill_mentions(text, "en", label_words("trepanation"))
    assert embed.title == f"Trepanation: {title}" and embed.description == text[:4000]
    topic = topics("trepanation")[1]
    shown = answer(await ann.slash(channel, "rules", game="trepanation", topic=topic.key))
    assert shown.embeds[0].description == fill_mentions(topic.text("en"), "en",
                                                        label_words("trepanation"))
    wrong = answer(await ann.slash(channel, "rules", game="trepanation", topic="nonsense"))
    assert wrong.ephemeral and not wrong.embeds and "overview" in wrong.content


async def test_rules_in_german(member, german):
    ann, channel = member
    topic = topics("doctor-lucky")[2]
    shown = answer(await ann.slash(channel, "rules", game="doctor-lucky", topic=topic.key))
    assert shown.ephemeral
    (embed,) = shown.embeds
    german = fill_mentions(topic.text("de"), "de", label_words("doctor-lucky"))
    assert embed.title.endswith(topic.title("de")) and embed.description == german
    assert topic.text("de") != topic.text("en")


async def test_topics_autocomplete_in_the_users_language(member, german):
    ann, channel = member
    offered = await ann.autocomplete(channel, "rules", "topic", "", game="trepanation")
    assert [c["value"] for c in offered] == [t.key for t in topics("trepanation")][:25]
    assert offered[0]["name"] == topics("trepanation")[0].title("de")
    some = topics("trepanation")[3]
    narrowed = await ann.autocomplete(channel, "rules", "topic", some.title("de")[:6],
                                      game="trepanation")
    assert some.key in [c["value"] for c in narrowed] and len(narrowed) < len(offered)
