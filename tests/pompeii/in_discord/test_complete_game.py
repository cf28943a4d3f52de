"""A whole Pompeii game in Discord: two people click, two AI seats from /game addbot play.

The people play like the heuristic AI, except that each takes every kind of move the first
time it is offered (going back, FORTUNA, moving on, passing a card by), so that every kind
of move is shown to have been reachable by buttons or selects.
"""

from __future__ import annotations

import logging
import re
from typing import Any

import pytest

import render
from engine.core.protocol import Action, Game, Seat, State
from engine.core.registry import get_agents
from engine.core.state import visible_events
from engine.pompeii.game import GAME
from tests.bot.driver import answer
from tests.pompeii.in_discord.table import (
    Table,
    click_move,
    latest_prompt,
    open_table,
    public,
)
from tests.toys import pictures as toy_pictures

MAX_MOVES = 1500
# Kinds of move a person takes the first time they are offered, before the AI's choice.
FIRST_TIME = ("back", "fortuna", "move_on")
# Every kind of move that must have been clicked by a person in the game.
CLICKED = {"roll", "back", "buy", "fortuna", "move_on", "pass", "combine", "enter", "draw",
           "end_turn", "rescue"}


@pytest.fixture
def pictures(monkeypatch) -> list[tuple[str, dict[str, Any]]]:
    """Every picture the bot draws, as (kind, view); the drawing itself is a tiny PNG."""
    drawn: list[tuple[str, dict[str, Any]]] = []
    png = toy_pictures._png((0, 0, 0))

    def board(view, names=None, previous=None, lang="en"):
        drawn.append(("board", view))
        return png

    def scores(view, result, names=None, lang="en"):
        drawn.append(("scores", view))
        return png

    def private(view, names=None, lang="en", choices=(), previous=None):
        drawn.append(("private", view))
        return png

    monkeypatch.setattr(render, "draw_board", board)
    monkeypatch.setattr(render, "draw_scores", scores)
    monkeypatch.setattr(render, "draw_private", private)
    return drawn


class Person:
    """Chooses like the heuristic AI, but takes each kind in FIRST_TIME once."""

    def __init__(self, seat: Seat) -> None:
        self.ai = get_agents(GAME.key)["heuristic"](2000 + seat)
        self.clicked: set[str] = set()

    def choose(self, game: Game, state: State, seat: Seat, legal: list[Action]) -> Action:
        kinds = {a["type"] for a in legal}
        for kind in FIRST_TIME:
            if kind in kinds and kind not in self.clicked:
                return next(a for a in legal if a["type"] == kind)
        if "buy" in kinds and "end_turn" in kinds and "pass" not in self.clicked:
            self.clicked.add("pass")  # lands on a card for sale and lets it go
            return {"type": "end_turn"}
        return self.ai.choose(game, state, seat, legal)


def rolls_in(text: str) -> list[tuple[int, ...]]:
    """The dice of every roll named in a message: "rolls 3 + 5 = 8", "rolls 4"."""
    found = re.findall(r"rolls (\d)(?: \+ (\d) = (\d+))?", text)
    return [tuple(int(d) for d in dice[:2] if d) for dice in found]


def state_dice(state: State) -> tuple[int, ...] | None:
    dice = state["turn"].get("dice")
    return tuple(dice) if dice else None


async def phases_in_my_hand(table: Table, state: State) -> None:
    """With players on the outer track and in the city at once, My hand / my board names
    each player's phase (the public picture's side panel shows the same)."""
    member = table.humans[0]
    mine = answer(await member.click(latest_prompt(table.channel), label="My hand / my board"))
    assert mine.ephemeral and [a.filename for a in mine.attachments] == ["mine.png"]
    phases = {"track": "phase 1", "city": "phase 2"}
    lines = [line for line in mine.content.splitlines() if " ST, " in line]
    assert len(lines) == len(state["seats"])
    for person in table.humans:
        seat = await table.seat_of(person)
        line = next(line for line in lines if line.startswith(person.mention))
        assert phases[state["seats"][seat]["status"]] in line, line
    for status, phase in phases.items():
        count = sum(1 for info in state["seats"] if info["status"] == status)
        assert sum(1 for line in lines if f"), {phase}:" in line) == count


async def play_game(table: Table, people: dict[Seat, Person]) -> list[str]:
    """Play to the end; the person to act clicks their choice, AI seats move by themselves.
    Returns the kinds of move clicked by people."""
    clicked: list[str] = []
    mixed = False
    for _ in range(MAX_MOVES):
        _, game, state = await table.driver.game()
        if game.is_over(state):
            assert mixed, "nobody was in the city while others were on the outer track"
            return clicked
        statuses = {info["status"] for info in state["seats"]}
        if not mixed and statuses == {"track", "city"} and state["phase"] == "life":
            await phases_in_my_hand(table, state)
            mixed = True
        seat = game.waiting_for(state)[0]
        assert seat in people, f"the AI seat {seat} did not move by itself"
        legal = game.legal_actions(state, seat)
        action = people[seat].choose(game, state, seat, legal)
        people[seat].clicked.add(action["type"])
        shown = await click_move(table, await table.member_at(seat), action)
        clicked.append(action["type"])
        rolls = action["type"] in ("roll", "back") or (
            action["type"] in ("rescue", "carry", "flee") and state["turn"]["stage"] == "plan")
        if rolls:  # the answer shows the dice of exactly this roll
            _, _, after = await table.driver.game()
            dice = state_dice(after) if after["current"] == seat else None
            # (in the roller's turn post; a new post for the next person tells them in short)
            posts = [m.content for m in table.driver.channel.history()[-3:]
                     if not m.flags.ephemeral]
            told = "\n".join([*posts, shown.content])
            assert rolls_in(told), f"no roll in {told!r}"
            assert dice is None or dice in rolls_in(told)
    raise AssertionError(f"no end after {MAX_MOVES} moves")


def pictured_moves(game: Game, row: Any, log: list[Any]) -> tuple[int, int, int]:
    """The game replayed from its log: (turns on the outer track, eruption turns, moves that
    asked for a picture)."""
    state = game.setup(len(row.seats), int(row.seed), row.options)
    track = eruption = asked = 0
    for entry in log:
        phase_before = state["phase"]
        stage_before = state["turn"]["stage"]
        events = game.apply(state, entry.seat, entry.action)
        public_events = visible_events(events, None)
        kinds = {e["type"] for e in public_events}
        if "game_over" in kinds or any(  # a turn's phase is told in words (Traits)
                e["type"] == "phase" and (game.traits.turn_pictures or "seat" not in e)
                for e in public_events):
            asked += 1
        ended = any(e["type"] == "phase" and "seat" in e for e in public_events)
        if phase_before == "life" and stage_before == "landed" and ended:
            track += 1
        if phase_before == "eruption" and (ended or "game_over" in kinds):
            eruption += 1
    return track, eruption, asked


async def test_a_complete_pompeii_game_with_people_and_ai_seats(simcord_env, pictures, caplog):
    caplog.set_level(logging.WARNING)
    table = await open_table(simcord_env, ["ann", "ben"], ai_seats=2)
    ann, ben = table.humans
    people = {await table.seat_of(ann): Person(0), await table.seat_of(ben): Person(1)}
    clicked = await play_game(table, people)

    row, game, state = await table.driver.game()
    assert row.status == "over" and game.is_over(state)
    missing = CLICKED - set(clicked) - set().union(*(p.clicked for p in people.values()))
    assert not missing, f"never clicked: {missing}"
    messages = public(table.channel)
    final = messages[-1] if messages[-1].content else messages[-2]
    assert "Game over" in final.content
    for member in table.humans:
        assert member.mention in final.content
    assert " ST" in final.content, "the score sheet writes money with its unit"
    text = "\n".join(m.content for m in messages)
    assert "Heuristic bot" in text and "rolls" in text
    boards = [m for m in messages for a in m.attachments if a.filename == "board.png"]
    scores = [m for m in messages for a in m.attachments if a.filename == "scores.png"]
    assert len(scores) == 1
    log = [entry for _, entry in await table.driver.bot.store.log_rows(row.id)]
    track, eruption, asked = pictured_moves(game, row, log)
    assert track > 20 and eruption > 3
    assert len(boards) + len(scores) == 1 + asked  # the start, then every asked picture
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING
                and r.name.startswith(("bot", "discord"))]
