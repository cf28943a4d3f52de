"""The engine's own refusals (options, player counts, turns, illegal moves) in English and
German: the exception's text is English (the command line), ``say(lang)`` the reader's."""

from __future__ import annotations

import pytest

from engine.core.position import Position
from engine.core.protocol import BadOptions, IllegalAction
from engine.doctor_lucky.game import GAME as DOCTOR_LUCKY
from tests.toys.race import GAME as RACE


def refusal(error: type[Exception], call, *args) -> BadOptions | IllegalAction:
    with pytest.raises(error) as caught:
        call(*args)
    assert isinstance(caught.value, (BadOptions, IllegalAction))
    return caught.value


def test_unknown_options_are_named_in_both_languages_with_their_plural():
    one = refusal(BadOptions, RACE.resolve_options, {"speed": "fast"})
    assert str(one) == "unknown option for Toy Race: speed"
    assert one.say("de") == "unbekannte Option für Toy Race: speed"
    two = refusal(BadOptions, RACE.resolve_options, {"speed": "fast", "colour": "red"})
    assert two.say("en") == "unknown options for Toy Race: colour and speed"
    assert two.say("de-AT") == "unbekannte Optionen für Toy Race: colour und speed"


def test_an_unknown_option_value_is_refused_in_both_languages():
    bad = refusal(BadOptions, RACE.resolve_options, {"rounds": "9"})
    assert str(bad) == "option rounds must be one of 1, 2, 3, not '9'"
    assert bad.say("de") == "die Option rounds muss eins von 1, 2, 3 sein, nicht '9'"


def test_a_player_count_is_refused_in_the_games_name_of_the_language():
    bad = refusal(BadOptions, DOCTOR_LUCKY.check_players, 9)
    assert str(bad) == "Save Doctor Lucky takes 2 to 7 players, not 9"
    assert bad.say("de") == "Rettet Doktor Lucky ist für 2 bis 7 Personen, nicht 9"


def test_moves_out_of_turn_and_after_the_end_are_refused_in_both_languages():
    state = RACE.setup(2, seed=1)
    waiting = 1 - RACE.to_act(state)[0]
    action = RACE.legal_actions(state, RACE.to_act(state)[0])[0]
    early = refusal(IllegalAction, RACE.check_legal, state, waiting, action)
    assert (str(early), early.say("de")) == ("it is not your turn", "du bist nicht am Zug")
    position = Position(RACE, state)
    also = refusal(IllegalAction, position.play, waiting, action)
    assert also.say("de") == "du bist nicht am Zug"


def test_an_illegal_move_is_explained_in_the_readers_language():
    state = DOCTOR_LUCKY.setup(3, seed=1)
    seat = DOCTOR_LUCKY.to_act(state)[0]
    bad = refusal(IllegalAction, DOCTOR_LUCKY.check_legal, state, seat, {"type": "fly"})
    assert bad.say("de") == DOCTOR_LUCKY.words.explain_illegal(state, seat, {"type": "fly"},
                                                               "de")
    assert bad.say("de") != str(bad)
