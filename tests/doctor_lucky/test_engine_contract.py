"""The protocol promises: replay, JSON round trips, refusals, redaction, labels, invariants."""

import json
import random

import pytest

from engine.core.ai import RandomAgent
from engine.core.protocol import LABEL_MAX, IllegalAction
from engine.core.record import GameRecord, LoggedAction, replay
from engine.core.simulate import play
from engine.core.state import clone, visible_events
from engine.doctor_lucky.game import GAME
from engine.doctor_lucky.ship import ship

from .conftest import assert_cards_conserved

NAMES = [f"P{i}" for i in range(7)]


def random_record(players: int, seed: int) -> tuple[GameRecord, dict]:
    state = GAME.setup(players, seed)
    played = play(GAME, state, [RandomAgent(seed * 10 + s) for s in range(players)])
    log = [LoggedAction(e["seat"], e["action"]) for e in played.log]
    return GameRecord("doctor-lucky", players, seed, {}, log), state


def test_illegal_actions_are_refused_without_change():
    state = GAME.setup(4, 5)
    seat = GAME.to_act(state)[0]
    other = (seat + 1) % 4
    before = clone(state)
    bad = [
        (seat, {"type": "snoop", "room": "nowhere", "draw": True}),
        (seat, {"type": "rescue", "aid": None}) if state["pawns"][seat] != state["doctor"]
        else (seat, {"type": "fail", "points": 1}),
        (seat, {"type": "send", "who": "self", "room": "bridge"}),
        (seat, {"type": "end_turn"}),
        (seat, {"type": "pass"}),
        (seat, {"no": "type"}),
        (other, GAME.legal_actions(state, seat)[0]),
        (9, {"type": "end_turn"}),
    ]
    for s, action in bad:
        with pytest.raises(IllegalAction):
            GAME.apply(state, s, action)
        assert state == before
    assert GAME.legal_actions(state, other) == []


def check_invariants(state: dict) -> None:
    assert_cards_conserved(state)
    gone = set(state["flooded"])
    plan = ship()
    for room in [*state["pawns"], state["doctor"]]:
        assert plan.deck_of(room) not in gone or GAME.is_over(state)
    # Decks flood bottom up and only when their pile is empty.
    assert state["flooded"] == ["D", "C", "B", "A"][: len(state["flooded"])]
    assert all(not state["piles"][d] for d in gone)
    public = GAME.view(state, None)
    assert "hand" not in public
    assert public["hand_counts"] == [len(h) for h in state["hands"]]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7])
def test_random_games_keep_the_invariants_and_end(players):
    rng = random.Random(players)
    for game_no in range(4):
        state = GAME.setup(players, 100 * players + game_no)
        agents = [RandomAgent(rng.randrange(10**6)) for _ in range(players)]
        steps = 0
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            # A move card's every target is its own action (menus group and page them).
            assert legal and len(legal) <= 400
            GAME.apply(state, seat, agents[seat].choose(GAME, state, seat, legal))
            check_invariants(state)
            steps += 1
            assert steps < 5000
        result = GAME.result(state)
        assert (state["end_reason"] == "rescue") == bool(result.winners)
        assert sorted(line.seat for line in result.scores) == list(range(players))


def test_public_view_never_shows_hand_content():
    record, state = random_record(4, 21)
    _, mid, events = replay(record, upto=len(record.log) // 2)
    for s in (mid, state):
        public = GAME.view(s, None)
        text = json.dumps(public)
        assert "hand" not in public
        assert '"aid:' not in text and '"fail:' not in text and '"move:' not in text
        own = GAME.view(s, 1)
        assert own["hand"] == sorted(s["hands"][1])
        rest = json.dumps({k: v for k, v in own.items() if k != "hand"})
        assert '"aid:' not in rest and '"fail:' not in rest and '"move:' not in rest
    shown = visible_events(events, None)
    assert not any("card" in e and e["type"] == "drawn_card" for e in shown)
    assert any(e["type"] == "drawn_card" for e in events)
    for e in events:
        if e["type"] == "drawn_card":
            assert e["private"] == [e["seat"]]


def test_public_view_shows_counts_pawns_doctor_floods_and_the_last_rescue():
    _, state = random_record(5, 4)
    public = GAME.view(state, None)
    assert len(public["pawns"]) == 5 and public["doctor"]
    assert [d["key"] for d in public["decks"]] == ["A", "B", "C", "D"]
    assert all({"flooded", "pile"} <= set(d) for d in public["decks"])
    rescue = public["last_rescue"]
    assert rescue is not None
    assert {"seat", "room", "value", "points", "sight_line", "witnesses"} <= set(rescue)
    assert "held_back" not in rescue


def test_labels_paths_and_log_lines_for_every_action_of_many_games():
    for seed in range(3):
        state = GAME.setup(4, seed, {"penalties": "on"})
        agents = [RandomAgent(seed + s) for s in range(4)]
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            labels = [GAME.words.action_label(state, a) for a in legal]
            assert all(0 < len(label) <= LABEL_MAX for label in labels)
            paths = [GAME.words.action_path(state, a) for a in legal]
            assert len(set(paths)) == len(paths)
            assert all(0 < len(p) <= LABEL_MAX for path in paths for p in path)
            assert GAME.words.phase_label(state)
            for event in GAME.apply(state, seat, agents[seat].choose(GAME, state, seat, legal)):
                line = GAME.words.describe_event(event, NAMES[:4])
                assert line and line != event["type"], event
        assert GAME.result(state).summary
