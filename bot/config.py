"""Configuration from environment variables, with a .env file read at start."""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from dotenv import find_dotenv, load_dotenv

from bot.storage.db import describe_url
from bot.storage.shards import Shards

DEFAULT_DATABASE_PATH = Path("data") / "tablehost.db"
DEFAULT_AI_MOVE_DELAY = 2.0  # seconds between an AI seat's moves, so people can follow
# Seconds an AI seat waits after a person's move that person may still take back alone.
DEFAULT_TAKE_BACK_GRACE = 10.0
# Processes drawing the pictures beside the bot's own (bot/core/pictures.py).
DEFAULT_PICTURE_WORKERS = 1
# Processes in which searching AIs think (bot/core/thinking.py); 0: a thread of the bot's own.
DEFAULT_THINKING_WORKERS = 1


class ConfigError(ValueError):
    """A setting that is missing or malformed; the message is safe to print."""


class MissingToken(ConfigError):
    """No DISCORD_TOKEN at all: ``python -m bot`` stops; ``tablehost`` plays the demo."""


@dataclass(frozen=True)
class Config:
    token: str
    database_path: Path | None  # the SQLite file; None on PostgreSQL
    guild_id: int | None
    log_level: str
    ai_move_delay: float = DEFAULT_AI_MOVE_DELAY
    take_back_grace: float = DEFAULT_TAKE_BACK_GRACE
    database_url: str = ""
    shards: Shards | None = None  # None: one process, unsharded
    picture_workers: int = DEFAULT_PICTURE_WORKERS
    search_budget: float = 1.0  # the searching AI's budget, times every game's own
    thinking_workers: int = DEFAULT_THINKING_WORKERS

    @property
    def database(self) -> str:
        """What the bot opens: DATABASE_URL, or the SQLite file."""
        return self.database_url or f"sqlite:///{self.database_path}"

    def __repr__(self) -> str:  # never show the token in logs or tracebacks
        return (
            f"Config(token=<hidden>, database={describe_url(self.database)!r}, "
            f"guild_id={self.guild_id!r}, log_level={self.log_level!r}, "
            f"ai_move_delay={self.ai_move_delay!r}, "
            f"take_back_grace={self.take_back_grace!r}, shards={self.shards!r}, "
            f"picture_workers={self.picture_workers!r}, "
            f"search_budget={self.search_budget!r}, "
            f"thinking_workers={self.thinking_workers!r})"
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

    delay = seconds_setting(env, "AI_MOVE_DELAY", DEFAULT_AI_MOVE_DELAY)
    grace = seconds_setting(env, "TAKE_BACK_GRACE", DEFAULT_TAKE_BACK_GRACE)
    workers_text = env.get("PICTURE_WORKERS", "").strip() or str(DEFAULT_PICTURE_WORKERS)
    if not (workers_text.isascii() and workers_text.isdigit()) or int(workers_text) < 1:
        raise ConfigError(f"PICTURE_WORKERS must be a whole number from 1, not {workers_text!r}")
    url, path = database_setting(env)
    return Config(token=token, database_path=path, guild_id=guild_id, log_level=level,
                  ai_move_delay=delay, take_back_grace=grace, database_url=url,
                  shards=shard_setting(env), picture_workers=int(workers_text),
                  search_budget=search_budget_setting(env),
                  thinking_workers=thinking_workers_setting(env))


def thinking_workers_setting(env: Mapping[str, str]) -> int:
    """THINKING_WORKERS: processes in which searching AIs think (0: a thread of the bot's)."""
    text = env.get("THINKING_WORKERS", "").strip() or str(DEFAULT_THINKING_WORKERS)
    if not (text.isascii() and text.isdigit()):
        raise ConfigError(f"THINKING_WORKERS must be a whole number from 0, not {text!r}")
    return int(text)


def search_budget_setting(env: Mapping[str, str]) -> float:
    """SEARCH_BUDGET: the searching AI's budget per decision as a multiple of each game's
    own (calibrated to about half a CPU second), from 0.1 to 10."""
    return number_setting(env, "SEARCH_BUDGET", 1, 0.1, 10, "a number from 0.1 to 10")


def seconds_setting(env: Mapping[str, str], name: str, default: float) -> float:
    """A number of seconds from 0 to 60."""
    return number_setting(env, name, default, 0, 60, "seconds from 0 to 60")


def number_setting(env: Mapping[str, str], name: str, default: float, low: float,
                   high: float, allowed: str) -> float:
    """``name`` as a number from ``low`` to ``high``; ``allowed`` says so in the refusal."""
    text = env.get(name, "").strip() or str(default)
    try:
        value = float(text)
    except ValueError:
        value = low - 1
    if not low <= value <= high:
        raise ConfigError(f"{name} must be {allowed}, not {text!r}")
    return value


def database_setting(env: Mapping[str, str]) -> tuple[str, Path | None]:
    """(DATABASE_URL, the SQLite path): ``sqlite:///path`` or ``postgresql://...``; without
    it, DATABASE_PATH or data/tablehost.db."""
    url = env.get("DATABASE_URL", "").strip()
    if not url:
        return "", Path(env.get("DATABASE_PATH", "").strip() or DEFAULT_DATABASE_PATH)
    if url.startswith("sqlite:///") and len(url) > len("sqlite:///"):
        return url, Path(url.removeprefix("sqlite:///"))
    if url.startswith(("postgresql://", "postgres://")):
        return url, None
    raise ConfigError("DATABASE_URL must be sqlite:///path/to/file.db or "
                      f"postgresql://user:password@host/database, not {describe_url(url)!r}")


def shard_setting(env: Mapping[str, str]) -> Shards | None:
    """SHARD_COUNT (the bot's total) and SHARD_IDS (this process's, e.g. ``0,1``; default
    all of them); neither set: unsharded."""
    count_text = env.get("SHARD_COUNT", "").strip()
    ids_text = env.get("SHARD_IDS", "").strip()
    if not count_text:
        if ids_text:
            raise ConfigError("SHARD_IDS needs SHARD_COUNT (the total number of shards)")
        return None
    if not count_text.isdigit() or int(count_text) < 1:
        raise ConfigError(f"SHARD_COUNT must be a whole number from 1, not {count_text!r}")
    count = int(count_text)
    parts = [p.strip() for p in ids_text.split(",")] if ids_text else []
    if any(not p.isdigit() or int(p) >= count for p in parts) or len(set(parts)) < len(parts):
        raise ConfigError(f"SHARD_IDS must be different numbers from 0 to {count - 1} "
                          f"separated by commas, not {ids_text!r}")
    ids = tuple(int(p) for p in parts) if parts else tuple(range(count))
    return Shards(count, ids)
