"""The protocol promises: replay, JSON, refusals, labels, redaction and resampling."""

import json

import pytest

from engine.core.ai import RandomAgent
from engine.core.protocol import LABEL_MAX, IllegalAction
from engine.core.record import GameRecord, LoggedAction, replay
from engine.core.simulate import play
from engine.core.state import clone
from engine.ladies_gentlemen.agents import AGENTS, HeuristicAgent
from engine.ladies_gentlemen.game import GAME

OPTIONS = [{}, {"stock": "live", "gossip": "on"}, {"gossip": "on"}]


def record_of(players: int, seed: int, options: dict) -> tuple[GameRecord, dict]:
    state = GAME.setup(players, seed, options)
    played = play(GAME, state, [RandomAgent(seed * 10 + s) for s in range(players)])
    log = [LoggedAction(e["seat"], e["action"]) for e in played.log]
    return GameRecord("ladies-gentlemen", players, seed, options, log), state


@pytest.mark.parametrize("players", [4, 5, 9, 10])
@pytest.mark.parametrize("options", OPTIONS[:2])
def test_replay_of_the_action_log_reproduces_the_game_exactly(players, options):
    record, final = record_of(players, 3, options)
    _, rebuilt, _ = replay(GameRecord.from_json(json.loads(json.dumps(record.to_json()))))
    assert rebuilt == final


def test_state_round_trips_through_json_at_every_step():
    state = GAME.setup(7, 5, {"gossip": "on"})
    agents = [RandomAgent(s) for s in range(7)]
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, agents[seat].choose(GAME, state, seat,
                                                    GAME.legal_actions(state, seat)))
        assert json.loads(json.dumps(state)) == state


def test_illegal_actions_change_nothing_and_say_what_is_allowed():
    state = GAME.setup(6, 2)
    before = clone(state)
    gentleman_pick = GAME.legal_actions(state, 1)[0]
    bad = [(0, {"type": "stock", "pos": 0}), (1, {"type": "artisan", "card": "a01"}),
           (0, {"type": "visit", "boutique": "pink"}), (0, {"no": "type"}),
           (11, gentleman_pick), (0, {"type": "pay", "card": "w01"})]
    for seat, action in bad:
        with pytest.raises(IllegalAction) as err:
            GAME.apply(state, seat, action)
        assert str(err.value)
        assert state == before
    GAME.apply(state, 1, gentleman_pick)
    after = clone(state)
    with pytest.raises(IllegalAction, match="already made your choice"):
        GAME.apply(state, 1, GAME.legal_actions(state, 3)[0])
    assert state == after


@pytest.mark.parametrize("players", [4, 5, 8, 9])
def test_labels_are_short_unique_and_worded_in_both_languages(players):
    state = GAME.setup(players, players, {"gossip": "on"})
    agents = [RandomAgent(s) for s in range(players)]
    names = [f"N{i}" for i in range(players)]
    while not GAME.is_over(state):
        for seat in GAME.to_act(state):
            legal = GAME.legal_actions(state, seat)
            for lang in ("en", "de"):
                labels = [GAME.words.action_label(state, a, lang) for a in legal]
                assert all(0 < len(label) <= LABEL_MAX for label in labels)
                assert len(set(labels)) == len(labels), labels
        seat = GAME.to_act(state)[0]
        action = agents[seat].choose(GAME, state, seat, GAME.legal_actions(state, seat))
        for event in GAME.apply(state, seat, action):
            for lang in ("en", "de"):
                line = GAME.words.describe_event(event, names, lang)
                assert line and "{" not in line, (event, line)
        assert GAME.words.phase_label(state, "de") and GAME.words.summary(state, 0, "de")
    result = GAME.result(state, "de")
    assert result.summary and result.teams == GAME.teams(state)
    for line in result.scores:
        assert all(GAME.words.score_part_label(k, "de") for k in line.breakdown)


def _labels(state, seat):
    return [(a, GAME.words.action_label(state, a), GAME.words.action_label(state, a, "de"))
            for a in GAME.legal_actions(state, seat)]


@pytest.mark.parametrize("players,options", [(5, {"gossip": "on"}), (6, {"stock": "live"}),
                                             (9, {"gossip": "on"}), (4, {})])
def test_resample_hidden_keeps_every_viewers_view_actions_and_labels(players, options):
    state = GAME.setup(players, 17, options)
    agents = [RandomAgent(s + 40) for s in range(players)]
    step = 0
    while not GAME.is_over(state):
        if step % 7 == 0:
            for viewer in [None, *range(players)]:
                other = GAME.resample_hidden(state, viewer, step + 1)
                assert GAME.view(other, viewer) == GAME.view(state, viewer), (step, viewer)
                if viewer is not None:
                    assert _labels(other, viewer) == _labels(state, viewer)
                    assert GAME.words.summary(other, viewer) == GAME.words.summary(state, viewer)
                assert GAME.to_act(other) == GAME.to_act(state)
                assert GAME.decided(other) == GAME.decided(state)
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, agents[seat].choose(GAME, state, seat,
                                                    GAME.legal_actions(state, seat)))
        step += 1


def test_resample_hidden_really_redraws_hidden_cards_and_money():
    state = GAME.setup(6, 8)
    other = GAME.resample_hidden(state, 0, 99)
    assert other["decks"] != state["decks"]
    assert other["money"][0] == state["money"][0] or other["money"][1:] != state["money"][1:]
    assert other["wardrobe"][2] != state["wardrobe"][2] or other["wardrobe"][4] != (
        state["wardrobe"][4])
    assert other["wardrobe"][0] == state["wardrobe"][0]


def test_the_heuristic_decides_the_same_on_a_resampled_state():
    state = GAME.setup(7, 12, {"gossip": "on"})
    checked = 0
    agents = [HeuristicAgent(s) for s in range(7)]
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        mine = HeuristicAgent(5).choose(GAME, state, seat, legal)
        other = GAME.resample_hidden(state, seat, checked)
        assert HeuristicAgent(5).choose(GAME, other, seat, GAME.legal_actions(other, seat)) == mine
        checked += 1
        GAME.apply(state, seat, agents[seat].choose(GAME, state, seat, legal))
    assert checked > 100


def test_agents_are_listed_with_titles():
    assert set(AGENTS) == {"heuristic", "random"}
    assert HeuristicAgent.title("de") == "Heuristik"
