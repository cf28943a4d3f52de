"""What you missed: My hand, /game status, Watch and the turn notice by direct message open
with one line per other seat that moved since the reader's own last action, in the reader's
language, and the picture marks what changed since that action (bot/play/digest.py)."""

from __future__ import annotations

from typing import Any

from bot.storage.store import standing_moves
from engine.core.record import GameRecord, replay
from tests.bot.driver import Driver, answer
from tests.toys import pictures as toy_pictures

HAND = "My hand / my board"


async def three_at_the_table(simcord_env: Any, rounds: int = 3) -> tuple[Driver, Any, list[Any]]:
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("digest")
    members = [guild.add_member(simcord_env.create_user(n)) for n in ("ann", "ben", "cid")]
    driver = Driver(simcord_env, channel, members)
    await driver.open_and_start("toy_pics", options=f"rounds={rounds}")
    return driver, channel, members


async def seated(driver: Driver) -> list[Any]:
    """The members in seat order."""
    row, _, _ = await driver.game()
    return [driver.member(user_id) for user_id in row.seats]


async def board_after_move(driver: Driver, seq: int) -> dict[str, Any]:
    """The public view right after logged move ``seq``, rebuilt from the log."""
    row, game, _ = await driver.game()
    rows = [item for item in await driver.bot.store.log_rows(row.id) if item[0] <= seq]
    record = GameRecord(row.game_key, len(row.seats), int(row.seed or 0), dict(row.options),
                        [entry for _, entry in standing_moves(rows)])
    return game.view(replay(record)[1], None)


async def test_my_hand_opens_with_what_the_others_did_since_my_last_move(simcord_env):
    driver, channel, _ = await three_at_the_table(simcord_env)
    first, second, third = await seated(driver)
    fresh = answer(await first.click(channel.last_message, label=HAND))
    assert "Since" not in fresh.content  # nobody has moved: nothing missed
    await driver.play_move()  # the first seat moves
    await driver.play_move()
    await driver.play_move()
    _, _, state = await driver.game()
    toy_pictures.CALLS.clear()
    mine = answer(await first.click(channel.last_message, label=HAND))
    lines = mine.content.splitlines()
    assert "**Since your last move:**" in lines
    said = [line for line in lines if line.startswith("- ")]
    assert [line.split(":")[0] for line in said] == [f"- {second.name}",
                                                     f"- {third.name}"]
    played = state["track"][1:3]
    assert all(card in line and " played " in line for card, line in zip(played, said,
                                                                         strict=True))
    assert lines.index("**Since your last move:**") == 1  # right under the header
    (drawn,) = [call for call in toy_pictures.CALLS if call["kind"] == "private"]
    assert drawn["previous"] == await board_after_move(driver, 1)

    # The third seat moved last: it missed nothing and is told nothing.
    theirs = answer(await third.click(channel.last_message, label=HAND))
    assert "Since" not in theirs.content


async def test_my_hand_digest_is_in_the_readers_language(simcord_env, speaks):
    driver, channel, _ = await three_at_the_table(simcord_env)
    first, second, _ = await seated(driver)
    speaks[first.id] = "de"
    for _ in range(3):
        await driver.play_move()
    mine = answer(await first.click(channel.last_message, label=HAND))
    assert "**Seit deinem letzten Zug:**" in mine.content
    assert f"- {second.name}: spielt " in mine.content


async def test_a_seat_that_never_moved_hears_everything_since_the_start(simcord_env):
    driver, channel, _ = await three_at_the_table(simcord_env)
    first, second, third = await seated(driver)
    await driver.play_move()
    waiting = answer(await third.click(channel.last_message, label=HAND))
    assert "**Since the game began:**" in waiting.content
    assert f"- {first.name}: played " in waiting.content
    assert second.name + ":" not in waiting.content


async def test_status_and_watch_show_my_digest_but_a_spectators_shows_none(simcord_env):
    driver, channel, _ = await three_at_the_table(simcord_env)
    first, second, _ = await seated(driver)
    dan = channel.guild.add_member(simcord_env.create_user("dan"))
    for _ in range(2):
        await driver.play_move()
    toy_pictures.CALLS.clear()
    status = answer(await first.slash(channel, "game status"))
    assert f"- {second.name}: played " in status.content
    (board,) = [call for call in toy_pictures.CALLS if call["kind"] == "board"]
    assert board["previous"] == await board_after_move(driver, 1)
    watched = answer(await first.click(channel.last_message, label="Watch"))
    assert f"- {second.name}: played " in watched.content
    toy_pictures.CALLS.clear()
    spectator = answer(await dan.slash(channel, "game status"))
    assert "Since" not in spectator.content and "played" not in spectator.content
    (board,) = [call for call in toy_pictures.CALLS if call["kind"] == "board"]
    assert board["previous"] is None


async def test_the_turn_notice_by_direct_message_opens_with_the_digest(simcord_env):
    driver, channel, _ = await three_at_the_table(simcord_env)
    first, second, third = await seated(driver)
    await first.slash(channel, "notify", how="dm")
    await driver.play_move()
    toy_pictures.CALLS.clear()
    await driver.play_move()
    await driver.play_move()  # the first seat's turn again: its notice goes out
    dms = [m for m in first.user.dm_channel.history() if m.author.id == simcord_env.bot.user.id]
    assert dms and "**Since your last move:**" in dms[-1].content
    assert f"- {second.name}: played " in dms[-1].content
    assert f"- {third.name}: played " in dms[-1].content
    noticed = [call for call in toy_pictures.CALLS if call["kind"] == "board"]
    assert noticed[-1]["previous"] == await board_after_move(driver, 1)


async def test_a_digest_never_tells_a_card_drawn_in_secret(simcord_env):
    driver, channel, _ = await three_at_the_table(simcord_env)
    first, _, _ = await seated(driver)
    for _ in range(3):
        await driver.play_move()
    _, _, state = await driver.game()
    mine = answer(await first.click(channel.last_message, label=HAND))
    digest = mine.content.split("**Since your last move:**")[1].split("\n\n")[0]
    others = [card for hand in state["hands"][1:] for card in hand] + state["deck"]
    assert not [card for card in others if card in digest]


async def test_the_kept_timeline_stepped_on_matches_one_rebuilt_from_the_log(simcord_env):
    driver, _, _ = await three_at_the_table(simcord_env)
    digests = simcord_env.bot.tables.digests
    for _ in range(5):
        await driver.play_move()
        row, _, _ = await driver.game()
        stepped = [await digests.since_last_action(row, seat, "en") for seat in range(3)]
    digests.forget(row.id)
    rebuilt = [await digests.since_last_action(row, seat, "en") for seat in range(3)]
    assert stepped == rebuilt and any(d.lines for d in rebuilt)


async def test_the_move_just_committed_steps_the_timeline_on_without_reading_the_log(
        simcord_env, monkeypatch):
    driver, _, _ = await three_at_the_table(simcord_env)
    digests = simcord_env.bot.tables.digests
    await driver.play_move()
    row, _, _ = await driver.game()
    await digests.since_last_action(row, 0, "en")  # the timeline is kept at this version
    reads: list[tuple[int, int]] = []
    original = driver.bot.store.log_rows_between

    async def counted(game_id: int, after: int, upto: int) -> Any:
        reads.append((after, upto))
        return await original(game_id, after, upto)

    monkeypatch.setattr(driver.bot.store, "log_rows_between", counted)
    await driver.play_move()
    row, _, _ = await driver.game()
    stepped = [await digests.since_last_action(row, seat, "en") for seat in range(3)]
    assert reads == []
    digests.forget(row.id)
    assert stepped == [await digests.since_last_action(row, seat, "en") for seat in range(3)]
    assert reads == [(0, row.version)]  # a forgotten timeline is rebuilt from the log


async def test_the_move_just_committed_steps_the_timeline_on_without_asking_the_rules(
        simcord_env, monkeypatch):
    driver, _, _ = await three_at_the_table(simcord_env)
    digests = simcord_env.bot.tables.digests
    await driver.play_move()
    row, game, _ = await driver.game()
    await digests.since_last_action(row, 0, "en")  # the timeline is kept at this version
    replayed: list[Any] = []
    original = game.apply

    def counted(*args: Any) -> Any:  # the rules' checked path, which only a replay takes
        replayed.append(args[1:])
        return original(*args)

    monkeypatch.setattr(game, "apply", counted)
    await driver.play_move()
    row, _, _ = await driver.game()
    stepped = [await digests.since_last_action(row, seat, "en") for seat in range(3)]
    assert replayed == []  # the commit's own state, events and board were reused
    digests.forget(row.id)
    assert stepped == [await digests.since_last_action(row, seat, "en") for seat in range(3)]
    assert replayed  # (a rebuild replays the log through the same method)
