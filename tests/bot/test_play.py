"""Complete games, restarts and concurrency through the real bot on an in-memory Discord."""

from __future__ import annotations

import pytest

from bot.core.i18n import t
from engine.core.record import replay
from tests.bot.driver import (
    OPEN_MENU,
    Driver,
    answer,
    buttons,
    find_control,
    label_of,
    selects,
    target_labels,
)
from tests.bot.raw import button_data, dispatch, select_data


@pytest.fixture
def table(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    members = [guild.add_member(simcord_env.create_user(name)) for name in ("ann", "ben", "cat")]
    return Driver(simcord_env, channel, members)


async def log_matches_snapshot(driver: Driver) -> None:
    """The action log is the truth: replaying it gives exactly the stored snapshot."""
    row, _, state = await driver.game()
    record = await driver.bot.store.record(row)
    assert len(record.log) == row.version
    assert replay(record)[1] == state


async def test_three_players_play_a_complete_game(table):
    table.members = table.members[:3]
    started = await table.open_and_start("toy", options="rounds=2")
    assert "The game begins!" in answer(started).content
    final = await table.play_to_end()
    row, game, state = await table.game()
    assert row.status == "over" and game.is_over(state)
    assert "Game over" in final.content
    ranking = [line for line in final.content.splitlines() if line[:2] in ("1.", "2.", "3.")]
    assert len(ranking) == 3 and "Cards" in ranking[0] and "Boosts" in ranking[0]
    assert [b.label for b in buttons(final.message)] == ["Rematch"]  # nothing to play
    await log_matches_snapshot(table)


async def test_public_menus_take_one_click_per_move(table):
    table.members = table.members[:2]
    await table.open_and_start("toy_open", options="rounds=1")
    await table.play_to_end()
    row, _, _ = await table.game()
    assert table.clicks == row.version


async def test_long_menus_are_paged_and_grouped(table):
    table.members = table.members[:2]
    await table.open_and_start("toy_open", options="hand=60, cheers=yes, rounds=1")
    prompt = table.channel.last_message
    (select,) = selects(prompt)
    assert len(select.options) == 25
    assert {"More ▶", "My hand / my board"} <= {b.label for b in buttons(prompt)}
    more = await table.members[0].click(prompt, label="More ▶")
    (page_two,) = selects(more.response.message)
    assert more.response.ephemeral and len(page_two.options) == 6
    opened = await table.members[0].select(prompt, ["0"], custom_id=select.custom_id)
    (cards,) = selects(opened.response.message)  # 60 cards x 2 ways: one level at a time
    assert len(cards.options) == 25 and "(1/3)" in cards.placeholder
    assert opened.response.ephemeral  # deeper levels only to the player choosing
    await table.play_to_end()
    await log_matches_snapshot(table)


async def test_a_button_posted_before_a_restart_still_works(table, bots):
    table.members = table.members[:2]
    await table.open_and_start("toy", options="rounds=2")
    await table.play_move()
    before, _, _ = await table.game()
    old_prompt = table.channel.last_message
    await table.env.restart_bot(bots())
    assert table.channel.last_message.id == old_prompt.id
    await table.play_move()  # clicks the buttons of the message posted before the restart
    after, _, _ = await table.game()
    assert after.version == before.version + 1
    assert table.bot.synced_commands is False  # same commands: no second sync
    await table.play_to_end()
    await log_matches_snapshot(table)


async def test_two_clicks_at_once_apply_once(table):
    table.members = table.members[:2]
    await table.open_and_start("toy_open", options="rounds=1")
    prompt = table.channel.last_message
    (select,) = selects(prompt)
    value = select.options[0].value
    ann = table.members[0]
    first, second = await dispatch(table.env, (ann, prompt, select_data(select.custom_id, [value])),
                                   (ann, prompt, select_data(select.custom_id, [value])))
    row, _, _ = await table.game()
    assert row.version == 1
    answers = [answer(first), answer(second)]
    assert sorted(a.ephemeral for a in answers) == [False, True]
    refused = next(a for a in answers if a.ephemeral)
    assert "out of date" in refused.content
    await log_matches_snapshot(table)


async def test_a_burst_of_clicks_is_acknowledged_first_and_still_applied(simcord_env):
    from bot.play.locks import BUSY_CLICKS

    guild = simcord_env.create_guild()
    ann, ben = (guild.add_member(simcord_env.create_user(n)) for n in ("ann", "ben"))
    drivers = [Driver(simcord_env, guild.create_text_channel(f"t{i}"), [ann, ben])
               for i in range(BUSY_CLICKS + 4)]
    clicks = []
    for driver in drivers:
        await driver.open_and_start("toy_open", options="rounds=1")
        (select,) = selects(driver.prompt)
        move = select.options[0].value  # a whole move (the menu is public and flattened)
        clicks.append((ann, driver.prompt, select_data(select.custom_id, [move])))
    results = await dispatch(simcord_env, *clicks)
    assert sum(r.deferred for r in results) >= 4  # the clicks beyond BUSY_CLICKS
    # (and the first: its move is acknowledged as soon as it is committed)
    assert all(r.deferred for r in results)
    for driver, result in zip(drivers, results, strict=True):
        assert result.acknowledged and not answer(result).ephemeral
        row, _, _ = await driver.game()
        assert row.version == 1


async def test_a_pick_on_a_private_menu_only_acknowledged_in_a_burst_still_hears_what_it_did(
        simcord_env):
    guild = simcord_env.create_guild()
    ann, ben = (guild.add_member(simcord_env.create_user(n)) for n in ("ann", "ben"))
    clicks = []
    for i in range(3):
        driver = Driver(simcord_env, guild.create_text_channel(f"p{i}"), [ann, ben])
        await driver.open_and_start("toy")  # every hand secret: moves chosen in private
        row, game, state = await driver.game()
        seat = game.waiting_for(state)[0]
        member = driver.member(row.seats[seat])
        post = await driver.turn_post()
        menu = answer(await member.click(post, label=label_of(post, OPEN_MENU))).message
        assert menu.flags.ephemeral
        action = game.legal_actions(state, seat)[0]
        target = target_labels(game, state, seat, action, "en",
                               driver.bot.tables.label_names(row, "en"))
        control = find_control(menu, target, 0)
        assert control is not None and control.depth >= len(target)  # one click: the move
        data = (button_data(control.custom_id) if control.value is None
                else select_data(control.custom_id, [control.value]))
        clicks.append((member, menu, data))
    results = await dispatch(simcord_env, *clicks)
    for result in results:
        assert result.deferred  # acknowledged first: other clicks were being worked on
        private = [m for m in (result.response, *result.followups)
                   if m is not None and m.ephemeral]
        # the private menu clicked in now says what was done (it offered the move before)
        said = [t("play.you_did", "en", label=""), t("play.you_chose", "en", label="")]
        assert private and any(s.split("**")[0] in private[-1].content for s in said)
