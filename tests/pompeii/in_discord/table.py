"""A Pompeii table in the in-memory Discord: people and AI seats, and clicking a chosen move.

The tests decide WHICH legal action a person wants; ``click_move`` then finds that action's
labels among the buttons and selects the bot posted (or in the private menu behind "Choose
my move") and clicks through them like a person would.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core.protocol import Action, Seat
from tests.bot.driver import (
    JOIN,
    LANGS,
    OPEN_MENU,
    START,
    Driver,
    answer,
    buttons,
    label_of,
    target_labels,
)

GAME_KEY = "pompeii"


@dataclass
class Table:
    driver: Driver
    channel: Any
    humans: list[Any]

    @property
    def env(self) -> Any:
        return self.driver.env

    async def seat_of(self, member: Any) -> Seat:
        row, _, _ = await self.driver.game()
        seat = row.seat_of(member.id)
        assert seat is not None
        return seat

    async def member_at(self, seat: Seat) -> Any | None:
        """The person at ``seat``, or None for an AI seat."""
        row, _, _ = await self.driver.game()
        return next((m for m in self.humans if m.id == row.seats[seat]), None)


async def open_table(env: Any, names: list[str], ai_seats: int, *,
                     locale: str | None = None) -> Table:
    """``/game new`` by the first person, the others join, ``/game addbot`` fills the rest
    with the game's default AI, and the host starts."""
    guild = env.create_guild(preferred_locale=locale) if locale else env.create_guild()
    channel = guild.create_text_channel("pompeii")
    humans = [guild.add_member(env.create_user(name)) for name in names]
    host, *others = humans
    await host.slash(channel, "game new", game=GAME_KEY, max_players=len(names) + ai_seats)
    lobby = channel.last_message
    for member in others:
        await member.click(lobby, label=label_of(lobby, JOIN))
    for _ in range(ai_seats):
        added = await host.slash(channel, "game addbot")
        assert not added.ephemeral, added.response.content
    lobby = next(m for m in reversed(public(channel)) if any(
        b.label in START for b in buttons(m)))
    started = await host.click(lobby, label=label_of(lobby, START))
    driver = Driver(env, channel, humans)
    driver.prompt = answer(started).message
    return Table(driver, channel, humans)


def public(channel: Any) -> list[Any]:
    return [m for m in channel.history() if not m.flags.ephemeral]


def latest_prompt(channel: Any) -> Any:
    """The newest public message with controls: the turn prompt everyone clicks on."""
    return next(m for m in reversed(public(channel)) if m.components)


async def click_move(table: Table, member: Any, action: Action,
                     prompt: Any | None = None) -> Any:
    """``member`` plays ``action`` by clicking, starting on ``prompt`` (the latest turn
    prompt by default); returns the public message the move produced."""
    driver = table.driver
    row, game, state = await driver.game()
    seat = row.seat_of(member.id)
    assert seat is not None
    names = driver.bot.tables.label_names
    targets = [target_labels(game, state, seat, action, lang, names(row, lang))
               for lang in LANGS]
    message = prompt if prompt is not None else latest_prompt(table.channel)
    if any(b.label in OPEN_MENU for b in buttons(message)):
        opened = await driver._click(member, message, label=label_of(message, OPEN_MENU))
        message = answer(opened).message
    shown = await driver.navigate(member, message, targets)
    driver.prompt = shown.message
    return shown
