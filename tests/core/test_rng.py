import pytest

from engine.core.rng import Rng, dice, new_rng
from engine.core.state import clone, from_json, to_json


def test_same_seed_same_draws():
    a, b = new_rng(42), new_rng(42)
    assert [Rng(a).below(1000) for _ in range(50)] == [Rng(b).below(1000) for _ in range(50)]


def test_position_is_part_of_the_data():
    data = new_rng(7)
    rng = Rng(data)
    first = [rng.below(100) for _ in range(10)]
    saved = from_json(to_json(data))
    later = [rng.below(100) for _ in range(10)]
    assert [Rng(saved).below(100) for _ in range(10)] == later
    assert first != later


def test_different_seeds_differ():
    assert [Rng(new_rng(1)).next64() for _ in range(3)] != [Rng(new_rng(2)).next64()]


def test_below_is_in_range_and_covers_it():
    rng = Rng(new_rng(3))
    seen = {rng.below(6) for _ in range(500)}
    assert seen == set(range(6))


def test_shuffle_is_a_permutation():
    items = list(range(30))
    Rng(new_rng(9)).shuffle(items)
    assert sorted(items) == list(range(30)) and items != list(range(30))


def test_clone_is_deep():
    state = {"a": [1, {"b": 2}]}
    copy = clone(state)
    copy["a"][1]["b"] = 3
    assert state["a"][1]["b"] == 2


@pytest.mark.parametrize("sides", [6, 2, 7, 12])
def test_dice_draws_what_die_draws(sides: int) -> None:
    """Stored games replay their rolls: dice() must give Rng.die()'s numbers and position
    for every seed, from any point of the stream."""
    for seed in [*range(2000), (1 << 64) - 1, 0x9E3779B97F4A7C15, 123456789012345]:
        old, new = new_rng(seed), new_rng(seed)
        Rng(old).below(seed % 5 + 1)
        Rng(new).below(seed % 5 + 1)
        for count in (2, 1, 2, 3):
            rng = Rng(old)
            expected = [rng.die(sides) for _ in range(count)]
            assert dice(new, count, sides) == expected
            assert new == old


def test_dice_needs_sides() -> None:
    with pytest.raises(ValueError):
        dice(new_rng(1), 1, 0)
