"""Final scoring in its seven parts, and the tie-breakers in the rulebook's order."""

from __future__ import annotations

from engine.core.protocol import Result, ScoreLine, State
from engine.trepanation import supplies
from engine.trepanation.data import Rules

PARTS = ("shows", "press", "specializations", "fame_tokens", "same_type", "sets", "resources")

# (label, key function) in the order the rulebook applies them after the total.
TIEBREAKS: tuple[tuple[str, str], ...] = (
    ("most shows performed", "shows"),
    ("most coins", "coin"),
    ("most specialization tokens", "specializations"),
    ("most bribes", "bribe"),
    ("most shills", "shill"),
)


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


def final_result(rules: Rules, state: State) -> Result:
    lines = []
    for seat, board in enumerate(state["boards"]):
        parts = breakdown(rules, board)
        lines.append((sum(parts.values()), tiebreak_keys(board), seat, parts))
    lines.sort(key=lambda line: (line[0], line[1]), reverse=True)
    scores: list[ScoreLine] = []
    notes: list[str] = []
    rank = 0
    for index, (total, keys, seat, parts) in enumerate(lines):
        if index == 0 or (total, keys) != (lines[index - 1][0], lines[index - 1][1]):
            rank = index + 1
        scores.append(ScoreLine(seat=seat, total=total, breakdown=parts, rank=rank))
        if index and total == lines[index - 1][0]:
            notes.append(_tiebreak_note(lines[index - 1][2], seat, lines[index - 1][1], keys))
    winners = sorted(line.seat for line in scores if line.rank == 1)
    summary = (
        f"{{p{winners[0]}}} wins with {scores[0].total} fame"
        if len(winners) == 1
        else f"{' and '.join(f'{{p{w}}}' for w in winners)} share the victory with "
        f"{scores[0].total} fame"
    )
    return Result(winners=winners, scores=scores, tiebreaks=notes, summary=summary)


def _tiebreak_note(a: int, b: int, keys_a: tuple[int, ...], keys_b: tuple[int, ...]) -> str:
    for (label, _), x, y in zip(TIEBREAKS, keys_a, keys_b, strict=True):
        if x != y:
            return f"{{p{a}}} and {{p{b}}} tied on fame; {label} decided ({x} to {y})"
    return f"{{p{a}}} and {{p{b}}} tied on everything and share the place (archenemies now)"
