"""The state of a game at one version, with what the bot asks of it worked out once.

A move's click, its announcement, the turn prompt and the clock all look at the same state:
``to_act``, ``waiting_for``, ``decided``, the public view and each seat's menu are computed
the first time they are asked for and then reused. Tables keep the latest snapshot of each
running game, so the click that follows a prompt neither parses the state nor builds the
menu again.
"""

from __future__ import annotations

from functools import cached_property
from typing import Any

from bot.core.i18n import DEFAULT
from bot.play.menus import MenuNode, build_menu, fingerprint
from engine.core.protocol import Game, Seat, State


class Snapshot:
    def __init__(self, game: Game, version: int, state: State) -> None:
        self.game = game
        self.version = version
        self.state = state
        self._menus: dict[tuple[Seat, str], MenuNode] = {}
        self._fingerprints: dict[Seat, str] = {}

    @cached_property
    def to_act(self) -> list[Seat]:
        return list(self.game.to_act(self.state))

    @cached_property
    def waiting_for(self) -> list[Seat]:
        return list(self.game.waiting_for(self.state))

    @cached_property
    def decided(self) -> list[Seat]:
        return list(self.game.decided(self.state))

    @cached_property
    def over(self) -> bool:
        return self.game.is_over(self.state)

    @cached_property
    def public_view(self) -> Any:
        return self.game.view(self.state, None)

    @property
    def in_round(self) -> bool:
        """Several seats choosing at once (or some have chosen and others not yet)."""
        return len(self.waiting_for) > 1 or bool(self.decided)

    def fingerprint(self, seat: Seat) -> str:
        """The fingerprint of ``seat``'s menu (the same in every language)."""
        if seat not in self._fingerprints:
            menu = next((m for (s, _), m in self._menus.items() if s == seat), None)
            self._fingerprints[seat] = fingerprint(seat, menu or self.menu(seat, DEFAULT))
        return self._fingerprints[seat]

    def menu(self, seat: Seat, lang: str) -> MenuNode:
        key = (seat, lang)
        if key not in self._menus:
            self._menus[key] = build_menu(self.game, self.state, seat, lang)
        return self._menus[key]
