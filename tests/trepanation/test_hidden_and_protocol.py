"""Hidden information (deck orders, the generator) and the protocol's promises:
resample_hidden, timeout_action, summary and start_order."""

import json
import random

import pytest

from engine.core.ai import RandomAgent
from engine.core.simulate import play
from engine.core.state import clone
from engine.trepanation.agents import HeuristicAgent
from engine.trepanation.game import GAME
from tests.trepanation.conftest import empty_boards, new_game, set_row, start_actions


def mid_game_states(players: int, seed: int, every: int = 17) -> list[dict]:
    """Positions of a heuristic game, one every ``every`` moves."""
    state = GAME.setup(players, seed)
    agents = [HeuristicAgent(seed + s) for s in range(players)]
    found, moves = [], 0
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        if moves % every == 0:
            found.append(json.loads(json.dumps(state)))
        GAME.apply(state, seat, agents[seat].choose(GAME, state, seat,
                                                    GAME.legal_actions(state, seat)))
        moves += 1
    return found


def viewer_outputs(state: dict, viewer: int | None) -> dict:
    out: dict = {"view": GAME.view(state, viewer), "summary": GAME.words.summary(state, viewer)}
    if viewer is not None and viewer in GAME.to_act(state):
        legal = GAME.legal_actions(state, viewer)
        out["legal"] = legal
        words = GAME.words
        out["labels"] = [(words.action_label(state, a, lang), words.action_path(state, a, lang))
                         for a in legal for lang in ("en", "de")]
        out["refusals"] = [GAME.words.explain_illegal(state, viewer, a) for a in (
            {"type": "place", "slot": "show@09:00"}, {"type": "pass"}, {"type": "x"})]
    return out


@pytest.mark.parametrize("players", [2, 5])
def test_resample_hidden_changes_only_what_the_viewer_cannot_see(players):
    changed = 0
    for state in mid_game_states(players, 4):
        for viewer in (None, *range(players)):
            other = GAME.resample_hidden(state, viewer, 99)
            changed += other["show_deck"] != state["show_deck"]
            assert sorted(other["show_deck"]) == sorted(state["show_deck"])
            assert viewer_outputs(other, viewer) == viewer_outputs(state, viewer)
    assert changed  # the decks really were redrawn


@pytest.mark.parametrize("players", [3, 4])
def test_heuristic_ai_picks_the_same_action_on_a_resampled_state(players):
    for state in mid_game_states(players, 6, every=5):
        seat = GAME.to_act(state)[0]
        other = GAME.resample_hidden(state, seat, 12345)
        mine = HeuristicAgent(3).choose(GAME, state, seat, GAME.legal_actions(state, seat))
        again = HeuristicAgent(3).choose(GAME, other, seat, GAME.legal_actions(other, seat))
        assert mine == again


def test_timeout_action_passes_where_the_rules_offer_a_pass():
    state = new_game(4)
    empty_boards(state)
    state["boards"][0]["coin"] = 3
    set_row(state, ["p1", "p2"])
    start_actions(state, {"show@11:00": 0})
    assert GAME.timeout_action(state, 0) == {"type": "pass"}


def test_timeout_action_pays_oldest_first_and_leaves_placing_to_the_ai():
    state = new_game(4)
    assert GAME.timeout_action(state, GAME.to_act(state)[0]) is None
    empty_boards(state)
    board = state["boards"][0]
    board["shill"], board["medicine"] = [1, 0, 3], 2
    set_row(state, ["y2"])
    start_actions(state, {"show@11:00": 0})
    GAME.apply(state, 0, {"type": "perform", "card": "y2", "pay": {"shill": 2, "medicine": 1}})
    assert GAME.timeout_action(state, 0) == {"type": "tokens", "spaces": {"shill": [0, 0, 2]}}


def test_summary_is_a_few_lines_of_words_in_english_and_german():
    state = new_game(4, order=[2, 0, 1, 3])
    for lang in ("en", "de"):
        lines = GAME.words.summary(state, 0, lang)
        assert 3 <= len(lines) <= 6 and all(isinstance(line, str) for line in lines)
        assert not any(line.lstrip().startswith(("{\"", "[")) for line in lines)
    assert GAME.words.summary(state, 0)[1] == "Turn order: {p2}, {p0}, {p1}, {p3}"
    assert GAME.words.summary(state, 0, "de")[1] == "Spielerreihenfolge: {p2}, {p0}, {p1}, {p3}"
    assert any(line.startswith("You: ") for line in GAME.words.summary(state, 0))
    assert not any(line.startswith("You: ") for line in GAME.words.summary(state, None))


def test_start_order_is_the_order_track_at_setup_not_later_moves():
    state = GAME.setup(4, 9)
    first = list(state["order"])
    played = play(GAME, state, [RandomAgent(s) for s in range(4)])
    assert GAME.start_order(played.state) == first


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


@pytest.mark.parametrize("players", [2, 5])
def test_a_placement_is_worded_by_its_slot_alone(players):
    """Placements' words are kept per slot and language (words.place_words): in every
    position they are the location, the time and what the slot does, freshly worded."""
    from engine.core.protocol import clip
    from engine.trepanation.phrases import location_name, say, slot_summary

    rules = GAME.words.rules
    placed = 0
    for state in mid_game_states(players, 6, every=5):
        for seat in GAME.to_act(state):
            for action in GAME.legal_actions(state, seat):
                if action["type"] != "place":
                    continue
                slot = rules.slots[state["side"]][action["slot"]]
                for lang in ("en", "de"):
                    where = location_name(rules, state, slot.id, lang)
                    path = (say("menu.place", lang), where, clip(say(
                        "menu.slot", lang, time=slot.time, summary=slot_summary(slot, lang))))
                    label = clip(say("menu.where", lang, location=where, time=slot.time))
                    assert GAME.words.path_and_label(state, action, lang) == (path, label)
                    assert GAME.words.action_label(state, action, lang) == label
                    placed += 1
    assert placed > 50
