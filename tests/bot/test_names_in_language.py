"""Issue 22, point 4: game names, option names and values and AI seat names in the reader's
language everywhere the bot shows them (lobby, headers, /game mine, /stats, refusals, the
slash-command choices, /game log), from the games' own words (Words.game_name,
Words.option_value)."""

from __future__ import annotations

from typing import Any

import discord

from bot.community.commands import stats_text
from bot.core import texts
from bot.core.i18n import CatalogueTranslator, InLanguage, t
from bot.core.replies import Refusal
from bot.storage.results import GameStats
from engine.core.registry import game_keys, get_game
from engine.core.words import Words
from tests.bot.driver import Driver, answer, public
from tests.toys.race import GAME as TOY

GERMAN_TITLES = {"doctor-lucky": "Rettet Doktor Lucky", "pompeii": "Pompeji: Die letzten Tage"}


def test_game_names_in_the_readers_language():
    for key, german in GERMAN_TITLES.items():
        game = get_game(key)
        assert game.words.game_name("de") == german
        assert game.words.game_name("en") == game.name
    for key in game_keys():  # every game names itself in both languages
        words = get_game(key).words
        assert words.game_name("en") and words.game_name("de")
    assert type(TOY.words).game_name is Words.game_name
    assert TOY.words.game_name("de") == TOY.name == "Toy Race"  # the default: Game.name
    pictured = get_game("toy_pics")  # a subclass of Toy Race, sharing its words' code
    assert pictured.words.game_name("de") == "Pictured Toy Race"
    assert TOY.words.game_name("en") == "Toy Race"


def test_option_values_in_the_readers_language():
    game = get_game("doctor-lucky")
    spec = game.option_spec("penalties")
    assert [game.words.option_value(spec, v, "de") for v in ("off", "on")] == ["aus", "an"]
    assert game.words.option_value(spec, "off", "en") == "off"
    stock = get_game("ladies-gentlemen").option_spec("stock")
    assert get_game("ladies-gentlemen").words.option_value(stock, "sealed", "de") == "geheim"
    rounds = TOY.option_spec("rounds")
    assert TOY.words.option_value(rounds, "3", "de") == "3"  # no word: the value as typed


async def test_german_server_lobby_and_headers_name_the_game_and_options_in_german(
        simcord_env: Any, speaks: dict[int, str]) -> None:
    guild = simcord_env.create_guild(preferred_locale="de")
    channel = guild.create_text_channel("spiele")
    ann, ben, cat = (guild.add_member(simcord_env.create_user(n)) for n in ("ann", "ben", "cat"))
    for member in (ann, ben, cat):
        speaks[member.id] = "de"
    await ann.slash(channel, "game new", game="doctor-lucky", options="penalties=off")
    lobby = public(channel)[-1]
    assert "**Rettet Doktor Lucky**" in lobby.content and "Save Doctor Lucky" not in lobby.content
    assert "Strafregeln: aus" in lobby.content and "penalties: off" not in lobby.content
    refused = answer(await ben.slash(channel, "game start"))
    assert "Save Doctor Lucky" not in refused.content
    for member in (ben, cat):
        await member.click(lobby, label="Beitreten")
    await ann.click(lobby, label="Starten")
    await simcord_env.settle()
    status = answer(await ben.slash(channel, "game status"))
    assert status.content.startswith("**Rettet Doktor Lucky** ·")
    mine = answer(await ben.slash(channel, "game mine"))
    assert "**Rettet Doktor Lucky**" in mine.content and "Save Doctor" not in mine.content
    english = answer(await guild.add_member(simcord_env.create_user("dan")).slash(
        channel, "game status"))
    assert english.content.startswith("**Save Doctor Lucky** ·")  # the reader's language


async def test_game_new_refusal_names_the_game_and_options_in_the_readers_words(
        simcord_env: Any, speaks: dict[int, str]) -> None:
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    ann = guild.add_member(simcord_env.create_user("ann"))
    speaks[ann.id] = "de"
    refused = answer(await ann.slash(channel, "game new", game="doctor-lucky",
                                     options="rounds=3"))
    assert refused.ephemeral
    assert "Rettet Doktor Lucky" in refused.content and "Strafregeln" in refused.content
    assert "off (aus)" in refused.content


def test_refusals_raised_before_the_language_is_known_name_the_game_in_it():
    refusal = Refusal("lobby.too_few", game=InLanguage(get_game("pompeii").words.game_name),
                      least=3, joined=1)
    assert "Pompeji: Die letzten Tage" in refusal.text("de")
    assert "Pompeii: The Last Days" in refusal.text("en")
    assert t("lobby.no_options", "de", game=InLanguage(TOY.words.game_name)).startswith("Toy")


async def test_slash_command_choices_name_games_in_german():
    translator = CatalogueTranslator()
    found = await translator.translate(
        discord.app_commands.locale_str("Save Doctor Lucky", key="games.doctor-lucky.name"),
        discord.Locale.german, None)  # type: ignore[arg-type]
    assert found == "Rettet Doktor Lucky"
    unknown = discord.app_commands.locale_str("x", key="games.no-such-game.name")
    assert await translator.translate(unknown, discord.Locale.german, None) is None  # type: ignore[arg-type]


def test_stats_name_games_in_german():
    entry = GameStats(game_key="pompeii", played=3, won=1, average=2.0, team_played=0,
                      team_won=0)
    assert "Pompeji: Die letzten Tage:" in stats_text("ann", [entry], "de")


async def test_ai_seat_names_in_the_readers_language_in_the_log(
        simcord_env: Any, speaks: dict[int, str]) -> None:
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    ann, ben = (guild.add_member(simcord_env.create_user(n)) for n in ("ann", "ben"))
    speaks[ben.id] = "de"
    table = Driver(simcord_env, channel, [ann, ben])
    await ann.slash(channel, "game new", game="toy", options="rounds=2", max_players=2)
    await ann.slash(channel, "game addbot", ai="steady")
    await ann.click(public(channel)[-1], label="Start")
    table.prompt = next(m for m in reversed(public(channel)) if m.components)
    await table.play_move()
    await simcord_env.settle()
    row, _, _ = await table.game()
    assert row.version >= 2  # ann's move and the AI's answer
    german = answer(await ben.slash(channel, "game log")).content
    assert "Ruhig-Bot 1" in german and "Steady bot" not in german
    english = answer(await ann.slash(channel, "game log")).content
    assert "Steady bot 1" in english
    assert texts.seat_names(row, "de")[1] == "Ruhig-Bot 1"
