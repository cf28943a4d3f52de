"""The live Stock Exchange (stock=live) in Discord: every Gentleman still without a number
turns tokens over whenever he likes, the first click on a token wins it, and the shortest
turn clock the bot offers is one minute."""

from __future__ import annotations

from tests.bot.driver import answer, buttons, fresh, selects
from tests.ladies_gentlemen.in_discord.table import latest_prompt, public, seat_table

NAMES = ("ann", "ben", "cat", "dan")  # blue Lady, blue Gentleman, orange Lady, orange Gentleman


def turned(state) -> int:
    """Stock tokens turned over so far (taken, or seen and put back)."""
    return sum(token is None for token in state["stock"]) + sum(
        len(known) for known in state["stock_known"])


def missed_by(table) -> list[str]:
    """Who missed a deadline, in order (the mention that begins each such line)."""
    return [line.split("⌛ ")[1].split(" ")[0] for m in public(table.channel)
            for line in m.content.splitlines() if "missed the deadline" in line]


def offered(menu) -> list[str]:
    labels = [b.label for b in buttons(menu)]
    labels += [o.label for s in selects(menu) for o in s.options]
    return labels


async def open_menu(member, prompt):
    shown = answer(await member.click(prompt, label="Choose my move"))
    assert shown.ephemeral, shown.content
    return shown.message


async def test_the_first_click_on_a_stock_token_wins_it(simcord_env, monkeypatch):
    table = seat_table(simcord_env, NAMES, monkeypatch)
    ann, ben, cat, dan = table.members
    started = await table.open(list(NAMES), options="stock=live")
    _, game, state = await table.state()
    assert game.to_act(state) == [0, 1, 2, 3] and game.decided(state) == []
    tokens = [f"Turn over Stock token {n} (unseen; a resource is yours)"
              for n in range(1, len(state["stock"]) + 1)]
    ben_menu = await open_menu(ben, started.message)
    dan_menu = await open_menu(dan, started.message)
    assert set(tokens) <= set(offered(ben_menu)) and set(tokens) <= set(offered(dan_menu))

    count = len(public(table.channel))
    first = await ben.click(ben_menu, label=tokens[2])
    assert first.response.ephemeral  # ben's next choices, in place of his menu
    said = fresh(simcord_env, table.channel.id, started.message.id)  # the edited turn post
    assert len(public(table.channel)) == count and ben.mention in said.content
    assert "has decided" not in said.content  # a live pick happens at once, in the open
    _, _, state = await table.state()
    assert state["stock"][2] is None and (state["numbers"][0] or state["resources"][0])

    late = answer(await dan.click(dan_menu, label=tokens[2]))  # drawn before ben's click
    assert late.ephemeral and "out of date" in late.content
    assert tokens[2] not in offered(late.message) and tokens[3] in offered(late.message)
    _, _, after = await table.state()
    assert after["stock_known"][1] == {} and after["numbers"][1] is None  # dan got nothing
    again = await dan.click(late.message, label=tokens[3])
    assert again.response.ephemeral
    assert dan.mention in fresh(simcord_env, table.channel.id, started.message.id).content
    _, _, state = await table.state()
    assert state["stock"][3] is None or state["stock_known"][1]
    # The Ladies meanwhile still choose their artisan in private, undisturbed.
    menu = await open_menu(ann, latest_prompt(table.channel))
    assert any(label.startswith("Order Artisan") for label in offered(menu))
    assert cat.mention in latest_prompt(table.channel).content


async def test_the_shortest_turn_clock_is_a_minute_and_a_live_pick_has_its_own_seconds(
        simcord_env, monkeypatch):
    table = seat_table(simcord_env, NAMES, monkeypatch)
    ann, ben, cat, dan = table.members
    refused = await ann.slash(table.channel, "game new", game="ladies-gentlemen",
                              options="stock=live", deadline="10s")
    assert refused.ephemeral and "from 1 minute to 30 days" in answer(refused).content
    await ann.slash(table.channel, "game new", game="ladies-gentlemen", options="stock=live",
                    deadline="1m")
    lobby = public(table.channel)[-1]
    for member in (ben, cat, dan):
        await member.click(lobby, label="Join")
    await ann.click(lobby, label="Start")
    _, _, before = await table.state()
    await simcord_env.advance_time(7)
    row, _, state = await table.state()
    assert row.version == 0 and state["stock"] == before["stock"]
    # the game's own limit on a live pick (decision_seconds) comes long before the minute
    await simcord_env.advance_time(2)
    row, _, _ = await table.state()
    assert row.version > 0
    assert not missed_by(table), "no table deadline has passed yet"
    told = "\n".join(m.content for m in public(table.channel))
    assert "the time for this decision ran out" in told
