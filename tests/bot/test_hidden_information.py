"""Private information (a seat's hand) never reaches a public message."""

from __future__ import annotations

from tests.bot.driver import Driver, answer, components


def public_text(channel) -> str:
    parts: list[str] = []
    for message in channel.history():  # no viewer: what everyone sees, no ephemerals
        parts.append(message.content)
        parts += [str(embed.to_dict()) for embed in message.embeds]
        for component in components(message):
            parts.append(str(component.to_dict()))
    return "\n".join(parts)


async def test_hands_stay_private_for_a_whole_game(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    members = [guild.add_member(simcord_env.create_user(n)) for n in ("ann", "ben", "cat")]
    driver = Driver(simcord_env, channel, members)
    await driver.open_and_start("toy", options="rounds=3")
    checked = 0
    while True:
        _, game, state = await driver.game()
        if game.is_over(state):
            break
        shown = public_text(channel)
        for hand in state["hands"]:
            for card in hand:
                assert card not in shown, f"{card} (in a hand) appeared in public"
                checked += 1
        await driver.play_move()
    assert checked > 20
    # Played cards are public; cards still in hands or the deck never were.
    shown = public_text(channel)
    assert state["track"] and all(card in shown for card in state["track"])
    unplayed = [card for hand in state["hands"] for card in hand] + state["deck"]
    assert not [card for card in unplayed if card in shown]


async def test_my_hand_is_fresh_and_only_for_me(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    members = [guild.add_member(simcord_env.create_user(n)) for n in ("ann", "ben")]
    driver = Driver(simcord_env, channel, members)
    await driver.open_and_start("toy")
    ann, ben = members
    for _ in range(2):
        _, _, state = await driver.game()
        prompt = channel.last_message
        for seat, member in enumerate((ann, ben)):
            mine = answer(await member.click(prompt, label="My hand / my board"))
            assert mine.ephemeral
            assert all(card in mine.content for card in state["hands"][seat])
            other = state["hands"][1 - seat]
            assert not any(card in mine.content for card in other)
        await driver.play_move()
