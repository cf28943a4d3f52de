"""Per-game memory is freed when a game ends or is aborted (locks, snapshots, rounds,
scheduling, agents): a bot that hosts games for months does not grow with every game."""

from __future__ import annotations

from typing import Any

from tests.bot.driver import Driver, answer, public


def kept_for(bot: Any, game_id: int) -> list[str]:
    """The per-game stores still holding something for ``game_id``."""
    autoplay = bot.autoplay
    places = {
        "tables.locks": bot.tables.locks,
        "tables.snapshots": bot.tables.snapshots,
        "tables.announced": bot.tables.announcer.announced,
        "rounds": bot.tables.rounds._known,
        "autoplay.scheduling": autoplay._scheduling,
        "autoplay.round_scheduled": autoplay._round_scheduled,
        "autoplay.agents": autoplay.agents.games(),
    }
    return [name for name, kept in places.items() if game_id in kept]


async def test_a_finished_game_with_an_ai_seat_and_a_clock_leaves_nothing_behind(
        simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    ann = guild.add_member(simcord_env.create_user("ann"))
    table = Driver(simcord_env, channel, [ann])
    await ann.slash(channel, "game new", game="toy", options="rounds=2", max_players=2,
                    deadline="1h")
    await ann.slash(channel, "game addbot", ai="steady")
    await ann.click(public(channel)[-1], label="Start")
    row, _, _ = await table.game()
    assert kept_for(simcord_env.bot, row.id)  # a running game does keep its things
    for _ in range(20):
        if "Game over" in public(channel)[-1].content:
            break
        table.prompt = next(m for m in reversed(public(channel)) if m.components)
        await table.play_move()
    await simcord_env.settle()
    row, _, _ = await table.game()
    assert row.status == "over"
    assert kept_for(simcord_env.bot, row.id) == []


async def test_an_aborted_game_leaves_nothing_behind(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    ann, ben = (guild.add_member(simcord_env.create_user(n)) for n in ("ann", "ben"))
    table = Driver(simcord_env, channel, [ann, ben])
    await table.open_and_start("toy")
    await table.play_move()
    row, _, _ = await table.game()
    assert kept_for(simcord_env.bot, row.id)
    asked = await ann.slash(channel, "game abort")
    await ann.click(answer(asked), label="Abort the game")
    assert kept_for(simcord_env.bot, row.id) == []
