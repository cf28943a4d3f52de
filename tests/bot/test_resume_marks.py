"""Start-up reads only the games that wait for the bot itself (games.bot_to_act, migration
0014): written with every move, set when someone goes away, cleared at start-up for a game
found waiting for people alone."""

from __future__ import annotations

import pytest

from tests.bot.driver import Driver, public

pytestmark = pytest.mark.both_backends


async def play(table: Driver) -> None:
    table.prompt = next(m for m in reversed(public(table.channel)) if m.components)
    await table.play_move()


async def marked(table: Driver, game_id: int) -> bool:
    row = await table.bot.store.sql.one("SELECT bot_to_act FROM games WHERE id = ?", (game_id,))
    return bool(row["bot_to_act"])


async def resumable(table: Driver) -> list[int]:
    return [row.id for row in await table.bot.store.resumable_games()]


async def test_start_up_reads_a_game_only_while_an_ai_seat_is_to_act(table, bots):
    ann = table.members[0]
    await ann.slash(table.channel, "game new", game="toy", options="rounds=3", max_players=2)
    await ann.slash(table.channel, "game addbot", ai="random")
    await ann.slash(table.channel, "game start")
    await play(table)  # ann, then the AI at once: ann's turn again
    row, _, _ = await table.game()
    assert row.version == 2 and not await marked(table, row.id)
    assert await resumable(table) == []

    table.bot.autoplay.delay = 3600  # the AI is still "thinking" when the restart comes
    await play(table)
    assert await resumable(table) == [row.id]
    await table.env.restart_bot(bots())
    row, _, _ = await table.game()
    assert row.version == 4  # played by the start-up, which found the game through its mark
    assert not await marked(table, row.id)


async def test_start_up_unmarks_a_game_it_finds_waiting_for_a_person(table, bots):
    ann = table.members[0]
    await table.open_and_start("toy", options="rounds=3")
    await play(table)  # ann; now ben's turn
    row, _, _ = await table.game()
    assert not await marked(table, row.id)
    await ann.slash(table.channel, "game away")  # ann away while ben is to act: marked
    assert await marked(table, row.id)
    await table.env.restart_bot(bots())
    after, _, _ = await table.game()
    assert after.version == row.version == 1  # nobody moved for ben
    assert not await marked(table, row.id) and await resumable(table) == []
    await play(table)  # ben; ann's turn, played by the stand-in while she is away
    after, _, _ = await table.game()
    assert after.version == 3 and not await marked(table, row.id)
