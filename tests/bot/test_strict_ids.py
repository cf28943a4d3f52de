"""Custom ids and select values take ASCII digits only. Python's ``\\d`` and ``int()`` also
take other scripts' digits (a full-width "０" is 0): such a value once applied the clicker's
own move. Now it is refused like any forged control, and nothing changes."""

from __future__ import annotations

import pytest

from bot.bot import FEATURES
from bot.core.components import ascii_number
from engine.core.registry import get_game
from tests.bot.raw import forge
from tests.bot.test_forged_controls import all_refused, dump, two_moves_on, world

pytestmark = pytest.mark.both_backends
__all__ = ["world"]

FULL_WIDTH = str.maketrans("0123456789", "０１２３４５６７８９")
ARABIC_INDIC = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


async def test_a_move_chosen_with_other_digits_is_refused_and_changes_nothing(world, caplog):
    env, channel, _, ann, ben, _ = world
    driver, _, row = await two_moves_on(env, channel, ann, ben)
    snap = await driver.bot.tables.snapshot(row, get_game(row.game_key))
    seat = snap.to_act[0]
    member = driver.member(row.seats[seat])
    path = ".".join(map(str, snap.menu(seat, "en").leaves()[0][0]))
    prompt = driver.channel.last_message
    g, v = row.id, row.version
    await all_refused(env, [
        (member, prompt, f"th:s:{g}:{v}:-", {"values": [path.translate(FULL_WIDTH)]}),
        (member, prompt, f"th:s:{g}:{v}:-", {"values": [path.translate(ARABIC_INDIC)]}),
        (member, prompt, f"th:s:{g}:{v}:-".translate(FULL_WIDTH), {"values": [path]}),
        (member, prompt, f"th:o:{g}:{v}".translate(FULL_WIDTH), {}),
        (member, prompt, f"th:m:{g}:{v}:{path}".translate(ARABIC_INDIC), {}),
    ], caplog)
    # The same move in ASCII digits is taken: the refusals were about the digits alone.
    before = await dump(env)
    await forge(env, member, prompt, f"th:s:{g}:{v}:-", values=[path])
    assert await dump(env) != before


def test_ascii_number_takes_ascii_digits_only():
    assert ascii_number("042") == 42
    assert ascii_number("-2", signed=True) == -2 and ascii_number("-2") is None
    for bad in ("０", "٣", "4２", "", "+4", " 4", "4 ", "1" * 19, "²", "-", "-٢", "--2"):
        assert ascii_number(bad) is None and ascii_number(bad, signed=True) is None, bad


def test_no_control_template_takes_other_scripts_digits_or_letters():
    """Every feature's custom_id grammar spells its numbers [0-9] (``\\d`` and ``\\w``
    admit any script's digits and letters)."""
    for feature in FEATURES:
        for item in feature.items:
            pattern = item.__discord_ui_compiled_template__.pattern
            assert "\\d" not in pattern and "\\w" not in pattern, (item.__name__, pattern)
