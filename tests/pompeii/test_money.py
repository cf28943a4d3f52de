"""Amounts are written the reader's way everywhere: "5.050 ST" in German, "5,050 ST" in
English (labels, log lines, summaries, the result)."""

import pytest

from engine.pompeii.data import load
from engine.pompeii.game import GAME
from engine.pompeii.table import value_saved
from engine.pompeii.words import money

from .conftest import eruption, position


@pytest.mark.parametrize(("lang", "written"), [("en", "5,050 ST"), ("de", "5.050 ST"),
                                                ("de-DE", "5.050 ST")])
def test_an_amount_is_grouped_the_readers_way_with_the_unit(lang, written):
    assert money(5050, lang) == written
    assert money(450, lang) == "450 ST"


def test_the_boards_price_tags_are_short_with_the_readers_decimal_mark():
    assert money(5100, "en", compact=True) == "5.1k"
    assert money(5100, "de", compact=True) == "5,1k"
    assert money(800, "de", compact=True) == "800"


@pytest.mark.parametrize(("lang", "capital"), [("en", "25,000 ST"), ("de", "25.000 ST")])
def test_the_summary_and_buttons_write_amounts_the_readers_way(lang, capital):
    state = position(players=2)
    summary = "\n".join(GAME.words.summary(state, 0, lang))
    assert capital in summary and "25000" not in summary
    event = {"type": "bought", "seat": 0, "card": 3, "fortuna": False, "price": 2400}
    line = GAME.words.describe_event(event, ["Ann", "Bob"], lang)
    assert ("2,400 ST" if lang == "en" else "2.400 ST") in line


@pytest.mark.parametrize(("lang", "grouped"), [("en", ","), ("de", ".")])
def test_the_result_writes_the_saved_value_the_readers_way(lang, grouped):
    state = eruption()
    data = load()
    persons = [n for n, c in data.cards.items() if c.is_person][:4]
    for n in persons:
        state["owner"][n] = 0
    state["seats"][0]["saved"] = list(persons)
    state["saved_cards"] = list(persons)
    state["phase"], state["end_reason"] = "over", "all_saved"
    total = value_saved(state, 0)
    assert total >= 1000
    written = f"{total // 1000}{grouped}{total % 1000:03d} ST"
    assert written in GAME.result(state, lang).summary


@pytest.mark.parametrize(("lang", "total", "cash"), [("en", "5,050 ST", "12,500 ST"),
                                                      ("de", "5.050 ST", "12.500 ST")])
def test_the_score_sheet_writes_totals_and_cash_the_readers_way(lang, total, cash):
    assert GAME.words.score_text(None, 5050, lang) == total
    assert GAME.words.score_text("cash", 12500, lang) == cash
    assert GAME.words.score_text("saved_persons", 4, lang) == "4"
