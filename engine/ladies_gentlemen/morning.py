"""Morning: the Ladies' secret artisan and window choices, and the Stock Exchange; the
Ladies' secret visit, which opens the Afternoon once every number token is found.

Ladies' steps are rounds of secret simultaneous choices: each choice is private to its
chooser and all of them take effect together when the last one is in. The visit is chosen
in the Afternoon, knowing the order in which the Gentlemen found their numbers (the order
the Ladies draft in).

The Stock Exchange (option ``stock``):

* ``sealed`` (default): rounds of secret single picks. Every Gentleman still without a
  number token picks one face-down position he has not seen, or stops searching; when the
  last pick is in, the picks take effect in the clash order (a seeded order of the
  Gentlemen that moves on by one each day, shown to all). A position already taken by a
  Gentleman earlier in that order is lost for this round; one who stops takes the highest
  number token left when his turn in the order comes. A number token ends his picking; a
  resource is kept while he holds fewer than three from today's Stock, otherwise it goes
  back face down (he remembers what it was, and it is not offered to him again).
* ``live``: every Gentleman without a number picks whenever he likes; the first pick of a
  position to arrive wins it, a taken position can no longer be picked. Each pick has a
  few seconds (``live_pick_seconds``); a Gentleman may instead stop searching and takes the
  highest number token still in the Stock (what a player who runs out of time does).
"""

from __future__ import annotations

from typing import Any

from engine.core.protocol import Action, Event, Seat, State
from engine.ladies_gentlemen.data import GameData
from engine.ladies_gentlemen.table import (
    COURTESAN,
    draw_cards,
    gentleman_of,
    lady_of,
    role,
    shoppers,
)


def live(state: State) -> bool:
    return state["options"].get("stock") == "live"


# --- Ladies -------------------------------------------------------------------------------
def ladies_step_seats(state: State) -> list[Seat]:
    """Shoppers who take part in the current Ladies' step."""
    step = state["ladies_step"]
    if step == "artisan":
        return [lady_of(t) for t in range(state["teams"]) if state["artisan_hands"][lady_of(t)]]
    if step == "window":
        return [lady_of(t) for t in range(state["teams"]) if state["boutiques"][t]["cards"]]
    if step == "visit":
        return shoppers(state)
    return []


def ladies_waiting(state: State) -> list[Seat]:
    if state["ladies_step"] not in ("artisan", "window", "visit"):
        return []
    return [s for s in ladies_step_seats(state) if state["picks"][s] is None]


def ladies_decided(state: State) -> list[Seat]:
    if state["ladies_step"] not in ("artisan", "window", "visit"):
        return []
    return [s for s in ladies_step_seats(state) if state["picks"][s] is not None]


def ladies_actions(state: State, data: GameData, seat: Seat) -> list[Action]:
    step = state["ladies_step"]
    if step == "artisan":
        return [{"type": "artisan", "card": c} for c in state["artisan_hands"][seat]]
    if step == "window":
        # Servant cards lie open in the shop: she chooses which one, if any, to show.
        cards = state["boutiques"][seat // 2]["cards"]
        return [{"type": "window", "card": c} for c in dict.fromkeys(cards)]
    if step == "visit":
        return [{"type": "visit", "boutique": b["colour"]} for b in state["boutiques"]]
    return []


def apply_ladies(state: State, data: GameData, seat: Seat, action: Action) -> list[Event]:
    value = action.get("card", action.get("boutique"))
    state["picks"][seat] = value
    events: list[Event] = [
        {"type": "picked", "step": state["ladies_step"], "seat": seat, "value": value,
         "private": [seat]},
        {"type": "decided", "seat": seat},
    ]
    if not ladies_waiting(state):
        events += _reveal_ladies(state, data)
    return events


def _reveal_ladies(state: State, data: GameData) -> list[Event]:
    step = state["ladies_step"]
    events: list[Event] = []
    if step == "artisan":
        for seat in ladies_step_seats(state):
            card = state["picks"][seat]
            state["artisan_hands"][seat].remove(card)
            artisan = data.artisans[card]
            shop = state["boutiques"][seat // 2]
            shop["artisan"] = card
            shop["cards"] = draw_cards(state, artisan.type, artisan.count)
            events.append({"type": "artisan_shown", "seat": seat, "card": card,
                           "count": len(shop["cards"])})
            events.append({"type": "stocked", "seat": seat, "cards": list(shop["cards"]),
                           "private": [seat]})
        state["ladies_step"] = "window"
        if not ladies_step_seats(state):
            state["ladies_step"] = "ready"
    elif step == "window":
        for seat in ladies_step_seats(state):
            shop = state["boutiques"][seat // 2]
            shown = state["picks"][seat]
            shop["window"] = shown
            events.append({"type": "window_shown", "seat": seat, "card": shown})
        state["ladies_step"] = "ready"
    else:
        for seat in shoppers(state):
            state["visits"][seat] = state["picks"][seat]
        events.append({"type": "visits_shown", "visits": list(state["visits"])})
        state["ladies_step"] = "ready"
    state["picks"] = [None] * state["players"]
    return events


# --- Gentlemen: the Stock Exchange -------------------------------------------------------
def stock_seats(state: State) -> list[Seat]:
    """Gentlemen still looking for a number token."""
    if state["gents_step"] != "stock":
        return []
    return [gentleman_of(t) for t in range(state["teams"]) if state["numbers"][t] is None]


def stock_waiting(state: State) -> list[Seat]:
    seats = stock_seats(state)
    if live(state):
        return seats
    return [s for s in seats if state["stock_picks"][s // 2] is None]


def stock_decided(state: State) -> list[Seat]:
    if live(state):
        return []
    return [s for s in stock_seats(state) if state["stock_picks"][s // 2] is not None]


def is_stock_action(state: State, data: GameData, seat: Seat, action: Action) -> bool:
    """Whether ``action`` is one of ``stock_actions``' token picks (``pos`` compared as
    ``==`` would, like the list)."""
    pos: Any = action.get("pos")
    stock = state["stock"]
    if not (pos in range(len(stock)) and stock[int(pos)] is not None
            and str(int(pos)) not in state["stock_known"][seat // 2]):
        return False
    keep = state["kept_today"][seat // 2] < data.rules.keep_limit
    return action == {"type": "stock", "pos": pos, "keep": keep}


STOP = -1  # a sealed pick that stops searching


def stock_actions(state: State, data: GameData, seat: Seat) -> list[Action]:
    """The face-down tokens he has not seen (one he saw and put back holds a resource he may
    no longer keep today), and stopping the search."""
    team = seat // 2
    known = state["stock_known"][team]
    keep = state["kept_today"][team] < data.rules.keep_limit  # a resource found is his
    picks: list[Action] = [{"type": "stock", "pos": i, "keep": keep}
                           for i, token in enumerate(state["stock"])
                           if token is not None and str(i) not in known]
    return [*picks, {"type": "stock_stop"}]


def clash_order(state: State) -> list[int]:
    """The teams in the order that settles the sealed Stock's clashes today."""
    rotate = (state["day"] - 1) % state["teams"]
    return state["stock_order"][rotate:] + state["stock_order"][:rotate]


def apply_stock_stop(state: State, data: GameData, seat: Seat) -> list[Event]:
    """Stop searching and take the highest number token still in the Stock: at once when
    live, in the clash order with the other sealed picks."""
    if not live(state):
        return apply_stock(state, data, seat, {"type": "stock", "pos": STOP})
    return _stop(state, seat)


def _stop(state: State, seat: Seat) -> list[Event]:
    team = seat // 2
    left = [(int(t[1:]), pos) for pos, t in enumerate(state["stock"])
            if t is not None and t.startswith("n")]
    number, pos = max(left)
    state["reveals"] += 1  # a face-down token turned over
    state["stock"][pos] = None
    state["numbers"][team] = number
    state["stock_known"][team].pop(str(pos), None)
    return [{"type": "stock_stopped", "seat": seat, "pos": pos, "number": number}]


def apply_stock(state: State, data: GameData, seat: Seat, action: Action) -> list[Event]:
    if live(state):
        return _turn_over(state, data, seat // 2, action["pos"])
    state["stock_picks"][seat // 2] = action["pos"]
    events: list[Event] = [
        {"type": "stock_pick", "seat": seat, "pos": action["pos"], "private": [seat]}
        if action["pos"] != STOP else {"type": "stock_stop_pick", "seat": seat, "private": [seat]},
        {"type": "decided", "seat": seat},
    ]
    if stock_waiting(state):
        return events
    for team in clash_order(state):
        pos = state["stock_picks"][team]
        if pos is None:
            continue
        if pos == STOP:
            events += _stop(state, gentleman_of(team))
        elif state["stock"][pos] is None:
            events.append({"type": "stock_missed", "seat": gentleman_of(team), "pos": pos,
                           "private": [gentleman_of(team)]})
            events.append({"type": "stock_lost", "seat": gentleman_of(team), "pos": pos})
        else:
            events += _turn_over(state, data, team, pos)
    state["stock_picks"] = [None] * state["teams"]
    return events


def _turn_over(state: State, data: GameData, team: int, pos: int) -> list[Event]:
    token = state["stock"][pos]
    seat = gentleman_of(team)
    state["reveals"] += 1
    if token.startswith("n"):
        state["stock"][pos] = None
        state["numbers"][team] = int(token[1:])
        state["stock_known"][team].pop(str(pos), None)
        return [{"type": "number_found", "seat": seat, "pos": pos, "number": int(token[1:])}]
    if state["kept_today"][team] < data.rules.keep_limit:
        state["stock"][pos] = None
        state["kept_today"][team] += 1
        held = state["resources"][team]
        held[token] = held.get(token, 0) + 1
        for known in state["stock_known"]:
            known.pop(str(pos), None)
        return [{"type": "resource_kept", "seat": seat, "pos": pos, "resource": token}]
    state["stock_known"][team][str(pos)] = token
    return [{"type": "resource_seen", "seat": seat, "pos": pos, "resource": token,
             "private": [seat]},
            {"type": "put_back", "seat": seat, "pos": pos}]


def morning_done(state: State) -> bool:
    return state["ladies_step"] == "ready" and not stock_seats(state)


def start_visits(state: State) -> list[Event]:
    """The Afternoon opens with the Ladies' secret visit: every number token is found."""
    state["phase"] = "afternoon"
    state["ladies_step"] = "visit"
    state["picks"] = [None] * state["players"]
    return [{"type": "phase", "phase": "afternoon", "day": state["day"]}]


def visiting(state: State) -> bool:
    return state["phase"] == "afternoon" and state["ladies_step"] == "visit"


def is_courtesan(state: State, seat: Seat) -> bool:
    return role(state, seat) == COURTESAN
