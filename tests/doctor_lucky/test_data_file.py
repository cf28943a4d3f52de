"""The data file is complete and consistent: the checks the header promises."""

from collections import Counter

from engine.doctor_lucky.data import DATA_FILE, load
from engine.doctor_lucky.ship import ship

DECK_LEVEL = {"A": 0, "B": 1, "C": 2, "D": 3}


def test_ninety_cards_of_three_kinds():
    cards = load().card_list()
    assert len(cards) == 90
    kinds = Counter(c.split(":")[0] for c in cards)
    assert set(kinds) == {"move", "aid", "fail"}
    assert {c for c in cards if c.startswith("fail:")} == {"fail:1", "fail:2", "fail:3"}


def test_rooms_numbered_0_to_22_once_each_plus_unnumbered_rooms():
    rooms = load().rooms.values()
    numbers = sorted(r.number for r in rooms if r.number is not None)
    assert numbers == list(range(23))
    assert any(r.number is None for r in rooms)
    assert {r.deck for r in rooms} == {"A", "B", "C", "D"}


def test_move_card_steps_by_deck_are_the_rulebook_values():
    assert {d.key: d.steps for d in load().decks} == {"A": 0, "B": 1, "C": 2, "D": 3}
    assert [d.key for d in load().decks] == ["A", "B", "C", "D"]


def test_every_move_card_names_a_room_and_every_aid_bonus_room_exists():
    data = load()
    assert all(room in data.rooms for room in data.move_rooms)
    assert all(aid.bonus_room in data.rooms for aid in data.aids.values())
    whiskey = data.aids["whiskey"]
    assert (whiskey.bonus_room, whiskey.bonus_value) == ("captains_cabin", 6)


def test_doors_and_stairs_join_known_rooms_and_stairs_join_neighbouring_decks():
    data = load()
    for a, b in (*data.doors, *data.stairs):
        assert a in data.rooms and b in data.rooms and a != b
    for a, b in data.doors:
        assert data.rooms[a].deck == data.rooms[b].deck
    for a, b in data.stairs:
        assert abs(DECK_LEVEL[data.rooms[a].deck] - DECK_LEVEL[data.rooms[b].deck]) == 1


def test_the_whole_ship_is_connected():
    plan = ship()
    start = next(iter(plan.rooms))
    assert len(plan.within_steps(start, 99, frozenset())) == len(plan.rooms) - 1


def test_sight_lines_use_known_rooms_and_reach_across_at_most_two_decks():
    data = load()
    spans = set()
    for line in data.sight_lines:
        assert all(room in data.rooms for room in line)
        levels = [DECK_LEVEL[data.rooms[r].deck] for r in line]
        spans.add(max(levels) - min(levels))
    assert spans == {0, 1, 2}


def test_every_unnumbered_room_has_a_numbered_neighbour_on_its_deck():
    plan = ship()
    for room in plan.rooms.values():
        if room.number is None:
            numbered = [n for n in plan.neighbours(room.key, frozenset())
                        if plan.rooms[n].number is not None and plan.rooms[n].deck == room.deck]
            assert numbered, room.key


def test_header_tags_provenance():
    text = DATA_FILE.read_text()
    assert "[RULEBOOK]" in text and "[RECONSTRUCTED]" in text
