"""The Ball after the last day: the legality checks, Elegance, the Courtesan's outcome."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.protocol import Seat, State
from engine.ladies_gentlemen.data import GameData, Servant, Wardrobe


@dataclass
class Elegance:
    wardrobe: int = 0
    servants: int = 0
    gossip: int = 0
    dropped_designer: str | None = None
    lost_servant: str | None = None
    counted: list[str] = field(default_factory=list)

    @property
    def total(self) -> int:
        return self.wardrobe + self.servants - self.gossip


def servant_bonus(servant: Servant, cards: list[Wardrobe]) -> int:
    kind, arg = servant.kind, servant.arg
    if kind == "designer":
        n = sum(1 for c in cards if arg in c.designers)
    elif kind == "no_designer":
        n = sum(1 for c in cards if not c.designers)
    elif kind == "type":
        n = sum(1 for c in cards if c.type == arg)
    elif kind == "stars":
        n = sum(1 for c in cards if c.elegance >= int(arg))
    elif kind == "double":
        n = sum(1 for c in cards if len(c.designers) == 2)
    elif kind == "families":
        n = len({c.family for c in cards})
    else:  # cheap
        n = sum(1 for c in cards if c.price <= int(arg))
    if n >= servant.high:
        return servant.high_bonus
    return servant.low_bonus if n >= servant.low else 0


def _best_per_family(cards: list[Wardrobe]) -> list[Wardrobe]:
    best: dict[str, Wardrobe] = {}
    for card in sorted(cards, key=lambda c: (-c.elegance, c.key)):
        best.setdefault(card.family, card)
    return sorted(best.values(), key=lambda c: c.key)


def _judge(cards: list[Wardrobe], servants: list[Servant], drop: str | None) -> Elegance:
    """The checks in the printed order: the dress (on everything she owns), then duplicates,
    then the third designer; the Servants count what is left."""
    staff = list(servants)
    worn = [c for c in _best_per_family(cards) if drop is None or drop not in c.designers]
    lost = None
    if not any(c.family == "dress" for c in cards) and staff:
        worst = max(staff, key=lambda s: (servant_bonus(s, worn), s.key))
        staff.remove(worst)
        lost = worst.key
    return Elegance(
        wardrobe=sum(c.elegance for c in worn),
        servants=sum(servant_bonus(s, worn) for s in staff),
        dropped_designer=drop, lost_servant=lost, counted=[c.key for c in worn],
    )


def elegance(data: GameData, owned: list[str], gossip_cards: int = 0) -> Elegance:
    """A Lady's Elegance at the Ball. With cards of all three designers left after the
    duplicates she drops every card of one of them: the engine makes the choice that leaves
    her most elegant."""
    cards = [data.wardrobe[c] for c in owned if c in data.wardrobe]
    servants = [data.servants[c] for c in owned if c in data.servants]
    marks = {d for c in _best_per_family(cards) for d in c.designers}
    options: list[str | None] = [*sorted(marks)] if len(marks) > 2 else [None]
    best = max((_judge(cards, servants, d) for d in options),
               key=lambda e: (e.total, e.dropped_designer or ""))
    best.gossip = gossip_cards
    return best


def gift_value(data: GameData, state: State, team: int) -> int:
    return sum(data.wardrobe[g["card"]].elegance for g in state["gifts"]
               if g["team"] == team and g["card"] in data.wardrobe)


@dataclass
class Outcome:
    scores: dict[Seat, Elegance]
    winners: list[Seat]
    winning_team: int | None
    courtesan_won: bool = False
    scandal_team: int | None = None
    tiebreak: str | None = None


def ball(state: State, data: GameData) -> Outcome:
    teams = range(state["teams"])
    scores = {seat: elegance(data, state["wardrobe"][seat], len(state["gossip"][seat]))
              for seat in [2 * t for t in teams] + ([state["courtesan"]]
                                                     if state["courtesan"] is not None else [])}
    money = state["money"]
    courtesan = state["courtesan"]
    lady_totals = {t: scores[2 * t].total for t in teams}
    if courtesan is not None:
        mine = scores[courtesan].total
        if mine >= max(lady_totals.values()):
            patron = max(teams, key=lambda t: (gift_value(data, state, t), money[t], -t))
            return Outcome(scores, sorted([courtesan, 2 * patron + 1]), patron, True)
        if mine < min(lady_totals.values()):
            excluded = min(teams, key=lambda t: (gift_value(data, state, t), money[t], t))
            rest = [t for t in teams if t != excluded]
            winner = max(rest, key=lambda t: (lady_totals[t], money[t], -t))
            return Outcome(scores, [2 * winner, 2 * winner + 1], winner, False, excluded,
                           _tiebreak(lady_totals, rest, winner))
    winner = max(teams, key=lambda t: (lady_totals[t], money[t], -t))
    return Outcome(scores, [2 * winner, 2 * winner + 1], winner, False, None,
                   _tiebreak(lady_totals, list(teams), winner))


def _tiebreak(totals: dict[int, int], teams: list[int], winner: int) -> str | None:
    tied = [t for t in teams if totals[t] == totals[winner]]
    return "money" if len(tied) > 1 else None
