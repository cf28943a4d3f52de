"""Resolving a meeple: a slot's effects become a queue of small steps, and the choices a
waiting step offers (``resolver`` carries them out).

A step is a JSON dict ``{"kind": ..., "seat": ...}`` kept in ``state["steps"]``. Automatic
steps (gains, ageing, moving on the order track) run at once; a step that needs a choice waits
until its seat picks one of ``options``. A decision with a single option is taken
automatically, so players are only asked real questions.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core.protocol import Action, State
from engine.trepanation import show_row, supplies
from engine.trepanation.data import AGEING, RESOURCES, TRACKS, Bundle, Rules, Slot

Step = dict[str, Any]
PASS: Action = {"type": "pass"}


def slot_steps(slot: Slot, seat: int) -> list[Step]:
    """The steps of one activated slot, in the order they happen."""
    steps: list[Step] = []

    def add(kind: str, **extra: Any) -> None:
        steps.append({"kind": kind, "seat": seat, "slot": slot.id, **extra})

    if slot.show:
        if slot.replace_first:
            add("replace")
        add("show", fame=slot.fame, after=dict(slot.after))
    if slot.renew:
        add("renew")
    if slot.gain:
        add("gain", bundle=dict(slot.gain))
    if slot.choose:
        add("choose", options=[dict(option) for option in slot.choose])
    if slot.replace_show:
        add("replace")
    if slot.equipment_run:
        add("equipment_run")
    if slot.press:
        add("press", pattern=slot.press, tracks=[], coin_after=slot.coin_after)
    if slot.steal:
        add("steal")
    if slot.rejuvenate:
        add("rejuvenate")  # optional: the Tavern says you can
    if slot.age_all:
        add("age_all")
    if slot.market:
        add("market")
    if slot.suitcase:
        add("suitcase")
    if slot.order:
        add("order", place=slot.order, keeps_first=slot.keeps_first)
    if slot.defame:
        add("defame_start")
    return steps


# --- options ---------------------------------------------------------------------------


def options(rules: Rules, state: State, step: Step) -> list[Action] | None:
    """The choices a waiting step offers, or ``None`` for an automatic step."""
    handler = _OPTIONS.get(step["kind"])
    return None if handler is None else handler(rules, state, step)


def _board(state: State, step: Step) -> supplies.Player:
    return state["boards"][step["seat"]]


def _activate_options(rules: Rules, state: State, step: Step) -> list[Action]:
    return [{"type": "activate", "slot": slot} for slot in step["slots"]]


def _replace_options(rules: Rules, state: State, step: Step) -> list[Action]:
    if not show_row.can_draw(state):
        return []
    return [{"type": "replace", "card": card} for card in show_row.cards(state)]


def _show_options(rules: Rules, state: State, step: Step) -> list[Action]:
    board = _board(state, step)
    found: list[Action] = []
    for card in show_row.cards(state):
        for payment in supplies.payment_options(board, rules.shows[card].cost):
            found.append({"type": "perform", "card": card, "pay": payment})
    return [*found, PASS] if found else []


def _press_tracks(step: Step) -> list[str]:
    taken: list[str] = step["tracks"]
    pattern = step["pattern"]
    if pattern == "one":
        return [] if taken else list(TRACKS)
    if pattern == "two_different":
        return [t for t in TRACKS if t not in taken]
    if pattern == "one_twice":
        return list(TRACKS) if not taken else (taken[:1] if len(taken) < 2 else [])
    raise ValueError(f"unknown press pattern {pattern!r}")


def _press_costs(rules: Rules, state: State, step: Step) -> list[tuple[str, Bundle]]:
    board = _board(state, step)
    return [(track, rules.press[track].costs[board["press"][track]])
            for track in _press_tracks(step)
            if board["press"][track] < rules.press[track].length]


def _press_options(rules: Rules, state: State, step: Step) -> list[Action]:
    board = _board(state, step)
    found: list[Action] = []
    for track, cost in _press_costs(rules, state, step):
        for payment in supplies.payment_options(board, cost):
            found.append({"type": "advance", "track": track, "pay": payment})
    return [*found, PASS] if found else []


def is_option(rules: Rules, state: State, step: Step, action: Action) -> bool:
    """Whether ``action`` is one of the step's ``options``: a show or a track advance is
    checked against the payments of its one card or track, not every card's or track's."""
    kind, board, keys = step["kind"], _board(state, step), action.keys()
    if kind == "show" and keys == {"type", "card", "pay"} and action["type"] == "perform":
        card = action["card"]
        return (isinstance(card, str) and card in show_row.cards(state)
                and action["pay"] in supplies.payment_options(board, rules.shows[card].cost))
    if kind == "press" and keys == {"type", "track", "pay"} and action["type"] == "advance":
        costs = dict(_press_costs(rules, state, step))
        track = action["track"]
        return (isinstance(track, str) and track in costs
                and action["pay"] in supplies.payment_options(board, costs[track]))
    if kind in ("show", "press") and action == PASS:
        return surely_waits(rules, state, step)
    return action in (options(rules, state, step) or [])


def surely_waits(rules: Rules, state: State, step: Step) -> bool:
    """A quick yes for a show or press step with anything payable: its options are every
    payment and a pass, so its seat must choose (``advance`` needs no list to know that).
    False says nothing: ask ``options``."""
    board = _board(state, step) if step["kind"] in ("show", "press") else None
    if board is None:
        return False
    if step["kind"] == "show":
        costs = [rules.shows[card].cost for card in show_row.cards(state)]
    else:
        costs = [cost for _, cost in _press_costs(rules, state, step)]
    return any(supplies.any_payment(board, cost) for cost in costs)


def _specialize_options(rules: Rules, state: State, step: Step) -> list[Action]:
    pool = state["spec_pool"]
    return [{"type": "specialize", "kind": kind} for kind in rules.spec_types if pool[kind] > 0]


def _choose_options(rules: Rules, state: State, step: Step) -> list[Action]:
    return [{"type": "take", "option": i} for i in range(len(step["options"]))]


def _takeable(rules: Rules, thief: supplies.Player, victim: supplies.Player) -> list[str]:
    return [
        r
        for r in RESOURCES
        if supplies.amount(victim, r) > 0 and supplies.room_for(rules, thief, r) > 0
    ]


def _steal_options(rules: Rules, state: State, step: Step) -> list[Action]:
    board = _board(state, step)
    if board["coin"] < 1:
        return []
    targets = [
        {"type": "steal", "target": seat}
        for seat in state["order"]
        if seat != step["seat"] and supplies.total_resources(state["boards"][seat]) > 0
    ]
    return [*targets, PASS] if targets else []


def _take_options(rules: Rules, state: State, step: Step) -> list[Action]:
    victim = state["boards"][step["target"]]
    return [{"type": "take", "resource": r} for r in _takeable(rules, _board(state, step), victim)]


def _defame_options(rules: Rules, state: State, step: Step) -> list[Action]:
    """Which token the next rival returns: any shill or bribe on any space of their track,
    freshest first (the one they would have kept longest)."""
    targets = step["targets"]
    if not targets:
        return []
    victim = state["boards"][targets[0]]
    return [
        {"type": "defame", "target": targets[0], "resource": r, "space": space}
        for r in AGEING
        for space, count in enumerate(victim[r])
        if count > 0
    ]


def _rejuvenate_options(rules: Rules, state: State, step: Step) -> list[Action]:
    if not supplies.needs_rejuvenating(_board(state, step)):
        return []
    return [{"type": "rejuvenate"}, PASS]


def _tokens_options(rules: Rules, state: State, step: Step) -> list[Action]:
    choices = supplies.token_choices(_board(state, step), step["action"]["pay"])
    return [{"type": "tokens", "spaces": choice} for choice in choices]


def _market_options(rules: Rules, state: State, step: Step) -> list[Action]:
    board = _board(state, step)
    found: list[Action] = [
        {"type": "exchange", "index": i}
        for i, exchange in enumerate(rules.exchanges)
        if supplies.can_pay_exactly(board, exchange.pay)
    ]
    return [*found, PASS] if found else []


_OPTIONS: dict[str, Callable[[Rules, State, Step], list[Action]]] = {
    "activate": _activate_options,
    "replace": _replace_options,
    "show": _show_options,
    "press": _press_options,
    "specialize": _specialize_options,
    "choose": _choose_options,
    "steal": _steal_options,
    "take": _take_options,
    "defame": _defame_options,
    "market": _market_options,
    "rejuvenate": _rejuvenate_options,
    "tokens": _tokens_options,
}
