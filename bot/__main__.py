"""``python -m bot``: read the configuration and run the bot until stopped."""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import signal
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import discord

from bot.config import Config, ConfigError, MissingToken, load_config
from bot.core.i18n import t
from bot.demo import DEFAULT_OUT
from bot.log_secrets import hide_secrets
from bot.play.pacer import Pace

if TYPE_CHECKING:
    from bot.bot import TablehostBot

log = logging.getLogger("bot")
DEMO_LANGUAGES = ("de", "en")


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m bot",
        description="Run the tablehost Discord bot (settings from the environment or .env); "
                    "without a token, or with --demo, play an offline demo game instead.",
    )
    parser.add_argument("--demo", action="store_true",
                        help="play a short AI-vs-AI game against an in-memory Discord and "
                             "write the pictures it posts to --out")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT,
                        help="folder for the demo's pictures (default: ./demo-output)")
    from engine.core.registry import game_keys

    parser.add_argument("--game", default=None,
                        help=f"demo game: {', '.join(game_keys())} (default: the first one "
                             "with pictures)")
    parser.add_argument("--players", type=int, default=2, help="demo seats (default: 2)")
    parser.add_argument("--seed", type=int, default=1, help="demo seed (default: 1)")
    parser.add_argument("--lang", default=None,
                        help=f"demo language: {' or '.join(DEMO_LANGUAGES)} (default: from "
                             "$LANG, else en)")
    return parser.parse_args(argv)


def demo_language(chosen: str | None) -> str:
    """The demo's language: ``--lang``, else German where $LANG is German, else English; a
    ValueError for any other ``--lang``."""
    if chosen is None:
        return "de" if os.environ.get("LANG", "").lower().startswith("de") else "en"
    if chosen not in DEMO_LANGUAGES:
        raise ValueError(f"--lang must be {' or '.join(DEMO_LANGUAGES)}, not {chosen!r}")
    return chosen


def demo(args: argparse.Namespace) -> int:
    from bot.demo import run_demo
    from engine.core.protocol import BadOptions
    from engine.core.registry import UnknownGame

    try:
        lang = demo_language(args.lang)
        return run_demo(args.out, game_key=args.game, players=args.players, seed=args.seed,
                        lang=lang)
    except (UnknownGame, BadOptions, OSError, ValueError) as exc:
        return fail(str(exc))
    except ImportError as exc:  # simcord is a dependency, but an old install may lack it
        return fail(f"the demo needs {exc.name or 'simcord'}: pip install -e .")
    except Exception as exc:
        log.debug("demo failed", exc_info=True)
        return fail(f"the demo failed: {exc}")


def copy_db(argv: list[str]) -> int:
    """``python -m bot copy-db --from URL --to URL``."""
    parser = argparse.ArgumentParser(
        prog="python -m bot copy-db",
        description="Copy every table of one database into an empty one (SQLite to "
                    "PostgreSQL, or back), then replay every game's log and compare it with "
                    "its snapshot.")
    parser.add_argument("--from", dest="source", required=True,
                        help="sqlite:///data/tablehost.db or postgresql://user:pw@host/db")
    parser.add_argument("--to", dest="target", required=True,
                        help="the empty database to fill (same forms)")
    args = parser.parse_args(argv)
    from bot.storage.copy import CopyRefused, copy_database
    from bot.storage.errors import DatabaseFault

    try:
        report = asyncio.run(copy_database(args.source, args.target,
                                           progress=lambda line: print(line, flush=True)))
    except CopyRefused as exc:
        return fail(f"copy-db refused: {exc}")
    except DatabaseFault as exc:
        return fail(f"copy-db: {exc}")
    except (OSError, ValueError) as exc:
        return fail(f"copy-db could not open a database: {exc}")
    for line in report.lines(args.source, args.target):
        print(line)
    return 1 if report.mismatched else 0


def rerate(argv: list[str]) -> int:
    """``python -m bot rerate``: every stored rating worked out again from the results."""
    parser = argparse.ArgumentParser(
        prog="python -m bot rerate",
        description="Work every skill rating out again from the results table (after a "
                    "change to the rating rules, or to repair them), in one transaction.")
    parser.add_argument("--database", default="",
                        help="sqlite:///data/tablehost.db or postgresql://... (default: "
                             "DATABASE_URL or DATABASE_PATH, from the environment or .env)")
    args = parser.parse_args(argv)
    url = args.database
    if not url:
        from dotenv import find_dotenv, load_dotenv

        from bot.config import database_setting

        load_dotenv(find_dotenv(usecwd=True), override=False)
        try:
            url, path = database_setting(os.environ)
        except ConfigError as exc:
            return fail(str(exc))
        url = url or f"sqlite:///{path}"
    from bot.ratings.stored import rerate as rerate_all
    from bot.storage.db import migrate, open_sql
    from bot.storage.store import GameStore

    async def go() -> int:
        sql = await open_sql(url)
        try:
            await migrate(sql)
            return await rerate_all(GameStore(sql))
        finally:
            await sql.close()

    try:
        boards = asyncio.run(go())
    except (OSError, ValueError) as exc:
        return fail(f"rerate could not open the database: {exc}")
    print(f"rated {boards} leaderboards from the results table")
    return 0


async def check_database(url: str) -> None:
    """Open the database and bring it up to date before connecting to Discord, so an
    unreachable server or a schema newer than this code stops the start in one line."""
    import sqlite3

    from bot.storage.db import asyncpg_errors, describe_url, migrate, open_sql, password_of
    from bot.storage.errors import DatabaseUnreachable

    sql = await open_sql(url)
    failing: tuple[type[Exception], ...] = (sqlite3.Error, *asyncpg_errors())
    try:
        await migrate(sql)
    except failing as exc:  # e.g. a role without the right to create tables
        reason = " ".join(str(exc).split())
        if secret := password_of(url):
            reason = reason.replace(secret, "***")
        raise DatabaseUnreachable(f"could not prepare the database {describe_url(url)}: "
                                  f"{reason}") from None
    finally:
        await sql.close()


def stop_on_signals(bot: TablehostBot) -> None:
    """SIGTERM (systemd, container runtimes) and SIGINT stop the bot cleanly
    (``TablehostBot.shut_down``)."""
    loop = asyncio.get_running_loop()
    stopping: list[asyncio.Task[None]] = []  # (kept so the task is not collected)

    def stop(name: str) -> None:
        if not stopping:
            log.info("%s received", name)
            stopping.append(loop.create_task(bot.shut_down()))

    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop, sig.name)


async def run(config: Config) -> None:
    from bot.bot import make_bot  # imported late so a config error stays fast and quiet
    from bot.core.collector import CollectorPolicy
    from engine.core.search import set_limits

    set_limits(scale=config.search_budget)
    await check_database(config.database)
    async with make_bot(database_url=config.database, guild_id=config.guild_id,
                        ai_move_delay=config.ai_move_delay,
                        take_back_grace=config.take_back_grace, shards=config.shards,
                        channel_pace=Pace(), picture_workers=config.picture_workers,
                        thinking_workers=config.thinking_workers,
                        collector=CollectorPolicy()) as bot:
        stop_on_signals(bot)
        await bot.start(config.token)


def fail(message: str) -> int:
    print(f"error: {message}", file=sys.stderr)
    return 2


def main(argv: list[str] | None = None, *, demo_without_token: bool = False) -> int:
    """``python -m bot``: a missing token is an error (one line, exit 2), unless
    ``demo_without_token`` (the ``tablehost`` command) turns it into the offline demo."""
    arguments = sys.argv[1:] if argv is None else argv
    if arguments[:1] == ["copy-db"]:
        return copy_db(arguments[1:])
    if arguments[:1] == ["rerate"]:
        return rerate(arguments[1:])
    args = parse_args(argv)
    if args.demo:
        return demo(args)
    try:
        config = load_config()
    except MissingToken as exc:
        if not demo_without_token:
            return fail(str(exc))
        print(t("clock.no_token"), flush=True)
        return demo(args)
    except ConfigError as exc:
        return fail(str(exc))
    discord.utils.setup_logging(level=getattr(logging, config.log_level), root=True)
    hide_secrets(config.token)
    from bot.storage.errors import DatabaseFault

    try:
        asyncio.run(run(config))
    except DatabaseFault as exc:
        return fail(str(exc))
    except discord.LoginFailure:
        return fail("Discord rejected DISCORD_TOKEN; copy the bot token again from the "
                    "Developer Portal (Bot -> Reset Token).")
    except discord.PrivilegedIntentsRequired:
        return fail("Discord refused the bot's intents; enable them in the Developer Portal.")
    except KeyboardInterrupt:
        log.info("stopped")
    return 0


def launch() -> int:
    """The ``tablehost`` command (the README's first command): the bot when a token is set
    in the environment or .env, otherwise one line saying so and the offline demo."""
    return main(demo_without_token=True)


if __name__ == "__main__":
    sys.exit(main())
