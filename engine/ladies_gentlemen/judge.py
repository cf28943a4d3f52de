"""What a position is worth to a seat when the searching AI cuts a playout short: its team's
Lady's Elegance as the Ball would count it now, plus a share of what the cards she carries
home today (or has on deposit) would add once paid, plus the team's money and resources
while days remain to spend them, against the best other Lady's."""

from __future__ import annotations

from engine.core.protocol import Seat, State
from engine.core.search import lead_value
from engine.ladies_gentlemen.ball import elegance
from engine.ladies_gentlemen.data import GameData, load

# A lead of this much Elegance is worth about 0.73 of a win.
SPREAD = 3.0
# What a card brought home but not yet paid adds, as a share of its Elegance (the Gentleman
# may refuse it, or pay it with money that would have bought another).
UNPAID = 0.6
# Elegance per pound (the heuristic Gentleman's keep_money / pounds_per_star): a playout is
# judged only before the Ball, while money still buys cards (and at the Ball breaks ties).
PER_POUND = 0.8 / 250


def judge(state: State, seat: Seat) -> float:
    data = load()
    teams = range(state["teams"])
    scores = [team_worth(data, state, 2 * team, team) for team in teams]
    courtesan = state["courtesan"]
    if seat == courtesan:
        return lead_value([team_worth(data, state, seat, None), *scores], 0, SPREAD)
    return lead_value(scores, seat // 2, SPREAD)


def team_worth(data: GameData, state: State, lady: Seat, team: int | None) -> float:
    """The Elegance ``lady`` may count on, and her Gentleman's means (``team``; None for the
    Courtesan, who has none) in Elegance."""
    paid = list(state["wardrobe"][lady])
    gossip = len(state["gossip"][lady])
    now = elegance(data, paid, gossip).total
    pending = [*_cards(state["purchases"][lady]), *_cards(state["deposits"][lady])]
    value = float(now)
    if pending:
        value += UNPAID * max(0, elegance(data, paid + pending, gossip).total - now)
    if team is None:
        return value
    prices = data.markets[state["market"]]
    means = state["money"][team] + sum(prices[kind] * n
                                       for kind, n in state["resources"][team].items())
    return value + PER_POUND * means


def _cards(held: object) -> list[str]:
    return list(held) if isinstance(held, list) else []
