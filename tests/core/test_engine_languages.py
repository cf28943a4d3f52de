"""Every engine text in English and German: labels, menu paths, log lines, phase labels,
results, score parts, options, and the words files they come from."""

from __future__ import annotations

import re
import string
from collections.abc import Callable
from dataclasses import dataclass, field

import pytest

from engine.core.ai import RandomAgent
from engine.core.catalogue import COUNT
from engine.core.protocol import LABEL_MAX, Game, State, is_german
from engine.doctor_lucky.data import load as doctor_lucky_data
from engine.doctor_lucky.game import GAME as DOCTOR_LUCKY
from engine.doctor_lucky.words import catalogue as doctor_lucky_catalogue
from engine.doctor_lucky.words import result_summary as doctor_lucky_result
from engine.trepanation import scoring as trepanation_scoring
from engine.trepanation import words as trepanation_words
from engine.trepanation.game import GAME as TREPANATION

PLACEHOLDER = re.compile(r"\{[^{}]*\}")
SEAT = re.compile(r"\{p\d+\}")
NAMES = ["Ada", "Bert", "Cleo", "Dora", "Emil", "Fritz", "Gabi"]


def trepanation_proper_names() -> set[str]:
    rules = TREPANATION.rules
    names = {loc.name for side in rules.locations.values() for loc in side.values()}
    names |= {loc.name for loc in rules.travelling.values()}
    names |= {card.name for card in rules.shows.values()}
    names |= {card.name for card in rules.bonus_cards.values()}
    return names


def doctor_lucky_proper_names() -> set[str]:
    data = doctor_lucky_data()
    return {room.name for room in data.rooms.values()} | {a.name for a in data.aids.values()}


@dataclass
class Case:
    game: Game
    players: range
    catalogue: Callable[[], dict[str, dict[str, str]]]
    proper_names: Callable[[], set[str]]
    options: dict[str, str] = field(default_factory=dict)


CASES = {
    "trepanation": Case(TREPANATION, range(2, 6), trepanation_words.catalogue,
                        trepanation_proper_names),
    "doctor-lucky": Case(DOCTOR_LUCKY, range(2, 8), doctor_lucky_catalogue,
                         doctor_lucky_proper_names, {"penalties": "on"}),
}


@dataclass
class Texts:
    """(English, German) pairs of every text a played game showed."""

    labels: list[tuple[str, str]] = field(default_factory=list)
    levels: list[tuple[str, str]] = field(default_factory=list)
    events: list[tuple[str, str]] = field(default_factory=list)
    phases: list[tuple[str, str]] = field(default_factory=list)
    states: list[State] = field(default_factory=list)


def play(case: Case, players: int, seed: int) -> Texts:
    """Play one random game, checking each German menu against the English one."""
    game, texts = case.game, Texts()
    words = game.words
    state = game.setup(players, seed, case.options)
    agents = [RandomAgent(seed * 10 + seat) for seat in range(players)]
    names = NAMES[:players]
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        texts.phases.append((words.phase_label(state), words.phase_label(state, lang="de")))
        en_paths = [game.words.action_path(state, a) for a in legal]
        de_paths = [game.words.action_path(state, a, lang="de") for a in legal]
        # Menus group actions by path: German must keep them apart as English does.
        assert len(set(de_paths)) == len(set(en_paths))
        for action, en_path, de_path in zip(legal, en_paths, de_paths, strict=True):
            assert len(de_path) == len(en_path)
            texts.labels.append(
                (words.action_label(state, action), words.action_label(state, action, lang="de"))
            )
            texts.levels += zip(en_path, de_path, strict=True)
        for event in game.apply(state, seat, agents[seat].choose(game, state, seat, legal)):
            texts.events.append(
                (words.describe_event(event, names), words.describe_event(event, names, "de"))
            )
    texts.phases.append((words.phase_label(state), words.phase_label(state, lang="de")))
    texts.states.append(state)
    return texts


@pytest.fixture(scope="module", params=sorted(CASES))
def played(request: pytest.FixtureRequest) -> tuple[Case, Texts]:
    case = CASES[request.param]
    texts = Texts()
    for players in case.players:
        one = play(case, players, seed=players)
        for name in ("labels", "levels", "events", "phases", "states"):
            getattr(texts, name).extend(getattr(one, name))
    return case, texts


def only_proper_names(text: str, proper: set[str]) -> bool:
    """Whether ``text`` is made of proper names, seats, numbers and punctuation alone."""
    for name in sorted(proper | set(NAMES), key=len, reverse=True):
        text = text.replace(name, "")
    text = SEAT.sub("", text)
    return not re.search(r"[^\W\d_]", text)


def check_german(pairs: list[tuple[str, str]], case: Case, limit: int | None,
                 seats_allowed: bool) -> None:
    assert pairs
    proper = case.proper_names()
    same = 0
    pairs = sorted(set(pairs))
    for en, de in pairs:
        assert de and de.strip(), en
        if limit is not None:
            assert len(de) <= limit, de
        left = PLACEHOLDER.findall(SEAT.sub("", de) if seats_allowed else de)
        assert not left, de
        if de == en:
            same += 1
            assert only_proper_names(de, proper), f"not translated: {de!r}"
    assert same < len(pairs) / 2, "most German texts should differ from the English ones"


def test_labels_and_menu_paths_exist_in_german(played: tuple[Case, Texts]) -> None:
    case, texts = played
    check_german(texts.labels, case, LABEL_MAX, seats_allowed=True)
    check_german(texts.levels, case, LABEL_MAX, seats_allowed=True)


def test_log_lines_exist_in_german(played: tuple[Case, Texts]) -> None:
    case, texts = played
    check_german(texts.events, case, None, seats_allowed=False)
    assert all(de != en for en, de in texts.events if en.split()[0] not in NAMES)


def test_phase_labels_exist_in_german(played: tuple[Case, Texts]) -> None:
    case, texts = played
    check_german(texts.phases, case, LABEL_MAX, seats_allowed=False)
    assert all(en != de for en, de in texts.phases)


@pytest.mark.parametrize("key", sorted(CASES))
def test_words_files_have_both_languages_and_the_same_placeholders(key: str) -> None:
    messages = CASES[key].catalogue()
    assert len(messages) > 20
    for name, texts in messages.items():
        # a counting message also has its plural forms ("en.one", ...) and what it counts by
        assert {k.split(".")[0] for k in texts if k != COUNT} == {"en", "de"}, name
        assert texts["de"].strip() or texts["en"] == texts["de"], name

        def fields(template: str) -> set[str]:
            return {f for _, f, _, _ in string.Formatter().parse(template) if f is not None}

        assert all(fields(text) == fields(texts["en"]) for key, text in texts.items()
                   if key != COUNT), name


def test_german_means_any_german_locale() -> None:
    assert is_german("de") and is_german("de-DE") and is_german("DE")
    assert not is_german("en-US") and not is_german("fr") and not is_german("")
    state = TREPANATION.setup(3, 1)
    phase_label = TREPANATION.words.phase_label
    assert phase_label(state, lang="de-AT") == phase_label(state, "de")
    assert phase_label(state, lang="fr") == phase_label(state)


def test_trepanation_tiebreaks_in_german() -> None:
    keys = (3, 2, 1, 4, 5)
    notes = []
    for index in range(len(trepanation_scoring.TIEBREAKS)):
        other = tuple(k - 1 if i == index else k for i, k in enumerate(keys))
        notes.append(trepanation_words.tiebreak_note(0, 1, keys, other, "de"))
    notes.append(trepanation_words.tiebreak_note(0, 1, keys, keys, "de"))
    assert notes[1] == ("{p0} und {p1} haben gleich viel Ruhm; den Ausschlag gaben "
                        "die meisten Münzen (2 zu 1)")
    assert "Erzfeinde" in notes[-1]
    assert len(set(notes)) == len(notes)


def test_trepanation_full_tie_is_shared_in_german() -> None:
    state = TREPANATION.setup(3, 2)
    agent = RandomAgent(2)
    while not TREPANATION.is_over(state):
        seat = TREPANATION.to_act(state)[0]
        legal = TREPANATION.legal_actions(state, seat)
        TREPANATION.apply(state, seat, agent.choose(TREPANATION, state, seat, legal))
    state["boards"] = [dict(state["boards"][0]) for _ in state["boards"]]
    result = TREPANATION.result(state, lang="de")
    assert result.summary.startswith("{p0} und {p1} und {p2} teilen sich den Sieg mit")
    assert all("Erzfeinde" in note for note in result.tiebreaks)


def test_trepanation_english_track_names_match_the_data_file() -> None:
    for key, track in TREPANATION.rules.press.items():
        assert trepanation_words.track_name(key) == track.name
        assert trepanation_words.track_name(key, "de") != track.name


def test_doctor_lucky_results_and_options_in_german() -> None:
    assert doctor_lucky_result(2, "de") == "{p2} hat Doktor Lucky gerettet."
    assert doctor_lucky_result(2) == "{p2} saved Doctor Lucky."
    assert "niemand" in doctor_lucky_result(None, "de")
    penalties = DOCTOR_LUCKY.option_spec("penalties")
    assert DOCTOR_LUCKY.words.option_label(penalties, "de") == "Strafregeln"
    assert DOCTOR_LUCKY.words.option_label(penalties) == "Penalty rules"
    with pytest.raises(KeyError):
        DOCTOR_LUCKY.option_spec("no such option")
    assert DOCTOR_LUCKY.words.score_part_label("penalties", "de-DE") == "Strafen"


def test_doctor_lucky_flood_log_lines_agree_in_number() -> None:
    flood = {"type": "flood", "deck": "D", "refuge": "boiler_room", "moved": [0], "doctor": True}
    names = NAMES[:3]
    assert DOCTOR_LUCKY.words.describe_event(flood, names, "de") == (
        "Deck D ist überflutet! Ada und Doktor Lucky klettern in Raum 0 - Boiler Room.")
    one = {**flood, "doctor": False}
    assert DOCTOR_LUCKY.words.describe_event(one, names, "de").endswith(
        "Ada klettert in Raum 0 - Boiler Room.")
    assert DOCTOR_LUCKY.words.describe_event(one, names) == (
        "Deck D floods! Ada climbs to Room 0 - Boiler Room.")
