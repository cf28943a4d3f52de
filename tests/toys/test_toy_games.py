"""The rules of Toy Race and Toy Relay, the toy games of the bot tests, on the engine alone:
what they redraw for a viewer, how they refuse, and that they speak German."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.core.protocol import IllegalAction
from tests.toys.race import GAME as RACE
from tests.toys.team import GAME as RELAY


def play(card: str, boost: bool = False) -> dict[str, object]:
    return {"type": "play", "card": card, "boost": boost}


def all_cards(state: dict) -> Counter[str]:
    return Counter(state["deck"] + [card for hand in state["hands"] for card in hand])


def test_resample_hidden_redraws_other_hands_and_the_deck_but_never_the_viewers_hand():
    state = RACE.setup(3, seed=4)
    others: set[tuple[str, ...]] = set()
    for seed in range(20):
        copy = RACE.resample_hidden(state, 1, seed)
        assert copy["hands"][1] == state["hands"][1]
        assert [len(hand) for hand in copy["hands"]] == [len(h) for h in state["hands"]]
        assert all_cards(copy) == all_cards(state)
        assert RACE.view(copy, 1) == RACE.view(state, 1)
        others.add(tuple(copy["hands"][0]))
    assert len(others) > 1


def test_resample_hidden_for_the_public_redraws_every_hand():
    state = RACE.setup(2, seed=4)
    copies = [RACE.resample_hidden(state, None, seed) for seed in range(10)]
    assert {tuple(copy["hands"][0]) for copy in copies} != {tuple(state["hands"][0])}
    assert all(RACE.view(copy, None) == RACE.view(state, None) for copy in copies)


def test_playing_a_card_from_another_hand_is_refused_naming_only_ones_own_hand():
    state = RACE.setup(2, seed=4)
    theirs = state["hands"][1][0]
    with pytest.raises(IllegalAction, match="is not in your hand") as refused:
        RACE.apply(state, 0, play(theirs))
    assert str(refused.value) == f"{theirs} is not in your hand; play a card from your hand"
    with pytest.raises(IllegalAction, match="cheers are switched off"):
        RACE.apply(state, 0, {"type": "cheer", "n": 1})


def test_toy_race_speaks_german_and_keeps_its_english_words():
    state = RACE.setup(2, seed=4)
    card = state["hands"][0][0]
    assert RACE.words.action_label(state, play(card, True)) == f"Play {card} (boost)"
    assert RACE.words.action_label(state, play(card, True), "de") == f"{card} spielen (verstärkt)"
    assert RACE.words.action_path(state, play(card), "de") == ("Eine Karte spielen", card, "Ruhig")
    assert RACE.words.phase_label(state, "de") == "Runde 1"
    assert RACE.words.phase_label(state) == "Round 1"
    assert RACE.words.summary(state, 0, "de")[-1] == f"Deine Hand: {', '.join(state['hands'][0])}"
    assert RACE.words.option_label(RACE.option_spec("hand"), "de") == "Handgröße"


def test_toy_relay_refuses_a_push_beyond_the_seats_stamina():
    state = RELAY.setup(4, seed=1)
    with pytest.raises(IllegalAction, match="at most 3"):
        RELAY.apply(state, 0, {"type": "push", "n": 4})
    assert state["stamina"] == [4, 4, 4, 4]


def test_toy_relay_speaks_german():
    state = RELAY.setup(4, seed=1)
    assert RELAY.words.action_label(state, {"type": "push", "n": 0}, "de") == "Ausruhen"
    assert RELAY.words.summary(state, 0, "de") == ["Runde 1", "Team 1: 0 geschoben",
                                             "Team 2: 0 geschoben", "Deine Ausdauer: 4"]
    assert RELAY.words.describe_event({"type": "pushed", "seat": 1, "n": 2}, ["A", "B"], "de") == (
        "B schiebt 2.")
