"""Every text a game shows answers in English and German, with nothing left unfilled."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache

from engine.core.protocol import Game
from engine.core.registry import get_game
from tests.contract.sampling import (
    TEXT_METHODS,
    Table,
    ask,
    names_for,
    positions,
    sampled_games,
    takes_lang,
    text_problem,
    viewers,
)

Pair = tuple[str, str]


@dataclass
class Texts:
    """(English, German) pairs of every text the sampled games showed, by kind; seats may
    be named ``{p0}`` ... in the kinds listed in SEATS_ALLOWED."""

    kinds: dict[str, list[Pair]] = field(default_factory=dict)

    def add(self, kind: str, en: str, de: str) -> None:
        self.kinds.setdefault(kind, []).append((en, de))


SEATS_ALLOWED = {"action label", "menu level", "result summary", "tie-break", "team"}


def both(game: Game, method: str, *args: object) -> Pair:
    return ask(game, method, "en", *args), ask(game, method, "de", *args)


@cache
def texts_of(table: Table) -> Texts:
    game, texts = table.game, Texts()
    for state in positions(table):
        texts.add("phase", *both(game, "phase_label", state))
        for team in range(len(game.teams(state))):
            texts.add("team", *both(game, "team_label", state, team))
        for seat in game.to_act(state):
            for action in game.legal_actions(state, seat):
                texts.add("action label", *both(game, "action_label", state, action))
                en_path, de_path = both(game, "action_path", state, action)
                assert len(en_path) == len(de_path), (en_path, de_path)
                for en, de in zip(en_path, de_path, strict=True):
                    texts.add("menu level", en, de)
    for played in sampled_games(table):
        names = names_for(table.players)
        for event in played.events:
            en, de = both(game, "describe_event", event, names)
            assert event["type"] not in (en, de), f"{event['type']} events are not worded"
            texts.add("log line", en, de)
        en, de = both(game, "result", played.final)
        assert (de.winners, de.scores, de.teams) == (en.winners, en.scores, en.teams)
        assert len(de.tiebreaks) == len(en.tiebreaks)
        if en.summary or de.summary:
            texts.add("result summary", en.summary, de.summary)
        for en_note, de_note in zip(en.tiebreaks, de.tiebreaks, strict=True):
            texts.add("tie-break", en_note, de_note)
        for line in en.scores:
            for part in line.breakdown:
                en, de = both(game, "score_part_label", part)
                assert part not in (en, de), f"score part {part!r} has no name"
                texts.add("score part", en, de)
    return texts


def test_every_text_answers_in_english_and_german_with_nothing_unfilled(table: Table) -> None:
    texts = texts_of(table)
    assert {"phase", "action label", "log line"} <= set(texts.kinds)
    for kind, pairs in texts.kinds.items():
        for en, de in set(pairs):
            for text in (en, de):
                problem = text_problem(text, seats_allowed=kind in SEATS_ALLOWED)
                assert problem is None, f"{kind}: {problem}"


def summaries_of(table: Table) -> list[Pair]:
    game, pairs = table.game, []
    for state in positions(table):
        for viewer in viewers(game, state):
            summary = game.words.summary
            en, de = summary(state, viewer, "en"), summary(state, viewer, "de")
            assert len(en) == len(de), (en, de)
            pairs += zip(en, de, strict=True)
    return pairs


def test_every_summary_line_answers_in_english_and_german(table: Table) -> None:
    pairs = summaries_of(table)
    assert pairs
    for en, de in set(pairs):
        assert text_problem(en, seats_allowed=True) is None, text_problem(en, True)
        assert text_problem(de, seats_allowed=True) is None, text_problem(de, True)
    same = [en for en, de in set(pairs) if en == de]
    assert len(same) < max(1, len(set(pairs)) / 2), f"summary not in German: {same[:5]}"


def has_words(text: str) -> bool:
    """Whether ``text`` holds ordinary words (lower-case, three letters or more), which a
    German text must translate; names, prices and numbers may stay as they are."""
    return re.search(r"(?<![{\w])[a-z]{3,}", text) is not None


def test_german_texts_differ_from_the_english_ones(table: Table) -> None:
    """Most German texts with ordinary words in them differ from the English ones."""
    for kind, pairs in texts_of(table).kinds.items():
        distinct = {(en, de) for en, de in pairs if has_words(en)}
        same = [en for en, de in distinct if en == de]
        assert len(same) < max(1, len(distinct) / 2), f"{kind} not in German: {same[:5]}"


def test_every_option_has_a_label_and_help_in_english_and_german(game_key: str) -> None:
    game = get_game(game_key)
    for spec in game.options:
        assert game.words.option_label(spec, "en") == spec.label
        assert game.words.option_help(spec, "en") == spec.help
        label_de, help_de = game.words.option_label(spec, "de"), game.words.option_help(spec, "de")
        assert text_problem(spec.label, False) is None and text_problem(label_de, False) is None
        assert label_de != spec.label, spec.key
        assert bool(help_de) == bool(spec.help) and (not spec.help or help_de != spec.help)


def test_every_text_method_takes_lang(game_key: str) -> None:
    game = get_game(game_key)
    missing = [method for method in (*TEXT_METHODS, "result") if not takes_lang(game, method)]
    assert not missing, f"these text methods take no lang: {', '.join(missing)}"
