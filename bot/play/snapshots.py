"""A game at one version as the bot holds it: the engine's :class:`Position` (every question
about the state answered once) plus the version and the menus drawn from it.

A move's click, its announcement, the turn prompt and the clock all look at the same
snapshot, and the tables keep the latest one of each running game, so the click that follows
a prompt neither parses the state nor asks the rules again.
"""

from __future__ import annotations

from bot.core.i18n import DEFAULT
from bot.play.menus import MenuNode, fingerprint, menu_of
from bot.storage.store import GameRow, GameStore
from engine.core.position import Position
from engine.core.protocol import Action, Event, Game, Seat, State


class Snapshot(Position):
    def __init__(self, game: Game, state: State, version: int) -> None:
        super().__init__(game, state)
        self.version = version
        self._menus: dict[tuple[Seat, str], MenuNode] = {}
        self._fingerprints: dict[Seat, str] = {}

    def play(self, seat: Seat, action: Action) -> tuple[Snapshot, list[Event]]:
        """The snapshot one version on, after ``seat`` played one of its legal actions."""
        after, events = super().play(seat, action)
        return Snapshot(self.game, after.state, self.version + 1), events

    def menu(self, seat: Seat, lang: str) -> MenuNode:
        key = (seat, lang)
        if key not in self._menus:
            self._menus[key] = menu_of(self, seat, lang)
        return self._menus[key]

    def fingerprint(self, seat: Seat) -> str:
        """The fingerprint of ``seat``'s menu (the same in every language)."""
        if seat not in self._fingerprints:
            menu = next((m for (s, _), m in self._menus.items() if s == seat), None)
            self._fingerprints[seat] = fingerprint(seat, menu or self.menu(seat, DEFAULT))
        return self._fingerprints[seat]


class Snapshots:
    """The latest snapshot of each game this process has seen."""

    def __init__(self, store: GameStore) -> None:
        self.store = store
        self._kept: dict[int, Snapshot] = {}

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._kept

    async def get(self, row: GameRow, game: Game) -> Snapshot:
        """The game at ``row.version``: kept from the last move or parsed once."""
        snap = self._kept.get(row.id)
        if snap is None or snap.version != row.version or snap.game is not game:
            snap = Snapshot(game, await self.store.load_state(row), row.version)
            self._kept[row.id] = snap
        return snap

    def keep(self, game_id: int, snap: Snapshot) -> Snapshot:
        """``snap`` is the game's latest version now (a move, a start, an undo)."""
        self._kept[game_id] = snap
        return snap

    def forget(self, game_id: int) -> None:
        self._kept.pop(game_id, None)
