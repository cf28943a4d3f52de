"""The one-by-one rule check (``moves.allows``) says what membership in the legal list
says, for legal actions and for near misses (another card, buyer or price, an extra key, a
flag or float for a number), in every phase, with offers open and closed."""

from __future__ import annotations

from collections.abc import Iterator

from engine.core.ai import RandomAgent
from engine.core.protocol import Action
from engine.pompeii import moves
from engine.pompeii.agents import AGENTS
from engine.pompeii.game import GAME
from engine.pompeii.table import holding, seat_holding
from engine.pompeii.trade import offer_prices


def near_misses(action: Action) -> list[Action]:
    misses: list[Action] = [{**action, "extra": 1}, {"type": action["type"]},
                            {**action, "type": "sell"}, {**action, "type": "offer"}]
    for key in ("card", "buyer", "price"):
        if key in action:
            value = action[key]
            misses += [{**action, key: value + 1}, {**action, key: value - 1},
                       {**action, key: -value}, {**action, key: float(value)},
                       {**action, key: value == 1}, {**action, key: str(value)}]
    return misses


def every_sale(state: dict, seat: int) -> list[Action]:
    """Every sale and every offer of the seat's cards, to anyone at any price it may have."""
    cards = holding(state, seat)[0]
    return [{"type": "sell", "card": card} for card in cards] + [
        {"type": "offer", "card": card, "buyer": buyer, "price": price}
        for card in cards for buyer in range(state["players"]) for price in offer_prices(card)]


def test_allows_agrees_with_the_legal_list_for_legal_actions_and_near_misses() -> None:
    checked = 0
    for game_seed, players in ((1, 2), (2, 4), (3, 5), (4, 8)):
        state = GAME.setup(players, game_seed)
        agents = [(RandomAgent if seat % 2 else AGENTS["heuristic"])(game_seed + seat)
                  for seat in range(players)]
        for step in range(400):
            if GAME.is_over(state):
                break
            for seat in range(players):
                legal = GAME.legal_actions(state, seat)
                if step % 4 and seat not in GAME.to_act(state):
                    continue
                tried = [c for a in legal[:8] for c in (a, *near_misses(a))]
                for candidate in tried + (every_sale(state, seat) if step % 4 == 0 else []):
                    assert moves.allows(state, seat, candidate) == (
                        candidate in GAME.legal_of_type(state, seat, candidate["type"])
                    ), f"seat {seat} {candidate} at step {step}"
                    checked += 1
            seat = GAME.waiting_for(state)[0]
            legal = GAME.legal_actions(state, seat)
            GAME.apply(state, seat, agents[seat].choose(GAME, state, seat, legal))
    assert checked > 5_000


def heuristic_games(games: int) -> Iterator[tuple[dict, int]]:
    """Every position (and the seat waited for) of heuristic games at 2-5 seats: they go
    into the city, pay debts and reach the eruption."""
    for game_seed in range(games):
        players = 2 + game_seed % 4
        state = GAME.setup(players, 50 + game_seed)
        agents = [AGENTS["heuristic"](game_seed * 7 + seat) for seat in range(players)]
        while not GAME.is_over(state):
            seat = GAME.waiting_for(state)[0]
            yield state, seat
            legal = GAME.legal_actions(state, seat)
            GAME.apply(state, seat, agents[seat].choose(GAME, state, seat, legal))


def in_debt(players: int, cash: int, cards: int) -> dict:
    """The seat whose turn it is owes another seat more than it has, holding ``cards``."""
    state = GAME.setup(players, 11)
    seat = state["current"]
    for info in state["seats"]:
        info["status"] = "city"
    state["turn"] = {"stage": "vita"}
    state["seats"][seat]["cash"] = cash
    for card in range(1, cards + 1):
        state["owner"][card] = seat
    state["debt"] = {"seat": seat, "to": (seat + 1) % players, "amount": 5000}
    return state


def positions_off_the_track() -> Iterator[tuple[dict, int]]:
    for players, cash, cards in ((2, 100, 3), (3, 6000, 2), (4, 100, 0)):
        state = in_debt(players, cash, cards)
        yield state, state["current"]
    yield from heuristic_games(3)


def test_is_legal_agrees_with_the_legal_list_in_the_city_in_debt_and_in_the_eruption() -> None:
    stages: set[str] = set()
    for state, waited in positions_off_the_track():
        stage = state["turn"]["stage"]
        if stage in ("start", "landed") and state["debt"] is None:
            continue  # the track: the test above
        stages.add("debt" if state["debt"] is not None else stage)
        for seat in range(state["players"]):
            legal = GAME.legal_actions(state, seat)
            words = [{"type": kind} for kind in ("draw", "pay", "carry", "stay", "wait", "flee",
                                                 "roll", "end_turn", "accept", "withdraw")]
            for candidate in (c for a in legal for c in (a, *near_misses(a))):
                assert GAME.is_legal(state, seat, candidate) == (candidate in legal), (
                    f"seat {seat} (waited for: {waited}) {candidate} at {stage}")
            for candidate in words + every_sale(state, seat):
                assert GAME.is_legal(state, seat, candidate) == (candidate in legal), (
                    f"seat {seat} (waited for: {waited}) {candidate} at {stage}")
    assert {"vita", "debt", "draw", "plan", "route"} <= stages


def test_only_the_seat_whose_turn_it_is_has_made_offers_before_the_eruption() -> None:
    """A turn's end resets only its own seat's offers: no other seat can have made one."""
    for game_seed, players in ((5, 3), (6, 4), (7, 6)):
        state = GAME.setup(players, game_seed)
        agents = [RandomAgent(game_seed + seat) for seat in range(players)]
        while state["phase"] == "life":
            assert all(info["offers"] == 0 for seat, info in enumerate(state["seats"])
                       if seat != state["current"])
            seat = GAME.waiting_for(state)[0]
            legal = GAME.legal_actions(state, seat)
            GAME.apply(state, seat, agents[seat].choose(GAME, state, seat, legal), legal)


def test_a_seats_kept_cards_are_its_cards_after_every_change_of_owner() -> None:
    for game_seed, players in ((8, 2), (9, 4), (10, 7)):
        state = GAME.setup(players, game_seed)
        agents = [RandomAgent(game_seed + seat) for seat in range(players)]
        changes = 0
        while not GAME.is_over(state):
            owner = list(state["owner"])
            seat = GAME.waiting_for(state)[0]
            legal = GAME.legal_actions(state, seat)
            GAME.apply(state, seat, agents[seat].choose(GAME, state, seat, legal), legal)
            changes += owner != state["owner"]
            for other in range(players):
                assert holding(state, other) == seat_holding(state["owner"], other)
        assert changes > 20
