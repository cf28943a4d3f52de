"""A move committed but never posted (the bot killed in between) is posted after the restart:
exactly once, in order, and then the game carries on."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from bot.play.announce import Announcer
from bot.play.buttons import prompt_version
from bot.storage.announcements import AnnouncementStore
from engine.core.registry import get_agents
from tests.bot.driver import Driver, components, public

# The store, the bot on it and its restarts, on SQLite and on PostgreSQL.
pytestmark = pytest.mark.both_backends


class Killed(Exception):
    """Stands for the process dying at this point."""


def die_once(monkeypatch: pytest.MonkeyPatch, owner: type, name: str,
             when: Any = lambda *args: True) -> list[tuple[Any, ...]]:
    """``owner.name`` raises Killed the first time it is called with arguments ``when``
    accepts; returns the calls that died."""
    original = getattr(owner, name)
    died: list[tuple[Any, ...]] = []

    async def dying(self: Any, *args: Any, **kwargs: Any) -> Any:
        if not died and when(*args):
            died.append(args)
            raise Killed
        return await original(self, *args, **kwargs)

    monkeypatch.setattr(owner, name, dying)
    return died


def shown_times(channel, text: str) -> int:
    """How many public messages say ``text`` (each move is shown exactly once)."""
    return sum(text in m.content for m in public(channel))


def announced(message) -> tuple[int, int] | None:
    """(game, version) a public message announces, from its controls."""
    found = {prompt_version(c.custom_id or "") for c in components(message)} - {None}
    return found.pop() if len(found) == 1 else None


async def versions(table: Driver) -> tuple[int, int]:
    row, _, _ = await table.game()
    await table.bot.store.announcements.flush()  # (held for the next move's commit)
    found = await table.bot.sql.one(
        "SELECT version, announced_version FROM games WHERE id = ?", (row.id,))
    return int(found[0]), int(found[1])


async def start_against_bot(table: Driver, *, bots: int = 1, ben: bool = False,
                            rounds: int = 2) -> None:
    """ann (and ben), then ``bots`` steady AI seats, in that seat order."""
    ann = table.members[0]
    seats = 1 + ben + bots
    await ann.slash(table.channel, "game new", game="toy", options=f"rounds={rounds}",
                    max_players=seats)
    if ben:
        await table.members[1].slash(table.channel, "game join")
    for _ in range(bots):
        await ann.slash(table.channel, "game addbot", ai="steady")
    await ann.slash(table.channel, "game start")


async def click_move(table: Driver, *, dies: bool = False) -> None:
    """The player to act clicks their move on the latest prompt; ``dies``: the bot dies on
    it, so the click is never answered."""
    table.prompt = next(m for m in reversed(public(table.channel)) if m.components)
    await table.play_move()  # (when it dies, the clicker is told something went wrong)


async def test_a_move_saved_but_not_posted_is_announced_after_the_restart(
        table, bots, monkeypatch):
    ann, ben = table.members
    await start_against_bot(table, ben=True)
    die_once(monkeypatch, Announcer, "announce")
    before = len(public(table.channel))
    await click_move(table, dies=True)  # ann's move is committed, then the bot dies
    assert await versions(table) == (1, 0)
    assert len(public(table.channel)) == before  # the channel still shows the old prompt
    game_id = (await table.game())[0].id

    await table.env.restart_bot(bots())
    posted = public(table.channel)[before:]
    assert announced(posted[0]) == (game_id, 1)  # the first thing after the restart
    assert "- ann: played" in posted[0].content  # what ben missed, in short
    assert f"{ben.mention}, it's your turn" in posted[0].content
    assert await versions(table) == (1, 1)

    await click_move(table)  # ben (into ben's turn post); then the AI seat moves by itself
    assert await versions(table) == (3, 3)
    last = public(table.channel)[-1]
    assert "- Steady bot 1: played" in last.content and ann.mention in last.content
    assert shown_times(table.channel, f"{ann.mention} played") == 1
    assert shown_times(table.channel, f"{ben.mention} played") == 1


async def test_a_crash_after_the_post_posts_nothing_twice(table, bots, monkeypatch):
    ann = table.members[0]
    await start_against_bot(table)
    die_once(monkeypatch, AnnouncementStore, "record")
    await click_move(table)  # shown (the AI seat's turn), then died before recording it
    assert await versions(table) == (1, 0)
    game_id = (await table.game())[0].id
    assert announced(public(table.channel)[-1]) == (game_id, 1)  # the edited turn post
    count = len(public(table.channel))

    await table.env.restart_bot(bots())
    assert shown_times(table.channel, f"{ann.mention} played") == 1
    # Nothing shown again; the AI seat then played its waiting move.
    assert await versions(table) == (2, 2)
    after = public(table.channel)[count:]
    assert len(after) == 1 and "- Steady bot 1: played" in after[0].content
    assert ann.mention in after[0].content
    assert shown_times(table.channel, "Steady bot 1 played") == 1  # in full: ann's post


async def test_a_final_result_posted_before_the_crash_is_not_posted_again(
        table, bots, monkeypatch):
    await start_against_bot(table, rounds=1)
    died = die_once(monkeypatch, AnnouncementStore, "record",
                    when=lambda game_id, version, *prompt: version == 2)
    await click_move(table)  # ann; the AI seat's move ends the game: posted, not recorded
    await table.env.settle()
    assert died and (await table.game())[0].status == "over"
    assert [type(e) for e in table.env.errors] == [Killed]  # the AI seat's task "died"
    finals = [m for m in public(table.channel) if "Game over" in m.content]
    assert len(finals) == 1 and await versions(table) == (2, 1)

    await table.env.restart_bot(bots())
    assert [m for m in public(table.channel) if "Game over" in m.content] == finals
    assert await versions(table) == (2, 2)


async def test_several_unannounced_versions_are_posted_in_order(table, bots):
    ann = table.members[0]
    await start_against_bot(table, bots=2)
    bot = table.bot
    row, game, _ = await table.game()
    # Three moves committed through the one move path and never posted (ann, then the AI
    # seats), as if the bot had died before each announcement.
    for _ in range(3):
        async with bot.tables.locks.holding(row.id):
            row = await bot.store.get(row.id)
            snap = await bot.tables.snapshot(row, game)
            seat = snap.waiting_for[0]
            agent = get_agents("toy")["steady"](seat)
            action = agent.choose(game, snap.state, seat, game.legal_actions(snap.state, seat))
            await bot.tables.committer.commit(row, snap, seat, action)
    assert await versions(table) == (3, 0)
    count = len(public(table.channel))

    turn_post = public(table.channel)[-1]
    await table.env.restart_bot(bots())
    # ann's move and the first AI seat's go into the turn post of the start (nobody new
    # is waited for), the second AI seat's starts a round and ann's turn: a new post.
    posted = public(table.channel)[count:]
    assert [announced(m) for m in posted] == [(row.id, 3)]
    edited = next(m for m in public(table.channel) if m.id == turn_post.id).content
    assert edited.index(f"{ann.mention} played") < edited.index("Steady bot 1 played")
    assert "- Steady bot 2: played" in posted[0].content  # what ann missed, in short
    assert edited.index("Steady bot 1 played") < edited.index("Steady bot 2 played")
    assert "Round 2" in posted[0].content  # the phase's summary comes with it
    assert posted[0].content.endswith(f"{ann.mention}, it's your turn.")
    assert await versions(table) == (3, 3)


async def test_every_announced_move_is_recorded(table):
    await table.open_and_start("toy", options="rounds=2")
    assert await versions(table) == (0, 0)
    moves = 0
    while True:
        shown, _ = await table.play_move()
        moves += 1
        assert await versions(table) == (moves, moves)
        if "Game over" in shown.content:
            break
    assert moves == 4


async def test_a_reconnect_posts_what_a_failed_post_left_out(table, monkeypatch):
    ann = table.members[0]
    await start_against_bot(table)
    die_once(monkeypatch, Announcer, "announce")  # e.g. Discord unreachable for the post
    await click_move(table, dies=True)
    game_id = (await table.game())[0].id
    assert await versions(table) == (1, 0)
    await table.bot.on_resumed()  # the connection is back
    await asyncio.gather(*table.bot.autoplay._tasks)  # the AI seat's move it set off
    assert shown_times(table.channel, f"{ann.mention} played") == 1
    assert (await table.game())[0].id == game_id
    assert await versions(table) == (2, 2)  # and the AI seat moved on
    assert ann.mention in public(table.channel)[-1].content


async def test_unannounced_games_are_found_through_the_index(table):
    await table.open_and_start("toy")
    if table.bot.sql.dialect.name != "sqlite":
        pytest.skip("the plan is SQLite's (tests/bot/test_indexes.py checks PostgreSQL's)")
    rows = await table.bot.sql.all(
        "EXPLAIN QUERY PLAN SELECT id FROM games WHERE version > announced_version ORDER BY id")
    plan = " ".join(str(r[3]) for r in rows)
    assert "games_unannounced" in plan


async def test_0006_counts_every_existing_game_as_announced(tmp_path):
    from bot.storage.db import migrate, open_database
    from bot.storage.store import GameStore

    conn = await open_database(tmp_path / "old.db")
    await migrate(conn, upto=5)
    store = GameStore(conn)
    # A started game with a move, as the bot of schema 5 wrote them (today's store writes
    # game_seats, migration 0012, and record_move needs migration 0008).
    await conn.execute("BEGIN")
    await conn.execute(
        "INSERT INTO games (guild_id, channel_id, game_key, status, host_id, seats, max_players,"
        " options, seed, state, version, created_at, updated_at) VALUES"
        " (1, 2, 'toy', 'running', 3, '[3, 4]', 2, '{}', 5, '{}', 1, '', '')")
    await conn.execute("COMMIT")
    row = await store.latest_in_channel(2)
    assert row is not None
    await conn.execute("BEGIN")
    await conn.execute("INSERT INTO actions VALUES (?, 1, 0, '{\"type\": \"x\"}', '')",
                       (row.id,))
    await conn.execute("COMMIT")
    assert await migrate(conn, upto=6) == ["0006_announced_version"]
    assert await store.announcements.behind() == []  # nothing is posted again on upgrade
    await migrate(conn)
    await store.record_move(row.id, expected_version=1, seat=1, action={"type": "y"},
                            state={}, over=False)
    assert await store.announcements.behind() == [row.id]
    await store.announcements.record(row.id, 2)
    await store.announcements.record(row.id, 1)  # never backwards
    assert await store.announcements.behind() == []
    await conn.close()


async def test_a_pick_whose_post_failed_is_posted_before_the_next_pick_of_the_round(
        simcord_env, monkeypatch):
    """A round of secret choices goes on after a pick's post failed (the others' picks still
    count): the next post first posts the missing pick, so no version is skipped."""
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("auction")
    ann, ben, cat = [guild.add_member(simcord_env.create_user(n)) for n in ("ann", "ben", "cat")]
    await ann.slash(channel, "game new", game="toy_sealed", options="rounds=2, change=no")
    lobby = public(channel)[-1]
    for member in (ben, cat):
        await member.click(lobby, label="Join")
    await ann.click(lobby, label="Start")
    table = Driver(simcord_env, channel, [ann, ben, cat])
    game_id = (await table.game())[0].id
    first = public(channel)[-1]
    die_once(monkeypatch, Announcer, "announce")
    shown = await ann.click(first, label="Choose my move")
    menu_message = (shown.response or shown.followups[0]).message
    await ann.click(menu_message, label="Bid 1")  # committed; its post dies
    assert await versions(table) == (1, 0)
    shown = await ben.click(first, label="Choose my move")
    count = len(public(channel))
    await ben.click((shown.response or shown.followups[0]).message, label="Bid 2")
    # Both picks go into the round's turn post, in order; no new message.
    assert len(public(channel)) == count
    post = next(m for m in public(channel) if m.id == first.id)
    assert announced(post) == (game_id, 2)
    assert f"Decided: {ann.mention}, **ben**" in post.content  # (ben's own click: named)
    assert await versions(table) == (2, 2)


async def test_one_click_at_a_time_costs_one_commit_per_move(table):
    """A quiet bot holds each announcement too: the next move's commit writes it."""
    store = table.bot.store
    await table.open_and_start("toy", options="rounds=3")
    for moves in range(1, 4):
        _, commits = store.counts
        await table.play_move()
        assert store.counts[1] - commits == 1 and store.announcements.holding
        assert await versions(table) == (moves, moves)


async def test_a_crash_with_announcements_held_posts_nothing_twice(table, bots, monkeypatch):
    """The process dies with records held (never written): the restarted bot's catch-up
    finds the posts in the channel and posts nothing again."""
    ann, ben = table.members
    await table.open_and_start("toy", options="rounds=3")
    await table.play_move()
    old = table.bot.store.announcements
    assert old.holding

    async def dies_first() -> None:  # the shutdown's write never happens
        return None

    monkeypatch.setattr(old, "flush", dies_first)
    count = len(public(table.channel))
    game_id = (await table.game())[0].id
    found = await table.bot.sql.one(
        "SELECT version, announced_version FROM games WHERE id = ?", (game_id,))
    assert (int(found[0]), int(found[1])) == (1, 0)  # the record was held, not written

    await table.env.restart_bot(bots())
    assert len(public(table.channel)) == count  # found the post: nothing posted again
    assert shown_times(table.channel, f"{ann.mention} played") == 1
    assert await versions(table) == (1, 1)
    await table.play_move()  # ben, on the post the first bot made
    assert shown_times(table.channel, f"{ben.mention} played") == 1
    assert await versions(table) == (2, 2)


async def test_announcements_held_during_a_burst_go_in_the_move_s_commit_in_one_write_each(
        database_url):
    """Held records of several games, with and without their turn posts, are written with the
    next move: every mark and post in place, in one executemany per kind of record in the
    move's one trip (one statement with the move where the dialect has writing_with), not
    two per game."""
    from bot.storage.db import migrate, open_sql
    from bot.storage.prompts import PromptMessage
    from bot.storage.store import GameStore
    from tests.bot.toy_games import start_toy_games

    sql = await open_sql(database_url)
    try:
        await migrate(sql)
        store = GameStore(sql)
        games = await start_toy_games(store, range(1, 5))
        for game_id in games[:3]:
            assert await store.record_move(game_id, expected_version=0, seat=0,
                                           action={"type": "x"}, state={}, over=False)
        await store.announcements.record(games[0], 1, PromptMessage(games[0], 1, 101, 1, 1))
        await store.announcements.record(games[1], 1)
        await store.announcements.record(games[2], 1, PromptMessage(games[2], 3, 103, 1, 1))
        statements, commits = store.counts
        assert await store.record_move(games[3], expected_version=0, seat=0,
                                       action={"type": "x"}, state={}, over=False)
        # BEGIN, the move, its log row, the marks and the posts in one trip; or one
        # statement where the dialect has writing_with
        one = 1 if sql.dialect.writing_with else 5
        assert store.counts == (statements + one, commits + 1)
        assert not store.announcements.holding
        marks = await sql.all("SELECT id, announced_version FROM games ORDER BY id")
        assert [(r[0], r[1]) for r in marks] == [(g, 1) for g in games[:3]] + [(games[3], 0)]
        posts = await sql.all("SELECT game_id, message_id FROM prompt_messages ORDER BY game_id")
        assert [(r[0], r[1]) for r in posts] == [(games[0], 101), (games[2], 103)]
    finally:
        await sql.close()
