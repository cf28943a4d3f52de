"""The offline demo: the real bot plays a short game between built-in AIs against simcord's
in-memory Discord, and the pictures it posted in the channel are written to a folder.

Nothing is special-cased for the demo: a host opens a lobby with ``/game new``, fills it with
``/game addbot``, starts, and hands their own seat to the AI with ``/game away``; from then on
the game plays itself through the same move path as clicks (bot/clock/autoplay.py).
"""

from __future__ import annotations

import asyncio
import logging
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

from bot.core.i18n import DEFAULT, t
from bot.core.seats import agent_title, ai_name, is_ai
from bot.storage.store import GameRow
from engine.core.position import Position
from engine.core.protocol import State, fill_names
from engine.core.registry import default_agent, game_keys, get_game

if TYPE_CHECKING:
    from bot.bot import TablehostBot

DEFAULT_OUT = Path("demo-output")
# A whole game runs inside one simulated command; give it room on a slow machine.
SETTLE_SECONDS = 120.0


@dataclass(frozen=True)
class DemoResult:
    files: list[Path]
    summary: str


def default_game() -> str:
    """The first registered game that has pictures (any game when none has)."""
    from render import drawable_games

    return next(iter(drawable_games()), None) or game_keys()[0]


async def play_demo(out: Path = DEFAULT_OUT, *, game_key: str | None = None, players: int = 2,
                    seed: int = 1, echo: Callable[[str], Any] = print,
                    lang: str = DEFAULT) -> DemoResult:
    """Play one game of AIs in simcord, saving its pictures in ``out``; the server, so its
    messages and pictures, and the printed lines are in ``lang``."""
    import simcord  # the in-memory Discord; imported here so the real bot never needs it

    from bot.bot import TablehostBot

    game_key = game_key or default_game()
    game = get_game(game_key)
    game.check_players(players)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="tablehost-demo-") as tmp:
        bot = TablehostBot(database_path=Path(tmp) / "demo.db", seed_source=lambda: seed)
        try:
            files, summary = await _play(simcord, bot, out, game_key, players, seed, echo, lang)
        finally:
            await bot.close()  # simcord detaches the bot but leaves its database thread running
    echo(summary)
    return DemoResult(files, summary)


async def _play(simcord: ModuleType, bot: TablehostBot, out: Path, game_key: str,
                players: int, seed: int, echo: Callable[[str], Any],
                lang: str) -> tuple[list[Path], str]:
    async with simcord.run(bot, settle_timeout=SETTLE_SECONDS) as env:
        # Each command's settle would wait out the timer that writes held announcements;
        # the bot's close writes them instead.
        bot.store.announcements.delay = 2 * SETTLE_SECONDS
        guild = env.create_guild("tablehost demo", preferred_locale=lang)  # public posts
        channel = guild.create_text_channel("demo")
        host = guild.add_member(env.create_user("host"))
        await host.slash(channel, "game new", game=game_key, max_players=players)
        for _ in range(players - 1):
            await host.slash(channel, "game addbot")  # the game's default AI
        await host.slash(channel, "game start")
        await host.slash(channel, "game away")  # every seat is an AI now
        files: list[Path] = []
        for message in channel.history():
            if message.flags.ephemeral:
                continue
            for attachment in message.attachments:
                data = env.backend.cdn.get(attachment.url)
                if data is None:
                    continue
                path = out / f"{len(files) + 1:03d}-{attachment.filename}"
                path.write_bytes(data)
                files.append(path)
                echo(t("clock.demo_file", lang, path=path))
        row = await bot.store.latest_in_channel(channel.id)
        assert row is not None
        state = await bot.store.load_state(row)
        return files, _summary(row, players, seed, state, lang)


def _summary(row: GameRow, players: int, seed: int, state: State, lang: str = DEFAULT) -> str:
    game = get_game(row.game_key)
    final = Position(game, state)
    moves = row.version
    if not final.over:
        return t("clock.demo_result", lang, game=game.words.game_name(lang), players=players,
                 seed=seed, moves=moves, ranking=t("clock.demo_unfinished", lang))
    away = t("clock.demo_away", lang,
             ai=agent_title(row.game_key, default_agent(row.game_key), lang))
    names = [ai_name(uid, row.game_key, row.seats, row.ai_kinds, lang) if is_ai(uid) else away
             for uid in row.seats]
    result = final.result(lang)
    lines = sorted(result.scores, key=lambda s: (s.rank or 99, s.seat))
    if game.traits.scored:
        ranking = ", ".join(f"{line.rank}. {names[line.seat]} "
                            f"{game.words.score_text(None, line.total, lang)}" for line in lines)
    else:  # no points to rank by: who won, from the game's own words
        ranking = fill_names(result.summary, names) or ", ".join(
            names[seat] for seat in result.winners)
    return t("clock.demo_result", lang, game=game.words.game_name(lang), players=players,
             seed=seed, moves=moves, ranking=ranking)


def run_demo(out: Path = DEFAULT_OUT, *, game_key: str | None = None, players: int = 2,
             seed: int = 1, lang: str = DEFAULT) -> int:
    """Play the demo in ``lang`` (its messages, pictures and printed lines), printing one line
    per picture and one with the result; exit code."""
    logging.disable(logging.WARNING)  # discord.py's start-up warnings are not for the demo
    try:
        asyncio.run(play_demo(out, game_key=game_key, players=players, seed=seed, lang=lang))
    finally:
        logging.disable(logging.NOTSET)
    return 0
