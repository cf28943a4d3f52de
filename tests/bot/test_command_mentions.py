"""Texts name commands and buttons as the reader's client shows them: ``{cmd:game status}`` is
`` `/spiel status` `` for a German client, and /rules names a button with the label the button
has, taken from the same catalogue (bot/locales for the bot's buttons, the game's words.toml
for its own), so the two cannot drift apart."""

from __future__ import annotations

import re
from typing import Any

import discord
import pytest

from bot.core.i18n import COMMANDS, catalogue, command_mention, fill_mentions
from engine.core import registry, rules_help
from tests.bot.driver import answer

GERMAN = discord.Locale.german.value
GAMES_WITH_HELP = [key for key in registry.game_keys() if rules_help.has_help(key)]
HAND_WRITTEN = re.compile(r"`/|(^|\s)/(game|spiel)\b")
PLACEHOLDER = re.compile(r"\{(cmd|button|word):[^}]*\}")


def help_texts() -> list[tuple[str, str, str]]:
    return [(game, lang, topic.text(lang)) for game in GAMES_WITH_HELP
            for topic in rules_help.topics(game) for lang in ("en", "de")]


async def registered(tree: Any) -> dict[str, tuple[str, str]]:
    """Every command and subcommand the bot registers: English path -> (English, German)."""
    found: dict[str, tuple[str, str]] = {}
    for command in tree.get_commands():
        payload = await command.get_translated_payload(tree, tree.translator)
        german = payload["name_localizations"][GERMAN]
        found[payload["name"]] = (f"/{payload['name']}", f"/{german}")
        for child in payload.get("options") or []:
            if child["type"] == 1:  # a subcommand
                path = f"{payload['name']} {child['name']}"
                found[path] = (f"/{path}", f"/{german} {child['name_localizations'][GERMAN]}")
    return found


async def test_command_mentions_are_the_names_discord_shows(simcord_env):
    commands = await registered(simcord_env.bot.tree)
    assert set(COMMANDS) == set(commands)
    for path, (english, german) in commands.items():
        assert command_mention(path, "en") == f"`{english}`"
        assert command_mention(path, "de") == f"`{german}`"
    assert command_mention("game status", "de") == "`/spiel status`"


def test_command_mentions_no_text_names_a_command_by_hand():
    texts = [(key, lang, text) for key, found in catalogue().items()
             for lang, text in found.items()]
    texts += [(game, lang, text) for game, lang, text in help_texts()]
    hand_written = [(key, lang) for key, lang, text in texts if HAND_WRITTEN.search(text)]
    assert not hand_written, hand_written


def test_command_mentions_every_placeholder_in_the_bot_catalogue_resolves():
    for key, found in catalogue().items():
        for lang, text in found.items():
            filled = fill_mentions(text, lang)
            assert not PLACEHOLDER.search(filled), (key, lang)
            assert filled.count("`/") == text.count("{cmd:"), (key, lang)


@pytest.mark.parametrize("game", GAMES_WITH_HELP)
def test_command_mentions_every_placeholder_in_rules_resolves(game):
    for topic in rules_help.topics(game):
        for lang in ("en", "de"):
            filled = fill_mentions(topic.text(lang), lang, rules_help.label_words(game))
            assert not PLACEHOLDER.search(filled), (topic.key, lang)
            assert "{" not in filled, (topic.key, lang)


def test_rules_buttons_no_text_spells_a_bot_button_by_hand():
    labels = [text for key, found in catalogue().items() if ".button" in key
              for text in found.values() if "{" not in text and len(text) > 3]
    texts = [(key, lang, text) for key, found in catalogue().items() if ".button" not in key
             for lang, text in found.items()] + help_texts()
    spelled = [(where, lang, label) for where, lang, text in texts for label in labels
               if any(form.format(label) in text for form in ("**{}**", "„{}“", "press {} "))]
    assert not spelled, spelled


async def test_command_mentions_in_german_refusals(simcord_env, german):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("spiele")
    ann = guild.add_member(simcord_env.create_user("ann"))
    shown = answer(await ann.slash(channel, "game status"))
    assert shown.ephemeral and "`/spiel neu`" in shown.content, shown.content
    assert "/game" not in shown.content
    await ann.slash(channel, "game new", game="toy")
    shown = answer(await ann.slash(channel, "game new", game="toy"))
    assert "`/spiel status`" in shown.content and "`/spiel abbrechen`" in shown.content


async def test_command_mentions_in_english_refusals(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    ann = guild.add_member(simcord_env.create_user("ann"))
    shown = answer(await ann.slash(channel, "game status"))
    assert "`/game new`" in shown.content, shown.content


async def test_rules_buttons_and_commands_in_german(simcord_env, german):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("spiele")
    ann = guild.add_member(simcord_env.create_user("ann"))
    overview = answer(await ann.slash(channel, "rules", game="doctor-lucky")).embeds[0]
    assert "**Meine Hand / mein Tableau**" in overview.description
    assert "`/spiel status`" in overview.description
    assert "My hand" not in overview.description and "/game" not in overview.description
    words = rules_help.label_words("doctor-lucky")
    snooping = answer(await ann.slash(channel, "rules", game="doctor-lucky",
                                      topic="snoop")).embeds[0].description
    for key in ("menu.snoop", "menu.draw", "menu.no_draw"):
        assert f"**{words[key]['de']}**" in snooping, key
    assert f"**{words['menu.stay']['de'].replace('{room}', '…')}**" in snooping
    assert "**Snoop**" not in snooping and "Draw a card" not in snooping
    place = answer(await ann.slash(channel, "rules", game="trepanation",
                                   topic="scheduling")).embeds[0].description
    assert f"**{rules_help.label_words('trepanation')['menu.place']['de']}**" in place


async def test_rules_buttons_follow_the_button_catalogue(simcord_env, monkeypatch):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    ann = guild.add_member(simcord_env.create_user("ann"))
    relabelled = {**catalogue(), "play.button.my_hand": {"en": "Show me", "de": "Zeig"}}
    monkeypatch.setattr("bot.core.i18n.catalogue", lambda: relabelled)
    overview = answer(await ann.slash(channel, "rules", game="trepanation")).embeds[0]
    assert "**Show me**" in overview.description
