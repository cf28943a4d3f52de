"""Several seats choosing at once (Sealed Bids, tests/toys/sealed.py) in the bot.

Each seat picks in private; the channel learns who has decided, never what; the picks take
effect together when the last is in; deadlines, reminders and AI seats work per seat.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from engine.core.registry import get_game
from tests.bot.driver import answer, buttons, public
from tests.bot.raw import click_as_shown

HOUR = 3600
# What a pick looks like in words: its button label or the private event's line.
PICK_WORDS = re.compile(r"Bid \d|bids \d|\d bieten|bietet \d")


@pytest.fixture
def world(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("auction")
    members = [guild.add_member(simcord_env.create_user(n)) for n in ("ann", "ben", "cat")]
    spectator = guild.add_member(simcord_env.create_user("dan"))
    return simcord_env, channel, members, spectator


def prompt(channel) -> Any:
    return next(m for m in reversed(public(channel)) if m.components)


async def start(env, channel, members, options: str = "rounds=2, change=yes",
                **clock: str) -> None:
    host, *others = members
    await host.slash(channel, "game new", game="toy_sealed", options=options, **clock)
    lobby = public(channel)[-1]
    for member in others:
        await member.click(lobby, label="Join")
    await host.click(lobby, label="Start")


async def state_now(env, channel) -> tuple[Any, dict[str, Any]]:
    row = await env.bot.store.latest_in_channel(channel.id)
    return row, await env.bot.store.load_state(row)


async def open_menu(member, message) -> Any:
    """Click Choose my move on a public prompt; the private menu it opens."""
    shown = answer(await member.click(message, label="Choose my move"))
    assert shown.ephemeral, shown.content
    return shown.message


async def pick(member, menu, amount: int) -> Any:
    """Click "Bid <amount>" on a private menu; the interaction's result."""
    return await member.click(menu, label=f"Bid {amount}")


def missed_lines(channel) -> list[str]:
    """Each "missed the deadline" line in the channel (a post or an edit of the turn post)."""
    return [line for m in public(channel) for line in m.content.split("\n")
            if "missed the deadline" in line]


def labels(message) -> list[str]:
    return [b.label for b in buttons(message)]


async def test_three_players_bid_in_private_change_a_pick_and_the_bids_take_effect_together(
        world):
    env, channel, members, dan = world
    ann, ben, cat = members
    await start(env, channel, members)
    first = prompt(channel)
    count = len(public(channel))
    assert "Choose my move" in labels(first) and not any(PICK_WORDS.search(x)
                                                         for x in labels(first))
    assert all(m.mention in first.content for m in members)

    refused = answer(await dan.click(first, label="Choose my move"))
    assert refused.ephemeral and "not playing" in refused.content

    # Round 1: ben, ann, then cat; ben changes his pick in between.
    ben_menu = await open_menu(ben, first)
    result = await pick(ben, ben_menu, 2)
    said = prompt(channel)  # the pick goes into the round's one turn post
    assert said.id == first.id and len(public(channel)) == count
    assert ben.mention in said.content and "has decided" in said.content
    assert "Decided: **ben**" in said.content  # (named, not mentioned: his own click)
    assert ann.mention in said.content and cat.mention in said.content  # still thinking
    confirm = answer(result)
    assert confirm.ephemeral and "You chose: **Bid 2**" in confirm.content
    assert "Bid 2" not in labels(confirm.message) and "Bid 3" in labels(confirm.message)
    ben_change_menu = confirm.message

    cat_menu = await open_menu(cat, first)  # the first prompt still opens a menu
    ann_menu = await open_menu(ann, prompt(channel))
    await pick(ann, ann_menu, 3)
    said = prompt(channel)
    assert "Decided: " in said.content and cat.mention in said.content.split("thinking")[1]

    changed = await pick(ben, ben_change_menu, 5)  # drawn before ann's pick: still valid
    assert "changed their pick" in prompt(channel).content
    assert "You chose: **Bid 5**" in answer(changed).content
    # His own change moved it on (the menu he clicked in now shows his current choices;
    # a client still showing the earlier one is told it is out of date).
    stale = answer(await click_as_shown(env, ben, ben_change_menu, "Bid 4"))
    assert stale.ephemeral and "out of date" in stale.content
    row, state = await state_now(env, channel)
    assert state["bids"] == [3, 5, None] and row.version == 3

    resolved = (await pick(cat, cat_menu, 1)).response  # opened before three other picks
    assert "The bids are open" in resolved.content
    assert f"{ben.mention} 5" in resolved.content and "wins the prize" in resolved.content
    assert "Round 2 begins" in resolved.content and "choose at once" in resolved.content
    row, state = await state_now(env, channel)
    assert state["round"] == 2 and state["coins"] == [6, 1, 6]

    # Round 2: cat, ann, ben. Ann's menu of round 1 still counts: her coins, and so her
    # menu, are the same (its fingerprint matches), so "Bid 1" still means bid 1.
    old = answer(await click_as_shown(env, ann, ann_menu, "Bid 1"))
    assert old.ephemeral and "You chose: **Bid 1**" in old.content
    for member, amount in ((cat, 4), (ann, 0), (ben, 1)):
        last = await pick(member, await open_menu(member, prompt(channel)), amount)
    final = last.response
    assert "Game over" in final.content
    assert [b.label for b in buttons(final.message)] == ["Rematch"]  # nothing to play
    row, state = await state_now(env, channel)
    assert row.status == "over" and state["coins"] == [6, 1, 2]

    before_results = [m.content for m in public(channel)]
    leaks = [text for text in before_results if PICK_WORDS.search(text)]
    assert not leaks, leaks
    assert all(not m.flags.ephemeral or m.content for m in channel.history())


async def test_without_changes_a_decided_seat_is_refused_and_others_still_choose(world):
    env, channel, members, _ = world
    ann, ben, cat = members
    await start(env, channel, members, options="rounds=1, change=no")
    first = prompt(channel)
    ann_menu = await open_menu(ann, first)
    result = await pick(ann, ann_menu, 1)
    assert "may change" not in answer(result).content and not answer(result).components
    again = answer(await ann.click(prompt(channel), label="Choose my move"))
    assert again.ephemeral and "already decided" in again.content
    assert ben.mention in again.content and cat.mention in again.content
    assert not PICK_WORDS.search(again.content)
    twice = answer(await click_as_shown(env, ann, ann_menu, "Bid 2"))
    assert twice.ephemeral and "Bid 1" not in twice.content
    await pick(ben, await open_menu(ben, first), 0)
    await pick(cat, await open_menu(cat, first), 0)
    row, state = await state_now(env, channel)
    assert row.status == "over" and state["coins"] == [5, 6, 6]


async def test_a_deadline_fires_for_the_one_seat_still_thinking(world):
    env, channel, members, _ = world
    ann, ben, cat = members
    await start(env, channel, members, options="rounds=2, change=yes", deadline="1h",
                reminder="30m")
    await pick(ann, await open_menu(ann, prompt(channel)), 2)
    await env.advance_time(20 * 60)
    await pick(ben, await open_menu(ben, prompt(channel)), 3)  # does not restart cat's clock
    await env.advance_time(11 * 60)
    reminders = [m for m in public(channel) if "still your turn" in m.content]
    assert len(reminders) == 1 and cat.mention in reminders[0].content
    assert ann.mention not in reminders[0].content and ben.mention not in reminders[0].content
    row, _ = await state_now(env, channel)
    assert row.version == 2
    await env.advance_time(30 * 60)  # one hour after the round began
    missed = [m for m in public(channel) if "missed the deadline" in m.content]
    assert len(missed) == 1 and cat.mention in missed[0].content
    assert ann.mention not in missed_lines(channel)[0]
    row, state = await state_now(env, channel)
    assert row.version == 3 and state["round"] == 2  # cat's pick resolved the round
    assert "The bids are open" in missed[0].content
    await env.advance_time(57 * 60)  # round 2's clocks began with round 2, at 1h
    assert (await state_now(env, channel))[0].version == 3
    await env.advance_time(3 * 60)
    row, _ = await state_now(env, channel)
    assert row.status == "over" and row.version == 6
    assert len(missed_lines(channel)) == 4  # cat once in round 1, each seat once in round 2


async def test_a_reminder_names_everyone_still_thinking_in_one_message(world):
    env, channel, members, _ = world
    ann, ben, cat = members
    await start(env, channel, members, reminder="30m")
    await pick(ben, await open_menu(ben, prompt(channel)), 1)
    await env.advance_time(31 * 60)
    reminders = [m for m in public(channel) if "still your turn" in m.content]
    assert len(reminders) == 1
    assert ann.mention in reminders[0].content and cat.mention in reminders[0].content
    assert ben.mention not in reminders[0].content
    await env.advance_time(24 * HOUR)
    assert len([m for m in public(channel) if "still your turn" in m.content]) == 1


async def test_an_ai_seat_picks_by_itself_while_the_humans_think(world):
    env, channel, members, _ = world
    ann, ben, _ = members
    await ann.slash(channel, "game new", game="toy_sealed", options="rounds=1", max_players=3)
    await ben.click(public(channel)[-1], label="Join")
    await ann.slash(channel, "game addbot", ai="random")
    await ann.slash(channel, "game start")
    row, state = await state_now(env, channel)
    assert row.version == 1 and get_game("toy_sealed").decided(state) == [2]
    said = public(channel)[-1]  # the AI seat's pick went into the round's turn post
    assert "Random bot 1 has decided" in said.content and not PICK_WORDS.search(said.content)
    assert "Choose my move" in labels(said)
    first = said
    await pick(ben, await open_menu(ben, first), 1)
    away = await ann.slash(channel, "game away")  # ann's seat is picked for her too
    assert not away.ephemeral
    row, state = await state_now(env, channel)
    assert row.status == "over" and row.version == 3


async def test_a_restart_in_the_middle_of_a_round_keeps_menus_and_clocks(world, bots):
    env, channel, members, _ = world
    ann, ben, cat = members
    await start(env, channel, members, deadline="1h")
    ben_menu = await open_menu(ben, prompt(channel))
    await pick(ann, await open_menu(ann, prompt(channel)), 4)
    await env.advance_time(10 * 60)
    await env.restart_bot(bots())
    await pick(ben, ben_menu, 2)  # drawn before ann's pick and the restart
    said = prompt(channel)
    assert "has decided" in said.content and ben.mention in said.content
    await env.advance_time(49 * 60)
    assert (await state_now(env, channel))[0].version == 2
    await env.advance_time(2 * 60)
    missed = [m for m in public(channel) if "missed the deadline" in m.content]
    assert len(missed) == 1 and cat.mention in missed[0].content
    row, state = await state_now(env, channel)
    assert row.version == 3 and state["round"] == 2
    await env.restart_bot(bots())
    assert len([m for m in public(channel) if "missed the deadline" in m.content]) == 1


async def test_the_host_answers_each_missed_deadline_of_a_round_on_its_own(world):
    env, channel, members, _ = world
    ann, ben, _ = members
    await start(env, channel, members, options="rounds=1", deadline="1h", on_timeout="host")
    await pick(ann, await open_menu(ann, prompt(channel)), 2)
    await env.advance_time(HOUR + 1)
    asks = [m for m in public(channel) if "missed the deadline" in m.content]
    assert len(asks) == 2 and {ben.mention in a.content for a in asks} == {True, False}
    for ask in asks:  # the second question was asked before the first answer moved the game
        await ann.click(ask, label="Let the AI play")
    row, _ = await state_now(env, channel)
    assert row.status == "over" and row.version == 3


async def test_open_bids_keep_the_clocks_of_the_seats_still_to_bid(world):
    """With open bids each bid is a move of its own (no secret round), yet a seat whose own
    decision did not change keeps its deadline from when the decision became due."""
    env, channel, members, _ = world
    ann, ben, cat = members
    await start(env, channel, members, options="rounds=1, change=no, bids=open",
                deadline="1h")
    await env.advance_time(40 * 60)
    await pick(ann, await open_menu(ann, prompt(channel)), 2)
    await env.advance_time(21 * 60)  # one hour after the bidding began, not after ann's bid
    missed = missed_lines(channel)
    assert len(missed) == 2
    assert {ben.mention, cat.mention} == {line.split()[1] for line in missed}
    row, _ = await state_now(env, channel)
    assert row.status == "over"


@pytest.mark.parametrize(("bids", "lang", "words"), [
    ("sealed", "en", "the choices take effect together"),
    ("sealed", "de", "die Entscheidungen gelten gemeinsam"),
    ("open", "en", "each of you may move now"),
    ("open", "de", "jede und jeder von euch kann jetzt ziehen"),
])
async def test_the_prompt_says_choices_take_effect_together_only_in_a_secret_round(
        simcord_env, bids, lang, words):
    guild = simcord_env.create_guild(**({"preferred_locale": "de"} if lang == "de" else {}))
    channel = guild.create_text_channel("auction")
    members = [guild.add_member(simcord_env.create_user(n)) for n in ("ann", "ben", "cat")]
    host, *others = members
    await host.slash(channel, "game new", game="toy_sealed", options=f"bids={bids}")
    lobby = public(channel)[-1]
    for member in others:
        await member.click(lobby, label=lobby.components[0].children[0].label)
    await host.click(lobby, label=lobby.components[0].children[2].label)
    shown = prompt(channel).content
    assert words in shown
    other = {"take effect together", "gelten gemeinsam", "may move now", "kann jetzt ziehen"}
    assert not [w for w in other if w in shown and w not in words]
