"""Looking back: ``/game undo``, ``/game log``, ``/game export``.

``add_history_commands`` adds the three commands to the ``/game`` group.
Everything shown here is public: the public view, public events only; the record (which
holds the seed, and so every hidden card) only once the game is over.
"""

from __future__ import annotations

import io
import json
from typing import Any

import discord
from discord import app_commands

from bot.core import texts
from bot.core.client import bot_of
from bot.core.i18n import cmd, t, user_lang
from bot.core.replies import NoGameHere, Refusal, send
from bot.history.undo import UndoRequests
from bot.history.undo_words import moves_in_words
from bot.history.watch import answer_refusals, store_of
from bot.storage.store import GameRow
from engine.core.registry import get_game

LOG_DEFAULT = 10
LOG_MAX = 50
MESSAGE_ROOM = 1900


async def _latest_game(interaction: discord.Interaction[Any], lang: str) -> GameRow:
    row = await store_of(interaction).latest_in_channel(interaction.channel_id or 0)
    if row is None or (row.status == "aborted" and row.seed is None):
        raise NoGameHere(t("history.no_game", lang))
    if row.status == "lobby":
        raise Refusal(t("history.not_started", lang))
    return row


# --- /game log and /game export -------------------------------------------------------------
async def show_log(interaction: discord.Interaction[Any], count: int | None) -> None:
    lang = user_lang(interaction)
    row = await _latest_game(interaction, lang)
    store = store_of(interaction)
    record = await store.record(row)
    moves = moves_in_words(record, texts.seat_names(row, lang), lang)
    if not moves:
        await send(interaction, t("history.log.empty", lang), ephemeral=True)
        return
    wanted = max(1, min(count or LOG_DEFAULT, LOG_MAX))
    lines: list[str] = []
    for number in range(len(moves), max(0, len(moves) - wanted), -1):
        words = "; ".join(moves[number - 1]) or t("history.log.quiet_move", lang)
        line = f"**{number}.** {words}"
        if sum(len(x) + 1 for x in lines) + len(line) > MESSAGE_ROOM:
            break
        lines.append(line)
    lines.reverse()
    title = t("history.log.title", lang, count=len(lines), total=len(moves))
    undone = row.version - len(record.log)
    footer = [t("history.log.undos", lang, count=undone // 2)] if undone else []
    await send(interaction, "\n".join([title, *lines, *footer]), ephemeral=True)


async def export(interaction: discord.Interaction[Any]) -> None:
    lang = user_lang(interaction)
    row = await _latest_game(interaction, lang)
    if row.status == "running":
        raise Refusal(t("history.export.running", lang))
    record = await store_of(interaction).record(row)
    record.names = await bot_of(interaction).tables.names.loaded_plain(row, lang)
    data = json.dumps(record.to_json(), ensure_ascii=False, indent=1).encode()
    game = get_game(row.game_key)
    file = discord.File(io.BytesIO(data), filename=f"{row.game_key}-{row.id}.json")
    await send(interaction, t("history.export.done", lang, game=game.words.game_name(lang),
                              moves=len(record.log)), ephemeral=True, file=file)


def add_history_commands(group: app_commands.Group) -> None:
    """/game undo, /game log and /game export, added to the /game group."""

    @group.command(name=cmd("undo", "history.cmd.undo"),
                   description=cmd("Take back your own last move, or ask the other "
                                   "players to take back the last move",
                                   "history.cmd.undo_desc"))
    async def undo(interaction: discord.Interaction[Any]) -> None:
        await UndoRequests.of(interaction).request(interaction)

    @group.command(name=cmd("log", "history.cmd.log"),
                   description=cmd("The last moves of this channel's game, in words",
                                   "history.cmd.log_desc"))
    @app_commands.rename(count=cmd("count", "history.cmd.count"))
    @app_commands.describe(count=cmd("How many moves (default 10)", "history.cmd.count_desc"))
    async def log(interaction: discord.Interaction[Any],
                  count: app_commands.Range[int, 1, LOG_MAX] | None = None) -> None:
        await answer_refusals(interaction, show_log(interaction, count))

    @group.command(
        name=cmd("export", "history.cmd.export"),
        description=cmd("The game record (seed + moves) as a JSON file, once the game is over",
                        "history.cmd.export_desc"))
    async def export_record(interaction: discord.Interaction[Any]) -> None:
        await answer_refusals(interaction, export(interaction))
