"""One post per turn: a new channel message only where someone must be told (a person the
game newly waits for, a phase's picture, the result); everything else edits the game's turn
post, paced so a fast run of AI moves never meets the channel's rate limit."""

from __future__ import annotations

from typing import Any

import discord
import pytest

from bot.play.pacer import EditPacer, Pace
from tests.bot.driver import Driver, answer, buttons, components, fresh, public, target_labels
from tests.bot.test_market import offer


@pytest.fixture
def world(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    members = [guild.add_member(simcord_env.create_user(n)) for n in ("ann", "ben")]
    return simcord_env, channel, members


def notified(env: Any, message: Any) -> set[int]:
    return set(env.backend.messages[message.channel.id][message.id].ping_user_ids)


async def start(env: Any, channel: Any, members: list[Any], *, game: str = "toy",
                bots: int = 0, options: str = "rounds=2") -> Driver:
    host, *others = members
    await host.slash(channel, "game new", game=game, options=options,
                     max_players=len(members) + bots)
    lobby = public(channel)[-1]
    for member in others:
        await member.click(lobby, label="Join")
    for _ in range(bots):
        await host.slash(channel, "game addbot", ai="steady")
    await host.click(public(channel)[-1], label="Start")
    await env.settle()
    return Driver(env, channel, members)


async def test_ai_seats_moves_go_into_the_turn_post_not_new_messages(world):
    env, channel, (ann, _) = world
    driver = await start(env, channel, [ann], bots=2, options="rounds=3")
    before = len(public(channel))
    await driver.play_move()  # ann, then both AI seats by themselves, then ann again
    posted = public(channel)[before:]
    row, _, _ = await driver.game()
    assert row.version >= 3
    # ann's own move and the AI seats' moves edit ann's post; a new post only where ann's
    # next turn begins (and the round's phase change), never one per AI move.
    assert len(posted) <= 1
    texts = "\n".join(m.content for m in public(channel))
    assert texts.count("Steady bot 1 played") == 1 and texts.count("Steady bot 2 played") == 1


async def test_a_persons_own_click_never_makes_a_post_that_mentions_them(world):
    env, channel, members = world
    driver = await start(env, channel, members, options="rounds=3")
    for _ in range(6):
        row, game, state = await driver.game()
        if row.status != "running":
            break
        mover = row.seats[game.waiting_for(state)[0]]
        count = len(public(channel))
        await driver.play_move()
        for message in public(channel)[count:]:
            assert mover not in notified(env, message)


async def test_the_host_who_starts_and_moves_first_is_not_mentioned(world):
    env, channel, members = world
    await start(env, channel, members)
    prompt = public(channel)[-1]
    turn_line = prompt.content.splitlines()[-1]
    assert turn_line.startswith(("**ann**", members[1].mention))  # ann: named, not mentioned
    assert members[0].id not in notified(env, prompt)  # the host clicked Start
    assert members[0].mention not in turn_line


async def test_the_same_person_going_on_gets_their_next_choices_in_place(world):
    env, channel, (ann, ben) = world
    await start(env, channel, [ann, ben], game="toy_market")
    count = len(public(channel))
    shown = await offer(ann, channel, "ben", 1)
    # ben is newly told (a chance to answer): a new post, mentioning ben and not ann
    posted = public(channel)[count:]
    assert len(posted) == 1 and notified(env, posted[0]) == {ben.id}
    # ann sees the post as the answer to her click; her turn goes on from there
    assert "Make a good" in [b.label for b in buttons(fresh(env, channel.id, posted[0].id))]
    assert not shown.ephemeral


async def test_a_replaced_turn_post_loses_its_buttons_and_its_turn_line(world):
    env, channel, members = world
    driver = await start(env, channel, members)
    first = public(channel)[-1]
    await driver.play_move()  # the other person's turn: a new post
    old = fresh(env, channel.id, first.id)
    assert not components(old)
    assert "your turn" not in old.content
    assert components(public(channel)[-1])


async def test_a_deleted_turn_post_is_followed_by_a_new_one(world):
    env, channel, (ann, _) = world
    driver = await start(env, channel, [ann], bots=1, options="rounds=3")
    post = await driver.turn_post()
    menu = answer(await ann.click(post, label="Choose my move")).message
    await post.delete()  # e.g. by a moderator, while ann's menu is open
    row, game, state = await driver.game()
    action = game.legal_actions(state, 0)[0]
    names = env.bot.tables.label_names(row, "en")
    await driver.navigate(ann, menu, [target_labels(game, state, 0, action, "en", names)])
    await env.settle()  # ann's move could not edit the post; the AI seat's move follows
    row, _, _ = await driver.game()
    await env.bot.store.announcements.flush()  # (held for the next move's commit)
    found = await env.bot.sql.one(
        "SELECT version, announced_version FROM games WHERE id = ?", (row.id,))
    assert found[0] == found[1]  # every move shown after all
    assert f"{ann.mention} played" in "\n".join(m.content for m in public(channel))


class FakeChannel:
    """Records the edits the pacer sends, at the fake clock's time."""

    id = 1

    def __init__(self, clock: list[float]) -> None:
        self.clock = clock
        self.sent: list[tuple[float, str]] = []

    def get_partial_message(self, message_id: int) -> Any:
        channel = self

        class Partial:
            async def edit(self, *, content: str, view: discord.ui.View | None) -> None:
                channel.sent.append((channel.clock[0], content))

        return Partial()


async def test_fast_edits_are_merged_and_kept_within_the_channels_rate_limit():
    clock = [0.0]

    async def sleep(seconds: float) -> None:
        clock[0] += seconds

    pacer = EditPacer(Pace(writes=4, per=5.0), clock=lambda: clock[0], sleep=sleep)
    channel = FakeChannel(clock)
    landed: list[int] = []
    for number in range(12):  # twelve AI moves within a tenth of a second
        clock[0] += 0.01

        async def done(number: int = number) -> None:
            landed.append(number)

        await pacer.edit(channel, 99, f"after move {number}", None, done)  # type: ignore[arg-type]
    await pacer.flush(channel)  # type: ignore[arg-type]
    times = [at for at, _ in channel.sent]
    assert all(sum(1 for t in times if start <= t < start + 5.0) <= 4 for start in times)
    assert channel.sent[-1][1] == "after move 11"  # the last edit shows every move
    assert len(channel.sent) < 12 and sorted(landed) == list(range(12))


async def test_unpaced_edits_go_out_at_once():
    channel = FakeChannel([0.0])
    pacer = EditPacer(None)

    async def done() -> None:
        return None

    for number in range(3):
        await pacer.edit(channel, 99, f"move {number}", None, done)  # type: ignore[arg-type]
    assert [text for _, text in channel.sent] == ["move 0", "move 1", "move 2"]
