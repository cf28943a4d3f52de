"""German words and players' names draw as written: the font has their letters."""

from __future__ import annotations

import pytest
from PIL import ImageStat

from render.common.text import mask, width

TOFU = "\uffff"  # a code point no font draws: its mask is the font's missing-glyph box


@pytest.mark.parametrize("letter", ["ä", "ö", "ü", "Ä", "ß", "é", "ñ", "Ω", "Ж", "–", "×"])
def test_every_letter_of_german_and_of_names_has_its_own_glyph(letter):
    assert mask(letter, 24).tobytes() != mask(TOFU, 24).tobytes()


def test_an_umlaut_differs_from_its_base_letter_and_sits_in_the_same_line_box():
    plain, dotted = mask("u", 24), mask("ü", 24)
    assert dotted.size == plain.size and dotted.tobytes() != plain.tobytes()
    assert dotted.getbbox()[1] < plain.getbbox()[1]  # the dots stand above the letter


def test_bold_is_a_heavier_face_of_the_same_font():
    assert width("Schnüffle", 20, bold=True) > width("Schnüffle", 20)
    ink = [ImageStat.Stat(mask("Tür", 20, bold=bold)).sum[0] for bold in (False, True)]
    assert ink[1] > ink[0]
