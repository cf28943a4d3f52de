"""Menus sent as payload (bot/core/components.py Controls) are the components discord.py's
items give, and discord.py keeps no view and starts no timer for them."""

from __future__ import annotations

import asyncio
from typing import Any

import discord
import pytest

from bot.clock.buttons import host_view
from bot.core.components import Controls
from bot.core.i18n import DEFAULT
from bot.history.undo import undo_vote_view
from bot.lobby.buttons import abort_view, lobby_view
from bot.play import buttons as controls
from bot.play.buttons import (
    HandButton,
    MenuButton,
    MenuSelect,
    OpenMenuButton,
    PageButton,
    select_id,
)
from bot.play.menus import ButtonSpec, Layout, PageSpec, SelectSpec
from bot.storage.store import GameRow
from tests.bot.driver import OPEN_MENU, Driver, answer, components, label_of


def select_item(game_id: int, version: int, spec: SelectSpec, row: int,
                fp: str = "") -> MenuSelect:
    """A menu's select as a DynamicItem, as the bot once built it."""
    select: discord.ui.Select[Any] = discord.ui.Select(
        custom_id=select_id(game_id, version, spec.anchor, spec.part, fp),
        placeholder=spec.placeholder, row=row,
        options=[discord.SelectOption(label=label, value=value) for value, label in spec.options],
    )
    return MenuSelect(game_id, version, spec.anchor, spec.part, select, fp)


def item_view(game_id: int, version: int, layout: Layout, *, hand: bool,
              lang: str = DEFAULT, fp: str = "", open_menu: bool = False) -> discord.ui.View:
    """A menu's controls built from the DynamicItems themselves, as the bot once did."""
    view = discord.ui.View(timeout=None)
    for index, row in enumerate(layout.rows):
        if isinstance(row, SelectSpec):
            view.add_item(select_item(game_id, version, row, index, fp))
        else:
            for spec in row:
                view.add_item(MenuButton(game_id, version, spec.target, spec.label, row=index,
                                         fp=fp))
    for page in layout.paging:
        view.add_item(PageButton(game_id, version, page.anchor, page.page, page.label, fp))
    if open_menu:
        view.add_item(OpenMenuButton(game_id, version, lang))
    if hand:
        view.add_item(HandButton(game_id, lang, version))
    return view


SELECT = SelectSpec((1, 0), "Place a worker…",
                    tuple((f"{i}.2", f"Ward {i} › bed") for i in range(12)), part=1)
LAYOUTS = [
    Layout(((ButtonSpec("Pass", (0,)), ButtonSpec("Rest", (1,))),)),
    Layout((SELECT, (ButtonSpec("Pass", (2,)),)),
           (PageSpec((1,), 0, "Previous"), PageSpec((1,), 2, "More"))),
    Layout((SELECT, SelectSpec((3,), "", (("0", "x" * 100),)),
            tuple(ButtonSpec(f"Card {i}", (4, i)) for i in range(5)))),
    Layout(()),
]


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize(("hand", "open_menu", "fp", "lang", "game_id"), [
    (True, False, "0a1b2c3d", "en", 12), (False, True, "", "de", 987654321098765432),
    (True, True, "ffffffff", "de", 987654321098765432),
])
async def test_menu_controls_are_the_components_the_items_give(
        layout: Layout, hand: bool, open_menu: bool, fp: str, lang: str, game_id: int) -> None:
    sent = controls.menu_view(game_id, 41, layout, hand=hand, lang=lang, fp=fp,
                              open_menu=open_menu)
    assert sent.to_components() == item_view(game_id, 41, layout, hand=hand, lang=lang, fp=fp,
                                             open_menu=open_menu).to_components()


async def test_open_menu_and_hand_controls_are_the_items_components() -> None:
    expected = discord.ui.View(timeout=None)
    expected.add_item(OpenMenuButton(5, 9, "de")).add_item(HandButton(5, "de", 9))
    assert controls.open_menu_view(5, 9, "de").to_components() == expected.to_components()
    for version in (None, 3):
        expected = discord.ui.View(timeout=None).add_item(HandButton(5, "en", version))
        assert controls.hand_view(5, "en", version).to_components() \
            == expected.to_components()


async def test_an_added_item_goes_where_a_view_puts_it_and_a_full_one_is_refused() -> None:
    payload = Controls()
    view = discord.ui.View(timeout=None)
    for number in range(4):
        select = SelectSpec((number,), "p", (("0", "a"),))
        payload.add(select_item(1, 1, select, number).to_component_dict(), number)
        view.add_item(select_item(1, 1, select, number))
    for number in range(5):  # row None: the first row with room, the last one here
        payload.add_item(OpenMenuButton(number, 1))
        view.add_item(OpenMenuButton(number, 1))
    assert payload.to_components() == view.to_components()
    with pytest.raises(ValueError):
        view.add_item(OpenMenuButton(9, 1))
    with pytest.raises(ValueError):
        payload.add_item(OpenMenuButton(9, 1))
    with pytest.raises(TypeError):  # a listening item's callback would never run
        Controls().add_item(discord.ui.Button(label="x", custom_id="y"))


def timers(loop: asyncio.AbstractEventLoop) -> int:
    """The view timeout tasks discord.py has running."""
    return sum("timeout_task_impl" in repr(task.get_coro()) for task in asyncio.all_tasks(loop))


async def test_a_private_menu_leaves_no_view_kept_or_timed(simcord_env: Any) -> None:
    guild = simcord_env.create_guild()
    ann, ben = (guild.add_member(simcord_env.create_user(n)) for n in ("ann", "ben"))
    driver = Driver(simcord_env, guild.create_text_channel("p"), [ann, ben])
    await driver.open_and_start("toy")  # every hand secret: moves chosen in private
    row, game, state = await driver.game()
    member = driver.member(row.seats[game.waiting_for(state)[0]])
    store = simcord_env.bot._connection._view_store
    kept = len(store._views), len(store._synced_message_views)
    post = await driver.turn_post()
    menu = answer(await member.click(post, label=label_of(post, OPEN_MENU))).message
    assert menu.flags.ephemeral and components(menu)
    assert (len(store._views), len(store._synced_message_views)) == kept
    assert timers(asyncio.get_running_loop()) == 0


def lobby_row() -> GameRow:
    return GameRow(id=7, guild_id=1, channel_id=1, game_key="toy", status="lobby", host_id=5,
                   seats=[5, -1], max_players=4, options={}, seed=1, version=0,
                   state_json=None)


@pytest.mark.parametrize("build", [
    lambda: lobby_view(lobby_row()),
    lambda: abort_view(7),
    lambda: undo_vote_view(7, 3),
    lambda: host_view(7, 3, 1, DEFAULT),
    lambda: controls.hand_view(7, DEFAULT, 3),
], ids=["lobby", "abort", "undo vote", "host decision", "hand"])
async def test_every_message_of_dynamic_items_leaves_their_clicks_to_the_router(build) -> None:
    # A View of DynamicItems that discord.py keeps would make it route their clicks too
    # (registered by the item's class): every click would then run twice.
    view = build()
    assert isinstance(view, Controls) and view.is_finished()
    assert view.to_components()  # (something to click)
