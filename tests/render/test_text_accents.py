"""Letters the built-in font lacks (German umlauts, accents) are drawn from a base letter
and a mark, never as the font's empty box."""

from __future__ import annotations

from render.common.text import drawable, has_glyph, mask


def test_the_built_in_font_lacks_umlauts_but_has_ascii():
    assert has_glyph("u") and has_glyph(" ")
    assert not has_glyph("ü")


def test_umlauts_become_base_letters_with_two_dots():
    assert drawable("Jürgen") == ("Jurgen", ((1, "dots"),))
    assert drawable("José") == ("Jose", ((3, "acute"),))
    # The index counts characters of the drawn text, after look-alikes of other lengths.
    assert drawable("größer ü") == ("grosser u", ((2, "dots"), (8, "dots")))


def test_signs_without_a_glyph_get_look_alikes():
    assert drawable("×3 – Straße")[0] == "x3 - Strasse"


def test_an_umlaut_is_drawn_as_its_letter_plus_marks():
    plain, dotted, box = mask("u", 24), mask("ü", 24), mask("\uffff", 24)
    assert dotted.size == plain.size
    assert dotted.tobytes() != plain.tobytes()
    assert dotted.tobytes() != box.tobytes()
    # The dots sit above the letter: the letter's own pixels are unchanged.
    top = plain.getbbox()[1]
    assert dotted.crop((0, top, *dotted.size)).tobytes() == plain.crop(
        (0, top, *plain.size)).tobytes()
    assert dotted.getbbox()[1] < top
