"""The host's buttons for a missed deadline (policy "host"): let the AI move, or extend.

    th:d:<game>:<version>:<seat>:<ai|extend>
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord

from bot.core.client import bot_of
from bot.core.components import GAME, VERSION, Controls, DynamicItems
from bot.core.i18n import t
from bot.core.replies import answers_refusals

if TYPE_CHECKING:
    from bot.clock.deadlines import Deadlines

HOST_VERBS = ("ai", "extend")


@answers_refusals
async def _host_answer(deadlines: Deadlines, interaction: discord.Interaction[Any],
                       game_id: int, version: int, seat: int, verb: str) -> None:
    await deadlines.host_answer(interaction, game_id, version, seat, verb)


class HostDecisionButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                         template=rf"th:d:{GAME}:{VERSION}:"
                                  r"(?P<seat>[0-9]{1,2}):(?P<verb>ai|extend)"):
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
        await _host_answer(bot_of(interaction).deadlines, interaction, self.game_id,
                           self.version, self.seat, self.verb)


CLOCK_ITEMS: DynamicItems = (HostDecisionButton,)


def host_view(game_id: int, version: int, seat: int, lang: str) -> discord.ui.View:
    view = Controls()
    for verb in HOST_VERBS:
        view.add_item(HostDecisionButton(game_id, version, seat, verb,
                                         t(f"clock.button.{verb}", lang)))
    return view
