"""The lobby's /game commands. Thin: each one hands the interaction to the lobby."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.core.game_group import GameGroup
from bot.core.i18n import cmd, user_lang
from bot.core.seats import agent_title
from bot.lobby.lobby import Lobby
from bot.storage.clocks import POLICIES
from engine.core.registry import UnknownGame, game_keys, get_agents, get_game


def game_group() -> app_commands.Group:
    """The /game group every feature adds its subcommands to (server channels only, except
    the subcommands marked for direct messages: bot/core/game_group.py)."""
    return GameGroup(
        name=cmd("game", "cmd.game.name"),
        description=cmd("Board games played in this channel", "cmd.game.description"),
    )


def add_lobby_commands(group: app_commands.Group, lobby: Lobby) -> None:
    """/game new, join, leave, start, status and abort. Built at load time so the game
    choices follow the registry."""
    # The translator gives each client the game's name in its language (Words.game_name).
    choices = [app_commands.Choice(name=cmd(get_game(key).name, f"games.{key}.name"), value=key)
               for key in game_keys()]

    @group.command(name=cmd("new", "cmd.game.new.name"),
                   description=cmd("Open a lobby for a new game in this channel",
                                   "cmd.game.new.description"))
    @app_commands.rename(game=cmd("game", "cmd.game.new.game.name"),
                         max_players=cmd("max_players", "cmd.game.new.max_players.name"),
                         options=cmd("options", "cmd.game.new.options.name"))
    @app_commands.describe(
        game=cmd("Which game", "cmd.game.new.game.description"),
        max_players=cmd("Close the lobby at this many players",
                        "cmd.game.new.max_players.description"),
        options=cmd("Variants, e.g. rounds=3 (the list suggests them)",
                    "cmd.game.new.options.description"),
    )
    @app_commands.rename(deadline=cmd("deadline", "clock.cmd.deadline_name"),
                         reminder=cmd("reminder", "clock.cmd.reminder_name"),
                         on_timeout=cmd("on_timeout", "clock.cmd.on_timeout_name"),
                         stand_in=cmd("stand_in", "clock.cmd.stand_in_name"))
    @app_commands.describe(deadline=cmd("Time per decision, e.g. 12h or none (default none)",
                                        "clock.cmd.deadline"),
                           reminder=cmd("Mention the player once after this long, e.g. 6h",
                                        "clock.cmd.reminder"),
                           on_timeout=cmd("On a missed deadline: ai (default), skip or host",
                                          "clock.cmd.on_timeout"),
                           stand_in=cmd("The AI that plays for players away and missed "
                                        "deadlines (default: the game's own)",
                                        "clock.cmd.stand_in"))
    @app_commands.choices(game=choices, on_timeout=[
        app_commands.Choice(name=policy, value=policy) for policy in POLICIES])
    async def new(interaction: discord.Interaction[Any], game: str,
                  max_players: app_commands.Range[int, 1, 25] | None = None,
                  options: str | None = None, deadline: str | None = None,
                  reminder: str | None = None, on_timeout: str | None = None,
                  stand_in: str | None = None) -> None:
        await lobby.new(interaction, game, max_players, options,
                        clock=(deadline, reminder, on_timeout), stand_in=stand_in)

    @new.autocomplete("stand_in")
    async def suggest_stand_ins(interaction: discord.Interaction[Any],
                                current: str) -> list[app_commands.Choice[str]]:
        """The AI players of the game being chosen, named in the asker's words."""
        try:
            key = get_game(str(interaction.namespace.game or "")).key
        except UnknownGame:
            return []
        lang, typed = user_lang(interaction), current.strip().lower()
        return [app_commands.Choice(name=f"{kind} ({agent_title(key, kind, lang)})", value=kind)
                for kind in get_agents(key) if kind.startswith(typed)][:25]

    @new.autocomplete("options")
    async def suggest_options(interaction: discord.Interaction[Any],
                              current: str) -> list[app_commands.Choice[str]]:
        try:
            game = get_game(str(interaction.namespace.game or ""))
        except UnknownGame:
            return []
        done = current.rsplit(",", 1)[0] + ", " if "," in current else ""
        lang = user_lang(interaction)
        typed = current.rsplit(",", 1)[-1].strip()
        found: list[app_commands.Choice[str]] = []
        for option in game.options:
            label = game.words.option_label(option, lang)
            for choice in option.choices:
                if f"{option.key}={choice}".startswith(typed):
                    value = f"{done}{option.key}={choice}"[:100]
                    said = game.words.option_value(option, choice, lang)
                    found.append(app_commands.Choice(name=f"{value} ({label}: {said})"[:100],
                                                     value=value))
        return found[:25]

    @group.command(name=cmd("join", "cmd.game.join.name"),
                   description=cmd("Take a seat in this channel's lobby",
                                   "cmd.game.join.description"))
    async def join(interaction: discord.Interaction[Any]) -> None:
        await lobby.join(interaction)

    @group.command(name=cmd("leave", "cmd.game.leave.name"),
                   description=cmd("Leave this channel's lobby", "cmd.game.leave.description"))
    async def leave(interaction: discord.Interaction[Any]) -> None:
        await lobby.leave(interaction)

    @group.command(name=cmd("start", "cmd.game.start.name"),
                   description=cmd("Start the game (host only)", "cmd.game.start.description"))
    async def start(interaction: discord.Interaction[Any]) -> None:
        await lobby.start(interaction)

    @group.command(name=cmd("status", "cmd.game.status.name"),
                   description=cmd("Whose turn, which phase, and the board",
                                   "cmd.game.status.description"))
    async def status(interaction: discord.Interaction[Any]) -> None:
        await lobby.status(interaction)

    @group.command(name=cmd("abort", "cmd.game.abort.name"),
                   description=cmd("End this channel's game (host or Manage Channels)",
                                   "cmd.game.abort.description"))
    async def abort(interaction: discord.Interaction[Any]) -> None:
        await lobby.abort(interaction)
