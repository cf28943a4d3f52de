"""Keeps secrets out of every log line, at every level.

discord.py logs at DEBUG the URL of every HTTP request and every gateway event; interaction
URLs and INTERACTION_CREATE payloads carry the interaction's token, which lets anyone post as
the bot in that channel for 15 minutes. A filter on the root handlers rewrites each record
(message, arguments, traceback) before any handler formats it.

Hidden information is kept out the same way, at every level: the database drivers' debug
lines (aiosqlite, asyncpg) carry every statement's parameters, the state JSON with every hand,
deck order and pending secret pick, so they are dropped below WARNING; discord.py's debug
lines carry request and response bodies (a private menu, a hand shown to its owner) and
gateway payloads (the value a player picked), so only their kind is kept.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable

HIDDEN = "<hidden>"

_TOKEN_PATTERNS = (
    # .../interactions/<id>/<token>/callback and .../webhooks/<application>/<token>/...
    re.compile(r"(/(?:interactions|webhooks)/\d+/)[A-Za-z0-9_\-.]{8,}"),
    # 'token': '...' in logged payloads (gateway events, webhook payloads)
    re.compile(r"""(['"]token['"]\s*:\s*['"])[^'"]+"""),
    # an interaction token anywhere: base64 of "interaction:" and what follows
    re.compile(r"()aW50ZXJhY3Rpb246[A-Za-z0-9_\-.=]+"),
)


# Loggers whose records below WARNING may carry statement parameters: dropped.
_DRIVERS = ("aiosqlite", "asyncpg")
# discord.py's debug lines with a body: (logger, format) -> the argument holding the body.
_BODIES = {
    ("discord.http", "%s %s with %s has returned %s"): 2,
    ("discord.http", "%s %s has received %s"): 2,
    ("discord.gateway", "For Shard ID %s: WebSocket Event: %s"): 1,
}


def _without_bodies(record: logging.LogRecord) -> bool:
    """False for a driver's debug line; a discord.py body replaced by its kind."""
    if record.levelno < logging.WARNING and record.name.startswith(_DRIVERS):
        return False
    where = _BODIES.get((record.name, str(record.msg)))
    if where is not None and isinstance(record.args, tuple) and len(record.args) > where:
        body = record.args[where]
        kind = ""
        if isinstance(body, dict):
            kind = " ".join(f"{k}={body[k]}" for k in ("op", "t") if body.get(k) is not None)
        shown = f"<body hidden{': ' + kind if kind else ''}>"
        record.args = (*record.args[:where], shown, *record.args[where + 1:])
    return True


class SecretFilter(logging.Filter):
    """Replaces the bot token and every interaction token in a record with <hidden>, drops
    the database drivers' debug lines and hides discord.py's request and event bodies."""

    def __init__(self, secrets: Iterable[str] = ()) -> None:
        super().__init__()
        self.secrets = tuple(s for s in secrets if s)

    def scrub(self, text: str) -> str:
        for secret in self.secrets:
            text = text.replace(secret, HIDDEN)
        for pattern in _TOKEN_PATTERNS:
            text = pattern.sub(lambda m: m.group(1) + HIDDEN, text)
        return text

    def filter(self, record: logging.LogRecord) -> bool:
        if not _without_bodies(record):
            return False
        message = record.getMessage()
        record.msg, record.args = self.scrub(message), ()
        if record.exc_info:
            text = record.exc_text or logging.Formatter().formatException(record.exc_info)
            record.exc_info, record.exc_text = None, self.scrub(text)
        elif record.exc_text:
            record.exc_text = self.scrub(record.exc_text)
        if record.stack_info:
            record.stack_info = self.scrub(record.stack_info)
        return True


def hide_secrets(token: str | None, logger: logging.Logger | None = None) -> SecretFilter:
    """Put a :class:`SecretFilter` on every handler of ``logger`` (the root by default):
    handler filters see the records of every child logger, logger filters would not."""
    logger = logger or logging.getLogger()
    secret_filter = SecretFilter([token] if token else [])
    for handler in logger.handlers:
        handler.addFilter(secret_filter)
    return secret_filter
