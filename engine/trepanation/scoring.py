"""Final scoring in its seven parts, and the tie-breakers in the rulebook's order."""

from __future__ import annotations

from typing import NamedTuple

from engine.core.protocol import ScoreLine, Seat, State
from engine.trepanation import supplies
from engine.trepanation.data import Rules

PARTS = ("shows", "press", "specializations", "fame_tokens", "same_type", "sets", "resources")

# The tie-breakers in the order the rulebook applies them after the total; each names its
# words.toml message ``tiebreak.<key>`` and matches one value of ``tiebreak_keys``.
TIEBREAKS: tuple[str, ...] = ("shows", "coin", "specializations", "bribe", "shill")


class Tie(NamedTuple):
    """Two seats next to each other in the ranking with equal fame, and their tie-breaker
    values (``tiebreak_keys``); ``a`` is ranked above or level with ``b``."""

    a: Seat
    b: Seat
    keys_a: tuple[int, ...]
    keys_b: tuple[int, ...]


def type_counts(rules: Rules, board: supplies.Player) -> dict[str, int]:
    counts = dict.fromkeys(rules.spec_types, 0)
    for card in board["shows"]:
        counts[rules.shows[card].type] += 1
    return counts


def breakdown(rules: Rules, board: supplies.Player) -> dict[str, int]:
    counts = type_counts(rules, board)
    bonus = rules.bonus_cards[board["bonus"]]
    table = bonus.same_type
    return {
        "shows": sum(rules.shows[card].fame for card in board["shows"]),
        "press": sum(rules.press[t].fame[board["press"][t]] for t in rules.press),
        "specializations": sum(counts[kind] for kind in board["specializations"]),
        "fame_tokens": board["fame_tokens"],
        "same_type": sum(table[min(n, len(table) - 1)] for n in counts.values()),
        "sets": min(counts.values()) * bonus.set,
        "resources": supplies.total_resources(board) // 5,
    }


def tiebreak_keys(board: supplies.Player) -> tuple[int, ...]:
    return (
        len(board["shows"]),
        board["coin"],
        len(board["specializations"]),
        supplies.amount(board, "bribe"),
        supplies.amount(board, "shill"),
    )


def final_scores(rules: Rules, state: State) -> tuple[list[ScoreLine], list[Tie]]:
    """Every seat's score line, best first and ranked (equal fame and equal tie-breakers
    share a rank), and each pair of neighbours in that order tied on fame."""
    lines = []
    for seat, board in enumerate(state["boards"]):
        parts = breakdown(rules, board)
        lines.append((sum(parts.values()), tiebreak_keys(board), seat, parts))
    lines.sort(key=lambda line: (line[0], line[1]), reverse=True)
    scores: list[ScoreLine] = []
    ties: list[Tie] = []
    rank = 0
    for index, (total, keys, seat, parts) in enumerate(lines):
        if index == 0 or (total, keys) != (lines[index - 1][0], lines[index - 1][1]):
            rank = index + 1
        scores.append(ScoreLine(seat=seat, total=total, breakdown=parts, rank=rank))
        if index and total == lines[index - 1][0]:
            ties.append(Tie(lines[index - 1][2], seat, lines[index - 1][1], keys))
    return scores, ties
