"""The protocol promises: replay, JSON round trips, refusals, redaction, labels, invariants."""

import json
import random

import pytest

from engine.core.ai import RandomAgent
from engine.core.protocol import IllegalAction
from engine.core.record import GameRecord, LoggedAction, replay
from engine.core.simulate import play
from engine.core.state import clone
from engine.trepanation.game import GAME
from engine.trepanation.supplies import amount


def random_record(players: int, seed: int) -> tuple[GameRecord, dict]:
    state = GAME.setup(players, seed)
    played = play(GAME, state, [RandomAgent(seed * 10 + s) for s in range(players)])
    log = [LoggedAction(e["seat"], e["action"]) for e in played.log]
    return GameRecord("trepanation", players, seed, {}, log), state


def test_tampered_log_is_refused_at_the_first_illegal_action():
    record, _ = random_record(3, 2)
    record.log[5] = LoggedAction(record.log[5].seat, {"type": "place", "slot": "nowhere@25:00"})
    with pytest.raises(IllegalAction, match="action 6"):
        replay(record)


@pytest.mark.parametrize("action", [
    {"type": "place", "slot": "nowhere"},
    {"type": "perform", "card": "p1", "pay": {}},
    {"slot": "show@09:00"},
    "place",
])
def test_illegal_actions_are_refused_without_change(action):
    state = GAME.setup(4, 8)
    seat = GAME.to_act(state)[0]
    before = clone(state)
    with pytest.raises(IllegalAction):
        GAME.apply(state, seat, action)
    assert state == before


def test_public_view_hides_the_decks_and_the_random_generator():
    state = GAME.setup(4, 5)
    view = GAME.view(state, None)
    text = json.dumps(view)
    assert "rng" not in view and "show_deck" in view and isinstance(view["show_deck"], int)
    assert all(card not in text for card in [f'"{k}"' for k in state["show_deck"]])
    other = clone(state)
    random.Random(1).shuffle(other["show_deck"])
    other["rng"]["seed"] += 1
    assert GAME.view(other, None) == view


def test_final_view_lists_every_player_with_the_simulator_fields():
    _, state = random_record(5, 6)
    players = GAME.view(state, None)["players"]
    assert [p["seat"] for p in players] == [0, 1, 2, 3, 4]
    for entry in players:
        assert {"coins", "medicine", "equipment", "shills", "bribes", "fame_tokens", "shows",
                "press", "specializations"} <= set(entry)
        assert len(entry["shills"]) == 3 and set(entry["press"]) == {"tabloid", "specialized"}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_keep_every_limit_and_end_after_day_six(players, rules):
    """Property: 1000 random games per player count never break a limit or lose a card."""
    all_cards = sorted(rules.shows)
    for seed in range(1000):
        state = GAME.setup(players, seed)
        rng = random.Random(seed)
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            GAME._apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
            for board in state["boards"]:
                assert 0 <= board["coin"] <= 4
                assert 0 <= board["medicine"] <= 6 and 0 <= board["equipment"] <= 6
                assert min(board["shill"]) >= 0 and min(board["bribe"]) >= 0
        assert state["day"] == 6
        cards = [c for c in state["row"] if c] + state["show_deck"] + state["show_discard"]
        cards += [c for b in state["boards"] for c in b["shows"]]
        assert sorted(cards) == all_cards
        tokens = sum(state["spec_pool"].values())
        assert tokens + sum(len(b["specializations"]) for b in state["boards"]) == 8
        result = GAME.result(state)
        assert sorted(s.seat for s in result.scores) == list(range(players))
        assert all(s.total == sum(s.breakdown.values()) for s in result.scores)
        assert all(amount(b, "coin") <= 4 for b in state["boards"])


def test_view_says_who_is_waiting_the_limits_and_which_slots_already_acted():
    state = GAME.setup(3, 1)
    view = GAME.view(state, None)
    assert view["waiting_for"] == {"seat": GAME.to_act(state)[0], "kind": "place"}
    assert view["limits"] == {"coin": 4, "medicine": 6, "equipment": 6}
    rng = random.Random(1)
    while state["phase"] != "action" or not state["acted"]:
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
    view = GAME.view(state, None)
    acted = {s["id"]: s["acted"] for loc in view["locations"] for s in loc["slots"]
             if s["acted"] is not None}
    assert acted == state["acted"] and all(s not in state["placements"] for s in acted)


@pytest.mark.parametrize("players", [2, 5])
def test_every_choice_offered_at_once_has_its_own_label_and_menu_path(players):
    for seed in range(30):
        state = GAME.setup(players, seed)
        rng = random.Random(seed)
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            for lang in ("en", "de"):
                paths = [GAME.words.action_path(state, a, lang=lang) for a in legal]
                assert len(set(paths)) == len(paths), paths
                labels = [GAME.words.action_label(state, a, lang=lang) for a in legal]
                assert len(set(labels)) == len(labels), labels
            GAME.apply(state, seat, rng.choice(legal))
