"""Seats that may act without being waited for (``to_act`` beyond ``waiting_for``): Save
Doctor Lucky with table-talk penalties, where anyone may give a penalty at any time."""

from __future__ import annotations

from typing import Any

from engine.core.record import replay
from tests.bot.driver import OPEN_MENU, Driver, answer, buttons, label_of, public, target_labels


def prompt_of(channel: Any) -> Any:
    return next(m for m in reversed(public(channel)) if m.components)


async def start_with_a_bot(env: Any) -> tuple[Driver, Any, Any]:
    guild = env.create_guild()
    channel = guild.create_text_channel("titanic")
    ann, ben = (guild.add_member(env.create_user(n)) for n in ("ann", "ben"))
    await ann.slash(channel, "game new", game="doctor-lucky", options="penalties=on",
                    max_players=3)
    await ben.click(channel.last_message, label="Join")
    await ann.slash(channel, "game addbot")
    await ann.click(public(channel)[-1], label="Start")
    await env.settle()
    return Driver(env, channel, [ann, ben]), ann, ben


async def ai_moves_out_of_turn(table: Driver) -> list[int]:
    """The log rows of AI seats made while the game was not waiting for them."""
    row, _, _ = await table.game()
    record = await table.bot.store.record(row)
    game, state, _ = replay(record, upto=0)
    wrong = []
    for number, entry in enumerate(record.log, start=1):
        if row.seats[entry.seat] < 0 and entry.seat not in game.waiting_for(state):
            wrong.append(number)
        game.apply(state, entry.seat, entry.action)
    return wrong


async def test_a_penalty_from_a_bystander_leaves_the_turn_players_buttons_working(
        simcord_env):
    table, ann, ben = await start_with_a_bot(simcord_env)
    people = {ann.id: ann, ben.id: ben}
    for _ in range(40):  # until a person is on turn (the AI seat moves by itself)
        row, game, state = await table.game()
        on_turn = game.waiting_for(state)[0]
        if row.seats[on_turn] in people and state["phase"] != "reaction":
            break
        table.prompt = prompt_of(table.channel)
        await table.play_move(ai="heuristic")
        await simcord_env.settle()
    player = people[row.seats[on_turn]]
    bystander = ann if player is ben else ben
    by_seat = row.seats.index(bystander.id)
    assert by_seat in game.to_act(state) and by_seat not in game.waiting_for(state)
    prompt = prompt_of(table.channel)
    assert player.mention in prompt.content and bystander.mention not in prompt.content
    # The turn player opens their menu first ...
    mine = answer(await player.click(prompt, label=label_of(prompt, OPEN_MENU))).message
    # ... then the bystander gives them a penalty from their own menu.
    theirs = answer(await bystander.click(prompt, label=label_of(prompt, OPEN_MENU))).message
    penalty = {"type": "penalty", "target": on_turn}
    names = table.bot.tables.label_names(row, "en")
    shown = await table.navigate(bystander, theirs,
                                 [target_labels(game, state, by_seat, penalty, "en", names)])
    assert not shown.ephemeral
    after, _, moved = await table.game()
    assert after.version == row.version + 1 and moved["penalties"][on_turn] == 1
    assert game.waiting_for(moved) == [on_turn]
    # The turn player's earlier buttons still work: their menu did not change.
    turn = next(a for a in game.legal_actions(state, on_turn) if a["type"] != "penalty")
    done = await table.navigate(player, mine,
                                [target_labels(game, state, on_turn, turn, "en", names)])
    assert not done.ephemeral and "out of date" not in done.content
    final, _, _ = await table.game()
    assert final.version == row.version + 2
    await simcord_env.settle()
    assert await ai_moves_out_of_turn(table) == []


async def test_the_ai_seat_acts_only_when_the_game_waits_for_it(simcord_env):
    table, _, _ = await start_with_a_bot(simcord_env)
    people = {m.id for m in table.members}
    for _ in range(30):
        row, game, state = await table.game()
        if game.is_over(state):
            break
        if row.seats[game.waiting_for(state)[0]] not in people:
            await simcord_env.settle()
            continue
        table.prompt = prompt_of(table.channel)
        await table.play_move(ai="heuristic")
        await simcord_env.settle()
    row, game, state = await table.game()
    assert row.version > 5
    assert await ai_moves_out_of_turn(table) == []
    # The turn prompt names whom the game waits for, not everyone who may give a penalty.
    if not game.is_over(state):
        waited = {row.seats[s] for s in game.waiting_for(state)}
        prompt = prompt_of(table.channel)
        for member in table.members:
            named = {member.mention, f"**{member.name}**"}
            last = prompt.content.splitlines()[-1]
            assert any(name in last for name in named) == (member.id in waited)
    assert buttons(prompt_of(table.channel))
