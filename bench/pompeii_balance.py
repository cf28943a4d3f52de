"""Pompeii balance: heuristic players at every player count, the figures the tuning aims at.

Usage: python bench/pompeii_balance.py [--games N] [--players 2,3,...] [--seed S] [--jobs J]
       [--ultima shuffled|window]

For each player count it plays N games (seeds S .. S+N-1) of the heuristic AI on every seat,
letting AI seats answer offers made to them (``Agent.free_action``) as the bot does, and
prints one line with:
* saved: the share of clients (every person owned by a player in the city when Vesuvius
  erupts: saved, lost, and those still waiting when the game ends) carried out of a gate;
* out at ULTIMA DIE: the share of games in which someone was still on the outer track when
  Vesuvius erupted (that player is out);
* dying: the share of players in the city who die in the eruption;
* win by seat: wins per place in the starting turn order over the fair share (1.00 = fair);
* win by colour: the lowest and highest ratio of a citizen's (colour's) wins to its share;
* moves: the mean number of actions per game.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from dataclasses import dataclass, field
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.core.protocol import Seat, State
from engine.core.simulate import MAX_ACTIONS, RunawayGame
from engine.pompeii.agents import HeuristicAgent
from engine.pompeii.game import GAME


@dataclass
class Outcome:
    clients: int = 0
    saved: int = 0
    in_city: int = 0
    died: int = 0
    left_behind: bool = False
    moves: int = 0
    winners_by_place: dict[int, float] = field(default_factory=dict)
    winners_by_colour: dict[str, float] = field(default_factory=dict)


def answer_offers(state: State, agents: list[HeuristicAgent]) -> int:
    """Seats that may act without being waited for (an offer's buyer) act now, if they
    want to; returns the number of actions taken."""
    taken = 0
    for seat in GAME.to_act(state):
        if seat in GAME.waiting_for(state):
            continue
        action = agents[seat].free_action(GAME, state, seat, GAME.legal_actions(state, seat))
        if action is not None:
            GAME.apply(state, seat, action)
            taken += 1
    return taken


def play_one(job: tuple[int, int, str]) -> Outcome:
    players, seed, ultima = job
    state = GAME.setup(players, seed, {"ultima": ultima})
    agents = [HeuristicAgent(seed * 1009 + seat) for seat in range(players)]
    moves = 0
    while not GAME.is_over(state):
        seat: Seat = GAME.waiting_for(state)[0]
        GAME.apply(state, seat, agents[seat].choose(GAME, state, seat,
                                                    GAME.legal_actions(state, seat)))
        moves += 1 + answer_offers(state, agents)
        if moves > MAX_ACTIONS:
            raise RunawayGame(f"pompeii seed {seed}: no end after {MAX_ACTIONS} actions")
    seats = state["seats"]
    outcome = Outcome(
        clients=GAME.usage_stats(state)["clients"]["total"],
        saved=len(state["saved_cards"]),
        in_city=sum(1 for s in seats if s["status"] == "city"),
        died=sum(1 for s in seats if s["status"] == "city" and not s["alive"]),
        left_behind=any(s["status"] == "out" for s in seats),
        moves=moves,
    )
    winners = GAME.result(state).winners
    order = GAME.start_order(state)
    for seat in winners:
        place = order.index(seat) + 1
        outcome.winners_by_place[place] = outcome.winners_by_place.get(place, 0) + 1 / len(
            winners)
        colour = seats[seat]["colour"]
        outcome.winners_by_colour[colour] = outcome.winners_by_colour.get(colour, 0) + 1 / len(
            winners)
    return outcome


def report(players: int, outcomes: list[Outcome]) -> str:
    games = len(outcomes)
    by_place: Counter[int] = Counter()
    by_colour: Counter[str] = Counter()
    for outcome in outcomes:
        by_place.update(outcome.winners_by_place)
        by_colour.update(outcome.winners_by_colour)
    clients = sum(o.clients for o in outcomes)
    in_city = sum(o.in_city for o in outcomes)
    won = sum(by_place.values())
    fair = won / players if won else 1.0
    places = " / ".join(f"{by_place[p] / fair:.2f}" for p in range(1, players + 1))
    # colours are drawn from all eight: each seat gets a given colour with chance players/8
    colour_share = won / 8
    ratios = [by_colour[c] / colour_share for c in by_colour] if won else [0.0]
    if len(by_colour) < 8:
        ratios.append(0.0)
    return (
        f"{players} players, {games} games: saved {sum(o.saved for o in outcomes) / clients:.0%}"
        f" of {clients / games:.1f} clients/game; out at ULTIMA DIE in "
        f"{sum(o.left_behind for o in outcomes) / games:.0%} of games; dying "
        f"{sum(o.died for o in outcomes) / max(in_city, 1):.0%} of city players; "
        f"win by seat {places}; win by colour {min(ratios):.2f}-{max(ratios):.2f}; "
        f"no winner {1 - won / games:.0%}; moves {sum(o.moves for o in outcomes) / games:.0f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--players", default="2,3,4,5,6,7,8")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--ultima", choices=GAME.option_spec("ultima").choices,
                        default=GAME.option_spec("ultima").default,
                        help="the table option: where ULTIMA DIE lies in the Vita Romana deck")
    args = parser.parse_args()
    counts = [int(p) for p in args.players.split(",")]
    with Pool(args.jobs) as pool:
        for players in counts:
            jobs = [(players, args.seed + n, args.ultima) for n in range(args.games)]
            print(report(players, pool.map(play_one, jobs, chunksize=10)), flush=True)


if __name__ == "__main__":
    main()
