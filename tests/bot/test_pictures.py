"""Pictures in the reader's language, and My hand / my board as a picture only its owner sees.

Public posts (turn prompts, phase pictures, the score sheet) are drawn in the server's
language; answers only the clicker sees (/game status, Watch, My hand) in the clicker's.
"""

from __future__ import annotations

from typing import Any

import pytest

import render
from bot.play.menus import build_menu
from engine.core.registry import get_game
from render import drawable_games
from tests.bot.driver import Driver, answer
from tests.toys import pictures as toy_pictures

PNG = b"\x89PNG\r\n\x1a\n"
REAL_GAMES = [key for key in drawable_games() if not key.startswith("toy")]


@pytest.fixture
def drawn(monkeypatch) -> list[tuple[str, str]]:
    """Every picture the bot asks render/ for, as (kind, lang); the drawing is a tiny PNG."""
    calls: list[tuple[str, str]] = []
    png = toy_pictures._png((0, 0, 0))

    def board(view, names=None, previous=None, lang="en"):
        calls.append(("board", lang))
        return png

    def scores(view, result, names=None, lang="en"):
        calls.append(("scores", lang))
        return png

    def private(view, names=None, lang="en", choices=(), previous=None):
        calls.append(("private", lang))
        return png

    monkeypatch.setattr(render, "draw_board", board)
    monkeypatch.setattr(render, "draw_scores", scores)
    monkeypatch.setattr(render, "draw_private", private)
    return calls


def table(env: Any, locale: str | None, players: int = 2) -> tuple[Any, list[Any]]:
    guild = env.create_guild(preferred_locale=locale) if locale else env.create_guild()
    channel = guild.create_text_channel("pictures")
    names = ("ann", "ben", "cat", "dan", "eve", "fay", "gus", "hal", "ida", "jon")[:players]
    return channel, [guild.add_member(env.create_user(n)) for n in names]


def public_files(channel: Any) -> list[str]:
    return [a.filename for m in channel.history() if not m.flags.ephemeral
            for a in m.attachments]


@pytest.mark.parametrize("game_key", REAL_GAMES)
async def test_a_german_server_gets_german_pictures_and_each_reader_their_own(
        simcord_env, speaks, drawn, game_key):
    players = max(2, get_game(game_key).min_players)
    channel, members = table(simcord_env, "de", players)
    ann, ben = members[:2]
    speaks[ben.id] = "de"  # ann's Discord is in English
    driver = Driver(simcord_env, channel, members)
    await driver.open_and_start(game_key)
    await simcord_env.settle()
    assert drawn == [("board", "de")]  # the first turn prompt's picture: the server's
    drawn.clear()
    status = answer(await ann.slash(channel, "game status"))
    assert status.ephemeral and [a.filename for a in status.attachments] == ["board.png"]
    watched = answer(await ann.click(channel.last_message, label="Zuschauen"))
    assert watched.ephemeral
    mine = answer(await ben.click(channel.last_message, label="Meine Hand / mein Tableau"))
    assert mine.ephemeral and [a.filename for a in mine.attachments] == ["mine.png"]
    assert (await mine.attachments[0].read()).startswith(PNG)
    assert drawn == [("board", "en"), ("board", "en"), ("private", "de")]
    assert "mine.png" not in public_files(channel)


async def test_every_picture_of_a_whole_game_is_in_the_readers_language(simcord_env, speaks):
    toy_pictures.CALLS.clear()
    channel, (ann, ben) = table(simcord_env, "de")
    speaks[ben.id] = "de"
    driver = Driver(simcord_env, channel, [ann, ben])
    await driver.open_and_start("toy_pics", options="rounds=2")
    answer(await ann.click(channel.last_message, label="Meine Hand / mein Tableau"))
    final = await driver.play_to_end()
    assert "Spiel vorbei" in final.content
    public = [(c["kind"], c["lang"]) for c in toy_pictures.CALLS if c["kind"] != "private"]
    assert public == [("board", "de"), ("board", "de"), ("scores", "de")]  # start, round 2, end
    assert [(c["kind"], c["lang"]) for c in toy_pictures.CALLS if c["kind"] == "private"] == [
        ("private", "en")]
    assert "scores.png" in public_files(channel)


async def test_my_hand_is_a_private_picture_with_my_choices_and_my_view_in_words(simcord_env):
    toy_pictures.CALLS.clear()
    channel, (ann, ben) = table(simcord_env, None)
    driver = Driver(simcord_env, channel, [ann, ben])
    await driver.open_and_start("toy_pics", options="rounds=2")
    _, game, state = await driver.game()
    prompt = channel.last_message
    mine = answer(await ann.click(prompt, label="My hand / my board"))
    assert mine.ephemeral and [a.filename for a in mine.attachments] == ["mine.png"]
    hand = state["hands"][0]
    assert f"Your hand: {', '.join(hand)}" in mine.content  # the summary, filled in
    assert not any(mark in mine.content for mark in ("{", "[", '"'))
    (drawn,) = [c for c in toy_pictures.CALLS if c["kind"] == "private"]
    assert drawn["view"] == game.view(state, 0) and drawn["lang"] == "en"
    assert len(drawn["names"]) == 2 and not any("<@" in name for name in drawn["names"])
    assert drawn["choices"] == [c.label for c in build_menu(game, state, 0).children]
    assert drawn["choices"] == ["Play a card"]
    theirs = answer(await ben.click(prompt, label="My hand / my board"))
    assert toy_pictures.CALLS[-1]["choices"] == []  # not ben's turn: nothing to choose
    assert toy_pictures.CALLS[-1]["view"]["hand"] == state["hands"][1]
    assert not any(card in theirs.content for card in hand)
    assert "mine.png" not in public_files(channel)


async def test_a_game_without_pictures_answers_my_hand_in_words(simcord_env):
    channel, (ann, ben) = table(simcord_env, None)
    driver = Driver(simcord_env, channel, [ann, ben])
    await driver.open_and_start("toy")
    _, _, state = await driver.game()
    mine = answer(await ben.click(channel.last_message, label="My hand / my board"))
    assert mine.ephemeral and not mine.attachments
    assert f"Your hand: {', '.join(state['hands'][1])}" in mine.content
