"""/game addbot, /game away and /game back.

Thin: seats are changed through the lobby and the store, moves through bot/clock/autoplay.py.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.clock.autoplay import AutoPlay
from bot.core import texts
from bot.core.i18n import cmd, guild_lang, t, user_lang
from bot.core.replies import NoGameHere, Refusal, answers_refusals, send
from bot.core.seats import agent_title, stand_in
from bot.lobby.lobby import Lobby
from engine.core.registry import get_agents


class ClockCommands:
    def __init__(self, autoplay: AutoPlay, lobby: Lobby) -> None:
        self.autoplay = autoplay
        self.lobby = lobby

    async def addbot(self, interaction: discord.Interaction[Any], kind: str | None) -> None:
        """The lobby seats the AI (bot/lobby/ai_seats.py), as its Add AI control does."""
        await self.lobby.addbot(interaction, kind)

    async def _my_running_game(self, interaction: discord.Interaction[Any]) -> tuple[int, int]:
        row = await self.autoplay.store.open_in_channel(interaction.channel_id or 0)
        if row is None or row.status != "running":
            raise NoGameHere("clock.no_game")
        if interaction.user.id not in row.seats:
            raise Refusal("clock.not_playing")
        return row.id, interaction.user.id

    @answers_refusals
    async def away(self, interaction: discord.Interaction[Any]) -> None:
        game_id, user = await self._my_running_game(interaction)
        kinds = await self.autoplay.clocks.kinds(game_id)
        if kinds.get(user) == "away":
            raise Refusal("clock.already_away")
        await self.autoplay.clocks.set_kind(game_id, user, "away")
        row = await self.autoplay.store.get(game_id)
        lang = guild_lang(interaction)
        ai = agent_title(row.game_key, stand_in(row.game_key, row.kinds), lang) if row else "?"
        await send(interaction, t("clock.away", lang, player=texts.mention(user), ai=ai),
                   ephemeral=False)
        await self.autoplay.replan(game_id)

    @answers_refusals
    async def back(self, interaction: discord.Interaction[Any]) -> None:
        game_id, user = await self._my_running_game(interaction)
        if (await self.autoplay.clocks.kinds(game_id)).get(user) != "away":
            raise Refusal("clock.not_away")
        await self.autoplay.clocks.set_kind(game_id, user, None)
        await send(interaction, t("clock.back", guild_lang(interaction),
                                  player=texts.mention(user)), ephemeral=False)
        await self.autoplay.replan(game_id)


def add_clock_commands(group: app_commands.Group, autoplay: AutoPlay, lobby: Lobby) -> None:
    """/game addbot, /game away and /game back, added to the /game group."""
    commands = ClockCommands(autoplay, lobby)

    @group.command(name=cmd("addbot", "clock.cmd.addbot_name"),
                   description=cmd("Fill a seat in the lobby with a built-in AI player",
                                   "clock.cmd.addbot"))
    @app_commands.rename(ai=cmd("ai", "clock.cmd.addbot_ai_name"))
    @app_commands.describe(ai=cmd("Which of the game's AI players (default: its strongest)",
                                  "clock.cmd.addbot_ai"))
    async def addbot(interaction: discord.Interaction[Any], ai: str | None = None) -> None:
        await commands.addbot(interaction, ai)

    @addbot.autocomplete("ai")
    async def suggest_agents(interaction: discord.Interaction[Any],
                             current: str) -> list[app_commands.Choice[str]]:
        """The AI players of the game in this channel's lobby, named in the asker's words."""
        row = await autoplay.store.open_in_channel(interaction.channel_id or 0)
        if row is None:
            return []
        lang = user_lang(interaction)
        typed = current.strip().lower()
        return [app_commands.Choice(name=f"{kind} ({agent_title(row.game_key, kind, lang)})",
                                    value=kind)
                for kind in get_agents(row.game_key) if kind.startswith(typed)][:25]

    @group.command(name=cmd("away", "clock.cmd.away_name"),
                   description=cmd("Let the AI play your seat while you're away",
                                   "clock.cmd.away"))
    async def away(interaction: discord.Interaction[Any]) -> None:
        await commands.away(interaction)

    @group.command(name=cmd("back", "clock.cmd.back_name"),
                   description=cmd("Take your seat back from the AI", "clock.cmd.back"))
    async def back(interaction: discord.Interaction[Any]) -> None:
        await commands.back(interaction)

