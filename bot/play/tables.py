"""The tables: every running game's road from a click to its announcement, put together.

    click ─ bot/play/buttons.py ─ bot/play/clicks.py
            ├ bot/play/click_loading.py   load and check: game, seat, menu still standing
            ├ bot/play/clicker_menus.py   menus shown to the clicker
            ├ bot/play/commit.py          commit the move (+ the clock's timer plan)
            └ bot/play/announce.py        post it: a new turn post where someone must be
                                          notified, else an edit of the turn post
                                          (bot/play/turn_posts.py, paced: bot/play/pacer.py)
    AI seats, deadlines ─ bot/play/unclicked.py ─ commit, announce
    restarts ─ bot/play/catchup.py ─ announce what a crash left unposted

Per game this process keeps a lock, the latest snapshot, the seats' names, the round being
chosen, the last version it posted, the timeline of what each seat missed
(bot/play/digest.py) and whose last move its mover may take back (bot/play/takebacks.py);
all of it is freed on ``GameForgotten``. Features listen on ``bus`` (bot/play/events.py) and
answer through the Protocols of commit.py and announce.py.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.play.announce import Announcer
from bot.play.click_loading import ClickLoading
from bot.play.clicker_menus import ClickerMenus
from bot.play.clicks import Clicks
from bot.play.commit import Committer
from bot.play.digest import Digests
from bot.play.events import EventBus, GameForgotten, MoveCommitted
from bot.play.locks import GameLocks
from bot.play.names import GuildOf, SeatNames, no_guild
from bot.play.pacer import EditPacer, Pace
from bot.play.rounds import RoundStarts
from bot.play.snapshots import Snapshot, Snapshots
from bot.play.takebacks import TakeBacks
from bot.play.unclicked import UnclickedMoves
from bot.storage.store import GameRow, GameStore
from engine.core.protocol import Game, State


class Tables:
    def __init__(self, store: GameStore, guild_of: GuildOf = no_guild,
                 pace: Pace | None = None) -> None:
        self.store = store
        self.bus = EventBus()
        self.locks = GameLocks()
        self.snapshots = Snapshots(store)
        self.names = SeatNames(store.seat_names, guild_of)
        self.rounds = RoundStarts(store)
        self.menus = ClickerMenus(self.names)
        self.digests = Digests(store, self.names)
        self.loading = ClickLoading(store, self.snapshots, self.names, self.rounds, self.menus)
        self.committer = Committer(store, self.snapshots, self.rounds, self.bus)
        self.pacer = EditPacer(pace)
        self.announcer = Announcer(store, self.names, self.menus, self.bus, self.pacer)
        self.announcer.digests = self.digests  # what a new turn post's person missed
        self.clicks = Clicks(self.locks, self.loading, self.menus, self.committer,
                             self.announcer, self.snapshots, self.names, self.rounds)
        self.unclicked = UnclickedMoves(store, self.locks, self.snapshots, self.rounds,
                                        self.committer, self.announcer)
        self.takebacks = TakeBacks()  # whose last move its mover may take back alone
        self.bus.subscribe(MoveCommitted, self.takebacks.on_commit)
        self.bus.subscribe(MoveCommitted, self.digests.on_commit)
        for keeper in (self.snapshots, self.names, self.rounds, self.announcer,
                       self.unclicked, self.digests, self.takebacks):
            self.bus.subscribe(GameForgotten, _forgetting(keeper.forget))
        self.bus.subscribe(GameForgotten, _forgetting(self.locks.ended))

    async def snapshot(self, row: GameRow, game: Game) -> Snapshot:
        """The game at ``row.version`` (kept or parsed once), its seats' names loaded."""
        await self.names.load(row.id)
        return await self.snapshots.get(row, game)

    def keep(self, row: GameRow, game: Game, state: State) -> Snapshot:
        """``state``, just written at ``row.version`` (a start, an undo), as the game's
        snapshot."""
        return self.snapshots.keep(row.id, Snapshot(game, state, row.version))

    def label_names(self, row: GameRow, lang: str) -> list[str]:
        """Seat names for the ``{p0}``... of labels and pictures (plain: a label cannot show
        a mention); load the game's names first."""
        return self.names.plain(row, lang)

    async def forget(self, game_id: int) -> None:
        """Free what this process keeps for a game that ended or was aborted."""
        await self.bus.publish(GameForgotten(game_id))


def _forgetting(forget: Callable[[int], None]) -> Callable[[GameForgotten], None]:
    def handler(event: GameForgotten) -> None:
        forget(event.game_id)
    return handler
