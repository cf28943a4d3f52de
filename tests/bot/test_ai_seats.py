"""AI seats: /game addbot, /game away and /game back, through the real bot on simcord."""

from __future__ import annotations

import pytest

from bot.play.snapshots import Snapshot
from tests.bot.driver import Driver, public

# The store, the bot on it and its restarts, on SQLite and on PostgreSQL.
pytestmark = pytest.mark.both_backends


async def version(table: Driver) -> int:
    row, _, _ = await table.game()
    return row.version


async def play(table: Driver) -> None:
    """One move of the human to act, clicked on the latest public prompt."""
    table.prompt = next(m for m in reversed(public(table.channel)) if m.components)
    await table.play_move()


async def test_addbot_fills_a_seat_and_the_bot_plays_its_turns(table):
    ann, ben = table.members
    await ann.slash(table.channel, "game new", game="toy", options="rounds=2", max_players=2)
    refused = await ben.slash(table.channel, "game addbot")
    assert refused.ephemeral and "Only the host" in refused.response.content
    added = await ann.slash(table.channel, "game addbot", ai="steady")
    assert not added.ephemeral and "Steady bot 1" in added.response.content
    full = await ann.slash(table.channel, "game addbot", ai="random")
    assert full.ephemeral and "full" in full.response.content
    row, _, _ = await table.game()
    assert row.seats[0] == ann.id and row.seats[1] < 0  # no Discord user behind the bot
    started = await ann.click(public(table.channel)[-1], label="Start")
    assert "Steady bot 1" in started.response.content
    await play(table)
    assert await version(table) == 2  # ann's click, then the bot's answer at once
    bot_move = public(table.channel)[-1]
    assert "- Steady bot 1: played" in bot_move.content and ann.mention in bot_move.content
    for _ in range(10):
        if "Game over" in public(table.channel)[-1].content:
            break
        await play(table)
    assert "Game over" in public(table.channel)[-1].content
    row, _, _ = await table.game()
    assert row.status == "over" and row.version == 4


async def test_away_hands_the_seat_to_the_ai_and_back_takes_it_back(table):
    ben = table.members[1]
    await table.open_and_start("toy", options="rounds=3")
    await play(table)  # ann; now ben's turn
    away = await ben.slash(table.channel, "game away")
    assert not away.ephemeral and "is away" in away.response.content
    assert await version(table) == 2  # the AI played ben's waiting decision
    await play(table)
    assert await version(table) == 4
    again = await ben.slash(table.channel, "game away")
    assert again.ephemeral
    stranger = table.channel.guild.add_member(table.env.create_user("cat"))
    refused = await stranger.slash(table.channel, "game away")
    assert refused.ephemeral and "not playing" in refused.response.content
    back = await ben.slash(table.channel, "game back")
    assert "is back" in back.response.content
    await play(table)  # ann
    assert await version(table) == 5  # ben decides himself now
    await play(table)
    assert await version(table) == 6


async def test_a_game_of_only_ai_seats_plays_itself_to_the_end(table):
    ann = table.members[0]
    await ann.slash(table.channel, "game new", game="toy", options="rounds=3", max_players=3)
    await ann.slash(table.channel, "game addbot", ai="steady")
    await ann.slash(table.channel, "game addbot", ai="random")
    await ann.slash(table.channel, "game start")
    assert await version(table) == 0
    await ann.slash(table.channel, "game away")
    row, game, state = await table.game()
    assert row.status == "over" and game.is_over(state) and row.version == 9
    final = public(table.channel)[-1]
    assert "Game over" in final.content and "Random bot 1" in final.content


async def test_a_lobby_of_bots_alone_closes(table):
    ann = table.members[0]
    await ann.slash(table.channel, "game new", game="toy")
    await ann.slash(table.channel, "game addbot")
    await ann.slash(table.channel, "game leave")
    row, _, _ = await table.game()
    assert row.status == "aborted"


async def test_an_ai_move_cut_off_by_a_restart_is_played_after_it(table, bots):
    ann = table.members[0]
    await ann.slash(table.channel, "game new", game="toy", options="rounds=2", max_players=2)
    await ann.slash(table.channel, "game addbot", ai="random")
    await ann.slash(table.channel, "game start")
    table.bot.autoplay.delay = 3600  # the bot is still "thinking" when the restart comes
    await play(table)
    assert await version(table) == 1
    await table.env.restart_bot(bots())
    assert await version(table) == 2
    assert "- Random bot 1: played" in public(table.channel)[-1].content


async def test_a_prompt_for_an_ai_seat_offers_no_move_controls(simcord_env):
    from engine.core.registry import get_game

    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("bots")
    ann = guild.add_member(simcord_env.create_user("ann"))
    row = await simcord_env.bot.store.create_lobby(
        guild_id=guild.id, channel_id=channel.id, game_key="trepanation", host_id=ann.id,
        max_players=2, options={})
    row.seats = [ann.id, -1]  # seat 1 is an AI
    game = get_game("trepanation")
    state = game.setup(2, 3)
    for seat_to_act, expect_menu in ((0, True), (1, False)):
        state["order"] = [seat_to_act, 1 - seat_to_act]
        state["sched_turn"] = 0
        view = simcord_env.bot.tables.menus.turn_view(
            row, Snapshot(game, state, row.version), "en")
        ids = [str(control.get("custom_id", "")) for row in view.to_components()
               for control in row["components"]]
        assert any(i.startswith(("th:m:", "th:s:")) for i in ids) is expect_menu, ids


async def test_addbot_offers_the_games_own_agents_and_refuses_others(table):
    ann = table.members[0]
    await ann.slash(table.channel, "game new", game="toy_team", max_players=4)
    offered = await ann.autocomplete(table.channel, "game addbot", "ai", "")
    assert [(c["value"], c["name"]) for c in offered] == [
        ("eager", "eager (Eager)"), ("random", "random (Random)")]
    refused = await ann.slash(table.channel, "game addbot", ai="heuristic")
    assert refused.ephemeral
    assert "Toy Relay has no AI called 'heuristic'; choose one of: eager, random." \
        in refused.response.content
    added = await ann.slash(table.channel, "game addbot")  # the game's default AI
    assert "Eager bot 1 takes a seat" in added.response.content
    await ann.slash(table.channel, "game addbot", ai="random")
    await ann.slash(table.channel, "game addbot", ai="eager")
    row, _, _ = await table.game()
    assert row.seats[1:] == [-1, -2, -3]
    assert row.ai_kinds == {-1: "eager", -2: "random", -3: "eager"}
    lobby = public(table.channel)[-1].content
    assert "Eager bot 1, Random bot 1, Eager bot 2" in lobby


async def test_an_away_player_is_played_by_the_games_default_ai(table):
    ben = table.members[1]
    await table.open_and_start("toy", options="rounds=1")
    await play(table)
    row, game, state = await table.game()
    expected = game.legal_actions(state, 1)[0]  # toy's default AI, "steady", plays the first
    away = await ben.slash(table.channel, "game away")
    assert "the Steady AI plays their seat" in away.response.content
    row, game, state = await table.game()
    assert game.is_over(state)
    assert [entry.action for entry in await table.bot.store.action_log(row.id)][1] == expected


async def test_a_stand_in_the_game_does_not_have_is_refused_and_opens_no_lobby(table):
    ann = table.members[0]
    answer = await ann.slash(table.channel, "game new", game="toy", stand_in="eager")
    assert answer.ephemeral
    assert "has no AI called 'eager'; choose one of: steady, random." in answer.response.content
    assert public(table.channel) == []


async def test_an_away_player_is_played_by_the_stand_in_the_host_chose(table):
    ben = table.members[1]
    started = await table.open_and_start("toy", options="rounds=1", stand_in="random")
    row, _, _ = await table.game()
    lobby = [m.content for m in public(table.channel) if "missed deadlines" in m.content]
    assert lobby and "the Random AI plays" in lobby[0], started
    assert row.kinds[0] == "random"
    await play(table)
    away = await ben.slash(table.channel, "game away")
    assert "the Random AI plays their seat" in away.response.content
    row, game, state = await table.game()
    assert game.is_over(state)
