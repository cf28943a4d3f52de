"""The protocol promises: replay, JSON round trips, refusals, labels, redaction."""

import json

import pytest

from engine.core.ai import RandomAgent
from engine.core.protocol import LABEL_MAX, IllegalAction
from engine.core.record import GameRecord, LoggedAction, replay
from engine.core.simulate import play
from engine.core.state import clone
from engine.pompeii.agents import HeuristicAgent
from engine.pompeii.game import GAME


def agents(players: int, seed: int) -> list:
    return [HeuristicAgent(seed + s) if s % 2 == 0 else RandomAgent(seed + s)
            for s in range(players)]


def played(players: int, seed: int) -> tuple[GameRecord, dict]:
    state = GAME.setup(players, seed)
    done = play(GAME, state, agents(players, seed))
    log = [LoggedAction(e["seat"], e["action"]) for e in done.log]
    return GameRecord("pompeii", players, seed, {}, log), state


@pytest.mark.parametrize("players", [2, 4, 8])
def test_replay_of_the_action_log_reproduces_the_game_exactly(players):
    record, final = played(players, 7)
    _, rebuilt, _ = replay(GameRecord.from_json(json.loads(json.dumps(record.to_json()))))
    assert rebuilt == final
    assert GAME.is_over(final)


def test_state_round_trips_through_json_mid_game():
    state = GAME.setup(4, 3)
    players = agents(4, 3)
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, players[seat].choose(GAME, state, seat,
                                                     GAME.legal_actions(state, seat)))
        assert json.loads(json.dumps(state)) == state


def test_illegal_actions_are_refused_without_change():
    state = GAME.setup(4, 5)
    seat = GAME.to_act(state)[0]
    before = clone(state)
    for who, action in [
        (seat, {"type": "buy", "card": 1}),
        (seat, {"type": "enter"}),
        (seat, {"type": "draw"}),
        (seat, {"type": "offer", "card": 1, "buyer": 1, "price": 50}),
        (seat, {"no": "type"}),
        ((seat + 1) % 4, {"type": "roll"}),
        (9, {"type": "roll"}),
    ]:
        with pytest.raises(IllegalAction) as caught:
            GAME.apply(state, who, action)
        assert str(caught.value)
        assert state == before


def test_labels_are_short_and_unique_for_every_choice_offered():
    for seed in range(3):
        state = GAME.setup(3 + seed, seed)
        players = agents(3 + seed, seed)
        names = [f"P{i}" for i in range(3 + seed)]
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            for lang in ("en", "de"):
                labels = [GAME.words.action_label(state, a, lang) for a in legal]
                assert all(0 < len(label) <= LABEL_MAX for label in labels)
                paths = [GAME.words.action_path(state, a, lang) for a in legal]
                assert len(set(paths)) == len(paths)
                assert all(0 < len(p) <= LABEL_MAX for path in paths for p in path)
                assert GAME.words.phase_label(state, lang) and GAME.words.summary(state, None, lang)
            for event in GAME.apply(state, seat, players[seat].choose(GAME, state, seat, legal)):
                for lang in ("en", "de"):
                    line = GAME.words.describe_event(event, names, lang)
                    assert line and "{" not in line, event
        assert GAME.result(state).summary and GAME.result(state, "de").summary


def test_views_hide_only_the_deck_order_and_resampling_keeps_the_view():
    record, _ = played(4, 9)
    _, mid, _ = replay(record, upto=len(record.log) // 2)
    text = json.dumps(GAME.view(mid, None))
    assert '"vita"' not in text and '"vesuvius"' not in text
    other = GAME.resample_hidden(mid, 0, 1234)
    assert GAME.view(other, 0) == GAME.view(mid, 0)
    assert GAME.legal_actions(other, GAME.to_act(mid)[0]) == GAME.legal_actions(
        mid, GAME.to_act(mid)[0])


def test_random_games_always_end():
    for players in range(2, 9):
        state = GAME.setup(players, players)
        play(GAME, state, [RandomAgent(s) for s in range(players)])
        assert GAME.is_over(state)
        assert sorted(line.seat for line in GAME.result(state).scores) == list(range(players))


def test_timeout_action_is_a_legal_action():
    state = GAME.setup(3, 2)
    seat = GAME.to_act(state)[0]
    assert GAME.timeout_action(state, seat) in GAME.legal_actions(state, seat)
