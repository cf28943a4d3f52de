"""The rating leaderboard and the rating changes under a final score sheet."""

from __future__ import annotations

from weakref import WeakKeyDictionary

from bot.core import texts
from bot.core.i18n import t
from bot.ratings.ratings import PlayerRating
from bot.ratings.stored import StoredRatings
from bot.storage.store import GameRow, GameStore

LEADERBOARD_SIZE = 10
_STORED: WeakKeyDictionary[GameStore, StoredRatings] = WeakKeyDictionary()


def stored(store: GameStore) -> StoredRatings:
    if store not in _STORED:
        _STORED[store] = StoredRatings(store)
    return _STORED[store]


async def ratings_of(store: GameStore, guild_id: int, game_key: str,
                     size: int = LEADERBOARD_SIZE) -> list[PlayerRating]:
    """The best ``size`` of a game on a server, best first, as stored."""
    return await stored(store).top(guild_id, game_key, size)


def _number(value: float) -> str:
    return f"{value:.1f}"


def _signed(value: float) -> str:
    return f"{value:+.1f}"


def leaderboard_text(game_name: str, ranked: list[PlayerRating], lang: str) -> str:
    if not ranked:
        return t("ratings.leaderboard.none", lang, game=game_name)
    lines = [f"**{t('ratings.leaderboard.title', lang, game=game_name)}**"]
    for place, player in enumerate(ranked, start=1):
        lines.append(t("ratings.leaderboard.line", lang, place=place,
                       player=texts.mention(player.user_id), rating=_number(player.ordinal),
                       played=player.played, rate=f"{100 * player.win_rate:.0f}"))
    return "\n".join(lines)


async def rating_changes(store: GameStore, row: GameRow, lang: str) -> list[str]:
    """One line naming each person's rating change in the finished game ``row``."""
    if row.guild_id is None:
        return []
    changes = await stored(store).changes(row.id)
    if not changes:
        return []
    parts = [t("ratings.change", lang, player=texts.mention(change.user_id),
               before=_number(change.before), after=_number(change.after),
               delta=_signed(change.after - change.before))
             for change in changes]
    return [t("ratings.changes", lang, changes=", ".join(parts))]
