"""/game mine: only your running games, whose turn (bold when yours, how long, the
deadline), a jump link to the latest prompt; in a direct message your games everywhere."""

from __future__ import annotations

from tests.bot.driver import answer, public


async def open_game(channel, host, others, **options: str) -> None:
    await host.slash(channel, "game new", game="toy", options="rounds=2", **options)
    lobby = public(channel)[-1]
    for member in others:
        await member.click(lobby, label="Join")
    await host.click(lobby, label="Start")


async def test_game_mine_lists_only_your_games_with_turn_and_jump_link(simcord_env):
    env = simcord_env
    guild = env.create_guild(name="Club")
    first, second, third = (guild.create_text_channel(n) for n in ("one", "two", "three"))
    ann, ben, cat, dan = (guild.add_member(env.create_user(n)) for n in ("ann", "ben", "cat",
                                                                         "dan"))
    await open_game(first, ann, [ben], deadline="12h")
    await open_game(second, ben, [ann])
    await open_game(third, cat, [dan])  # ann does not sit here
    prompt = public(first)[-1]

    shown = answer(await ann.slash(first, "game mine"))
    assert shown.ephemeral
    lines = [line for line in shown.content.splitlines() if line.startswith("- ")]
    assert len(lines) == 2
    assert all("<#" + str(third.id) not in line for line in lines)
    mine = next(line for line in lines if f"<#{first.id}>" in line)
    theirs = next(line for line in lines if f"<#{second.id}>" in line)
    assert "**Your turn**, waiting for **0 min**" in mine and "(deadline <t:" in mine
    assert f"/channels/{guild.id}/{first.id}/{prompt.id})" in mine
    assert "Your turn" not in theirs and f"Waiting for {ben.mention}" in theirs
    assert "Toy Race" in mine

    nothing = answer(await dan.slash(first, "game mine"))
    assert "Toy Race" in nothing.content and f"<#{first.id}>" not in nothing.content


async def test_game_mine_in_a_direct_message_lists_every_server(simcord_env):
    env = simcord_env
    club, pub = env.create_guild(name="Club"), env.create_guild(name="Pub")
    here, there = club.create_text_channel("games"), pub.create_text_channel("games")
    ann_user, ben_user = env.create_user("ann"), env.create_user("ben")
    ann, ben = club.add_member(ann_user), club.add_member(ben_user)
    ann2, ben2 = pub.add_member(ann_user), pub.add_member(ben_user)
    await open_game(here, ann, [ben])
    await open_game(there, ben2, [ann2])

    shown = answer(await ann_user.slash("game mine"))
    assert "(Club)" in shown.content and "(Pub)" in shown.content
    assert shown.content.count("\n- ") == 2


async def test_other_game_subcommands_refuse_direct_messages_clearly(simcord_env):
    user = simcord_env.create_user("ann")
    refused = answer(await user.slash("game new", game="toy"))
    assert refused.content == "Games are played in server channels, not in direct messages."
    empty = answer(await user.slash("game mine"))
    assert "not playing a game on any server" in empty.content


async def test_game_mine_speaks_german(simcord_env):
    from bot.mine.overview import waited

    assert waited(3 * 3600 + 12 * 60, "de") == "3 Std., 12 Min."
    assert waited(2 * 86400 + 3600, "en") == "2 days, 1 hr"
    assert waited(86400 + 3 * 3600, "de") == "1 Tg., 3 Std."
    assert waited(-5, "en") == "0 min"
