"""The /game commands. Thin: each one hands the interaction to the lobby."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from engine.core.registry import UnknownGame, game_keys, get_game

if TYPE_CHECKING:
    from bot.bot import TablehostBot
    from bot.lobby import Lobby


def build_game_group(lobby: Lobby) -> app_commands.Group:
    """Built at load time so the game choices follow the registry."""
    group = app_commands.Group(name="game", description="Board games played in this channel",
                               guild_only=True)
    choices = [app_commands.Choice(name=get_game(key).name, value=key) for key in game_keys()]

    @group.command(name="new", description="Open a lobby for a new game in this channel")
    @app_commands.describe(game="Which game", max_players="Close the lobby at this many players",
                           options="Variants, e.g. rounds=3 (the list suggests them)")
    @app_commands.choices(game=choices)
    async def new(interaction: discord.Interaction[Any], game: str,
                  max_players: app_commands.Range[int, 1, 25] | None = None,
                  options: str | None = None) -> None:
        await lobby.new(interaction, game, max_players, options)

    @new.autocomplete("options")
    async def suggest_options(interaction: discord.Interaction[Any],
                              current: str) -> list[app_commands.Choice[str]]:
        try:
            game = get_game(str(interaction.namespace.game or ""))
        except UnknownGame:
            return []
        done = current.rsplit(",", 1)[0] + ", " if "," in current else ""
        suggestions = [f"{done}{o.key}={choice}" for o in game.options for choice in o.choices]
        typed = current.rsplit(",", 1)[-1].strip()
        return [app_commands.Choice(name=s[:100], value=s[:100])
                for s in suggestions if s.rsplit(",", 1)[-1].strip().startswith(typed)][:25]

    @group.command(name="join", description="Take a seat in this channel's lobby")
    async def join(interaction: discord.Interaction[Any]) -> None:
        await lobby.join(interaction)

    @group.command(name="leave", description="Leave this channel's lobby")
    async def leave(interaction: discord.Interaction[Any]) -> None:
        await lobby.leave(interaction)

    @group.command(name="start", description="Start the game (host only)")
    async def start(interaction: discord.Interaction[Any]) -> None:
        await lobby.start(interaction)

    @group.command(name="status", description="Whose turn, which phase, and the board")
    async def status(interaction: discord.Interaction[Any]) -> None:
        await lobby.status(interaction)

    @group.command(name="abort", description="End this channel's game (host or Manage Channels)")
    async def abort(interaction: discord.Interaction[Any]) -> None:
        await lobby.abort(interaction)

    return group


class Games(commands.Cog):
    def __init__(self, bot: TablehostBot) -> None:
        self.bot = bot
        self.group = build_game_group(bot.lobby)

    async def cog_load(self) -> None:
        self.bot.tree.add_command(self.group)

    async def cog_unload(self) -> None:
        self.bot.tree.remove_command(self.group.name)


async def setup(bot: TablehostBot) -> None:
    await bot.add_cog(Games(bot))
