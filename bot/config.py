"""Configuration from environment variables, with a .env file read at start."""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from dotenv import find_dotenv, load_dotenv

DEFAULT_DATABASE_PATH = Path("data") / "tablehost.db"
DEFAULT_AI_MOVE_DELAY = 2.0  # seconds between an AI seat's moves, so people can follow


class ConfigError(ValueError):
    """A setting that is missing or malformed; the message is safe to print."""


class MissingToken(ConfigError):
    """No DISCORD_TOKEN at all: ``python -m bot`` stops; ``tablehost`` plays the demo."""


@dataclass(frozen=True)
class Config:
    token: str
    database_path: Path
    guild_id: int | None
    log_level: str
    ai_move_delay: float = DEFAULT_AI_MOVE_DELAY

    def __repr__(self) -> str:  # never show the token in logs or tracebacks
        return (
            f"Config(token=<hidden>, database_path={str(self.database_path)!r}, "
            f"guild_id={self.guild_id!r}, log_level={self.log_level!r}, "
            f"ai_move_delay={self.ai_move_delay!r})"
        )


def load_config(environ: Mapping[str, str] | None = None, *, dotenv: bool = True) -> Config:
    """Read the settings; a .env file (in the working directory or above) fills in unset
    variables."""
    if dotenv:
        load_dotenv(find_dotenv(usecwd=True), override=False)
    env = os.environ if environ is None else environ

    token = env.get("DISCORD_TOKEN", "").strip()
    if not token:
        raise MissingToken("DISCORD_TOKEN is not set (copy .env.example to .env and fill it in)")

    guild_text = env.get("DISCORD_GUILD_ID", "").strip()
    guild_id: int | None = None
    if guild_text:
        if not guild_text.isdigit():
            raise ConfigError(f"DISCORD_GUILD_ID must be a number, not {guild_text!r}")
        guild_id = int(guild_text)

    level = env.get("LOG_LEVEL", "INFO").strip().upper() or "INFO"
    if not isinstance(logging.getLevelName(level), int):
        raise ConfigError(f"LOG_LEVEL must be DEBUG, INFO, WARNING or ERROR, not {level!r}")

    delay_text = env.get("AI_MOVE_DELAY", "").strip() or str(DEFAULT_AI_MOVE_DELAY)
    try:
        delay = float(delay_text)
    except ValueError:
        delay = -1.0
    if not 0 <= delay <= 60:
        raise ConfigError(f"AI_MOVE_DELAY must be seconds from 0 to 60, not {delay_text!r}")

    path = Path(env.get("DATABASE_PATH", "").strip() or DEFAULT_DATABASE_PATH)
    return Config(token=token, database_path=path, guild_id=guild_id, log_level=level,
                  ai_move_delay=delay)
