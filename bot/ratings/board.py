"""The rating leaderboard and the rating changes under a final score sheet."""

from __future__ import annotations

from bot.core import texts
from bot.core.i18n import t
from bot.ratings.ratings import RatingTable, rate
from bot.storage.store import GameRow, GameStore

LEADERBOARD_SIZE = 10


async def ratings_of(store: GameStore, guild_id: int, game_key: str) -> RatingTable:
    return rate(await store.results.history(guild_id, game_key))


def _number(value: float) -> str:
    return f"{value:.1f}"


def _signed(value: float) -> str:
    return f"{value:+.1f}"


def leaderboard_text(game_name: str, table: RatingTable, lang: str,
                     size: int = LEADERBOARD_SIZE) -> str:
    ranked = table.ranked()[:size]
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
    changes = (await ratings_of(store, row.guild_id, row.game_key)).changes.get(row.id)
    if not changes:
        return []
    parts = [t("ratings.change", lang, player=texts.mention(user_id),
               before=_number(change.before), after=_number(change.after),
               delta=_signed(change.delta))
             for user_id, change in changes.items()]
    return [t("ratings.changes", lang, changes=", ".join(parts))]
