"""My hand / my board brings the Pompeii private picture; a German server plays in German."""

from __future__ import annotations

import pytest

import render
from engine.pompeii.words import say
from tests.bot.driver import answer
from tests.pompeii.in_discord.table import latest_prompt, open_table, public
from tests.toys import pictures as toy_pictures

PNG = b"\x89PNG\r\n\x1a\n"
MY_HAND = {"en": "My hand / my board", "de": "Meine Hand / mein Tableau"}


@pytest.fixture
def drawn(monkeypatch) -> list[tuple[str, str]]:
    """Every picture the bot asks render/ for, as (kind, lang); the drawing is a tiny PNG."""
    calls: list[tuple[str, str]] = []
    png = toy_pictures._png((0, 0, 0))

    def board(view, names=None, previous=None, lang="en"):
        calls.append(("board", lang))
        return png

    def private(view, names=None, lang="en", choices=(), previous=None):
        calls.append(("private", lang))
        return png

    monkeypatch.setattr(render, "draw_board", board)
    monkeypatch.setattr(render, "draw_private", private)
    return calls


async def test_my_hand_attaches_the_pompeii_private_picture_only_for_the_clicker(simcord_env):
    table = await open_table(simcord_env, ["ann", "ben"], ai_seats=1)
    ann = table.humans[0]
    mine = answer(await ann.click(latest_prompt(table.channel), label=MY_HAND["en"]))
    assert mine.ephemeral and [a.filename for a in mine.attachments] == ["mine.png"]
    picture = await mine.attachments[0].read()
    assert picture.startswith(PNG) and len(picture) > 10_000  # drawn, not a placeholder
    assert "phase 1" in mine.content and ann.mention in mine.content
    assert all("mine.png" not in [a.filename for a in m.attachments]
               for m in public(table.channel))


async def test_a_german_server_gets_german_texts_and_pictures(simcord_env, drawn, speaks):
    table = await open_table(simcord_env, ["ann", "ben"], ai_seats=1, locale="de")
    ann, ben = table.humans
    speaks[ann.id] = "de"
    start = latest_prompt(table.channel)
    assert "Runde 1, Phase 1-2" in start.content
    labels = [b.label for row in start.components for b in getattr(row, "children", [row])]
    assert say("label.roll", "de") in labels
    state = (await table.driver.game())[2]
    person = ann if state["current"] == await table.seat_of(ann) else ben
    rolled = answer(await person.click(start, label=say("label.roll", "de")))
    assert "würfelt" in rolled.content and "zieht von" in rolled.content
    mine = answer(await ann.click(latest_prompt(table.channel), label=MY_HAND["de"]))
    assert mine.ephemeral and "Phase 1" in mine.content
    assert drawn and all(lang == "de" for _, lang in drawn)
    assert ("private", "de") in drawn and ("board", "de") in drawn
