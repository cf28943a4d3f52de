"""A new game's state (what ``Game.setup`` builds), and what each new day refills: the
Stock Exchange, the contracts and the boutiques."""

from __future__ import annotations

from typing import Any

from engine.core.protocol import State
from engine.core.rng import Rng, new_rng
from engine.ladies_gentlemen.data import GOLD, SERVANT, GameData
from engine.ladies_gentlemen.table import draw_cards, shoppers, team_count


def fill_stock(state: State, data: GameData) -> None:
    """Refill the Stock to five resources per Gentleman from the reserve, add the number
    tokens and shuffle everything face down."""
    rng = Rng(state["rng"])
    leftover = [t for t in state["stock"] if t is not None and not t.startswith("n")]
    need = data.rules.stock_per_gentleman * state["teams"] - len(leftover)
    pool = [kind for kind, n in sorted(state["reserve"].items()) for _ in range(n)]
    rng.shuffle(pool)
    fresh = pool[:max(need, 0)]
    for kind in fresh:
        state["reserve"][kind] -= 1
    stock = leftover + fresh + [f"n{i}" for i in range(1, state["teams"] + 1)]
    rng.shuffle(stock)
    state["stock"] = stock
    state["stock_known"] = [{} for _ in range(state["teams"])]
    state["stock_picks"] = [None] * state["teams"]
    state["numbers"] = [None] * state["teams"]
    state["kept_today"] = [0] * state["teams"]


def deal_contracts(state: State, count: int) -> None:
    while len(state["contracts"]) < count:
        if not state["contract_pile"]:
            if not state["contract_used"]:
                return
            state["contract_pile"] = state["contract_used"]
            state["contract_used"] = []
            Rng(state["rng"]).shuffle(state["contract_pile"])
        state["contracts"].append({"key": state["contract_pile"].pop(0), "supplement": 0})


def contract_slots(data: GameData, players: int) -> int:
    if players % 2:
        return data.rules.courtesan_contracts[players]
    return team_count(players)


def new_state(data: GameData, players: int, seed: int, options: dict[str, str]) -> State:
    teams = team_count(players)
    state: dict[str, Any] = {
        "players": players, "rng": new_rng(seed), "options": options, "reveals": 0,
        "teams": teams, "courtesan": players - 1 if players % 2 else None,
        "day": 1, "phase": "morning", "ladies_step": "artisan", "gents_step": "stock",
        "evening_step": None, "over": False, "result": None,
    }
    rng = Rng(state["rng"])
    state["market"] = rng.choice(sorted(data.markets))
    start = data.rules.courtesan_money[players] if players % 2 else data.rules.start_money
    state["money"] = [start] * teams
    state["reserve"] = dict(data.resources)
    cheap = sorted(k for k, v in data.markets[state["market"]].items() if v == 100 and k != GOLD)
    state["resources"] = []
    for _ in range(teams):
        kind = rng.choice(cheap)
        state["reserve"][kind] -= 1
        state["resources"].append({kind: 1})
    state["stock"] = []
    fill_stock(state, data)
    state["stock_order"] = list(range(teams))
    rng.shuffle(state["stock_order"])
    pile = sorted(data.contracts)
    rng.shuffle(pile)
    state["contract_pile"], state["contract_used"], state["contracts"] = pile, [], []
    deal_contracts(state, contract_slots(data, players))
    decks: dict[str, list[str]] = {kind: [] for kind in (*data.types, SERVANT)}
    for card in data.wardrobe.values():
        decks[card.type].append(card.key)
    decks[SERVANT] = sorted(data.servants)
    for pile_cards in decks.values():
        rng.shuffle(pile_cards)
    state["decks"] = decks
    artisans = sorted(data.artisans)
    rng.shuffle(artisans)
    seats = list(range(players))
    state["artisan_hands"] = [[] for _ in seats]
    for seat in range(0, 2 * teams, 2):
        hand, artisans = artisans[:data.rules.artisan_hand], artisans[data.rules.artisan_hand:]
        state["artisan_hands"][seat] = sorted(hand)
    state["artisan_deck"], state["artisan_discard"] = artisans, []
    state["wardrobe"] = [[] for _ in seats]
    state["purchases"] = [[] for _ in seats]
    state["deposits"] = [[] for _ in seats]
    state["carried"] = []
    state["gifts"] = []
    state["gossip"] = [[] for _ in seats]
    state["originals"] = [[] for _ in seats]
    state["gossip_given_to"] = [0] * players
    state["gossip_done"] = [False] * players  # passed or kept her Gossip today
    gossip = sorted(data.gossip)
    rng.shuffle(gossip)
    for seat in shoppers(state):
        state["wardrobe"][seat] = draw_cards(state, SERVANT, 1)
        if options.get("gossip") == "on":
            hand = gossip[:data.rules.gossip_per_lady]
            gossip = gossip[data.rules.gossip_per_lady:]
            state["gossip"][seat] = sorted(hand)
            state["originals"][seat] = sorted(hand)
    state["gossip_box"] = gossip
    state["picks"] = [None] * players
    state["boutiques"] = [new_boutique(data, t) for t in range(teams)]
    state["visits"] = [None] * players
    state["presented"] = [[] for _ in range(teams)]
    state["granted"] = [{"lady": 0, "courtesan": 0} for _ in range(teams)]
    state["refused_courtesan"] = []
    state["business_turn"] = 0
    state["to_share"], state["shared"], state["window_choice"] = [], [], []
    state["stats"] = {"courtesan": {}, "scandal": {}, "winning_colour": {}, "stock": {}}
    return state


def new_boutique(data: GameData, team: int) -> dict[str, Any]:
    return {"colour": data.boutiques[team].colour, "artisan": None, "cards": [],
            "window": None, "order": [], "turn": 0, "stopped": [], "servant_taken": [],
            "open": False}
