"""No token in any log line at any level: discord.py's DEBUG lines carry interaction tokens."""

from __future__ import annotations

import io
import logging

import pytest

from bot.log_secrets import HIDDEN, SecretFilter, hide_secrets

BOT_TOKEN = "MTA4NzY1NDMyMTA5ODc2NTQzMg.GhIjKl.abcdefghijklmnopqrstuvwxyz0123456789AB"
INTERACTION_TOKEN = ("aW50ZXJhY3Rpb246MTIzNDU2Nzg5MDEyMzQ1Njc4OTpSZWFsbHlTZWNyZXRUb2tlbl9h"
                     "YmNkZWZnaGlqa2xtbm9wcXJzdHV2d3h5ejAxMjM0NTY3ODk")
APP = "1087654321098765432"


@pytest.fixture
def debug_log():
    """A root handler at DEBUG writing to a string, with the secret filter installed."""
    root = logging.getLogger()
    out = io.StringIO()
    handler = logging.StreamHandler(out)
    handler.setFormatter(logging.Formatter("%(levelname)s %(name)s %(message)s"))
    old_level, old_handlers = root.level, root.handlers[:]
    root.handlers = [handler]
    root.setLevel(logging.DEBUG)
    hide_secrets(BOT_TOKEN)
    yield out
    root.handlers, root.level = old_handlers, old_level


def test_interaction_tokens_are_hidden_in_discord_py_http_lines_at_debug(debug_log):
    http = logging.getLogger("discord.http")
    url = f"https://discord.com/api/v10/interactions/1234567890/{INTERACTION_TOKEN}/callback"
    http.debug("%s %s with %s has returned %s", "POST", url, '{"type": 4}', 204)
    hook = f"https://discord.com/api/v10/webhooks/{APP}/{INTERACTION_TOKEN}/messages/@original"
    logging.getLogger("discord.webhook.async_").debug(
        "Webhook ID %s with %s %s has returned status code %s", APP, "PATCH", hook, 200)
    text = debug_log.getvalue()
    assert INTERACTION_TOKEN not in text and INTERACTION_TOKEN[:40] not in text
    assert text.count(HIDDEN) == 2
    assert f"/interactions/1234567890/{HIDDEN}/callback" in text  # the rest stays readable


def test_interaction_tokens_are_hidden_in_gateway_events_at_debug(debug_log):
    event = {"t": "INTERACTION_CREATE", "op": 0,
             "d": {"id": "1234567890", "application_id": APP, "type": 3,
                   "token": "not-base64-but-still-a-token-value", "data": {"custom_id": "th:w:1"}}}
    logging.getLogger("discord.gateway").debug("For Shard ID %s: WebSocket Event: %s", 0, event)
    text = debug_log.getvalue()
    assert "not-base64-but-still-a-token-value" not in text
    # (the whole payload goes: a menu's custom_id and values can name a secret pick)
    assert "th:w:1" not in text and "t=INTERACTION_CREATE" in text


def test_the_bot_token_is_hidden_in_messages_and_tracebacks(debug_log):
    log = logging.getLogger("bot.anything")
    log.info("connecting with %s", BOT_TOKEN)
    try:
        raise RuntimeError(f"bad header Authorization: Bot {BOT_TOKEN}")
    except RuntimeError:
        log.exception("request failed for %s", INTERACTION_TOKEN)
    text = debug_log.getvalue()
    assert BOT_TOKEN not in text and INTERACTION_TOKEN not in text
    assert "RuntimeError: bad header Authorization: Bot <hidden>" in text


def test_a_line_without_secrets_is_unchanged():
    record = logging.LogRecord("discord.client", logging.INFO, __file__, 1,
                               "logging in using static token for %s", ("shard 0",), None)
    assert SecretFilter([BOT_TOKEN]).filter(record)
    assert record.getMessage() == "logging in using static token for shard 0"


def test_starting_the_bot_installs_the_filter_on_the_root_handlers(monkeypatch, tmp_path):
    import bot.__main__ as entry

    started = []

    async def no_discord(config):
        started.append(config)

    monkeypatch.setattr(entry, "run", no_discord)
    monkeypatch.chdir(tmp_path)  # no .env here
    monkeypatch.setenv("DISCORD_TOKEN", BOT_TOKEN)
    monkeypatch.setenv("LOG_LEVEL", "DEBUG")
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "t.db"))
    root = logging.getLogger()
    old_handlers, old_level = root.handlers[:], root.level
    try:
        assert entry.main([]) == 0 and started
        added = [h for h in root.handlers if h not in old_handlers]
        assert added and all(
            any(isinstance(f, SecretFilter) and BOT_TOKEN in f.secrets for f in h.filters)
            for h in added)
    finally:
        root.handlers, root.level = old_handlers, old_level
