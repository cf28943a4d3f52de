"""What a position is worth to a seat when the searching AI cuts a playout short: its chance
to win, from each seat's fame as the final scoring would count it now (by part), what it holds
and what it can still make of it. The chances are the softmax of each seat's score, a weighted
sum of the features below; the weights were fitted to the winners of heuristic games
(conditional logit, ``python bench/judge_fit.py --game trepanation``; README.md, "Built-in
players")."""

from __future__ import annotations

from engine.core.protocol import Seat, State
from engine.core.search import fitted_chances
from engine.trepanation import supplies
from engine.trepanation.data import rules
from engine.trepanation.scoring import breakdown

# Weights of: fame from shows; from same-type, set and specialization scoring; from the press;
# fame tokens; coins; medicine and equipment; shills and bribes; all resources held times the
# share of the game still to play; shows performed times that share; the best show in the row
# the seat could pay for now (its fame) times that share; place on the order track (0 first);
# fame as the final scoring counts it now times the share of the game played (fame decides
# more surely the nearer the end).
WEIGHTS = (0.149, 0.073, 0.140, 0.030, 0.316, 0.220, 0.172, -0.089, 0.539, 0.134, -0.454, 0.126)


def features(state: State) -> list[tuple[float, ...]]:
    """One row of features per seat, as WEIGHTS weighs them."""
    data = rules()
    players = state["players"]
    left = max(0, data.days - max(1, state["day"]) + 1) / data.days
    row = [card for card in state["row"] if card is not None]
    rows: list[tuple[float, ...]] = []
    for seat, board in enumerate(state["boards"]):
        parts = breakdown(data, board)
        coin = supplies.amount(board, "coin")
        goods = supplies.amount(board, "medicine") + supplies.amount(board, "equipment")
        tokens = supplies.amount(board, "shill") + supplies.amount(board, "bribe")
        reach = max((data.shows[card].fame for card in row
                     if supplies.can_afford(board, data.shows[card].cost)), default=0)
        rows.append((
            float(parts["shows"]),
            float(parts["same_type"] + parts["sets"] + parts["specializations"]),
            float(parts["press"]), float(parts["fame_tokens"]),
            float(coin), float(goods), float(tokens),
            (coin + goods + tokens) * left, len(board["shows"]) * left, reach * left,
            state["order"].index(seat) / players,
            sum(parts.values()) * (1 - left),
        ))
    return rows


def chances(state: State) -> list[float]:
    return fitted_chances(features(state), WEIGHTS)


def judge(state: State, seat: Seat) -> float:
    return chances(state)[seat]


def usable(state: State) -> bool:
    """Positions to learn from: the first round of a day's scheduling, where the day's
    placements do not yet hold value the features cannot see."""
    return bool(state["phase"] == "scheduling" and len(state["placements"]) < state["players"])
