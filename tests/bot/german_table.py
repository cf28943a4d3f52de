"""A German server where ann (whose own client is English) and ben play Toy Race with cheers:
what the take-back and the undo vote tests of the server's language start from."""

from __future__ import annotations

from typing import Any

from tests.bot.driver import Driver, answer, buttons
from tests.toys.race import CheerAgent


async def german_cheer_table(env: Any) -> tuple[Driver, Any, Any, Any, list[Any]]:
    """``(driver, channel, ann, ben, buttons of the first turn post)``; the driver's prompt is
    ann's own (English) menu, so it finds her move there."""
    guild = env.create_guild(preferred_locale="de")
    channel = guild.create_text_channel("spiele")
    ann, ben = (guild.add_member(env.create_user(n)) for n in ("ann", "ben"))
    driver = Driver(env, channel, [ann, ben])
    driver.agents = {0: CheerAgent(0), 1: CheerAgent(1)}
    await ann.slash(channel, "game new", game="toy", options="rounds=2, cheers=yes")
    lobby = channel.last_message
    join, _, start = (b.custom_id for b in buttons(lobby))
    await ben.click(lobby, custom_id=join)
    prompt = answer(await ann.click(lobby, custom_id=start)).message
    controls = buttons(prompt)
    driver.prompt = answer(await ann.click(prompt, custom_id=controls[0].custom_id)).message
    return driver, channel, ann, ben, controls
