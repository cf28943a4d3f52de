"""Every bad input gets a clear ephemeral answer and changes nothing."""

from __future__ import annotations

import logging

import pytest

from tests.bot.driver import Driver, answer, buttons, components, fresh, selects
from tests.bot.raw import button_data, click_as_shown, dispatch, select_data


@pytest.fixture
async def game(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    ann, ben, cat = (guild.add_member(simcord_env.create_user(n)) for n in ("ann", "ben", "cat"))
    driver = Driver(simcord_env, channel, [ann, ben])
    await driver.open_and_start("toy", options="rounds=2")
    return driver, ann, ben, cat


async def snapshot(driver: Driver) -> tuple[int, str | None, int]:
    row, _, _ = await driver.game()
    return row.version, row.state_json, len(await driver.bot.store.action_log(row.id))


def refused(result, words: str) -> None:
    shown = answer(result)
    assert shown is not None and shown.ephemeral, "a refusal must be ephemeral"
    assert words in shown.content


async def test_bad_clicks_are_refused_without_change(game, caplog):
    driver, ann, ben, cat = game
    prompt = driver.channel.last_message
    before = await snapshot(driver)
    # Hands are hidden, so the public prompt only opens a private menu.
    assert {"Choose my move", "My hand / my board"} <= {b.label for b in buttons(prompt)}
    assert "Play a card" not in {b.label for b in buttons(prompt)}
    refused(await cat.click(prompt, label="Choose my move"), "not playing in this game")
    refused(await ben.click(prompt, label="Choose my move"), "not your turn")
    refused(await cat.click(prompt, label="My hand / my board"), "not playing in this game")
    forged, malformed, foreign, huge = await dispatch(
        driver.env,
        (ann, prompt, button_data("th:m:1:0:7.7.7")),  # well-formed, but not on the message
        (ann, prompt, button_data("th:zz")),
        (ann, prompt, button_data("somebody-elses-button")),
        (ann, prompt, button_data("th:m:1:0:" + "9" * 80)),
    )
    for result in (forged, malformed, foreign, huge):
        refused(result, "isn't recognised")

    menu = answer(await ann.click(prompt, label="Choose my move")).message  # private, whole
    (cards,) = selects(menu)
    bad_values = await dispatch(
        driver.env,
        (ann, menu, select_data(cards.custom_id, ["9.9"])),
        (ann, menu, select_data(cards.custom_id, ["not-a-path"])),
        (ann, menu, select_data(cards.custom_id, ["0.0", "0.1"])),
        (ann, menu, select_data(cards.custom_id, [])),
    )
    for result in bad_values:
        refused(result, "not among the options")

    assert await snapshot(driver) == before
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]


async def test_out_of_date_click_gets_a_fresh_board(game):
    driver, ann, _, _ = game
    old_prompt = driver.channel.last_message
    opened = answer(await ann.click(old_prompt, label="Choose my move")).message
    await driver.play_move()  # ann plays a card, then ben: ann's hand (her menu) changed
    await driver.play_move()
    row, _, _ = await driver.game()
    before = await snapshot(driver)
    stale = next(c for c in components(opened) if c.custom_id.startswith(("th:m:", "th:s:")))
    if stale.custom_id.startswith("th:m:"):
        result = await ann.click(opened, custom_id=stale.custom_id)
    else:
        result = await ann.select(opened, [stale.options[0].value], custom_id=stale.custom_id)
    refused(result, "out of date")
    fresh = answer(result).message
    menu_ids = [c.custom_id for c in components(fresh) if not c.custom_id.startswith("th:h:")]
    assert menu_ids and all(f":{row.version}:" in i for i in menu_ids)  # the current version
    assert await snapshot(driver) == before


async def test_choose_my_move_on_an_old_prompt_opens_the_current_menu(game):
    driver, ann, _, _ = game
    old_prompt = driver.channel.last_message
    await driver.play_move()
    await driver.play_move()
    row, _, _ = await driver.game()
    before = await snapshot(driver)
    # A replaced turn post loses its buttons; a client still showing them may click.
    assert not components(fresh(driver.env, driver.channel.id, old_prompt.id))
    shown = answer(await click_as_shown(driver.env, ann, old_prompt, "Choose my move"))
    assert shown.ephemeral and "out of date" not in shown.content
    menu_ids = [c.custom_id for c in components(shown.message)
                if c.custom_id.startswith(("th:m:", "th:s:"))]
    assert menu_ids and all(f":{row.version}:" in i for i in menu_ids)
    assert await snapshot(driver) == before


async def test_clicks_after_the_game_is_over(game):
    driver, ann, _, cat = game
    old_prompt = driver.channel.last_message
    await driver.play_to_end()
    before = await snapshot(driver)
    refused(await click_as_shown(driver.env, ann, old_prompt, "Choose my move"), "game is over")
    refused(await click_as_shown(driver.env, cat, old_prompt, "Choose my move"), "game is over")
    assert await snapshot(driver) == before


async def test_game_commands_in_a_direct_message_say_where_games_are_played(simcord_env, caplog):
    """Discord hides /game in direct messages; one that arrives anyway (a client that
    ignores the command's contexts) is answered plainly, never with advice to use /game new."""
    from simcord import InteractionResult
    from simcord import interactions as sim_interactions
    from simcord.enums import InteractionType

    user = simcord_env.create_user("dee")
    dm = user.dm_channel
    root = simcord_env.backend.find_command("game", None)
    new_game = [{"name": "game", "type": 3, "value": "toy"}]
    for sub, options in (("status", []), ("join", []), ("away", []), ("log", []),
                         ("new", new_game)):
        data = {"id": root["id"], "name": "game", "type": 1,
                "options": [{"name": sub, "type": 1, "options": options}]}
        record, payload = sim_interactions.base_payload(
            simcord_env.backend, type=int(InteractionType.APPLICATION_COMMAND),
            channel_id=dm.id, guild_id=None, user_id=user.id, data=data)
        simcord_env.backend.emit("INTERACTION_CREATE", payload)
        await simcord_env.settle()
        shown = InteractionResult(simcord_env, record).response
        assert shown is not None and shown.ephemeral
        assert "server channels, not in direct messages" in shown.content
        assert "/game new" not in shown.content
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]
