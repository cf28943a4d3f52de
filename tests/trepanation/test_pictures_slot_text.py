from engine.trepanation.data import rules
from engine.trepanation.view import slot_effects
from render.trepanation.slot_text import choice_text, slot_text


def test_every_slot_of_the_game_has_a_short_text():
    for side in ("standard", "duel"):
        for slot in rules().slots[side].values():
            text = slot_text(slot_effects(slot))
            assert text, slot.id
            assert len(text) <= 45, (slot.id, text)


def test_choices_of_one_resource_each_are_listed_once():
    options = [{"bribe": 2}, {"shill": 2}, {"medicine": 2}]
    assert choice_text(options) == "2 bribes, shills or medicine"
    assert choice_text([{"equipment": 1}, {"medicine": 1}]) == "1 equipment or 1 medicine"


def test_a_show_with_a_replacement_reads_in_order():
    assert slot_text({"show": True, "replace_first": True}) == "Replace, then show"
    assert slot_text({"show": True, "fame": 1}) == "Show · +1 fame"
