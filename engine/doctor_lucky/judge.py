"""What a position is worth to a seat when the searching AI cuts a playout short: the chance
that it is the one who saves the Doctor, from what each seat holds and where it stands.

A pending rescue is settled first: when the reactors still to answer hold fewer failure points
than it needs, it succeeds (the judge reads the drawn position the search plays in, so every
hand is known there). Otherwise each seat gets a score from its failure points (what foils
the others), its best aid card against the failure points everybody else holds (whether an
attempt could get through), its move cards and cards in hand, how soon it moves and how near
its pawn is to the Doctor; the chances are the scores' softmax. The weights were fitted to the
winners of heuristic games (conditional logit; README.md, "Searching AI")."""

from __future__ import annotations

from engine.core.protocol import Seat, State
from engine.core.search import fitted_chances
from engine.doctor_lucky.data import AID, FAIL, MOVE, card_arg, card_kind, load
from engine.doctor_lucky.ship import ship
from engine.doctor_lucky.table import flooded

# Weights of: failure points, best aid value, how far that aid value beats the others'
# failure points (0 when it does not), move cards, cards in hand, on turn now, turns until
# it moves (over the players), pawn within two steps of the Doctor, pawn in his next room.
WEIGHTS = (0.151, 0.117, 0.230, 0.121, -0.205, 0.076, -0.290, 0.278, 0.420)
# A rescue the remaining reactors cannot foil is won this surely (they may misjudge nothing:
# the judge counts on them to play when they can).
SURE_RESCUE = 0.95


def features(state: State) -> list[tuple[float, ...]]:
    """One row of features per seat, as WEIGHTS weighs them."""
    data, plan = load(), ship()
    gone = flooded(state)
    players = state["players"]
    fails, aids, moves = [], [], []
    for cards in state["hands"]:
        fails.append(sum(int(card_arg(c)) for c in cards if card_kind(c) == FAIL))
        aids.append(max((data.aids[card_arg(c)].value for c in cards if card_kind(c) == AID),
                        default=data.rules.unaided_rescue_value))
        moves.append(sum(card_kind(c) == MOVE for c in cards))
    total = sum(fails)
    doctor = state["doctor"]
    near = set(plan.within_steps(doctor, 2, gone)) | {doctor}
    nxt = plan.doctor_next(doctor, gone) if doctor in plan.rooms else doctor
    current = state["current"]
    rows: list[tuple[float, ...]] = []
    for seat in range(players):
        pawn = state["pawns"][seat]
        rows.append((
            float(fails[seat]), float(aids[seat]),
            float(max(0, aids[seat] - (total - fails[seat]))),
            float(moves[seat]), float(len(state["hands"][seat])),
            float(seat == current), ((seat - current) % players) / players,
            float(pawn in near), float(pawn == nxt),
        ))
    return rows


def chances(state: State) -> list[float]:
    return fitted_chances(features(state), WEIGHTS)


def pending_rescue(state: State) -> Seat | None:
    """The rescuer of a pending attempt the remaining reactors cannot foil, else None."""
    rescue = state.get("rescue")
    if state["phase"] != "reaction" or not rescue:
        return None
    needed = rescue["value"] - rescue["points"]
    later = rescue["order"][rescue["index"]:]
    held = sum(int(card_arg(c)) for s in later for c in state["hands"][s]
               if card_kind(c) == FAIL)
    return rescue["seat"] if held < needed else None


def judge(state: State, seat: Seat) -> float:
    rescuer = pending_rescue(state)
    if rescuer is not None:
        return SURE_RESCUE if rescuer == seat else (1 - SURE_RESCUE) / (state["players"] - 1)
    return chances(state)[seat]


def usable(state: State) -> bool:
    return bool(state["phase"] == "turn")
