"""Seats that may act without being waited for, in Toy Market (tests/toys/market.py):
an AI buyer answers an offer by itself, a person who gets an offer is mentioned once, and
the offer menus name the people at the table."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.record import replay
from tests.bot.driver import OPEN_MENU, Driver, answer, buttons, label_of, public
from tests.toys.market import TraderAgent, say


@pytest.fixture
def world(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("market")
    members = [guild.add_member(simcord_env.create_user(n)) for n in ("ann", "ben")]
    return simcord_env, channel, members


async def start(env: Any, channel: Any, host: Any, *others: Any, bots: int = 0,
                options: str = "rounds=2") -> Driver:
    await host.slash(channel, "game new", game="toy_market", options=options,
                     max_players=1 + len(others) + bots)
    lobby = public(channel)[-1]
    for member in others:
        await member.click(lobby, label="Join")
    for _ in range(bots):
        await host.slash(channel, "game addbot")
    await host.click(public(channel)[-1], label="Start")
    await env.settle()
    return Driver(env, channel, [host, *others])


async def offer(member: Any, channel: Any, buyer: str, price: int) -> Any:
    """``member`` offers a good to ``buyer`` (a name on the menu) through the menus."""
    prompt = next(m for m in reversed(public(channel)) if m.components)
    table = Driver(channel.guild and None, channel, [member])
    return await table.navigate(member, prompt, ["Offer a good", f"to {buyer}",
                                                 say("label.price", "en", price=price)])


async def logged(env: Any, channel: Any) -> list[Any]:
    row = await env.bot.store.latest_in_channel(channel.id)
    return (await env.bot.store.record(row)).log


async def test_an_ai_buyer_answers_an_offer_by_itself(world):
    env, channel, (ann, _) = world
    await start(env, channel, ann, bots=1)
    await offer(ann, channel, "Trader bot 1", 2)
    await env.settle()
    log = await logged(env, channel)
    assert [(e.seat, e.action["type"]) for e in log] == [(0, "offer"), (1, "accept")]
    last = public(channel)[-1]
    assert "Trader bot 1 bought a good from" in last.content and ann.mention in last.content


async def test_an_ai_buyer_refuses_a_dear_offer_by_itself(world):
    env, channel, (ann, _) = world
    await start(env, channel, ann, bots=1)
    await offer(ann, channel, "Trader bot 1", 3)
    await env.settle()
    log = await logged(env, channel)
    assert [(e.seat, e.action["type"]) for e in log] == [(0, "offer"), (1, "refuse")]
    assert "Trader bot 1 refused the offer." in public(channel)[-1].content


async def test_an_ai_is_asked_for_a_free_action_once_per_version(world, monkeypatch):
    env, channel, (ann, _) = world
    asked: list[int] = []

    def shy(self, game, state, seat, legal):
        asked.append(seat)
        return None

    monkeypatch.setattr(TraderAgent, "free_action", shy)
    await start(env, channel, ann, bots=1)
    await offer(ann, channel, "Trader bot 1", 2)
    await env.settle()
    await env.bot.autoplay.replan((await env.bot.store.latest_in_channel(channel.id)).id)
    await env.settle()
    assert asked == [1]
    assert [e.action["type"] for e in await logged(env, channel)] == ["offer"]


async def test_a_person_who_gets_an_offer_is_mentioned_once(world):
    env, channel, (ann, ben) = world
    await start(env, channel, ann, ben)
    await offer(ann, channel, "ben", 1)
    posted = public(channel)[-1]
    assert f"{ben.mention}: you may answer now" in posted.content
    assert ben.id in [u.id for u in posted.mentions]
    prompt = next(m for m in reversed(public(channel)) if m.components)
    count = len(public(channel))
    await ann.click(prompt, label="Withdraw the offer")
    # ann's own click goes into the turn post: no new message, nobody mentioned again
    assert len(public(channel)) == count
    again = public(channel)[-1]
    told = again.content.split("withdrew the offer")[1]
    assert "you may answer" not in told and "**ann**" in told


async def test_an_offer_is_answered_through_the_buyers_own_menu(world):
    env, channel, (ann, ben) = world
    await start(env, channel, ann, ben)
    await offer(ann, channel, "ben", 1)
    prompt = next(m for m in reversed(public(channel)) if m.components)
    menu = answer(await ben.click(prompt, label=label_of(prompt, OPEN_MENU)))
    assert [b.label for b in buttons(menu.message)][:2] == ["Buy the good for 1 coin",
                                                            "Refuse the offer"]
    await ben.click(menu.message, label="Buy the good for 1 coin")
    row = await env.bot.store.latest_in_channel(channel.id)
    _, state, _ = replay(await env.bot.store.record(row))
    assert state["goods"] == [0, 2] and state["coins"] == [6, 4]


async def test_a_live_turn_is_played_when_its_seconds_pass_without_a_clock(world, bots):
    env, channel, (ann, ben) = world
    await start(env, channel, ann, ben, options="rounds=1, live=on")
    await env.advance_time(29)
    assert await logged(env, channel) == []
    await env.advance_time(2)
    log = await logged(env, channel)
    assert [(e.seat, e.action) for e in log] == [(0, {"type": "make"})]
    assert f"{ann.mention}: the time for this decision ran out" in public(channel)[-1].content
    # ben's own 30 seconds began with his turn, and survive a restart
    await env.advance_time(10)
    await env.restart_bot(bots())
    await env.advance_time(17)  # 28 s into ben's turn
    assert len(await logged(env, channel)) == 1
    await env.advance_time(3)
    row = await env.bot.store.latest_in_channel(channel.id)
    assert row.status == "over" and len(await logged(env, channel)) == 2
    await env.advance_time(120)
    assert len([m for m in public(channel) if "ran out" in m.content]) == 2  # never twice


async def test_a_live_turn_played_in_time_is_not_played_again(world):
    env, channel, (ann, ben) = world
    await start(env, channel, ann, ben, options="rounds=1, live=on")
    await env.advance_time(20)
    prompt = next(m for m in reversed(public(channel)) if m.components)
    await ann.click(prompt, label="Make a good")
    await env.advance_time(15)  # ann's limit has passed: nothing for her
    assert len(await logged(env, channel)) == 1
    assert not [m for m in public(channel) if "ran out" in m.content]


@pytest.mark.parametrize(("lang", "opener", "trader"), [
    ("en", "opens the market", "trader"), ("de", "eröffnet den Markt", "Händler")])
async def test_the_lobby_and_the_start_show_each_seats_role(simcord_env, lang, opener, trader):
    guild = simcord_env.create_guild(**({"preferred_locale": "de"} if lang == "de" else {}))
    channel = guild.create_text_channel("market")
    ann, ben, cat = [guild.add_member(simcord_env.create_user(n)) for n in ("ann", "ben", "cat")]
    await ann.slash(channel, "game new", game="toy_market", max_players=3)
    lobby = public(channel)[-1]
    assert f"{ann.mention} ({opener})" in lobby.content and trader not in lobby.content
    join, leave, begin = (b.label for b in buttons(lobby))
    await ben.click(lobby, label=join)
    await cat.click(lobby, label=join)
    lobby = public(channel)[-1]
    assert f"{ben.mention} ({trader}), {cat.mention} ({trader})" in lobby.content
    await ben.click(lobby, label=leave)
    lobby = public(channel)[-1]
    assert ben.mention not in lobby.content and f"{cat.mention} ({trader})" in lobby.content
    await ann.click(lobby, label=begin)
    started = public(channel)[-1].content
    assert f"{ann.mention} ({opener}), {cat.mention} ({trader})" in started


async def test_menus_and_summaries_name_the_people_at_the_table(world):
    env, channel, (ann, ben) = world
    await start(env, channel, ann, ben)
    first = public(channel)[-1]
    assert "ann: 5 coins, 1 goods" in first.content and "ben: 5 coins" in first.content
    assert "Player 1" not in first.content and "Player 2" not in first.content
    options = [o.label for s in first.components for c in s.children
               for o in (getattr(c, "options", None) or [])]
    assert "to ben › for 1 coin" in options
