"""The heuristic players: the Gentleman's evening plan, the Courtesan's sharing, and how
they fare against random players."""

from engine.core.ai import RandomAgent
from engine.core.simulate import play
from engine.ladies_gentlemen import flow
from engine.ladies_gentlemen.agents import AGENTS, HeuristicAgent
from engine.ladies_gentlemen.data import load
from engine.ladies_gentlemen.evening_plan import Bill, Stakes, best_plan
from engine.ladies_gentlemen.game import GAME

DATA = load()
W = sorted(DATA.wardrobe)
CALM = Stakes(pound=1 / 250, gift_star=0.0, safety=0.0, safety_need=0, patronage=0.0,
              patron_need=0)
FEARFUL = Stakes(pound=1 / 250, gift_star=0.0, safety=20.0, safety_need=3, patronage=0.0,
                 patron_need=0)
NONE_GRANTED = {"lady": 0, "courtesan": 0}


def lady_card(price: int, gain: float, family: str = "fan") -> Bill:
    return Bill("lady", family, price, gain, 0)


def courtesan_card(price: int, stars: int) -> Bill:
    return Bill("courtesan", "brooch", price, 0.0, stars)


def test_the_gentleman_pays_a_cheap_card_of_his_lady_to_unlock_a_gift_when_a_scandal_looms():
    bills = [lady_card(200, 0.5, "handbag"), courtesan_card(800, 4)]
    assert best_plan(bills, 1000, NONE_GRANTED, CALM) == [False, False]
    assert best_plan(bills, 1000, NONE_GRANTED, FEARFUL) == [True, True]


def test_the_plan_never_pays_more_courtesan_cards_than_lady_cards():
    bills = [courtesan_card(300, 4), lady_card(300, 1), courtesan_card(300, 4),
             courtesan_card(300, 4)]
    plan = best_plan(bills, 5000, NONE_GRANTED, FEARFUL)
    assert plan[0] is False
    assert sum(plan[2:]) <= sum(plan[1:2])


def test_the_plan_stays_within_his_money_and_prefers_the_better_card():
    bills = [lady_card(900, 2), lady_card(800, 4, "hat")]
    assert best_plan(bills, 1000, NONE_GRANTED, CALM) == [False, True]


def test_a_second_card_of_the_same_family_adds_nothing_to_the_plan():
    bills = [lady_card(500, 3, "hat"), lady_card(500, 3, "hat")]
    assert sum(best_plan(bills, 5000, NONE_GRANTED, CALM)) == 1


def sharing_evening(purchases: dict[int, list[str]]) -> dict:
    """A 7-player game at the Courtesan's sharing with the given unpaid purchases."""
    state = GAME.setup(7, 4, {})
    state.update(phase="afternoon", ladies_step="ready", gents_step="business",
                 numbers=[1, 2, 3], business_turn=3)
    for seat, cards in purchases.items():
        for card in cards:
            for pile in state["decks"].values():
                if card in pile:
                    pile.remove(card)
        state["purchases"][seat] = list(cards)
    flow.advance(state, DATA)
    return state


def test_the_courtesan_hands_her_card_to_a_gentleman_whose_lady_brings_a_card():
    state = sharing_evening({2: [W[0]], 6: [W[1]]})
    assert GAME.to_act(state) == [6]
    choice = HeuristicAgent(1).choose(GAME, state, 6, GAME.legal_actions(state, 6))
    assert choice["to"] == 3


def test_the_courtesan_hands_her_card_to_the_least_generous_gentleman_first():
    state = sharing_evening({0: [W[0]], 2: [W[2]], 6: [W[1]]})
    state["gifts"] = [{"card": W[3], "team": 0}]
    choice = HeuristicAgent(1).choose(GAME, state, 6, GAME.legal_actions(state, 6))
    assert choice["to"] == 3


def team_wins(players: int, heuristic_team: int, games: int) -> int:
    wins = 0
    for seed in range(games):
        state = GAME.setup(players, 500 + seed)
        agents = [HeuristicAgent(seed * 10 + s) if s // 2 == heuristic_team
                  and s != state["courtesan"] else RandomAgent(seed * 10 + s)
                  for s in range(players)]
        play(GAME, state, agents)
        wins += heuristic_team * 2 in GAME.result(state).winners
    return wins


def test_a_heuristic_team_beats_a_random_team_clearly():
    assert team_wins(4, 1, 30) >= 21  # its share is 1 in 2


def test_a_heuristic_courtesan_beats_random_ones_clearly():
    wins = 0
    for seed in range(30):
        state = GAME.setup(5, 700 + seed)
        agents = [HeuristicAgent(s) if s == 4 else RandomAgent(seed * 10 + s) for s in range(5)]
        play(GAME, state, agents)
        wins += 4 in GAME.result(state).winners
    assert wins >= 12  # her share at 5 players is 1 in 3


def test_the_courtesan_spreads_her_cards_over_the_gentlemen_whose_ladies_bring_cards():
    state = sharing_evening({0: [W[0], W[4]], 2: [W[2], W[5]], 6: [W[1], W[3]]})
    agent = HeuristicAgent(1)
    first = agent.choose(GAME, state, 6, GAME.legal_actions(state, 6))
    GAME.apply(state, 6, first)
    second = agent.choose(GAME, state, 6, GAME.legal_actions(state, 6))
    assert {first["to"], second["to"]} == {1, 3}


def test_a_gentleman_at_a_courtesan_table_keeps_a_reserve_for_later_gifts():
    bill = [lady_card(800, 2)]
    spend = Stakes(pound=0.0, gift_star=0.0, safety=0.0, safety_need=0, patronage=0.0,
                   patron_need=0)
    keep = Stakes(pound=0.0, gift_star=0.0, safety=0.0, safety_need=0, patronage=0.0,
                  patron_need=0, reserve=800, reserve_value=3.0)
    assert best_plan(bill, 1000, NONE_GRANTED, spend) == [True]
    assert best_plan(bill, 1000, NONE_GRANTED, keep) == [False]
    assert best_plan(bill, 1800, NONE_GRANTED, keep) == [True]  # the reserve stays intact


def test_the_reserve_is_spent_on_the_last_evening():
    state = GAME.setup(5, 3)
    seen = GAME.view(state, 1)
    agent = HeuristicAgent(0)
    assert agent._stakes(seen, DATA, 0).reserve == HeuristicAgent.reserve > 0
    state["day"] = DATA.rules.days
    assert agent._stakes(GAME.view(state, 1), DATA, 0).reserve == 0


def test_the_gentleman_a_scandal_would_strike_lifts_a_trailing_courtesan_most():
    state = GAME.setup(5, 3)
    state["gifts"] = [{"card": next(c for c in W if DATA.wardrobe[c].elegance >= 3), "team": 0}]
    agent = HeuristicAgent(0)
    exposed = agent._stakes(GAME.view(state, 3), DATA, 1)
    bystander = agent._stakes(GAME.view(state, 1), DATA, 0)
    assert exposed.lift > bystander.lift


def _shopping(purchases: list[str], courtesan: bool) -> dict:
    return {"wardrobe": [[]], "purchases": [list(purchases)],
            "courtesan": 0 if courtesan else None}


def test_a_lady_brings_a_fallback_card_of_a_family_she_already_carries_home():
    dresses = sorted((c for c in W if DATA.wardrobe[c].family == "dress"),
                     key=lambda c: -DATA.wardrobe[c].elegance)
    legal = [{"type": "take", "card": dresses[-1]}, {"type": "stop"}]
    agent = HeuristicAgent(0)
    assert agent._take(_shopping([dresses[0]], False), DATA, 0, legal)["type"] == "take"
    # the Courtesan's unpaid cards are hers until the evening: no fallback for her
    assert agent._take(_shopping([dresses[0]], True), DATA, 0, legal)["type"] == "stop"


def test_a_gentleman_does_not_lift_a_courtesan_who_already_outshines_his_lady():
    state = GAME.setup(5, 3)
    state["wardrobe"][4] += [c for c in W if DATA.wardrobe[c].elegance >= 4][:3]
    outshone = HeuristicAgent(0)._stakes(GAME.view(state, 1), DATA, 0)
    assert outshone.lift < 0
    state["wardrobe"][4] = state["wardrobe"][4][:1]
    state["wardrobe"][0] += [c for c in W if DATA.wardrobe[c].elegance >= 4][:1]
    trailing = HeuristicAgent(0)._stakes(GAME.view(state, 3), DATA, 1)
    assert trailing.lift > 0


def test_agents_are_listed_with_titles():
    assert set(AGENTS) == {"heuristic", "search", "random"}
    assert AGENTS["search"].policy is HeuristicAgent and AGENTS["search"].title("de") == "Suche"
    assert HeuristicAgent.title("de") == "Heuristik"
