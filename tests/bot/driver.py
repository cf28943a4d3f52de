"""Drive games through the real bot by clicking what it offers.

The engine's AI agents decide WHICH legal action a player wants; the driver then finds that
action's labels among the buttons and selects the bot actually posted (paging if needed)
and clicks through them like a person would.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.menus import BUTTON_LABEL_MAX, OPTION_LABEL_MAX, SEPARATOR, clean_label, truncate
from bot.store import GameRow
from engine.core.ai import Agent
from engine.core.protocol import Action, Game, State
from engine.core.registry import get_agents, get_game

MAX_CLICKS_PER_MOVE = 12


def components(message: discord.Message) -> list[Any]:
    return [child for row in message.components for child in getattr(row, "children", [row])]


def buttons(message: discord.Message) -> list[discord.Button]:
    return [c for c in components(message) if isinstance(c, discord.Button)]


def selects(message: discord.Message) -> list[discord.SelectMenu]:
    return [c for c in components(message) if isinstance(c, discord.SelectMenu)]


def answer(result: Any) -> Any:
    """The message an interaction produced (its response, or its last follow-up)."""
    if result.followups:
        return result.followups[-1]
    return result.response


@dataclass
class Driver:
    env: Any
    channel: Any
    members: list[Any]
    agents: dict[int, Agent] = field(default_factory=dict)
    clicks: int = 0

    @property
    def bot(self) -> Any:
        return self.env.bot

    def member(self, user_id: int) -> Any:
        return next(m for m in self.members if m.id == user_id)

    async def game(self) -> tuple[GameRow, Game, State]:
        row = await self.bot.store.latest_in_channel(self.channel.id)
        assert row is not None
        state = await self.bot.store.load_state(row) if row.state_json else {}
        return row, get_game(row.game_key), state

    def agent(self, row: GameRow, seat: int, kind: str) -> Agent:
        if seat not in self.agents:
            self.agents[seat] = get_agents(row.game_key)[kind](1000 + seat)
        return self.agents[seat]

    async def open_and_start(self, game_key: str, *, options: str | None = None,
                             max_players: int | None = None) -> Any:
        host, *others = self.members
        kwargs: dict[str, Any] = {"game": game_key}
        if options:
            kwargs["options"] = options
        if max_players:
            kwargs["max_players"] = max_players
        await host.slash(self.channel, "game new", **kwargs)
        lobby = self.channel.last_message
        for member in others:
            await member.click(lobby, label="Join")
        return await host.click(lobby, label="Start")

    async def play_move(self, ai: str = "random") -> tuple[Any, Action]:
        """One move of the seat to act; returns (the public answer, the action aimed for)."""
        row, game, state = await self.game()
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        action = self.agent(row, seat, ai).choose(game, state, seat, legal)
        target = [clean_label(p) for p in game.action_path(state, action)]
        member = self.member(row.seats[seat])
        message = self.channel.last_message
        if any(b.label == "Choose my move" for b in buttons(message)):
            message = answer(await self._click(member, message, label="Choose my move")).message
        return await self.navigate(member, message, target), action

    async def _click(self, member: Any, message: Any, **kwargs: Any) -> Any:
        self.clicks += 1
        return await member.click(message, **kwargs)

    async def _select(self, member: Any, message: Any, select: Any, value: str) -> Any:
        self.clicks += 1
        return await member.select(message, [value], custom_id=select.custom_id)

    async def navigate(self, member: Any, message: discord.Message, target: list[str]) -> Any:
        depth = 0
        for _ in range(MAX_CLICKS_PER_MOVE):
            step = await self._step(member, message, target, depth)
            if step is None:
                offered = [c.to_dict() for c in components(message)]
                raise AssertionError(f"no control leads to {target} (depth {depth}) on "
                                     f"{message.content!r}: {offered}")
            result, depth = step
            shown = answer(result)
            if not shown.ephemeral:
                return shown
            message = shown.message
        raise AssertionError(f"{target} took more than {MAX_CLICKS_PER_MOVE} clicks")

    async def _step(self, member: Any, message: discord.Message, target: list[str],
                    depth: int) -> tuple[Any, int] | None:
        rest = truncate(SEPARATOR.join(target[depth:]), OPTION_LABEL_MAX)
        for select in selects(message):
            group = re.sub(r" \(\d+/\d+\)$", "", select.placeholder or "")
            for option in select.options:
                if option.label == rest:
                    return await self._select(member, message, select, option.value), len(target)
                if option.label == truncate(target[depth], OPTION_LABEL_MAX):
                    return await self._select(member, message, select, option.value), depth + 1
                rich = truncate(SEPARATOR.join(target[depth + 1:]), OPTION_LABEL_MAX)
                in_group = group == truncate(f"{target[depth]}…", OPTION_LABEL_MAX)
                if in_group and option.label == rich:
                    return await self._select(member, message, select, option.value), len(target)
        for button in buttons(message):
            if button.label == truncate(target[depth], BUTTON_LABEL_MAX):
                return await self._click(member, message, custom_id=button.custom_id), depth + 1
        more = [b for b in buttons(message) if b.label == "More ▶"]
        if more:
            return await self._click(member, message, custom_id=more[0].custom_id), depth
        return None

    async def play_to_end(self, ai: str = "random", max_moves: int = 2000) -> Any:
        for _ in range(max_moves):
            shown, _ = await self.play_move(ai)
            if "Game over" in shown.content:
                return shown
        raise AssertionError(f"no game over after {max_moves} moves")
