"""Watch: anyone's own fresh public view; a spectator can never act."""

from __future__ import annotations

from tests.bot.driver import Driver, answer, buttons, components
from tests.bot.raw import click_as_shown


async def test_watch_shows_a_fresh_public_view_and_spectators_cannot_act(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    ann, ben, dan = (guild.add_member(simcord_env.create_user(n)) for n in ("ann", "ben", "dan"))
    driver = Driver(simcord_env, channel, [ann, ben])
    await driver.open_and_start("toy", options="rounds=2")
    prompt = channel.last_message
    assert "Watch" in [b.label for b in buttons(prompt)]

    seen = answer(await dan.click(prompt, label="Watch"))
    assert seen.ephemeral and "Toy Race" in seen.content and "spectator" in seen.content
    _, _, state = await driver.game()
    hidden = [card for hand in state["hands"] for card in hand] + state["deck"]
    assert not [card for card in hidden if card in seen.content]
    # The game's summary in words, never the view as data.
    assert "Played: nothing yet" in seen.content and "Cards in hand: 3, 3" in seen.content
    assert not any(mark in seen.content for mark in ("{", "[", '"', "hand_sizes"))

    # Every move control on the prompt refuses a spectator and changes nothing.
    before, _, _ = await driver.game()
    for control in components(prompt):
        if control.custom_id.startswith("th:w:"):
            continue
        if getattr(control, "options", None):
            result = await dan.select(prompt, [control.options[0].value],
                                      custom_id=control.custom_id)
        else:
            result = await dan.click(prompt, custom_id=control.custom_id)
        refused = answer(result)
        assert refused.ephemeral and "not playing in this game" in refused.content
    assert (await driver.game())[0].version == before.version

    # The same old button gives the view as it is now, not as it was.
    await driver.play_move()
    _, _, state = await driver.game()
    again = answer(await click_as_shown(driver.env, dan, prompt, "Watch"))
    assert state["track"][0] in again.content and again.content != seen.content
    players_too = answer(await click_as_shown(driver.env, ann, prompt, "Watch"))
    assert players_too.ephemeral and not [c for c in state["hands"][0] if c in players_too.content]


async def test_watch_attaches_the_public_picture_where_there_is_one(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("trepanation")
    ann, ben, dan = (guild.add_member(simcord_env.create_user(n)) for n in ("ann", "ben", "dan"))
    driver = Driver(simcord_env, channel, [ann, ben])
    await driver.open_and_start("trepanation")
    seen = answer(await dan.click(channel.last_message, label="Watch"))
    assert seen.ephemeral and "spectator" in seen.content
    (picture,) = seen.attachments
    assert picture.filename == "board.png"
    assert (await picture.read()).startswith(b"\x89PNG")
