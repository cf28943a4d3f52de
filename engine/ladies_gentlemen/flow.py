"""Who acts now, what they may do, and how the day moves on from phase to phase."""

from __future__ import annotations

from engine.core.protocol import Action, Event, Seat, State
from engine.core.rng import Rng
from engine.ladies_gentlemen import afternoon, evening, morning
from engine.ladies_gentlemen.ball import ball
from engine.ladies_gentlemen.data import GameData
from engine.ladies_gentlemen.setup import contract_slots, deal_contracts, fill_stock, new_boutique
from engine.ladies_gentlemen.table import lady_of, under_pile


def to_act(state: State, data: GameData) -> list[Seat]:
    if state["over"]:
        return []
    phase = state["phase"]
    if phase == "morning":
        seats = morning.ladies_waiting(state) + morning.stock_waiting(state)
    elif morning.visiting(state):
        seats = morning.ladies_waiting(state)
    elif phase == "afternoon":
        seats = afternoon.shop_turns(state)
        gent = afternoon.business_seat(state)
        seats += [gent] if gent is not None else []
    else:
        seats = evening.evening_seats(state, data)
    return sorted(set(seats))


def decided(state: State, data: GameData) -> list[Seat]:
    if state["over"]:
        return []
    if state["phase"] == "morning":
        return sorted(morning.ladies_decided(state) + morning.stock_decided(state))
    if morning.visiting(state):
        return morning.ladies_decided(state)
    return []


def legal_actions(state: State, data: GameData, seat: Seat) -> list[Action]:
    """The list of the one step ``seat`` takes part in; no list when not in ``to_act``
    (asked branch by branch, without listing every seat to act)."""
    if state["over"]:
        return []
    phase = state["phase"]
    if phase == "morning" or morning.visiting(state):
        if seat in morning.ladies_waiting(state):
            return morning.ladies_actions(state, data, seat)
        if phase == "morning" and seat in morning.stock_waiting(state):
            return morning.stock_actions(state, data, seat)
        return []
    if phase == "afternoon":
        if seat in afternoon.shop_turns(state):
            return afternoon.shop_actions(state, data, seat)
        if seat == afternoon.business_seat(state):
            return afternoon.business_actions(state, data, seat)
        return []
    if seat in evening.evening_seats(state, data):
        return evening.evening_actions(state, data, seat)
    return []


def is_legal(state: State, data: GameData, seat: Seat, action: Action) -> bool:
    """Whether ``action`` is in ``legal_actions``: a Stock Exchange token or a
    Gentleman's sale is checked by itself, the rest against the seat's list."""
    kind, phase = action["type"], state["phase"]
    if state["over"]:
        return False
    if (kind == "stock" and phase == "morning" and seat in morning.stock_waiting(state)
            and seat not in morning.ladies_waiting(state)):
        return morning.is_stock_action(state, data, seat, action)
    if (kind in ("sell", "done") and phase == "afternoon" and not morning.visiting(state)
            and seat == afternoon.business_seat(state) and seat not in afternoon.shop_turns(state)):
        held, resource = state["resources"][seat // 2], action.get("resource")
        return action == {"type": "done"} or (
            action == {"type": "sell", "resource": resource} and isinstance(resource, str)
            and bool(held.get(resource)))
    return action in legal_actions(state, data, seat)


def advance(state: State, data: GameData) -> list[Event]:
    """Move on while nobody has anything left to do in the current step."""
    events: list[Event] = []
    while not state["over"] and not to_act(state, data):
        phase, step = state["phase"], state["evening_step"]
        if phase == "afternoon":
            events += evening.start_evening(state)
        elif phase == "evening" and step == "share":
            evening.start_bills(state, data)
        elif phase == "evening" and step == "bills":
            _after_bills(state, data)
        elif phase == "evening" and step == "carry":
            _end_evening(state, data)
        elif phase == "evening" and step == "done":
            events += end_of_day(state, data)
        else:
            break
    return events


def _after_bills(state: State, data: GameData) -> None:
    refused = state["refused_courtesan"]
    if state["courtesan"] is not None and len(refused) > data.rules.courtesan_carry and not (
            evening.last_day(state, data)):
        state["evening_step"] = "carry"
        return
    _end_evening(state, data)


def _end_evening(state: State, data: GameData) -> None:
    state["carried"] = [] if evening.last_day(state, data) else state["refused_courtesan"]
    if evening.last_day(state, data):
        under_pile(state, data, state["refused_courtesan"])
    state["refused_courtesan"] = []
    state["evening_step"] = "done"


def end_of_day(state: State, data: GameData) -> list[Event]:
    for shop in state["boutiques"]:
        under_pile(state, data, shop["cards"])
        if shop["artisan"]:
            state["artisan_discard"].append(shop["artisan"])
    state["boutiques"] = [new_boutique(data, t) for t in range(state["teams"])]
    if evening.last_day(state, data):
        for seat in range(state["players"]):
            under_pile(state, data, state["deposits"][seat])
            state["deposits"][seat] = []
        return finish(state, data)
    rng = Rng(state["rng"])
    for team in range(state["teams"]):
        hand = state["artisan_hands"][lady_of(team)]
        if not state["artisan_deck"]:
            state["artisan_deck"], state["artisan_discard"] = state["artisan_discard"], []
            rng.shuffle(state["artisan_deck"])
        if state["artisan_deck"]:
            hand.append(state["artisan_deck"].pop(0))
            hand.sort()
    for slot in state["contracts"]:
        slot["supplement"] += data.rules.supplement
    deal_contracts(state, contract_slots(data, state["players"]))
    fill_stock(state, data)
    state["visits"] = [None] * state["players"]
    state["gossip_done"] = [False] * state["players"]
    state["day"] += 1
    state.update(phase="morning", ladies_step="artisan", gents_step="stock", evening_step=None)
    return [{"type": "phase", "phase": "morning", "day": state["day"]}]


def finish(state: State, data: GameData) -> list[Event]:
    outcome = ball(state, data)
    state["over"] = True
    state["phase"] = "over"
    state["result"] = {
        "winners": outcome.winners, "team": outcome.winning_team,
        "courtesan_won": outcome.courtesan_won, "scandal_team": outcome.scandal_team,
        "tiebreak": outcome.tiebreak,
        "scores": {str(s): {"wardrobe": e.wardrobe, "servants": e.servants,
                            "gossip": e.gossip, "total": e.total,
                            "dropped": e.dropped_designer, "lost_servant": e.lost_servant}
                   for s, e in outcome.scores.items()},
    }
    stats = state["stats"]
    if outcome.winning_team is not None:
        colour = data.boutiques[outcome.winning_team].colour
        stats["winning_colour"][colour] = stats["winning_colour"].get(colour, 0) + 1
    if state["courtesan"] is not None:
        key = "won" if outcome.courtesan_won else "lost"
        stats["courtesan"][key] = stats["courtesan"].get(key, 0) + 1
        key = "scandal" if outcome.scandal_team is not None else "none"
        stats["scandal"][key] = stats["scandal"].get(key, 0) + 1
    return [{"type": "ball", "winners": outcome.winners,
             "courtesan_won": outcome.courtesan_won, "scandal_team": outcome.scandal_team},
            {"type": "game_over"}]
