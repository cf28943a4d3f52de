"""Helpers that play Ladies & Gentlemen into a position for a rule test."""

from __future__ import annotations

from collections.abc import Callable

from engine.core.ai import RandomAgent
from engine.core.protocol import Action, Seat, State
from engine.ladies_gentlemen.agents import HeuristicAgent
from engine.ladies_gentlemen.game import GAME


def play_until(state: State, stop: Callable[[State], bool], seed: int = 0,
               heuristic: bool = False, limit: int = 20000) -> State:
    """Let AIs play ``state`` (in place) until ``stop`` holds or the game ends."""
    kind = HeuristicAgent if heuristic else RandomAgent
    agents = [kind(seed * 31 + s) for s in range(state["players"])]
    for _ in range(limit):
        if GAME.is_over(state) or stop(state):
            return state
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        GAME.apply(state, seat, agents[seat].choose(GAME, state, seat, legal))
    raise AssertionError("position never reached")


def first(state: State, seat: Seat, kind: str, **match: object) -> Action:
    """The first legal action of ``seat`` of type ``kind`` with the given fields."""
    for action in GAME.legal_actions(state, seat):
        if action["type"] == kind and all(action.get(k) == v for k, v in match.items()):
            return action
    raise AssertionError(f"no legal {kind} {match} for seat {seat}")


def stock(state: State, seat: Seat, pos: int) -> Action:
    """Turning over Stock token ``pos`` as the Gentleman at ``seat`` is offered it."""
    return first(state, seat, "stock", pos=pos)


def finish_morning_ladies(state: State) -> None:
    """Ladies order their first artisan card and show their first card in the window."""
    while state["phase"] == "morning" and state["ladies_step"] in ("artisan", "window"):
        step = state["ladies_step"]
        for seat in list(GAME.to_act(state)):
            if state["phase"] != "morning" or state["ladies_step"] != step:
                break
            if seat % 2 == 1 and seat != state["courtesan"]:
                continue
            GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])


def choose_visits(state: State, visits: dict[Seat, str] | None = None) -> None:
    """In the Afternoon, every Lady visits her own boutique (the Courtesan the first)
    unless ``visits`` says otherwise."""
    assert state["phase"] == "afternoon" and state["ladies_step"] == "visit"
    for seat in list(GAME.to_act(state)):
        colour = (visits or {}).get(seat, state["boutiques"][
            0 if seat == state["courtesan"] else seat // 2]["colour"])
        GAME.apply(state, seat, first(state, seat, "visit", boutique=colour))


def to_the_shops(state: State, visits: dict[Seat, str] | None = None) -> None:
    """The morning's Ladies' steps, the Stock Exchange and the Afternoon's visits."""
    finish_morning_ladies(state)
    finish_stock(state)
    choose_visits(state, visits)


def finish_stock(state: State) -> None:
    """Gentlemen turn over Stock tokens from the left until each has a number."""
    while state["phase"] == "morning" and any(n is None for n in state["numbers"]):
        for seat in GAME.to_act(state):
            gent = seat % 2 == 1 and seat != state["courtesan"]
            if gent and state["phase"] == "morning" and seat in GAME.to_act(state):
                seen = GAME.view(state, seat)["stock"]
                GAME.apply(state, seat, next(a for a in GAME.legal_actions(state, seat)
                                             if seen[a["pos"]] == "hidden"))
