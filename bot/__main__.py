"""``python -m bot``: read the configuration and run the bot until stopped."""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys

import discord

from bot.config import Config, ConfigError, load_config

log = logging.getLogger("bot")


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m bot",
        description="Run the tablehost Discord bot (settings from the environment or .env).",
    )
    # Run modes (e.g. a --demo flag) get their arguments here.
    return parser.parse_args(argv)


async def run(config: Config) -> None:
    from bot.bot import TablehostBot  # imported late so a config error stays fast and quiet

    async with TablehostBot(database_path=config.database_path, guild_id=config.guild_id) as bot:
        await bot.start(config.token)


def fail(message: str) -> int:
    print(f"error: {message}", file=sys.stderr)
    return 2


def main(argv: list[str] | None = None) -> int:
    parse_args(argv)
    try:
        config = load_config()
    except ConfigError as exc:
        return fail(str(exc))
    discord.utils.setup_logging(level=getattr(logging, config.log_level), root=True)
    try:
        asyncio.run(run(config))
    except discord.LoginFailure:
        return fail("Discord rejected DISCORD_TOKEN; copy the bot token again from the "
                    "Developer Portal (Bot -> Reset Token).")
    except discord.PrivilegedIntentsRequired:
        return fail("Discord refused the bot's intents; enable them in the Developer Portal.")
    except KeyboardInterrupt:
        log.info("stopped")
    return 0


if __name__ == "__main__":
    sys.exit(main())
