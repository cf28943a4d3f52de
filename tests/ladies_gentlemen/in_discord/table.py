"""A Ladies & Gentlemen table in the in-memory Discord: humans who click what the bot offers
and AI seats added with /game addbot, played to the Ball with every public output checked."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import render
from bot.core.seats import is_ai
from engine.core.protocol import Game, Seat, State
from tests.bot.driver import (
    JOIN,
    LANGS,
    OPEN_MENU,
    START,
    Driver,
    answer,
    buttons,
    label_of,
    target_labels,
)
from tests.ladies_gentlemen.in_discord.hidden import leaks_in_messages, leaks_in_public_view

GAME_KEY = "ladies-gentlemen"
BOT = "bot"  # in a seating plan: a seat filled with /game addbot
# Private menus are discord.py views that live 15 minutes; letting the virtual clock pass them
# now and then keeps the in-memory Discord from carrying hundreds of them to the Ball.
MENU_LIFETIME = 15 * 60 + 1
EXPIRE_EVERY = 15
THINKING = ("still thinking", "überlegen noch")


def public(channel: Any) -> list[Any]:
    return [m for m in channel.history() if not m.flags.ephemeral]


def latest_prompt(channel: Any) -> Any:
    return next(m for m in reversed(public(channel))
                if any(b.label in OPEN_MENU for b in buttons(m)))


@dataclass(frozen=True)
class Board:
    view: dict[str, Any]
    names: Any
    previous: Any
    lang: str
    png: bytes


@dataclass(frozen=True)
class Private:
    view: dict[str, Any]
    names: Any
    lang: str
    choices: Any
    png: bytes


@dataclass
class Pictures:
    """Every picture the bot drew, with what it drew it from."""

    boards: list[Board] = field(default_factory=list)
    private: list[Private] = field(default_factory=list)
    scores: list[str] = field(default_factory=list)
    originals: tuple[Any, ...] = ()

    def board_in(self, board: Board, lang: str) -> bytes:
        return self.originals[0](board.view, board.names, board.previous, lang)

    def private_in(self, mine: Private, lang: str) -> bytes:
        return self.originals[1](mine.view, mine.names, lang, mine.choices)

    def record(self, monkeypatch: Any) -> Pictures:
        board, mine, scores = render.draw_board, render.draw_private, render.draw_scores
        self.originals = (board, mine)

        def draw_board(view: Any, names: Any = None, previous: Any = None,
                       lang: str = "en") -> bytes:
            png = board(view, names, previous, lang)
            self.boards.append(Board(view, names, previous, lang, png))
            return png

        def draw_private(view: Any, names: Any = None, lang: str = "en",
                         choices: Any = (), previous: Any = None) -> bytes:
            png = mine(view, names, lang, choices, previous)
            self.private.append(Private(view, names, lang, choices, png))
            return png

        def draw_scores(view: Any, result: Any, names: Any = None, lang: str = "en") -> bytes:
            self.scores.append(lang)
            return scores(view, result, names, lang)

        monkeypatch.setattr(render, "draw_board", draw_board)
        monkeypatch.setattr(render, "draw_private", draw_private)
        monkeypatch.setattr(render, "draw_scores", draw_scores)
        return self


@dataclass
class Table:
    env: Any
    channel: Any
    members: list[Any]  # the humans, in the order they sit down
    driver: Driver
    pictures: Pictures
    picks: Counter[str] = field(default_factory=Counter)  # human picks by kind
    moves: int = 0
    leaks: list[str] = field(default_factory=list)
    checked_messages: int = 0
    checked_boards: int = 0

    async def open(self, plan: list[str], options: str | None = None) -> Any:
        """Seats in lobby order: a member's name, or BOT for /game addbot. Returns the start."""
        host = self.member_named(plan[0])
        kwargs = {"options": options} if options else {}
        await host.slash(self.channel, "game new", game=GAME_KEY, max_players=len(plan),
                         **kwargs)
        lobby = public(self.channel)[-1]
        for name in plan[1:]:
            if name == BOT:
                await host.slash(self.channel, "game addbot")
            else:
                await self.member_named(name).click(lobby, label=label_of(lobby, JOIN))
        return answer(await host.click(lobby, label=label_of(lobby, START)))

    def member_named(self, name: str) -> Any:
        return next(m for m in self.members if m.name == name)

    async def state(self) -> tuple[Any, Game, State]:
        return await self.driver.game()

    def check_public(self, state: State) -> None:
        """Hold every public message and public picture not yet checked against ``state``."""
        messages = public(self.channel)
        self.leaks += leaks_in_messages(messages[self.checked_messages:], state)
        self.checked_messages = len(messages)
        for board in self.pictures.boards[self.checked_boards:]:
            self.leaks += leaks_in_public_view(board.view, state)
        self.checked_boards = len(self.pictures.boards)

    async def play_move(self, seat: Seat) -> Any:
        """``seat`` (a human) plays what its heuristic AI would, clicking in private."""
        row, game, state = await self.state()
        legal = game.legal_actions(state, seat)
        action = self.driver.agent(row, seat, "heuristic").choose(game, state, seat, legal)
        bot = self.driver.bot
        targets = [target_labels(game, state, seat, action, lang,
                                 bot.tables.label_names(row, lang)) for lang in LANGS]
        member = self.driver.member(row.seats[seat])
        prompt = latest_prompt(self.channel)
        menu = answer(await member.click(prompt, label=label_of(prompt, OPEN_MENU)))
        assert menu.ephemeral, menu.content
        said = await self.driver.navigate(member, menu.message, targets)
        _, _, after = await self.state()
        if action["type"] in ("gossip", "no_gossip"):  # a free move, told to the table
            self.picks[action["type"]] += 1
        elif seat in game.decided(after):  # a secret pick: public says who, never what
            self.picks[action["type"]] += 1
            assert f"{member.mention} has decided" in said.content, said.content
            assert any(words in said.content for words in THINKING), said.content
            for label in (game.words.action_label(state, action, lang) for lang in ("en", "de")):
                assert label not in said.content
        self.moves += 1
        if self.moves % EXPIRE_EVERY == 0:
            await self.env.advance_time(MENU_LIFETIME)
        return said

    async def play_to_ball(self, limit: int = 1000) -> Any:
        """Humans move (taking turns among those the game waits for) until the Ball; AI seats
        move by themselves. Returns the last public message."""
        for turn in range(limit):
            row, game, state = await self.state()
            if game.is_over(state):
                return public(self.channel)[-1]
            self.check_public(state)
            humans = [s for s in game.waiting_for(state) if not is_ai(row.seats[s])]
            assert humans, f"waiting only for AI seats: {game.waiting_for(state)}"
            await self.play_move(humans[turn % len(humans)])
        raise AssertionError(f"no Ball after {limit} human moves")


def seat_table(env: Any, names: tuple[str, ...], monkeypatch: Any, *,
               locale: str | None = None) -> Table:
    guild = env.create_guild(preferred_locale=locale) if locale else env.create_guild()
    channel = guild.create_text_channel("ballroom")
    members = [guild.add_member(env.create_user(n)) for n in names]
    return Table(env, channel, members, Driver(env, channel, members),
                 Pictures().record(monkeypatch))
