"""Each refused click says what is actually wrong, in the clicker's language, instead of
"This board is out of date" for all: a control from a version the game never reached,
a second secret choice by a seat that has chosen, another player's menu."""

from __future__ import annotations

from typing import Any

import pytest

from bot.core.i18n import t
from engine.core.registry import get_game
from tests.bot.driver import Driver, answer
from tests.bot.raw import forge
from tests.bot.test_forged_controls import dump

LANGS = ("en", "de")


@pytest.fixture
def table(simcord_env, speaks):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    members = [guild.add_member(simcord_env.create_user(n)) for n in ("ann", "ben", "cat")]
    speaks[members[1].id] = "de"
    driver = Driver(simcord_env, channel, members)
    driver.speaks = speaks  # type: ignore[attr-defined]
    return driver


async def leaf(driver: Driver, seat: int) -> tuple[Any, str, str]:
    """(the game's row, the path of the seat's first choice, its menu's fingerprint)."""
    row, _, _ = await driver.game()
    snap = await driver.bot.tables.snapshot(row, get_game(row.game_key))
    path = ".".join(map(str, snap.menu(seat, "en").leaves()[0][0]))
    return row, path, snap.fingerprint(seat)


async def refused(driver: Driver, member: Any, custom_id: str, values: list[str] | None,
                  key: str, lang: str, **fill: str) -> None:
    """The click is answered privately with ``key`` in ``lang`` and changes nothing."""
    before = await dump(driver.env)
    shown = answer(await forge(driver.env, member, driver.channel.last_message, custom_id,
                               values=values))
    assert shown.ephemeral
    assert shown.content.startswith(t(key, lang, **fill)), shown.content
    assert t("play.out_of_date", lang) not in shown.content
    assert await dump(driver.env) == before


async def test_a_control_from_a_version_never_reached_says_so(table):
    await table.open_and_start("toy", options="rounds=2")
    row, _, _ = await table.game()
    snap = await table.bot.tables.snapshot(row, get_game(row.game_key))
    seat = snap.to_act[0]
    member = table.member(row.seats[seat])
    _, path, fp = await leaf(table, seat)
    for lang in LANGS:
        table.speaks[member.id] = lang
        await refused(table, member, f"th:s:{row.id}:{row.version + 3}:-:f{fp}", [path],
                      "play.later_version", lang)


async def test_a_second_secret_choice_is_told_the_choice_is_made(simcord_env, speaks):
    """Ladies & Gentlemen: a seat that has made its secret choice of the round may not
    change it; its menu clicked again says so (it used to say "out of date")."""
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    members = [guild.add_member(simcord_env.create_user(n)) for n in ("ann", "ben", "cat", "dan")]
    table = Driver(simcord_env, channel, members)
    await table.open_and_start("ladies-gentlemen")
    row, _, _ = await table.game()
    snap = await table.bot.tables.snapshot(row, get_game(row.game_key))
    assert snap.in_round and len(snap.to_act) > 2  # the morning's secret choices
    first, second = snap.to_act[:2]
    drawn = {seat: await leaf(table, seat) for seat in (first, second)}
    for seat in (first, second):
        _, path, fp = drawn[seat]
        await forge(simcord_env, table.member(row.seats[seat]), channel.last_message,
                    f"th:s:{row.id}:{row.version}:-:f{fp}", values=[path])
    after, _, _ = await table.game()
    now = await table.bot.tables.snapshot(after, get_game(after.game_key))
    assert after.version == row.version + 2 and first in now.decided
    assert first not in now.to_act
    for seat, lang in ((first, "en"), (second, "de")):
        member = table.member(row.seats[seat])
        speaks[member.id] = lang
        _, path, fp = drawn[seat]  # the same menu again, as it was drawn
        waiting = ", ".join(f"<@{row.seats[s]}>" for s in now.waiting_for)
        await refused(table, member, f"th:s:{row.id}:{row.version}:-:f{fp}", [path],
                      "play.already_decided", lang, waiting=waiting)


async def test_another_players_menu_is_named_as_such(table):
    await table.open_and_start("toy_sealed")
    row, _, _ = await table.game()
    ann, ben, cat = table.members
    _, ann_path, ann_fp = await leaf(table, row.seats.index(ann.id))
    ann_control = f"th:s:{row.id}:{row.version}:-:f{ann_fp}"
    await refused(table, ben, ann_control, [ann_path], "play.not_your_menu", "de",
                  button=t("play.button.choose_my_move", "de"))
    # Still so once another seat's choice moved the version on.
    _, cat_path, cat_fp = await leaf(table, row.seats.index(cat.id))
    await forge(table.env, cat, table.channel.last_message,
                f"th:s:{row.id}:{row.version}:-:f{cat_fp}", values=[cat_path])
    assert (await table.game())[0].version == row.version + 1
    await refused(table, ben, ann_control, [ann_path], "play.not_your_menu", "de")
