"""Say it once, in the channel: two people and two AI seats at Save Doctor Lucky (a game
without points) and at the toy race, in English and German, through the real bot."""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.core import texts
from bot.storage.store import GameRow
from engine.core.position import Position
from engine.core.registry import get_game
from tests.bot.driver import JOIN, OPEN_MENU, START, Driver, buttons, label_of, public

AI_TURN = {"en": re.compile(r"Heuristic bot \d+ \(AI\)"),
           "de": re.compile(r"Heuristik-Bot \d+ \(KI\)")}
TOLD = {"en": re.compile(r"bot \d+[^,\n]*, it's your turn"),
        "de": re.compile(r"Bot \d+[^,\n]*, du bist dran")}


async def seat_two_and_two(env: Any, game: str, lang: str) -> tuple[Driver, Any]:
    guild = env.create_guild(preferred_locale=lang)
    channel = guild.create_text_channel("games")
    people = [guild.add_member(env.create_user(name)) for name in ("ann", "ben")]
    host, other = people
    await host.slash(channel, "game new", game=game, max_players=4)
    lobby = channel.last_message
    await other.click(lobby, label=label_of(lobby, JOIN))
    for _ in range(2):
        await host.slash(channel, "game addbot", ai="heuristic" if game != "toy" else None)
    lobby = next(m for m in reversed(public(channel)) if any(b.label in START
                                                              for b in buttons(m)))
    await host.click(lobby, label=label_of(lobby, START))
    return Driver(env, channel, people), channel


async def play_people(driver: Driver, moves: int, ai: str = "heuristic") -> None:
    """Up to ``moves`` moves of the people (the AI seats move by themselves)."""
    for _ in range(moves):
        row, _, _ = await driver.game()
        if row.status != "running":
            return
        driver.prompt = next(m for m in reversed(public(driver.channel)) if m.components)
        if not any(b.label in OPEN_MENU for b in buttons(driver.prompt)):
            return
        await driver.play_move(ai)


@pytest.mark.parametrize("lang", ["en", "de"])
async def test_ai_seats_are_never_told_its_their_turn_in_the_channel(simcord_env, lang):
    driver, channel = await seat_two_and_two(simcord_env, "doctor-lucky", lang)
    await play_people(driver, 12)
    # (an AI seat's turn line stands in the turn post until the next move edits it: look
    # at everything the bot sent)
    posted = "\n".join(m.content for m in public(channel))
    sent = "\n".join(str(r.json) for r in simcord_env.http_requests)
    assert AI_TURN[lang].search(posted + sent)  # waited for, by name, marked as an AI
    assert not TOLD[lang].search(posted)
    assert not TOLD[lang].search(sent.replace("\\n", "\n"))


async def test_turn_post_names_whose_turn_once_in_the_channel(simcord_env):
    """A post where the turn passes to a person mentions that person once: the turn line
    (Save Doctor Lucky's summary and its new-turn line no longer name them again)."""
    driver, channel = await seat_two_and_two(simcord_env, "doctor-lucky", "en")
    await play_people(driver, 12)
    people = {m.mention for m in driver.members} | {f"**{m.name}**" for m in driver.members}
    handovers = [m for m in public(channel) if m.content.endswith("it's your turn.")
                 and not m.content.startswith("**Save Doctor Lucky** lobby")]
    assert handovers
    for message in handovers:
        to_act = message.content.splitlines()[-1].split(",")[0]
        assert to_act in people
        lines = message.content.splitlines()
        movers = {mention for line in lines[1:-1] for mention in people
                  if line.startswith(mention)}  # their own moves, told in the log lines
        if to_act not in movers:
            assert message.content.count(to_act) == 1, message.content


async def test_result_names_the_winner_once_in_the_channel(simcord_env):
    """Save Doctor Lucky's last post says who saved the Doctor once, with no score column
    (its result has no points) and no trophy beside the game's own sentence."""
    driver, channel = await seat_two_and_two(simcord_env, "doctor-lucky", "en")
    await play_people(driver, 400)
    row, game, state = await driver.game()
    assert row.status == "over"
    final = public(channel)[-1]
    result = game.result(state)
    names = texts.seat_names(row, "en")
    if result.winners:
        winner = names[result.winners[0]]
        said = [line for line in final.content.splitlines()
                if winner in line and "Doctor Lucky" in line]
        assert len(said) == 1, final.content
    assert "Saved Doctor Lucky" not in final.content and "🏆" not in final.content
    assert not re.search(r"^\d+\. ", final.content, re.MULTILINE)


def test_quiet_names_a_person_in_bold_without_a_mention():
    """The integrator's turn post after a person's own click: that person is named in bold
    by name, never mentioned; everybody else as before."""
    game = get_game("toy")
    row = GameRow(id=1, guild_id=1, channel_id=1, game_key="toy", status="running",
                  host_id=5, seats=[5, 6], max_players=2, options={}, seed=1, version=0,
                  state_json=None)
    position = Position(game, game.setup(2, 1))
    seat = position.waiting_for[0]
    loud = texts.turn_line(position, row)
    quiet = texts.turn_line(position, row, quiet=[row.seats[seat]], plain=["ann", "ben"])
    assert f"<@{row.seats[seat]}>" in loud
    assert "<@" not in quiet and f"**{['ann', 'ben'][seat]}**" in quiet
    assert texts.turn_line(position, row, quiet=[row.seats[1 - seat]]) == loud
