"""/game addbot, /game away, /game back and the host's buttons for a missed deadline.

Thin: seats are changed through the lobby and the store, moves through bot/autoplay.py.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, cast

import discord
from discord import app_commands

from bot import texts
from bot.i18n import cmd, guild_lang, t
from bot.replies import NoGameHere, Refusal, answers_refusals, send
from bot.seats import AI_KINDS, next_ai_id
from engine.core.registry import get_game

if TYPE_CHECKING:
    from bot.autoplay import AutoPlay
    from bot.lobby import Lobby

HOST_VERBS = ("ai", "extend")


def autoplay_of(interaction: discord.Interaction[Any]) -> AutoPlay:
    return cast("AutoPlay", interaction.client.autoplay)  # type: ignore[attr-defined]


class HostDecisionButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                         template=r"th:d:(?P<game>\d{1,18}):(?P<version>\d{1,9}):"
                                  r"(?P<seat>\d{1,2}):(?P<verb>ai|extend)"):
    """th:d:<game>:<version>:<seat>:<ai|extend>: the host's answer to a missed deadline."""

    def __init__(self, game_id: int, version: int, seat: int, verb: str,
                 label: str = "?") -> None:
        style = discord.ButtonStyle.primary if verb == "ai" else discord.ButtonStyle.secondary
        super().__init__(discord.ui.Button(
            label=label, style=style, custom_id=f"th:d:{game_id}:{version}:{seat}:{verb}",
        ))
        self.game_id, self.version, self.seat, self.verb = game_id, version, seat, verb

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str], /
                             ) -> HostDecisionButton:
        return cls(int(match["game"]), int(match["version"]), int(match["seat"]), match["verb"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await ClockCommands(autoplay_of(interaction)).host_answer(
            interaction, self.game_id, self.version, self.seat, self.verb)


CLOCK_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (HostDecisionButton,)


def is_clock_control(custom_id: str, message: discord.Message | None) -> bool:
    if message is None or not any(
        item.__discord_ui_compiled_template__.fullmatch(custom_id) for item in CLOCK_ITEMS
    ):
        return False
    return any(getattr(component, "custom_id", None) == custom_id
               for row in message.components for component in getattr(row, "children", [row]))


def host_view(game_id: int, version: int, seat: int, lang: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for verb in HOST_VERBS:
        view.add_item(HostDecisionButton(game_id, version, seat, verb,
                                         t(f"clock.button.{verb}", lang)))
    return view


class ClockCommands:
    def __init__(self, autoplay: AutoPlay, lobby: Lobby | None = None) -> None:
        self.autoplay = autoplay
        self.lobby = lobby

    @answers_refusals
    async def host_answer(self, interaction: discord.Interaction[Any], game_id: int,
                          version: int, seat: int, verb: str) -> None:
        await self.autoplay.host_answer(interaction, game_id, version, seat, verb)

    @answers_refusals
    async def addbot(self, interaction: discord.Interaction[Any], kind: str) -> None:
        store = self.autoplay.store
        row = await store.open_in_channel(interaction.channel_id or 0)
        if row is None:
            raise NoGameHere("clock.no_lobby")
        if row.status != "lobby":
            raise Refusal("clock.started")
        if interaction.user.id != row.host_id:
            raise Refusal("clock.addbot_host_only", host=texts.mention(row.host_id))
        if len(row.seats) >= row.max_players:
            raise Refusal("clock.full", max=row.max_players)
        bot_id = next_ai_id(row.seats, kind)
        row.seats.append(bot_id)
        if not await store.update_lobby(row.id, seats=row.seats, host_id=row.host_id):
            raise NoGameHere("clock.no_lobby")
        await self.autoplay.clocks.set_kind(row.id, bot_id, kind)
        lang = guild_lang(interaction)
        text = t("clock.bot_joined", lang, name=texts.mention(bot_id))
        from bot import controls  # late: controls imports the lobby's types

        game = get_game(row.game_key)
        lobby_text = (await self.lobby.lobby_text(row, game, lang) if self.lobby is not None
                      else texts.lobby_text(row, game, lang))
        await send(interaction, f"{text}\n{lobby_text}", ephemeral=False,
                   view=controls.lobby_view(row.id, lang))

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
        await send(interaction, t("clock.away", guild_lang(interaction),
                                  player=texts.mention(user)), ephemeral=False)
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


def add_clock_commands(group: app_commands.Group, autoplay: AutoPlay) -> None:
    """/game addbot, /game away and /game back, added to the /game group."""
    commands = ClockCommands(autoplay)
    kinds = [app_commands.Choice(name=kind, value=kind) for kind in AI_KINDS]

    @group.command(name=cmd("addbot", "clock.cmd.addbot_name"),
                   description=cmd("Fill a seat in the lobby with a built-in AI player",
                                   "clock.cmd.addbot"))
    @app_commands.rename(ai=cmd("ai", "clock.cmd.addbot_ai_name"))
    @app_commands.describe(ai=cmd("Which AI: heuristic (plays well) or random",
                                  "clock.cmd.addbot_ai"))
    @app_commands.choices(ai=kinds)
    async def addbot(interaction: discord.Interaction[Any], ai: str = "heuristic") -> None:
        await commands.addbot(interaction, ai)

    @group.command(name=cmd("away", "clock.cmd.away_name"),
                   description=cmd("Let the AI play your seat while you're away",
                                   "clock.cmd.away"))
    async def away(interaction: discord.Interaction[Any]) -> None:
        await commands.away(interaction)

    @group.command(name=cmd("back", "clock.cmd.back_name"),
                   description=cmd("Take your seat back from the AI", "clock.cmd.back"))
    async def back(interaction: discord.Interaction[Any]) -> None:
        await commands.back(interaction)

