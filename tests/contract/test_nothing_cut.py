"""Nothing a player reads on a picture is cut with "…": text that does not fit wraps or the
layout makes room. Only a person's display name over a fixed length may be shortened
(``render.common.text.fit_name``). Every picture kind of every game with pictures is drawn
at positions across whole games, at 4 seats and the most the game has, with long real names,
in both languages."""

from __future__ import annotations

import pytest

from engine.core.registry import game_keys, get_game
from render import has_pictures
from render.common.text import cuts_heard
from tests.contract.sampling import Table
from tests.contract.test_pictures import draw_across_a_game

# Long names as people really have them (a display name may still be shortened).
LONG_NAMES = ("Dmitri Oleksandrovych", "Friedrich-Wilhelm", "Maximiliane Sophie",
              "Jean-Baptiste Lemaire", "Anna-Katharina", "Bartholomew", "Guðrún Ósk",
              "Wolfgang Amadeus", "Przemysław", "Annemarie-Luise")
POSITIONS = 8


def seat_counts(key: str) -> list[int]:
    game = get_game(key)
    return sorted({max(game.min_players, 4), game.max_players})


TABLES = [pytest.param(Table(key, players), id=f"{key}-{players}p")
          for key in game_keys() if has_pictures(key) for players in seat_counts(key)]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("sheet", TABLES)
def test_no_picture_cuts_what_a_player_reads(sheet: Table, lang: str) -> None:
    table = sheet
    with cuts_heard() as heard:
        draw_across_a_game(table, list(LONG_NAMES[: table.players]), lang, table.players + 1,
                           POSITIONS)
    cut = set(heard)
    assert not cut, f"cut on {table.id} ({lang}): {sorted(cut)[:12]}"
