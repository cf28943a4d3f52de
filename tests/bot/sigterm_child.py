"""A real bot process for the SIGTERM test (tests/bot/test_clean_stop.py):
``python -m tests.bot.sigterm_child DB``.

The bot is the one ``python -m bot`` runs, with the same signal handling
(``bot.__main__.stop_on_signals``) and garbage collector policy; only Discord is simcord's
in-memory one, inside this process. Two people play a Toy Race; every move comes as a burst
of identical clicks. The process prints ``ready`` once the game runs and ``burst N`` after
each of three bursts. In the fourth, a second process holds the database's write lock for a
moment, so the burst's first click is in the middle of its move when the process prints
``in flight``: the test sends SIGTERM then, and the burst's other clicks follow. Once the
bot has stopped, one line ``unanswered=<n> refused=<n>`` (clicks that got no answer; clicks
refused because the bot was stopping), ``threshold=own`` once CPython runs its own full
collections again, and the exit.
"""

from __future__ import annotations

import asyncio
import gc
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

BURST = 8  # identical clicks per move
LOCK_HELD = 1.5  # seconds the second process holds the write lock in the fourth burst
HOLD_LOCK = """
import sqlite3, sys, time
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN IMMEDIATE")
print("locked", flush=True)
time.sleep(float(sys.argv[2]))
conn.execute("COMMIT")
"""


def real_sleep(seconds: float) -> None:
    time.sleep(seconds)


async def main(db: Path) -> int:
    import simcord
    from simcord import InteractionResult

    import tests.conftest  # noqa: F401  (registers the toy games)
    from bot.__main__ import stop_on_signals
    from bot.bot import make_bot
    from bot.core.collector import NEVER, CollectorPolicy
    from bot.core.i18n import t
    from engine.core.registry import get_game
    from tests.bot.driver import Driver
    from tests.bot.raw import forged_click

    # (the collector's policy as python -m bot runs it, quiet only briefly: the in-memory
    # Discord waits out the quiet time after every burst)
    bot = make_bot(database_url=f"sqlite:///{db}", seed_source=lambda: 7,
                   collector=CollectorPolicy(quiet=0.05))
    records: list[Any] = []
    async with simcord.run(bot, settle_timeout=30) as env:
        guild = env.create_guild()
        channel = guild.create_text_channel("games")
        members = [guild.add_member(env.create_user(n)) for n in ("ann", "ben")]
        driver = Driver(env, channel, members)
        await driver.open_and_start("toy", options="rounds=3")
        stop_on_signals(bot)
        print("ready", flush=True)
        bursts = 0
        while not bot.in_flight.stopping:
            row, _, _ = await driver.game()
            if row.status != "running":
                break
            snap = await bot.tables.snapshot(row, get_game(row.game_key))
            seat = snap.to_act[0]
            path = ".".join(map(str, snap.menu(seat, "en").leaves()[0][0]))
            member = driver.member(row.seats[seat])
            holder = None
            if bursts == 3:
                holder = subprocess.Popen([sys.executable, "-c", HOLD_LOCK, str(db),
                                           str(LOCK_HELD)], stdout=subprocess.PIPE, text=True)
                assert holder.stdout is not None and holder.stdout.readline() == "locked\n"
            for click in range(BURST):
                record, payload = forged_click(env, member, channel.last_message,
                                               f"th:s:{row.id}:{row.version}:-",
                                               values=[path])
                records.append(record)
                env.backend.emit("INTERACTION_CREATE", payload)
                await asyncio.sleep(0)  # (the bot starts on each as it arrives)
                if holder is not None and click == 0:
                    for _ in range(20):  # the move reaches the locked database
                        await asyncio.sleep(0)
                    print("in flight", flush=True)
                    await asyncio.get_running_loop().run_in_executor(None, real_sleep, 0.5)
            await env.settle()
            if holder is not None:
                holder.wait(timeout=30)
            bursts += 1
            print(f"burst {bursts}", flush=True)
        while not bot.is_closed():
            await asyncio.sleep(0.05)
        results = [InteractionResult(env, record) for record in records]
        unanswered = [r for r in results if r.response is None and not r.followups]
        stopping = t("common.stopping", "en")
        refused = [r for r in results
                   if any(stopping in (m.content or "") for m in (r.response, *r.followups)
                          if m is not None)]
        print(f"unanswered={len(unanswered)} refused={len(refused)}", flush=True)
        # The clean stop gave CPython its own full collections back.
        print(f"threshold={'own' if gc.get_threshold()[2] != NEVER else 'raised'}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main(Path(sys.argv[1]))))
