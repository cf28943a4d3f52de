"""The tables' event bus (bot/play/events.py): handlers by event type, in the order they
subscribed, plain functions and coroutines alike."""

from __future__ import annotations

import pytest

from bot.play.events import EventBus, GameForgotten


class Killed(Exception):
    pass


async def test_handlers_hear_their_event_type_in_subscription_order():
    bus = EventBus()
    heard: list[str] = []

    def first(event: GameForgotten) -> None:
        heard.append(f"first {event.game_id}")

    async def second(event: GameForgotten) -> None:
        heard.append(f"second {event.game_id}")

    bus.subscribe(GameForgotten, first)
    bus.subscribe(GameForgotten, second)
    await bus.publish(GameForgotten(7))
    await bus.publish(object())  # nobody listens: nothing happens
    assert heard == ["first 7", "second 7"]


async def test_a_handlers_error_reaches_the_publisher():
    bus = EventBus()

    def dies(event: GameForgotten) -> None:
        raise Killed

    bus.subscribe(GameForgotten, dies)
    with pytest.raises(Killed):
        await bus.publish(GameForgotten(1))
