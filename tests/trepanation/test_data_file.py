"""The data file is complete and keeps every number the rulebook gives."""

from collections import Counter


def test_data_file_has_the_components_of_the_box(rules):
    assert len(rules.shows) == 36
    assert Counter(c.type for c in rules.shows.values()) == {
        "pharmacology": 9, "psychology": 9, "traumatology": 9, "surgery": 9}
    assert len(rules.travelling) == 14
    assert len(rules.bonus_cards) == 5
    assert rules.spec_per_type * len(rules.spec_types) == 8


def test_data_file_keeps_the_rulebook_numbers(rules):
    assert (rules.min_players, rules.max_players, rules.days, rules.meeples) == (2, 5, 6, 5)
    assert rules.limits == {"coin": 4, "medicine": 6, "equipment": 6}
    assert rules.return_bonus_min == 3
    assert rules.press_coin_on == (5, 7) and rules.press_spec_on == (4, 8)
    for track in rules.press.values():
        assert track.costs[0] == {} and track.costs[1] == {}
    assert rules.suitcase[5] == {"fame": 1}
    assert rules.closed == {3: ("evening_stage", "night_study", "hostel"),
                            4: ("evening_stage", "night_study", "hostel")}
    fames = {c.fame for c in rules.shows.values()
             if c.type in ("pharmacology", "psychology")}
    assert {7, 4, 5, 2, 9} <= fames
    assert all(b.same_type[2] == 1 and b.same_type[3] == 3 and b.same_type[5] == 8 and b.set == 5
               for b in rules.bonus_cards.values())
    cemetery = [s for s in rules.slots["standard"].values() if s.location == "cemetery"]
    assert len(cemetery) == 2 and all(s.gain == {"coin": 1} for s in cemetery)


def test_every_slot_time_is_on_the_clock(rules):
    for side in ("standard", "duel"):
        for slot in rules.slots[side].values():
            assert slot.time in rules.times


def test_costs_and_gains_name_known_resources(rules):
    known = {"coin", "medicine", "equipment", "shill", "bribe", "fame"}
    for card in rules.shows.values():
        assert set(card.cost) <= known - {"coin", "fame"} and card.cost
    for side in ("standard", "duel"):
        for slot in rules.slots[side].values():
            assert set(slot.gain) <= known and set(slot.after) <= known
