"""/game replay: the animated replay of a finished game, the public view only, refused for a
running game; drawn off the event loop, one at a time, later requests told how many wait."""

from __future__ import annotations

import asyncio
import io
import threading

from PIL import Image

from bot.history.replay import BASE_LIMIT, attachment_limit
from bot.history.replay_queue import Progress, ReplayQueue
from engine.core.registry import get_game
from render.storyboard import plan
from tests.bot.driver import Driver, answer, public


async def play_pictured_game(env, channel, ann, ben) -> Driver:
    driver = Driver(env, channel, [ann, ben])
    await ann.slash(channel, "game new", game="toy_pics", options="rounds=2")
    await ben.click(public(channel)[-1], label="Join")
    await ann.click(public(channel)[-1], label="Start")
    driver.prompt = public(channel)[-1]
    return driver


async def test_a_finished_games_replay_decodes_with_the_expected_frames(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    ann, ben = (guild.add_member(env.create_user(n)) for n in ("ann", "ben"))
    driver = await play_pictured_game(env, channel, ann, ben)

    running = answer(await ann.slash(channel, "game replay"))
    assert running.ephemeral and "not over yet" in running.content

    await driver.play_to_end()
    row, _, _ = await driver.game()
    await ben.slash(channel, "game replay")
    posted = public(channel)[-1]
    assert posted.content.startswith("**Pictured Toy Race** (game ")
    assert len(posted.attachments) == 1 and posted.attachments[0].filename.endswith(".webp")
    data = await posted.attachments[0].read()
    assert len(data) <= BASE_LIMIT
    record = await env.bot.store.record(row)
    expected = plan(get_game(row.game_key), record)
    with Image.open(io.BytesIO(data)) as animation:
        assert animation.format == "WEBP"
        assert animation.n_frames == len(expected.moments) + expected.over
    assert f"in {len(expected.moments) + expected.over} pictures" in posted.content

    by_id = answer(await ann.slash(channel, "game replay", game_id=row.id + 50))
    assert by_id.ephemeral and f"no game number {row.id + 50}" in by_id.content


async def test_replay_in_an_empty_channel_says_there_was_no_game(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("empty")
    ann = guild.add_member(simcord_env.create_user("ann"))
    refused = answer(await ann.slash(channel, "game replay"))
    assert "no game in this channel" in refused.content


async def test_replays_run_one_at_a_time_off_the_event_loop_and_later_ones_wait():
    queue = ReplayQueue()
    release = threading.Event()
    threads: list[str] = []
    order: list[int] = []

    def job(number: int):
        def work(progress: Progress) -> int:
            threads.append(threading.current_thread().name)
            progress.update(1, 1)
            release.wait(5)
            order.append(number)
            return number
        return work

    first = asyncio.create_task(queue.run(job(1), Progress()))
    await asyncio.sleep(0.05)
    assert queue.ahead == 1  # a request now would be told: 1 ahead
    second = asyncio.create_task(queue.run(job(2), Progress()))
    await asyncio.sleep(0.05)
    assert queue.ahead == 2 and order == [] and len(threads) == 1  # the second waits
    release.set()
    assert await asyncio.gather(first, second) == [1, 2]
    assert order == [1, 2] and threading.main_thread().name not in threads
    assert queue.ahead == 0


def test_the_attachment_limit_is_8_mib_unless_boosts_allow_more():
    class Guild:
        def __init__(self, tier: int, limit: int) -> None:
            self.premium_tier, self.filesize_limit = tier, limit

    assert attachment_limit(None) == BASE_LIMIT == 8 * 1024 * 1024
    assert attachment_limit(Guild(1, 10 * 1024 * 1024)) == BASE_LIMIT
    assert attachment_limit(Guild(2, 50 * 1024 * 1024)) == 50 * 1024 * 1024
