"""Message text: lobby, turn prompts, results and a plain-text board until render/ exists.

Everything public is built from ``game.view(state, None)`` and public events only.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from bot.store import GameRow
from engine.core.protocol import Event, Game, Result, State
from engine.core.state import visible_events

MESSAGE_MAX = 2000
BOARD_TEXT_MAX = 900
EVENT_LINES_MAX = 12


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


def seat_names(row: GameRow) -> list[str]:
    """Seats as mentions; only the people in ``allowed_mentions`` are actually pinged."""
    return [mention(uid) for uid in row.seats]


def lobby_text(row: GameRow, game: Game) -> str:
    seated = ", ".join(mention(uid) for uid in row.seats) or "nobody yet"
    options = ", ".join(f"{k}: {v}" for k, v in row.options.items())
    lines = [
        f"**{game.name}** lobby, hosted by {mention(row.host_id)}",
        f"Players ({len(row.seats)}/{row.max_players}, at least {game.min_players}): {seated}",
    ]
    if options:
        lines.append(f"Options: {options}")
    if row.status == "lobby":
        lines.append("Join with the button or `/game join`; the host starts with Start.")
    return "\n".join(lines)


def describe_events(game: Game, events: Sequence[Event], names: Sequence[str]) -> list[str]:
    """Public events only, one line each, the latest kept when there are many."""
    lines = [game.describe_event(e, names) for e in visible_events(list(events), None)]
    lines = [line for line in lines if line]
    if len(lines) > EVENT_LINES_MAX:
        skipped = len(lines) - EVENT_LINES_MAX
        lines = [f"… ({skipped} earlier events)", *lines[-EVENT_LINES_MAX:]]
    return lines


def turn_line(game: Game, state: State, row: GameRow) -> str:
    seats = game.to_act(state)
    who = " ".join(mention(row.seats[s]) for s in seats)
    if len(seats) == 1:
        return f"{who}, it's your turn."
    return f"{who}: your move (choose privately with the button)."


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


def result_text(game: Game, result: Result, row: GameRow) -> str:
    names = seat_names(row)
    lines = ["**Game over**", ""]
    for line in sorted(result.scores, key=lambda s: (s.rank or 99, s.seat)):
        parts = ", ".join(f"{k} {v}" for k, v in line.breakdown.items())
        crown = " 🏆" if line.seat in result.winners else ""
        lines.append(f"{line.rank}. {names[line.seat]}: {line.total}{crown} ({parts})")
    if result.tiebreaks:
        lines.append("Tie-breaks: " + "; ".join(result.tiebreaks))
    if result.summary:
        lines.append(result.summary)
    return "\n".join(lines)


def clip(text: str) -> str:
    return text if len(text) <= MESSAGE_MAX else text[: MESSAGE_MAX - 1] + "…"
