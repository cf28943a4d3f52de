"""/game log in words (public events only) and /game export, replayed by the engine's CLI."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from pathlib import Path

from tests.bot.driver import Driver, answer

ROOT = Path(__file__).resolve().parents[2]


def table(env, names, channel_name="games") -> Driver:
    guild = env.create_guild()
    channel = guild.create_text_channel(channel_name)
    members = [guild.add_member(env.create_user(n)) for n in names]
    return Driver(env, channel, members)


async def test_log_shows_the_last_moves_without_hidden_cards(simcord_env):
    driver = table(simcord_env, ("ann", "ben"))
    await driver.open_and_start("toy", options="rounds=3")
    for _ in range(4):
        await driver.play_move()
    _, _, state = await driver.game()
    shown = answer(await driver.members[1].slash(driver.channel, "game log", count=3))
    assert shown.ephemeral
    lines = shown.content.splitlines()
    assert "3 of 4" in lines[0]
    assert [line.split()[0] for line in lines[1:4]] == ["**2.**", "**3.**", "**4.**"]
    assert "played" in shown.content
    hidden = [card for hand in state["hands"] for card in hand] + state["deck"]
    assert not [card for card in hidden if card in shown.content]
    everything = answer(await driver.members[0].slash(driver.channel, "game log"))
    assert "4 of 4" in everything.content and "**1.**" in everything.content


async def test_export_replays_to_the_same_state(simcord_env, tmp_path):
    driver = table(simcord_env, ("ann", "ben"), "trepanation")
    await driver.open_and_start("trepanation")
    await driver.play_move(ai="heuristic")
    early = answer(await driver.members[0].slash(driver.channel, "game export"))
    assert early.ephemeral and "seed" in early.content and not early.attachments
    await driver.play_to_end(ai="heuristic")
    row, _, _ = await driver.game()
    assert row.status == "over"
    exported = answer(await driver.members[1].slash(driver.channel, "game export"))
    assert exported.ephemeral
    (attachment,) = exported.attachments
    data = await attachment.read()
    record = json.loads(data)
    assert record["game"] == "trepanation" and record["players"] == 2
    assert len(record["log"]) == row.version and len(record["names"]) == 2
    path = tmp_path / attachment.filename
    path.write_bytes(data)
    done = subprocess.run([sys.executable, "-m", "engine", "replay", str(path)], cwd=ROOT,
                          capture_output=True, text=True, timeout=60, check=True)
    summary = json.loads(done.stdout.splitlines()[-1])
    assert summary["over"] is True
    assert summary["state_sha256"] == hashlib.sha256((row.state_json or "").encode()).hexdigest()
