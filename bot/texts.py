"""Message text: lobby, turn prompts, results and a plain-text board until render/ exists.

Everything public is built from ``game.view(state, None)`` and public events only.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import discord

from bot import engine_text
from bot.i18n import DEFAULT, t
from bot.seats import ai_name, is_ai
from bot.store import GameRow
from engine.core.protocol import Event, Game, Result, State, fill_names
from engine.core.state import visible_events

MESSAGE_MAX = 2000
BOARD_TEXT_MAX = 900
EVENT_LINES_MAX = 12


def mention(user_id: int, lang: str = DEFAULT) -> str:
    if is_ai(user_id):  # a built-in AI seat has a name, not a Discord user
        return ai_name(user_id, lang)
    return f"<@{user_id}>"


def seat_names(row: GameRow, lang: str = DEFAULT) -> list[str]:
    """Seats as mentions; only the people in ``allowed_mentions`` are actually pinged."""
    return [mention(uid, lang) for uid in row.seats]


def plain_names(row: GameRow, guild: discord.Guild | None, lang: str = DEFAULT) -> list[str]:
    """Seat names for pictures, which cannot show mentions."""
    names: list[str] = []
    for seat, user_id in enumerate(row.seats):
        member = guild.get_member(user_id) if guild is not None and user_id > 0 else None
        if member is not None:
            names.append(member.display_name)
        elif is_ai(user_id):
            names.append(ai_name(user_id, lang))
        else:
            names.append(t("play.player", lang, number=seat + 1))
    return names


def lobby_text(row: GameRow, game: Game, lang: str = DEFAULT) -> str:
    seated = ", ".join(seat_names(row, lang)) or t("lobby.nobody_yet", lang)
    options = ", ".join(f"{k}: {v}" for k, v in row.options.items())
    lines = [
        t("lobby.opened", lang, game=game.name, host=mention(row.host_id, lang)),
        t("lobby.players", lang, seated=len(row.seats), seats=row.max_players,
          least=game.min_players, names=seated),
    ]
    if options:
        lines.append(t("lobby.options", lang, options=options))
    if row.status == "lobby":
        lines.append(t("lobby.how_to_join", lang))
    return "\n".join(lines)


def describe_events(game: Game, events: Sequence[Event], names: Sequence[str],
                    lang: str = DEFAULT) -> list[str]:
    """Public events only, one line each, the latest kept when there are many."""
    lines = [engine_text.describe_event(game, e, names, lang)
             for e in visible_events(list(events), None)]
    lines = [line for line in lines if line]
    if len(lines) > EVENT_LINES_MAX:
        skipped = len(lines) - EVENT_LINES_MAX
        lines = [t("play.earlier_events", lang, count=skipped), *lines[-EVENT_LINES_MAX:]]
    return lines


def turn_line(game: Game, state: State, row: GameRow, lang: str = DEFAULT) -> str:
    seats = game.to_act(state)
    decided = game.decided(state)
    if decided:  # several seats choosing at once: who has decided, never what
        return t("play.decided_thinking", lang,
                 decided=", ".join(mention(row.seats[s], lang) for s in decided),
                 thinking=", ".join(mention(row.seats[s], lang) for s in game.waiting_for(state)))
    who = " ".join(mention(row.seats[s], lang) for s in seats)
    if len(seats) == 1:
        return t("play.your_turn", lang, who=who)
    return t("play.your_move_private", lang, who=who)


def board_text(view: Any, *, limit: int = BOARD_TEXT_MAX) -> str:
    """A compact, readable dump of a view; the fallback while no picture can be drawn."""
    lines: list[str] = []
    if isinstance(view, dict):
        for key, value in view.items():
            lines.append(f"{key}: {_compact(value)}")
    else:
        lines.append(_compact(view))
    text = "\n".join(lines)
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    return f"```\n{text}\n```"


def _compact(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
    return text if len(text) <= 160 else text[:159] + "…"


def result_text(game: Game, result: Result, row: GameRow, lang: str = DEFAULT) -> str:
    """The final ranking; ``result`` is the game's result in ``lang``."""
    names = seat_names(row, lang)
    lines = [t("play.game_over", lang), ""]
    for line in sorted(result.scores, key=lambda s: (s.rank or 99, s.seat)):
        parts = ", ".join(f"{engine_text.score_part_label(game, k, lang)} {v}"
                          for k, v in line.breakdown.items())
        crown = " 🏆" if line.seat in result.winners else ""
        lines.append(f"{line.rank}. {names[line.seat]}: {line.total}{crown} ({parts})")
    if result.tiebreaks:
        tiebreaks = "; ".join(fill_names(text, names) for text in result.tiebreaks)
        lines.append(t("play.tiebreaks", lang, tiebreaks=tiebreaks))
    if result.summary:
        lines.append(fill_names(result.summary, names))
    return "\n".join(lines)


def clip(text: str) -> str:
    return text if len(text) <= MESSAGE_MAX else text[: MESSAGE_MAX - 1] + "…"
