"""German and English: ephemeral answers in the clicker's Discord language, public messages in
the server's, slash commands with German names, and pictures on board posts."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import discord

from bot.command_sync import commands_hash
from bot.core import texts
from bot.core.i18n import catalogue
from bot.core.replies import NOT_AN_OPTION, OUT_OF_DATE, Refusal
from bot.play.menus import build_menu
from bot.storage.store import GameRow
from engine.core.position import Position
from engine.core.protocol import Result, ScoreLine
from engine.core.registry import get_game
from tests.bot.driver import answer, buttons, selects

BOT = Path(__file__).resolve().parents[2] / "bot"
REFUSAL_KEY = re.compile(r"""\bRefusal\(\s*["']([a-z0-9_.]+)["']""")
PNG = b"\x89PNG\r\n\x1a\n"


def people(env: Any, guild: Any) -> tuple[Any, Any, Any]:
    channel = guild.create_text_channel("spiele")
    ann, ben = (guild.add_member(env.create_user(n)) for n in ("ann", "ben"))
    return channel, ann, ben


def labels(message: Any) -> list[str]:
    return [b.label for b in buttons(message)]


def says(result: Any, words: str, *, ephemeral: bool = True) -> Any:
    shown = answer(result)
    assert shown.ephemeral is ephemeral
    assert words in shown.content, shown.content
    return shown


async def test_a_german_user_gets_german_answers_in_an_english_server(simcord_env, speaks):
    channel, ann, ben = people(simcord_env, simcord_env.create_guild())
    speaks[ben.id] = "de"
    says(await ben.slash(channel, "game status"), "In diesem Kanal gibt es kein Spiel")
    says(await ann.slash(channel, "game status"), "There is no game in this channel")
    says(await ann.slash(channel, "game new", game="toy"), "Toy Race** lobby", ephemeral=False)
    lobby = channel.last_message
    assert labels(lobby) == ["Join", "Leave", "Start"]  # public: the server's language
    says(await ben.slash(channel, "game new", game="toy"), "läuft schon ein Spiel")
    says(await ben.slash(channel, "game leave"), "Du bist nicht in diesem Spiel")
    says(await ben.click(lobby, label="Join"), "Players (2/", ephemeral=False)
    says(await ben.click(lobby, label="Start"), "Nur der Host")
    says(await ann.click(lobby, label="Start"), "The game begins!", ephemeral=False)
    prompt = channel.last_message
    says(await ben.click(prompt, label="Choose my move"), "Du bist nicht dran")
    mine = says(await ann.click(prompt, label="Choose my move"), "choose one")
    assert "My hand / my board" not in labels(mine.message)
    asked = says(await ben.slash(channel, "game abort"), "Nur der Host")
    asked = says(await ann.slash(channel, "game abort"), "cannot be undone")
    assert labels(asked.message) == ["Abort the game", "Keep playing"]


async def test_a_german_server_gets_german_lobby_and_turn_messages(simcord_env, speaks):
    channel, ann, ben = people(simcord_env, simcord_env.create_guild(preferred_locale="de"))
    speaks[ben.id] = "de"
    says(await ann.slash(channel, "game new", game="toy", options="rounds=1"),
         "Lobby für **Toy Race**", ephemeral=False)
    lobby = channel.last_message
    assert "Mitspielende (1/5, mindestens 2)" in lobby.content
    assert labels(lobby) == ["Beitreten", "Verlassen", "Starten"]
    says(await ann.click(lobby, label="Beitreten"), "already in this game")  # ann: English
    says(await ben.click(lobby, label="Beitreten"), "Mitspielende (2/5", ephemeral=False)
    started = says(await ann.click(lobby, label="Starten"), "Das Spiel beginnt!",
                   ephemeral=False)
    assert "**ann**, du bist dran." in started.content  # (her own click: named, not mentioned)
    assert labels(started.message)[:2] == ["Meinen Zug wählen", "Meine Hand / mein Tableau"]
    says(await ann.click(started.message, label="Meinen Zug wählen"), "choose one")
    says(await ben.click(started.message, label="Meinen Zug wählen"), "Du bist nicht dran")
    says(await ben.slash(channel, "game status"), "Toy Race** · Runde 1")


async def test_a_german_server_sees_german_game_texts_and_a_picture(simcord_env, speaks):
    guild = simcord_env.create_guild(preferred_locale="de")
    channel, ann, ben = people(simcord_env, guild)
    cat = guild.add_member(simcord_env.create_user("cat"))
    speaks[ann.id] = "de"
    await ann.slash(channel, "game new", game="doctor-lucky")
    lobby = channel.last_message
    for member in (ben, cat):
        await member.click(lobby, label="Beitreten")
    await ann.click(lobby, label="Starten")
    await simcord_env.settle()
    row = await simcord_env.bot.store.latest_in_channel(channel.id)
    game = get_game(row.game_key)
    state = await simcord_env.bot.store.load_state(row)
    posted = [m for m in channel.history() if m.author.id == simcord_env.bot.user.id]
    start = next(m for m in posted if "Das Spiel beginnt!" in m.content)
    assert game.words.phase_label(state, lang="de") in start.content
    assert game.words.phase_label(state, lang="de") != game.words.phase_label(state)
    pictures = [a for m in posted for a in m.attachments if a.filename == "board.png"]
    assert pictures, "the first board post carries the table's picture"
    assert (await pictures[0].read()).startswith(PNG)
    status = says(await ann.slash(channel, "game status"), game.words.phase_label(state, lang="de"))
    assert [a.filename for a in status.message.attachments] == ["board.png"]
    seat = game.to_act(state)[0]
    member = next(m for m in (ann, ben, cat) if m.id == row.seats[seat])
    speaks[member.id] = "de"
    menu = await member.click(posted[-1], label="Meinen Zug wählen")
    shown = says(menu, "wähl eins aus")
    german = [child.label for child in build_menu(game, state, seat, "de").children]
    offered = labels(shown.message) + [s.placeholder for s in selects(shown.message)]
    assert german and all(label in offered or f"{label}…" in offered for label in german)


def test_german_menus_keep_the_english_structure():
    game = get_game("doctor-lucky")
    state = game.setup(3, 5)
    seat = game.to_act(state)[0]
    english, german = build_menu(game, state, seat), build_menu(game, state, seat, "de")

    def shape(node: Any) -> Any:
        return (node.action, [shape(child) for child in node.children])

    assert shape(english) == shape(german)
    assert [c.label for c in english.children] != [c.label for c in german.children]


def test_result_text_in_german():
    game = get_game("toy")
    row = GameRow(id=1, guild_id=1, channel_id=1, game_key="toy", status="over", host_id=5,
                  seats=[5, 6], max_players=2, options={}, seed=1, version=3, state_json=None)
    result = Result([0], [ScoreLine(0, 9, {"cards": 9}, 1), ScoreLine(1, 4, {"cards": 4}, 2)],
                    ["{p0} played more cards"])
    text = texts.result_text(Position(game, game.setup(2, 1)), result, row, "de")
    assert text.startswith("1. <@5>")  # "game over" is the header's, said once above it
    assert "1. <@5>: 9 🏆 (Karten 9)" in text and "Gleichstand entschieden durch: <@5>" in text


def test_every_refusal_key_exists():
    used = {key for path in BOT.rglob("*.py")
            for key in REFUSAL_KEY.findall(path.read_text(encoding="utf-8"))}
    used |= {NOT_AN_OPTION, OUT_OF_DATE}
    assert used and not sorted(k for k in used if k not in catalogue())
    assert Refusal("lobby.full", seats=3).text("de") == "Das Spiel ist voll (3 Plätze)."
    assert Refusal("A plain sentence.").text("de") == "A plain sentence."


def _valid_name(name: str) -> bool:
    return 1 <= len(name) <= 32 and name == name.lower() and all(
        c.isalnum() or c in "-_" for c in name)


async def test_every_command_and_option_has_german_texts(simcord_env):
    tree = simcord_env.bot.tree
    assert tree.translator is not None
    german = discord.Locale.german.value
    missing: list[str] = []

    def check(node: dict[str, Any], where: str, *, option: bool = False) -> None:
        names = node.get("name_localizations") or {}
        descriptions = node.get("description_localizations") or {}
        if not option and german not in names:
            missing.append(f"{where}: name")
        if german in names:
            assert _valid_name(names[german]), f"{where}: invalid German name {names[german]!r}"
            assert len(names[german]) <= 32
        if german not in descriptions:
            missing.append(f"{where}: description")
        else:
            assert len(descriptions[german]) <= 100, where
        for child in node.get("options") or []:
            is_command = child["type"] in (1, 2)  # subcommand, subcommand group
            check(child, f"{where} {child['name']}", option=not is_command)

    for command in tree.get_commands():
        payload = await command.get_translated_payload(tree, tree.translator)
        check(payload, f"/{payload['name']}")
    assert not missing, f"no German text for: {missing}"
    group = await tree.get_command("game").get_translated_payload(tree, tree.translator)
    names = {c["name"]: c["name_localizations"][german] for c in group["options"]}
    assert group["name_localizations"][german] == "spiel"
    assert {names[k] for k in ("new", "join", "leave", "start", "status", "abort")} == {
        "neu", "beitreten", "verlassen", "starten", "status", "abbrechen"}
    new = next(c for c in group["options"] if c["name"] == "new")
    game_option = next(o for o in new["options"] if o["name"] == "game")
    assert game_option["name_localizations"][german] == "spiel"


async def test_the_sync_hash_includes_the_translations(simcord_env):
    tree = simcord_env.bot.tree
    translated = await commands_hash(tree, None)
    translator = tree.translator
    await tree.set_translator(None)
    try:
        assert await commands_hash(tree, None) != translated
    finally:
        await tree.set_translator(translator)
    assert await commands_hash(tree, None) == translated


async def test_option_suggestions_name_the_option_in_the_users_language(simcord_env, speaks):
    channel, ann, ben = people(simcord_env, simcord_env.create_guild())
    speaks[ben.id] = "de"
    game = get_game("doctor-lucky")
    english = await ann.autocomplete(channel, "game new", "options", "", game="doctor-lucky")
    german = await ben.autocomplete(channel, "game new", "options", "", game="doctor-lucky")
    assert [c["value"] for c in english] == [c["value"] for c in german] == [
        "penalties=off", "penalties=on"]
    penalties = game.option_spec("penalties")
    assert german[0]["name"] == f"penalties=off ({game.words.option_label(penalties, 'de')}: aus)"
    assert english[0]["name"] == f"penalties=off ({game.words.option_label(penalties)}: off)"


async def test_an_engine_refusal_of_options_is_said_in_the_clickers_language(
        simcord_env, speaks, monkeypatch):
    """A lobby whose stored option the game no longer knows (an update dropped it) is
    refused at the start by the engine, in the clicker's language, the list by Babel."""
    channel, ann, ben = people(simcord_env, simcord_env.create_guild(preferred_locale="de"))
    speaks[ann.id] = "de"
    await ann.slash(channel, "game new", game="toy", options="rounds=1, cheers=yes")
    lobby = channel.last_message
    await ben.click(lobby, label="Beitreten")
    game = get_game("toy")
    monkeypatch.setattr(type(game), "options", (game.option_spec("hand"),))
    refused = says(await ann.click(lobby, label="Starten"),
                   "unbekannte Optionen für Toy Race: cheers und rounds")
    assert "unknown" not in refused.content
    speaks[ann.id] = "en"
    says(await ann.click(lobby, label="Starten"),
         "unknown options for Toy Race: cheers and rounds")
