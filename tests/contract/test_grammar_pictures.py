"""Issue 22, point 5, on pictures: every string drawn on every picture kind (board, private
view, score sheet) of every game with pictures, at positions across a whole game, in both
languages, is swept like the texts (tests/contract/test_grammar.py): no hand-made plurals,
no "1 <plural noun>", no English inside German. ``render.common.text.strings_drawn`` hears
every string as it is drawn."""

from __future__ import annotations

import pytest

from render.common.text import strings_drawn
from tests.contract.sampling import Table
from tests.contract.test_grammar import PRINTED, problems
from tests.contract.test_nothing_cut import TABLES
from tests.contract.test_pictures import draw_across_a_game

NAMES = ("Ada", "Bert", "Cleo", "Dora", "Emil", "Fritz", "Gabi", "Hanne", "Ida", "Jörg")
POSITIONS = 6
# Games whose pictures still break a rule, with the keys that do (strict: fixing one makes
# its test pass, and the entry must go). Other helpers are fixing these games' pictures.
XFAIL: dict[str, str] = {}


def drawn_strings(table: Table, lang: str) -> list[str]:
    with strings_drawn() as heard:
        draw_across_a_game(table, list(NAMES[: table.players]), lang, table.players + 3,
                           POSITIONS)
    return heard


def printed_piece(text: str) -> bool:
    """``text`` is a line of a name that stays as printed (docs/playing.md), wrapped."""
    return any(f" {text.strip()} " in f" {name} " for name in PRINTED)


def test_the_listener_hears_what_is_drawn():
    from PIL import Image

    from render.common.text import paint
    with strings_drawn() as heard:
        paint(Image.new("RGB", (200, 40)), (0, 0), "1 Punkte", 12, (0, 0, 0))
    assert heard == ["1 Punkte"] and problems(heard[0], "de")


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("sheet", TABLES)
def test_pictures_draw_no_hand_made_grammar(sheet: Table, lang: str,
                                            request: pytest.FixtureRequest) -> None:
    table = sheet
    if table.key in XFAIL:
        request.applymarker(pytest.mark.xfail(reason=XFAIL[table.key], strict=True))
    heard = drawn_strings(table, lang)
    assert heard or not table.game.__module__.startswith("engine."), "the listener hears"
    found = sorted({f"{problem} in {text!r}" for text in set(heard) if not printed_piece(text)
                    for problem in problems(text, lang)})
    assert not found, f"{table.id} ({lang}):\n" + "\n".join(found[:25])
